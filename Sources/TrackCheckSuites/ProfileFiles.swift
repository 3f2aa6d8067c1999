import Foundation
import TrackCheckBuiltIn
import TrackCheckModel
import TrackCheckPrimitives

/// Finds and reads a profile's files: `profiles/<id>/profile.yaml` under a suite root, else the one
/// built into trackcheck (a suite folder of one's own judged by a shipped profile), and, for a profile
/// whose catalogue is not the suite root's, that catalogue and its register of sources.
enum ProfileFiles {
  /// The folder of profiles under a suite root.
  static let folder = "profiles"

  /// A profile's catalogue of its own, with the sources it registers.
  struct Catalogue {
    var requirements: [Requirement]
    var sources: [SourceReference]
  }

  struct Loaded {
    var profile: Profile
    /// `nil`: the profile is judged by the suite root's catalogue.
    var catalogue: Catalogue?
  }

  /// One file of a profile: where it was read from and its bytes.
  private struct File {
    var display: String
    var text: String
  }

  static func load(
    _ id: ProfileID, roots: [URL], displayPath: SuiteLoader.DisplayPaths, log: inout DiagnosticLog
  ) -> Loaded? {
    let definitionPath = "\(folder)/\(id.rawValue)/profile.yaml"
    guard let definition = read(definitionPath, roots: roots, displayPath: displayPath, log: &log) else {
      log.error(
        SourceLocation(file: roots.first.map(displayPath.callAsFunction) ?? "Suites"), "no profile '\(id.rawValue)' is defined",
        hint: Suggestions.hint(for: id.rawValue, among: known(roots: roots).map(\.rawValue)))
      return nil
    }
    guard let yaml = YAMLFile.parse(definition.text, displayPath: definition.display, log: &log), let root = yaml.root,
      let decoded = ProfileDecoder.decode(root, file: definition.display, log: &log)
    else { return nil }
    var profile = decoded.profile
    if profile.id != id {
      log.error(
        SourceLocation(file: definition.display, line: 1, column: 1),
        "the profile in \(definitionPath) calls itself '\(profile.id.rawValue)'", hint: "its id must be its folder's name, '\(id.rawValue)'"
      )
      return nil
    }
    var hash = SHA256()
    hash.update(Array(definition.text.utf8))
    var catalogue: Catalogue?
    if decoded.catalogue != SuiteLoader.catalogueFileName {
      guard let file = read(decoded.catalogue, roots: roots, displayPath: displayPath, log: &log),
        let yaml = YAMLFile.parse(file.text, displayPath: file.display, log: &log), let root = yaml.root
      else {
        log.error(
          SourceLocation(file: definition.display), "the catalogue of profile '\(id.rawValue)', \(decoded.catalogue), cannot be read")
        return nil
      }
      hash.update([0] + Array(file.text.utf8))
      var found = Catalogue(requirements: CatalogueDecoder.decode(root, file: file.display, log: &log), sources: [])
      let sourcesPath = (decoded.catalogue as NSString).deletingLastPathComponent + "/sources.yaml"
      if let sources = read(sourcesPath, roots: roots, displayPath: displayPath, log: &log),
        let yaml = YAMLFile.parse(sources.text, displayPath: sources.display, log: &log), let root = yaml.root
      {
        hash.update([0] + Array(sources.text.utf8))
        found.sources = SourceRegisterDecoder.decode(root, file: sources.display, log: &log)
      }
      catalogue = found
      // Every requirement the definition names is in its catalogue.
      let ids = Set(found.requirements.map(\.id))
      for requirement in ProfileDecoder.requirements(of: profile) where !ids.contains(requirement) {
        log.error(
          SourceLocation(file: definition.display),
          "profile '\(id.rawValue)' names requirement '\(requirement)', which its catalogue does not list",
          hint: Suggestions.hint(for: requirement.rawValue, among: ids.map(\.rawValue)))
      }
    }
    profile.digest = "sha256:" + hash.hexDigest()
    return Loaded(profile: profile, catalogue: catalogue)
  }

  /// The profiles the suite roots and trackcheck define.
  static func known(roots: [URL]) -> [ProfileID] {
    var names = Set<String>()
    for root in roots {
      let url = root.appendingPathComponent(folder)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] { names.insert(name) }
    }
    names.formUnion(builtInNames)
    return names.sorted().map(ProfileID.init(rawValue:))
  }

  /// The profiles built into trackcheck, read once.
  static let builtInNames: Set<String> = Set(
    BuiltIn.files(under: "Suites/\(folder)").compactMap { $0.path.split(separator: "/").first.map(String.init) })

  /// The file at `path` under the first root that has it, else the built-in one.
  private static func read(_ path: String, roots: [URL], displayPath: SuiteLoader.DisplayPaths, log: inout DiagnosticLog) -> File? {
    for root in roots {
      let url = root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path) else { continue }
      switch FileRead.contents(of: url.path, limit: YAMLFile.maximumSize) {
      case .success(let bytes): return File(display: displayPath(url), text: String(decoding: bytes, as: UTF8.self))
      case .failure(let problem):
        log.error(SourceLocation(file: displayPath(url)), "cannot read the file: \(problem)")
        return nil
      }
    }
    // Only the files under the path's folder are decoded, not every built-in file.
    let parent = (path as NSString).deletingLastPathComponent
    let under = parent.isEmpty ? "Suites" : "Suites/" + parent
    let name = (path as NSString).lastPathComponent
    guard let builtIn = BuiltIn.files(under: under).first(where: { $0.path == name }) else { return nil }
    return File(display: "Suites/\(path)", text: String(decoding: builtIn.contents, as: UTF8.self))
  }
}

extension SuiteLoader {
  /// The profile `id` as trackcheck ships it (`Suites/profiles/<id>/profile.yaml` built in).
  public static func builtInProfile(_ id: ProfileID) throws(SuiteError) -> Profile {
    var log = DiagnosticLog()
    guard let loaded = ProfileFiles.load(id, roots: [], displayPath: DisplayPaths(aliases: [:]), log: &log), log.isEmpty else {
      throw .invalid(log.diagnostics)
    }
    return loaded.profile
  }
}

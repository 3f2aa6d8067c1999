import Foundation
import TrackCheckBuiltIn
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckSuites

/// The suites built into trackcheck, used when no `--suite` is given.
enum BuiltInSuites {
  /// How their files are shown in messages and reports.
  static let shownAs = "Suites"

  /// The built-in suites, loaded, each case with its model.
  static func prepared() throws -> PreparedSuites {
    let folder = try folder()
    return try SuiteLoader.prepare(paths: [folder.path], shownAs: [folder.path: shownAs])
  }

  /// A folder holding them, to read: unpacked once per version of the
  /// suites into the user's cache (`$XDG_CACHE_HOME/trackcheck`, else
  /// `~/.cache/trackcheck`, else the temporary folder), named by their digest.
  static func folder() throws(UsageError) -> URL {
    let files = BuiltIn.files(under: "Suites")
    var hash = SHA256()
    for file in files {
      hash.update(Array(file.path.utf8) + [0])
      hash.update(Array(file.contents) + [0])
    }
    let name = "suites-" + hash.hexDigest().prefix(16)
    var problems: [String] = []
    for cache in cacheFolders() {
      let folder = cache.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(SuiteLoader.catalogueFileName).path) { return folder }
      do {
        // Unpacked beside and renamed into place, so a run never reads a half-written folder.
        let partial = cache.appendingPathComponent(name + ".partial-\(getpid())")
        try? FileManager.default.removeItem(at: partial)
        try BuiltIn.write("Suites", to: partial)
        do {
          try FileManager.default.moveItem(at: partial, to: folder)
        } catch {
          try? FileManager.default.removeItem(at: partial)
          // Another trackcheck unpacked the same suites first.
          guard FileManager.default.fileExists(atPath: folder.path) else { throw error }
        }
        return folder
      } catch {
        problems.append("\(cache.path): \(error.localizedDescription)")
      }
    }
    throw UsageError(
      "cannot unpack the built-in suites (\(problems.joined(separator: "; ")))",
      hint: "'trackcheck suites export DIR' writes them where you choose; then pass --suite DIR")
  }

  private static func cacheFolders() -> [URL] {
    let environment = ProcessInfo.processInfo.environment
    var folders: [URL] = []
    if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty {
      folders.append(URL(fileURLWithPath: cache).appendingPathComponent("trackcheck"))
    } else if let home = environment["HOME"], !home.isEmpty {
      folders.append(URL(fileURLWithPath: home).appendingPathComponent(".cache/trackcheck"))
    }
    folders.append(FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-\(getuid())"))
    return folders.map { folder in
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return folder
    }
  }
}

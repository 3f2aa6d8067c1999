import Foundation
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckPrimitives

/// Reads suite folders and files into a ``SuiteCollection``, or fails with
/// every problem found, each with its file, line, column and a hint.
public enum SuiteLoader {
  /// The name of the requirement catalogue file that marks a suite root.
  public static let catalogueFileName = "requirements.yaml"

  /// The most cases all suites together may expand to; expansion stops there
  /// with an error, so a small file cannot take minutes and gigabytes.
  public static let maximumCases = 200_000

  /// Loads the suites at `paths` (folders or files).
  ///
  /// Fixtures and the catalogue are read from the suite root of each path:
  /// the nearest folder, the path itself included, that holds
  /// `requirements.yaml`.
  ///
  /// `shownAs` names folders as messages and reports show them: a folder's
  /// files are shown under that name instead of their path (the built-in
  /// suites, read from where they are unpacked, are shown as `Suites/…`).
  public static func load(paths: [String], shownAs: [String: String] = [:], profile: ProfileID = .campaignStandard) throws(SuiteError)
    -> SuiteCollection
  {
    try prepare(paths: paths, shownAs: shownAs, profile: profile).collection
  }

  /// Reads the suites as ``load(paths:shownAs:)`` does, with each case's
  /// model: the derivation the checks made, kept for every later stage.
  ///
  /// `profile` says whose expectations the cases are read with and whose catalogue judges them: its
  /// definition is `profiles/<id>/profile.yaml` under the suite root, or the built-in one when the
  /// folder has none. A case with no expectations for the profile is left out.
  public static func prepare(paths: [String], shownAs: [String: String] = [:], profile profileID: ProfileID = .campaignStandard)
    throws(SuiteError) -> PreparedSuites
  {
    var log = DiagnosticLog()
    let displayPath = DisplayPaths(aliases: shownAs)
    var caseFiles: [URL] = []
    var roots: [URL] = []
    for path in paths {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      let isDirectory: Bool
      switch FileRead.kind(of: url.path) {
      case .success(let kind): isDirectory = kind == .folder
      case .failure(let problem):
        throw .notFound(
          "cannot read the suites at '\(path)': \(problem)",
          hint: problem == .noSuchFile
            ? "pass --suite an existing suite folder or file; without --suite, the suites built into trackcheck run ('trackcheck suites export DIR' writes them out)"
            : nil)
      }
      let root = suiteRoot(for: url, isDirectory: isDirectory)
      if !roots.contains(root) { roots.append(root) }
      caseFiles += isDirectory ? yamlFiles(under: url).filter { !isProfileFile($0, root: root) } : [url]
    }
    guard let loaded = ProfileFiles.load(profileID, roots: roots, displayPath: displayPath, log: &log) else {
      throw .invalid(log.diagnostics)
    }
    let profile = loaded.profile

    var fixtures: [String: PayloadFixture] = [:]
    var requirements: [Requirement] = []
    var sources: [SourceReference] = []
    var seenSupportFiles = Set<String>()
    var supportFiles: [URL] = []
    for root in roots {
      for url in yamlFiles(under: root) where !seenSupportFiles.contains(url.path) && !isProfileFile(url, root: root) {
        guard isInside(url, root: root, displayPath: displayPath, log: &log) else { continue }
        let kind = peekKind(url)
        guard kind == .fixtures || kind == .catalogue || kind == .sources else { continue }
        seenSupportFiles.insert(url.path)
        let display = displayPath(url)
        supportFiles.append(url)
        guard let yaml = YAMLFile.load(url, displayPath: display, log: &log), let root = yaml.root else { continue }
        if kind == .fixtures {
          for fixture in FixtureDecoder.decode(root, file: display, log: &log) {
            if let existing = fixtures[fixture.name] {
              log.error(fixture.location, "fixture '\(fixture.name)' is already defined at \(existing.location)")
            } else {
              fixtures[fixture.name] = fixture
            }
          }
        } else if kind == .sources {
          sources += SourceRegisterDecoder.decode(root, file: display, log: &log)
        } else if loaded.catalogue == nil {
          requirements += CatalogueDecoder.decode(root, file: display, log: &log)
        }
      }
    }
    // A profile with a catalogue of its own is judged by it alone; its register adds to the root's.
    if let catalogue = loaded.catalogue {
      requirements = catalogue.requirements
      sources += catalogue.sources
    }

    var suites: [SuiteCollection.SuiteFile] = []
    var cases: [TrackingCase] = []
    var files: [String] = []
    var seen = Set<String>()
    var caseBudget = maximumCases
    for url in caseFiles where !seen.contains(url.path) {
      seen.insert(url.path)
      if let root = roots.first(where: { url.path.hasPrefix($0.path + "/") }),
        !isInside(url, root: root, displayPath: displayPath, log: &log)
      {
        continue
      }
      let display = displayPath(url)
      files.append(display)
      if seenSupportFiles.contains(url.path) { continue }
      guard caseBudget > 0 else { break }
      guard let yaml = YAMLFile.load(url, displayPath: display, log: &log) else { continue }
      guard let root = yaml.root else {
        log.error(
          SourceLocation(file: display, line: 1, column: 1), "the file is empty",
          hint: "a suite file has 'cases:'; remove the file or add cases")
        continue
      }
      let root0 = roots.first { url.path.hasPrefix($0.path + "/") } ?? url.deletingLastPathComponent()
      let defaultName = suiteName(for: url, root: root0)
      let decoder = SuiteFileDecoder(
        file: display, defaultName: defaultName, fixtures: fixtures,
        payloadFiles: PayloadFiles(folder: url.deletingLastPathComponent(), root: root0), profile: profile)
      let before = cases.count
      if let name = decoder.decode(root, into: &cases, caseBudget: &caseBudget, log: &log) {
        suites.append(SuiteCollection.SuiteFile(name: name, path: display, caseCount: cases.count - before))
      }
    }
    if caseFiles.isEmpty || (suites.isEmpty && log.isEmpty) {
      log.error(
        SourceLocation(file: paths.joined(separator: ", ")), "no suite files with cases were found",
        hint: "suite files are .yaml files with a top-level 'cases:' list")
    }

    // Each requirement knows the platforms of the cases that check it (a report scoped to one platform reads it).
    var platforms: [RequirementID: Set<Platform>] = [:]
    for testCase in cases { for id in testCase.requirements { platforms[id, default: []].insert(testCase.platform) } }
    for index in requirements.indices {
      requirements[index].platforms = Platform.allCases.filter { platforms[requirements[index].id]?.contains($0) == true }
    }
    let digestFiles = (supportFiles + caseFiles.filter { !seenSupportFiles.contains($0.path) })
    // The cases move into the collection: a copy left here would be copied again when the checks update them.
    var collection = SuiteCollection(
      profile: profile, requirements: requirements, fixtures: fixtures, suites: suites, files: files, cases: consume cases)
    collection.sources = sources
    let models = SuiteChecks.check(&collection, log: &log)
    guard log.isEmpty else { throw .invalid(log.diagnostics) }
    collection.digest = digest(of: digestFiles, roots: roots)
    return PreparedSuites(collection: collection, models: models)
  }

  /// The suite digest: SHA-256 over every file read, in the order of their
  /// paths relative to their suite root; for each, that relative path, a NUL
  /// byte, the file's bytes and a NUL byte. It depends on the suites alone,
  /// not on the folder trackcheck runs from (see docs/RESULTS.md).
  static func digest(of urls: [URL], roots: [URL]) -> String {
    var hash = SHA256()
    let relative = Set(urls).map { (path: relativePath($0, roots: roots), url: $0) }.sorted { $0.path < $1.path }
    for file in relative {
      hash.update(Array(file.path.utf8) + [0])
      hash.update((try? Data(contentsOf: file.url)) ?? Data())
      hash.update([0])
    }
    return "sha256:" + hash.hexDigest()
  }

  /// The path of `url` relative to the suite root that holds it (its file name when none does).
  static func relativePath(_ url: URL, roots: [URL]) -> String {
    let path = url.standardizedFileURL.path
    for root in roots where path.hasPrefix(root.path + "/") {
      return String(path.dropFirst(root.path.count + 1))
    }
    return url.lastPathComponent
  }

  enum FileKind { case cases, fixtures, catalogue, sources, unknown }

  /// The kind of a YAML file, from its first top-level key, without parsing it all.
  static func peekKind(_ url: URL) -> FileKind {
    guard YAMLFile.isRegularFile(url) else { return .unknown }
    guard let handle = try? FileHandle(forReadingFrom: url) else { return .unknown }
    defer { try? handle.close() }
    let head = (try? handle.read(upToCount: 64 * 1024)) ?? Data()
    let text = String(decoding: head, as: UTF8.self)
    for line in text.split(separator: "\n") {
      if line.hasPrefix("fixtures:") { return .fixtures }
      if line.hasPrefix("requirements:") { return .catalogue }
      if line.hasPrefix("sources:") { return .sources }
      if line.hasPrefix("cases:") { return .cases }
    }
    return .unknown
  }

  /// Whether `url` is part of a profile's definition (`profiles/…` under the suite root): read only as the profile's.
  static func isProfileFile(_ url: URL, root: URL) -> Bool {
    url.path.hasPrefix(root.path + "/" + ProfileFiles.folder + "/")
  }

  static func suiteRoot(for url: URL, isDirectory: Bool) -> URL {
    var candidate = isDirectory ? url : url.deletingLastPathComponent()
    while true {
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(catalogueFileName).path) {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    return isDirectory ? url : url.deletingLastPathComponent()
  }

  static func yamlFiles(under url: URL) -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
    guard isDirectory.boolValue else { return [url] }
    guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
    var result: [URL] = []
    for case let file as URL in enumerator where ["yaml", "yml"].contains(file.pathExtension) {
      result.append(file.standardizedFileURL)
    }
    return result.sorted { $0.path < $1.path }
  }

  /// Whether `url`, links followed, stays inside the suite folder `root`; a
  /// file linked in from elsewhere is refused, as payload files outside it are.
  static func isInside(_ url: URL, root: URL, displayPath: DisplayPaths, log: inout DiagnosticLog) -> Bool {
    let resolved = url.resolvingSymlinksInPath().path
    let resolvedRoot = root.resolvingSymlinksInPath().path
    guard resolved.hasPrefix(resolvedRoot + "/") else {
      log.error(
        SourceLocation(file: displayPath(url), line: 1, column: 1),
        "the suite file is a link to '\(resolved)', outside the suite folder \(displayPath(root))",
        hint: "copy the file into the suite folder instead of linking it")
      return false
    }
    return true
  }

  /// How a file's path is shown: under its folder's alias, else relative to the current folder when inside it.
  struct DisplayPaths {
    let aliases: [String: String]

    func callAsFunction(_ url: URL) -> String {
      let path = url.path
      for (folder, shown) in aliases {
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        if path == folder { return shown }
        if path.hasPrefix(folder + "/") { return shown + path.dropFirst(folder.count) }
      }
      let current = FileManager.default.currentDirectoryPath
      if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
      return path
    }
  }

  static func suiteName(for url: URL, root: URL) -> String {
    var relative = url.path
    if relative.hasPrefix(root.path + "/") { relative = String(relative.dropFirst(root.path.count + 1)) }
    let withoutExtension = (relative as NSString).deletingPathExtension
    return withoutExtension.split(separator: "/").joined(separator: ".")
  }
}

/// Reads a suite file: `suite`, `title`, `defaults` and `cases`.
struct SuiteFileDecoder {
  let file: String
  let defaultName: String
  let fixtures: [String: PayloadFixture]
  /// Where payload files are read from; `nil` for suites given as text, which have no folder.
  let payloadFiles: PayloadFiles?
  /// Whose expectations the cases are read with.
  let profile: Profile

  /// Appends the file's cases to `cases` and returns the suite's name (`nil` when the file is not a suite file).
  func decode(_ root: YAMLNode, into cases: inout [TrackingCase], caseBudget: inout Int, log: inout DiagnosticLog) -> String? {
    guard let reader = MappingReader(root, file: file, what: "a suite file", log: &log) else { return nil }
    reader.rejectUnknownKeys(allowed: ["suite", "title", "defaults", "cases"], what: "a suite file", log: &log)
    let name = reader.string("suite", what: "the suite", required: false, log: &log) ?? defaultName
    _ = reader.string("title", what: "the suite", required: false, log: &log)
    let defaults = reader["defaults"]
    if let defaults {
      if let defaultsReader = MappingReader(defaults, file: file, what: "'defaults'", log: &log) {
        defaultsReader.rejectUnknownKeys(
          allowed: CaseDecoder.caseKeys.filter { !["id", "title", "matrix", "exclude"].contains($0) },
          what: "'defaults'", log: &log)
      }
    }
    guard let casesNode = reader.requireKey("cases", what: "the suite file", log: &log) else { return nil }
    guard case .sequence(let entries) = casesNode else {
      log.error(casesNode.location(in: file), "'cases' must be a list, found \(casesNode.kindName)")
      return nil
    }
    // Counted before anything is expanded, so a file that would expand past
    // the limit is refused at once, not after minutes of expansion.
    var planned = 0
    for entry in entries {
      planned += min(MatrixExpander.upperBound(entry), MatrixExpander.maximumCombinations + 1)
      if planned > caseBudget {
        log.error(
          entry.location(in: file),
          "the suites expand to more than \(SuiteLoader.maximumCases) cases (matrix combinations counted before exclusions); nothing more is read",
          hint: "narrow the matrices or split the suites and run them separately")
        caseBudget = 0
        return nil
      }
    }
    let decoder = CaseDecoder(file: file, suite: name, fixtures: fixtures, payloadFiles: payloadFiles, profile: profile)
    // Room for every case the file can make, so the array of 100,000 cases is not regrown and copied as it fills.
    cases.reserveCapacity(cases.count + planned)
    // Expanded cases wait in batches and are decoded together (in slices
    // across the cores when there are many); a problem found outside
    // decoding is logged after the batch before it, so problems keep their order.
    var pending: [CaseDecoder.Pending] = []
    func decodePending() {
      cases += decoder.decodeAll(pending, log: &log)
      pending.removeAll(keepingCapacity: true)
    }
    for entry in entries {
      guard entry.mapping != nil else {
        decodePending()
        log.error(entry.location(in: file), "a case must be a mapping, found \(entry.kindName)")
        continue
      }
      guard caseBudget > 0 else {
        decodePending()
        log.error(
          entry.location(in: file), "the suites expand to more than \(SuiteLoader.maximumCases) cases; nothing more is read",
          hint: "narrow the matrices or split the suites and run them separately")
        return nil
      }
      let withDefaults = defaults.map { CaseTemplate.applying(defaults: $0, to: entry) } ?? entry
      var expansionLog = DiagnosticLog()
      let expansions = MatrixExpander.expand(withDefaults, file: file, log: &expansionLog)
      if !expansionLog.isEmpty {
        decodePending()
        log.append(contentsOf: expansionLog.diagnostics)
      }
      caseBudget -= expansions.count
      let location = entry.location(in: file)
      pending += expansions.map { CaseDecoder.Pending(expansion: $0, location: location) }
      if pending.count >= CaseDecoder.batch { decodePending() }
    }
    decodePending()
    return name
  }
}

/// Reads a fixtures file: `fixtures: {name: {platform, source, payload}}`.
enum FixtureDecoder {
  static func decode(_ root: YAMLNode, file: String, log: inout DiagnosticLog) -> [PayloadFixture] {
    guard let top = MappingReader(root, file: file, what: "a fixtures file", log: &log) else { return [] }
    top.rejectUnknownKeys(allowed: ["fixtures"], what: "a fixtures file", log: &log)
    guard let node = top["fixtures"], let map = MappingReader(node, file: file, what: "'fixtures'", log: &log) else { return [] }
    var result: [PayloadFixture] = []
    for (name, keyNode, value) in map.entries {
      guard let reader = MappingReader(value, file: file, what: "fixture '\(name)'", log: &log) else { continue }
      reader.rejectUnknownKeys(allowed: ["platform", "source", "payload", "note"], what: "fixture '\(name)'", log: &log)
      let platform = reader.requireKey("platform", what: "fixture '\(name)'", log: &log).flatMap {
        MappingReader.choice($0, file: file, what: "'platform'", among: Platform.allCases.map { ($0.rawValue, $0) }, log: &log)
      }
      let source = reader.string("source", what: "fixture '\(name)'", required: true, log: &log)
      var conversion = JSONConversion()
      let payload = reader.requireKey("payload", what: "fixture '\(name)'", log: &log).flatMap {
        conversion.convert($0, file: file, log: &log)
      }
      if let payload, payload.objectValue == nil {
        log.error(reader["payload"]?.location(in: file) ?? reader.location, "the payload of fixture '\(name)' must be a mapping")
        continue
      }
      if let platform, let payload, let source {
        result.append(
          PayloadFixture(name: name, platform: platform, source: source, payload: payload, location: keyNode.location(in: file)))
      }
    }
    return result
  }
}

/// Reads the register of sources: `sources: [{id, title, url}]`.
enum SourceRegisterDecoder {
  static func decode(_ root: YAMLNode, file: String, log: inout DiagnosticLog) -> [SourceReference] {
    var result: [SourceReference] = []
    for entry in MappingReader.topLevelList(root, key: "sources", what: "the register of sources", file: file, log: &log) {
      guard let reader = MappingReader(entry, file: file, what: "a source", log: &log) else { continue }
      reader.rejectUnknownKeys(allowed: ["id", "title", "url"], what: "a source", log: &log)
      let id = reader.string("id", what: "the source", required: true, log: &log)
      let title = reader.string("title", what: "the source", required: true, log: &log)
      let url = reader.string("url", what: "the source", required: false, log: &log)
      if let id, let title { result.append(SourceReference(id: id, title: title, url: url)) }
    }
    return result
  }
}

/// Reads the requirement catalogue: `requirements: [{id, level, rule, source}]` (and `enforcedByPlatform`, `decision`, `blame`, `judgedOn`).
enum CatalogueDecoder {
  static func decode(_ root: YAMLNode, file: String, log: inout DiagnosticLog) -> [Requirement] {
    var result: [Requirement] = []
    for entry in MappingReader.topLevelList(root, key: "requirements", what: "the requirement catalogue", file: file, log: &log) {
      guard let reader = MappingReader(entry, file: file, what: "a requirement", log: &log) else { continue }
      reader.rejectUnknownKeys(
        allowed: ["id", "level", "rule", "source", "enforcedByPlatform", "decision", "blame", "judgedOn"], what: "a requirement", log: &log)
      let id = reader.string("id", what: "the requirement", required: true, log: &log)
      let what = id.map { "requirement \($0)" } ?? "the requirement"
      let level = reader.requireKey("level", what: what, log: &log).flatMap {
        MappingReader.choice($0, file: file, what: "'level'", among: RequirementLevel.allCases.map { ($0.rawValue, $0) }, log: &log)
      }
      let rule = reader.string("rule", what: what, required: true, log: &log)
      let source = reader.string("source", what: what, required: true, log: &log)
      let platform = reader.string("enforcedByPlatform", what: what, required: false, log: &log)
      _ = reader.string("decision", what: what, required: false, log: &log)
      let blame = reader["blame"].map { decodeBlame($0, file: file, what: what, log: &log) } ?? []
      // Which evidence alone can judge it: the calls (which API, which keys) or the SDK's requests.
      let judgedOn = reader["judgedOn"].flatMap {
        MappingReader.choice($0, file: file, what: "'judgedOn'", among: Evidence.allCases.map { ($0.rawValue, $0) }, log: &log)
      }
      if let id, let level, let rule, let source {
        result.append(
          Requirement(
            id: RequirementID(id), level: level, rule: rule, source: source, enforcedByPlatform: platform, blame: blame, judgedOn: judgedOn,
            location: reader.location))
      }
    }
    return result
  }

  /// The words a blame pattern may name a callback by: each callback's method (`onCreate`, `willPresent`,
  /// `didFinishLaunching`…), for suggestions.
  static let callbackWords: [String] = CallbackName.allCases.map(\.rawValue).map { name in
    if let dot = name.lastIndex(of: ".") { return String(name[name.index(after: dot)...]) }
    // `application(_:didFinishLaunchingWithOptions:)` → `didFinishLaunchingWithOptions`;
    // `applicationDidBecomeActive(_:)` → `applicationDidBecomeActive`.
    let labels = name.split(whereSeparator: { "(:)".contains($0) }).map(String.init)
    return labels.dropFirst().first { $0 != "_" } ?? labels.first ?? name
  }

  /// `blame: [{for: [missing], platform: android, at: [tap], callback: [onCreate], actions: [click, open], when: listed}]`;
  /// `beside-sdk: true` narrows a pattern of a call too many to one the app made beside the SDK's own path.
  static func decodeBlame(_ node: YAMLNode, file: String, what: String, log: inout DiagnosticLog) -> [BlamePattern] {
    guard case .sequence(let entries) = node else {
      log.error(node.location(in: file), "'blame' of \(what) must be a list of patterns", hint: "for example 'blame: [{for: [missing]}]'")
      return []
    }
    var patterns: [BlamePattern] = []
    for entry in entries {
      guard let reader = MappingReader(entry, file: file, what: "a blame pattern", log: &log) else { continue }
      reader.rejectUnknownKeys(
        allowed: ["for", "platform", "at", "callback", "actions", "notes", "when", "beside-sdk"], what: "a blame pattern", log: &log)
      func words<Value>(_ key: String, among choices: [(String, Value)], required: Bool = false) -> [Value]? {
        guard let list = reader.stringList(key, what: "a blame pattern", log: &log) else {
          if required { log.error(reader.location, "a blame pattern of \(what) has no '\(key)'", hint: "add '\(key): [missing]'") }
          return nil
        }
        var values: [Value] = []
        for word in list {
          if let value = choices.first(where: { $0.0 == word })?.1 {
            values.append(value)
          } else {
            log.error(
              reader[key]?.location(in: file) ?? reader.location, "'\(key)' of a blame pattern cannot be '\(word)'",
              hint: Suggestions.hint(for: word, among: choices.map(\.0)))
          }
        }
        return values
      }
      guard let faults = words("for", among: Fault.allCases.map { ($0.rawValue, $0) }, required: true) else { continue }
      let platform = reader.choice("platform", among: Platform.allCases.map { ($0.rawValue, $0) }, log: &log)
      let steps = words("at", among: StepKeyword.allCases.map { ($0.rawValue, $0) })
      // A pattern matches a step whose callbacks' names contain one of its words: a word no callback's name
      // contains would match nothing, silently, so it is an error.
      let callbacks = reader.stringList("callback", what: "a blame pattern", log: &log)
      for word in callbacks ?? [] where !CallbackName.allCases.contains(where: { $0.rawValue.contains(word) }) || word.isEmpty {
        log.error(
          reader["callback"]?.location(in: file) ?? reader.location,
          "'callback' of a blame pattern cannot be '\(word)': no callback is named so",
          hint: Suggestions.hint(for: word, among: Self.callbackWords))
      }
      let actions = words("actions", among: TrackingAction.allCases.map { ($0.name, $0) })
      let notes = words("notes", among: PlatformRuleID.allCases.map { ($0.rawValue, $0.rawValue) })
      let condition =
        reader.choice("when", among: BlamePattern.Condition.allCases.map { ($0.rawValue, $0) }, log: &log) ?? .always
      let besideSDK = reader.bool("beside-sdk", log: &log) ?? false
      if besideSDK, let other = faults.first(where: { !BlamePattern.extraCallFaults.contains($0) }) {
        log.error(
          reader["beside-sdk"]?.location(in: file) ?? reader.location,
          "'beside-sdk' of a blame pattern covers a call too many, not '\(other.rawValue)'",
          hint: "use it with 'for: [\(BlamePattern.extraCallFaults.map(\.rawValue).joined(separator: ", "))]'")
      }
      patterns.append(
        BlamePattern(
          faults: faults, platform: platform, steps: steps, callbacks: callbacks, actions: actions, notes: notes, condition: condition,
          besideSDK: besideSDK))
    }
    return patterns
  }
}

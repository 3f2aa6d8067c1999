import Foundation

/// The results of a run as a JSON document (`results.json`, beside the JUnit
/// report): who was tested, against which suites, what was selected, and
/// every case's outcome with its expected and actual calls. Compliance
/// reports, run-to-run diffs, baselines and shard merges are made from it.
/// The schema is documented in `docs/RESULTS.md`.
public struct ResultsFile: Sendable {
  /// The schema's name, in the `schema` field.
  public static let schemaName = "trackcheck-results"
  /// The schema version this harness writes and reads.
  public static let schemaVersion = 1

  /// One requirement of the catalogue, as the suites had it.
  public struct RequirementRecord: Sendable {
    public var id: String
    public var level: RequirementLevel
    public var rule: String
    public var source: String
    public var enforcedByPlatform: String?
  }

  /// One case and its outcome.
  public struct CaseRecord: Sendable {
    public var id: String
    public var title: String
    public var suite: String
    public var platform: Platform
    public var requirements: [String]
    public var source: String
    /// `passed`, `failed`, `error`, `not-applicable`, `expected-failure` or `fixed`.
    public var outcome: String
    /// A one-line summary (the first difference, the error, the reason).
    public var message: String
    /// The full diff or error text.
    public var details: String
    public var duration: Double
    public var expected: [JSONValue]
    public var actual: [JSONValue]
    /// The baseline entry that applied, if any.
    public var baseline: JSONValue?
    /// The position of the case in the whole selection (before sharding).
    public var order: Int
  }

  public var harnessVersion: String
  public var implementation: JSONObject
  public var suiteDigest: String
  public var suiteFiles: Int
  public var selection: String
  public var shard: String?
  public var timestamp: String
  public var duration: Double
  public var requirements: [RequirementRecord]
  public var cases: [CaseRecord]
  public var unknownBaselineEntries: [String]
  /// Set when a signal stopped the run: the signal's name and how many cases were selected.
  public var incomplete: (signal: String, planned: Int)?

  /// The implementation's name.
  public var implementationName: String { implementation["name"]?.stringValue ?? "unknown" }
  /// The implementation's version.
  public var implementationVersion: String { implementation["version"]?.stringValue ?? "unknown" }

  /// The record of `run`, whose cases came from `collection`; without
  /// `includeCases`, the header alone.
  public init(run: RunResult, collection: SuiteCollection, orderOf: [String: Int] = [:], includeCases: Bool = true) {
    harnessVersion = HarnessInfo.version
    implementation = [
      "name": .string(run.identity.name), "version": .string(run.identity.version),
      "protocol": .integer(Int64(run.identity.protocolVersion)),
      "platforms": .array(run.identity.platforms.map { .string($0.rawValue) }),
      "apis": .array(run.identity.apis.map { .string($0.rawValue) }),
      "command": .array(run.command.map { .string($0) }),
    ]
    suiteDigest = run.suiteDigest
    suiteFiles = collection.files.count
    selection = run.selection
    shard = run.shard?.description
    timestamp = run.timestamp
    duration = run.duration
    requirements = collection.requirements.map {
      RequirementRecord(id: $0.id, level: $0.level, rule: $0.rule, source: $0.source, enforcedByPlatform: $0.enforcedByPlatform)
    }
    cases = includeCases ? run.results.enumerated().map { index, result in Self.record(result, order: orderOf[result.testCase.id] ?? index) } : []
    unknownBaselineEntries = run.unknownBaselineEntries.map(\.caseID)
    incomplete = run.interruption.map { (SignalTrap.name($0.signal), $0.planned) }
  }

  static func record(_ result: CaseResult, order: Int) -> CaseRecord {
    let testCase = result.testCase
    var message = ""
    var details = ""
    let actual = result.calls
    var baseline: JSONValue?
    switch result.outcome {
    case .passed:
      message = "all \(testCase.expectedCalls.count) calls as expected"
    case .failed(let comparison):
      message = comparison.summary
      details = comparison.report
    case .error(let kind, let text):
      message = "\(kind.rawValue): \(text)"
      details = text + (result.standardError.isEmpty ? "" : "\n\nlast stderr lines:\n" + JUnitReport.lastLines(result.standardError, count: 20))
    case .notApplicable(let reason):
      message = "not applicable: \(reason)"
    case .expectedFailure(let entry, let summary, let text):
      message = "expected failure: \(entry.reason) — \(summary)"
      details = text
      baseline = entryJSON(entry)
    case .fixed(let entry):
      message = "fixed: passes, but the baseline lists it as an expected failure"
      baseline = entryJSON(entry)
    }
    return CaseRecord(
      id: testCase.id, title: testCase.title, suite: testCase.suite, platform: testCase.platform,
      requirements: testCase.requirements, source: testCase.source, outcome: result.outcome.word,
      message: message, details: details, duration: result.duration,
      expected: testCase.expectedCalls.map { call in
        ["api": .string(call.api.description), "contextData": .object(call.contextData)]
      },
      actual: actual.map { call in
        var object: JSONObject = ["api": .string(call.api)]
        if let name = call.actionName { object["action"] = name }
        object["contextData"] = call.contextData
        if let index = call.callbackIndex { object["callback"] = .integer(Int64(index + 1)) }
        return .object(object)
      },
      baseline: baseline, order: order)
  }

  private static func entryJSON(_ entry: ExpectedFailure) -> JSONValue {
    var object: JSONObject = ["reason": .string(entry.reason), "kind": .string(entry.kind.rawValue)]
    if let link = entry.link { object["link"] = .string(link) }
    return .object(object)
  }

  /// Counts by outcome.
  public var counts: [String: Int] {
    var counts: [String: Int] = [:]
    for record in cases { counts[record.outcome, default: 0] += 1 }
    return counts
  }

  /// Whether a case failed or errored (not expected).
  public var hasConformanceFailure: Bool { cases.contains { $0.outcome == "failed" || $0.outcome == "error" } }

  // MARK: - Writing

  /// The document as JSON text, one case per line.
  public func render() -> String {
    var text = ""
    Self.emit(header: header(counts: counts), cases: cases.lazy.map(Self.json)) { text += $0 }
    return text
  }

  /// Writes the document atomically.
  public func write(to path: String) throws(TrackCheckError) {
    try Self.stream(header: header(counts: counts), cases: cases.lazy.map(Self.json), to: path)
  }

  /// Writes the results of `run` case by case, without holding them all as
  /// records: the form used at the end of a run, however large.
  public static func write(run: RunResult, collection: SuiteCollection, orderOf: [String: Int], to path: String) throws(TrackCheckError) {
    let shell = ResultsFile(run: run, collection: collection, orderOf: orderOf, includeCases: false)
    var counts: [String: Int] = [:]
    for result in run.results { counts[result.outcome.word, default: 0] += 1 }
    let cases = run.results.lazy.enumerated().map { index, result in
      json(record(result, order: orderOf[result.testCase.id] ?? index))
    }
    try stream(header: shell.header(counts: counts, total: run.results.count), cases: cases, to: path)
  }

  private static func stream(header: JSONObject, cases: some Sequence<JSONObject>, to path: String) throws(TrackCheckError) {
    try AtomicFile.replace(path) { temporary throws(TrackCheckError) in
      let sink = try FileSink(path: temporary)
      emit(header: header, cases: cases) { sink.write($0) }
      try sink.close()
    }
  }

  private static func emit(header: JSONObject, cases: some Sequence<JSONObject>, into write: (String) -> Void) {
    var text = "{\n"
    for member in header.members {
      JSONSerializer.writeString(member.key, into: &text)
      text += ": "
      JSONSerializer.write(member.value, into: &text)
      text += ",\n"
    }
    text += "\"cases\": ["
    write(text)
    var first = true
    for object in cases {
      var line = first ? "\n" : ",\n"
      first = false
      JSONSerializer.write(.object(object), into: &line)
      write(line)
    }
    write("\n]\n}\n")
  }

  private func header(counts: [String: Int], total: Int? = nil) -> JSONObject {
    var header: JSONObject = [
      "schema": .string(Self.schemaName), "version": .integer(Int64(Self.schemaVersion)),
      "harness": ["name": .string(HarnessInfo.name), "version": .string(harnessVersion)],
      "implementation": .object(implementation),
      "suites": ["digest": .string(suiteDigest), "files": .integer(Int64(suiteFiles))],
      "selection": .string(selection),
      "shard": shard.map { .string($0) } ?? .null,
      "timestamp": .string(timestamp),
      "duration": .number(duration),
    ]
    header["summary"] = .object(JSONObject(
      [("total", JSONValue.integer(Int64(total ?? cases.count)))]
        + ["passed", "failed", "error", "not-applicable", "expected-failure", "fixed"].map { ($0, JSONValue.integer(Int64(counts[$0] ?? 0))) }))
    header["unknownBaselineEntries"] = .array(unknownBaselineEntries.map { .string($0) })
    header["incomplete"] = incomplete.map { ["signal": .string($0.signal), "ran": .integer(Int64(total ?? cases.count)), "planned": .integer(Int64($0.planned))] } ?? .null
    header["requirements"] = .array(requirements.map { requirement in
      var object: JSONObject = [
        "id": .string(requirement.id), "level": .string(requirement.level.rawValue),
        "rule": .string(requirement.rule), "source": .string(requirement.source),
      ]
      if let platform = requirement.enforcedByPlatform { object["enforcedByPlatform"] = .string(platform) }
      return .object(object)
    })
    return header
  }

  private static func json(_ record: CaseRecord) -> JSONObject {
    var object: JSONObject = [
      "id": .string(record.id), "title": .string(record.title), "suite": .string(record.suite),
      "platform": .string(record.platform.rawValue), "requirements": .array(record.requirements.map { .string($0) }),
      "source": .string(record.source), "outcome": .string(record.outcome), "message": .string(record.message),
      "duration": .number((record.duration * 1000).rounded() / 1000), "order": .integer(Int64(record.order)),
      "expected": .array(record.expected), "actual": .array(record.actual),
    ]
    if !record.details.isEmpty { object["details"] = .string(record.details) }
    if let baseline = record.baseline { object["baseline"] = baseline }
    return object
  }

  // MARK: - Reading

  /// Reads a results file written by this or an older compatible harness.
  public static func load(_ path: String) throws(TrackCheckError) -> ResultsFile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .usage("cannot read the results file '\(path)'", hint: "results files are written beside the JUnit report by 'trackcheck run'")
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(data)
    } catch {
      throw .usage("'\(path)' is not valid JSON: \(error)")
    }
    do {
      return try ResultsFile(json: value)
    } catch {
      throw .usage("'\(path)' is not a trackcheck results file: \(error.reason)")
    }
  }

  init(json: JSONValue) throws(ProtocolFault) {
    guard json["schema"]?.stringValue == Self.schemaName else { throw ProtocolFault("no \"schema\": \"\(Self.schemaName)\"") }
    guard case .integer(let version)? = json["version"], version <= Int64(Self.schemaVersion) else {
      throw ProtocolFault("schema version \(json["version"].map(JSONSerializer.string) ?? "?") is newer than this trackcheck reads (\(Self.schemaVersion))")
    }
    harnessVersion = json["harness"]?["version"]?.stringValue ?? "unknown"
    implementation = json["implementation"]?.objectValue ?? JSONObject()
    suiteDigest = json["suites"]?["digest"]?.stringValue ?? ""
    if case .integer(let files)? = json["suites"]?["files"] { suiteFiles = Int(files) } else { suiteFiles = 0 }
    selection = json["selection"]?.stringValue ?? "all cases"
    shard = json["shard"]?.stringValue
    timestamp = json["timestamp"]?.stringValue ?? ""
    duration = Self.double(json["duration"]) ?? 0
    unknownBaselineEntries = json["unknownBaselineEntries"]?.arrayValue?.compactMap(\.stringValue) ?? []
    if let signal = json["incomplete"]?["signal"]?.stringValue, case .integer(let planned)? = json["incomplete"]?["planned"] {
      incomplete = (signal, Int(planned))
    }
    requirements = (json["requirements"]?.arrayValue ?? []).compactMap { value in
      guard let id = value["id"]?.stringValue, let level = value["level"]?.stringValue.flatMap(RequirementLevel.init(rawValue:)) else { return nil }
      return RequirementRecord(id: id, level: level, rule: value["rule"]?.stringValue ?? "", source: value["source"]?.stringValue ?? "",
        enforcedByPlatform: value["enforcedByPlatform"]?.stringValue)
    }
    var records: [CaseRecord] = []
    for (index, value) in (json["cases"]?.arrayValue ?? []).enumerated() {
      guard let id = value["id"]?.stringValue, let outcome = value["outcome"]?.stringValue,
        let platform = value["platform"]?.stringValue.flatMap(Platform.init(rawValue:))
      else { throw ProtocolFault("case \(index + 1) lacks an id, an outcome or a platform") }
      var order = index
      if case .integer(let stored)? = value["order"] { order = Int(stored) }
      records.append(CaseRecord(
        id: id, title: value["title"]?.stringValue ?? "", suite: value["suite"]?.stringValue ?? "", platform: platform,
        requirements: value["requirements"]?.arrayValue?.compactMap(\.stringValue) ?? [], source: value["source"]?.stringValue ?? "",
        outcome: outcome, message: value["message"]?.stringValue ?? "", details: value["details"]?.stringValue ?? "",
        duration: Self.double(value["duration"]) ?? 0, expected: value["expected"]?.arrayValue ?? [],
        actual: value["actual"]?.arrayValue ?? [], baseline: value["baseline"], order: order))
    }
    cases = records
  }

  private static func double(_ value: JSONValue?) -> Double? {
    switch value {
    case .number(let number)?: number
    case .integer(let number)?: Double(number)
    default: nil
    }
  }
}

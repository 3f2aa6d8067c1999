import Foundation
import TrackCheckModel
import TrackCheckPrimitives

/// The run record as a JSON document (`results.json`, beside the JUnit
/// report). It holds everything every report needs, so `merge`, `report`,
/// `baseline` and `diff` read it back into the same ``RunRecord`` a run
/// produced. The schema is documented in `docs/RESULTS.md`.
public enum ResultsFile {
  /// The schema's name, in the `schema` field.
  public static let schemaName = "trackcheck-results"
  /// The deepest nesting a results file may hold: what the protocol accepts in a line, where a
  /// call's context data sits a few levels deeper than in the file (the file's own structure
  /// around it), so that a run can always read back its own results.
  public static let maximumDepth = JSONParser.maximumDepth + 8

  /// The schema version this harness writes.
  public static let schemaVersion = 4

  /// The most characters one text field keeps (as in the JUnit report).
  public static let textLimit = Bounds.text
  /// The most characters one transcript line or serialised call keeps.
  public static let lineLimit = Bounds.value

  // MARK: - Writing

  /// The document as JSON text, one case per line.
  public static func render(_ run: RunRecord) -> String {
    var bytes: [UInt8] = []
    emit(run) { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the document atomically, case by case.
  public static func write(_ run: RunRecord, to path: String) throws(ReportError) {
    try AtomicFile.replace(path) { temporary throws(ReportError) in
      let sink = try FileSink(path: temporary)
      emit(run) { sink.write($0) }
      try sink.close()
    }
  }

  /// Writes the file in pieces: the header, then one case at a time, as UTF-8.
  private static func emit(_ run: RunRecord, into write: ([UInt8]) -> Void) {
    var text: [UInt8] = Array("{\n".utf8)
    for member in header(run).members {
      JSONSerializer.writeString(member.key, into: &text)
      text += ": ".utf8
      JSONSerializer.write(member.value, into: &text)
      text += ",\n".utf8
    }
    text += "\"cases\": [".utf8
    write(text)
    // One buffer for every case's line.
    var line: [UInt8] = []
    line.reserveCapacity(1024)
    for index in run.cases.indices {
      line.removeAll(keepingCapacity: true)
      line += (index == 0 ? "\n" : ",\n").utf8
      JSONSerializer.write(.object(json(run.cases[index])), into: &line)
      write(line)
    }
    write(Array("\n]\n}\n".utf8))
  }

  private static func header(_ run: RunRecord) -> JSONObject {
    let counts = run.counts
    let identity = run.identity
    var header: JSONObject = [
      "schema": .string(schemaName), "version": .integer(Int64(schemaVersion)),
      "harness": .object(
        JSONObject(
          [("name", JSONValue.string(HarnessInfo.name)), ("version", .string(run.harnessVersion))]
            + (run.harnessDigest.map { [("sha256", JSONValue.string($0))] } ?? []))),
      "implementation": [
        "name": .string(identity.name), "version": .string(identity.version),
        "protocol": .integer(Int64(identity.protocolVersion)),
        "platforms": .array(identity.platforms.map { .string($0.rawValue) }),
        "apis": .array(identity.apis.map { .string($0.rawValue) }),
        "features": .array(identity.features.map { .string($0.rawValue) }),
        "reports": .array(identity.reports.map { .string($0.rawValue) }),
        "command": .array(run.command.map { .string($0) }),
        "files": .array(run.commandFiles.map { ["path": .string($0.path), "sha256": .string($0.digest)] }),
        "fingerprints": .array(
          run.fingerprints.map {
            [
              "path": .string($0.path), "sha256": .string($0.digest), "files": .integer(Int64($0.files)),
              "bytes": .integer(Int64($0.bytes)),
            ]
          }),
      ],
      "host": .string(run.host),
      "profile": run.profile.map(profileJSON) ?? .null,
      "suites": [
        "digest": .string(run.suiteDigest),
        "files": .array(run.suiteFiles.map { ["name": .string($0.name), "path": .string($0.path)] }),
      ],
      "selection": .string(run.selection),
      "shard": run.shard.map { .string($0.description) } ?? .null,
      "timestamp": .string(run.timestamp),
      "duration": .number(run.duration),
    ]
    header["verdict"] = .string(run.verdict.name)
    header["failOn"] = .string(run.failOn.word)
    if run.allowPartial { header["allowPartial"] = .bool(true) }
    let unjudged = run.unjudged
    if !unjudged.isEmpty {
      header["unjudged"] = .array(
        unjudged.map { entry in
          .object([
            "requirement": entry.requirement.json, "level": .string(entry.level.rawValue),
            "causes": .array(
              entry.causes.map { .object(["reason": .string(bounded($0.reason, 2000)), "cases": .integer(Int64($0.cases))]) }),
          ])
        })
    }
    header["summary"] = .object(
      JSONObject(
        [("total", JSONValue.integer(Int64(counts.total)))] + Outcome.allCases.map { ($0.rawValue, JSONValue.integer(Int64(counts[$0]))) }))
    header["unknownBaselineEntries"] = .array(run.unknownBaselineEntries.map { .string($0.caseID) })
    header["stopped"] = run.stop.map { stopJSON($0, ran: run.cases.count) } ?? .null
    header["requirements"] = .array(
      run.requirements.map { requirement in
        var object: JSONObject = [
          "id": requirement.id.json, "level": .string(requirement.level.rawValue),
          "rule": .string(requirement.rule), "source": .string(requirement.source),
        ]
        if let platform = requirement.enforcedByPlatform { object["enforcedByPlatform"] = .string(platform) }
        if !requirement.platforms.isEmpty { object["platforms"] = .array(requirement.platforms.map { .string($0.rawValue) }) }
        if let evidence = requirement.judgedOn { object["judgedOn"] = .string(evidence.rawValue) }
        return .object(object)
      })
    return header
  }

  /// A stop as the results file holds it: its cause (`signal` with the
  /// signal's name, or `max-failures` with the limit), the cases that ran and
  /// the cases planned.
  private static func stopJSON(_ stop: RunStop, ran: Int) -> JSONValue {
    var object: JSONObject
    switch stop.cause {
    case .signal(let number): object = ["cause": "signal", "signal": .string(SignalNames.name(number))]
    case .maxFailures(let limit): object = ["cause": "max-failures", "maxFailures": .integer(Int64(limit))]
    }
    object["ran"] = .integer(Int64(ran))
    object["planned"] = .integer(Int64(stop.planned))
    if let exploration = stop.exploration {
      object["exploration"] = [
        "scenarios": .integer(Int64(exploration.scenarios)), "phase": exploration.shrinking ? "shrinking" : "exploring",
      ]
    }
    return .object(object)
  }

  /// The stop a results file records: schema 4's `stopped` with its cause, or
  /// schema 3's `incomplete` (a signal) and `stopped` (`--max-failures`).
  private static func stop(in json: JSONValue, version: Int64) -> RunStop? {
    func integer(_ value: JSONValue?) -> Int? {
      if case .integer(let number)? = value { return Int(number) }
      return nil
    }
    let stopped = json["stopped"]
    if version >= 4 {
      guard let planned = integer(stopped?["planned"]) else { return nil }
      switch stopped?["cause"]?.stringValue {
      case "signal":
        var stop = RunStop(.signal(stopped?["signal"]?.stringValue.flatMap(SignalNames.number) ?? 2), planned: planned)
        if let explored = stopped?["exploration"], let scenarios = integer(explored["scenarios"]) {
          stop.exploration = .init(scenarios: scenarios, shrinking: explored["phase"]?.stringValue == "shrinking")
        }
        return stop
      case "max-failures":
        return integer(stopped?["maxFailures"]).map { RunStop(.maxFailures($0), planned: planned) }
      default:
        return nil
      }
    }
    if let name = json["incomplete"]?["signal"]?.stringValue, let planned = integer(json["incomplete"]?["planned"]) {
      return RunStop(.signal(SignalNames.number(name) ?? 2), planned: planned)
    }
    if let limit = integer(stopped?["maxFailures"]), let planned = integer(stopped?["planned"]) {
      return RunStop(.maxFailures(limit), planned: planned)
    }
    return nil
  }

  private static func bounded(_ text: String, _ limit: Int = textLimit) -> String {
    Bounds.text(text, limit: limit)
  }

  private static func json(_ record: CaseRecord) -> JSONObject {
    var object: JSONObject = [
      "id": .string(record.id), "title": .string(record.title), "suite": .string(record.suite),
      "platform": .string(record.platform.rawValue), "requirements": .array(record.requirements.map(\.json)),
      "source": .string(record.source),
      "location": [
        "file": .string(record.location.file), "line": .integer(Int64(record.location.line)),
        "column": .integer(Int64(record.location.column)),
      ],
      "initialState": .string(record.initialState?.rawValue ?? ""), "api": .string(record.api.description),
      "outcome": .string(record.outcome.rawValue), "message": .string(bounded(record.message, 2000)),
      "duration": .number((record.duration * 1000).rounded() / 1000), "order": .integer(Int64(record.order)),
      "expected": .array(record.expected.map(expectedJSON)),
      "actual": .array(record.actual.map(actualJSON)),
    ]
    if let kind = record.errorKind { object["errorKind"] = .string(kind.rawValue) }
    if !record.findings.isEmpty { object["findings"] = .array(record.findings.map(findingJSON)) }
    if !record.details.isEmpty { object["details"] = .string(bounded(record.details)) }
    if !record.transcript.isEmpty { object["transcript"] = transcriptJSON(record.transcript) }
    if !record.standardError.isEmpty { object["stderr"] = .string(bounded(record.standardError)) }
    if !record.requests.isEmpty { object["requests"] = .array(record.requests.map(requestJSON)) }
    if !record.gaps.isEmpty {
      object["gaps"] = .array(record.gaps.map { ["requirement": $0.requirement.json, "reason": .string(bounded($0.reason, 2000))] })
    }
    if let entry = record.baseline {
      var baseline: JSONObject = ["reason": .string(entry.reason), "kind": .string(entry.kind.rawValue)]
      if let link = entry.link { baseline["link"] = .string(link) }
      if !entry.location.file.isEmpty { baseline["at"] = .string(entry.location.description) }
      object["baseline"] = .object(baseline)
    }
    return object
  }

  private static func profileJSON(_ profile: ProfileStamp) -> JSONValue {
    .object([
      "id": .string(profile.id.rawValue), "name": .string(profile.name), "version": .string(profile.version),
      "digest": .string(profile.digest),
      "events": .object(JSONObject(TrackingAction.allCases.compactMap { event in profile.codes[event].map { (event.name, .string($0)) } })),
      "ids": .object(["delivery": .string(profile.idKeys.delivery), "broadlog": .string(profile.idKeys.broadlog)]),
    ])
  }

  static func profileStamp(_ value: JSONValue?) -> ProfileStamp? {
    guard let id = value?["id"]?.stringValue else { return nil }
    var codes: [TrackingAction: String] = [:]
    for (name, code) in value?["events"]?.objectValue?.members ?? [] {
      if let event = TrackingAction(rawValue: name), let code = code.stringValue { codes[event] = code }
    }
    let keys = value?["ids"]
    let idKeys =
      keys?["delivery"]?.stringValue.flatMap { delivery in
        keys?["broadlog"]?.stringValue.map { ProfileStamp.IDKeys(delivery: delivery, broadlog: $0) }
      } ?? .standard
    return ProfileStamp(
      id: ProfileID(rawValue: id), name: value?["name"]?.stringValue ?? id, version: value?["version"]?.stringValue ?? "",
      digest: value?["digest"]?.stringValue ?? "", codes: codes, idKeys: idKeys)
  }

  /// Campaign Standard's codes, for a results file written before profiles (it names none).
  static let standardCodes: [TrackingAction: String] = [.impression: "7", .click: "2", .open: "1"]

  private static func expectedJSON(_ call: ExpectedCall) -> JSONValue {
    var object: JSONObject = ["api": .string(call.api.description), "contextData": .object(call.contextData)]
    // A call whose context data carries no action code (a profile whose API says the event) names its event.
    if call.contextData["action"] == nil { object["event"] = .string(call.action.name) }
    if call.optional { object["optional"] = .bool(true) }
    if let notification = call.notification { object["notification"] = .string(notification) }
    if let step = call.step { object["step"] = .integer(Int64(step + 1)) }
    if let requirement = call.requirement { object["requirement"] = requirement.json }
    return .object(object)
  }

  private static func findingJSON(_ finding: Finding) -> JSONValue {
    var object: JSONObject = [
      "fault": .string(finding.fault.rawValue), "requirement": finding.requirement.json, "level": .string(finding.level.rawValue),
      "message": .string(bounded(finding.message, 2000)),
    ]
    if let step = finding.step { object["step"] = .integer(Int64(step + 1)) }
    if !finding.unjudged.isEmpty { object["unjudged"] = .array(finding.unjudged.map(\.json)) }
    return .object(object)
  }

  private static func finding(_ value: JSONValue) -> Finding? {
    guard let fault = value["fault"]?.stringValue.flatMap(Fault.init(rawValue:)), let requirement = value["requirement"]?.stringValue,
      let level = value["level"]?.stringValue.flatMap(RequirementLevel.init(rawValue:))
    else { return nil }
    let step = ordinal(value["step"])
    return Finding(
      fault: fault, requirement: RequirementID(requirement), level: level, step: step, message: value["message"]?.stringValue ?? "",
      unjudged: value["unjudged"]?.arrayValue?.compactMap(\.stringValue).map(RequirementID.init(rawValue:)) ?? [])
  }

  private static func actualJSON(_ call: ActualCall) -> JSONValue {
    var object: JSONObject = ["api": .string(bounded(call.api, 200))]
    if let name = call.actionName { object["action"] = boundedValue(name) }
    object["contextData"] = boundedValue(call.contextData)
    if let index = call.callbackIndex { object["callback"] = .integer(Int64(index + 1)) }
    if let step = call.step { object["step"] = .integer(Int64(step + 1)) }
    if let hit = call.hit { object["hit"] = .integer(Int64(hit + 1)) }
    if call.origin != .app { object["origin"] = .string(call.origin.rawValue) }
    return .object(object)
  }

  /// A request of the SDK, as reported: method, URL, headers, body, and the callback whose answer carried it.
  private static func requestJSON(_ request: RecordedRequest) -> JSONValue {
    var object: JSONObject = ["method": .string(bounded(request.method, 200)), "url": .string(bounded(request.url, lineLimit))]
    if !request.headers.isEmpty {
      object["headers"] = .object(JSONObject(request.headers.map { (key: $0.name, value: JSONValue.string(bounded($0.value, 2000))) }))
    }
    if !request.body.isEmpty { object["body"] = .string(bounded(request.body, lineLimit)) }
    if let index = request.callbackIndex { object["callback"] = .integer(Int64(index + 1)) }
    return .object(object)
  }

  private static func request(_ value: JSONValue) -> RecordedRequest? {
    guard let method = value["method"]?.stringValue, let url = value["url"]?.stringValue else { return nil }
    let headers = (value["headers"]?.objectValue?.members ?? []).compactMap { member in
      member.value.stringValue.map { RecordedRequest.Header(name: member.key, value: $0) }
    }
    return RecordedRequest(
      method: method, url: url, headers: headers, body: value["body"]?.stringValue ?? "", callbackIndex: ordinal(value["callback"]))
  }

  /// A value as sent, its long strings and large collections cut (``Bounds/value(_:limit:)``).
  private static func boundedValue(_ value: JSONValue) -> JSONValue {
    Bounds.value(value, limit: lineLimit)
  }

  /// The transcript as lines of `→ text`, bounded like the JUnit report's.
  private static func transcriptJSON(_ transcript: [TranscriptEntry]) -> JSONValue {
    var budget = textLimit
    var lines: [JSONValue] = []
    for entry in transcript {
      guard budget > 0 else {
        lines.append(.string("# [… \(transcript.count - lines.count) more lines not kept]"))
        break
      }
      let line = entry.direction.rawValue + " " + bounded(entry.text, min(lineLimit, budget))
      budget -= line.count
      lines.append(.string(line))
    }
    return .array(lines)
  }

  // MARK: - Reading

  /// Reads a results file written by this or an older compatible harness.
  public static func load(_ path: String) throws(ReportError) -> RunRecord {
    let data: Data
    switch FileRead.contents(of: path) {
    case .success(let bytes): data = Data(bytes)
    case .failure(let problem):
      let hint = problem == .noSuchFile ? "results files are written beside the JUnit report by 'trackcheck run'" : nil
      throw .unreadable(path: path, reason: problem.description, hint: hint)
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(data, maximumDepth: maximumDepth)
    } catch {
      throw .unreadable(path: path, reason: "it is not valid JSON: \(error)", hint: nil)
    }
    do {
      return try record(from: value)
    } catch {
      throw .unreadable(path: path, reason: "it is not a trackcheck results file: \(error.reason)", hint: nil)
    }
  }

  struct Malformed: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  static func record(from json: JSONValue) throws(Malformed) -> RunRecord {
    guard json["schema"]?.stringValue == schemaName else { throw Malformed("no \"schema\": \"\(schemaName)\"") }
    guard case .integer(let version)? = json["version"], version <= Int64(schemaVersion) else {
      throw Malformed(
        "schema version \(json["version"].map(JSONSerializer.string) ?? "?") is newer than this trackcheck reads (\(schemaVersion))")
    }
    let implementation = json["implementation"]?.objectValue ?? JSONObject()
    let strings: (JSONValue?) -> [String] = { $0?.arrayValue?.compactMap(\.stringValue) ?? [] }
    var protocolVersion = 0
    if case .integer(let number)? = implementation["protocol"] { protocolVersion = Int(number) }
    let identity = ImplementationIdentity(
      name: implementation["name"]?.stringValue ?? "unknown", version: implementation["version"]?.stringValue ?? "unknown",
      protocolVersion: protocolVersion, platforms: strings(implementation["platforms"]).compactMap(Platform.init(rawValue:)),
      apis: strings(implementation["apis"]).compactMap(TrackingAPI.init(rawValue:)),
      features: strings(implementation["features"]).compactMap(ProtocolFeature.init(rawValue:)),
      // Files written before 'reports' were judged on calls.
      reports: implementation["reports"] == nil
        ? Evidence.defaultReports : strings(implementation["reports"]).compactMap(Evidence.init(rawValue:)))
    var run = RunRecord(
      identity: identity, command: strings(implementation["command"]), timestamp: json["timestamp"]?.stringValue ?? "",
      duration: double(json["duration"]) ?? 0, harnessVersion: json["harness"]?["version"]?.stringValue ?? "unknown")
    run.suiteDigest = json["suites"]?["digest"]?.stringValue ?? ""
    run.profile = profileStamp(json["profile"])
    let codes = run.profile?.codes ?? standardCodes
    let idKeys = run.profile?.idKeys ?? .standard
    run.host = json["host"]?.stringValue ?? ""
    run.commandFiles = (implementation["files"]?.arrayValue ?? []).compactMap { file in
      guard let path = file["path"]?.stringValue, let digest = file["sha256"]?.stringValue else { return nil }
      return FileDigest(path: path, digest: digest)
    }
    run.harnessDigest = json["harness"]?["sha256"]?.stringValue
    run.fingerprints = (implementation["fingerprints"]?.arrayValue ?? []).compactMap { entry in
      guard let path = entry["path"]?.stringValue, let digest = entry["sha256"]?.stringValue else { return nil }
      var files = 0
      var bytes = 0
      if case .integer(let number)? = entry["files"] { files = Int(clamping: number) }
      if case .integer(let number)? = entry["bytes"] { bytes = Int(clamping: number) }
      return Fingerprint(path: path, digest: digest, files: files, bytes: bytes)
    }
    run.suiteFiles = (json["suites"]?["files"]?.arrayValue ?? []).compactMap { file in
      guard let name = file["name"]?.stringValue else { return nil }
      return SuiteFileRecord(name: name, path: file["path"]?.stringValue ?? "")
    }
    run.selection = json["selection"]?.stringValue ?? "all cases"
    run.shard = json["shard"]?.stringValue.flatMap(CaseSelection.Shard.init)
    run.unknownBaselineEntries = strings(json["unknownBaselineEntries"]).map { ExpectedFailure(caseID: $0, reason: "") }
    run.stop = stop(in: json, version: version)
    // Schema 3 and earlier were judged at `should`.
    run.failOn = json["failOn"]?.stringValue.flatMap { RequirementLevel(rawValue: $0.uppercased()) } ?? .should
    run.allowPartial = json["allowPartial"] == .bool(true)
    run.requirements = (json["requirements"]?.arrayValue ?? []).compactMap { value in
      guard let id = value["id"]?.stringValue, let level = value["level"]?.stringValue.flatMap(RequirementLevel.init(rawValue:)) else {
        return nil
      }
      var requirement = Requirement(
        id: RequirementID(id), level: level, rule: value["rule"]?.stringValue ?? "", source: value["source"]?.stringValue ?? "",
        enforcedByPlatform: value["enforcedByPlatform"]?.stringValue,
        judgedOn: value["judgedOn"]?.stringValue.flatMap(Evidence.init(rawValue:)), location: SourceLocation(file: ""))
      requirement.platforms = value["platforms"]?.arrayValue?.compactMap { $0.stringValue.flatMap(Platform.init(rawValue:)) } ?? []
      return requirement
    }
    var records: [CaseRecord] = []
    for (index, value) in (json["cases"]?.arrayValue ?? []).enumerated() {
      guard let id = value["id"]?.stringValue,
        let outcome = value["outcome"]?.stringValue.flatMap(Outcome.init(rawValue:)),
        let platform = value["platform"]?.stringValue.flatMap(Platform.init(rawValue:))
      else { throw Malformed("case \(index + 1) lacks an id, a known outcome or a platform") }
      let errorKind = value["errorKind"]?.stringValue.flatMap(CaseErrorKind.init(rawValue:))
      guard let result = CaseResult(outcome: outcome, errorKind: errorKind, message: value["message"]?.stringValue ?? "") else {
        throw Malformed(
          "case \(index + 1) (\(id)) is '\(outcome.rawValue)' "
            + (errorKind.map { "with error kind '\($0.rawValue)', which only an error has" } ?? "without an error kind"))
      }
      var order = index
      if case .integer(let stored)? = value["order"] { order = Int(stored) }
      let location =
        value["location"].map { location -> SourceLocation in
          var line = 0
          var column = 0
          if case .integer(let number)? = location["line"] { line = Int(number) }
          if case .integer(let number)? = location["column"] { column = Int(number) }
          return SourceLocation(file: location["file"]?.stringValue ?? "", line: line, column: column)
        } ?? SourceLocation(file: "")
      let baseline = value["baseline"].map { entry in
        ExpectedFailure(
          caseID: id, reason: entry["reason"]?.stringValue ?? "",
          kind: entry["kind"]?.stringValue.flatMap(ExpectedFailure.Kind.init(rawValue:)) ?? .bug, link: entry["link"]?.stringValue)
      }
      var record =
        CaseRecord(
          id: id, title: value["title"]?.stringValue ?? "", suite: value["suite"]?.stringValue ?? "", platform: platform,
          requirements: strings(value["requirements"]).map(RequirementID.init(rawValue:)), source: value["source"]?.stringValue ?? "",
          location: location,
          initialState: value["initialState"]?.stringValue.flatMap(AppState.init(rawValue:)),
          api: value["api"]?.stringValue.flatMap(TrackingAPI.init(rawValue:)).map(APIChoice.pinned) ?? .any, result: result,
          message: value["message"]?.stringValue ?? "", details: value["details"]?.stringValue ?? "",
          expected: (value["expected"]?.arrayValue ?? []).compactMap { expectedCall($0, codes: codes, idKeys: idKeys) },
          actual: (value["actual"]?.arrayValue ?? []).compactMap(actualCall),
          transcript: strings(value["transcript"]).map(transcriptEntry), standardError: value["stderr"]?.stringValue ?? "",
          duration: double(value["duration"]) ?? 0, baseline: baseline, order: order)
      record.findings = (value["findings"]?.arrayValue ?? []).compactMap(finding)
      record.requests = (value["requests"]?.arrayValue ?? []).compactMap(request)
      record.gaps = (value["gaps"]?.arrayValue ?? []).compactMap { gap in
        guard let requirement = gap["requirement"]?.stringValue else { return nil }
        return RequirementGap(requirement: RequirementID(requirement), reason: gap["reason"]?.stringValue ?? "")
      }
      records.append(record)
    }
    run.cases = records
    return run
  }

  /// An expected call read back; its ids are under the keys the profile's calls use (`idKeys`, from the file's profile).
  private static func expectedCall(_ value: JSONValue, codes: [TrackingAction: String], idKeys: ProfileStamp.IDKeys) -> ExpectedCall? {
    guard let context = value["contextData"]?.objectValue else { return nil }
    let byCode = context["action"]?.stringValue.flatMap { code in codes.first { $0.value == code }?.key }
    guard let action = value["event"]?.stringValue.flatMap(TrackingAction.init(rawValue:)) ?? byCode else { return nil }
    let api: APIChoice = value["api"]?.stringValue.flatMap(TrackingAPI.init(rawValue:)).map(APIChoice.pinned) ?? .any
    return ExpectedCall(
      stored: api, deliveryId: context[idKeys.delivery]?.stringValue ?? "", broadlogId: context[idKeys.broadlog]?.stringValue ?? "",
      action: action,
      code: codes[action] ?? action.rawValue, contextData: context, apiDescription: api.description,
      notification: value["notification"]?.stringValue,
      step: ordinal(value["step"]), requirement: value["requirement"]?.stringValue.map(RequirementID.init(rawValue:)),
      optional: value["optional"] == .bool(true))
  }

  private static func actualCall(_ value: JSONValue) -> ActualCall? {
    guard let api = value["api"]?.stringValue, let context = value["contextData"] else { return nil }
    var call = ActualCall(
      api: api, actionName: value["action"], contextData: context, callbackIndex: ordinal(value["callback"]),
      origin: value["origin"]?.stringValue.flatMap(CallOrigin.init(rawValue:)) ?? .app)
    call.step = ordinal(value["step"])
    call.hit = ordinal(value["hit"])
    return call
  }

  /// A step's or callback's place from the 1-based number a results file holds: `nil` for anything
  /// that is not a number a run can have written (a file is untrusted input: no arithmetic may trap on it).
  static func ordinal(_ value: JSONValue?) -> Int? {
    guard case .integer(let number)? = value, number >= 1, number <= Int64(Int32.max) else { return nil }
    return Int(number) - 1
  }

  private static func transcriptEntry(_ line: String) -> TranscriptEntry {
    for direction in [TranscriptEntry.Direction.sent, .received, .note] where line.hasPrefix(direction.rawValue + " ") {
      return TranscriptEntry(direction: direction, text: String(line.dropFirst(direction.rawValue.count + 1)))
    }
    return TranscriptEntry(direction: .note, text: line)
  }

  private static func double(_ value: JSONValue?) -> Double? {
    switch value {
    case .number(let number)?: number
    case .integer(let number)?: Double(number)
    default: nil
    }
  }
}

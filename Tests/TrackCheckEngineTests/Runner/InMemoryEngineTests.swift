import Testing
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// An implementation in memory: each request line written is answered at
/// once by `respond`, and the answers wait to be read. Nothing runs in the
/// background and nothing waits: a read with no answer left is a timeout at
/// once, so every path of the session and the judging is deterministic.
final class InMemoryTransport: LineTransport {
  typealias Respond = @Sendable (JSONObject) -> [JSONObject]

  private let respond: Respond
  private var answers: [[UInt8]] = []
  private var ended = false
  private(set) var stderrTail = BoundedTail(limit: 1024)

  init(respond: @escaping Respond) { self.respond = respond }

  func write(_ bytes: [UInt8], deadline: Deadline) -> Bool {
    guard !ended else { return false }
    for line in bytes.split(separator: 0x0A) {
      guard case .object(let request)? = try? JSONParser.parse(Array(line)) else { continue }
      if request["type"]?.stringValue == "bye" { ended = true }
      answers += respond(request).map { JSONSerializer.bytes(.object($0)) }
    }
    return true
  }

  func readLine(deadline: Deadline) -> Result<[UInt8], ChildProcess.ReadFailure> {
    guard !answers.isEmpty else { return .failure(ended ? .endOfStream : .timedOut) }
    return .success(answers.removeFirst())
  }

  func pendingLines() -> [[UInt8]] {
    defer { answers.removeAll() }
    return answers
  }

  func drainStandardError() {}
  func waitForExit(deadline: Deadline) -> ChildProcess.Termination? { ended ? .exited(0) : nil }
  var hasExited: Bool { ended }
  func closeStdin() { ended = true }
  func terminate() { ended = true }
  var processID: pid_t? { nil }
}

/// The engine's protocol and judging paths over an in-memory transport: no
/// interpreter, no process, no sleep.
@Suite("The engine over an in-memory transport")
struct InMemoryEngineTests {
  /// A protocol v1 implementation that answers `begin` with `ready` and every
  /// callback and `end` with what `calls` gives for it (nothing by default).
  static func implementation(
    protocolVersion: Int = 1, features: [String] = [], begin: @escaping @Sendable (JSONObject) -> JSONObject? = { _ in nil },
    calls: @escaping @Sendable (JSONObject) -> [JSONObject]? = { _ in [] }
  ) -> InMemoryTransport.Respond {
    { request in
      let id = request["id"] ?? .null
      switch request["type"]?.stringValue {
      case "hello":
        return [
          [
            "type": "hello", "protocol": .integer(Int64(protocolVersion)), "implementation": ["name": "in-memory", "version": "1"],
            "platforms": ["ios", "android"], "apis": ["collectMessageInfo"], "features": .array(features.map { .string($0) }),
          ]
        ]
      case "begin": return [begin(request) ?? ["type": "ready", "id": id]]
      case "callback", "end":
        guard let made = calls(request) else { return [] }
        return [["type": "calls", "id": id, "calls": .array(made.map { .object($0) })]]
      default: return []
      }
    }
  }

  static func run(_ respond: @escaping InMemoryTransport.Respond, cases: [TrackingCase]) throws -> RunRecord {
    var options = Runner.Options(command: ["in-memory"], jobs: 1, timeout: 5, profile: TestProfiles.standard)
    options.connect = { InMemoryTransport(respond: respond) }
    options.coLocate = false
    return try Runner(options: options).run(cases)
  }

  static let impression: JSONObject = [
    "api": "collectMessageInfo", "contextData": ["deliveryId": "56c4", "broadlogId": "h138a", "action": "7"],
  ]

  @Test(arguments: [[], [ProtocolFeature.pipelining.rawValue]])
  func aCaseAnsweredAsExpectedPasses(features: [String]) throws {
    let record = try Self.run(Self.implementation(features: features), cases: [CaseBuilder.testCase(id: "NONE", expected: [])])
    #expect(record.cases.map(\.outcome) == [.passed])
    #expect(record.identity.name == "in-memory")
  }

  /// A case that plays the app's declared activities is not applicable before protocol 3, one that judges its
  /// wiring before protocol 2 — each with its own reason; nothing else is skipped.
  @Test func casesNeedingWiringOrActivitiesAreNotApplicableToOlderProtocols() throws {
    var wiring = CaseBuilder.testCase(id: "WIRING", expected: [])
    wiring.needsReportedWiring = true
    var activities = CaseBuilder.testCase(id: "ACTIVITIES", expected: [])
    activities.needsReportedWiring = true
    activities.needsDeclaredActivities = true
    func results(_ version: Int) throws -> [CaseResult] {
      try Self.run(Self.implementation(protocolVersion: version), cases: [wiring, activities]).cases.map(\.result)
    }
    #expect(try results(1) == [.notApplicable(.wiringNotReported), .notApplicable(.wiringNotReported)])
    #expect(try results(2) == [.passed, .notApplicable(.activitiesNotReported)])
  }

  @Test func aCallWhereNoneIsExpectedFailsWithAFinding() throws {
    let record = try Self.run(
      Self.implementation(calls: { $0["type"]?.stringValue == "callback" ? [Self.impression] : [] }),
      cases: [CaseBuilder.testCase(id: "NONE", expected: [])])
    let failed = try #require(record.cases.first)
    #expect(failed.outcome == .failed)
    #expect(failed.details.contains("unexpected"), "\(failed.details)")
    #expect(failed.actual.first?.callbackIndex == 0)
  }

  @Test func theExpectedCallPasses() throws {
    let record = try Self.run(
      Self.implementation(calls: { $0["type"]?.stringValue == "callback" ? [Self.impression] : [] }),
      cases: [CaseBuilder.testCase(id: "ONE", expected: [.impression])])
    #expect(record.cases.map(\.outcome) == [.passed], "\(record.cases.map(\.message))")
  }

  @Test func noAnswerIsATimeoutAndTheNextCaseStillRuns() throws {
    let record = try Self.run(
      Self.implementation(calls: { request in request["case"]?.stringValue == "SILENT" ? nil : [] }),
      cases: [CaseBuilder.testCase(id: "SILENT", expected: []), CaseBuilder.testCase(id: "AFTER", expected: [])])
    guard case .error(.timeout, let message)? = record.seen("SILENT") else {
      Issue.record("expected a timeout, got \(record.cases.map(\.outcome))")
      return
    }
    #expect(message.contains("no answer to callback #1"))
    #expect(record.seen("AFTER").map { if case .passed = $0 { true } else { false } } == true)
  }

  @Test func anAnswerToAnotherRequestIsAProtocolViolation() throws {
    let record = try Self.run(
      { request in
        var answers = Self.implementation()(request)
        if request["type"]?.stringValue == "callback" { answers = [["type": "calls", "id": "999", "calls": []]] }
        return answers
      }, cases: [CaseBuilder.testCase(id: "WRONG", expected: [])])
    guard case .error(.protocolViolation, let message)? = record.seen("WRONG") else {
      Issue.record("expected a protocol violation, got \(record.cases.map(\.outcome))")
      return
    }
    #expect(message.contains(#"answer for request "999""#))
  }

  @Test func aDeclinedCaseIsNotApplicable() throws {
    let record = try Self.run(
      Self.implementation(begin: { ["type": "unsupported", "id": $0["id"] ?? .null, "reason": "no iOS here"] }),
      cases: [CaseBuilder.testCase(id: "DECLINED", expected: [])])
    #expect(record.cases.map(\.outcome) == [.notApplicable])
    #expect(record.cases.first?.message == "not applicable: no iOS here")
  }

  @Test func anErrorAnswerIsTheImplementationsErrorAndKeepsTheProcess() throws {
    let record = try Self.run(
      { request in
        guard request["type"]?.stringValue == "callback", request["case"]?.stringValue == "THROWS" else {
          return Self.implementation()(request)
        }
        return [["type": "error", "id": request["id"] ?? .null, "message": "NullPointerException"]]
      }, cases: [CaseBuilder.testCase(id: "THROWS", expected: []), CaseBuilder.testCase(id: "NEXT", expected: [])])
    guard case .error(.implementationError, let message)? = record.seen("THROWS") else {
      Issue.record("expected the implementation's error, got \(record.cases.map(\.outcome))")
      return
    }
    #expect(message.contains("NullPointerException"))
    #expect(record.cases.last?.outcome == .passed)
  }
}

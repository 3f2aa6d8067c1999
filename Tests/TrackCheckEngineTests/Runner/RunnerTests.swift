import Testing
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol

@Suite("Runner against misbehaving implementations", .serialized, .hangGuard(minutes: 2))
struct RunnerTests {
  private let cases = [
    CaseBuilder.testCase(id: "OK-1", expected: []),
    CaseBuilder.testCase(id: "BAD-2", expected: []),
    CaseBuilder.testCase(id: "OK-3", expected: []),
  ]

  private func run(_ mode: String, timeout: Double = 5, jobs: Int = 1) throws(EngineError) -> RunRecord {
    try Runner(options: .init(command: TestPaths.misbehaving(mode), jobs: jobs, timeout: timeout, profile: TestProfiles.standard)).run(
      cases)
  }

  private func outcome(_ result: RunRecord, _ id: String) -> Seen? {
    result.seen(id)
  }

  @Test func aGarbageLineIsAProtocolErrorThatQuotesIt() throws {
    let result = try run("garbage")
    guard case .error(.protocolViolation, let message)? = outcome(result, "BAD-2") else {
      Issue.record("expected a protocol error, got \(String(describing: outcome(result, "BAD-2")))")
      return
    }
    #expect(message.contains("'this is not json'"))
    // It says where the line came from and what to do: a tracker's print reaches the protocol's stream.
    #expect(message.contains("stdout carried a line that is not JSON") && message.contains("must go to stderr"))
    #expect(result.counts.passed == 2)
  }

  /// A hang, and an endless flood of log lines that never answers: each a
  /// timeout at the case's deadline, and the run carries on.
  @Test(arguments: ["hang", "log-flood"])
  func noAnswerIsATimeoutAtTheDeadlineAndTheRunCarriesOn(mode: String) throws {
    let result = try run(mode, timeout: 1)
    guard case .error(.timeout, let message)? = outcome(result, "BAD-2") else {
      Issue.record("expected a timeout, got \(String(describing: outcome(result, "BAD-2")))")
      return
    }
    #expect(message.contains("within 1 s"))
    #expect(result.counts.passed == 2)
    // Cut at the deadline, not whenever a flood happens to pause (it took 30 s when reads skipped the deadline).
    #expect(result.duration < 15, "the run took \(result.duration) s")
  }

  @Test func aCrashIsAnErrorWithTheExitStatusAndStderr() throws {
    let result = try run("crash")
    let bad = try #require(result.cases.first { $0.id == "BAD-2" })
    guard case .error(.crash, let message) = bad.seen else {
      Issue.record("expected a crash, got \(bad.seen)")
      return
    }
    #expect(message.contains("exited with status 3"))
    #expect(bad.standardError.contains("fatal: boom in the tracker"))
    #expect(result.counts.passed == 2)
  }

  @Test func anAnswerForAnotherRequestIsAProtocolError() throws {
    let result = try run("wrong-id")
    guard case .error(.protocolViolation, let message)? = outcome(result, "BAD-2") else {
      Issue.record("expected a protocol error")
      return
    }
    #expect(message.contains(#"answer for request "999""#))
  }

  @Test func anErrorReportedByTheImplementationKeepsTheProcess() throws {
    let result = try run("report-error")
    guard case .error(.implementationError, let message)? = outcome(result, "BAD-2") else {
      Issue.record("expected an implementation error")
      return
    }
    #expect(message.contains("NullPointerException"))
    #expect(result.counts.passed == 2)
  }

  @Test func aWrongProtocolVersionFailsTheHandshake() {
    do {
      _ = try run("wrong-version")
      Issue.record("the run started")
    } catch {
      guard error.code == .implementationUnavailable else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(error.message.contains("protocol version 4"))
    }
  }

  @Test func aHandshakeThatNeverComesTimesOut() {
    let runner = Runner(
      options: .init(
        command: TestPaths.misbehaving("hang-handshake"), jobs: 1, timeout: 1,
        limits: {
          var limits = ImplementationSession.Limits()
          limits.startupTimeout = 1
          return limits
        }(), profile: TestProfiles.standard))
    #expect(#expect(throws: EngineError.self) { try runner.run(cases) }?.code == .implementationUnavailable)
  }

  @Test func aCommandThatDoesNotExistCannotStart() {
    let runner = Runner(options: .init(command: ["/nonexistent/tracker"], jobs: 1, timeout: 1, profile: TestProfiles.standard))
    #expect(#expect(throws: EngineError.self) { try runner.run(cases) }?.code == .implementationUnavailable)
  }

  @Test func declinedAndUnsupportedCasesAreNotApplicableNeverPassed() throws {
    let declined = try run("unsupported")
    #expect(declined.counts.notApplicable == 3)
    #expect(declined.counts.passed == 0)
    let androidCase = CaseBuilder.testCase(id: "AND-1", platform: .android, expected: [])
    let iosOnly = try Runner(
      options: .init(command: TestPaths.misbehaving("ios-only"), jobs: 1, timeout: 5, profile: TestProfiles.standard)
    ).run([androidCase])
    guard case .notApplicable(let reason)? = iosOnly.cases.first?.seen else {
      Issue.record("expected not applicable")
      return
    }
    #expect(reason == .platformUnsupported(.android))
    #expect(iosOnly.cases.first?.message == "not applicable: the implementation does not support android")
    let pinned = CaseBuilder.testCase(id: "PIN-1", expected: [], api: .pinned(.trackAction))
    let result = try Runner(options: .init(command: TestPaths.misbehaving("ok"), jobs: 1, timeout: 5, profile: TestProfiles.standard)).run([
      pinned
    ])
    #expect(result.counts.notApplicable == 1)
    #expect(result.cases.first?.result == .notApplicable(.apiUnsupported(.trackAction)))
    // The implementation's own words, as it declined.
    #expect(declined.cases.allSatisfy { if case .notApplicable(.declined) = $0.result { true } else { false } })
  }

  @Test func aChattyStderrDoesNotBlockAndIsBounded() throws {
    let result = try run("chatty", jobs: 2)
    #expect(result.counts.passed == 3)
    let kept = result.cases.map(\.standardError.utf8.count).max() ?? 0
    #expect(kept <= 64 * 1024 + 200)
  }

  @Test func aNumericActionFailsWithATypeMessage() throws {
    let testCase = CaseBuilder.testCase(id: "BAD-NUM")
    let result = try Runner(
      options: .init(command: TestPaths.misbehaving("numeric-action"), jobs: 1, timeout: 5, profile: TestProfiles.standard)
    ).run([testCase])
    guard case .failed(let comparison)? = result.cases.first?.seen else {
      Issue.record("expected a failure")
      return
    }
    #expect(comparison.contains("not a string"))
  }
}

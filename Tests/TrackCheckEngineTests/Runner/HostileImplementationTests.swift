import Foundation
import Testing
import TrackCheckPrimitives
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol

/// The zoo: implementations that misbehave in every way. For each, the run
/// ends in bounded time, the misbehaving case is an error that says what
/// happened, the other cases keep their results, no process outlives the run,
/// and the report is written and valid.
@Suite("Hostile implementations", .serialized, .hangGuard(minutes: 2))
struct HostileImplementationTests {
  static let zoo: [(mode: String, kind: CaseErrorKind, message: String)] = [
    ("hang", .timeout, "no answer to callback #1"),
    ("late-answer", .timeout, "no answer to callback #1"),
    ("ignore-term", .timeout, "process group was killed"),
    ("crash", .crash, "exited with status 3"),
    ("signal", .crash, "killed by signal 11 (SIGSEGV)"),
    ("close-stdout", .crash, "closed its stdout but kept running"),
    ("garbage", .protocolViolation, "'this is not json'"),
    ("invalid-utf8", .protocolViolation, "invalid UTF-8"),
    ("huge-line", .protocolViolation, "longer than 1048576 bytes"),
    ("no-newline", .crash, "exited with status 0 while handling 'end'"),
    ("wrong-id", .protocolViolation, #"answer for request "999""#),
    ("twice", .protocolViolation, "while waiting for"),
    ("grandchild", .timeout, "no answer to callback #1"),
    ("grandchild-exit", .crash, "exited with status"),
    ("stderr-flood", .protocolViolation, "bytes to stderr"),
    // The same misbehaviours when the whole case is sent at once.
    ("pipelined-hang", .timeout, "no answer to callback #1"),
    ("pipelined-crash", .crash, "exited with status 3"),
    ("pipelined-garbage", .protocolViolation, "'this is not json'"),
    ("pipelined-wrong-id", .protocolViolation, #"answer for request "999""#),
    ("pipelined-twice", .protocolViolation, "while waiting for"),
  ]

  @Test(arguments: zoo.map(\.mode))
  func theRunSurvives(mode: String) throws {
    let entry = try #require(Self.zoo.first { $0.mode == mode })
    let marker = "trackcheck-zoo-\(UUID().uuidString)"
    let cases = [
      CaseBuilder.testCase(id: "OK-1", expected: []),
      CaseBuilder.testCase(id: "BAD-2", expected: []),
      CaseBuilder.testCase(id: "OK-3", expected: []),
    ]
    let command = ["python3", TestPaths.fixture("implementations/misbehave.py"), mode, marker]
    // A hang would trip the suite's time limit; no duration is asserted here.
    // Only a misbehaviour that is a timeout gets a short limit: on a busy
    // machine a huge line or a flood may take longer than a second to arrive.
    let run = try Runner(
      options: .init(command: command, jobs: 1, timeout: entry.kind == .timeout ? 1 : 60, profile: TestProfiles.standard)
    ).run(cases)

    let bad = try #require(run.cases.first { $0.id == "BAD-2" })
    guard case .error(let kind, let message) = bad.seen else {
      Issue.record("\(mode): expected an error, got \(bad.outcome)")
      return
    }
    #expect(kind == entry.kind, "\(mode): \(kind) \(message)")
    #expect(message.contains(entry.message), "\(mode): \(message)")
    #expect(
      run.cases.filter { $0.id != "BAD-2" }.allSatisfy { if case .passed = $0.seen { true } else { false } },
      "\(mode): the other cases must pass")
    #expect(bad.standardError.utf8.count <= 64 * 1024 + 200)

    // No process that carried the marker is left.
    usleep(200_000)
    #expect(TestProcesses.containing(marker).isEmpty, "\(mode): left \(TestProcesses.containing(marker))")

  }

  @Test func aPipelinedImplementationGetsTheWholeCaseAtOnce() throws {
    let cases = [CaseBuilder.testCase(id: "OK-1", steps: [.receive(notification: "default"), .tap(notification: "default")], expected: [])]
    let run = try Runner(
      options: .init(
        command: TestPaths.misbehaving("pipelined-ok"), jobs: 1, timeout: 5, keepAllTranscripts: true, profile: TestProfiles.standard)
    ).run(
      cases)
    let transcript = try #require(run.cases.first?.transcript)
    #expect(run.counts.passed == 1)
    // After ready, every request is written before the first answer is read.
    let directions = transcript.map(\.direction).drop { $0 != .received }.dropFirst()
    let firstAnswer = try #require(directions.firstIndex(of: .received))
    #expect(directions[..<firstAnswer].count == 5, "\(transcript.map(\.text))")
  }

  @Test func aCancelledRunStopsItsWorkersAndIsMarkedIncomplete() throws {
    let marker = "trackcheck-cancel-\(UUID().uuidString)"
    let cases = (1...40).map { CaseBuilder.testCase(id: "SLOW-\($0)", expected: []) }
    let runner = Runner(
      options: .init(
        command: ["python3", TestPaths.fixture("implementations/misbehave.py"), "slow", marker], jobs: 2, timeout: 10,
        profile: TestProfiles.standard))
    DispatchQueue.global().asyncAfter(deadline: .now() + 1.0) { runner.cancel(signal: SIGINT) }
    let run = try runner.run(cases)
    #expect(run.stop?.signal == SIGINT)
    #expect(run.verdict == .incomplete(RunStop(.signal(SIGINT), planned: 40)))
    #expect(run.cases.count < 40)
    // Only cases that ended are recorded, in case order: no placeholder of a case never run.
    #expect(run.cases.allSatisfy { $0.outcome == .passed }, "\(run.cases.map { "\($0.id) \($0.outcome)" })")
    #expect(run.cases.map(\.order) == run.cases.map(\.order).sorted() && Set(run.cases.map(\.id)).count == run.cases.count)
    usleep(200_000)
    #expect(TestProcesses.containing(marker).isEmpty)
  }

}

import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol

/// What an implementation writes is charged to the case that wrote it, the
/// same way in every run, and nothing it does is read as another case's answer.
@Suite("Attribution of answers to cases", .hangGuard(minutes: 2))
struct AttributionTests {
  private let cases = (1...6).map { CaseBuilder.testCase(id: $0 == 2 ? "BAD-2" : "OK-\($0)", expected: []) }

  private func run(_ mode: String, jobs: Int = 1) throws -> RunRecord {
    try Runner(options: .init(command: TestPaths.misbehaving(mode), jobs: jobs, timeout: 5, profile: TestProfiles.standard)).run(cases)
  }

  @Test func aSecondAnswerToEndIsChargedToTheCaseThatWroteItInEveryRun() throws {
    for jobs in [1, 2, 1, 2, 3] {
      let record = try run("end-twice", jobs: jobs)
      guard case .error(.protocolViolation, let message)? = record.seen("BAD-2") else {
        Issue.record("jobs \(jobs): BAD-2 must be charged with the stray line, is \(String(describing: record.seen("BAD-2")))")
        continue
      }
      #expect(message.contains("after it ended"), "\(message)")
      let innocent = record.cases.filter { $0.id != "BAD-2" }
      #expect(innocent.allSatisfy { $0.outcome == .passed }, "jobs \(jobs): \(innocent.map { "\($0.id) \($0.outcome) \($0.message)" })")
    }
  }

  @Test func aPipelinedErrorConsumesTheRestOfItsCaseSoTheNextCaseIsNotBlamed() throws {
    let record = try run("pipelined-report-error")
    guard case .error(.implementationError, let message)? = record.seen("BAD-2") else {
      Issue.record("expected the implementation's error, got \(String(describing: record.seen("BAD-2")))")
      return
    }
    #expect(message.contains("NullPointerException"))
    #expect(
      record.cases.filter { $0.id != "BAD-2" }.allSatisfy { $0.outcome == .passed }, "\(record.cases.map { "\($0.id) \($0.message)" })")
  }

  @Test func aLineOneByteOverTheLimitInOneReadIsRefused() throws {
    let record = try run("just-over-limit")
    guard case .error(.protocolViolation, let message)? = record.seen("BAD-2") else {
      Issue.record("expected a protocol error, got \(String(describing: record.seen("BAD-2")))")
      return
    }
    #expect(message.contains("longer than 1048576 bytes"), "\(message)")
  }

  @Test func anAnswerWithManyMembersIsReadAndJudgedNotTimedOut() throws {
    let record = try run("many-keys")
    #expect(
      record.seen("BAD-2").map { if case .passed = $0 { true } else { false } } == true, "\(String(describing: record.seen("BAD-2")))")
  }

  @Test func hugeAnswersAreKeptBoundedInTheRecord() throws {
    let record = try run("control-flood")
    #expect(record.cases.allSatisfy { $0.outcome == .failed })
    for testCase in record.cases {
      for call in testCase.actual {
        let id = call.contextData["deliveryId"]?.stringValue ?? ""
        let kept = id.unicodeScalars.count
        #expect(kept < Bounds.value + 100, "the record keeps \(kept) characters of a 60,000-character id")
      }
      #expect(testCase.details.unicodeScalars.count < Bounds.text + 100)
    }
  }

  @Test func closingStdinIsNamedAsSuch() throws {
    let record = try run("close-stdin")
    guard case .error(.crash, let message)? = record.seen("BAD-2") else {
      Issue.record("expected a crash, got \(String(describing: record.seen("BAD-2")))")
      return
    }
    #expect(message.contains("closed its stdin"), "\(message)")
    #expect(!message.contains("stdout"), "\(message)")
  }

  @Test func handshakeAnswersAreCheckedNotGuessed() throws {
    let single = [CaseBuilder.testCase(id: "OK-1", expected: [])]
    let blank = try Runner(
      options: .init(command: TestPaths.misbehaving("hello-blank"), jobs: 1, timeout: 5, profile: TestProfiles.standard)
    ).run(single)
    #expect(blank.counts[.passed] == 1, "blank lines before the hello are skipped")
    for (mode, text) in [
      ("hello-bom", "byte order mark"), ("platforms-string", "'platforms' in the 'hello' message must be a list of strings"),
    ] {
      do {
        _ = try Runner(options: .init(command: TestPaths.misbehaving(mode), jobs: 1, timeout: 5, profile: TestProfiles.standard)).run(
          single)
        Issue.record("\(mode): the handshake must fail")
      } catch {
        guard error.code == .implementationUnavailable else { continue }
        #expect(error.message.contains(text), "\(mode): \(error.message)")
      }
    }
  }

  @Test func jobsAboveTheCoreCountRunThatManyProcessesAtOnce() throws {
    // 8 workers on any machine, proved by a rendezvous, not by sampling: each
    // implementation process, on its first callback, registers in `meeting`
    // and answers only once 8 have registered (or after 60 s, saying it missed).
    // No process answers, let alone exits, before the eighth registration, so
    // 8 registered processes that all met were alive at once; with fewer
    // workers none can meet. The deadlines are generous: a busy machine only
    // makes the meeting later.
    let meeting = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-jobs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: meeting, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: meeting) }
    let cases = (1...16).map { CaseBuilder.testCase(id: "MEET-\($0)", expected: []) }
    var limits = ImplementationSession.Limits()
    limits.startupTimeout = 60
    let runner = Runner(
      options: .init(
        command: TestPaths.misbehaving("rendezvous") + [meeting.path, "8"], jobs: 8, timeout: 120, limits: limits,
        profile: TestProfiles.standard))
    let record = try runner.run(cases)
    let notes = try FileManager.default.contentsOfDirectory(atPath: meeting.path).sorted()
    #expect(
      record.counts[.passed] == 16, "\(record.cases.filter { $0.outcome != .passed }.map { "\($0.id) \($0.outcome) \($0.message)" })")
    #expect(notes.filter { $0.hasSuffix(".here") }.count == 8, "\(notes)")
    #expect(notes.filter { $0.hasSuffix(".met") }.count == 8, "\(notes)")
    #expect(notes.filter { $0.hasSuffix(".missed") }.isEmpty, "\(notes)")
  }
}

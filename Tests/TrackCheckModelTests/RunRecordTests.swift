import Testing
import TrackCheckPrimitives
import TrackCheckTestSupport

@testable import TrackCheckModel

@Suite("Run record and verdict")
struct RunRecordTests {
  private func run(_ outcomes: [Outcome], platforms: [Platform] = [.ios]) -> RunRecord {
    let identity = ImplementationIdentity(
      name: "t", version: "1", protocolVersion: 1, platforms: platforms, apis: [.collectMessageInfo], features: [])
    let cases = outcomes.enumerated().map { index, outcome in
      CaseRecord(CaseBuilder.testCase(id: "C-\(index)"), result: .of(outcome), message: outcome.rawValue, order: index)
    }
    return RunRecord(identity: identity, command: ["t"], timestamp: "", cases: cases)
  }

  @Test func aRecordIsAValueWhateverItKeepsInItsBox() {
    var passing = CaseRecord(CaseBuilder.testCase(id: "C"), result: .passed, message: "ok", order: 0)
    #expect(passing.details.isEmpty && passing.transcript.isEmpty && passing.baseline == nil)
    var failing = passing
    failing.details = "diff"
    failing.standardError = "warning"
    failing.transcript = [TranscriptEntry(direction: .note, text: "n")]
    #expect(passing.details.isEmpty && passing.standardError.isEmpty && passing.transcript.isEmpty)
    var copy = failing
    copy.details = "other"
    #expect(failing.details == "diff" && copy.details == "other" && copy.standardError == "warning")
    copy.details = ""
    copy.standardError = ""
    copy.transcript = []
    #expect(copy.details.isEmpty && failing.transcript.count == 1)
    passing.findings = []
    #expect(passing.findings.isEmpty)
  }

  @Test func theVerdictWeighsTheOutcomes() {
    #expect(run([.passed, .notApplicable]).verdict == .passed)
    #expect(run([.passed, .failed, .fixed]).verdict == .failed)
    #expect(run([.passed, .error]).verdict == .failed)
    #expect(run([.passed, .expectedFailure]).verdict == .passed)
    #expect(run([.passed, .fixed]).verdict == .staleBaseline)
  }

  @Test func aRunThatTestedNothingIsNeverAPass() {
    guard case .nothingTested(let reason) = run([.notApplicable, .notApplicable], platforms: [.android]).verdict else {
      Issue.record("every case not applicable must be 'nothing tested'")
      return
    }
    #expect(reason.contains("none of the 2 selected cases was applicable to t (platforms: android)"))
    guard case .nothingTested = run([]).verdict else {
      Issue.record("a run without cases must be 'nothing tested'")
      return
    }
  }

  @Test func anInterruptionOutweighsEverythingEvenWithoutCases() {
    var record = run([])
    record.stop = RunStop(.signal(15), planned: 10)
    #expect(record.verdict == .incomplete(RunStop(.signal(15), planned: 10)))
    #expect(record.verdict.word == "INCOMPLETE")
    #expect(RunStop(.signal(15), planned: 10).sentence(ran: 0) == "interrupted by SIGTERM after 0 of 10 cases")
    var failing = run([.failed])
    failing.stop = RunStop(.signal(2), planned: 3)
    #expect(!failing.verdict.isPass)
    guard case .incomplete = failing.verdict else {
      Issue.record("an interrupted run with failures is incomplete first")
      return
    }
  }

  @Test func oneWordListForOutcomes() {
    #expect(Outcome.allCases.map(\.rawValue) == ["passed", "failed", "error", "not-applicable", "expected-failure", "fixed"])
    #expect(Outcome.notApplicable.words == "not applicable")
    let counts = OutcomeCounts([.passed, .passed, .error, .notApplicable])
    #expect(counts[.passed] == 2 && counts.problems == 1 && counts.tested == 3 && counts.total == 4)
    #expect(SignalNames.name(2) == "SIGINT" && SignalNames.number("SIGHUP") == 1 && SignalNames.name(64) == "signal 64")
  }

  @Test func aBaselineAppliesToFailuresAndErrorsAndGoesStaleOnPasses() {
    var record = run([.failed, .error, .passed, .notApplicable])
    let baseline = ExpectedFailures(entries: ["C-0", "C-1", "C-2", "C-3", "GONE"].map { ExpectedFailure(caseID: $0, reason: "r") })
    baseline.apply(to: &record, knownCaseIDs: ["C-0", "C-1", "C-2", "C-3"])
    #expect(record.cases.map(\.outcome) == [.expectedFailure, .expectedFailure, .fixed, .notApplicable])
    #expect(record.unknownBaselineEntries.map(\.caseID) == ["GONE"])
    #expect(record.verdict == .staleBaseline)
  }

  @Test func aBaselineKeepsWhatTheRunDidNotSeeAndRefusesAnIncompleteRun() throws {
    let record = run([.failed, .passed])
    let existing = ExpectedFailures(entries: [
      ExpectedFailure(caseID: "ELSEWHERE", reason: "other shard", kind: .unsupported),
      ExpectedFailure(caseID: "C-1", reason: "fixed now"),
      ExpectedFailure(caseID: "C-0", reason: "kept reason", kind: .wontFix),
    ])
    let made = try ExpectedFailures.make(from: record, keeping: existing)
    #expect(made.entries.map(\.caseID) == ["ELSEWHERE", "C-0"])
    #expect(made.entries.last?.reason == "kept reason" && made.entries.last?.kind == .wontFix)
    #expect(try ExpectedFailures.make(from: record, keeping: existing, prune: true).entries.map(\.caseID) == ["C-0"])
    var interrupted = record
    interrupted.stop = RunStop(.signal(2), planned: 5)
    #expect(#expect(throws: BaselineError.self) { try ExpectedFailures.make(from: interrupted, keeping: existing) }?.code == .incompleteRun)
  }
}

@Suite("Bounds")
struct BoundsTests {
  @Test func longTextKeepsHeadAndTailAndSaysWhatWasCut() {
    let text = String(repeating: "a", count: 100) + String(repeating: "b", count: 100)
    let bounded = Bounds.text(text, limit: 40)
    #expect(bounded.hasPrefix(String(repeating: "a", count: 10)))
    #expect(bounded.hasSuffix(String(repeating: "b", count: 30)))
    #expect(bounded.contains("[… 160 characters omitted by trackcheck …]"))
    #expect(Bounds.text("short", limit: 40) == "short")
  }

  @Test func valuesKeepTheirShapeWithLongStringsAndLargeCollectionsCut() {
    let huge: JSONValue = [
      "deliveryId": .string(String(repeating: "\u{7}", count: 10_000)),
      "list": .array((0..<20).map { .integer(Int64($0)) }),
      "action": "7",
    ]
    let bounded = Bounds.value(huge, limit: 10)
    #expect(bounded["action"] == "7")
    #expect((bounded["deliveryId"]?.stringValue?.unicodeScalars.count ?? 0) < 100)
    #expect(bounded["list"]?.arrayValue?.count == 11)
  }
}

import TrackCheckModel

/// A small, fixed run record for golden files: every outcome, a baseline
/// entry, hostile text, a transcript and stderr, and no clock or host in it.
public enum RecordFixtures {
  public static func mixedRun() -> RunRecord {
    let passed = CaseBuilder.testCase(id: "P-1")
    let failed = CaseBuilder.testCase(
      id: "F-2", steps: [.receive(notification: "default"), .tap(notification: "default")], expected: [.impression, .click, .open])
    let errored = CaseBuilder.testCase(id: "E-3")
    let skipped = CaseBuilder.testCase(id: "S-4", platform: .android)
    let expected = CaseBuilder.testCase(id: "X-5")
    let fixed = CaseBuilder.testCase(id: "Z-6")
    let wrongClick = ActualCall(
      api: "collectMessageInfo", contextData: ["deliveryId": "56c4", "broadlogId": "h138a", "action": "2"], callbackIndex: 1)
    var records = [
      CaseRecord(passed, outcome: .passed, message: "all 1 calls as expected", duration: 0.012, order: 0),
      CaseRecord(
        failed, outcome: .failed, message: "missing open call (3rd expected)",
        details: "expected 3 calls:\n  …\ndifferences:\n  - missing: expected call 3, open (\"1\"), was not made",
        actual: [wrongClick],
        transcript: [
          TranscriptEntry(direction: .sent, text: #"{"type":"begin","id":"1","case":"F-2"}"#),
          TranscriptEntry(direction: .received, text: #"{"type":"ready","id":"1"}"#),
        ], standardError: "tracker: tap handled\u{1B}[2J", duration: 1.5, order: 1),
      CaseRecord(
        errored, outcome: .error, errorKind: .crash, message: "crash: the implementation exited with status 3 while handling callback #1",
        details: "the implementation exited with status 3 while handling callback #1", standardError: "fatal: boom", duration: 0.2, order: 2
      ),
      CaseRecord(skipped, outcome: .notApplicable, message: "not applicable: the implementation does not support android", order: 3),
      CaseRecord(expected, outcome: .expectedFailure, message: "missing impression call (1st expected)", details: "diff", order: 4),
      CaseRecord(fixed, outcome: .fixed, message: "all 1 calls as expected", order: 5),
    ]
    records[1].findings = [
      Finding(
        fault: .missing, requirement: "R-1", level: .must, step: 1,
        message: "missing: expected call 3, open (\"1\"), was not made at step 2 (tap default)")
    ]
    records[4].baseline = ExpectedFailure(caseID: "X-5", reason: "known bug", kind: .bug, link: "https://example.com/1")
    records[5].baseline = ExpectedFailure(caseID: "Z-6", reason: "was broken", kind: .wontFix)
    let identity = ImplementationIdentity(
      name: "golden-tracker", version: "1.2.3", protocolVersion: 1, platforms: [.ios], apis: [.collectMessageInfo], features: [.pipelining]
    )
    var run = RunRecord(
      identity: identity, command: ["golden", "--flag"], timestamp: "2026-11-23T12:00:00", duration: 1.75, cases: records)
    run.suiteDigest = "sha256:0123"
    run.suiteFiles = [SuiteFileRecord(name: "test", path: "Suites/test.yaml")]
    run.requirements = [
      Requirement(
        id: "R-1", level: .must, rule: "Impressions are tracked.", source: "000 §2", enforcedByPlatform: nil,
        location: SourceLocation(file: ""))
    ]
    return run
  }
}

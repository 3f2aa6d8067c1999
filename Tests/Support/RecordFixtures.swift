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
      CaseRecord(passed, result: .passed, message: "all 1 calls as expected", duration: 0.012, order: 0),
      CaseRecord(
        failed, result: .failed, message: "missing open call (3rd expected)",
        details: "expected 3 calls:\n  …\ndifferences:\n  - missing: expected call 3, open (\"1\"), was not made",
        actual: [wrongClick],
        transcript: [
          TranscriptEntry(direction: .sent, text: #"{"type":"begin","id":"1","case":"F-2"}"#),
          TranscriptEntry(direction: .received, text: #"{"type":"ready","id":"1"}"#),
        ], standardError: "tracker: tap handled\u{1B}[2J", duration: 1.5, order: 1),
      CaseRecord(
        errored, result: .error(.crash), message: "crash: the implementation exited with status 3 while handling callback #1",
        details: "the implementation exited with status 3 while handling callback #1", standardError: "fatal: boom", duration: 0.2, order: 2
      ),
      CaseRecord(
        skipped, result: .notApplicable(.platformUnsupported(.android)),
        message: "not applicable: the implementation does not support android", order: 3),
      CaseRecord(expected, result: .expectedFailure(.failed), message: "missing impression call (1st expected)", details: "diff", order: 4),
      CaseRecord(fixed, result: .fixed, message: "all 1 calls as expected", order: 5),
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
    run.profile = ProfileStamp(
      id: .campaignStandard, name: "Adobe Campaign Standard", version: "1.0", digest: "sha256:4567",
      codes: [.impression: "7", .click: "2", .open: "1"])
    run.suiteFiles = [SuiteFileRecord(name: "test", path: "Suites/test.yaml")]
    run.requirements = [
      Requirement(
        id: "R-1", level: .must, rule: "Impressions are tracked.", source: "000 §2", enforcedByPlatform: nil,
        location: SourceLocation(file: ""))
    ]
    return run
  }

  /// ``mixedRun()`` grown into what a compliance report must order and group: failures of a MUST
  /// and of a SHOULD requirement (the SHOULD case first in the suite), two MUST findings of one cause
  /// with other values and notifications, a long line of JSON, and the identity of what ran.
  public static func complianceRun() -> RunRecord {
    var run = mixedRun()
    let json = #"{"deliveryId":"d57fd6","broadlogId":"h1685a5","action":"7","extra":"\#(String(repeating: "x", count: 120))"}"#
    let should = CaseBuilder.testCase(id: "AND-EXTRA-KEY-background-receive-with-a-long-identifier", platform: .android)
    var shouldRecord = CaseRecord(
      should, result: .failed, message: "call 1: extra key 'extra'",
      details: """
        timeline (1 call expected, 1 made):
          step 1: receive default
            expected 1. impression via collectMessageInfo or trackAction("tracking") {"deliveryId":"d57fd6","broadlogId":"h1685a5","action":"7"}
            actual   1. collectMessageInfo(\(json))   [from callback #1 FirebaseMessagingService.onMessageReceived]
        differences:
          - wrong values: call 1 (expected call 1, impression): extra key 'extra'
        """, order: 6)
    shouldRecord.findings = [
      Finding(
        fault: .extraKey, requirement: "R-3", level: .should, step: 0,
        message: "wrong values: call 1 collectMessageInfo(\(json)) at step 1 (receive default): extra key 'extra'")
    ]
    let must = CaseBuilder.testCase(id: "F-8", steps: [.receive(notification: "promo"), .tap(notification: "promo")])
    var mustRecord = CaseRecord(
      must, result: .failed, message: "missing open call (2nd expected)", details: "differences:\n  - missing", order: 7)
    mustRecord.findings = [
      Finding(
        fault: .missing, requirement: "R-1", level: .must, step: 1,
        message: "missing: expected call 2, open (\"1\"), was not made at step 2 (tap promo)")
    ]
    run.cases.insert(shouldRecord, at: 1)
    run.cases.append(mustRecord)
    run.requirements.append(
      Requirement(
        id: "R-3", level: .should, rule: "The context data has no keys besides the three.", source: "000 §3", enforcedByPlatform: nil,
        location: SourceLocation(file: "")))
    run.identity.platforms = [.ios, .android]
    run.harnessDigest = "sha256:" + String(repeating: "ab", count: 32)
    run.commandFiles = [FileDigest(path: "/usr/bin/golden", digest: "sha256:" + String(repeating: "cd", count: 32))]
    run.fingerprints = [Fingerprint(path: "tracker/src", digest: "sha256:" + String(repeating: "ef", count: 32), files: 12, bytes: 48_249)]
    return run
  }
}

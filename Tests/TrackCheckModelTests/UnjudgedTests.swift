import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel

/// A run that leaves a MUST requirement unjudged is partial, with the reasons its own cases give.
@Suite("Requirements no case judged")
struct UnjudgedTests {
  /// A run of `cases` (id, platform, requirements, outcome, message) by an implementation declaring `platforms`.
  private func run(_ cases: [(String, Platform, [String], Outcome, String)], platforms: [Platform] = [.ios, .android]) -> RunRecord {
    let identity = ImplementationIdentity(
      name: "t", version: "1", protocolVersion: 2, platforms: platforms, apis: [.collectMessageInfo], features: [])
    var record = RunRecord(identity: identity, command: ["t"], timestamp: "2026-11-25T00:00:00")
    record.cases = cases.enumerated().map { index, entry in
      var testCase = CaseBuilder.testCase(id: entry.0, platform: entry.1)
      testCase.requirements = entry.2.map(RequirementID.init(rawValue:))
      return CaseRecord(testCase, result: .of(entry.3, message: entry.4), message: entry.4, order: index)
    }
    record.requirements = ["M-1", "M-2", "S-1"].map { id in
      Requirement(
        id: id, level: id.hasPrefix("M") ? .must : .should, rule: "r", source: "s", enforcedByPlatform: nil,
        location: SourceLocation(file: ""))
    }
    return record
  }

  @Test func aMustRequirementThatOnlyNotApplicableCasesCheckMakesTheRunPartial() {
    let record = run([
      ("A", .ios, ["M-1"], .passed, "ok"),
      (
        "B", .ios, ["M-2"], .notApplicable,
        CaseRecord.notApplicablePrefix + "the case pins trackAction, which the implementation does not support"
      ),
      (
        "C", .ios, ["M-2"], .notApplicable,
        CaseRecord.notApplicablePrefix + "the case pins trackAction, which the implementation does not support"
      ),
      ("D", .ios, ["S-1"], .notApplicable, CaseRecord.notApplicablePrefix + "declined: no network"),
    ])
    let unjudged = record.unjudged
    #expect(unjudged.map(\.requirement) == ["M-2", "S-1"])
    #expect(
      unjudged[0].causes == [
        .init(reason: "not applicable: the case pins trackAction, which the implementation does not support", cases: 2)
      ])
    #expect(unjudged[0].sentence.hasPrefix("M-2 (MUST): 2 cases not applicable: the case pins trackAction"))
    // Only the MUST one makes the verdict partial; --allow-partial accepts it, the verdict still says partial.
    #expect(record.verdict == .partial([unjudged[0]], allowed: false))
    var allowed = record
    allowed.allowPartial = true
    #expect(allowed.verdict == .partial([unjudged[0]], allowed: true))
    #expect(!allowed.verdict.isPass)
  }

  @Test func oneJudgingCaseIsEnough() {
    let record = run([
      ("A", .ios, ["M-1", "M-2"], .failed, "f"),
      ("B", .ios, ["M-2"], .notApplicable, CaseRecord.notApplicablePrefix + "x"),
    ])
    #expect(record.unjudged.isEmpty)
    #expect(record.verdict == .failed)
  }

  /// Cases of a platform the implementation does not run are outside the run's scope: an Android tracker
  /// is not partial for iOS requirements.
  @Test func casesOfAPlatformTheImplementationDoesNotRunAreOutOfScope() {
    let record = run(
      [
        ("A", .android, ["M-1"], .passed, "ok"),
        ("B", .ios, ["M-2"], .notApplicable, CaseRecord.notApplicablePrefix + "the implementation does not support ios"),
      ], platforms: [.android])
    #expect(record.scope == [.android])
    #expect(record.unjudged.isEmpty)
    #expect(record.verdict == .passed)
  }

  @Test func anErrorJudgesNothing() {
    let record = run([("A", .android, ["M-1"], .error, "timeout")])
    #expect(record.unjudged.first?.causes.first?.reason.hasPrefix("ended in an error") == true)
  }
}

/// What a case's evidence cannot judge: the calls' rules on hits alone make a run partial; the rules of the
/// SDK's requests on calls alone are outside the run's scope.
@Suite("Requirements the evidence cannot judge")
struct EvidenceGapTests {
  private func run(reports: [Evidence], gaps: [String]) -> RunRecord {
    let identity = ImplementationIdentity(
      name: "t", version: "1", protocolVersion: 2, platforms: [.ios], apis: [.collectMessageInfo], features: [], reports: reports)
    var record = RunRecord(identity: identity, command: ["t"], timestamp: "2026-11-25T00:00:00")
    var testCase = CaseBuilder.testCase(id: "A", platform: .ios)
    testCase.requirements = ["API", "HIT", "EVENT"]
    var caseRecord = CaseRecord(testCase, result: .passed, message: "ok", order: 0)
    caseRecord.gaps = gaps.map { RequirementGap(requirement: RequirementID($0), reason: "the reason for \($0)") }
    record.cases = [caseRecord]
    record.requirements = [("API", Evidence.calls), ("HIT", .hits), ("EVENT", nil)].map { id, evidence in
      Requirement(
        id: id, level: .must, rule: "r", source: "s", enforcedByPlatform: nil, judgedOn: evidence, location: SourceLocation(file: ""))
    }
    return record
  }

  @Test func onHitsAloneTheCallsRulesAreUnjudgedAndTheRunIsPartial() {
    let record = run(reports: [.hits], gaps: ["API"])
    #expect(record.unjudged.map(\.requirement) == ["API"])
    #expect(record.unjudged.first?.causes.map(\.reason) == ["the reason for API"])
    guard case .partial(let unjudged, allowed: false) = record.verdict else {
      Issue.record("expected a partial verdict, got \(record.verdict)")
      return
    }
    #expect(unjudged.map(\.requirement) == ["API"])
  }

  @Test func onCallsAloneTheRulesOfTheRequestsAreOutOfScope() {
    let record = run(reports: [.calls], gaps: ["HIT"])
    #expect(!record.concerns(record.requirements[1]))
    #expect(record.unjudged == [])
    #expect(record.verdict == .passed)
  }

  @Test func onBothEverythingIsJudged() {
    let record = run(reports: [.calls, .hits], gaps: [])
    #expect(record.requirements.allSatisfy(record.concerns))
    #expect(record.unjudged == [])
    #expect(record.verdict == .passed)
  }
}

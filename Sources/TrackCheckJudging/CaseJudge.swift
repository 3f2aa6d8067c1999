import TrackCheckModel
import TrackCheckPlatform

/// The one judge of a case's evidence, for `run`, `explore` (through the runner) and `collect`: the
/// expected calls against what the implementation or the device showed — its calls, the SDK's requests or
/// both — on the case's timeline, judged under a profile, every finding blamed by the catalogue's rules.
public struct CaseJudge: Sendable {
  /// The catalogue's blame rules; without any, nothing is blamed and a failure lists no findings.
  public var rules: BlameRules
  /// The profile the case is judged by.
  public var profile: Profile

  /// A judge by `rules` under `profile`.
  public init(rules: BlameRules, profile: Profile) {
    self.rules = rules
    self.profile = profile
  }

  /// Judges `testCase`, which owes `expected` on `timeline`, from the `calls` and `requests` reported by an
  /// implementation that reports `reports`, its app's callbacks being `derivation`.
  public func judge(
    _ testCase: TrackingCase, expected: [ExpectedCall], calls: [ActualCall], requests: [RecordedRequest], reports: [Evidence],
    timeline: Timeline, derivation: Derivation, messageIds: EvidenceJudgement.MessageIds = .model
  ) -> CaseVerdict {
    let evidence = EvidenceJudgement(
      expected: expected, calls: calls, requests: requests, reports: reports, platform: testCase.platform, timeline: timeline,
      listed: testCase.requirements, rules: rules, profile: profile, messageIds: messageIds)
    var findings: [Finding] = []
    if !evidence.passed && !rules.isEmpty {
      findings = evidence.findings(of: testCase, derivation: derivation, rules: rules) ?? []
      for index in findings.indices { findings[index].message = Bounds.text(findings[index].message, limit: 2000) }
    }
    return CaseVerdict(result: evidence.passed ? .passed : .failed, findings: findings, evidence: evidence)
  }
}

/// What ``CaseJudge`` found: the result, each finding blamed on one requirement, and the judgement it read
/// them from (the comparison, the requests decoded, the report).
public struct CaseVerdict: Sendable {
  /// Passed or failed: a case judged always has one of the two.
  public var result: CaseResult
  /// What is wrong, each blamed on one requirement (empty for a pass, or without blame rules).
  public var findings: [Finding]
  /// The judgement of the evidence.
  public var evidence: EvidenceJudgement

  /// Whether the case passed.
  public var passed: Bool { result == .passed }
  /// One line: the first difference, or that every call was as expected.
  public var summary: String { evidence.summary }
  /// The full text: the timeline, the differences, the requests and what is wrong on the wire.
  public var report: String { evidence.report }
  /// The requirements the case lists that its evidence cannot judge.
  public var gaps: [RequirementGap] { evidence.gaps }
}

import TrackCheckJudging
import TrackCheckModel
import TrackCheckPlatform

/// Where the collector finds the case a verdict is asked of: one of the suites it loaded, or one a UI test
/// posts in the suites' YAML. The command line reads suites; the collector only asks.
public protocol CollectCases: Sendable {
  /// The suites' case `id`, or why there is none (404 with the closest id).
  func suiteCase(_ id: String) -> Result<PreparedCase, CollectError>
  /// The case `id` (or the only case) of the suite text `yaml`, or why it cannot be judged.
  func given(yaml: String, id: String?) -> Result<PreparedCase, CollectError>
}

/// The verdict of a case from the hits a device sent to `trackcheck collect`: the device's requests judged
/// on hits alone by the one case judge that `run` and `explore` use (``CaseJudge``), against the case's
/// expected calls. The rules a hit cannot show (which SDK API was called) are the case's gaps.
///
/// Where the UI test marked the steps it played (`POST /_trackcheck/step`), each request belongs to the step
/// it arrived during, as a call belongs to the step whose callback it answered in `run`: the timeline is the
/// case's, every expected call at the step that must cause it, so a hit sent at another step is a wrong-step
/// finding. Without marks the hits are compared with the expected calls as one list, in order.
public struct CollectVerdict: Sendable {
  /// Where the cases come from.
  public let cases: any CollectCases
  /// The judge, by the catalogue's rules and the profile.
  public let judge: CaseJudge

  /// A verdict on `cases` by `judge`.
  public init(cases: any CollectCases, judge: CaseJudge) {
    self.cases = cases
    self.judge = judge
  }

  /// How the hits were placed.
  enum Judged: String {
    /// On the case's timeline, each hit at the step marked when it arrived.
    case steps
    /// As one list: no step was marked.
    case list
  }

  /// The verdict on `subject` from `evidence`, as the API answers it (``CollectJudge``).
  public func verdict(_ subject: VerdictSubject, _ evidence: VerdictEvidence) -> Result<JSONValue, CollectError> {
    // The collector judges the SDK's requests: a profile whose requests trackcheck does not read has no verdict to give.
    let profile = judge.profile
    guard profile.decodesHits else {
      return .failure(
        CollectError(
          status: 501,
          "profile \(profile.label) does not read the SDK's tracking requests yet, so a case cannot be judged on what a device sent; "
            + "judge its calls with 'trackcheck run --profile \(profile.id)' and an adapter (docs/PROFILES.md, Not yet)"))
    }
    let found: Result<PreparedCase, CollectError>
    let given: Bool
    switch subject {
    case .suiteCase(let id):
      found = cases.suiteCase(id)
      given = false
    case .given(let yaml, let id):
      found = cases.given(yaml: yaml, id: id)
      given = true
    }
    return found.flatMap { verdict(of: $0, evidence, given: given) }
  }

  private func verdict(of prepared: PreparedCase, _ evidence: VerdictEvidence, given: Bool) -> Result<JSONValue, CollectError> {
    let testCase = prepared.testCase
    let caseID = testCase.id
    guard case .success(let model) = prepared.model else {
      return .failure(CollectError(status: 422, "the platform model cannot play case \(caseID) for the documents' app"))
    }
    let requests = evidence.requests
    var recorded = requests.map(\.recorded)
    let judged: Judged = evidence.marks.isEmpty ? .list : .steps
    // The step of each mark, and of each request: the step of the last mark before it arrived.
    var markSteps: [Int] = []
    var stepOfRequest: [Int?] = Array(repeating: nil, count: requests.count)
    let timeline: Timeline
    let expected: [ExpectedCall]
    switch judged {
    case .list:
      timeline = .flat
      expected = testCase.expectedCalls.map {
        var call = $0
        call.step = nil
        return call
      }
    case .steps:
      switch StepMark.resolve(evidence.marks, steps: testCase.steps, caseID: caseID) {
      case .success(let steps): markSteps = steps
      case .failure(let error): return .failure(error)
      }
      let anchors = StepMark.anchors(of: requests, in: evidence.marks)
      for index in requests.indices {
        stepOfRequest[index] = anchors[index].map { markSteps[$0] }
        // Each step is one "callback" of the timeline: a request arrived during it as a call answers a callback.
        recorded[index].callbackIndex = stepOfRequest[index]
      }
      let summaries = model.timeline.steps
      timeline = Timeline(
        steps: summaries, stepOfCallback: Array(summaries.indices),
        callbackNames: summaries.indices.map { "(the UI test's step \($0 + 1), \(summaries[$0]))" })
      expected = testCase.expectedCalls
    }
    let verdict = judge.judge(
      testCase, expected: expected, calls: [], requests: recorded, reports: [.hits], timeline: timeline, derivation: model.derivation,
      messageIds: .device)
    let judgement = verdict.evidence
    let decoding = judgement.decoding
    let hits = decoding?.hits ?? []
    func number(_ step: Int?) -> JSONValue { step.map { .integer(Int64($0 + 1)) } ?? .null }

    var note: String
    var steps: [JSONValue] = []
    switch judged {
    case .list:
      note =
        "no step was marked (POST /_trackcheck/step): the hits are compared with the expected calls as one list, in order, not step by step"
    case .steps:
      note = "each hit is judged at the step the UI test had marked when it arrived"
      let early = hits.filter { stepOfRequest[$0.request] == nil }
      if !early.isEmpty {
        steps.append(
          .object([
            "step": .null, "summary": "before the first step mark", "marks": [], "expected": [],
            "hits": .array(early.map { .integer(Int64(requests[$0.request].sequence)) }),
          ]))
        note +=
          "; \(early.count) hit\(early.count == 1 ? "" : "s") arrived before the first mark and belong\(early.count == 1 ? "s" : "") to no step of the case (the report calls that place the end of the case)"
      }
      for (index, summary) in model.timeline.steps.enumerated() {
        steps.append(
          .object([
            "step": .integer(Int64(index + 1)), "summary": .string(summary),
            "marks": .array(markSteps.indices.filter { markSteps[$0] == index }.map { .integer(Int64($0 + 1)) }),
            "expected": .array(testCase.expectedCalls.filter { $0.step == index }.map { .object($0.contextData) }),
            "hits": .array(hits.filter { stepOfRequest[$0.request] == index }.map { .integer(Int64(requests[$0.request].sequence)) }),
          ]))
      }
    }
    return .success(
      .object([
        "case": .string(caseID), "given": .bool(given), "outcome": .string(verdict.result.outcome.rawValue),
        "summary": .string(judgement.summary), "device": .string(evidence.device.description), "judged": .string(judged.rawValue),
        "note": .string(note), "requests": .integer(Int64(requests.count)),
        "marks": .array(
          evidence.marks.indices.map { index in
            .object([
              "mark": .integer(Int64(index + 1)), "named": evidence.marks[index].step.json,
              "step": number(index < markSteps.count ? markSteps[index] : nil), "after": .integer(Int64(evidence.marks[index].after)),
            ])
          }),
        "steps": .array(steps),
        "hits": .array(
          hits.map { hit in
            .object([
              "request": .integer(Int64(requests[hit.request].sequence)), "deliveryId": .string(hit.deliveryId),
              "broadlogId": .string(hit.broadlogId), "action": .string(hit.action), "secure": .bool(hit.secure),
              "step": number(stepOfRequest[hit.request]),
            ])
          }),
        "setAside": .array(
          (decoding?.setAside ?? []).map {
            .object(["request": .integer(Int64(requests[$0.request].sequence)), "kind": .string($0.kind.rawValue)])
          }
        ),
        "expected": .array(testCase.expectedCalls.map { .object($0.contextData) }),
        "findings": .array(
          verdict.findings.map {
            .object([
              "requirement": $0.requirement.json, "level": .string($0.level.rawValue), "fault": .string($0.fault.rawValue),
              "step": number($0.step), "message": .string($0.message),
            ])
          }),
        "unjudged": .array(judgement.gaps.map { .object(["requirement": $0.requirement.json, "reason": .string($0.reason)]) }),
        "report": .string(judgement.report),
      ]))
  }
}

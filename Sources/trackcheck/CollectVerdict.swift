import TrackCheckCollect
import TrackCheckJudging
import TrackCheckModel
import TrackCheckPlatform

/// The verdict of a case from the hits a device sent to `trackcheck collect`: the device's requests read as
/// `run` reads an implementation's (``HitDecoding``), judged on hits alone against the case's expected
/// calls, in order. A UI test plays the case's steps itself, so its hits carry no callback: they are
/// compared as one list, and the rules a hit cannot show (which SDK API was called) are the case's gaps.
struct CollectVerdict: Sendable {
  let suites: PreparedSuites

  func judge(_ caseID: String, _ requests: [CollectedRequest]) -> Result<JSONValue, CollectError> {
    guard let prepared = suites.testCase(caseID) else {
      let hint = Suggestions.closest(to: caseID, among: suites.collection.cases.map(\.id)).map { ": did you mean '\($0)'?" } ?? ""
      return .failure(CollectError(status: 404, "no case with id '\(caseID)'\(hint)"))
    }
    let testCase = prepared.testCase
    guard case .success(let model) = prepared.model else {
      return .failure(CollectError(status: 422, "the platform model cannot play case \(caseID) for the documents' app"))
    }
    let recorded = requests.map(\.recorded)
    let unplaced = testCase.expectedCalls.map {
      var call = $0
      call.step = nil
      return call
    }
    let rules = BlameRules(suites.collection.requirements)
    let judgement = EvidenceJudgement(
      expected: unplaced, calls: [], requests: recorded, reports: [.hits], platform: testCase.platform,
      timeline: Timeline(steps: [], stepOfCallback: [], callbackNames: []), listed: testCase.requirements, rules: rules)
    let findings = judgement.findings(of: testCase, derivation: model.derivation, rules: rules) ?? []
    let decoding = judgement.decoding
    return .success(
      .object([
        "case": .string(caseID), "outcome": .string(judgement.passed ? "passed" : "failed"), "summary": .string(judgement.summary),
        "requests": .integer(Int64(requests.count)),
        "hits": .array(
          (decoding?.hits ?? []).map { hit in
            .object([
              "request": .integer(Int64(requests[hit.request].sequence)), "deliveryId": .string(hit.deliveryId),
              "broadlogId": .string(hit.broadlogId), "action": .string(hit.action), "secure": .bool(hit.secure),
            ])
          }),
        "setAside": .array(
          (decoding?.setAside ?? []).map {
            .object(["request": .integer(Int64(requests[$0.request].sequence)), "kind": .string($0.kind.rawValue)])
          }
        ),
        "expected": .array(testCase.expectedCalls.map { .object($0.contextData) }),
        "findings": .array(
          findings.map {
            .object([
              "requirement": .string($0.requirement), "level": .string($0.level.rawValue), "fault": .string($0.fault.rawValue),
              "message": .string($0.message),
            ])
          }),
        "unjudged": .array(judgement.gaps.map { .object(["requirement": .string($0.requirement), "reason": .string($0.reason)]) }),
        "report": .string(judgement.report),
      ]))
  }
}

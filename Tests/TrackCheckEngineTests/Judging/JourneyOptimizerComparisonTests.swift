import Testing
import TrackCheckTestSupport

@testable import TrackCheckJudging
@testable import TrackCheckModel

/// Journey Optimizer's calls as the comparison reads them: the event by `eventType` and the values beside it
/// (`applicationOpened`, `actionId`), the push by its provider message id, and `_xdm` compared as JSON.
@Suite("Comparison under Journey Optimizer")
struct JourneyOptimizerComparisonTests {
  static let profile = TestProfiles.journeyOptimizer
  static let xdm =
    #"{"cjm":{"_experience":{"customerJourneyManagement":{"messageExecution":{"messageExecutionID":"56c4","messageID":"h138a"}}}}}"#

  private func expected(_ action: TrackingAction) -> ExpectedCall {
    ExpectedCall(
      api: .any, deliveryId: IdRules.canonicalJSON(.string(Self.xdm)) ?? "", broadlogId: "push-1", action: action, on: Self.profile)
  }

  private func call(_ members: [(String, JSONValue)], api: String = "handleNotificationResponse") -> ActualCall {
    var context: JSONObject = ["messageId": "push-1", "adobe_xdm": .string(Self.xdm)]
    for (key, value) in members { context[key] = value }
    return ActualCall(api: api, contextData: .object(context), callbackIndex: 0)
  }

  private func findings(_ expected: [ExpectedCall], _ actual: [ActualCall]) -> [CallFinding] {
    CallComparison(expected: expected, actual: actual, profile: Self.profile).findings
  }

  /// The field problems of the one wrong-fields finding, or none.
  private func problems(_ expected: [ExpectedCall], _ actual: [ActualCall]) -> [FieldProblem] {
    findings(expected, actual).flatMap { finding -> [FieldProblem] in
      if case .wrongFields(_, _, let differences) = finding { return differences }
      return []
    }
  }

  @Test func theSDKsEventsPass() {
    let opened = call([("eventType", "pushTracking.applicationOpened"), ("applicationOpened", true)])
    let receive = call([("eventType", "pushTracking.receive"), ("pushNotificationReceived", true)], api: "trackPushReceived")
    let dismiss = call([("eventType", "pushTracking.customAction"), ("applicationOpened", false), ("actionId", "Dismiss")])
    #expect(findings([expected(.receive), expected(.opened), expected(.dismiss)], [receive, opened, dismiss]).isEmpty)
  }

  /// `_xdm` is JSON: re-serialised with its members in another order and with spaces, or sent as an object (iOS), it is the same.
  @Test func anEquivalentXdmIsTheSameValue() {
    let reordered: JSONValue = .string(
      #"{ "cjm" : {"_experience":{"customerJourneyManagement":{"messageExecution":{"messageID":"h138a","messageExecutionID":"56c4"}}}}}"#)
    let object = try? JSONParser.parse(Self.xdm)
    for xdm in [reordered, object ?? .null] {
      let opened = call([("adobe_xdm", xdm), ("eventType", "pushTracking.applicationOpened"), ("applicationOpened", true)])
      #expect(findings([expected(.opened)], [opened]).isEmpty, "\(xdm)")
    }
    let changed = call([
      ("adobe_xdm", .string(#"{"cjm":{}}"#)), ("eventType", "pushTracking.applicationOpened"), ("applicationOpened", true),
    ])
    #expect(problems([expected(.opened)], [changed]).map(\.fault) == [.wrongIds])
  }

  /// A tap reported as a custom action, however it is named, is not the open: the finding says what the open carries.
  @Test func aTapAsACustomActionIsTheWrongEvent() {
    let named = call([("eventType", "pushTracking.customAction"), ("applicationOpened", true), ("actionId", "open")])
    let found = problems([expected(.opened)], [named])
    #expect(found.map(\.fault) == [.wrongAction])
    #expect(found.contains { $0.text.contains("expected \"pushTracking.applicationOpened\"") }, "\(found)")
  }

  /// A button that opened the app and one that did not share a code: `applicationOpened` tells them apart.
  @Test func aButtonThatSaysTheWrongOpenedIsTheWrongEvent() {
    let background = call([("eventType", "pushTracking.customAction"), ("applicationOpened", false), ("actionId", "VIEW")])
    let found = problems([expected(.action)], [background])
    #expect(found.map(\.fault) == [.wrongAction])
    #expect(found.first?.text.hasPrefix("'applicationOpened' is false, expected true") == true, "\(found)")
  }

  /// A call of another product's API is that one finding: not also each value the profile's calls carry.
  @Test func aCampaignCallIsOneFinding() {
    let collect = ActualCall(
      api: "collectMessageInfo", contextData: ["deliveryId": "56c4", "broadlogId": "h138a", "action": "1"], callbackIndex: 0)
    let found = problems([expected(.opened)], [collect])
    #expect(found.contains { $0.fault == .unknownAPI } && found.allSatisfy { !$0.text.contains("applicationOpened") }, "\(found)")
  }
}

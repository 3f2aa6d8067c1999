import Testing
import TrackCheckPlatform
import TrackCheckTestSupport

@testable import TrackCheckJudging
@testable import TrackCheckModel

/// Journey Optimizer's events read as the Edge Network reads them (profile DECISIONS JO-D-11): each push tracking
/// event of an interact request's body is a hit, its content what the push's `_xdm` merges into it.
@Suite("Decoding the Edge Network's push tracking events")
struct EdgeHitDecodingTests {
  static let cjm: JSONObject = [
    "_experience": ["customerJourneyManagement": ["messageExecution": ["messageExecutionID": "56c4", "messageID": "h138a"]]]
  ]
  /// The push's `_xdm` as Android hands it over: JSON text.
  static let xdm = JSONSerializer.string(.object(["cjm": .object(cjm)]))

  /// An event as the Messaging extension builds it and the Edge extension sends it, with what each adds of its own.
  static func event(
    _ eventType: String = "pushTracking.applicationOpened", messageId: String = "push-1", launches: Int64 = 1, actionID: String? = nil,
    content: JSONObject? = cjm, dataset: Bool = true
  ) -> JSONValue {
    var tracking: JSONObject = ["pushProvider": "fcm", "pushProviderMessageID": .string(messageId)]
    if let actionID { tracking["customAction"] = ["actionID": .string(actionID)] }
    var xdm: JSONObject = [
      "eventType": .string(eventType), "pushNotificationTracking": .object(tracking),
      "application": ["launches": ["value": .integer(launches)]],
      "_id": "e-1", "timestamp": "2026-01-01T00:00:00.000Z",
    ]
    if var content, var experience = content["_experience"]?.objectValue, var journey = experience["customerJourneyManagement"]?.objectValue
    {
      journey["messageProfile"] = ["channel": ["_id": "https://ns.adobe.com/xdm/channels/push"]]
      journey["pushChannelContext"] = ["platform": "fcm"]
      experience["customerJourneyManagement"] = .object(journey)
      content["_experience"] = .object(experience)
      for (key, value) in content.members { xdm[key] = value }
    }
    var event: JSONObject = ["xdm": .object(xdm)]
    if dataset { event["meta"] = ["collect": ["datasetId": "ds-1"]] }
    return .object(event)
  }

  static func request(
    _ events: [JSONValue], method: String = "POST", url: String = "https://edge.adobedc.net/ee/v1/interact?configId=ds&requestId=r1",
    callback: Int? = 0
  ) -> RecordedRequest {
    let body: JSONValue = ["xdm": ["identityMap": [:]], "events": .array(events), "meta": [:]]
    return RecordedRequest(method: method, url: url, body: JSONSerializer.string(body), callbackIndex: callback)
  }

  static func decode(_ requests: [RecordedRequest], platform: Platform = .android) -> HitDecoding {
    HitDecoding(requests, platform: platform, format: .edge)
  }

  @Test func anEventIsAHitCarryingItsMessageIdTypeValuesAndContent() throws {
    let decoding = Self.decode([Self.request([Self.event(actionID: "VIEW")])])
    #expect(decoding.problems == [])
    #expect(decoding.kinds == [.trackingHit])
    let hit = try #require(decoding.hits.first)
    #expect(hit.broadlogId == "push-1" && hit.action == "pushTracking.applicationOpened")
    // What the extension adds (its message profile, the event's id and time) is not content.
    #expect(hit.deliveryId == EdgeEvent.content(ofTrackingData: .string(Self.xdm)))
    #expect(hit.values == ["applicationOpened": true, "actionId": "VIEW"])
  }

  @Test func theInteractPathIsReadWithALocationHintAndOtherRequestsAreSetAside() {
    let hinted = Self.decode([Self.request([Self.event()], url: "https://edge.example.com/ee/or2/v1/interact?configId=ds")])
    #expect(hinted.hits.count == 1 && hinted.problems == [])
    // An Edge request without a push tracking event, and a Campaign hit, are not Journey Optimizer's tracking.
    let other = Self.decode([
      Self.request([["xdm": ["eventType": "decisioning.propositionFetch"]]]),
      RecordedRequest(method: "GET", url: "https://c.example.com/r/?id=h1,d1,7&mcId=1", callbackIndex: 0),
    ])
    #expect(other.hits == [] && other.problems == [])
    #expect(other.kinds == [.edge, .other])
  }

  @Test func mixinsWinOverCjmAsTheExtensionMergesThem() {
    let both: JSONValue = ["cjm": ["a": 1], "mixins": ["b": 2]]
    #expect(EdgeEvent.content(ofTrackingData: both) == #"{"b":2}"#)
    #expect(EdgeEvent.content(ofTrackingData: .string("not json")) == "")
    #expect(EdgeEvent.content(ofTrackingData: nil) == "")
  }

  @Test(arguments: [
    (request([event()], method: "GET"), Fault.hitMalformed, "not a POST"),
    (request([event()], url: "http://edge.adobedc.net/ee/v1/interact?configId=ds"), .hitInsecure, "plain HTTP"),
    (request([event()], url: "https://edge.adobedc.net/ee/v1/interact?requestId=r1"), .hitMalformed, "names no datastream"),
    (request([event(dataset: false)]), .hitMalformed, "meta.collect.datasetId"),
    (request([event(messageId: "")]), .hitMalformed, "pushProviderMessageID"),
    (
      RecordedRequest(method: "POST", url: "https://edge.adobedc.net/ee/v1/interact?configId=ds", body: "{", callbackIndex: 0),
      .hitMalformed,
      "not a JSON object"
    ),
  ])
  func whatIsWrongOnTheWireIsSaid(request: RecordedRequest, fault: Fault, words: String) {
    let decoding = Self.decode([request])
    #expect(decoding.problems.map(\.fault) == [fault])
    #expect(decoding.problems.first?.message.contains(words) == true, "\(decoding.problems.map(\.message))")
  }
}

@Suite("Pairing Journey Optimizer's events with their Edge requests")
struct EdgeEvidenceJudgementTests {
  static let profile = TestProfiles.journeyOptimizer
  static let rules = EvidenceJudgementTests.rules

  static func call(_ members: [(String, JSONValue)], api: String = "handleNotificationResponse", xdm: JSONValue? = nil) -> ActualCall {
    var context: JSONObject = ["messageId": "push-1", "adobe_xdm": xdm ?? .string(EdgeHitDecodingTests.xdm)]
    for (key, value) in members { context[key] = value }
    return ActualCall(api: api, contextData: .object(context), callbackIndex: 0)
  }

  static let opened = call([("eventType", "pushTracking.applicationOpened"), ("applicationOpened", true)])
  static let dismiss = call([("eventType", "pushTracking.customAction"), ("applicationOpened", false), ("actionId", "Dismiss")])

  static func expected(_ action: TrackingAction) -> ExpectedCall {
    ExpectedCall(
      api: .any, deliveryId: IdRules.canonicalJSON(.string(EdgeHitDecodingTests.xdm)) ?? "", broadlogId: "push-1", action: action,
      on: profile)
  }

  func judge(_ calls: [ActualCall], _ events: [JSONValue], reports: [Evidence] = [.calls, .hits], expected: [ExpectedCall]? = nil)
    -> EvidenceJudgement
  {
    let requests = events.map { EdgeHitDecodingTests.request([$0]) }
    return EvidenceJudgement(
      expected: expected ?? [], calls: calls, requests: requests, reports: reports, platform: .android, timeline: .flat,
      listed: EvidenceJudgementTests.testCase.requirements, rules: Self.rules, profile: Self.profile)
  }

  @Test func theSDKsEventsPairWithTheirCalls() {
    let judgement = judge(
      [Self.opened, Self.dismiss],
      [EdgeHitDecodingTests.event(), EdgeHitDecodingTests.event("pushTracking.customAction", launches: 0, actionID: "Dismiss")])
    #expect(judgement.wire == [])
    // iOS hands `_xdm` over as a dictionary; a receive without `_xdm` is sent with no content.
    let ios = Self.call(
      [("eventType", "pushTracking.applicationOpened"), ("applicationOpened", true)],
      xdm: try? JSONParser.parse(EdgeHitDecodingTests.xdm))
    let bare = Self.call([("eventType", "pushTracking.receive")], api: "trackPushReceived", xdm: .null)
    #expect(
      judge([ios, bare], [EdgeHitDecodingTests.event(), EdgeHitDecodingTests.event("pushTracking.receive", launches: 0, content: nil)]).wire
        == [])
  }

  @Test(arguments: [
    (EdgeHitDecodingTests.event("pushTracking.customAction"), "eventType 'pushTracking.customAction' where the call makes"),
    (EdgeHitDecodingTests.event(messageId: "h138a"), "pushProviderMessageID 'h138a' where the call passed messageId 'push-1'"),
    (EdgeHitDecodingTests.event(content: nil), "none of the content of the push's _xdm"),
    (EdgeHitDecodingTests.event(launches: 0), "application.launches.value 0 where the call passed applicationOpened true"),
  ])
  func eachWrongValueIsNamed(event: JSONValue, words: String) {
    let judgement = judge([Self.opened], [event])
    #expect(judgement.wire.map(\.fault) == [.hitMismatch])
    let message = judgement.wire.first?.message ?? ""
    #expect(message.contains(words) && message.contains("Journey Optimizer counts"), "\(message)")
  }

  @Test func onHitsAloneAnEventIsComparedAsItsCallWouldBe() {
    let event = EdgeHitDecodingTests.event("pushTracking.customAction", launches: 0, actionID: "Dismiss")
    #expect(judge([], [event], reports: [.hits], expected: [Self.expected(.dismiss)]).passed)
    // The launch count contradicts the dismissal: the event is another one of the same type.
    let launched = EdgeHitDecodingTests.event("pushTracking.customAction", launches: 1, actionID: "Dismiss")
    let judgement = judge([], [launched], reports: [.hits], expected: [Self.expected(.dismiss)])
    #expect(!judgement.passed)
    #expect(judgement.comparison.report.contains("applicationOpened is true, expected false"), "\(judgement.comparison.report)")
  }
}

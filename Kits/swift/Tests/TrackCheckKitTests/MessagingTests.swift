import Foundation
import Testing

@testable import TrackCheckKit

/// AEPMessaging's push API (5.14.0 for iOS): `handleNotificationResponse` recorded as the event the SDK makes from the
/// response — the default action opened the app, a dismissal is "Dismiss", a button opened it when its registered
/// action has `.foreground` — and nothing for a payload without `_xdm`.
@Suite(.serialized) @MainActor struct MessagingTests {
  static let xdm: [String: Any] = ["cjm": ["_experience": ["customerJourneyManagement": [:] as [String: Any]]]]

  static func response(_ action: String, userInfo: [AnyHashable: Any], identifier: String = "push-1") -> UNNotificationResponse {
    UNNotificationResponse(notification: UNNotification(userInfo: userInfo, identifier: identifier), actionIdentifier: action)
  }

  static func recorded() -> String { JSONText.text(TrackingRecorder.shared.reportedCalls()) }

  @Test func aTapIsApplicationOpenedAndADismissalTheCustomActionDismiss() {
    _ = TrackingRecorder.shared.take()
    var statuses: [PushTrackingStatus] = []
    Messaging.handleNotificationResponse(
      Self.response(UNNotificationDefaultActionIdentifier, userInfo: ["_xdm": Self.xdm]), closure: { statuses.append($0) })
    Messaging.handleNotificationResponse(Self.response(UNNotificationDismissActionIdentifier, userInfo: ["_xdm": Self.xdm]))
    #expect(
      Self.recorded()
        == #"[{"api":"handleNotificationResponse","contextData":{"adobe_xdm":{"cjm":{"_experience":{"customerJourneyManagement":{}}}},"#
        + #""applicationOpened":true,"eventType":"pushTracking.applicationOpened","messageId":"push-1"}},"#
        + #"{"api":"handleNotificationResponse","contextData":{"actionId":"Dismiss","adobe_xdm":{"cjm":{"_experience":{"customerJourneyManagement":{}}}},"#
        + #""applicationOpened":false,"eventType":"pushTracking.customAction","messageId":"push-1"}}]"#)
    #expect(statuses == [.trackingInitiated])
  }

  @Test func aButtonOpenedTheAppWhenItsRegisteredActionHasForeground() {
    _ = TrackingRecorder.shared.take()
    UNUserNotificationCenter.current().setNotificationCategories([
      UNNotificationCategory(
        identifier: "OFFER",
        actions: [
          UNNotificationAction(identifier: "VIEW", title: "View", options: [.foreground]),
          UNNotificationAction(identifier: "LATER", title: "Later"),
        ],
        intentIdentifiers: [])
    ])
    let userInfo: [AnyHashable: Any] = ["_xdm": Self.xdm, "aps": ["category": "OFFER"]]
    Messaging.handleNotificationResponse(Self.response("VIEW", userInfo: userInfo))
    Messaging.handleNotificationResponse(Self.response("LATER", userInfo: userInfo))
    Messaging.handleNotificationResponse(Self.response("UNKNOWN", userInfo: userInfo))
    let opened = TrackingRecorder.shared.take().map {
      ($0.contextData?["actionId"] as? String ?? "", $0.contextData?["applicationOpened"] as? Bool)
    }
    #expect(opened.map(\.0) == ["VIEW", "LATER", "UNKNOWN"])
    #expect(opened.map(\.1) == [true, false, false])
  }

  @Test func withoutXdmOrIdentifierNothingIsDispatched() {
    _ = TrackingRecorder.shared.take()
    var statuses: [PushTrackingStatus] = []
    let tap = UNNotificationDefaultActionIdentifier
    Messaging.handleNotificationResponse(Self.response(tap, userInfo: ["_mId": "h1"]), closure: { statuses.append($0) })
    // A wrapper that hands the SDK _xdm as JSON text: iOS reads a dictionary only.
    Messaging.handleNotificationResponse(Self.response(tap, userInfo: ["_xdm": "{\"cjm\":{}}"]), closure: { statuses.append($0) })
    Messaging.handleNotificationResponse(Self.response(tap, userInfo: ["_xdm": Self.xdm], identifier: ""), closure: { statuses.append($0) })
    #expect(TrackingRecorder.shared.take().isEmpty)
    #expect(statuses == [.noTrackingData, .noTrackingData, .invalidMessageId])
  }

  @Test func reportingHitsEachResponseIsAnEdgeRequestWithItsXdmAndDataset() throws {
    _ = TrackingRecorder.shared.take()
    _ = NetworkRecorder.shared.take()
    CampaignHits.configure(sending: true, platform: "ios")
    defer {
      CampaignHits.configure(sending: false, platform: "ios")
      EdgeHits.configured.withLock { $0 = [:] }
      _ = TrackingRecorder.shared.take()
      _ = NetworkRecorder.shared.take()
    }
    let xdm: [String: Any] = ["cjm": ["_experience": ["customerJourneyManagement": ["messageExecution": ["messageID": "m1"]]]]]
    Messaging.handleNotificationResponse(Self.response(UNNotificationDismissActionIdentifier, userInfo: ["_xdm": xdm]))
    Messaging.handleNotificationResponse(Self.response(UNNotificationDefaultActionIdentifier, userInfo: [:]))  // refused
    let sent = NetworkRecorder.shared.take()
    try #require(sent.count == 1)
    #expect(
      sent[0].method == "POST" && sent[0].url.hasPrefix("https://edge.adobedc.net/ee/v1/interact?configId=trackcheck-datastream&requestId=")
    )
    let body = try #require(try JSONSerialization.jsonObject(with: Data(sent[0].body.utf8)) as? [String: Any])
    let event = try #require((body["events"] as? [[String: Any]])?.first)
    #expect(JSONText.text(event["meta"]) == #"{"collect":{"datasetId":"trackcheck-push-tracking-dataset"}}"#)
    let sentXDM = try #require(event["xdm"] as? [String: Any])
    #expect(sentXDM["eventType"] as? String == "pushTracking.customAction")
    #expect(JSONText.text(sentXDM["application"]) == #"{"launches":{"value":0}}"#)
    #expect(JSONText.text((sentXDM["pushNotificationTracking"] as? [String: Any])?["customAction"]) == #"{"actionID":"Dismiss"}"#)
    let journey = (sentXDM["_experience"] as? [String: Any])?["customerJourneyManagement"] as? [String: Any]
    #expect(JSONText.text(journey?["pushChannelContext"]) == #"{"platform":"apns"}"#)
    // No dataset configured: the SDK sends nothing, though the call is made.
    MobileCore.updateConfigurationWith(configDict: ["messaging.eventDataset": ""])
    Messaging.handleNotificationResponse(Self.response(UNNotificationDefaultActionIdentifier, userInfo: ["_xdm": xdm]))
    #expect(NetworkRecorder.shared.take().isEmpty)
  }
}

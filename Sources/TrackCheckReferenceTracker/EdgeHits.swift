import Foundation

/// The Journey Optimizer app's requests: each event the Messaging extension dispatches, sent by the Edge extension
/// as an experience event in its own interact request (docs/profiles/journey-optimizer.md §13; AEPSDK-MESSAGING-ANDROID
/// `MessagingExtension.handleTrackingInfo`, AEPSDK-EDGE-ANDROID `EdgeEndpoint`, `RequestBuilder`, `EdgeHitProcessor`).
/// Ids and timestamps are numbered, not drawn, so that a run's report is the same every time.
struct EdgeHits {
  /// The Edge Network's default domain, which the reference app does not change (`edge.domain`).
  static let domain = "edge.adobedc.net"
  /// The reference app's datastream (`edge.configId`) and the dataset its events go to (`messaging.eventDataset`).
  static let configId = "trackcheck-datastream"
  static let datasetId = "trackcheck-push-tracking-dataset"

  let fault: Fault?

  /// The requests the Edge extension sends for `calls` (the Messaging events) on `platform`, in order.
  func requests(for calls: [PushTracker.Call], platform: String) -> [[String: Any]] {
    var requests: [[String: Any]] = []
    for call in calls where ["handleNotificationResponse", "trackPushReceived"].contains(call.api) {
      guard var messageId = call.contextData["messageId"] as? String, !messageId.isEmpty,
        var eventType = call.contextData["eventType"] as? String, !eventType.isEmpty
      else { continue }
      var opened = call.contextData["applicationOpened"] as? Bool ?? false
      let actionId = call.contextData["actionId"] as? String
      if fault == .hitDropped && eventType == "pushTracking.applicationOpened" { continue }
      if fault == .hitWrongAction && eventType == "pushTracking.applicationOpened" { eventType = "pushTracking.customAction" }
      if fault == .joHitCampaignMessageId, let mId = (Self.trackingData(call.contextData["adobe_xdm"]))?.campaignMessageId {
        messageId = mId
      }
      if fault == .joHitLaunchesAlways && eventType != "pushTracking.receive" { opened = true }
      var tracking: [String: Any] = ["pushProvider": platform == "ios" ? "apns" : "fcm", "pushProviderMessageID": messageId]
      if let actionId { tracking["customAction"] = ["actionID": actionId] }
      var xdm: [String: Any] = [
        "eventType": eventType, "pushNotificationTracking": tracking, "application": ["launches": ["value": opened ? 1 : 0]],
      ]
      if fault != .joHitXDMDropped, let content = Self.trackingData(call.contextData["adobe_xdm"])?.mixins {
        xdm.merge(Self.withMessageProfile(content, platform: platform)) { _, merged in merged }
      }
      let number = requests.count + 1
      xdm["_id"] = Self.uuid(number, kind: 1)
      xdm["timestamp"] = "2026-01-01T00:00:\(String(format: "%02d", number % 60)).000Z"
      var event: [String: Any] = ["xdm": xdm]
      if fault != .joHitNoDataset { event["meta"] = ["collect": ["datasetId": Self.datasetId]] }
      let body: [String: Any] = [
        "xdm": [
          "identityMap": ["ECID": [["id": CampaignHits.ecid, "authenticatedState": "ambiguous", "primary": false]]],
          "implementationDetails": [
            "name": "https://ns.adobe.com/experience/mobilesdk/\(platform)", "version": "3.0.0+3.0.2", "environment": "app",
          ],
        ],
        "events": [event],
        "meta": ["konductorConfig": ["streaming": ["enabled": true, "recordSeparator": "\u{0}", "lineFeed": "\n"]]],
      ]
      let text = String(decoding: (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
      let scheme = fault == .hitOverHTTP ? "http" : "https"
      let request: [String: Any] = [
        "method": "POST",
        "url": "\(scheme)://\(Self.domain)/ee/v1/interact?configId=\(Self.configId)&requestId=\(Self.uuid(number, kind: 2))",
        "headers": ["accept": "application/json", "Content-Type": "application/json"], "body": text,
      ]
      requests.append(request)
      if fault == .hitTwice && eventType == "pushTracking.receive" { requests.append(request) }
    }
    return requests
  }

  /// What the extension reads from a call's `adobe_xdm` (a JSON string on Android, a dictionary on iOS): its `mixins`,
  /// else its `cjm`, and the Campaign message id a migrating app still has in it.
  private static func trackingData(_ value: Any?) -> (mixins: [String: Any]?, campaignMessageId: String?)? {
    var object = value as? [String: Any]
    if object == nil, let text = value as? String, let data = text.data(using: .utf8) {
      object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
    guard let object else { return nil }
    let mixins = object["mixins"] as? [String: Any] ?? object["cjm"] as? [String: Any]
    let execution = ((mixins?["_experience"] as? [String: Any])?["customerJourneyManagement"] as? [String: Any])?["messageExecution"]
    return (mixins, (execution as? [String: Any])?["messageID"] as? String)
  }

  /// `content` with the message profile and push channel context the extension adds to its journey data (`MESSAGE_PROFILE_JSON`).
  private static func withMessageProfile(_ content: [String: Any], platform: String) -> [String: Any] {
    guard var experience = content["_experience"] as? [String: Any],
      var journey = experience["customerJourneyManagement"] as? [String: Any]
    else { return content }
    journey["messageProfile"] = ["channel": ["_id": "https://ns.adobe.com/xdm/channels/push"]]
    journey["pushChannelContext"] = ["platform": platform == "ios" ? "apns" : "fcm"]
    experience["customerJourneyManagement"] = journey
    var result = content
    result["_experience"] = experience
    return result
  }

  /// A UUID numbered `number` (kind 1: an event's, 2: a request's).
  private static func uuid(_ number: Int, kind: Int) -> String {
    String(format: "00000000-0000-4000-800%d-%012d", kind, number)
  }
}

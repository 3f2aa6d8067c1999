import Foundation
import Synchronization

/// The Edge Network requests of Journey Optimizer's push tracking, as the kit's ``Messaging`` stand-in sends them
/// when the adapter reports hits: each event the Messaging extension dispatches, sent by the Edge extension as one
/// experience event in its own request (AEPMessaging 5.14.0 `sendPushInteraction`, `addAdobeData`; AEPEdge
/// `EdgeEndpoint`, `RequestBuilder`; docs/profiles/journey-optimizer.md, sections 4 and 13):
/// `POST https://{edge.domain}/ee/v1/interact?configId={edge.configId}&requestId={UUID}`, the event's `xdm`
/// (`eventType`, `pushNotificationTracking` with `pushProvider` `apns`, `application.launches.value`, the `_xdm`'s
/// `mixins` else `cjm` merged in with the message profile added to its journey data, `_id`, `timestamp`) and
/// `meta.collect.datasetId`. The same rules and defaults as the Java, Python and Node kits: `edge.domain` else
/// `edge.adobedc.net`, the kit's datastream and dataset unless the app configures its own, nothing sent for a blank one.
public enum EdgeHits {
  /// The Edge Network's domain when the app configures none.
  public static let defaultDomain = "edge.adobedc.net"
  /// The datastream used when the app configures none.
  public static let defaultDatastream = "trackcheck-datastream"
  /// The dataset used when the app configures none.
  public static let defaultDataset = "trackcheck-push-tracking-dataset"
  static let keys = ["edge.domain", "edge.configId", "messaging.eventDataset"]

  /// The Edge and Messaging keys the app configured: a value that is not a string is kept as `nil` (blank).
  static let configured = Mutex([String: String?]())

  /// The app's configuration, as `updateConfigurationWith(configDict:)` gives it.
  static func configuration(_ values: [String: Any]) {
    configured.withLock { configured in
      for key in keys where values[key] != nil { configured[key] = .some(values[key] as? String) }
    }
  }

  static func setting(_ key: String, default fallback: String) -> String {
    configured.withLock { configured in
      guard let entry = configured[key] else { return fallback }
      return (entry ?? "").trimmingCharacters(in: .whitespaces)
    }
  }

  /// `addAdobeData`: `_xdm`'s `mixins`, else its `cjm`, with the message profile and push channel context put into
  /// its `_experience.customerJourneyManagement`; nothing when neither is a dictionary.
  static func mixins(_ adobeXDM: Any?) -> [String: Any] {
    guard let tracking = adobeXDM as? [String: Any],
      var content = tracking["mixins"] as? [String: Any] ?? tracking["cjm"] as? [String: Any]
    else { return [:] }
    if var experience = content["_experience"] as? [String: Any], var journey = experience["customerJourneyManagement"] as? [String: Any] {
      journey["messageProfile"] = ["channel": ["_id": "https://ns.adobe.com/xdm/channels/push"]]
      journey["pushChannelContext"] = ["platform": "apns"]
      experience["customerJourneyManagement"] = journey
      content["_experience"] = experience
    }
    return content
  }

  /// The request body the Edge extension sends for the Messaging `event`, to `dataset`.
  static func body(_ event: [String: Any], dataset: String) -> [String: Any] {
    var tracking: [String: Any] = ["pushProvider": "apns", "pushProviderMessageID": event["messageId"] ?? ""]
    if let actionId = event["actionId"] { tracking["customAction"] = ["actionID": actionId] }
    var xdm: [String: Any] = [
      "eventType": event["eventType"] ?? "", "pushNotificationTracking": tracking,
      "application": ["launches": ["value": event["applicationOpened"] as? Bool == true ? 1 : 0]],
    ]
    xdm.merge(mixins(event["adobe_xdm"])) { _, merged in merged }
    xdm["_id"] = UUID().uuidString
    // As AEPEdge writes it: ISO 8601 with milliseconds (`2026-11-29T12:00:00.000Z`).
    let format = ISO8601DateFormatter()
    format.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    xdm["timestamp"] = format.string(from: Date())
    return [
      "events": [["xdm": xdm, "meta": ["collect": ["datasetId": dataset]]]],
      "meta": ["konductorConfig": ["streaming": ["enabled": true, "recordSeparator": "\u{0}", "lineFeed": "\n"]]],
    ]
  }

  /// What the Edge extension does with an event the Messaging extension dispatched: the request it sends, if any.
  static func process(_ event: [String: Any]) {
    guard CampaignHits.state.withLock({ $0.sending }) else { return }
    let dataset = setting("messaging.eventDataset", default: defaultDataset)
    let datastream = setting("edge.configId", default: defaultDatastream)
    guard !dataset.isEmpty, !datastream.isEmpty else { return }
    let configuredDomain = setting("edge.domain", default: defaultDomain)
    let domain = configuredDomain.isEmpty ? defaultDomain : configuredDomain
    guard let url = URL(string: "https://\(domain)/ee/v1/interact?configId=\(datastream)&requestId=\(UUID().uuidString)"),
      let body = try? JSONSerialization.data(withJSONObject: body(event, dataset: dataset), options: [.sortedKeys])
    else { return }
    let request = NetworkRequest(
      url: url, httpMethod: .post, connectPayloadData: body,
      httpHeaders: ["accept": "application/json", "Content-Type": "application/json"])
    ServiceProvider.shared.networkService.connectAsync(networkRequest: request, completionHandler: nil)
  }
}

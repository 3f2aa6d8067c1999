import Foundation

/// The reference tracker's SDK, as far as its requests go: the Campaign extension's tracking hit for each call
/// it accepts, built as each platform's extension builds it (docs/SOURCES.md, AEPSDK-CAMPAIGN-IOS
/// `URL+Campaign.swift` `buildTrackingUrl`: `URLComponents`, the query percent-encoded, no URL for a
/// `host:port` server; AEPSDK-CAMPAIGN-ANDROID `CampaignConstants.CAMPAIGN_TRACKING_URL` through
/// `String.format`, nothing encoded). Reported as protocol `requests` when the tracker reports hits.
struct CampaignHits {
  /// The `campaign.server` the reference app is configured with.
  static let server = "campaign.example.com"
  /// The ECID the reference app's Identity extension holds.
  static let ecid = "43174937127634517389425386451364813219"

  let fault: Fault?

  /// The requests the SDK sends for `calls` on `platform`, in order.
  func requests(for calls: [PushTracker.Call], platform: String) -> [[String: Any]] {
    var requests: [[String: Any]] = []
    for call in calls {
      // collectMessageInfo, or trackAction("tracking") with its postback rule; the SDK reads three non-empty strings.
      guard call.api == "collectMessageInfo" || (call.api == "trackAction" && call.actionName == "tracking"),
        let broadlogId = call.contextData["broadlogId"] as? String, !broadlogId.isEmpty,
        let deliveryId = call.contextData["deliveryId"] as? String, !deliveryId.isEmpty,
        var action = call.contextData["action"] as? String, !action.isEmpty
      else { continue }
      if fault == .hitDropped && action == "2" { continue }
      if fault == .hitWrongAction && action == "2" { action = "1" }
      guard var url = Self.trackingURL(platform: platform, broadlogId: broadlogId, deliveryId: deliveryId, action: action) else { continue }
      if fault == .hitWithoutECID, let range = url.range(of: "&mcId=") { url = String(url[..<range.lowerBound]) }
      if fault == .hitOverHTTP { url = "http://" + url.dropFirst("https://".count) }
      let request: [String: Any] = [
        "method": "GET", "url": url, "headers": ["Content-Type": "application/json", "Accept": "*/*"], "body": "",
      ]
      requests.append(request)
      if fault == .hitTwice && action == "7" { requests.append(request) }
    }
    return requests
  }

  /// `https://{server}/r/?id={broadlogId},{deliveryId},{action}&mcId={ecid}`, as `platform`'s extension builds it.
  static func trackingURL(platform: String, broadlogId: String, deliveryId: String, action: String) -> String? {
    guard platform == "ios" else {
      return "https://\(server)/r/?id=\(broadlogId),\(deliveryId),\(action)&mcId=\(ecid)"
    }
    var components = URLComponents()
    components.scheme = "https"
    components.host = server
    components.path = "/r/"
    components.queryItems = [
      URLQueryItem(name: "id", value: "\(broadlogId),\(deliveryId),\(action)"), URLQueryItem(name: "mcId", value: ecid),
    ]
    return components.url?.absoluteString
  }
}

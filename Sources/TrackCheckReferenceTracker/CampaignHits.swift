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
  /// The extension the app tracks through: Campaign Standard's, or Campaign Classic's (`ClassicHits`).
  var spec: PushTracker.Spec = .campaignStandard

  /// The requests the SDK sends for `calls` on `platform`, in order.
  func requests(for calls: [PushTracker.Call], platform: String) -> [[String: Any]] {
    if spec == .campaignClassic { return ClassicHits(fault: fault).requests(for: calls, platform: platform) }
    if spec == .journeyOptimizer { return EdgeHits(fault: fault).requests(for: calls, platform: platform) }
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

/// The Campaign Classic extension's requests (docs/profiles/campaign-classic.md §2 and §4): for each
/// `trackNotificationReceive` (tag 1) and `trackNotificationClick` (tag 2) whose `_dId` is a non-blank string
/// and `_mId` a decimal integer or a UUID, `GET https://{campaignclassic.trackingServer}/r/?id=h{messageId},{_dId},{tag}`,
/// no body, no headers, the UUID as it is, the decimal in lower-case hexadecimal; Android formats the URL
/// without encoding it, iOS parses it with `URL(string:)`.
struct ClassicHits {
  /// The `campaignclassic.trackingServer` the reference app is configured with.
  static let server = "tracking.example.com"

  let fault: Fault?

  /// The requests the extension sends for `calls` on `platform`, in order.
  func requests(for calls: [PushTracker.Call], platform: String) -> [[String: Any]] {
    var requests: [[String: Any]] = []
    for call in calls {
      guard var tag = ["trackNotificationReceive": "1", "trackNotificationClick": "2"][call.api],
        let deliveryId = call.contextData["_dId"] as? String, !deliveryId.trimmingCharacters(in: .whitespaces).isEmpty,
        let broadlogId = call.contextData["_mId"] as? String, var messageId = Self.messageID(broadlogId, platform: platform)
      else { continue }
      if fault == .hitDropped && tag == "2" { continue }
      if fault == .hitWrongAction && tag == "2" { tag = "1" }
      if fault == .classicHitDecimal, Int64(broadlogId) != nil { messageId = broadlogId }
      guard var url = Self.trackingURL(platform: platform, messageId: messageId, deliveryId: deliveryId, tag: tag) else { continue }
      if fault == .classicHitECID { url += "&mcId=\(CampaignHits.ecid)" }
      if fault == .hitOverHTTP { url = "http://" + url.dropFirst("https://".count) }
      let request: [String: Any] = ["method": "GET", "url": url, "headers": [String: String](), "body": ""]
      requests.append(request)
      if fault == .hitTwice && tag == "1" { requests.append(request) }
    }
    return requests
  }

  /// The id's message value for `broadlogId`: a UUID as it is, a decimal in lower-case hexadecimal (Android: the
  /// 64-bit value, a negative one that fits 32 bits in 32-bit two's complement; iOS: `%02x`); `nil`: nothing is sent.
  static func messageID(_ broadlogId: String, platform: String) -> String? {
    if UUID(uuidString: broadlogId) != nil { return broadlogId }
    let digits = broadlogId.first == "-" || broadlogId.first == "+" ? broadlogId.dropFirst() : Substring(broadlogId)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int64(broadlogId) else { return nil }
    if platform == "ios" { return String(format: "%02x", Int(value)) }
    if value < 0, let small = Int32(exactly: value) { return String(UInt32(bitPattern: small), radix: 16) }
    return String(UInt64(bitPattern: value), radix: 16)
  }

  /// `https://{server}/r/?id=h{messageId},{deliveryId},{tag}`, as `platform`'s extension builds it.
  static func trackingURL(platform: String, messageId: String, deliveryId: String, tag: String) -> String? {
    let text = "https://\(server)/r/?id=h\(messageId),\(deliveryId),\(tag)"
    return platform == "ios" ? URL(string: text)?.absoluteString : text
  }
}

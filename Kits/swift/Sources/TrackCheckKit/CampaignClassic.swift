import Foundation
import Synchronization

/// AEPCampaignClassic's `CampaignClassic` extension (Adobe Campaign Classic / Campaign v8), as AEPCampaignClassic 5.0.0
/// for iOS declares it (adobe/aepsdk-campaignclassic-ios@ff0d579d, `CampaignClassic.swift` and
/// `CampaignClassic+PublicAPI.swift`; docs/profiles/campaign-classic.md, section 1).
///
/// Its two tracking calls are recorded and reported as `trackNotificationReceive` and `trackNotificationClick`, the
/// dictionary as passed (taken as JSON as ``ACPCore/collectMessageInfo(_:)`` takes its `userInfo`). The public
/// methods check nothing, as iOS's do (an event is always dispatched and the extension decides), so every call is
/// recorded, an empty dictionary too. Registering the device and the version report nothing.
/// `MobileCore.registerExtensions([CampaignClassic.self])` registers it. When the adapter reports hits, each call that
/// passes the extension's gates sends its tracking request (``CampaignClassicHits``).
public class CampaignClassic: NSObject {
  /// `CampaignClassic.extensionVersion`: the AEPCampaignClassic version these stand-ins follow.
  public static let extensionVersion = "5.0.0"

  /// `CampaignClassic.registerDevice(token:userKey:additionalParameters:)`: registration with the Campaign Classic
  /// marketing server, not a tracking call; nothing is reported.
  public static func registerDevice(token: Data, userKey: String?, additionalParameters: [String: Any]?) {}

  /// `CampaignClassic.trackNotificationClick(withUserInfo:)`: recorded as `trackNotificationClick`.
  public static func trackNotificationClick(withUserInfo userInfo: [AnyHashable: Any]) {
    TrackingRecorder.shared.record(.init(api: "trackNotificationClick", action: nil, contextData: TrackingRecorder.dictionary(userInfo)))
    CampaignClassicHits.process(tag: CampaignClassicHits.clickTag, userInfo: userInfo)
  }

  /// `CampaignClassic.trackNotificationReceive(withUserInfo:)`: recorded as `trackNotificationReceive`.
  public static func trackNotificationReceive(withUserInfo userInfo: [AnyHashable: Any]) {
    TrackingRecorder.shared.record(.init(api: "trackNotificationReceive", action: nil, contextData: TrackingRecorder.dictionary(userInfo)))
    CampaignClassicHits.process(tag: CampaignClassicHits.receiveTag, userInfo: userInfo)
  }
}

/// The Campaign Classic extension's tracking requests, as the kit's ``CampaignClassic`` sends them when the adapter
/// reports hits: for each `trackNotificationReceive` (tag `1`) or `trackNotificationClick` (tag `2`) that passes the
/// extension's gates, a `GET` with no body and no headers through ``ServiceProvider/networkService`` to
/// `URL(string: String(format: "https://%@/r/?id=h%@,%@,%@", trackingServer, messageId, deliveryId, tag))`
/// (AEPCampaignClassic 5.0.0 for iOS, aepsdk-campaignclassic-ios@ff0d579d: `CampaignClassicConstants.TRACKING_API_URL_BASE`,
/// `CampaignClassic.handleTrackEvent`; docs/profiles/campaign-classic.md, sections 2 and 4).
///
/// The gates, in the extension's order:
/// - privacy opted in: the stand-ins' SDK always is, as for Campaign Standard's hits;
/// - `campaignclassic.trackingServer`: the app's (`MobileCore.updateConfigurationWith(configDict:)`; a value that is
///   not a string, or is empty, sends nothing), else ``defaultTrackingServer``, as `configureWith(appId:)`'s
///   configuration would hold one;
/// - `_dId` and `_mId`: read `as? String`, not empty (`Event+CampaignClassic.swift`): a number is missing, a blank
///   string is not;
/// - `_mId` a UUID (kept as it is) or an integer (its hex: ``messageID(_:)``); anything else sends nothing;
/// - `URL(string:)` makes a URL of it: Foundation's own here (in Swift 6 it percent-encodes what a URL cannot hold,
///   and refuses a host it cannot hold; whether every iOS version does so is not verified: the research page, 4.3).
///
/// These are the iOS extension's rules; in an Android session, the Android extension's (AEPCampaignClassic 3.1.4
/// for Android, aepsdk-campaignclassic-android@fe21bacd: `TrackRequestManager`): the map read with
/// `DataReader.optStringMap` (every key and value a string, or no ids), `_dId`/`_mId` not blank, `_mId` a UUID or a
/// decimal whose hex it sends (``androidMessageID(_:)``), the URL formatted with nothing encoded and sent as text,
/// no headers.
public enum CampaignClassicHits {
  /// The `campaignclassic.trackingServer` used when the app configures none.
  public static let defaultTrackingServer = "tracking.example.com"
  /// `TRACK_RECEIVE_TAG_ID`.
  public static let receiveTag = "1"
  /// `TRACK_CLICK_TAG_ID`.
  public static let clickTag = "2"
  /// `CampaignClassicConstants.Default.NETWORK_TIMEOUT`, seconds.
  static let timeout: TimeInterval = 30
  static let trackingServerKey = "campaignclassic.trackingServer"

  /// The app's `campaignclassic.trackingServer`: not configured, or configured (nil when not a string).
  enum TrackingServer: Sendable, Equatable {
    case notConfigured
    case configured(String?)
  }

  static let trackingServer = Mutex(TrackingServer.notConfigured)

  /// The app's configuration, as `updateConfigurationWith(configDict:)` gives it: its `campaignclassic.trackingServer`.
  static func configuration(_ values: [String: Any]) {
    guard let value = values[trackingServerKey] else { return }
    trackingServer.withLock { $0 = .configured(value as? String) }
  }

  /// The `id`'s message part the iOS extension makes of `_mId` (`transformBroadLogId`), or nil when it sends nothing: a
  /// UUID (`UUID(uuidString:)`) as it is; an `Int` as `String(format: "%02x", value)`, which Foundation formats from
  /// the value's low 32 bits, padding 0-15 to two digits (on Linux, measured; on a device, values beyond 32 bits and
  /// negative ones are not verified: the research page, 4.2).
  public static func messageID(_ broadlogId: String) -> String? {
    if UUID(uuidString: broadlogId) != nil { return broadlogId }
    guard let value = Int(broadlogId) else { return nil }
    return String(format: "%02x", value)
  }

  /// The tracking URL the iOS extension builds for a call with `userInfo` and `tag` sent to `server`, as
  /// `url.absoluteString`, or nil when it sends nothing (a gate above).
  public static func trackingURL(server: String?, userInfo: [AnyHashable: Any], tag: String) -> String? {
    guard let server, !server.isEmpty, let deliveryId = userInfo["_dId"] as? String, !deliveryId.isEmpty,
      let broadlogId = userInfo["_mId"] as? String, !broadlogId.isEmpty, let messageId = messageID(broadlogId)
    else { return nil }
    return URL(string: "https://\(server)/r/?id=h\(messageId),\(deliveryId),\(tag)")?.absoluteString
  }

  /// The `id`'s message part the Android extension makes of `_mId`, or nil when it sends nothing: a UUID as it is;
  /// a negative decimal that fits 32 bits as the hex of its 32-bit two's complement (`String.format("%x",
  /// messageId.toInt())`); any other decimal that fits 64 bits as the hex of the 64-bit value, no padding.
  public static func androidMessageID(_ broadlogId: String) -> String? {
    if broadlogId.range(of: #"^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$"#, options: .regularExpression) != nil {
      return broadlogId
    }
    if broadlogId.hasPrefix("-"), broadlogId.dropFirst().allSatisfy(\.isNumber), let value = Int32(broadlogId) {
      return String(UInt32(bitPattern: value), radix: 16)
    }
    guard let value = Int64(broadlogId) else { return nil }
    return String(UInt64(bitPattern: value), radix: 16)
  }

  /// The tracking URL the Android extension formats, or nil when it sends nothing.
  public static func androidTrackingURL(server: String?, userInfo: [AnyHashable: Any], tag: String) -> String? {
    guard let server, !server.allSatisfy(\.isWhitespace) else { return nil }
    // DataReader.optStringMap: every key and every non-null value a string, or no map.
    guard userInfo.allSatisfy({ $0.key is String && ($0.value is String || $0.value is NSNull) }) else { return nil }
    guard let deliveryId = userInfo["_dId"] as? String, !deliveryId.allSatisfy(\.isWhitespace),
      let broadlogId = userInfo["_mId"] as? String, !broadlogId.allSatisfy(\.isWhitespace), let messageId = androidMessageID(broadlogId)
    else { return nil }
    return "https://\(server)/r/?id=h\(messageId),\(deliveryId),\(tag)"
  }

  /// What the extension does with a call the tracker made: the request it sends, if any.
  static func process(tag: String, userInfo: [AnyHashable: Any]) {
    guard CampaignHits.state.withLock({ $0.sending }) else { return }
    if CampaignHits.state.withLock({ $0.platform }) == "android" {
      let server: String? =
        switch trackingServer.withLock({ $0 }) {
        case .notConfigured: defaultTrackingServer
        case .configured(let configured): configured
        }
      guard let url = androidTrackingURL(server: server, userInfo: userInfo, tag: tag) else { return }
      (ServiceProvider.shared.networkService as? NetworkRecorder)?.record(method: "GET", url: url)
      return
    }
    let server: String? =
      switch trackingServer.withLock({ $0 }) {
      case .notConfigured: defaultTrackingServer
      case .configured(let configured): configured
      }
    guard let text = trackingURL(server: server, userInfo: userInfo, tag: tag), let url = URL(string: text) else { return }
    let request = NetworkRequest(
      url: url, httpMethod: .get, connectPayload: "", httpHeaders: [:], connectTimeout: timeout, readTimeout: timeout)
    ServiceProvider.shared.networkService.connectAsync(networkRequest: request, completionHandler: nil)
  }
}

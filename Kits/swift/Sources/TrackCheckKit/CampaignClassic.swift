import Foundation

/// AEPCampaignClassic's `CampaignClassic` extension (Adobe Campaign Classic / Campaign v8), as AEPCampaignClassic 5.0.0
/// for iOS declares it (adobe/aepsdk-campaignclassic-ios@ff0d579d, `CampaignClassic.swift` and
/// `CampaignClassic+PublicAPI.swift`; docs/profiles/campaign-classic.md, section 1).
///
/// Its two tracking calls are recorded and reported as `trackNotificationReceive` and `trackNotificationClick`, the
/// dictionary as passed (taken as JSON as ``ACPCore/collectMessageInfo(_:)`` takes its `userInfo`). The public
/// methods check nothing, as iOS's do (an event is always dispatched and the extension decides), so every call is
/// recorded, an empty dictionary too. Registering the device and the version report nothing.
/// `MobileCore.registerExtensions([CampaignClassic.self])` registers it.
public class CampaignClassic: NSObject {
  /// `CampaignClassic.extensionVersion`: the AEPCampaignClassic version these stand-ins follow.
  public static let extensionVersion = "5.0.0"

  /// `CampaignClassic.registerDevice(token:userKey:additionalParameters:)`: registration with the Campaign Classic
  /// marketing server, not a tracking call; nothing is reported.
  public static func registerDevice(token: Data, userKey: String?, additionalParameters: [String: Any]?) {}

  /// `CampaignClassic.trackNotificationClick(withUserInfo:)`: recorded as `trackNotificationClick`.
  public static func trackNotificationClick(withUserInfo userInfo: [AnyHashable: Any]) {
    TrackingRecorder.shared.record(.init(api: "trackNotificationClick", action: nil, contextData: TrackingRecorder.dictionary(userInfo)))
  }

  /// `CampaignClassic.trackNotificationReceive(withUserInfo:)`: recorded as `trackNotificationReceive`.
  public static func trackNotificationReceive(withUserInfo userInfo: [AnyHashable: Any]) {
    TrackingRecorder.shared.record(.init(api: "trackNotificationReceive", action: nil, contextData: TrackingRecorder.dictionary(userInfo)))
  }
}

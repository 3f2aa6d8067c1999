import AEPCore
import Foundation

/// The rules every handler shares: which pushes are tracked, with which ids, through which API.
/// They follow trackcheck's requirement catalogue (Suites/requirements.yaml) and decisions (Suites/DECISIONS.md).
@MainActor
enum PushTracking {
  /// Whether the app's SDK predates `collectMessageInfo` (ACPCore before 2.3.0): it then calls `trackAction`.
  static var useTrackAction = false

  /// The ids to track with, or nil when the push is not to be tracked.
  static func trackingIDs(_ userInfo: [AnyHashable: Any]) -> (deliveryID: String, broadlogID: String)? {
    // Absent means on (deliveries before release 21.1); compared case-insensitively, as the iOS sample does.
    if let flag = userInfo["_acsDeliveryTracking"], (flag as? String)?.lowercased() != "on" { return nil }
    guard let deliveryID = userInfo["_dId"] as? String, let broadlogID = userInfo["_mId"] as? String,
      !deliveryID.isEmpty, !broadlogID.isEmpty
    else { return nil }
    return (deliveryID, broadlogID)
  }

  /// Sends one tracking call: "7" impression, "2" click, "1" open.
  static func send(_ ids: (deliveryID: String, broadlogID: String), action: String) {
    let data = ["deliveryId": ids.deliveryID, "broadlogId": ids.broadlogID, "action": action]
    if useTrackAction {
      MobileCore.track(action: "tracking", data: data)
    } else {
      MobileCore.collectMessageInfo(data)
    }
  }

  /// Whether the push shows an alert (a silent push is never seen, so it is no impression).
  static func isVisible(_ userInfo: [AnyHashable: Any]) -> Bool {
    (userInfo["aps"] as? [String: Any])?["alert"] != nil
  }
}

import ACPCore
import AEPCore
import Foundation
import UIKit
import UserNotifications

// Your push tracking, in the app delegate and the notification-centre
// delegate as an iOS app has them. Fill in the TODOs (or paste your own
// delegate code here). Each tracking call is
// MobileCore.collectMessageInfo(["deliveryId": _dId, "broadlogId": _mId, "action": "7" | "2" | "1"]),
// as the Adobe Campaign Standard documents describe. The rules each handler
// must meet are listed at it; REQUIREMENTS.md has them all, docs/ADAPTERS.md the kit.

/// One tracking call: the push's ids (its userInfo's _dId and _mId) and the action, as strings, through the
/// SDK API the case pins (ACPCore.trackAction("tracking", …) on the older SDKs, else collectMessageInfo).
func track(_ userInfo: [AnyHashable: Any], _ action: String, useTrackAction: Bool) {
  let context: [String: Any] = ["deliveryId": userInfo["_dId"] ?? "", "broadlogId": userInfo["_mId"] ?? "", "action": action]
  if useTrackAction {
    ACPCore.trackAction("tracking", data: context.compactMapValues { $0 as? String })
  } else {
    MobileCore.collectMessageInfo(context)
  }
}

public final class AppDelegate: UIResponder, UIApplicationDelegate {
  let notificationDelegate: NotificationDelegate
  let useTrackAction: Bool

  public init(useTrackAction: Bool = false) {
    self.useTrackAction = useTrackAction
    notificationDelegate = NotificationDelegate(useTrackAction: useTrackAction)
    super.init()
  }

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = notificationDelegate
    // The documents' category: a custom dismiss action, so dismissals reach didReceive.
    // @requirements IOS-DELEGATE-WIRING IOS-CATEGORY-WIRING
    // @requirements.campaign-classic IOS-DELEGATE-WIRING IOS-CATEGORY-WIRING
    center.setNotificationCategories([
      UNNotificationCategory(identifier: "DEFAULT", actions: [], intentIdentifiers: [], options: .customDismissAction)
    ])
    return true
  }

  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    // TODO: the impression ("7") of a push that woke the app in the background
    // (application.applicationState == .background).
    // @requirements IOS-BG-IMPRESSION IOS-BG-NEEDS-CONTENT-AVAILABLE IOS-INACTIVE-NO-IMPRESSION IOS-FG-ONCE
    // @requirements.campaign-classic CC-IOS-RECEIVE-SILENT CC-RECEIVE-ONCE CC-NO-RECEIVE-ON-TAP IOS-BG-NEEDS-CONTENT-AVAILABLE
    completionHandler(.noData)
  }
}

final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
  let useTrackAction: Bool

  init(useTrackAction: Bool) { self.useTrackAction = useTrackAction }

  // userInfo is response.notification.request.content.userInfo (notification.request.content.userInfo in
  // willPresent): the APNs payload, "aps" and the Campaign keys _dId, _mId, _acsDeliveryTracking beside it.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    // TODO: the impression ("7") of a push arriving in the foreground.
    // @requirements IOS-FG-IMPRESSION IOS-FG-ONCE ACS-FLAG-ON ACS-FLAG-OFF ACS-FLAG-ABSENT ACS-FLAG-CASE
    // @requirements.campaign-classic CC-IOS-RECEIVE-PRESENTED CC-RECEIVE-ONCE CC-IDS-REQUIRED CC-TRACKINFO-IDS CC-TRACKINFO-STRINGS
    // @requirements ACS-FLAG-OTHER ACS-IDS-REQUIRED ACS-IDS-NONEMPTY ACS-IDS-STRING ACS-ACTION-STRING
    completionHandler([.banner, .list])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    // TODO: a dismissal (UNNotificationDismissActionIdentifier) is "2";
    // a tap (UNNotificationDefaultActionIdentifier) is "2" then "1".
    // @requirements IOS-DISMISS-CLICK IOS-TAP-OPEN IOS-TAP-COLD-OPEN IOS-ACTION-NO-OPEN IOS-ACTION-FOREGROUND-OPEN
    // @requirements.campaign-classic CC-TAP-CLICK CC-ACTION-CLICK CC-DISMISS-OPTIONAL CC-NO-RECEIVE-ON-TAP CC-OWN-IDS
    // @requirements ACS-OPEN-AFTER-CLICK ACS-FLAG-OFF-TAP IOS-DISMISS-NEEDS-CATEGORY IOS-CATEGORY-WIRING
    completionHandler()
  }
}

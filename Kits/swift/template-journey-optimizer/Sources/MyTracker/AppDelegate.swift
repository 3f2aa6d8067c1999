import AEPCore
import AEPMessaging
import Foundation
import UIKit
import UserNotifications

// Your push tracking, in the app delegate and the notification-centre
// delegate as an iOS app has them. Fill in the TODOs (or paste your own
// delegate code here). Journey Optimizer tracks through AEP Messaging: the
// app hands each response it handles to
// Messaging.handleNotificationResponse(response, urlHandler:, closure:), and the
// SDK makes the event (docs/profiles/journey-optimizer.md). The rules each
// handler must meet are listed at it; REQUIREMENTS.md has them all,
// docs/ADAPTERS.md the kit.

public final class AppDelegate: UIResponder, UIApplicationDelegate {
  let notificationDelegate = NotificationDelegate()

  public override init() { super.init() }

  public func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = notificationDelegate
    // A category with a custom dismiss action, so dismissals reach didReceive (the SDK tracks them as "Dismiss").
    // @requirements.journey-optimizer IOS-DELEGATE-WIRING IOS-CATEGORY-WIRING
    center.setNotificationCategories([
      UNNotificationCategory(identifier: "DEFAULT", actions: [], intentIdentifiers: [], options: .customDismissAction)
    ])
    return true
  }

  public func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    // Nothing to track: AEPMessaging for iOS has no receive API.
    // @requirements.journey-optimizer JO-EVENTS-ONLY
    completionHandler(.noData)
  }
}

final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
  // response.notification.request: the identifier (the push's message id) and content.userInfo, the APNs payload
  // with Journey Optimizer's _xdm.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    // Nothing to track: Journey Optimizer counts what the user does with a notification, not its arrival.
    // @requirements.journey-optimizer JO-EVENTS-ONLY
    completionHandler([.banner, .list])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    // TODO: hand the response to the SDK, once: Messaging.handleNotificationResponse(response, urlHandler: nil, closure: nil).
    // @requirements.journey-optimizer JO-IOS-RESPONSE JO-ACTION JO-DISMISS-OPTIONAL JO-TRACKING-DETAILS JO-XDM-REQUIRED
    completionHandler()
  }
}

import Foundation
import UIKit
import UserNotifications

/// The app delegate: registers for pushes at launch, and counts a push that wakes the app in the background as an impression.
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let notificationDelegate = NotificationDelegate()
  /// Whether the app sets the notification-centre delegate (without one, a tap comes to didReceiveRemoteNotification).
  var setsNotificationDelegate = true
  /// The categories the app registers: the documents' DEFAULT, with a custom dismiss action so dismissals are tracked.
  var categories: Set<UNNotificationCategory> = [
    UNNotificationCategory(identifier: "DEFAULT", actions: [], intentIdentifiers: [], options: .customDismissAction)
  ]

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    let center = UNUserNotificationCenter.current()
    if setsNotificationDelegate { center.delegate = notificationDelegate }
    center.setNotificationCategories(categories)
    notificationDelegate.categories = categories
    center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
      guard granted else { return }
      DispatchQueue.main.async { UIApplication.shared.registerForRemoteNotifications() }
    }
    return true
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    print("App push data \(userInfo), in application:didReceiveRemoteNotification()")
    switch application.applicationState {
    case .background:
      // A push that woke the app in the background; in the foreground willPresent counts it.
      notificationDelegate.impression(userInfo)
    case .inactive where !setsNotificationDelegate:
      // Without a notification-centre delegate this is how a tap arrives.
      if let ids = PushTracking.trackingIDs(userInfo) {
        PushTracking.send(ids, action: "2")
        PushTracking.send(ids, action: "1")
      }
    default:
      break
    }
    completionHandler(.noData)
  }
}

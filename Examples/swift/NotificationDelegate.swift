import Foundation
import UIKit
import UserNotifications

/// The notification-centre delegate: impressions in the foreground, clicks and opens from responses.
///
/// UserNotifications declares the delegate's methods nonisolated and calls them on the main thread: a
/// main-actor class conforms with `@preconcurrency`, which checks that at run time (Swift 6).
@MainActor
final class NotificationDelegate: NSObject, @preconcurrency UNUserNotificationCenterDelegate {
  var categories: Set<UNNotificationCategory> = []
  /// The pushes counted as impressions in this process: each is counted once.
  private var impressions: Set<String> = []

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    print("App push data \(notification.request.content.userInfo), in userNotificationCenter:willPresent()")
    impression(notification.request.content.userInfo)
    completionHandler([.banner, .list, .sound])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    let userInfo = response.notification.request.content.userInfo
    print("App push data \(userInfo), in userNotificationCenter:didReceive()")
    if let ids = PushTracking.trackingIDs(userInfo) {
      switch response.actionIdentifier {
      case UNNotificationDismissActionIdentifier:
        print("Dismiss Action")
        PushTracking.send(ids, action: "2")
      case UNNotificationDefaultActionIdentifier:
        PushTracking.send(ids, action: "2")
        PushTracking.send(ids, action: "1")
      case let action where opensApp(action, category: response.notification.request.content.categoryIdentifier):
        PushTracking.send(ids, action: "2")
        PushTracking.send(ids, action: "1")
      default:
        PushTracking.send(ids, action: "2")
      }
    }
    completionHandler()
  }

  /// An impression, once per push, when it can be seen: notifications allowed and an alert to show.
  func impression(_ userInfo: [AnyHashable: Any]) {
    guard let ids = PushTracking.trackingIDs(userInfo), PushTracking.isVisible(userInfo) else { return }
    UNUserNotificationCenter.current().getNotificationSettings { settings in
      guard settings.authorizationStatus == .authorized else { return }
      DispatchQueue.main.async {
        guard self.impressions.insert("\(ids.deliveryID)/\(ids.broadlogID)").inserted else { return }
        PushTracking.send(ids, action: "7")
      }
    }
  }

  private func opensApp(_ action: String, category: String) -> Bool {
    categories.first { $0.identifier == category }?.actions.first { $0.identifier == action }?.options.contains(.foreground) ?? false
  }
}

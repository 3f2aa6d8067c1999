import AEPCore
import Foundation
import UIKit
import UserNotifications

// App delegates written with the `async` forms Swift imports for UIKit's and UserNotifications' completion-handler
// methods (an iOS 15 app's way), and one with neither form: built in Swift 5 language mode through the AppSources
// plugin. The kit calls the form the app wrote, and takes its answer as iOS does.

class AsyncAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
    -> UIBackgroundFetchResult
  {
    guard AsyncTracking.track(userInfo, action: "7") else { return .noData }
    return .newData
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  {
    AsyncTracking.track(notification.request.content.userInfo, action: "7")
    return [.banner, .list, .sound]
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    let userInfo = response.notification.request.content.userInfo
    AsyncTracking.track(userInfo, action: "2")
    if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
      AsyncTracking.track(userInfo, action: "1")
    }
  }
}

/// An app delegate that is a notification-centre delegate with neither form of `willPresent` and `didReceive`, and has
/// only the remote-notification method that came before iOS 7.
class LegacyOnlyAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
    AsyncTracking.track(userInfo, action: "1")
  }
}

enum AsyncTracking {
  @discardableResult
  static func track(_ userInfo: [AnyHashable: Any], action: String) -> Bool {
    guard let deliveryID = userInfo["_dId"] as? String, let broadlogID = userInfo["_mId"] as? String else { return false }
    MobileCore.collectMessageInfo(["deliveryId": deliveryID, "broadlogId": broadlogID, "action": action])
    return true
  }
}

import AEPCore
import Foundation
import UIKit
import UserNotifications

// The Swift port of the Objective-C category `AppDelegate+notification.m` (README, "Objective-C app-delegate
// categories"): `@interface AppDelegate (notification) <UNUserNotificationCenterDelegate>` becomes an extension
// that conforms, and each method the Swift method UIKit names for its selector:
//
//   application:didRegisterForRemoteNotificationsWithDeviceToken:        application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
//   userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:   userNotificationCenter(_:didReceive:withCompletionHandler:)
//
// `[AEPMobileCore setPushIdentifier:]` and `[AEPMobileCore collectMessageInfo:]` are `MobileCore`'s in Swift.

extension AppDelegate: UNUserNotificationCenterDelegate {
  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    MobileCore.setPushIdentifier(deviceToken)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let userInfo = response.notification.request.content.userInfo
    if let deliveryId = userInfo["_dId"] as? String, let broadlogId = userInfo["_mId"] as? String {
      MobileCore.collectMessageInfo(["deliveryId": deliveryId, "broadlogId": broadlogId, "action": "2"])
      if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
        MobileCore.collectMessageInfo(["deliveryId": deliveryId, "broadlogId": broadlogId, "action": "1"])
      }
    }
    completionHandler()
  }
}

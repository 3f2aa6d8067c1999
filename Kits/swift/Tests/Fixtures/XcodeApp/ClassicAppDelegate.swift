import AEPCampaignClassic
import AEPCore
import Foundation
import UIKit
import UserNotifications

// Built in Swift 5 language mode, beside AppDelegate.swift: an app delegate of a Campaign Classic / Campaign v8 app,
// written as an iOS app's file, importing the extension by its own module name (the kit's AppModules). It registers
// the extension, registers the device with its token, tracks a receive for a content-available push and a click for
// every response, as the extension's iOS documents describe (docs/profiles/campaign-classic.md, 1.2).

class ClassicAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    UNUserNotificationCenter.current().delegate = self
    MobileCore.registerExtensions([CampaignClassic.self]) {
      MobileCore.configureWith(appId: "launch-environment-id")
    }
    application.registerForRemoteNotifications()
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    CampaignClassic.registerDevice(token: deviceToken, userKey: "john@example.com", additionalParameters: ["premium": true])
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
  ) {
    guard let aps = userInfo["aps"] as? [String: Any] else {
      completionHandler(.failed)
      return
    }
    if aps["content-available"] as? Int == 1 {
      CampaignClassic.trackNotificationReceive(withUserInfo: userInfo)
    }
    completionHandler(.noData)
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    CampaignClassic.trackNotificationClick(withUserInfo: response.notification.request.content.userInfo)
    completionHandler()
  }
}

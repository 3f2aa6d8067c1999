import AEPCampaign
import AEPCore
import AEPIdentity
import AEPLifecycle
import Foundation
import UIKit
import UserNotifications
import UserNotificationsUI
import os.log

// Built in Swift 5 language mode: an app delegate written as iOS apps were before Swift 6, the Adobe
// Campaign tester app's among them (an app delegate that is its own notification-centre delegate, with
// completion handlers not marked `@Sendable`, UIKit reached from nonisolated code). It builds against the
// kit as it builds against UIKit: with warnings, not errors. It is an Xcode app's file, left as it is: it
// imports UIKit, UserNotifications and the Adobe SDK by their own names (the kit's AppModules) and marks its
// delegate `@UIApplicationMain`; the Swift 5 test target compiles it through the AppSources plugin (its
// `app-sources` list). It is kept apart from the tests: a file importing both Testing and UIKit asks for
// Swift Testing's UIKit overlay, which only Apple's SDKs have.

@UIApplicationMain
class LegacyAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    UNUserNotificationCenter.current().delegate = self
    MobileCore.setLogLevel(.trace)
    MobileCore.registerExtensions([Identity.self, Campaign.self, Lifecycle.self]) {
      MobileCore.configureWith(appId: "launch-environment-id")
    }
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { authorized, _ in
      os_log("Permission granted: %{public}@", type: .debug, authorized.description)
      guard authorized else { return }
      UNUserNotificationCenter.current().getNotificationSettings { settings in
        guard settings.authorizationStatus == .authorized else { return }
        // Apps queue it on the main queue; the kit runs that queue after each callback (an adapter's run;
        // this test runs inside a block of the main queue, so it registers at once).
        LegacyTracking.register()
      }
    }
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    LegacyTracking.track(notification.request.content.userInfo, action: "7")
    completionHandler([.sound, .alert])
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    LegacyTracking.track(response.notification.request.content.userInfo, action: "2")
    if response.actionIdentifier == UNNotificationDefaultActionIdentifier {
      LegacyTracking.track(response.notification.request.content.userInfo, action: "1")
      if let link = response.notification.request.content.userInfo["uri"] as? String, let url = URL(string: link) {
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
      }
    }
    completionHandler()
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    MobileCore.setPushIdentifier(deviceToken)
  }
}

/// Nonisolated code, as Swift 5 apps have it: it calls the SDK and UIKit from wherever it runs.
enum LegacyTracking {
  static func track(_ userInfo: [AnyHashable: Any], action: String) {
    guard let deliveryID = userInfo["_dId"] as? String, let broadlogID = userInfo["_mId"] as? String else { return }
    MobileCore.collectMessageInfo(["deliveryId": deliveryID, "broadlogId": broadlogID, "action": action])
  }

  static func register() {
    UIApplication.shared.registerForRemoteNotifications()
  }
}

/// Code written for Swift 6 builds in Swift 5 too: a main-actor delegate with a `@preconcurrency` conformance.
@MainActor
final class ModernDelegate: NSObject, @preconcurrency UNUserNotificationCenterDelegate {
  var presented = 0

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    presented += 1
    LegacyTracking.track(notification.request.content.userInfo, action: "7")
    completionHandler([.banner])
  }
}

/// An app delegate that sets the Swift 6 style delegate.
final class ModernAppDelegate: UIResponder, UIApplicationDelegate {
  let delegate = ModernDelegate()

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    UNUserNotificationCenter.current().delegate = delegate
    return true
  }
}

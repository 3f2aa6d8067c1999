import Foundation
import Testing

@testable import TrackCheckKit

// Built in Swift 5 language mode: an app delegate written as iOS apps were before Swift 6, the Adobe
// Campaign tester app's among them (an app delegate that is its own notification-centre delegate, with
// completion handlers not marked `@Sendable`, UIKit reached from nonisolated code). It builds against the
// kit as it builds against UIKit: with warnings, not errors.

/// The app delegate, its own notification-centre delegate.
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

@Suite(.serialized) @MainActor struct Swift5AppTests {
  let push: [String: Any] = ["aps": ["alert": "hi"], "_dId": "d1", "_mId": "m1"]

  func session() -> Session { Session { _ in LegacyAppDelegate() } }

  @Test func theAppIsPlayedAsOnADevice() throws {
    let session = session()
    let ready = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    #expect(ready["notificationDelegate"] as? Bool == true)
    // The launch registered the SDK and, once authorized, for remote notifications; the token came back.
    #expect(SDKSetup.shared.extensions == ["Identity", "Campaign", "Lifecycle"])
    #expect(SDKSetup.shared.appID == "launch-environment-id" && SDKSetup.shared.started)
    #expect(SDKSetup.shared.pushIdentifier?.count == 32)
    #expect(UIApplication.shared.isRegisteredForRemoteNotifications)
    _ = session.callback("userNotificationCenter(_:willPresent:withCompletionHandler:)", ["applicationState": "active", "userInfo": push])
    #expect(session.takeCalls().compactMap { ($0["contextData"] as? [String: Any])?["action"] as? String } == ["7"])
    var tap = push
    tap["uri"] = "https://example.com/offer"
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "inactive", "actionIdentifier": UNNotificationDefaultActionIdentifier, "userInfo": tap])
    #expect(session.takeCalls().compactMap { ($0["contextData"] as? [String: Any])?["action"] as? String } == ["2", "1"])
    #expect(UIApplication.shared.openedURLs == [URL(string: "https://example.com/offer")])
  }

  @Test func aNewProcessStartsWithNothingSetUp() {
    let session = session()
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    _ = session.callback("Process.killed", [:])
    #expect(SDKSetup.shared == SDKSetup())
    #expect(UNUserNotificationCenter.current().delegate == nil)
    #expect(!UIApplication.shared.isRegisteredForRemoteNotifications)
  }

  @Test func codeWrittenForSwift6RunsInSwift5() {
    let session = Session { _ in ModernAppDelegate() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    _ = session.callback("userNotificationCenter(_:willPresent:withCompletionHandler:)", ["applicationState": "active", "userInfo": push])
    #expect((UIApplication.shared.delegate as? ModernAppDelegate)?.delegate.presented == 1)
    #expect(session.takeCalls().count == 1)
  }
}

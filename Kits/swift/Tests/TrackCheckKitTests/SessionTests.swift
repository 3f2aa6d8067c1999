import Foundation
import Testing

@testable import TrackCheckKit

/// An app delegate as an iOS app writes it, tracking through the recorder.
final class TestAppDelegate: UIResponder, UIApplicationDelegate {
  final class Delegate: NSObject, UNUserNotificationCenterDelegate {
    var seen = 0
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
      seen += 1
      let userInfo = notification.request.content.userInfo
      ACPCore.collectMessageInfo(["deliveryId": userInfo["_dId"] as? String ?? "", "action": "7", "seen": seen])
      completionHandler([.banner])
    }
  }

  let delegate = Delegate()
  var setsDelegate = true
  var tracksAtLaunch = false

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    if setsDelegate { UNUserNotificationCenter.current().delegate = delegate }
    UNUserNotificationCenter.current().setNotificationCategories([
      UNNotificationCategory(identifier: "DEFAULT", actions: [], intentIdentifiers: [], options: .customDismissAction)
    ])
    if tracksAtLaunch { MobileCore.track(action: "launched", data: nil) }
    if launchOptions?[.remoteNotification] != nil { MobileCore.collectMessageInfo(["action": "1"]) }
    return true
  }
}

private let willPresent = "userNotificationCenter(_:willPresent:withCompletionHandler:)"

@Suite(.serialized) @MainActor struct SessionTests {
  let push: [String: Any] = ["userInfo": ["aps": ["alert": "hi"], "_dId": "d1"], "applicationState": "active"]

  func session(_ configure: @escaping @MainActor (TestAppDelegate) -> Void = { _ in }) -> Session {
    Session { _ in
      let app = TestAppDelegate()
      configure(app)
      return app
    }
  }

  @Test func readyReportsTheWiringTheAppRegistersAtLaunch() {
    let wired = session().begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    #expect(wired["notificationDelegate"] as? Bool == true)
    #expect(JSONText.text(wired["categories"]) == #"[{"actions":[],"customDismissAction":true,"identifier":"DEFAULT"}]"#)
    let unwired = session { $0.setsDelegate = false }.begin(KitCase(["case": "c", "platform": "ios"]))
    #expect(unwired["notificationDelegate"] as? Bool == false)
  }

  @Test func aRunningAppGetsItsCallbacksAndTheCallsAreAnswered() throws {
    let session = session()
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    #expect(try #require(session.callback(willPresent, push)).isEmpty)
    let calls = session.takeCalls()
    #expect(JSONText.text(calls) == #"[{"api":"collectMessageInfo","contextData":{"action":"7","deliveryId":"d1","seen":1}}]"#)
    #expect(UIApplication.shared.applicationState == .active)
  }

  @Test func callsMadeAtTheLaunchBeforeTheCaseAreReportedNotLost() {
    let session = session { $0.tracksAtLaunch = true }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "background"]))
    _ = session.callback(willPresent, push)
    #expect(session.takeCalls().map { $0["api"] as? String } == ["trackAction", "collectMessageInfo"])
  }

  @Test func anAppNotRunningAtTheStartIsLaunchedByTheHarness() throws {
    let session = session()
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "terminated"]))
    #expect(UNUserNotificationCenter.current().delegate == nil)
    _ = session.callback(willPresent, push)
    #expect(session.takeCalls().isEmpty)
    let launch = "application(_:didFinishLaunchingWithOptions:)"
    let report = try #require(
      session.callback(launch, ["applicationState": "inactive", "launchOptions": ["remoteNotification": ["_dId": "d1"]]]))
    #expect(report["categories"] != nil)
    #expect(JSONText.text(session.takeCalls()) == #"[{"api":"collectMessageInfo","contextData":{"action":"1"}}]"#)
  }

  @Test func theProcessEndsWithProcessKilled() throws {
    let session = session()
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    _ = session.callback(willPresent, push)
    _ = session.callback("Process.killed", [:])
    #expect(UNUserNotificationCenter.current().delegate == nil)
    _ = session.callback("application(_:didFinishLaunchingWithOptions:)", ["applicationState": "background"])
    _ = session.callback(willPresent, push)
    // A fresh delegate: its count started again.
    let last = try #require(session.takeCalls().last?["contextData"] as? [String: Any])
    #expect(last["seen"] as? Int == 1)
  }

  @Test func anAndroidCallbackIsNotPlayed() {
    let session = session()
    _ = session.begin(KitCase(["case": "c", "platform": "ios"]))
    #expect(session.callback("Activity.onCreate", [:]) == nil)
  }

  @Test func theCaseSaysWhatTheAppRegisters() {
    let testCase = KitCase([
      "case": "c", "platform": "ios", "api": "trackAction", "device": ["notificationsAllowed": false],
      "app": [
        "notificationDelegate": false,
        "categories": [["identifier": "SALE", "customDismissAction": false, "actions": [["identifier": "BUY", "opensApp": true]]]],
      ],
    ])
    #expect(testCase.useTrackAction && !testCase.notificationsAllowed && !testCase.setsNotificationDelegate)
    let category = testCase.categories.first
    #expect(category?.identifier == "SALE" && category?.options.contains(.customDismissAction) == false)
    #expect(category?.actions.first?.options.contains(.foreground) == true)
  }
}

import Foundation
import Testing

@testable import TrackCheckKit

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

  @Test func aCampaignClassicAppImportsTheExtensionByItsModuleName() {
    let session = Session { _ in ClassicAppDelegate() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "background"]))
    #expect(SDKSetup.shared.extensions == ["CampaignClassic"])
    var silent = push
    silent["aps"] = ["content-available": 1]
    _ = session.callback(
      "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", ["applicationState": "background", "userInfo": silent])
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "inactive", "actionIdentifier": UNNotificationDefaultActionIdentifier, "userInfo": push])
    // The registration with the token reports nothing; the receive and the click carry the whole userInfo.
    let calls = session.takeCalls()
    #expect(calls.map { $0["api"] as? String } == ["trackNotificationReceive", "trackNotificationClick"])
    #expect(calls.map { ($0["contextData"] as? [String: Any])?["_mId"] as? String } == ["m1", "m1"])
  }

  @Test func codeWrittenForSwift6RunsInSwift5() {
    let session = Session { _ in ModernAppDelegate() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    _ = session.callback("userNotificationCenter(_:willPresent:withCompletionHandler:)", ["applicationState": "active", "userInfo": push])
    #expect((UIApplication.shared.delegate as? ModernAppDelegate)?.delegate.presented == 1)
    #expect(session.takeCalls().count == 1)
  }
}

import Foundation
import Testing

@testable import TrackCheckKit

/// The README's worked example: a Cordova app's Objective-C `AppDelegate.m` and its category
/// `AppDelegate+notification.m`, ported to Swift (Tests/Fixtures/CordovaApp) and built through the AppSources plugin.
@Suite(.serialized) @MainActor struct CordovaAppTests {
  let push: [String: Any] = ["aps": ["alert": "hi"], "_dId": "d1", "_mId": "m1"]

  func actions(_ session: Session) -> [String] {
    session.takeCalls().compactMap { ($0["contextData"] as? [String: Any])?["action"] as? String }
  }

  @Test func theCategorysMethodsAreCalledByTheirSwiftNames() {
    let session = Session { _ in AppDelegate() }
    session.protocolVersion = 3
    let ready = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "background"]))
    #expect(ready["notificationDelegate"] as? String == "launch")
    // The category's didRegisterForRemoteNotificationsWithDeviceToken: got the token.
    #expect(SDKSetup.shared.pushIdentifier?.count == 32)
    // And its userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler: the responses.
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "inactive", "actionIdentifier": UNNotificationDefaultActionIdentifier, "userInfo": push])
    #expect(actions(session) == ["2", "1"])
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "background", "actionIdentifier": UNNotificationDismissActionIdentifier, "userInfo": push])
    #expect(actions(session) == ["2"])
    // It has no willPresent: a push in the foreground is not presented.
    _ = session.callback("userNotificationCenter(_:willPresent:withCompletionHandler:)", ["applicationState": "active", "userInfo": push])
    #expect(actions(session).isEmpty && UNUserNotificationCenter.current().presentations.last?.isPresented == false)
  }
}

import Foundation
import Testing

@testable import TrackCheckKit

/// A Swift 5 app's `async` forms of the delegates' methods (Tests/Fixtures/AsyncApp), built through the AppSources
/// plugin: the kit calls them as iOS does and takes their answers.
@Suite(.serialized) @MainActor struct AsyncAppTests {
  let push: [String: Any] = ["aps": ["alert": "hi"], "_dId": "d1", "_mId": "m1"]

  func actions(_ session: Session) -> [String] {
    session.takeCalls().compactMap { ($0["contextData"] as? [String: Any])?["action"] as? String }
  }

  @Test func theAsyncFormsAreCalledAndTheirAnswersTaken() {
    let session = Session { _ in AsyncAppDelegate() }
    let ready = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    #expect(ready["notificationDelegate"] as? Bool == true)
    _ = session.callback("userNotificationCenter(_:willPresent:withCompletionHandler:)", ["applicationState": "active", "userInfo": push])
    #expect(actions(session) == ["7"])
    #expect(UNUserNotificationCenter.current().presentations.last?.options == [.banner, .list, .sound])
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "inactive", "actionIdentifier": UNNotificationDefaultActionIdentifier, "userInfo": push])
    #expect(actions(session) == ["2", "1"])
    _ = session.callback(
      "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", ["applicationState": "background", "userInfo": push])
    #expect(actions(session) == ["7"])
    #expect(UIApplication.shared.backgroundFetchResults == [.newData])
  }

  @Test func withNeitherFormNothingIsPresentedNorDeliveredAndTheOlderMethodIsCalled() {
    let session = Session { _ in LegacyOnlyAppDelegate() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    _ = session.callback("userNotificationCenter(_:willPresent:withCompletionHandler:)", ["applicationState": "active", "userInfo": push])
    let presentation = UNUserNotificationCenter.current().presentations.last
    #expect(presentation != nil && presentation?.isPresented == false && presentation?.options == nil)
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "inactive", "actionIdentifier": UNNotificationDefaultActionIdentifier, "userInfo": push])
    #expect(actions(session).isEmpty)
    _ = session.callback(
      "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", ["applicationState": "inactive", "userInfo": push])
    #expect(actions(session) == ["1"])
    #expect(UIApplication.shared.backgroundFetchResults.isEmpty)
  }
}

import Foundation
import Testing

@testable import TrackCheckKit

// UNUserNotificationCenterDelegate's optional methods and their `async` forms (UserNotifications.swift): the kit
// calls the form the app wrote, takes its answer, and treats an app that wrote neither as iOS treats a delegate
// that does not respond to the method.

/// A Swift 6 app delegate, its own notification-centre delegate, that writes only the `async` forms, as main-actor methods.
final class AsyncFormsApp: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  {
    MobileCore.collectMessageInfo(["action": "7"])
    return notification.request.content.categoryIdentifier == "QUIET" ? [] : [.banner, .sound]
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    MobileCore.collectMessageInfo(["action": response.actionIdentifier == UNNotificationDefaultActionIdentifier ? "1" : "2"])
  }
}

/// A notification-centre delegate with neither form of either method.
final class NeitherFormDelegate: NSObject, UNUserNotificationCenterDelegate {}

/// A notification-centre delegate that writes both forms of `willPresent` (which does not build for iOS).
final class BothFormsDelegate: NSObject, UNUserNotificationCenterDelegate {
  var called: [String] = []

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    called.append("completion handler")
    completionHandler([.list])
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  {
    called.append("async")
    return [.banner]
  }
}

/// An app delegate that sets `delegate` (if any) as its notification-centre delegate.
final class DelegatingApp: UIResponder, UIApplicationDelegate {
  let delegate: (any UNUserNotificationCenterDelegate)?

  init(_ delegate: (any UNUserNotificationCenterDelegate)?) { self.delegate = delegate }

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    UNUserNotificationCenter.current().delegate = delegate
    return true
  }
}

@Suite(.serialized) @MainActor struct UserNotificationsTests {
  let push: [String: Any] = ["aps": ["alert": "hi"], "_dId": "d1", "_mId": "m1"]

  func started(_ app: @escaping @MainActor () -> any UIApplicationDelegate) -> Session {
    let session = Session { _ in app() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    return session
  }

  func present(_ session: Session, _ userInfo: [String: Any]) -> UNUserNotificationCenter.Presentation? {
    _ = session.callback(
      "userNotificationCenter(_:willPresent:withCompletionHandler:)", ["applicationState": "active", "userInfo": userInfo])
    return UNUserNotificationCenter.current().presentations.last
  }

  func actions(_ session: Session) -> [String] {
    session.takeCalls().compactMap { ($0["contextData"] as? [String: Any])?["action"] as? String }
  }

  @Test func anAppWritingOnlyTheAsyncFormsIsCalledAndItsAnswerDecides() {
    let session = started { AsyncFormsApp() }
    let shown = present(session, push)
    #expect(actions(session) == ["7"])
    #expect(shown?.options == [.banner, .sound] && shown?.isPresented == true)
    #expect(shown?.notification.request.content.userInfo["_dId"] as? String == "d1")
    var quiet = push
    quiet["aps"] = ["alert": "hi", "category": "QUIET"]
    let notShown = present(session, quiet)
    #expect(notShown?.options == [] && notShown?.isPresented == false)
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "inactive", "actionIdentifier": UNNotificationDefaultActionIdentifier, "userInfo": push])
    #expect(actions(session) == ["7", "1"])
    #expect(UNUserNotificationCenter.current().presentations.count == 2)
  }

  @Test func anAppWritingNeitherFormPresentsNothingAndIsDeliveredNothing() {
    let delegate = NeitherFormDelegate()
    let session = started { DelegatingApp(delegate) }
    let shown = present(session, push)
    // As iOS does when the delegate does not respond to the method: not presented, no answer to give.
    #expect(shown != nil && shown?.options == nil && shown?.isPresented == false)
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "inactive", "actionIdentifier": UNNotificationDefaultActionIdentifier, "userInfo": push])
    #expect(session.takeCalls().isEmpty)
  }

  @Test func anAppWritingBothFormsIsCalledWithItsCompletionHandler() {
    let delegate = BothFormsDelegate()
    let session = started { DelegatingApp(delegate) }
    #expect(present(session, push)?.options == [.list])
    #expect(delegate.called == ["completion handler"])
  }

  @Test func withoutADelegateANotificationIsNotPresented() {
    let session = started { DelegatingApp(nil) }
    let shown = present(session, push)
    #expect(shown?.options == nil && shown?.isPresented == false)
  }

  @Test func theCompletionHandlerFormIsCalledAsBefore() {
    // Swift6App writes the completion-handler form of didReceive and no form of willPresent.
    let session = started { Swift6App() }
    #expect(present(session, push)?.options == nil)
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "active", "actionIdentifier": UNNotificationDefaultActionIdentifier, "userInfo": push])
    #expect(actions(session) == ["2"])
    if let observer = (UIApplication.shared.delegate as? Swift6App)?.observer { NotificationCenter.default.removeObserver(observer) }
  }

  @Test func eachProcessHasItsOwnPresentations() {
    let session = started { AsyncFormsApp() }
    _ = present(session, push)
    _ = session.callback("Process.killed", [:])
    #expect(UNUserNotificationCenter.current().presentations.isEmpty)
  }
}

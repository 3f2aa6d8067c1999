import Foundation
import Testing

@testable import TrackCheckKit

// UIApplicationDelegate's remote-notification method and its `async` form (UIKit.swift): the kit calls the form the
// app wrote and records the result it answers; without either, iOS calls the method that came before it, if the
// app has it, when the app runs.

/// A Swift 6 app delegate that writes only the `async` form of the remote-notification method.
final class AsyncFetchApp: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
    -> UIBackgroundFetchResult
  {
    guard let deliveryID = userInfo["_dId"] as? String else { return .noData }
    MobileCore.collectMessageInfo(["deliveryId": deliveryID, "action": "7"])
    return .newData
  }
}

/// An app delegate with only the remote-notification method that came before iOS 7.
final class LegacyRemoteNotificationApp: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
    MobileCore.collectMessageInfo(["action": "legacy \(application.applicationState)"])
  }
}

/// An app delegate that writes the completion-handler form, answering later from the main queue.
final class CompletionFetchApp: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    completionHandler(.failed)
  }
}

@Suite(.serialized) @MainActor struct UIKitTests {
  let push: [String: Any] = ["aps": ["content-available": 1], "_dId": "d1", "_mId": "m1"]

  func started(_ app: @escaping @MainActor () -> any UIApplicationDelegate) -> Session {
    let session = Session { _ in app() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "background"]))
    return session
  }

  func receive(_ session: Session, state: String = "background", _ userInfo: [String: Any]) {
    _ = session.callback(
      "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", ["applicationState": state, "userInfo": userInfo])
  }

  @Test func anAppWritingOnlyTheAsyncFormIsCalledAndItsResultRecorded() {
    let session = started { AsyncFetchApp() }
    receive(session, push)
    receive(session, ["aps": ["content-available": 1]])
    #expect(JSONText.text(session.takeCalls()) == #"[{"api":"collectMessageInfo","contextData":{"action":"7","deliveryId":"d1"}}]"#)
    #expect(UIApplication.shared.backgroundFetchResults == [.newData, .noData])
  }

  @Test func theCompletionHandlerFormsResultIsRecorded() {
    let session = started { CompletionFetchApp() }
    receive(session, push)
    #expect(UIApplication.shared.backgroundFetchResults == [.failed])
  }

  @Test func withNeitherFormTheMethodBeforeItIsCalledWhenTheAppRuns() {
    let session = started { LegacyRemoteNotificationApp() }
    receive(session, state: "background", push)
    #expect(session.takeCalls().isEmpty)
    receive(session, state: "inactive", push)
    receive(session, state: "active", push)
    #expect(
      session.takeCalls().compactMap { ($0["contextData"] as? [String: Any])?["action"] as? String } == [
        "legacy inactive", "legacy active",
      ])
    // Nothing answered: no result.
    #expect(UIApplication.shared.backgroundFetchResults.isEmpty)
  }

  @Test func anAppWithNoRemoteNotificationMethodGetsNothing() {
    let session = started { DelegatingApp(nil) }
    receive(session, state: "inactive", push)
    #expect(session.takeCalls().isEmpty && UIApplication.shared.backgroundFetchResults.isEmpty)
  }
}

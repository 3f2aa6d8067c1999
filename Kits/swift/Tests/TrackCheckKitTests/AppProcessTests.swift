import Foundation
import Synchronization
import Testing

@testable import TrackCheckKit

/// An app delegate that sets its notification-centre delegate where the AEP sample app does: in
/// `requestAuthorization`'s completion handler, which iOS calls after launch finished.
final class LateDelegateApp: UIResponder, UIApplicationDelegate {
  final class Delegate: NSObject, UNUserNotificationCenterDelegate {}
  let delegate = Delegate()

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { [weak self] granted, _ in
      MainActor.assumeIsolated { UNUserNotificationCenter.current().delegate = self?.delegate }
    }
    return true
  }
}

/// A Swift 6 app delegate that is its own notification-centre delegate, with `nonisolated` handlers as
/// Swift 6 requires of a main-actor class against UserNotifications; it registers for remote
/// notifications, observes UIKit's lifecycle notifications, and sets the SDK up.
final class Swift6App: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  static var launches = 0
  var token: Data?
  var observer: (any NSObjectProtocol)?
  var becameActive = 0

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    Self.launches += 1
    UNUserNotificationCenter.current().delegate = self
    MobileCore.registerExtensions([Campaign.self, AEPIdentity.Identity.self]) { MobileCore.configureWith(appId: "app-id") }
    application.registerForRemoteNotifications()
    observer = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) {
      [weak self] _ in MainActor.assumeIsolated { self?.becameActive += 1 }
    }
    return true
  }

  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    token = deviceToken
    MobileCore.setPushIdentifier(deviceToken)
  }

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    MobileCore.collectMessageInfo(["action": "2"])
    completionHandler()
  }
}

@Suite(.serialized) @MainActor struct AppProcessTests {
  @Test func aDelegateSetInTheAuthorizationAnswerIsLate() {
    let session = Session { _ in LateDelegateApp() }
    session.protocolVersion = 3
    let ready = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    #expect(ready["notificationDelegate"] as? String == "late")
    #expect(UNUserNotificationCenter.current().delegate != nil)
  }

  @Test func aDelegateSetWhileLaunchingIsOnTime() {
    let session = Session { _ in Swift6App() }
    session.protocolVersion = 3
    let ready = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    #expect(ready["notificationDelegate"] as? String == "launch")
  }

  @Test func theSystemAnswersRegistrationAndTheSDKIsSetUp() throws {
    let session = Session { _ in Swift6App() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    let app = try #require(UIApplication.shared.delegate as? Swift6App)
    #expect(app.token?.count == 32 && SDKSetup.shared.pushIdentifier == app.token)
    #expect(SDKSetup.shared.extensions == ["Campaign", "Identity"] && SDKSetup.shared.appID == "app-id" && SDKSetup.shared.started)
    // Nothing of the set-up is a tracking call.
    #expect(session.takeCalls().isEmpty)
    _ = session.callback("applicationDidBecomeActive(_:)", ["applicationState": "active"])
    #expect(app.becameActive == 1)
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "active", "actionIdentifier": UNNotificationDefaultActionIdentifier, "userInfo": ["_dId": "d"]])
    #expect(JSONText.text(session.takeCalls()) == #"[{"api":"collectMessageInfo","contextData":{"action":"2"}}]"#)
    if let observer = app.observer { NotificationCenter.default.removeObserver(observer) }
  }

  @Test func theAdaptersHooksRunAtEachNewProcess() {
    var processes = 0
    TrackCheck.onNewProcess { processes += 1 }
    defer { TrackCheck.newProcessHooks = [] }
    let session = Session { _ in Swift6App() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    #expect(processes == 1)
    _ = session.callback("Process.killed", [:])
    #expect(processes == 2 && SDKSetup.shared == SDKSetup() && UIApplication.shared.delegate == nil)
    // A case whose app is not running at its start: the launch before it, then a new process.
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "terminated"]))
    #expect(processes == 4)
  }

  /// An observer the app added to Foundation's centre ends with its process when the adapter's hook removes it.
  @Test func anObserverRemovedByTheHookDoesNotOutliveItsProcess() throws {
    var observers: [any NSObjectProtocol] = []
    TrackCheck.onNewProcess {
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
      observers = []
    }
    defer { TrackCheck.newProcessHooks = [] }
    let session = Session { _ in Swift6App() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    let first = try #require(UIApplication.shared.delegate as? Swift6App)
    observers = first.observer.map { [$0] } ?? []
    _ = session.callback("applicationDidBecomeActive(_:)", ["applicationState": "active"])
    _ = session.callback("Process.killed", [:])
    _ = session.callback("application(_:didFinishLaunchingWithOptions:)", ["applicationState": "background"])
    let second = try #require(UIApplication.shared.delegate as? Swift6App)
    _ = session.callback("applicationDidBecomeActive(_:)", ["applicationState": "active"])
    // The first process's app saw its own activation only; the second's, its own.
    #expect(first.becameActive == 1 && second.becameActive == 1 && first !== second)
    if let observer = second.observer { NotificationCenter.default.removeObserver(observer) }
  }

  @Test func theDeviceSettingsReachTheApp() {
    let session = Session { _ in Swift6App() }
    _ = session.begin(
      KitCase([
        "case": "c", "platform": "ios", "initialState": "foreground",
        "device": ["notificationsAllowed": false, "backgroundAppRefresh": false],
      ]))
    #expect(UIApplication.shared.backgroundRefreshStatus == .denied)
    let status = Mutex<UNAuthorizationStatus?>(nil)
    UNUserNotificationCenter.current().getNotificationSettings { settings in status.withLock { $0 = settings.authorizationStatus } }
    #expect(status.withLock { $0 } == nil)
    session.runMainQueue()
    #expect(status.withLock { $0 } == .denied)
  }
}

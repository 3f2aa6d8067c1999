import Foundation
import Testing

@testable import TrackCheckKit

/// The launcher activity of a test app: it tracks each step of its life, with the intent it has.
final class LauncherActivity: Activity {
  static var instances = 0
  static var posts = false

  override func onCreate(savedInstanceState: [String: Any]?) {
    Self.instances += 1
    step("onCreate")
    if Self.posts { notificationManager.notify(id: 1, notification: AndroidNotification()) }
  }
  override func onStart() { step("onStart") }
  override func onResume() { step("onResume") }
  override func onPause() { step("onPause") }
  override func onStop() { step("onStop") }
  override func onNewIntent(_ intent: Intent) {
    setIntent(intent)
    step("onNewIntent")
  }

  private func step(_ name: String) {
    MobileCore.track(action: name, data: ["action": intent.action ?? "", "instance": Self.instances])
  }
}

/// An activity declared before the launcher, so the launcher is the one marked as such.
final class DetailActivity: Activity {}

/// A case that begins with the app running starts it as Android did: the launcher activity
/// created from the launcher icon, its tracking reported with the case's first answer.
@Suite(.serialized) @MainActor struct AndroidSessionTests {
  func session() -> AndroidSession {
    LauncherActivity.instances = 0
    LauncherActivity.posts = false
    let session = AndroidSession { _ in
      AndroidApp().activity(DetailActivity.self).activity(LauncherActivity.self, launchMode: .singleTop, launcher: true)
    }
    session.protocolVersion = 3
    return session
  }

  func begin(_ session: AndroidSession, _ state: String) -> [String: Any] {
    session.begin(KitCase(["case": "c", "platform": "android", "initialState": state]))
  }

  /// The actions tracked since the last answer.
  func actions(_ session: AndroidSession) -> [String] { session.takeCalls().compactMap { $0["action"] as? String } }

  @Test func aCaseBegunInTheForegroundCreatesStartsAndResumesTheLauncher() throws {
    let session = session()
    _ = begin(session, "foreground")
    let launched = try #require(session.activities["LauncherActivity"])
    #expect(launched.intent.reported["categories"] as? [String] == ["android.intent.category.LAUNCHER"])
    #expect(launched.intent.reported["flags"] as? [String] == ["FLAG_ACTIVITY_NEW_TASK"])
    // The first answer carries them, with the callback's own.
    let report = try #require(try session.callback("Activity.onPause", ["activity": "LauncherActivity"]))
    #expect(report.isEmpty)
    let calls = session.takeCalls()
    #expect(calls.compactMap { $0["action"] as? String } == ["onCreate", "onStart", "onResume", "onPause"])
    #expect(calls.allSatisfy { ($0["contextData"] as? [String: Any])?["action"] as? String == "android.intent.action.MAIN" })
    // The same instance answers the case's callbacks.
    _ = try session.callback("Activity.onNewIntent", ["activity": "LauncherActivity", "intent": ["component": "LauncherActivity"]])
    #expect(actions(session) == ["onNewIntent"])
    #expect(LauncherActivity.instances == 1)
  }

  @Test func aCaseBegunInTheBackgroundAlsoPausesAndStopsIt() throws {
    let session = session()
    _ = begin(session, "background")
    _ = try session.callback("Activity.onResume", ["activity": "LauncherActivity"])
    #expect(actions(session) == ["onCreate", "onStart", "onResume", "onPause", "onStop", "onResume"])
    #expect(LauncherActivity.instances == 1)
  }

  @Test func aCaseBegunWithTheAppNotRunningStartsNothing() throws {
    for state in ["terminated", "force-quit", "force-stopped"] {
      let session = session()
      _ = begin(session, state)
      #expect(session.activities.isEmpty)
      #expect(session.end() == nil)
      #expect(actions(session) == [])
    }
  }

  @Test func theCallsOfTheStartAreTheFirstAnswersEvenAtEnd() {
    let session = session()
    _ = begin(session, "foreground")
    #expect(session.end() == nil)
    #expect(actions(session) == ["onCreate", "onStart", "onResume"])
  }

  @Test func aFailureWhileStartingIsTheFirstAnswer() throws {
    let session = session()
    LauncherActivity.posts = true
    _ = begin(session, "foreground")
    #expect(throws: AndroidSession.Failure.self) { try session.callback("Activity.onPause", ["activity": "LauncherActivity"]) }
    // Said once: the next callback is answered as usual.
    #expect(try session.callback("Activity.onResume", ["activity": "LauncherActivity"]) != nil)
    let again = self.session()
    LauncherActivity.posts = true
    _ = begin(again, "background")
    #expect(again.end()?.contains("while the app was started before the case") == true)
  }
}

/// An app's `Application` class: it initialises the SDK once per process, before any component.
final class TrackerApplication: Application {
  static var created = 0
  override func onCreate() {
    Self.created += 1
    MobileCore.track(action: "Application.onCreate", data: ["created": Self.created])
  }
}

/// A messaging service that says which context it reaches as the application's.
final class ApplicationAwareService: FirebaseMessagingService {
  override func onMessageReceived(_ message: RemoteMessage) {
    MobileCore.track(action: "onMessageReceived", data: ["application": applicationContext is TrackerApplication])
  }
}

/// The process starts with the app's `Application.onCreate`, as Android starts it.
@Suite(.serialized) @MainActor struct AndroidApplicationTests {
  func session(version: Int = 3) -> AndroidSession {
    TrackerApplication.created = 0
    LauncherActivity.instances = 0
    LauncherActivity.posts = false
    let session = AndroidSession { _ in
      AndroidApp().application(TrackerApplication.self).messagingService(ApplicationAwareService.self)
        .activity(LauncherActivity.self, launcher: true)
    }
    session.protocolVersion = version
    return session
  }

  func actions(_ session: AndroidSession) -> [String] { session.takeCalls().compactMap { $0["action"] as? String } }

  let push: [String: Any] = ["messageId": "m", "data": ["_dId": "d", "_mId": "m"]]

  @Test func aRunningAppCreatedItsApplicationBeforeTheLauncher() throws {
    let session = session()
    _ = session.begin(KitCase(["case": "c", "platform": "android", "initialState": "foreground"]))
    _ = try session.callback("FirebaseMessagingService.onMessageReceived", ["message": push])
    #expect(actions(session) == ["Application.onCreate", "onCreate", "onStart", "onResume", "onMessageReceived"])
    #expect(TrackerApplication.created == 1)
  }

  @Test func theHarnessStartsTheProcessWithApplicationOnCreateAndAKillStartsAnother() throws {
    let session = session()
    _ = session.begin(KitCase(["case": "c", "platform": "android", "initialState": "terminated"]))
    #expect(try session.callback("Application.onCreate", [:]) != nil)
    #expect(actions(session) == ["Application.onCreate"])
    _ = try session.callback("FirebaseMessagingService.onMessageReceived", ["message": push])
    let calls = session.takeCalls()
    #expect(calls.compactMap { $0["action"] as? String } == ["onMessageReceived"])
    #expect((calls.first?["contextData"] as? [String: Any])?["application"] as? Bool == true)
    _ = try session.callback("Process.killed", [:])
    _ = try session.callback("Application.onCreate", [:])
    #expect(actions(session) == ["Application.onCreate"])
    #expect(TrackerApplication.created == 2)
  }

  @Test func aProtocol1HarnessStartsItWithTheFirstComponent() throws {
    let session = session(version: 1)
    _ = session.begin(KitCase(["case": "c", "platform": "android", "initialState": "terminated"]))
    _ = try session.callback("FirebaseMessagingService.onMessageReceived", ["message": push])
    #expect(actions(session) == ["Application.onCreate", "onMessageReceived"])
    _ = try session.callback("FirebaseMessagingService.onMessageReceived", ["message": push])
    #expect(actions(session) == ["onMessageReceived"])
  }
}

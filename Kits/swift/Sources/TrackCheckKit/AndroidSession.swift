import Foundation

/// One Android case at a time: the app's process, its live components, and the pushes it saw.
@MainActor
final class AndroidSession: PlatformSession {
  /// A callback the kit cannot answer with calls.
  struct Failure: Error {
    let message: String
  }

  let makeApp: @MainActor (KitCase) -> AndroidApp
  var protocolVersion = 1
  var testCase = KitCase([:])
  var app = AndroidApp()
  var manager = NotificationManager(notificationsAllowed: true)
  var facts = AndroidFacts()
  var messaging: FirebaseMessagingService?
  /// The live activities by class name (one instance each), and the one called last.
  var activities: [String: Activity] = [:]
  var current: Activity?
  var services: [String: Service] = [:]
  /// The process's `Application`, once `Application.onCreate` made it.
  var application: Application?
  var startID = 0
  /// What went wrong while the kit started the app before the case (the app already running at
  /// `begin`): the case's first answer is an error that says it.
  var setupFailure: String?

  init(makeApp: @escaping @MainActor (KitCase) -> AndroidApp) {
    self.makeApp = makeApp
  }

  func begin(_ testCase: KitCase) -> [String: Any] {
    self.testCase = testCase
    _ = TrackingRecorder.shared.take()
    // One manager per case: it keeps the pushes the app received, across Process.killed.
    manager = NotificationManager(notificationsAllowed: testCase.notificationsAllowed)
    manager.requiresFor = protocolVersion >= 3
    setupFailure = nil
    newProcess()
    if ["foreground", "background"].contains(testCase.message["initialState"] as? String) {
      alreadyRunning(inBackground: testCase.message["initialState"] as? String == "background")
    }
    return app.manifest(protocolVersion)
  }

  /// The case begins with the app running: its process started (the app's `Application.onCreate`),
  /// and the launcher activity was created from the launcher icon (`onCreate`, `onStart`, `onResume`;
  /// then `onPause` and `onStop` when it is in the background). Tracking calls made here are reported
  /// with the case's first answer; what the activity did to itself (`setIntent`, `startActivity`,
  /// `finish`) is not a fact of the case.
  private func alreadyRunning(inBackground: Bool) {
    defer {
      facts.setIntent = nil
      facts.started = []
      facts.finished = false
      if let failure = manager.failure {
        manager.failure = nil
        setupFailure = "\(failure) (while the app was started before the case)"
      }
    }
    createApplication()
    guard let entry = app.launcher else { return }
    let activity = attach(entry.make())
    activity.intent = Intent(
      component: entry.name, action: Intent.actionMain, flags: .newTask, categories: [Intent.categoryLauncher])
    activities[entry.name] = activity
    current = activity
    var steps: [() -> Void] = [
      { activity.onCreate(savedInstanceState: nil) }, { activity.onStart() }, { activity.onResume() },
    ]
    if inBackground { steps += [{ activity.onPause() }, { activity.onStop() }] }
    for step in steps {
      step()
      if activity.isFinishing {
        activities[entry.name] = nil
        current = nil
        break
      }
    }
  }

  /// `Application.onCreate`: the process's `Application` made (the app's own class, if it names one) and
  /// its `onCreate` run, before any component of the process.
  private func createApplication() {
    guard application == nil, let make = app.makeApplication else { return }
    let made = attach(make())
    application = made
    made.onCreate()
  }

  func end() -> String? {
    defer { setupFailure = nil }
    return setupFailure
  }

  /// A new process: a fresh app, none of its components created yet.
  private func newProcess() {
    SDKSetup.update { $0 = SDKSetup() }
    TrackCheck.runNewProcessHooks()
    app = makeApp(testCase)
    messaging = nil
    activities = [:]
    current = nil
    services = [:]
    application = nil
  }

  /// A component of this process, wired to its notification manager and the callback's facts.
  private func attach<Component: Context>(_ component: Component) -> Component {
    component.facts = facts
    component.manager = manager
    component.application = application ?? (component as? Application)
    return component
  }

  func takeCalls() -> [[String: Any]] { TrackingRecorder.shared.reportedCalls() }

  func callback(_ name: String, _ arguments: [String: Any]) throws -> [String: Any]? {
    if let failure = setupFailure {
      setupFailure = nil
      _ = manager.take(protocolVersion)
      throw Failure(message: failure)
    }
    facts.setIntent = nil
    facts.started = []
    facts.finished = false
    let intent = Intent(reported: arguments["intent"] as? [String: Any])
    let named = arguments["activity"] as? String
    // Android creates the process's Application before any component: the harness says when (protocol 2
    // and later); a protocol 1 harness does not, so the first component's callback starts it.
    if name != "Process.killed" && name != "Application.onCreate" { createApplication() }
    switch name {
    case "Process.killed":
      newProcess()
      return [:]
    case "Application.onCreate":
      createApplication()
    case "FirebaseMessagingService.onMessageReceived":
      let message = RemoteMessage(reported: arguments["message"] as? [String: Any] ?? [:])
      guard let make = app.messaging else { throw Failure(message: "the app declares no messagingService") }
      let service = messaging ?? attach(make())
      messaging = service
      manager.messages.append(message)
      manager.handling = message
      defer { manager.handling = nil }
      service.onMessageReceived(message)
    case "NotificationDismissedReceiver.onReceive", "BroadcastReceiver.onReceive":
      let receiverName = arguments["receiver"] as? String ?? intent.component ?? ""
      // Protocols 1 and 2 name no receiver for a dismissal: `NotificationDismissedReceiver`, else the first one, as every kit.
      let unnamed = name == "NotificationDismissedReceiver.onReceive" && receiverName.isEmpty
      guard
        let make = app.receivers.first(where: { $0.name == receiverName })?.make
          ?? (unnamed ? (app.receivers.first(where: { $0.name == "NotificationDismissedReceiver" }) ?? app.receivers.first)?.make : nil)
          ?? (app.receivers.count == 1 ? app.receivers[0].make : nil)
      else { throw Failure(message: "the app declares no receiver \(receiverName)") }
      make().onReceive(context: application ?? messaging ?? attach(Context()), intent: intent)
    case "Service.onStartCommand":
      let serviceName = arguments["service"] as? String ?? ""
      let service: Service
      if let running = services[serviceName] {
        service = running
      } else {
        guard let make = app.services.first(where: { $0.name == serviceName })?.make else {
          throw Failure(message: "the app declares no service \(serviceName)")
        }
        service = attach(make())
        services[serviceName] = service
        service.onCreate()
      }
      startID += 1
      service.onStartCommand(intent: intent, flags: 0, startId: startID)
    case "Activity.onCreate":
      let activityName =
        named ?? (app.activities.contains { $0.name == intent.component } ? intent.component : app.launcher?.name) ?? "MainActivity"
      guard let entry = app.activities.first(where: { $0.name == activityName }) ?? app.activities.first else {
        throw Failure(message: "the app declares no activity \(activityName)")
      }
      let activity = attach(entry.make())
      activity.intent = intent
      activities[activityName] = activity
      current = activity
      activity.onCreate(savedInstanceState: arguments["savedInstanceState"] as? [String: Any])
    case "Activity.onNewIntent", "Activity.onResume", "Activity.onPause", "Activity.onConfigurationChanged":
      if let named { current = activities[named] }
      if current == nil {
        // An activity this process has not created (not the launcher a running app began with):
        // made on the spot with the callback's intent, as the other kits do.
        let activityName =
          named ?? (app.activities.contains { $0.name == intent.component } ? intent.component : app.launcher?.name) ?? "MainActivity"
        if let entry = app.activities.first(where: { $0.name == activityName }) ?? app.activities.first {
          let activity = attach(entry.make())
          activity.intent = intent
          activities[activityName] = activity
          current = activity
        }
      }
      guard let activity = current else { break }
      switch name {
      case "Activity.onNewIntent": activity.onNewIntent(intent)
      case "Activity.onResume":
        // What getIntent() returns now, as the system says.
        if arguments["intent"] is [String: Any] { activity.intent = intent }
        activity.onResume()
      case "Activity.onPause": activity.onPause()
      default:
        let orientation = (arguments["newConfig"] as? [String: Any])?["orientation"] as? String
        activity.onConfigurationChanged(Configuration(orientation: orientation.flatMap(Configuration.Orientation.init) ?? .undefined))
      }
    default:
      return nil
    }
    if let failure = manager.failure {
      manager.failure = nil
      _ = manager.take(protocolVersion)
      throw Failure(message: failure)
    }
    var report = manager.take(protocolVersion)
    if protocolVersion >= 3 {
      if let intent = facts.setIntent { report["setIntent"] = intent.reported }
      if !facts.started.isEmpty { report["startActivity"] = facts.started.map(\.reported) }
      if facts.finished { report["finish"] = true }
    } else if facts.setIntent != nil && name == "Activity.onNewIntent" {
      report["setIntent"] = true
    }
    if let activity = current, activity.isFinishing {
      activities = activities.filter { $0.value !== activity }
      current = nil
    }
    return report
  }
}

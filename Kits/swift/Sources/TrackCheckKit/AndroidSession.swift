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
  var startID = 0

  init(makeApp: @escaping @MainActor (KitCase) -> AndroidApp) {
    self.makeApp = makeApp
  }

  func begin(_ testCase: KitCase) -> [String: Any] {
    self.testCase = testCase
    _ = TrackingRecorder.shared.take()
    // One manager per case: it keeps the pushes the app received, across Process.killed.
    manager = NotificationManager(notificationsAllowed: testCase.notificationsAllowed)
    manager.requiresFor = protocolVersion >= 3
    newProcess()
    return app.manifest(protocolVersion)
  }

  func end() {}

  /// A new process: a fresh app, none of its components created yet.
  private func newProcess() {
    SDKSetup.update { $0 = SDKSetup() }
    TrackCheck.runNewProcessHooks()
    app = makeApp(testCase)
    messaging = nil
    activities = [:]
    current = nil
    services = [:]
  }

  /// A component of this process, wired to its notification manager and the callback's facts.
  private func attach<Component: Context>(_ component: Component) -> Component {
    component.facts = facts
    component.manager = manager
    return component
  }

  func takeCalls() -> [[String: Any]] { TrackingRecorder.shared.reportedCalls() }

  func callback(_ name: String, _ arguments: [String: Any]) throws -> [String: Any]? {
    facts.setIntent = nil
    facts.started = []
    facts.finished = false
    let intent = Intent(reported: arguments["intent"] as? [String: Any])
    let named = arguments["activity"] as? String
    switch name {
    case "Process.killed":
      newProcess()
      return [:]
    case "Application.onCreate":
      break
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
      guard
        let make = app.receivers.first(where: { $0.name == receiverName })?.make ?? (app.receivers.count == 1 ? app.receivers[0].make : nil)
      else { throw Failure(message: "the app declares no receiver \(receiverName)") }
      make().onReceive(context: messaging ?? attach(Context()), intent: intent)
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
        // An activity that existed before the case began (the app already running): made on the spot
        // with the callback's intent, as the other kits do.
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

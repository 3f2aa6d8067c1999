import Foundation

// The Android surface a tracker's notification code touches, in Swift: the
// components Android creates (activities, receivers, services, the FCM
// service), intents, PendingIntents and the notification manager. What the
// app's code does with them is what protocols 2 and 3 report, so the harness
// plays the app as it is wired. Serve it with
// `TrackCheck.serve(name:version:android:)`.

/// `android.content.Intent`: a target component, an action, flags, categories, data and extras.
public struct Intent {
  /// The `FLAG_ACTIVITY_*` flags: `.newTask` is `FLAG_ACTIVITY_NEW_TASK`, and so on.
  public struct Flags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let newTask = Self(rawValue: 0x1000_0000)
    public static let clearTask = Self(rawValue: 0x0000_8000)
    public static let clearTop = Self(rawValue: 0x0400_0000)
    public static let singleTop = Self(rawValue: 0x2000_0000)
    public static let reorderToFront = Self(rawValue: 0x0002_0000)
    public static let noHistory = Self(rawValue: 0x4000_0000)
    public static let multipleTask = Self(rawValue: 0x0800_0000)
    /// Set by Android on an intent replayed from Recents.
    public static let launchedFromHistory = Self(rawValue: 0x0010_0000)

    /// The flags by their Android names, in the order every kit reports them.
    static let names: [(Flags, String)] = [
      (.newTask, "FLAG_ACTIVITY_NEW_TASK"), (.clearTask, "FLAG_ACTIVITY_CLEAR_TASK"), (.clearTop, "FLAG_ACTIVITY_CLEAR_TOP"),
      (.singleTop, "FLAG_ACTIVITY_SINGLE_TOP"), (.reorderToFront, "FLAG_ACTIVITY_REORDER_TO_FRONT"),
      (.noHistory, "FLAG_ACTIVITY_NO_HISTORY"), (.multipleTask, "FLAG_ACTIVITY_MULTIPLE_TASK"),
      (.launchedFromHistory, "FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY"),
    ]
  }

  /// The target component's class name, as the harness names components.
  public var component: String?
  public var action: String?
  public var flags: Flags
  public var categories: [String]
  public var data: String?
  /// The extras (a push's data: every value a string, as FCM gives it).
  public var extras: [String: Any]

  public init(
    component: String? = nil, action: String? = nil, flags: Flags = [], extras: [String: Any] = [:], categories: [String] = [],
    data: String? = nil
  ) {
    self.component = component
    self.action = action
    self.flags = flags
    self.extras = extras
    self.categories = categories
    self.data = data
  }

  /// `Intent.ACTION_MAIN`: the action of the intent the launcher starts an app with.
  public static let actionMain = "android.intent.action.MAIN"
  /// `Intent.CATEGORY_LAUNCHER`: the category of the intent the launcher starts an app with.
  public static let categoryLauncher = "android.intent.category.LAUNCHER"

  /// An intent as the harness describes it.
  init(reported value: [String: Any]?) {
    let value = value ?? [:]
    let names = value["flags"] as? [String] ?? []
    self.init(
      component: value["component"] as? String, action: value["action"] as? String,
      flags: Flags(Flags.names.filter { names.contains($0.1) }.map(\.0)), extras: value["extras"] as? [String: Any] ?? [:],
      categories: value["categories"] as? [String] ?? [], data: value["data"] as? String)
  }

  /// The intent as the protocol reports it.
  var reported: [String: Any] {
    var value: [String: Any] = ["flags": Flags.names.filter { flags.contains($0.0) }.map(\.1), "extras": extras]
    if let component { value["component"] = component }
    if let action { value["action"] = action }
    if let data { value["data"] = data }
    if !categories.isEmpty { value["categories"] = categories }
    return value
  }
}

/// `android.app.PendingIntent`: a kind, a request code, flags and the intent (for
/// ``activities(requestCode:intents:flags:)`` the intents, the last on top).
public struct PendingIntent {
  /// The `FLAG_*` flags: `.updateCurrent` is `FLAG_UPDATE_CURRENT`, and so on.
  public struct Flags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let updateCurrent = Self(rawValue: 0x0800_0000)
    public static let cancelCurrent = Self(rawValue: 0x1000_0000)
    public static let oneShot = Self(rawValue: 0x4000_0000)
    public static let immutable = Self(rawValue: 0x0400_0000)
    public static let mutable = Self(rawValue: 0x0200_0000)
    public static let noCreate = Self(rawValue: 0x2000_0000)

    /// The flags by their Android names, in the order every kit reports them.
    static let names: [(Flags, String)] = [
      (.updateCurrent, "FLAG_UPDATE_CURRENT"), (.cancelCurrent, "FLAG_CANCEL_CURRENT"), (.oneShot, "FLAG_ONE_SHOT"),
      (.immutable, "FLAG_IMMUTABLE"), (.mutable, "FLAG_MUTABLE"), (.noCreate, "FLAG_NO_CREATE"),
    ]
  }

  /// What the PendingIntent does when sent.
  public enum Kind: String, Sendable, CaseIterable {
    case activity, activities, broadcast, service, foregroundService
  }

  public let kind: Kind
  public let requestCode: Int
  public let flags: Flags
  /// The intents (one, but for ``Kind/activities``).
  public let intents: [Intent]

  /// The intent it sends (for ``Kind/activities``, the one on top).
  public var intent: Intent? { intents.last }

  /// `PendingIntent.getActivity`.
  public static func activity(requestCode: Int, intent: Intent, flags: Flags) -> PendingIntent {
    PendingIntent(kind: .activity, requestCode: requestCode, flags: flags, intents: [intent])
  }

  /// `PendingIntent.getActivities` (what `TaskStackBuilder` makes): a back stack, the last intent on top.
  public static func activities(requestCode: Int, intents: [Intent], flags: Flags) -> PendingIntent {
    PendingIntent(kind: .activities, requestCode: requestCode, flags: flags, intents: intents)
  }

  /// `PendingIntent.getBroadcast`.
  public static func broadcast(requestCode: Int, intent: Intent, flags: Flags) -> PendingIntent {
    PendingIntent(kind: .broadcast, requestCode: requestCode, flags: flags, intents: [intent])
  }

  /// `PendingIntent.getService`.
  public static func service(requestCode: Int, intent: Intent, flags: Flags) -> PendingIntent {
    PendingIntent(kind: .service, requestCode: requestCode, flags: flags, intents: [intent])
  }

  /// `PendingIntent.getForegroundService`.
  public static func foregroundService(requestCode: Int, intent: Intent, flags: Flags) -> PendingIntent {
    PendingIntent(kind: .foregroundService, requestCode: requestCode, flags: flags, intents: [intent])
  }

  /// The PendingIntent as `version` reports it: 3 adds `kind`, and `intents` for getActivities.
  func reported(_ version: Int) -> [String: Any] {
    var value: [String: Any] = ["requestCode": requestCode, "flags": Flags.names.filter { flags.contains($0.0) }.map(\.1)]
    if version >= 3 {
      value["kind"] = kind.rawValue
      if kind == .activities {
        value["intents"] = intents.map(\.reported)
        return value
      }
    }
    if let intent { value["intent"] = intent.reported }
    return value
  }
}

/// `android.app.Notification`, as `NotificationCompat.Builder` builds it: what the kit reports of it.
/// (Named so that it is never confused with Foundation's `Notification`.)
public struct AndroidNotification {
  /// An action button (`NotificationCompat.Builder.addAction`).
  public struct Action {
    public var title: String
    public var intent: PendingIntent
    public init(title: String, intent: PendingIntent) {
      self.title = title
      self.intent = intent
    }
  }

  public var contentIntent: PendingIntent?
  public var deleteIntent: PendingIntent?
  public var autoCancel: Bool
  /// The action buttons, in order.
  public var actions: [Action]

  public init(contentIntent: PendingIntent? = nil, deleteIntent: PendingIntent? = nil, autoCancel: Bool = true, actions: [Action] = []) {
    self.contentIntent = contentIntent
    self.deleteIntent = deleteIntent
    self.autoCancel = autoCancel
    self.actions = actions
  }
}

/// `com.google.firebase.messaging.RemoteMessage`: an FCM message.
public struct RemoteMessage: Sendable {
  /// `getData()`: every value a string.
  public let data: [String: String]
  /// `getMessageId()`: in protocol 3, the push's name in the case.
  public let messageId: String?
  public let collapseKey: String?
  public let priority: String?

  init(reported value: [String: Any]) {
    data = (value["data"] as? [String: Any] ?? [:]).mapValues { $0 as? String ?? JSONText.text($0) }
    messageId = value["messageId"] as? String
    collapseKey = value["collapseKey"] as? String
    priority = value["priority"] as? String
  }
}

/// `android.content.res.Configuration`: what `onConfigurationChanged` receives.
public struct Configuration: Sendable {
  public enum Orientation: String, Sendable {
    case undefined, portrait, landscape
  }
  public let orientation: Orientation
}

/// `android.app.NotificationManager`: records what the app posts and cancels.
///
/// A notification is *for* a push (protocol 3's `posted.for`). The kit works it
/// out, in this order: the `forMessage` argument (a `messageId`); a
/// `google.message_id` extra on the content intent; the push whose data the
/// content (or delete) intent's extras carry, among those the app received in
/// this case (the one being handled first); the push being handled, when posted
/// in `onMessageReceived`. Posting for no known push outside
/// `onMessageReceived` makes the callback's answer an error naming the notification.
@MainActor
public final class NotificationManager {
  private var posted: [(id: Int, tag: String?, notification: AndroidNotification, push: String?)] = []
  private var cancelled: [[String: Any]] = []
  private var cancelledAll = false
  /// The pushes received in this case, oldest first.
  var messages: [RemoteMessage] = []
  var handling: RemoteMessage?
  var requiresFor = false
  /// A post the kit cannot report (no push named outside onMessageReceived).
  var failure: String?
  /// Whether the user allows the app's notifications (`areNotificationsEnabled()`).
  public let areNotificationsEnabled: Bool

  init(notificationsAllowed: Bool) { areNotificationsEnabled = notificationsAllowed }

  /// `notify(tag, id, notification)`; `forMessage` names the push it is for (its `messageId`).
  public func notify(id: Int, tag: String? = nil, notification: AndroidNotification, forMessage: String? = nil) {
    let push = forMessage ?? pushFor(notification)
    if push == nil && requiresFor && handling == nil {
      failure =
        "notification \(id) is posted outside onMessageReceived for no push the app received: say which with notify(id:tag:notification:forMessage:)"
      return
    }
    posted.append((id, tag, notification, push))
  }

  /// `cancel(tag, id)`.
  public func cancel(id: Int, tag: String? = nil) {
    cancelled.append(tag.map { ["id": id, "tag": $0] } ?? ["id": id])
  }

  /// `cancelAll()`: every notification of the app.
  public func cancelAll() { cancelledAll = true }

  private func pushFor(_ notification: AndroidNotification) -> String? {
    let extras = [notification.contentIntent, notification.deleteIntent].compactMap { $0?.intent?.extras }
    if let named = extras.lazy.compactMap({ $0["google.message_id"] as? String }).first { return named }
    let newest = messages.reversed()
    let candidates = newest.filter { $0.messageId == handling?.messageId } + newest.filter { $0.messageId != handling?.messageId }
    for message in candidates where !message.data.isEmpty {
      if extras.contains(where: { each in message.data.allSatisfy { each[$0.key] as? String == $0.value } }) {
        return message.messageId
      }
    }
    return handling?.messageId
  }

  /// What was posted and cancelled since the last take, as `version` reports it.
  func take(_ version: Int) -> [String: Any] {
    var report: [String: Any] = [:]
    if !posted.isEmpty {
      report["posted"] = posted.map { each -> [String: Any] in
        var value: [String: Any] = ["id": each.id, "autoCancel": each.notification.autoCancel]
        if let tag = each.tag { value["tag"] = tag }
        if let content = each.notification.contentIntent { value["contentIntent"] = content.reported(version) }
        if let delete = each.notification.deleteIntent { value["deleteIntent"] = delete.reported(version) }
        if version >= 3 {
          if !each.notification.actions.isEmpty {
            value["actions"] = each.notification.actions.map {
              ["title": $0.title, "intent": $0.intent.reported(version)] as [String: Any]
            }
          }
          if let push = each.push { value["for"] = push }
        }
        return value
      }
    }
    if !cancelled.isEmpty { report["cancelled"] = cancelled }
    if cancelledAll && version >= 3 { report["cancelledAll"] = true }
    posted = []
    cancelled = []
    cancelledAll = false
    return report
  }
}

/// What the app's code did besides tracking while the kit played one callback.
@MainActor
final class AndroidFacts {
  var setIntent: Intent?
  var started: [Intent] = []
  var finished = false
}

/// `android.content.Context`: what a component reaches the system through.
@MainActor
open class Context {
  var facts = AndroidFacts()
  var manager = NotificationManager(notificationsAllowed: true)

  public required init() {}

  /// `getSystemService(NOTIFICATION_SERVICE)`.
  public var notificationManager: NotificationManager { manager }

  /// `getApplicationContext()`: the process's ``Application`` (a plain one when the app names none).
  public var applicationContext: Context { application ?? self }
  weak var application: Application?

  /// `startActivity(intent)`: reported in protocol 3's `app.startActivity`; from a receiver or a
  /// service answering a notification it is a trampoline, which the platform model judges.
  public func startActivity(_ intent: Intent) { facts.started.append(intent) }
}

/// `android.app.Application` (`<application android:name>`): one per process, created before any of its
/// components; ``onCreate()`` runs when the harness starts a process (`Application.onCreate`) and when a
/// case begins with the app already running. Name your subclass with ``AndroidApp/application(_:)``.
@MainActor
open class Application: Context {
  /// `Application.onCreate()`: the process starts (an app initialises its SDK and channels here).
  open func onCreate() {}
}

/// `android.app.Activity`: one instance per live activity, made by `Activity.onCreate`.
///
/// ``intent`` follows Android: the intent that started it, until ``setIntent(_:)``
/// replaces it (and what the harness says it is at `onResume`).
@MainActor
open class Activity: Context {
  /// `getIntent()`.
  public internal(set) var intent = Intent()
  /// `isFinishing()`.
  public private(set) var isFinishing = false

  /// `setIntent(intent)`: ``intent`` is `intent` from now on. Protocol 3 reports the intent, from any
  /// callback; protocol 2 reports `true` in answer to `onNewIntent` only.
  public func setIntent(_ intent: Intent) {
    self.intent = intent
    facts.setIntent = intent
  }

  /// `finish()`: reported in protocol 3's `app.finish`.
  public func finish() {
    isFinishing = true
    facts.finished = true
  }

  /// `onCreate(savedInstanceState)`: the instance was made; ``intent`` is the intent that started it.
  open func onCreate(savedInstanceState: [String: Any]?) {}
  /// `onStart()`: the activity becomes visible. Called only when a case begins with the app running
  /// (after `onCreate`); the protocol has no callback of its own for it.
  open func onStart() {}
  /// `onNewIntent(intent)`: an intent for the live instance (a `singleTop` or `singleTask` activity).
  open func onNewIntent(_ intent: Intent) {}
  /// `onResume()`: the activity is in the foreground.
  open func onResume() {}
  /// `onPause()`: the activity leaves the foreground.
  open func onPause() {}
  /// `onStop()`: the activity is no longer visible. Called only when a case begins with the app
  /// running in the background (after `onPause`); the protocol has no callback of its own for it.
  open func onStop() {}
  /// A change the activity's `configChanges` cover (a rotation): no re-creation.
  open func onConfigurationChanged(_ newConfig: Configuration) {}
}

/// `android.content.BroadcastReceiver`: a new instance handles each broadcast.
@MainActor
open class BroadcastReceiver {
  public required init() {}
  open func onReceive(context: Context, intent: Intent) {}
}

/// `android.app.Service`: created once per process, then `onStartCommand` for each start.
@MainActor
open class Service: Context {
  open func onCreate() {}
  /// A `getService`/`getForegroundService` PendingIntent started it.
  @discardableResult
  open func onStartCommand(intent: Intent, flags: Int, startId: Int) -> Int { 2 }
}

/// `com.google.firebase.messaging.FirebaseMessagingService`: the app's FCM handler.
@MainActor
open class FirebaseMessagingService: Service {
  open func onMessageReceived(_ message: RemoteMessage) {}
}

/// The Android app under test: its manifest and its components, as `AndroidManifest.xml` declares them.
///
/// ```swift
/// AndroidApp()
///   .targetSdk(31)
///   .messagingService(MessagingService.self)
///   .receiver(NotificationDismissedReceiver.self)
///   .activity(MainActivity.self, launchMode: .singleTop, launcher: true, configChanges: ["orientation", "screenSize"])
/// ```
@MainActor
public struct AndroidApp {
  /// `android:launchMode`.
  public enum LaunchMode: String, Sendable, CaseIterable {
    case standard, singleTop, singleTask, singleInstance
  }

  struct ActivityEntry {
    let name: String
    let make: @MainActor () -> Activity
    let launchMode: LaunchMode
    let launcher: Bool
    let configChanges: [String]
    let taskAffinity: String?
    let noHistory: Bool
  }

  var targetSdkVersion: Int?
  var makeApplication: (@MainActor () -> Application)?
  var messaging: (@MainActor () -> FirebaseMessagingService)?
  var activities: [ActivityEntry] = []
  var receivers: [(name: String, make: @MainActor () -> BroadcastReceiver)] = []
  var services: [(name: String, make: @MainActor () -> Service)] = []

  public init() {}

  /// `targetSdkVersion` (the harness's default is 34).
  public func targetSdk(_ version: Int) -> Self {
    var app = self
    app.targetSdkVersion = version
    return app
  }

  /// The app's `Application` subclass (`<application android:name>`): made once per process, before its
  /// components, and its ``Application/onCreate()`` run as the process starts.
  public func application(_ type: Application.Type) -> Self {
    var app = self
    app.makeApplication = { type.init() }
    return app
  }

  /// The app's `FirebaseMessagingService`.
  public func messagingService(_ type: FirebaseMessagingService.Type) -> Self {
    var app = self
    app.messaging = { type.init() }
    return app
  }

  /// A broadcast receiver, named as intents name it (its class name).
  public func receiver(_ type: BroadcastReceiver.Type) -> Self {
    var app = self
    app.receivers.append((String(describing: type), { type.init() }))
    return app
  }

  /// A service that PendingIntents start.
  public func service(_ type: Service.Type) -> Self {
    var app = self
    app.services.append((String(describing: type), { type.init() }))
    return app
  }

  /// An activity and its manifest entry; without a `launcher`, the first declared is the launcher.
  public func activity(
    _ type: Activity.Type, launchMode: LaunchMode = .standard, launcher: Bool = false, configChanges: [String] = [],
    taskAffinity: String? = nil, noHistory: Bool = false
  ) -> Self {
    var app = self
    app.activities.append(
      ActivityEntry(
        name: String(describing: type), make: { type.init() }, launchMode: launchMode, launcher: launcher, configChanges: configChanges,
        taskAffinity: taskAffinity, noHistory: noHistory))
    return app
  }

  /// The launcher activity: the one declared so, else the first.
  var launcher: ActivityEntry? { activities.first(where: \.launcher) ?? activities.first }

  /// `ready.app`, as `version` reports it.
  func manifest(_ version: Int) -> [String: Any] {
    guard version >= 3 else { return ["launchMode": (launcher?.launchMode ?? .standard).rawValue] }
    var value: [String: Any] = [:]
    if let targetSdkVersion { value["targetSdk"] = targetSdkVersion }
    if activities.isEmpty {
      value["launchMode"] = LaunchMode.standard.rawValue
    } else {
      let launcherName = launcher?.name
      value["activities"] = activities.map { each -> [String: Any] in
        var entry: [String: Any] = [
          "name": each.name, "launchMode": each.launchMode.rawValue, "launcher": each.name == launcherName,
          "configChanges": each.configChanges, "noHistory": each.noHistory,
        ]
        if let affinity = each.taskAffinity { entry["taskAffinity"] = affinity }
        return entry
      }
    }
    if !receivers.isEmpty { value["receivers"] = receivers.map(\.name) }
    if !services.isEmpty { value["services"] = services.map(\.name) }
    return value
  }
}

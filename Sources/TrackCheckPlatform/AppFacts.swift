import TrackCheckModel

/// How the app under test is wired, as far as the platform model needs it:
/// assumed from the documents (protocol v1), or reported by the
/// implementation (protocol v2).
public enum AppWiring: Sendable, Hashable {
  /// The documents' app: an Android activity with the default launch mode
  /// reached by a content intent with `FLAG_ACTIVITY_CLEAR_TOP`, a delete
  /// intent per notification, a distinct PendingIntent per notification; on
  /// iOS the categories the case declares.
  case documents
  /// What the implementation reported: its manifest at `ready`, then what its
  /// code did in answer to each callback.
  case reported(AppManifest)

  /// Whether the implementation reports what its app does.
  public var isReported: Bool { if case .reported = self { true } else { false } }
}

/// The manifest facts an implementation reports when a case begins (v2, v3).
public struct AppManifest: Sendable, Hashable {
  /// The protocol version the implementation speaks (2 or 3): what the model
  /// tells it (v3 adds `activity`, `receiver`, `messageId` and its own callbacks).
  public var protocolVersion = 2
  /// The launch mode of the activity the notifications open (Android; v2, or v3 without `activities`).
  public var launchMode: LaunchMode
  /// The app's `targetSdkVersion` (Android, v3; default 34).
  public var targetSdk = 34
  /// The activities the manifest declares (Android, v3); `nil`: one launcher activity `MainActivity` of ``launchMode``.
  public var activities: [AndroidActivity]?
  /// The broadcast receivers' class names (Android, v3); `nil` when the app does not declare them
  /// (a PendingIntent's component is then taken at its word; the dismiss receiver is the default one).
  public var receivers: [String]?
  /// The services' class names (Android, v3); `nil` when the app does not declare them.
  public var services: [String]?
  /// The categories the app registers before launch finishes (iOS), when it says.
  public var categories: [NotificationCategory]?
  /// When the app sets its `UNUserNotificationCenter` delegate (iOS; the documents' app sets it during launch).
  public var notificationDelegate = DelegateTiming.launch

  /// Creates a manifest.
  public init(launchMode: LaunchMode = .standard, categories: [NotificationCategory]? = nil) {
    self.launchMode = launchMode
    self.categories = categories
  }

  /// The activities as the model plays them: those declared, or the one launcher activity v2 describes.
  public var declaredActivities: [AndroidActivity] {
    if let activities, !activities.isEmpty { return activities }
    return [AndroidActivity(name: AndroidActivity.defaultName, launchMode: launchMode, launcher: true)]
  }
}

/// When an iOS app sets its `UNUserNotificationCenter` delegate. Apple: "You
/// must assign your delegate object to the UNUserNotificationCenter object
/// before your app finishes launching."
public enum DelegateTiming: String, Sendable, Hashable, CaseIterable {
  /// During launch, as Apple asks and the documents' app does.
  case launch
  /// After launch finished (a view controller, a later SDK start): the response that launched the app is lost.
  case late
  /// Never: taps reach the app delegate's legacy callback; dismissals and action buttons reach nothing.
  case none

  /// Whether a delegate is set by the time a running app needs it.
  public var isSet: Bool { self != .none }
}

/// An Android activity's `android:launchMode`.
public enum LaunchMode: String, Sendable, Hashable, CaseIterable {
  /// The default ("multiple"): a new instance per start, unless an intent flag says otherwise.
  case standard
  /// A start while the activity is on top goes to `onNewIntent`.
  case singleTop
  /// One instance, at the root of its task: a start goes to `onNewIntent`.
  case singleTask
  /// One instance, alone in its task: a start goes to `onNewIntent`.
  case singleInstance
}

/// What the app's code did in answer to one callback (v2, v3).
public struct AppFacts: Sendable, Hashable {
  /// Notifications posted (Android `NotificationManager.notify`), in order.
  public var posted: [PostedNotification]
  /// Notifications cancelled, by id and tag.
  public var cancelled: [NotificationKey]
  /// Whether the app called `NotificationManager.cancelAll()` (v3), before what it posted.
  public var cancelledAll = false
  /// Whether the activity called `setIntent` with the intent it was given (in `onNewIntent`; v2's `setIntent: true`).
  public var setIntent: Bool
  /// The intent the activity passed to `setIntent` (v3, in any activity callback): what `getIntent()` returns from then on.
  public var setIntentTo: IntentSpec?
  /// The intents the code started with `Context.startActivity` (v3): from a receiver or a service answering a
  /// notification's PendingIntent a trampoline, from an activity a start from its task.
  public var startedActivities: [IntentSpec] = []
  /// Whether the activity called `finish()` while handling the callback (v3).
  public var finished = false
  /// The categories the app registered (iOS `setNotificationCategories`), when it did.
  public var categories: [NotificationCategory]?
  /// Whether the app set its notification-centre delegate while handling the callback (iOS, a late delegate).
  public var setDelegate = false

  /// Nothing done.
  public init(
    posted: [PostedNotification] = [], cancelled: [NotificationKey] = [], setIntent: Bool = false, categories: [NotificationCategory]? = nil
  ) {
    self.posted = posted
    self.cancelled = cancelled
    self.setIntent = setIntent
    self.categories = categories
  }
}

/// A notification's identity: `notify(tag, id, …)` with the same pair replaces it.
public struct NotificationKey: Sendable, Hashable {
  /// The id.
  public var id: Int
  /// The tag, if any.
  public var tag: String?

  /// Creates a key.
  public init(id: Int, tag: String? = nil) {
    self.id = id
    self.tag = tag
  }
}

/// A notification as the app posted it.
public struct PostedNotification: Sendable, Hashable {
  /// Its id and tag.
  public var key: NotificationKey
  /// The PendingIntent a tap sends, if any.
  public var contentIntent: PendingIntentSpec?
  /// The PendingIntent a dismissal sends, if any.
  public var deleteIntent: PendingIntentSpec?
  /// Whether a tap removes it (`setAutoCancel(true)`).
  public var autoCancel: Bool
  /// The `messageId` of the push it was built for (v3 `for`); `nil`: the push the app was answering.
  public var push: String?
  /// Its action buttons, in order (v3 `actions`).
  public var actions: [AndroidNotificationAction] = []

  /// Creates a posted notification.
  public init(
    key: NotificationKey, contentIntent: PendingIntentSpec?, deleteIntent: PendingIntentSpec?, autoCancel: Bool = true,
    push: String? = nil, actions: [AndroidNotificationAction] = []
  ) {
    self.key = key
    self.contentIntent = contentIntent
    self.deleteIntent = deleteIntent
    self.autoCancel = autoCancel
    self.push = push
    self.actions = actions
  }
}

/// An Android notification's action button (`NotificationCompat.Builder.addAction`).
public struct AndroidNotificationAction: Sendable, Hashable {
  /// Its title: what a `tapAction` step names (or its index, as a string).
  public var title: String
  /// The PendingIntent it sends, if any.
  public var intent: PendingIntentSpec?

  /// Creates an action.
  public init(title: String, intent: PendingIntentSpec?) {
    self.title = title
    self.intent = intent
  }
}

/// A `PendingIntent.getActivity` / `getActivities` / `getBroadcast` / `getService` / `getForegroundService` request.
public struct PendingIntentSpec: Sendable, Hashable {
  /// What sending it does.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `getActivity`: starts an activity.
    case activity
    /// `getActivities` (`TaskStackBuilder`): starts a back stack of activities, the last intent on top.
    case activities
    /// `getBroadcast`: sends a broadcast to a receiver.
    case broadcast
    /// `getService`: starts a service.
    case service
    /// `getForegroundService`: starts a foreground service.
    case foregroundService

    /// Whether sending it starts an activity.
    public var startsActivity: Bool { self == .activity || self == .activities }
  }

  /// Which `PendingIntent.get…` made it.
  public var kind: Kind
  /// The request code.
  public var requestCode: Int
  /// `FLAG_UPDATE_CURRENT`, `FLAG_CANCEL_CURRENT`, `FLAG_ONE_SHOT`, `FLAG_IMMUTABLE`, … (``PendingIntentFlag``).
  public var flags: [String]
  /// The intent it wraps (for `getActivities`, the last one: the one on top).
  public var intent: IntentSpec
  /// `getActivities`: every intent, the last on top; empty for the other kinds.
  public var intents: [IntentSpec] = []

  /// Creates a request.
  public init(kind: Kind, requestCode: Int, flags: [String], intent: IntentSpec, intents: [IntentSpec] = []) {
    self.kind = kind
    self.requestCode = requestCode
    self.flags = flags
    self.intent = intent
    self.intents = intents
  }

  /// Whether the request carries `flag`.
  public func has(_ flag: PendingIntentFlag) -> Bool { flags.contains(flag.rawValue) }
}

/// The PendingIntent flags the model plays (the `PendingIntent` reference).
public enum PendingIntentFlag: String, Sendable, Hashable, CaseIterable {
  /// Keep the existing token and replace its extras.
  case updateCurrent = "FLAG_UPDATE_CURRENT"
  /// Cancel the existing token before making a new one.
  case cancelCurrent = "FLAG_CANCEL_CURRENT"
  /// The token can be sent once.
  case oneShot = "FLAG_ONE_SHOT"
  /// The token's intent cannot be changed by the sender.
  case immutable = "FLAG_IMMUTABLE"
  /// The token's intent can be changed by the sender.
  case mutable = "FLAG_MUTABLE"
  /// Return `null` instead of making a token that does not exist yet.
  case noCreate = "FLAG_NO_CREATE"
}

/// The activity intent flags the model plays (the `Intent` reference).
public enum IntentFlag: String, Sendable, Hashable, CaseIterable {
  /// Start the activity in a task of its affinity (a new one, or bring the existing one to the front).
  case newTask = "FLAG_ACTIVITY_NEW_TASK"
  /// With `newTask`: clear the task; the activity becomes the root of an otherwise empty task.
  case clearTask = "FLAG_ACTIVITY_CLEAR_TASK"
  /// Close the activities above a running instance (and re-create it, for the default launch mode).
  case clearTop = "FLAG_ACTIVITY_CLEAR_TOP"
  /// An instance at the top of the stack gets the intent in `onNewIntent`.
  case singleTop = "FLAG_ACTIVITY_SINGLE_TOP"
  /// Bring a running instance to the front of its task's stack.
  case reorderToFront = "FLAG_ACTIVITY_REORDER_TO_FRONT"
  /// The activity is not kept in the history stack: it finishes once the user leaves it.
  case noHistory = "FLAG_ACTIVITY_NO_HISTORY"
  /// With `newTask`: always a new task.
  case multipleTask = "FLAG_ACTIVITY_MULTIPLE_TASK"
  /// Set by Android on an intent replayed from Recents.
  case launchedFromHistory = "FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY"
}

/// An Android intent as the app built it.
public struct IntentSpec: Sendable, Hashable {
  /// The target component (`MainActivity`), if explicit.
  public var component: String?
  /// The action, if any.
  public var action: String?
  /// The categories.
  public var categories: [String]
  /// The data URI, if any.
  public var data: String?
  /// `FLAG_ACTIVITY_CLEAR_TOP`, `FLAG_ACTIVITY_SINGLE_TOP`, …
  public var flags: [String]
  /// The extras, as strings (the push's data map).
  public var extras: JSONObject

  /// Creates an intent.
  public init(
    component: String? = nil, action: String? = nil, categories: [String] = [], data: String? = nil, flags: [String] = [],
    extras: JSONObject = JSONObject()
  ) {
    self.component = component
    self.action = action
    self.categories = categories
    self.data = data
    self.flags = flags
    self.extras = extras
  }

  /// What `Intent.filterEquals` compares: everything but the extras (and the flags).
  public var filterIdentity: [String?] { [component, action, data] + categories.sorted().map { Optional($0) } }

  /// Whether the intent carries `flag`.
  public func has(_ flag: IntentFlag) -> Bool { flags.contains(flag.rawValue) }

  /// Whether Android resolves the intent to another app: an implicit `ACTION_VIEW` of a web address
  /// (no component), which the browser or the link's app handles. (An app's own intent filters are
  /// not declared over the protocol: an app that handles its web links itself names its activity.)
  public var opensAnotherApp: Bool {
    guard component == nil, action == "android.intent.action.VIEW", let data else { return false }
    let scheme = data.prefix { $0 != ":" }.lowercased()
    return scheme == "http" || scheme == "https"
  }

  /// The intent as a callback argument: what the app reads from it.
  public var json: JSONValue {
    var object: JSONObject = [:]
    if let component { object["component"] = .string(component) }
    if let action { object["action"] = .string(action) }
    if !categories.isEmpty { object["categories"] = .array(categories.map { .string($0) }) }
    if let data { object["data"] = .string(data) }
    object["flags"] = .array(flags.map { .string($0) })
    object["extras"] = .object(extras)
    return .object(object)
  }
}

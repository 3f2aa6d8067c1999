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

/// The manifest facts an implementation reports when a case begins (v2).
public struct AppManifest: Sendable, Hashable {
  /// The launch mode of the activity the notifications open (Android).
  public var launchMode: LaunchMode
  /// The categories the app registers before launch finishes (iOS), when it says.
  public var categories: [NotificationCategory]?
  /// When the app sets its `UNUserNotificationCenter` delegate (iOS; the documents' app sets it during launch).
  public var notificationDelegate = DelegateTiming.launch

  /// Creates a manifest.
  public init(launchMode: LaunchMode = .standard, categories: [NotificationCategory]? = nil) {
    self.launchMode = launchMode
    self.categories = categories
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

/// What the app's code did in answer to one callback (v2).
public struct AppFacts: Sendable, Hashable {
  /// Notifications posted (Android `NotificationManager.notify`), in order.
  public var posted: [PostedNotification]
  /// Notifications cancelled, by id and tag.
  public var cancelled: [NotificationKey]
  /// Whether the activity called `setIntent` with the intent it was given (in `onNewIntent`).
  public var setIntent: Bool
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

  /// Creates a posted notification.
  public init(key: NotificationKey, contentIntent: PendingIntentSpec?, deleteIntent: PendingIntentSpec?, autoCancel: Bool = true) {
    self.key = key
    self.contentIntent = contentIntent
    self.deleteIntent = deleteIntent
    self.autoCancel = autoCancel
  }
}

/// A `PendingIntent.getActivity` / `getBroadcast` request.
public struct PendingIntentSpec: Sendable, Hashable {
  /// What sending it does.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `getActivity`: starts an activity.
    case activity
    /// `getBroadcast`: sends a broadcast to a receiver.
    case broadcast
  }

  /// `getActivity` or `getBroadcast`.
  public var kind: Kind
  /// The request code.
  public var requestCode: Int
  /// `FLAG_UPDATE_CURRENT`, `FLAG_CANCEL_CURRENT`, `FLAG_ONE_SHOT`, `FLAG_IMMUTABLE`, …
  public var flags: [String]
  /// The intent it wraps.
  public var intent: IntentSpec

  /// Creates a request.
  public init(kind: Kind, requestCode: Int, flags: [String], intent: IntentSpec) {
    self.kind = kind
    self.requestCode = requestCode
    self.flags = flags
    self.intent = intent
  }
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

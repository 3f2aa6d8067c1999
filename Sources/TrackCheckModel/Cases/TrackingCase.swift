/// One conformance case: inputs in the user's terms, and the tracking calls that must follow.
public struct TrackingCase: Sendable, Hashable, Identifiable {
  /// The stable, unique id (`IOS-FG-IMPRESSION-01`).
  public var id: String
  /// A one-line description.
  public var title: String
  /// The requirement ids of the catalogue the case checks.
  public var requirements: [RequirementID]
  /// The source of the rule: seed file and section, or platform documentation.
  public var source: String
  /// Free tags for selection.
  public var tags: [String]
  /// The platform.
  public var platform: Platform
  /// The device conditions.
  public var device: DeviceSettings
  /// The categories the app registers (iOS).
  public var categories: [NotificationCategory]
  /// Where the app is when the case begins.
  public var initialState: AppState
  /// The pushes of the case, by name, in declaration order.
  public var notifications: [Notification]
  /// What happens, in order.
  public var steps: [Step]
  /// The tracking calls that must follow, in order; empty means none.
  public var expectedCalls: [ExpectedCall]
  /// The API the case pins, or `.any`.
  public var api: APIChoice
  /// Whether the case tests the app's own wiring (the notifications it posts,
  /// their PendingIntents): only an implementation that reports it (protocol v2) can run it.
  public var needsReportedWiring = false
  /// Whether the case plays the app's declared activities and what they start (protocol 3's
  /// manifest and facts): a library's activity that opens the app, as Campaign Classic's tracker activity does.
  public var needsDeclaredActivities = false
  /// The app's wiring the case proposes in `begin.app` beside the categories
  /// and the delegate (generated scenarios only: `trackcheck explore` sends it
  /// to an implementation that reports its own wiring); `nil`: none.
  public var appProposal: JSONObject?
  /// The suite the case belongs to (its file, as a dotted name).
  public var suite: String
  /// Where the case is written.
  public var location: SourceLocation

  /// The categories the case's iOS pushes name (`aps.category`), each once.
  public var namedCategories: [String] {
    var names: [String] = []
    for notification in notifications {
      if let name = notification.payload["aps"]?["category"]?.stringValue, !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The push named `name`.
  public func notification(named name: String) -> Notification? {
    notifications.first { $0.name == name }
  }

  /// Creates a value from its fields.
  public init(
    id: String, title: String, requirements: [RequirementID], source: String, tags: [String], platform: Platform, device: DeviceSettings,
    categories: [NotificationCategory], initialState: AppState, notifications: [Notification], steps: [Step], expectedCalls: [ExpectedCall],
    api: APIChoice, suite: String, location: SourceLocation
  ) {
    self.id = id
    self.title = title
    self.requirements = requirements
    self.source = source
    self.tags = tags
    self.platform = platform
    self.device = device
    self.categories = categories
    self.initialState = initialState
    self.notifications = notifications
    self.steps = steps
    self.expectedCalls = expectedCalls
    self.api = api
    self.suite = suite
    self.location = location
  }
}

/// A push of a case, with the payload Campaign sent.
public struct Notification: Sendable, Hashable {
  /// The name steps use for it (`default` for a case's single payload).
  public var name: String
  /// The payload: the iOS `userInfo`, or the Android FCM message.
  public var payload: JSONValue
  /// The fixture it was built from, if any.
  public var fixture: String?

  /// Creates a notification.
  public init(name: String, payload: JSONValue, fixture: String? = nil) {
    self.name = name
    self.payload = payload
    self.fixture = fixture
  }

  /// The keys Campaign knows a push by: its delivery id, its message (broadlog) id and its tracking flag.
  public static let identityKeys = ["_dId", "_mId", "_acsDeliveryTracking"]

  /// Of `keys` (a payload's top level, a data map, an intent's extras), the members Campaign knows a push by,
  /// in the order of ``identityKeys``: whatever else a layer added, removed or rewrote, the same push has the same identity.
  public static func identity(in keys: JSONObject) -> JSONObject {
    JSONObject(identityKeys.compactMap { key in keys[key].map { (key: key, value: $0) } })
  }

  /// The members where Campaign puts its keys: the top level on iOS, `data` on Android.
  public func campaignKeys(on platform: Platform) -> JSONObject {
    switch platform {
    case .ios: payload.objectValue ?? JSONObject()
    case .android: payload["data"]?.objectValue ?? JSONObject()
    }
  }
}

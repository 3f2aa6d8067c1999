import TrackCheckModel
import TrackCheckPlatform

/// Reads what a protocol v2 implementation reports about its app: the
/// manifest in `ready`, and in each `calls` answer what its code did
/// (`docs/PROTOCOL.md`, "What the app reports").
public enum AppReport {
  /// `ready.app`: the launch mode of the activity notifications open (default `standard`); with
  /// protocol 3 the target SDK, the activities, receivers and services too.
  public static func manifest(in ready: JSONObject, version: Int = 2) -> Result<AppManifest, ProtocolFault> {
    var manifest = AppManifest()
    manifest.protocolVersion = version
    guard let app = ready["app"] else { return .success(manifest) }
    guard let object = app.objectValue else { return .failure(ProtocolFault("'ready.app' must be an object")) }
    if let mode = object["launchMode"] {
      guard let text = mode.stringValue, let launchMode = LaunchMode(rawValue: text) else {
        let allowed = LaunchMode.allCases.map(\.rawValue).joined(separator: ", ")
        return .failure(ProtocolFault("'ready.app.launchMode' must be one of \(allowed), got \(JSONSerializer.string(mode))"))
      }
      manifest.launchMode = launchMode
    }
    if let delegate = object["notificationDelegate"] {
      switch delegate {
      case .bool(let value): manifest.notificationDelegate = value ? .launch : DelegateTiming.none
      case .string(let text):
        guard let timing = DelegateTiming(rawValue: text) else { fallthrough }
        manifest.notificationDelegate = timing
      default:
        return .failure(ProtocolFault("'ready.app.notificationDelegate' must be true, false, \"launch\", \"late\" or \"none\""))
      }
    }
    do throws(ProtocolFault) {
      if let categories = object["categories"] {
        manifest.categories = try list(categories, "ready.app.categories").map(category)
      }
      if version >= 3 { try android(object, into: &manifest) }
    } catch {
      return .failure(error)
    }
    return .success(manifest)
  }

  /// `ready.app` of protocol 3, Android: `targetSdk`, `activities`, `receivers`, `services`.
  private static func android(_ object: JSONObject, into manifest: inout AppManifest) throws(ProtocolFault) {
    if let sdk = object["targetSdk"] {
      guard case .integer(let level) = sdk, level > 0, level < 1000 else {
        throw ProtocolFault("'ready.app.targetSdk' must be an integer API level, got \(JSONSerializer.string(sdk))")
      }
      manifest.targetSdk = Int(level)
    }
    if let receivers = object["receivers"] { manifest.receivers = try strings(receivers, "ready.app.receivers") }
    if let services = object["services"] { manifest.services = try strings(services, "ready.app.services") }
    guard let declared = object["activities"] else { return }
    var activities: [AndroidActivity] = []
    for (index, entry) in try list(declared, "ready.app.activities").enumerated() {
      let field = "ready.app.activities[\(index)]"
      guard entry.objectValue != nil else { throw ProtocolFault("'\(field)' must be an object") }
      guard let name = try string(entry["name"], "\(field).name"), !name.isEmpty else {
        throw ProtocolFault("'\(field).name' must be a non-empty string")
      }
      var activity = AndroidActivity(name: name)
      if let mode = try string(entry["launchMode"], "\(field).launchMode") {
        guard let launchMode = LaunchMode(rawValue: mode) else {
          let allowed = LaunchMode.allCases.map(\.rawValue).joined(separator: ", ")
          throw ProtocolFault("'\(field).launchMode' must be one of \(allowed), got \"\(mode)\"")
        }
        activity.launchMode = launchMode
      }
      activity.launcher = try bool(entry["launcher"], "\(field).launcher") ?? false
      activity.noHistory = try bool(entry["noHistory"], "\(field).noHistory") ?? false
      activity.excludeFromRecents = try bool(entry["excludeFromRecents"], "\(field).excludeFromRecents") ?? false
      activity.taskAffinity = try string(entry["taskAffinity"], "\(field).taskAffinity")
      if let changes = entry["configChanges"] { activity.configChanges = try strings(changes, "\(field).configChanges") }
      activities.append(activity)
    }
    if activities.filter(\.launcher).count > 1 {
      throw ProtocolFault("'ready.app.activities' has more than one activity with 'launcher: true'")
    }
    if !activities.isEmpty && !activities.contains(where: \.launcher) { activities[0].launcher = true }
    manifest.activities = activities
  }

  /// `calls.app`: notifications posted and cancelled, `setIntent`, categories registered; with protocol 3
  /// also `for`, action buttons, PendingIntent kinds, `cancelledAll`, `setIntent` as an intent,
  /// `startActivity` and `finish`. `answering` names the callback answered: in protocol 3 a notification
  /// posted while answering anything but `onMessageReceived` must say which push it is `for`.
  public static func facts(in answer: JSONObject, version: Int = 2, answering: CallbackName? = nil) -> Result<AppFacts, ProtocolFault> {
    guard let app = answer["app"] else { return .success(AppFacts()) }
    guard let object = app.objectValue else { return .failure(ProtocolFault("'app' must be an object")) }
    do throws(ProtocolFault) {
      var facts = AppFacts()
      for (index, entry) in try list(object["posted"], "app.posted").enumerated() {
        let posted = try notification(entry, "app.posted[\(index)]", version: version)
        if version >= 3, posted.push == nil, let answering, answering != .onMessageReceived {
          throw ProtocolFault(
            "'app.posted[\(index)].for' is required: a notification posted while answering \(answering) must name the push (its messageId) it was built for"
          )
        }
        facts.posted.append(posted)
      }
      for entry in try list(object["cancelled"], "app.cancelled") { facts.cancelled.append(try key(entry, "app.cancelled")) }
      if let flag = object["setIntent"] {
        switch flag {
        case .bool(let value): facts.setIntent = value
        case .object where version >= 3: facts.setIntentTo = try intent(flag, "app.setIntent")
        default:
          throw ProtocolFault(
            version >= 3 ? "'app.setIntent' must be an intent object (or true)" : "'app.setIntent' must be true or false")
        }
      }
      if version >= 3 {
        facts.cancelledAll = try bool(object["cancelledAll"], "app.cancelledAll") ?? false
        facts.finished = try bool(object["finish"], "app.finish") ?? false
        for (index, entry) in try list(object["startActivity"], "app.startActivity").enumerated() {
          facts.startedActivities.append(try intent(entry, "app.startActivity[\(index)]"))
        }
      }
      if let categories = object["categories"] {
        facts.categories = try list(categories, "app.categories").map(category)
      }
      if let delegate = object["notificationDelegate"] {
        guard case .bool(let value) = delegate else { throw ProtocolFault("'app.notificationDelegate' must be true or false") }
        facts.setDelegate = value
      }
      return .success(facts)
    } catch {
      return .failure(error)
    }
  }

  private static func list(_ value: JSONValue?, _ field: String) throws(ProtocolFault) -> [JSONValue] {
    guard let value else { return [] }
    guard let array = value.arrayValue else { throw ProtocolFault("'\(field)' must be a list") }
    return array
  }

  private static func key(_ value: JSONValue, _ field: String) throws(ProtocolFault) -> NotificationKey {
    guard value.objectValue != nil else { throw ProtocolFault("each of '\(field)' must be an object") }
    guard case .integer(let id)? = value["id"] else { throw ProtocolFault("each of '\(field)' needs an integer 'id'") }
    return NotificationKey(id: Int(id), tag: try string(value["tag"], "\(field).tag"))
  }

  private static func notification(_ value: JSONValue, _ field: String, version: Int) throws(ProtocolFault) -> PostedNotification {
    let key = try key(value, "app.posted")
    var content: PendingIntentSpec?
    if let spec = value["contentIntent"] { content = try pendingIntent(spec, "\(field).contentIntent", kind: .activity, version: version) }
    var delete: PendingIntentSpec?
    if let spec = value["deleteIntent"] { delete = try pendingIntent(spec, "\(field).deleteIntent", kind: .broadcast, version: version) }
    let autoCancel = try bool(value["autoCancel"], "\(field).autoCancel") ?? true
    var posted = PostedNotification(key: key, contentIntent: content, deleteIntent: delete, autoCancel: autoCancel)
    guard version >= 3 else { return posted }
    posted.push = try string(value["for"], "\(field).for")
    for (index, action) in try list(value["actions"], "\(field).actions").enumerated() {
      let place = "\(field).actions[\(index)]"
      guard action.objectValue != nil else { throw ProtocolFault("'\(place)' must be an object") }
      guard let title = try string(action["title"], "\(place).title") else { throw ProtocolFault("'\(place).title' must be a string") }
      let spec = try action["intent"].flatMap { spec throws(ProtocolFault) in
        try pendingIntent(spec, "\(place).intent", kind: .activity, version: version)
      }
      posted.actions.append(AndroidNotificationAction(title: title, intent: spec))
    }
    return posted
  }

  private static func pendingIntent(_ value: JSONValue, _ field: String, kind: PendingIntentSpec.Kind, version: Int) throws(ProtocolFault)
    -> PendingIntentSpec?
  {
    if value == .null { return nil }
    guard value.objectValue != nil else { throw ProtocolFault("'\(field)' must be an object or null") }
    guard case .integer(let code)? = value["requestCode"] else { throw ProtocolFault("'\(field).requestCode' must be an integer") }
    let flags = try strings(value["flags"], "\(field).flags")
    var kind = kind
    var intents: [IntentSpec] = []
    if version >= 3 {
      if let name = try string(value["kind"], "\(field).kind") {
        guard let known = PendingIntentSpec.Kind(rawValue: name) else {
          let allowed = PendingIntentSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")
          throw ProtocolFault("'\(field).kind' must be one of \(allowed), got \"\(name)\"")
        }
        kind = known
      }
      for (index, entry) in try list(value["intents"], "\(field).intents").enumerated() {
        intents.append(try intent(entry, "\(field).intents[\(index)]"))
      }
      if kind == .activities && intents.isEmpty && value["intent"] == nil {
        throw ProtocolFault("'\(field).intents' must list the intents of a getActivities PendingIntent")
      }
    }
    let wrapped: IntentSpec
    if let object = value["intent"] {
      wrapped = try intent(object, "\(field).intent")
    } else if let last = intents.last {
      wrapped = last
    } else {
      throw ProtocolFault("'\(field).intent' must be an object")
    }
    return PendingIntentSpec(kind: kind, requestCode: Int(code), flags: flags, intent: wrapped, intents: intents)
  }

  /// An intent object: every field of the right type, or a fault naming it.
  private static func intent(_ value: JSONValue, _ field: String) throws(ProtocolFault) -> IntentSpec {
    guard value.objectValue != nil else { throw ProtocolFault("'\(field)' must be an object") }
    var extras = JSONObject()
    if let given = value["extras"], given != .null {
      guard let object = given.objectValue else { throw ProtocolFault("'\(field).extras' must be an object, got \(given.typeName)") }
      extras = object
    }
    return IntentSpec(
      component: try string(value["component"], "\(field).component"), action: try string(value["action"], "\(field).action"),
      categories: try strings(value["categories"], "\(field).categories"), data: try string(value["data"], "\(field).data"),
      flags: try strings(value["flags"], "\(field).flags"), extras: extras)
  }

  /// A string field: absent or `null` is `nil`; anything else but a string is a fault naming the field.
  private static func string(_ value: JSONValue?, _ field: String) throws(ProtocolFault) -> String? {
    guard let value, value != .null else { return nil }
    guard let text = value.stringValue else { throw ProtocolFault("'\(field)' must be a string, got \(value.typeName)") }
    return text
  }

  /// A boolean field: absent or `null` is `nil`; anything else but true or false is a fault naming the field.
  private static func bool(_ value: JSONValue?, _ field: String) throws(ProtocolFault) -> Bool? {
    guard let value, value != .null else { return nil }
    guard case .bool(let flag) = value else { throw ProtocolFault("'\(field)' must be true or false, got \(value.typeName)") }
    return flag
  }

  private static func category(_ value: JSONValue) throws(ProtocolFault) -> NotificationCategory {
    guard let identifier = value["identifier"]?.stringValue else { throw ProtocolFault("each of 'app.categories' needs an 'identifier'") }
    let actions = try list(value["actions"], "app.categories.actions").map { action throws(ProtocolFault) in
      guard let id = action["identifier"]?.stringValue else { throw ProtocolFault("each action of a category needs an 'identifier'") }
      let options = try strings(action["options"], "app.categories.actions.options")
      if let unknown = options.first(where: { !Self.actionOptions.contains($0) }) {
        throw ProtocolFault(
          "unknown action option '\(unknown)': the options are \(Self.actionOptions.joined(separator: ", ")) (UNNotificationActionOptions)")
      }
      if let opensApp = action["opensApp"], opensApp != .bool(true), opensApp != .bool(false) {
        throw ProtocolFault("'opensApp' must be true or false")
      }
      return NotificationAction(
        identifier: id, opensApp: action["opensApp"] == .bool(true) || options.contains("foreground"),
        destructive: options.contains("destructive"), authenticationRequired: options.contains("authenticationRequired"))
    }
    let customDismiss = try bool(value["customDismissAction"], "app.categories.customDismissAction") ?? false
    return NotificationCategory(identifier: identifier, customDismissAction: customDismiss, actions: actions)
  }

  /// `UNNotificationActionOptions`, as the protocol names them.
  static let actionOptions = ["foreground", "destructive", "authenticationRequired"]

  private static func strings(_ value: JSONValue?, _ field: String) throws(ProtocolFault) -> [String] {
    guard let value else { return [] }
    guard let array = value.arrayValue else { throw ProtocolFault("'\(field)' must be a list of strings") }
    return try array.map { element throws(ProtocolFault) in
      guard let text = element.stringValue else { throw ProtocolFault("'\(field)' must be a list of strings") }
      return text
    }
  }
}

import TrackCheckModel
import TrackCheckPlatform

/// Reads what a protocol v2 implementation reports about its app: the
/// manifest in `ready`, and in each `calls` answer what its code did
/// (`docs/PROTOCOL.md`, "What the app reports").
public enum AppReport {
  /// `ready.app`: the launch mode of the activity notifications open (default `standard`).
  public static func manifest(in ready: JSONObject) -> Result<AppManifest, ProtocolFault> {
    guard let app = ready["app"] else { return .success(AppManifest()) }
    guard let object = app.objectValue else { return .failure(ProtocolFault("'ready.app' must be an object")) }
    var manifest = AppManifest()
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
    if let categories = object["categories"] {
      do throws(ProtocolFault) {
        manifest.categories = try list(categories, "ready.app.categories").map(category)
      } catch {
        return .failure(error)
      }
    }
    return .success(manifest)
  }

  /// `calls.app`: notifications posted and cancelled, `setIntent`, categories registered.
  public static func facts(in answer: JSONObject) -> Result<AppFacts, ProtocolFault> {
    guard let app = answer["app"] else { return .success(AppFacts()) }
    guard let object = app.objectValue else { return .failure(ProtocolFault("'app' must be an object")) }
    do throws(ProtocolFault) {
      var facts = AppFacts()
      for entry in try list(object["posted"], "app.posted") { facts.posted.append(try notification(entry)) }
      for entry in try list(object["cancelled"], "app.cancelled") { facts.cancelled.append(try key(entry, "app.cancelled")) }
      if let flag = object["setIntent"] {
        guard case .bool(let value) = flag else { throw ProtocolFault("'app.setIntent' must be true or false") }
        facts.setIntent = value
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
    guard case .integer(let id)? = value["id"] else { throw ProtocolFault("each of '\(field)' needs an integer 'id'") }
    return NotificationKey(id: Int(id), tag: value["tag"]?.stringValue)
  }

  private static func notification(_ value: JSONValue) throws(ProtocolFault) -> PostedNotification {
    let key = try key(value, "app.posted")
    var content: PendingIntentSpec?
    if let spec = value["contentIntent"] { content = try pendingIntent(spec, "contentIntent", kind: .activity) }
    var delete: PendingIntentSpec?
    if let spec = value["deleteIntent"] { delete = try pendingIntent(spec, "deleteIntent", kind: .broadcast) }
    var autoCancel = true
    if let flag = value["autoCancel"] {
      guard case .bool(let setting) = flag else { throw ProtocolFault("'autoCancel' must be true or false") }
      autoCancel = setting
    }
    return PostedNotification(key: key, contentIntent: content, deleteIntent: delete, autoCancel: autoCancel)
  }

  private static func pendingIntent(_ value: JSONValue, _ field: String, kind: PendingIntentSpec.Kind) throws(ProtocolFault)
    -> PendingIntentSpec?
  {
    if value == .null { return nil }
    guard value.objectValue != nil else { throw ProtocolFault("'\(field)' must be an object or null") }
    guard case .integer(let code)? = value["requestCode"] else { throw ProtocolFault("'\(field).requestCode' must be an integer") }
    let flags = try strings(value["flags"], "\(field).flags")
    guard let intent = value["intent"], intent.objectValue != nil else { throw ProtocolFault("'\(field).intent' must be an object") }
    let extras = intent["extras"]?.objectValue ?? JSONObject()
    return PendingIntentSpec(
      kind: kind, requestCode: Int(code), flags: flags,
      intent: IntentSpec(
        component: intent["component"]?.stringValue, action: intent["action"]?.stringValue,
        categories: try strings(intent["categories"], "\(field).intent.categories"), data: intent["data"]?.stringValue,
        flags: try strings(intent["flags"], "\(field).intent.flags"), extras: extras))
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
    return NotificationCategory(identifier: identifier, customDismissAction: value["customDismissAction"] == .bool(true), actions: actions)
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

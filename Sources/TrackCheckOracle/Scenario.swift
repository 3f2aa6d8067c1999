import TrackCheckModel
import TrackCheckPlatform

/// A generated scenario: what the user and the device do, in the terms a
/// suite case uses, so that it prints as one. Everything is plain data, so a
/// shrinker can simplify it piece by piece.
public struct Scenario: Sendable, Hashable {
  /// How Campaign's keys appear in one push.
  public struct Push: Sendable, Hashable {
    /// `_acsDeliveryTracking`: absent, a string, or a number (a malformed payload).
    public enum Flag: Sendable, Hashable {
      case absent
      case text(String)
      case number(Int)
      case bool(Bool)
    }

    /// How one id appears: as a string, empty, absent, or a number.
    public enum Id: Sendable, Hashable {
      case text(String)
      case empty
      case absent
      case number(Int)
    }

    public var name: String
    public var flag: Flag = .text("on")
    public var deliveryId: Id
    public var broadlogId: Id
    /// Keys of the app's own beside Campaign's (`uri`, custom fields).
    public var extraKeys = false
    /// iOS: an alert the user sees (else a silent push).
    public var alert = true
    /// iOS: `content-available`, which wakes the app in the background.
    public var contentAvailable = true
    /// iOS: the category the push names.
    public var category: String? = "DEFAULT"
    /// Android: the FCM collapse key.
    public var collapseKey: String?
    /// iOS: keys named like Campaign's inside `aps` and its alert (an app's own, or a proxy's), with other values than the top level's.
    public var idsInsideAps = false
    /// iOS: the alert is a plain string (the body only), not a title and a body.
    public var plainAlert = false
    /// iOS: `badge`, `sound` and `mutable-content` in `aps` as well.
    public var decorations = false
    /// Android: the message's `priority` field is absent and its `to` field present (as the FCM HTTP API shows it).
    public var addressed = false

    public init(name: String, deliveryId: Id, broadlogId: Id) {
      self.name = name
      self.deliveryId = deliveryId
      self.broadlogId = broadlogId
    }
  }

  /// The app's wiring a scenario proposes to an implementation that reports
  /// its own (protocol 2 and later), in `begin.app`: the implementation may
  /// adopt it (the bundled reference tracker does) or report another, and is
  /// judged by the app it reports (`Oracle.expectations`). The documents' app
  /// (``documents``) proposes nothing. The iOS delegate's absence and the
  /// categories are the case's own (`device`, `categories`), as in a suite case.
  public struct Wiring: Sendable, Hashable {
    /// What the notification's content intent starts.
    public enum ContentTarget: String, Sendable, Hashable, CaseIterable {
      /// `PendingIntent.getActivity` to the launcher activity, as the documents' app.
      case activity
      /// `PendingIntent.getActivities`: the launcher activity under a `PushActivity` that gets the push.
      case activities
      /// `getBroadcast` to a receiver (`TapReceiver`) that starts the activity: a trampoline.
      case broadcast
      /// `getService` to a service (`TapService`) that starts the activity: a trampoline.
      case service
    }

    /// How the app numbers its notifications.
    public enum NotificationIds: String, Sendable, Hashable, CaseIterable {
      /// One id per push, as the documents' app.
      case perPush
      /// One id for every push: each notification replaces the one before.
      case single
    }

    /// iOS: the notification-centre delegate is set after launch finished.
    public var lateDelegate = false
    /// Android: the launcher activity's launch mode.
    public var launchMode = LaunchMode.standard
    /// Android: the content intent's flags.
    public var contentFlags: [IntentFlag] = [.clearTop]
    /// Android: what the content intent starts.
    public var contentTarget = ContentTarget.activity
    /// Android: the app's `targetSdkVersion` (31 and later block trampolines).
    public var targetSdk = 34
    /// Android: how notifications are numbered.
    public var notificationIds = NotificationIds.perPush
    /// Android: the activities handle rotations themselves (`configChanges`).
    public var configChanges = false

    /// The documents' app: nothing proposed.
    public static let documents = Wiring()

    /// Creates the documents' wiring.
    public init() {}

    /// The proposal as `begin.app` carries it, for `platform`; `nil` for the documents' app.
    public func proposal(on platform: Platform) -> JSONObject? {
      guard self != .documents else { return nil }
      switch platform {
      case .ios:
        return lateDelegate ? ["delegateTiming": .string(DelegateTiming.late.rawValue)] : nil
      case .android:
        return [
          "launchMode": .string(launchMode.rawValue), "targetSdk": .integer(Int64(targetSdk)),
          "configChanges": .array(configChanges ? [.string("orientation"), .string("screenSize")] : []),
          "contentIntent": .object(["kind": .string(contentTarget.rawValue), "flags": .array(contentFlags.map { .string($0.rawValue) })]),
          "notificationIds": .string(notificationIds.rawValue),
        ]
      }
    }

    /// The proposal in words, for a printed case (a suite file cannot carry it).
    public func summary(on platform: Platform) -> String? {
      guard proposal(on: platform) != nil else { return nil }
      switch platform {
      case .ios: return "notification-centre delegate set late (after launch finished)"
      case .android:
        var parts = ["launchMode \(launchMode.rawValue)", "content intent \(contentTarget.rawValue)"]
        parts.append("flags [\(contentFlags.map(\.rawValue).joined(separator: ", "))]")
        parts.append("targetSdk \(targetSdk)")
        if notificationIds == .single { parts.append("one notification id for every push") }
        if configChanges { parts.append("configChanges orientation|screenSize") }
        return parts.joined(separator: ", ")
      }
    }
  }

  public var id: String
  public var platform: Platform
  public var initialState: AppState
  public var api: APIChoice = .any
  public var device = DeviceSettings()
  /// iOS: the categories the app registers.
  public var categories: [NotificationCategory] = [.documentedDefault]
  public var pushes: [Push]
  public var steps: [Step.Kind]
  /// Whether the scenario judges the app's own wiring (`wiring: reported`): not applicable to a protocol v1 implementation.
  public var judgesWiring = false
  /// The app's wiring proposed in `begin.app` (the documents' app: none).
  public var wiring = Wiring.documents

  public init(id: String, platform: Platform, initialState: AppState, pushes: [Push], steps: [Step.Kind]) {
    self.id = id
    self.platform = platform
    self.initialState = initialState
    self.pushes = pushes
    self.steps = steps
  }
}

extension Scenario.Push {
  /// The push's payload as the platform delivers it: APNs `userInfo`, or the FCM message.
  func payload(on platform: Platform) -> JSONValue {
    var keys = JSONObject()
    func id(_ value: Id) -> JSONValue? {
      switch value {
      case .text(let text): .string(text)
      case .empty: .string("")
      case .absent: nil
      case .number(let number): .integer(Int64(number))
      }
    }
    if let value = id(deliveryId) { keys["_dId"] = value }
    if let value = id(broadlogId) { keys["_mId"] = value }
    switch flag {
    case .absent: break
    case .text(let text): keys["_acsDeliveryTracking"] = .string(text)
    case .number(let number): keys["_acsDeliveryTracking"] = .integer(Int64(number))
    case .bool(let value): keys["_acsDeliveryTracking"] = .bool(value)
    }
    if extraKeys {
      keys["uri"] = .string("https://example.com/\(name)")
      keys["custom_field1"] = .string("custom_value1")
      keys["media-attachment-url"] = .string("https://example.com/\(name).png")
    }
    switch platform {
    case .ios:
      var aps = JSONObject()
      if alert {
        var text: JSONObject = ["title": .string("Push \(name)"), "body": .string("Body of \(name)")]
        if idsInsideAps {
          text["_dId"] = .string("alert-\(name)")
          text["_mId"] = .string("alert-\(name)")
        }
        aps["alert"] = plainAlert && !idsInsideAps ? .string("Body of \(name)") : .object(text)
      }
      if contentAvailable { aps["content-available"] = .integer(1) }
      if let category { aps["category"] = .string(category) }
      if decorations {
        aps["badge"] = .integer(1)
        aps["sound"] = .string("default")
        aps["mutable-content"] = .integer(1)
      }
      if idsInsideAps {
        aps["_dId"] = .string("aps-\(name)")
        aps["_mId"] = .string("aps-\(name)")
      }
      var payload: JSONObject = ["aps": .object(aps)]
      for key in keys.keys { payload[key] = keys[key] }
      return .object(payload)
    case .android:
      // As Campaign's payload shows them; the platform model delivers every data value as a string
      // (RemoteMessage.getData() is a Map<String, String>).
      var data = keys
      if extraKeys {
        data["title"] = .string("Push \(name)")
        data["body"] = .string("Body of \(name)")
      }
      var message: JSONObject = addressed ? ["to": .string("device-token")] : ["priority": .string("high")]
      message["data"] = .object(data)
      if let collapseKey { message["collapseKey"] = .string(collapseKey) }
      return .object(message)
    }
  }
}

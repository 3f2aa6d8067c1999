import TrackCheckModel

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

    public init(name: String, deliveryId: Id, broadlogId: Id) {
      self.name = name
      self.deliveryId = deliveryId
      self.broadlogId = broadlogId
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
    }
    if extraKeys {
      keys["uri"] = .string("https://example.com/\(name)")
      keys["custom_field1"] = .string("custom_value1")
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
        aps["alert"] = .object(text)
      }
      if contentAvailable { aps["content-available"] = .integer(1) }
      if let category { aps["category"] = .string(category) }
      if idsInsideAps {
        aps["_dId"] = .string("aps-\(name)")
        aps["_mId"] = .string("aps-\(name)")
      }
      var payload: JSONObject = ["aps": .object(aps)]
      for key in keys.keys { payload[key] = keys[key] }
      return .object(payload)
    case .android:
      // FCM data values are strings (RemoteMessage.getData() is a Map<String, String>).
      var data = JSONObject()
      for key in keys.keys {
        switch keys[key] {
        case .integer(let number)?: data[key] = .string(String(number))
        case let value?: data[key] = value
        case nil: break
        }
      }
      var message: JSONObject = ["priority": .string("high"), "data": .object(data)]
      if let collapseKey { message["collapseKey"] = .string(collapseKey) }
      return .object(message)
    }
  }
}

/// The tracking action codes of Adobe Campaign Standard.
public enum TrackingAction: String, Sendable, Hashable, CaseIterable {
  /// `"7"`: the push reached the device.
  case impression = "7"
  /// `"2"`: the user acted on the notification (tapped or dismissed it).
  case click = "2"
  /// `"1"`: the tap opened the app.
  case open = "1"

  /// The word used in suites and messages.
  public var name: String {
    switch self {
    case .impression: "impression"
    case .click: "click"
    case .open: "open"
    }
  }

  /// Reads a code (`"7"`) or a name (`impression`).
  public init?(codeOrName: String) {
    if let action = TrackingAction(rawValue: codeOrName) {
      self = action
    } else if let action = TrackingAction.allCases.first(where: { $0.name == codeOrName }) {
      self = action
    } else {
      return nil
    }
  }
}

/// A tracking call the documents require, as a case expects it.
public struct ExpectedCall: Sendable, Hashable {
  /// The API the call may use.
  public var api: APIChoice
  /// The expected `deliveryId`.
  public var deliveryId: String
  /// The expected `broadlogId`.
  public var broadlogId: String
  /// The expected `action` code.
  public var action: TrackingAction
  /// The notification whose ids the call carries, when the case names it.
  public var notification: String?
  /// The index (from 0) of the step that must cause the call: its place on the
  /// case's timeline. Set for every call of a loaded case.
  public var step: Int?
  /// The requirement the call proves: written in the suite, or derived from
  /// its step and action by the catalogue's blame rules when the suite is loaded.
  public var requirement: String?

  /// Creates an expected call.
  public init(
    api: APIChoice, deliveryId: String, broadlogId: String, action: TrackingAction, notification: String? = nil, step: Int? = nil,
    requirement: String? = nil
  ) {
    self.requirement = requirement
    self.api = api
    self.deliveryId = deliveryId
    self.broadlogId = broadlogId
    self.action = action
    self.notification = notification
    self.step = step
  }

  /// The API the call may use, for messages.
  public var apiDescription: String {
    api == .any ? "collectMessageInfo or trackAction(\"tracking\")" : api.description
  }

  /// The context data the call must carry.
  public var contextData: JSONObject {
    ["deliveryId": .string(deliveryId), "broadlogId": .string(broadlogId), "action": .string(action.rawValue)]
  }
}

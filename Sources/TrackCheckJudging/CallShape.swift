import TrackCheckModel
import TrackCheckPlatform

/// An actual call read against the documented shape of a tracking call.
struct CallShape {
  /// The API, when it is one of the two documented ones.
  var api: TrackingAPI?
  /// The three values as sent (absent values are `nil`).
  var deliveryId: JSONValue?
  var broadlogId: JSONValue?
  var action: JSONValue?
  /// What is wrong with the call regardless of what was expected.
  var problems: [FieldProblem]
  /// Whether the call was read from a tracking hit: it carries three strings, and no API.
  var fromHit: Bool

  static let contextKeys = ["deliveryId", "broadlogId", "action"]

  init(_ call: ActualCall) {
    problems = []
    fromHit = call.hit != nil
    api = TrackingAPI(rawValue: call.api)
    if api == nil && !fromHit {
      problems.append(FieldProblem(.unknownAPI, "API '\(call.api)' is not collectMessageInfo or trackAction"))
    }
    if api == .trackAction {
      switch call.actionName {
      case .string("tracking")?: break
      case let name?:
        problems.append(
          FieldProblem(
            .trackingName, "trackAction is called with action name \(JSONSerializer.string(name)); the postback rule matches \"tracking\""))
      case nil: problems.append(FieldProblem(.trackingName, "trackAction is called without an action name; it must be \"tracking\""))
      }
    }
    guard let context = call.contextData.objectValue else {
      problems.append(FieldProblem(.missingKey, "the context data is \(call.contextData.typeName), not a dictionary"))
      return
    }
    deliveryId = context["deliveryId"]
    broadlogId = context["broadlogId"]
    action = context["action"]
    let extra = context.keys.filter { !Self.contextKeys.contains($0) }
    if !extra.isEmpty {
      problems.append(
        FieldProblem(.extraKey, "the context data has keys the documents do not define: \(extra.map { "'\($0)'" }.joined(separator: ", "))")
      )
    }
    for key in Self.contextKeys {
      switch context[key] {
      case nil: problems.append(FieldProblem(.missingKey, "the context data has no '\(key)'"))
      case .string(let text)? where text.isEmpty:
        problems.append(FieldProblem(key == "action" ? .wrongAction : .wrongIds, "'\(key)' is an empty string; the SDK drops such a call"))
      case .string?: break
      case let value?:
        problems.append(
          FieldProblem(
            key == "action" ? .actionNotString : .idNotString,
            "'\(key)' is \(value.typeName) \(JSONSerializer.string(value)), not a string; the SDK silently drops the call"))
      }
    }
  }

  /// Whether the call is exactly `expected`.
  func matches(_ expected: ExpectedCall) -> Bool {
    guard problems.isEmpty else { return false }
    // A hit does not say which API caused it: it matches whatever the case pins.
    if let api {
      guard expected.api.accepts(api) else { return false }
    } else if !fromHit {
      return false
    }
    return deliveryId == .string(expected.deliveryId) && broadlogId == .string(expected.broadlogId)
      && action == .string(expected.action.rawValue)
  }

  /// The action code as text, whatever its JSON type, for pairing.
  var looseAction: String? {
    switch action {
    case .string(let text)?: text
    case .integer(let number)?: String(number)
    default: nil
    }
  }

  /// The differences from `expected`, one sentence each. `others` are the ids
  /// of the case's other notifications: a call that carries them has the ids
  /// of another notification, not wrong ids.
  func differences(from expected: ExpectedCall, others: [(deliveryId: String, broadlogId: String)] = []) -> [FieldProblem] {
    var result = problems
    if let api, !expected.api.accepts(api) {
      let fault: Fault = expected.api == .pinned(.collectMessageInfo) ? .pinnedCollect : .pinnedTrackAction
      result.append(FieldProblem(fault, "it uses \(api.rawValue), but the case pins \(expected.api)"))
    }
    let carriesOtherIds = others.contains { .string($0.deliveryId) == deliveryId && .string($0.broadlogId) == broadlogId }
    let fields: [(String, JSONValue?, String)] = [
      ("deliveryId", deliveryId, expected.deliveryId), ("broadlogId", broadlogId, expected.broadlogId),
      ("action", action, expected.action.rawValue),
    ]
    for (name, value, wanted) in fields {
      guard let value, value != .string(wanted) else { continue }
      let fault: Fault = name == "action" ? .wrongAction : carriesOtherIds ? .otherNotificationIds : .wrongIds
      if case .string = value {
        result.append(
          FieldProblem(fault, "'\(name)' is \(JSONSerializer.string(value)), expected \(JSONSerializer.string(.string(wanted)))"))
      } else if !result.contains(where: { $0.text.hasPrefix("'\(name)' is \(value.typeName)") }) {
        result.append(
          FieldProblem(fault, "'\(name)' is \(JSONSerializer.string(value)), expected \(JSONSerializer.string(.string(wanted)))"))
      }
    }
    return result
  }
}

/// One thing wrong with a call's fields, and the fault it is.
public struct FieldProblem: Sendable, Hashable {
  /// The fault, for blame.
  public var fault: Fault
  /// The sentence.
  public var text: String

  init(_ fault: Fault, _ text: String) {
    self.fault = fault
    self.text = text
  }
}

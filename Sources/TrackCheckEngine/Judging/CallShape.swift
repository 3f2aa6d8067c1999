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
  var problems: [String]

  static let contextKeys = ["deliveryId", "broadlogId", "action"]

  init(_ call: ActualCall) {
    problems = []
    api = TrackingAPI(rawValue: call.api)
    if api == nil {
      problems.append("API '\(call.api)' is not collectMessageInfo or trackAction")
    }
    if api == .trackAction {
      switch call.actionName {
      case .string("tracking")?: break
      case let name?:
        problems.append("trackAction is called with action name \(JSONSerializer.string(name)); the postback rule matches \"tracking\"")
      case nil: problems.append("trackAction is called without an action name; it must be \"tracking\"")
      }
    }
    guard let context = call.contextData.objectValue else {
      problems.append("the context data is \(call.contextData.typeName), not a dictionary")
      return
    }
    deliveryId = context["deliveryId"]
    broadlogId = context["broadlogId"]
    action = context["action"]
    let extra = context.keys.filter { !Self.contextKeys.contains($0) }
    if !extra.isEmpty {
      problems.append("the context data has keys the documents do not define: \(extra.map { "'\($0)'" }.joined(separator: ", "))")
    }
    for key in Self.contextKeys {
      switch context[key] {
      case nil: problems.append("the context data has no '\(key)'")
      case .string(let text)? where text.isEmpty: problems.append("'\(key)' is an empty string; the SDK drops such a call")
      case .string?: break
      case let value?:
        problems.append("'\(key)' is \(value.typeName) \(JSONSerializer.string(value)), not a string; the SDK silently drops the call")
      }
    }
  }

  /// Whether the call is exactly `expected`.
  func matches(_ expected: ExpectedCall) -> Bool {
    guard problems.isEmpty, let api, expected.api.accepts(api) else { return false }
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

  /// The differences from `expected`, one sentence each.
  func differences(from expected: ExpectedCall) -> [String] {
    var result = problems
    if let api, !expected.api.accepts(api) {
      result.append("it uses \(api.rawValue), but the case pins \(expected.api)")
    }
    let fields: [(String, JSONValue?, String)] = [
      ("deliveryId", deliveryId, expected.deliveryId), ("broadlogId", broadlogId, expected.broadlogId),
      ("action", action, expected.action.rawValue),
    ]
    for (name, value, wanted) in fields {
      guard let value, value != .string(wanted) else { continue }
      if case .string = value {
        result.append("'\(name)' is \(JSONSerializer.string(value)), expected \(JSONSerializer.string(.string(wanted)))")
      } else if !result.contains(where: { $0.hasPrefix("'\(name)' is \(value.typeName)") }) {
        result.append("'\(name)' is \(JSONSerializer.string(value)), expected \(JSONSerializer.string(.string(wanted)))")
      }
    }
    return result
  }
}

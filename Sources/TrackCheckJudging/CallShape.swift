import TrackCheckModel
import TrackCheckPlatform

/// An actual call read against the documented shape of a tracking call, in the profile's vocabulary.
struct CallShape {
  /// The call's API as the profile knows it, when it is one of its calls.
  var api: ProfileCall?
  /// The three values as sent (absent values are `nil`): the ids, and the event's code — from the
  /// context data when the call carries it there, else the code of the event its API makes.
  var deliveryId: JSONValue?
  var broadlogId: JSONValue?
  var action: JSONValue?
  /// What is wrong with the call regardless of what was expected.
  var problems: [FieldProblem]
  /// Whether the call was read from a tracking hit: it carries three strings, and no API.
  var fromHit: Bool
  /// The context data's keys of the three values, for messages.
  var keys: (delivery: String, broadlog: String, action: String?) = ("deliveryId", "broadlogId", "action")
  /// The context data as sent, for the values an event carries beside the three (``Profile/values``).
  var context = JSONObject()

  init(_ call: ActualCall, profile: Profile) {
    problems = []
    fromHit = call.hit != nil
    api = fromHit ? nil : profile.call(call.api)
    if api == nil && !fromHit {
      let known = profile.calls.map(\.api)
      problems.append(
        FieldProblem(
          .unknownAPI,
          "API '\(call.api)' is not " + (known.count == 2 ? "\(known[0]) or \(known[1])" : known.joined(separator: ", "))))
    }
    if let api, let name = api.actionName {
      switch call.actionName {
      case .string(name)?: break
      case let given?:
        problems.append(
          FieldProblem(
            .trackingName,
            "\(api.api) is called with action name \(JSONSerializer.string(given)); the postback rule matches \"\(name)\""))
      case nil: problems.append(FieldProblem(.trackingName, "\(api.api) is called without an action name; it must be \"\(name)\""))
      }
    }
    guard let context = call.contextData.objectValue else {
      problems.append(FieldProblem(.missingKey, "the context data is \(call.contextData.typeName), not a dictionary"))
      return
    }
    // A hit carries the three values under Campaign Standard's names (HitDecoding); a call under its API's
    // keys, and a call of an API the profile does not know under its first call's.
    let shape = fromHit ? nil : (api ?? profile.calls.first)
    keys = (
      delivery: shape?.deliveryKey ?? "deliveryId", broadlog: shape?.broadlogKey ?? "broadlogId",
      action: shape == nil ? "action" : shape?.actionKey
    )
    self.context = context
    deliveryId = context[keys.delivery]
    // A JSON-valued id (Journey Optimizer's `_xdm`) is its canonical text, whether sent as text or as an object.
    if profile.ids.deliveryIsJSON, let value = deliveryId, let text = IdRules.canonicalJSON(value) { deliveryId = .string(text) }
    broadlogId = context[keys.broadlog]
    if let key = keys.action {
      action = context[key]
    } else if let event = api?.event {
      action = .string(profile.code(event))
    }
    let named = [keys.delivery, keys.broadlog] + (keys.action.map { [$0] } ?? [])
    // A hit's context data is trackcheck's own reading of it (HitDecoding): only a call's keys are the tracker's.
    if !fromHit, shape?.exactKeys ?? true {
      let extra = context.keys.filter { !named.contains($0) }
      if !extra.isEmpty {
        problems.append(
          FieldProblem(
            .extraKey, "the context data has keys the documents do not define: \(extra.map { "'\($0)'" }.joined(separator: ", "))"))
      }
    }
    for key in named {
      switch key == keys.delivery ? deliveryId : context[key] {
      case nil: problems.append(FieldProblem(.missingKey, "the context data has no '\(key)'"))
      case .string(let text)? where text.isEmpty:
        problems.append(
          FieldProblem(key == keys.action ? .wrongAction : .wrongIds, "'\(key)' is an empty string; the SDK drops such a call"))
      case .string?: break
      case let value?:
        problems.append(
          FieldProblem(
            key == keys.action ? .actionNotString : .idNotString,
            "'\(key)' is \(value.typeName) \(JSONSerializer.string(value)), not a string; the SDK silently drops the call"))
      }
    }
  }

  /// Whether the call is exactly `expected`.
  func matches(_ expected: ExpectedCall) -> Bool {
    guard problems.isEmpty else { return false }
    // A hit does not say which API caused it: it matches whatever the case pins.
    if let api {
      guard accepts(expected.api, api) else { return false }
    } else if !fromHit {
      return false
    }
    return deliveryId == .string(expected.deliveryId) && broadlogId == .string(expected.broadlogId) && action == .string(expected.code)
      && valueDifferences(from: expected).isEmpty
  }

  /// The values the expected call carries beside its ids and code (`applicationOpened`, `actionId`) that the call does not:
  /// the event it reports is another one of the same code.
  func valueDifferences(from expected: ExpectedCall) -> [FieldProblem] {
    // An Edge event carries them under a call's names (EdgeEvent); a Campaign hit carries none.
    if fromHit {
      guard context[EdgeEvent.openedKey] != nil else { return [] }
      let owed = EdgeEvent.values(ofCall: expected.contextData)
      let sent = EdgeEvent.values(ofCall: context)
      // As for a call, only what the expected event pins (a button's own id is the app's).
      let pinned = [EdgeEvent.openedKey, EdgeEvent.actionKey].filter { expected.contextData[$0] != nil }
      return pinned.filter { owed[$0] != sent[$0] }.map { key in
        FieldProblem(
          .wrongAction,
          "the event's \(key) is \(sent[key].map(JSONSerializer.string) ?? "absent"), expected \(owed[key].map(JSONSerializer.string) ?? "absent") "
            + "(the \(expected.action.name) event carries \(JSONSerializer.string(.object(owed))))")
      }
    }
    // A call of an API the profile does not know has that finding alone.
    guard api != nil else { return [] }
    let named = [keys.delivery, keys.broadlog, keys.action ?? ""]
    let owed = expected.contextData.members.filter { !named.contains($0.key) }
    return owed.filter { context[$0.key] != $0.value }.map { member in
      FieldProblem(
        .wrongAction,
        "'\(member.key)' is \(context[member.key].map(JSONSerializer.string) ?? "absent"), expected \(JSONSerializer.string(member.value)) "
          + "(the \(expected.action.name) event carries \(JSONSerializer.string(.object(JSONObject(owed)))))")
    }
  }

  /// Whether two calls report the same event with the same values: the same context data, and the same
  /// event when their APIs say it (a receive and a click with one push's trackInfo are two events).
  static func same(_ lhs: ActualCall, _ rhs: ActualCall, profile: Profile) -> Bool {
    guard lhs.contextData == rhs.contextData else { return false }
    let events = (profile.call(lhs.api)?.event, profile.call(rhs.api)?.event)
    return events.0 == nil || events.1 == nil || events.0 == events.1
  }

  /// Whether a case's API choice accepts the call's API.
  private func accepts(_ choice: APIChoice, _ api: ProfileCall) -> Bool {
    switch choice {
    case .any: true
    case .pinned(let pinned): pinned.rawValue == api.api
    }
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
    if let api, !accepts(expected.api, api) {
      let fault: Fault = expected.api == .pinned(.collectMessageInfo) ? .pinnedCollect : .pinnedTrackAction
      result.append(FieldProblem(fault, "it uses \(api.api), but the case pins \(expected.api)"))
    }
    let carriesOtherIds = others.contains { .string($0.deliveryId) == deliveryId && .string($0.broadlogId) == broadlogId }
    let fields: [(String, JSONValue?, String)] = [
      (keys.delivery, deliveryId, expected.deliveryId), (keys.broadlog, broadlogId, expected.broadlogId),
      (keys.action ?? "action", action, expected.code),
    ]
    result += valueDifferences(from: expected)
    for (name, value, wanted) in fields {
      guard let value, value != .string(wanted) else { continue }
      if keys.action == nil, name == "action", let api, let event = api.event {
        // The API made the event: the call meant another one.
        result.append(
          FieldProblem(.wrongAction, "it is \(api.api), a \(event.name); a \(expected.action.name) is \(expected.apiDescription)"))
        continue
      }
      let fault: Fault = name == (keys.action ?? "action") ? .wrongAction : carriesOtherIds ? .otherNotificationIds : .wrongIds
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

import TrackCheckModel
import TrackCheckPlatform

/// Builds the messages the harness sends (see `docs/PROTOCOL.md`).
public enum ProtocolMessages {
  /// The harness's `hello`.
  public static func hello() -> JSONObject {
    [
      "type": "hello", "protocol": .integer(Int64(ProtocolVersion.current)),
      "protocols": .array(ProtocolVersion.supported.map { .integer(Int64($0)) }),
      "harness": ["name": .string(HarnessInfo.name), "version": .string(HarnessInfo.version)],
    ]
  }

  /// The `begin` of a case: the implementation resets all state and answers `ready`.
  public static func begin(id: String, testCase: TrackingCase) -> JSONObject {
    let device: JSONObject = [
      "notificationsAllowed": .bool(testCase.device.notificationsAllowed),
      "backgroundAppRefresh": .bool(testCase.device.backgroundAppRefresh),
    ]
    let categories: [JSONValue] = testCase.categories.map { category in
      [
        "identifier": .string(category.identifier),
        "customDismissAction": .bool(category.customDismissAction),
        "actions": .array(category.actions.map { ["identifier": .string($0.identifier), "opensApp": .bool($0.opensApp)] }),
      ]
    }
    var message: JSONObject = [
      "type": "begin", "id": .string(id), "case": .string(testCase.id),
      "platform": .string(testCase.platform.rawValue),
      "api": .string(testCase.api.description),
      "initialState": .string(testCase.initialState.rawValue),
      "device": .object(device),
    ]
    if testCase.platform == .ios {
      message["app"] = ["categories": .array(categories), "notificationDelegate": .bool(testCase.device.notificationDelegate)]
    }
    return message
  }

  /// One callback, as the line written to the implementation (with its
  /// newline): `{"type":"callback","id":…,"case":…,"seq":…,"name":…,"args":{…}}`.
  /// Written straight into bytes, one per request, without an intermediate object.
  public static func callbackLine(id: String, caseID: String, sequence: Int, callback: PlatformCallback) -> [UInt8] {
    callbackLine(
      id: id, caseID: caseID, sequence: sequence, name: callback.name, arguments: JSONSerializer.bytes(.object(callback.arguments)))
  }

  /// The same line, with the callback's arguments already serialised.
  public static func callbackLine(id: String, caseID: String, sequence: Int, name: String, arguments: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(96 + arguments.count)
    bytes += #"{"type":"callback","id":"#.utf8
    JSONSerializer.writeString(id, into: &bytes)
    bytes += #","case":"#.utf8
    JSONSerializer.writeString(caseID, into: &bytes)
    bytes += #","seq":"#.utf8
    bytes += String(sequence).utf8
    bytes += #","name":"#.utf8
    JSONSerializer.writeString(name, into: &bytes)
    bytes += #","args":"#.utf8
    bytes += arguments
    bytes += "}\n".utf8
    return bytes
  }

  /// The `end` of a case: the implementation answers with calls made since its last answer.
  public static func end(id: String, caseID: String) -> JSONObject {
    ["type": "end", "id": .string(id), "case": .string(caseID)]
  }

  /// The last message: the implementation exits.
  public static func bye() -> JSONObject { ["type": "bye"] }
}

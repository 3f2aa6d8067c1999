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

  /// The `begin` of a case, as the line written to the implementation (with
  /// its newline): the implementation resets all state and answers `ready`.
  /// `{"type":"begin","id":…,"case":…,"platform":…,"api":…,"initialState":…,"device":{…}}`,
  /// and for iOS `"app":{"categories":[…],"notificationDelegate":…}` (docs/PROTOCOL.md).
  public static func beginLine(id: String, testCase: TrackingCase) -> [UInt8] {
    func flag(_ value: Bool, into bytes: inout [UInt8]) { bytes.append(literal: value ? "true" : "false") }
    // `{"identifier":…,"<key>":true|false`: how a category and an action each begin.
    func identified(_ identifier: String, _ key: String, _ value: Bool, into bytes: inout [UInt8]) {
      bytes.append(literal: #"{"identifier":"#)
      JSONSerializer.writeString(identifier, into: &bytes)
      bytes.append(literal: #",""#)
      bytes += key.utf8
      bytes.append(literal: #"":"#)
      flag(value, into: &bytes)
    }
    // The keys of a wiring proposal, each after a comma.
    func proposed(_ proposal: JSONObject, into bytes: inout [UInt8]) {
      for key in proposal.keys {
        bytes.append(UInt8(ascii: ","))
        JSONSerializer.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes += JSONSerializer.bytes(proposal[key] ?? .null)
      }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    bytes.append(literal: #"{"type":"begin","id":"#)
    JSONSerializer.writeString(id, into: &bytes)
    bytes.append(literal: #","case":"#)
    JSONSerializer.writeString(testCase.id, into: &bytes)
    bytes.append(literal: #","platform":"#)
    JSONSerializer.writeString(testCase.platform.rawValue, into: &bytes)
    bytes.append(literal: #","api":"#)
    JSONSerializer.writeString(testCase.api.description, into: &bytes)
    bytes.append(literal: #","initialState":"#)
    JSONSerializer.writeString(testCase.initialState.rawValue, into: &bytes)
    bytes.append(literal: #","device":{"notificationsAllowed":"#)
    flag(testCase.device.notificationsAllowed, into: &bytes)
    bytes.append(literal: #","backgroundAppRefresh":"#)
    flag(testCase.device.backgroundAppRefresh, into: &bytes)
    bytes.append(UInt8(ascii: "}"))
    if testCase.platform == .ios {
      bytes.append(literal: #","app":{"categories":["#)
      for (index, category) in testCase.categories.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        identified(category.identifier, "customDismissAction", category.customDismissAction, into: &bytes)
        bytes.append(literal: #","actions":["#)
        for (position, action) in category.actions.enumerated() {
          if position > 0 { bytes.append(UInt8(ascii: ",")) }
          identified(action.identifier, "opensApp", action.opensApp, into: &bytes)
          bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(literal: "]}")
      }
      bytes.append(literal: #"],"notificationDelegate":"#)
      flag(testCase.device.notificationDelegate, into: &bytes)
      if let proposal = testCase.appProposal { proposed(proposal, into: &bytes) }
      bytes.append(UInt8(ascii: "}"))
    } else if let proposal = testCase.appProposal {
      bytes.append(literal: #","app":{"#)
      var first = true
      for key in proposal.keys {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        JSONSerializer.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes += JSONSerializer.bytes(proposal[key] ?? .null)
      }
      bytes.append(UInt8(ascii: "}"))
    }
    bytes.append(literal: "}\n")
    return bytes
  }

  /// One callback, as the line written to the implementation (with its
  /// newline): `{"type":"callback","id":…,"case":…,"seq":…,"name":…,"args":{…}}`.
  /// Written straight into bytes, one per request, without an intermediate object.
  public static func callbackLine(id: String, caseID: String, sequence: Int, callback: PlatformCallback) -> [UInt8] {
    callbackLine(
      id: id, caseID: caseID, sequence: sequence, name: callback.name.rawValue, arguments: JSONSerializer.bytes(.object(callback.arguments))
    )
  }

  /// The same line, with the callback's arguments already serialised.
  public static func callbackLine(id: String, caseID: String, sequence: Int, name: String, arguments: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(96 + arguments.count)
    bytes.append(literal: #"{"type":"callback","id":"#)
    JSONSerializer.writeString(id, into: &bytes)
    bytes.append(literal: #","case":"#)
    JSONSerializer.writeString(caseID, into: &bytes)
    bytes.append(literal: #","seq":"#)
    bytes += String(sequence).utf8
    bytes.append(literal: #","name":"#)
    JSONSerializer.writeString(name, into: &bytes)
    bytes.append(literal: #","args":"#)
    bytes += arguments
    bytes.append(literal: "}\n")
    return bytes
  }

  /// The `end` of a case, as the line written (with its newline): the
  /// implementation answers with calls made since its last answer.
  public static func endLine(id: String, caseID: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(48 + caseID.utf8.count)
    bytes.append(literal: #"{"type":"end","id":"#)
    JSONSerializer.writeString(id, into: &bytes)
    bytes.append(literal: #","case":"#)
    JSONSerializer.writeString(caseID, into: &bytes)
    bytes.append(literal: "}\n")
    return bytes
  }

  /// The last message: the implementation exits.
  public static func bye() -> JSONObject { ["type": "bye"] }

  /// The exact lines the harness writes to an implementation for `testCase`
  /// played as `derivation` (the documents' app), with request ids numbered
  /// from 1 as in a fresh process: what `trackcheck explain --protocol` prints.
  public static func lines(of testCase: TrackingCase, derivation: Derivation) -> [String] {
    var lines = [JSONSerializer.string(.object(hello()))]
    var id = 0
    func next() -> String {
      id += 1
      return String(id)
    }
    lines.append(String(decoding: beginLine(id: next(), testCase: testCase).dropLast(), as: UTF8.self))
    for (index, callback) in derivation.callbacks.enumerated() {
      let line = callbackLine(id: next(), caseID: testCase.id, sequence: index + 1, callback: callback)
      lines.append(String(decoding: line.dropLast(), as: UTF8.self))
    }
    lines.append(String(decoding: endLine(id: next(), caseID: testCase.id).dropLast(), as: UTF8.self))
    lines.append(JSONSerializer.string(.object(bye())))
    return lines
  }
}

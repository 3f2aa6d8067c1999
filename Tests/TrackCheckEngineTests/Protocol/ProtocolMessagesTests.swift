import Testing
import TrackCheckPlatform

@testable import TrackCheckEngine
@testable import TrackCheckModel

@Suite("Protocol messages")
struct ProtocolMessagesTests {
  /// The callback line written straight into bytes is the message (docs/PROTOCOL.md) serialised, byte for byte.
  @Test(arguments: [
    ("7", "IOS-1", 1, "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"),
    ("12345", "case \"quoted\" \u{2028} é", 42, "FirebaseMessagingService.onMessageReceived"),
  ])
  func theCallbackLineIsTheSerialisedMessage(id: String, caseID: String, sequence: Int, name: String) {
    let arguments: JSONObject = [
      "userInfo": ["aps": ["alert": "Sale \u{1B}", "content-available": 1], "_dId": "d1", "_mId": "m1"],
      "applicationState": "background", "list": [.null, .bool(true), .number(2.5)],
    ]
    let callback = PlatformCallback(name, arguments, rule: "R")
    let message: JSONObject = [
      "type": "callback", "id": .string(id), "case": .string(caseID), "seq": .integer(Int64(sequence)), "name": .string(name),
      "args": .object(arguments),
    ]
    #expect(
      ProtocolMessages.callbackLine(id: id, caseID: caseID, sequence: sequence, callback: callback)
        == JSONSerializer.bytes(.object(message)) + [0x0A])
  }
}

import Foundation
import Testing
import TrackCheckPlatform
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol

@Suite("Protocol messages")
struct ProtocolMessagesTests {
  /// The callback line written straight into bytes is the message (docs/PROTOCOL.md) serialised, byte for byte.
  @Test(arguments: [
    ("7", "IOS-1", 1, CallbackName.didReceiveRemoteNotification),
    ("12345", "case \"quoted\" \u{2028} é", 42, CallbackName.onMessageReceived),
  ])
  func theCallbackLineIsTheSerialisedMessage(id: String, caseID: String, sequence: Int, name: CallbackName) {
    let arguments: JSONObject = [
      "userInfo": ["aps": ["alert": "Sale \u{1B}", "content-available": 1], "_dId": "d1", "_mId": "m1"],
      "applicationState": "background", "list": [.null, .bool(true), .number(2.5)],
    ]
    let callback = PlatformCallback(name, arguments, rule: .iosTap)
    let message: JSONObject = [
      "type": "callback", "id": .string(id), "case": .string(caseID), "seq": .integer(Int64(sequence)), "name": .string(name.rawValue),
      "args": .object(arguments),
    ]
    #expect(
      ProtocolMessages.callbackLine(id: id, caseID: caseID, sequence: sequence, callback: callback)
        == JSONSerializer.bytes(.object(message)) + [0x0A])
  }

  /// The `begin` message as an object, the way docs/PROTOCOL.md describes it.
  private static func beginMessage(id: String, testCase: TrackingCase) -> JSONObject {
    var message: JSONObject = [
      "type": "begin", "id": .string(id), "case": .string(testCase.id), "platform": .string(testCase.platform.rawValue),
      "api": .string(testCase.api.description), "initialState": .string(testCase.initialState.rawValue),
      "device": [
        "notificationsAllowed": .bool(testCase.device.notificationsAllowed),
        "backgroundAppRefresh": .bool(testCase.device.backgroundAppRefresh),
      ],
    ]
    if testCase.platform == .ios {
      let categories: [JSONValue] = testCase.categories.map { category in
        [
          "identifier": .string(category.identifier), "customDismissAction": .bool(category.customDismissAction),
          "actions": .array(category.actions.map { ["identifier": .string($0.identifier), "opensApp": .bool($0.opensApp)] }),
        ]
      }
      message["app"] = ["categories": .array(categories), "notificationDelegate": .bool(testCase.device.notificationDelegate)]
    }
    return message
  }

  /// The begin line written straight into bytes is the message serialised, byte for byte, on both platforms.
  @Test func theBeginLineIsTheSerialisedMessage() {
    var device = DeviceSettings()
    device.notificationsAllowed = false
    device.notificationDelegate = false
    let cases = [
      CaseBuilder.testCase(id: "IOS \"quoted\" \u{2028}", platform: .ios, state: .foreground),
      CaseBuilder.testCase(
        id: "IOS-2", platform: .ios, state: .terminated, device: device,
        categories: [
          NotificationCategory(
            identifier: "SALE", customDismissAction: false,
            actions: [NotificationAction(identifier: "BUY", opensApp: true), NotificationAction(identifier: "LATER", opensApp: false)]),
          .documentedDefault,
        ], api: .pinned(.trackAction)),
      CaseBuilder.testCase(id: "AND-1", platform: .android, state: .background, device: device),
    ]
    for testCase in cases {
      #expect(
        ProtocolMessages.beginLine(id: "17", testCase: testCase)
          == JSONSerializer.bytes(.object(Self.beginMessage(id: "17", testCase: testCase))) + [0x0A])
    }
  }

  /// The begin line docs/PROTOCOL.md shows is the line trackcheck writes for that case.
  @Test func theDocumentedBeginLineIsTheOneWritten() throws {
    let protocolText = try String(contentsOf: TestPaths.root.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8)
    let testCase = CaseBuilder.testCase(id: "IOS-TAP-background-ios-tracked", platform: .ios, state: .background)
    let line = String(decoding: ProtocolMessages.beginLine(id: "1", testCase: testCase).dropLast(), as: UTF8.self)
    #expect(protocolText.contains("→ " + line + "\n"))
  }

  @Test func theEndLineIsTheSerialisedMessage() {
    let message: JSONObject = ["type": "end", "id": "9", "case": "case \"é\""]
    #expect(ProtocolMessages.endLine(id: "9", caseID: "case \"é\"") == JSONSerializer.bytes(.object(message)) + [0x0A])
  }

  /// A call's `origin` is `app` (the default) or `sdk`; anything else is a protocol fault, never a call of the app's.
  @Test func aCallsOriginIsTheAppsOrTheSDKs() throws {
    func parse(_ origin: JSONValue?) -> Result<ActualCall, ProtocolFault> {
      var object: JSONObject = ["api": "trackNotificationClick", "contextData": ["_mId": "1", "_dId": "d"]]
      if let origin { object["origin"] = origin }
      return ActualCall.parse(.object(object), callbackIndex: 0)
    }
    #expect(try parse(nil).get().origin == .app)
    #expect(try parse(.null).get().origin == .app)
    #expect(try parse("app").get().origin == .app)
    #expect(try parse("sdk").get().origin == .sdk)
    #expect(try parse("sdk").get().rendered.hasSuffix("by the SDK's own path"))
    for wrong: JSONValue in ["SDK", "extension", 1, ["sdk"]] {
      guard case .failure(let fault) = parse(wrong) else {
        Issue.record("origin \(wrong) was accepted")
        continue
      }
      #expect(fault.reason.contains("'origin'"))
    }
  }
}

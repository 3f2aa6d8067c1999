import Foundation
import Testing

@testable import TrackCheckKit

@Suite struct JSONTextTests {
  @Test func valuesKeepTheTypesTheTrackerPassed() {
    let text = JSONText.text(["action": "7", "count": 7, "ratio": 0.5, "on": true, "none": NSNull(), "list": [1, "2"]] as [String: Any])
    #expect(text == #"{"action":"7","count":7,"list":[1,"2"],"none":null,"on":true,"ratio":0.5}"#)
  }

  @Test func stringsAreEscaped() {
    #expect(JSONText.text("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u0001é""#)
  }

  @Test func parsedNumbersAndBooleansAreWrittenBackAsThemselves() throws {
    let parsed = try #require(JSONText.object(#"{"n":12,"f":1.5,"t":true,"s":"12"}"#))
    #expect(JSONText.text(parsed) == #"{"f":1.5,"n":12,"s":"12","t":true}"#)
  }

  @Test func aParsedOneIsANumberNotTrue() throws {
    // JSONSerialization's 1 casts to Bool too: the kit must report the 1 it holds.
    let parsed = try #require(JSONText.object(#"{"one":1,"zero":0,"yes":true,"whole":1.0}"#))
    #expect(JSONValue(parsed) == .object(["one": .integer(1), "zero": .integer(0), "yes": .bool(true), "whole": .number(1)]))
  }

  @Test func whatJSONCannotHoldIsItsDescription() {
    let date = Date(timeIntervalSince1970: 0)
    #expect(JSONValue(["at": date] as [String: Any]) == .object(["at": .string(String(describing: date))]))
    #expect(JSONValue(Double.nan) == .null)
  }

  @Test func aPayloadReadsBackWithTheTypesJSONSerializationGives() throws {
    let parsed = try #require(JSONText.object(#"{"aps":{"content-available":1,"category":"DEFAULT"},"_dId":"d1","n":2.5}"#))
    let content = UNNotificationContent(userInfo: parsed.reduce(into: [AnyHashable: Any]()) { $0[$1.key] = $1.value })
    let aps = try #require(content.userInfo["aps"] as? [String: Any])
    #expect(aps["content-available"] as? Int == 1)
    #expect(content.userInfo["_dId"] as? String == "d1")
    #expect(content.userInfo["n"] as? Double == 2.5)
    #expect(content.categoryIdentifier == "DEFAULT")
  }

  @Test func callsAreRecordedFromAnyThreadAsTheyWerePassed() async {
    let recorder = TrackingRecorder()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<20 {
        group.addTask { recorder.record(.init(api: "collectMessageInfo", action: nil, contextData: ["action": "7", "index": index])) }
      }
    }
    let calls = recorder.take()
    #expect(calls.count == 20)
    #expect(Set(calls.compactMap { $0.context?["index"] }) == Set((0..<20).map { JSONValue.integer($0) }))
    #expect(recorder.take().isEmpty)
  }

  @Test func aLineThatIsNotAnObjectIsRefused() {
    #expect(JSONText.object("[1,2]") == nil)
    #expect(JSONText.object("{") == nil)
  }
}

@Suite struct OSLogTests {
  @Test func conversionsTakeTheArgumentsInOrder() {
    #expect(osLogText("Permission granted: %{public}@", ["true"]) == "Permission granted: true")
    #expect(osLogText("%d of %ld at %.2f%% %{private}s", [1, 2, 0.5, "x"]) == "1 of 2 at 0.5% x")
    #expect(osLogText("no args %@", []) == "no args ")
  }
}

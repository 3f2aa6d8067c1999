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

  @Test func aLineThatIsNotAnObjectIsRefused() {
    #expect(JSONText.object("[1,2]") == nil)
    #expect(JSONText.object("{") == nil)
  }
}

import Testing
@testable import TrackCheckKit

@Suite("JSON parser and serializer")
struct JSONParserTests {
  @Test func keepsStringsNumbersAndBooleansApart() throws {
    let value = try JSONParser.parse(#"{"a":"7","b":7,"c":7.5,"d":true,"e":null,"f":[1,"x"]}"#)
    #expect(value["a"] == .string("7"))
    #expect(value["b"] == .integer(7))
    #expect(value["c"] == .number(7.5))
    #expect(value["d"] == .bool(true))
    #expect(value["e"] == .null)
    #expect(value["f"] == .array([.integer(1), .string("x")]))
    #expect(value.objectValue?.keys == ["a", "b", "c", "d", "e", "f"])
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let value = try JSONParser.parse(#""a\n\u00e9\ud83d\ude00\u2028""#)
    #expect(value == .string("a\né😀\u{2028}"))
  }

  @Test(arguments: [
    (#"{"a":1,"a":2}"#, "duplicate member"),
    ("{\"a\":\"\u{01}\"}", "unescaped control character"),
    (#"{"a":1} x"#, "unexpected text after"),
    (#"[1,]"#, "unexpected character"),
    (#"{"a":01}"#, "leading zero"),
    (#""\ud800""#, "unpaired surrogate"),
    ("", "unexpected end of input"),
  ])
  func rejectsInvalidText(text: String, reason: String) {
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
    do {
      _ = try JSONParser.parse(text)
    } catch {
      #expect(error.reason.contains(reason), "\(error.reason)")
    }
  }

  @Test func rejectsInvalidUTF8() {
    let bytes: [UInt8] = [0x22, 0xFF, 0xFE, 0x22]
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(bytes) }
  }

  @Test func refusesDeepNesting() {
    let text = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(text) }
  }

  @Test func serializerKeepsEveryValueOnOneLine() throws {
    let value: JSONValue = ["text": "line\nbreak \u{2028} \u{1B} \"quoted\"", "n": 7, "list": [true, .null]]
    let line = JSONSerializer.string(value)
    #expect(!line.contains("\n"))
    #expect(!line.unicodeScalars.contains("\u{2028}"))
    #expect(line.contains(#"\u001b"#))
    #expect(try JSONParser.parse(line) == value)
  }
}

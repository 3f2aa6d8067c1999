import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel

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
    ("1e999", "number out of range"),
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

  @Test func serializerWritesExactlyTheseBytes() {
    let value: JSONValue = [
      "euro": "€ and \u{2029}", "quote": "a\"b\\c", "tab": "\t", "del": "\u{7F}", "n": -12, "d": .number(1.0), "big": .number(1e20),
      "e": [],
    ]
    #expect(
      JSONSerializer.string(value)
        == #"{"euro":"€ and \u2029","quote":"a\"b\\c","tab":"\t","del":"\u007f","n":-12,"d":1.0,"big":1e+20,"e":[]}"#)
  }

  /// Strings of ASCII, multi-byte characters, escapes and the bytes that start
  /// U+2028 (E2 80 A8) in other characters survive a round trip unchanged,
  /// through the parser's fast path for plain ASCII and its slow path alike.
  @Test func randomStringsSurviveARoundTrip() throws {
    var random = SeededRandom(seed: 7)
    let pieces = [
      "a", "Z", "7", " ", "\"", "\\", "\n", "\r", "\t", "\u{01}", "\u{7F}", "é", "€", "\u{2028}", "\u{2029}", "😀", "/", "\u{80}",
    ]
    for _ in 0..<2_000 {
      let length = Int.random(in: 0..<12, using: &random)
      let text = (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
      let value: JSONValue = [
        "key \(text)": .string(text), "list": [.string(text), .integer(Int64.random(in: -1000...1000, using: &random))],
      ]
      let bytes = JSONSerializer.bytes(value)
      #expect(!bytes.contains(0x0A))
      #expect(try JSONParser.parse(bytes) == value, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}

@Suite("SHA-256")
struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
  ])
  func knownDigests(text: String, digest: String) {
    #expect(SHA256.hex(Array(text.utf8)) == digest)
  }

  @Test func incrementalUpdatesGiveTheSameDigest() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    var hash = SHA256()
    for chunk in stride(from: 0, to: bytes.count, by: 37) { hash.update(bytes[chunk..<min(chunk + 37, bytes.count)]) }
    #expect(hash.hexDigest() == SHA256.hex(bytes))
  }

  /// FIPS 180-2's long message, a million "a", fed as a file is read: in chunks whose ends fall mid-block.
  @Test func aMillionBytesInChunks() {
    let chunk = Data(repeating: UInt8(ascii: "a"), count: 4099)
    var hash = SHA256()
    var left = 1_000_000
    while left > 0 {
      let count = min(left, chunk.count)
      hash.update(chunk.prefix(count))
      left -= count
    }
    #expect(hash.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}

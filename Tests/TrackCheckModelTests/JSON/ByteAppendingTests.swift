import Testing
import TrackCheckModel

@Suite("Appending literals as bytes")
struct ByteAppendingTests {
  @Test func aLiteralAppendsItsUTF8Bytes() {
    var bytes: [UInt8] = Array("x".utf8)
    bytes.append(literal: #"{"type":"#)
    bytes.append(literal: "\n")
    bytes.append(literal: " ")
    bytes.append(literal: "é")
    bytes.append(literal: "")
    bytes.append(literal: "→ ü")
    #expect(bytes == Array("x{\"type\":\n é→ ü".utf8))
  }

  @Test func aLiteralChosenAtRunTimeAppendsTheOneChosen() {
    for flag in [true, false] {
      var bytes: [UInt8] = []
      bytes.append(literal: flag ? "true" : "false")
      #expect(bytes == Array(String(flag).utf8))
    }
  }
}

import Testing
import TrackCheckTestSupport

@testable import TrackCheckReports

@Suite("Report text sanitising")
struct XMLTextTests {
  @Test func controlCharactersBecomeVisibleEscapes() {
    let text = XMLText.sanitize("red \u{1B}[31m nul \u{0} bell \u{7} tab\tok \u{FFFE}")
    #expect(text == "red \\x1B[31m nul \\x00 bell \\x07 tab\tok \\u{FFFE}")
  }

  @Test func longTextKeepsHeadAndTail() {
    let text = XMLText.sanitize(String(repeating: "a", count: 1000) + String(repeating: "z", count: 1000), limit: 100)
    #expect(text.hasPrefix(String(repeating: "a", count: 25)))
    #expect(text.hasSuffix(String(repeating: "z", count: 75)))
    #expect(text.contains("1900 characters omitted"))
  }

  @Test func attributesAreOneBoundedLine() {
    #expect(XMLText.attribute("a\nb\r\nc", limit: 100) == "a b  c")
    #expect(XMLText.attribute(String(repeating: "x", count: 50), limit: 10).count == 10)
  }
}

/// Escaping is linear in the text: 64 KiB of control characters per failing case used to cost
/// about 0.4 s, growing with the square of the length. Sixteen times that, escaped at once, would
/// have taken minutes; linear, it is a second or so.
@Suite("Escaping at scale", .hangGuard(minutes: 5))
struct XMLTextScaleTests {
  @Test func controlCharactersAreEscapedInLinearTime() {
    let text = String(repeating: "\u{1}\u{2}\u{1B}\u{7F}", count: 1 << 18)
    let escaped = XMLText.sanitize(text, limit: Int.max)
    // Three escapes of four bytes each, and DEL, which XML allows, kept.
    #expect(escaped.utf8.count == (1 << 18) * (3 * 4 + 1))
    #expect(escaped.hasPrefix("\\x01\\x02\\x1B"))
  }
}

import TrackCheckModel
import TrackCheckPlatform

/// Makes any text safe to embed in an XML 1.0 report, and bounds its size.
///
/// libxml2's writer escapes `<`, `&` and quotes but passes control characters
/// through raw, which makes the file unreadable (a Jenkins that meets an ESC
/// shows zero tests), and a NUL would cut the C string short. Characters XML
/// 1.0 forbids are written as visible escapes such as `\x1B` instead.
public enum XMLText {
  /// The most characters one text node keeps by default.
  public static let defaultLimit = Bounds.text

  /// `text` with forbidden characters escaped, shortened to `limit` characters
  /// (the head and the tail are kept, with a note of what was cut).
  public static func sanitize(_ text: String, limit: Int = defaultLimit) -> String {
    // Bounded first, so the work is linear in what is kept, then escaped into
    // one scalar view: linear in the text, whatever it holds.
    let kept = Bounds.text(text, limit: limit)
    // Most text is printable ASCII, lines and tabs: checked byte by byte.
    if allBytes(of: kept, where: { $0 >= 0x20 && $0 < 0x80 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) { return kept }
    guard !kept.unicodeScalars.allSatisfy(isAllowed) else { return kept }
    // Built as UTF-8 bytes and made a string once: appending to a scalar view copied it again and
    // again (64 KiB of control characters took 0.4 s).
    var output: [UInt8] = []
    output.reserveCapacity(kept.utf8.count + kept.utf8.count / 2)
    for scalar in kept.unicodeScalars {
      if scalar.isASCII && isAllowed(scalar) {
        output.append(UInt8(scalar.value))
      } else if isAllowed(scalar) {
        output.append(contentsOf: String(scalar).utf8)
      } else {
        appendEscape(of: scalar, to: &output)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `escape(scalar)`, appended as bytes.
  private static func appendEscape(of scalar: Unicode.Scalar, to output: inout [UInt8]) {
    let digits = Array("0123456789ABCDEF".utf8)
    var value = scalar.value
    var hex: [UInt8] = []
    repeat {
      hex.append(digits[Int(value & 0xF)])
      value >>= 4
    } while value > 0
    if scalar.value < 0x100 {
      output.append(contentsOf: [0x5C, 0x78])  // \x
      if hex.count == 1 { output.append(0x30) }
      output.append(contentsOf: hex.reversed())
    } else {
      output.append(contentsOf: [0x5C, 0x75, 0x7B])  // \u{
      output.append(contentsOf: hex.reversed())
      output.append(0x7D)
    }
  }

  /// Whether every UTF-8 byte of `text` satisfies `test`, read from its
  /// contiguous storage where it has one (a native string always does).
  private static func allBytes(of text: String, where test: (UInt8) -> Bool) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy(test) } ?? text.utf8.allSatisfy(test)
  }

  /// Whether XML 1.0 allows `scalar` in character data.
  public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x20...0xD7FF: true
    case 0xE000...0xFFFD: true
    case 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// A character as a visible escape: `\x1B`, or `\u{202E}` beyond one byte.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    if scalar.value < 0x100 { return "\\x" + (hex.count == 1 ? "0" + hex : hex) }
    return "\\u{" + hex + "}"
  }

  /// A one-line version for attributes: line breaks become spaces, bounded to `limit`.
  public static func attribute(_ text: String, limit: Int = 500) -> String {
    // Printable ASCII within the limit is kept as it is.
    if text.utf8.count <= limit, allBytes(of: text, where: { $0 >= 0x20 && $0 < 0x80 }) { return text }
    let fits = text.unicodeScalars.dropFirst(limit).isEmpty
    var line = String.UnicodeScalarView()
    for scalar in text.unicodeScalars.prefix(fits ? limit : max(0, limit - 1)) {
      if scalar == "\n" || scalar == "\r" || scalar == "\t" {
        line.append(" ")
      } else if isAllowed(scalar) {
        line.append(scalar)
      } else {
        line.append(contentsOf: escape(scalar).unicodeScalars)
      }
    }
    if !fits { line.append("…") }
    return String(line)
  }
}

/// A strict JSON parser over UTF-8 bytes (RFC 8259), with nesting and size
/// limits, that reports the byte offset of the first problem.
///
/// It is strict on purpose: an implementation that prints something its own
/// JSON library would accept by accident should hear about it.
public struct JSONParser {
  /// Why a text is not valid JSON, and where.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var reason: String
    /// The byte offset, from 0, of the problem.
    public var offset: Int

    public var description: String { "\(reason) at byte \(offset + 1)" }
  }

  /// The deepest nesting of arrays and objects accepted in a protocol line.
  public static let maximumDepth = 64

  /// Parses one JSON text that makes up the whole of `bytes` (a protocol line: nested at most ``maximumDepth`` deep).
  public static func parse(_ bytes: some Collection<UInt8>) throws(Failure) -> JSONValue {
    try parse(bytes, maximumDepth: Self.maximumDepth)
  }

  /// Parses one JSON text that makes up the whole of `bytes`, nested at most `maximumDepth` deep.
  public static func parse(_ bytes: some Collection<UInt8>, maximumDepth: Int) throws(Failure) -> JSONValue {
    let buffer = Array(bytes)
    var parser = JSONParser(bytes: buffer, maximumDepth: maximumDepth)
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.position == buffer.count else {
      throw Failure(reason: "unexpected text after the JSON value", offset: parser.position)
    }
    return value
  }

  /// Parses one JSON text from a string.
  public static func parse(_ text: String) throws(Failure) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private let bytes: [UInt8]
  private let maximumDepth: Int
  private var position = 0

  private init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private func fail(_ reason: String) -> Failure { Failure(reason: reason, offset: position) }

  private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
    guard position < bytes.count else { throw fail("unexpected end of input") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw fail("unexpected character \(describe(bytes[position]))")
    }
  }

  private func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
    let count = literal.utf8CodeUnitCount
    guard position + count <= bytes.count else { throw fail("unexpected end of input") }
    let matches = literal.withUTF8Buffer { expected in
      expected.indices.allSatisfy { bytes[position + $0] == expected[$0] }
    }
    guard matches else { throw fail("invalid literal") }
    position += count
  }

  private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= maximumDepth else { throw fail("nesting deeper than \(maximumDepth)") }
    position += 1
    var members: [(key: String, value: JSONValue)] = []
    // Room for a protocol answer's members without regrowing.
    members.reserveCapacity(4)
    // Small objects are checked for duplicates by a scan; from 16 members on,
    // by a set, so the check stays linear however many members come.
    var seen: Set<String> = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(JSONObject(members))
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw fail("expected a member name in double quotes")
      }
      let keyOffset = position
      let key = try parseString()
      let duplicate: Bool
      if members.count >= 16 {
        if seen.isEmpty { seen = Set(members.map(\.key)) }
        duplicate = !seen.insert(key).inserted
      } else {
        duplicate = members.contains { $0.key == key }
      }
      if duplicate {
        throw Failure(reason: "duplicate member \"\(key)\"", offset: keyOffset)
      }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw fail("expected ':' after a member name")
      }
      position += 1
      skipWhitespace()
      members.append((key, try parseValue(depth: depth)))
      skipWhitespace()
      guard position < bytes.count else { throw fail("unexpected end of input in an object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "}") else { throw fail("expected ',' or '}' in an object") }
      position += 1
      return .object(JSONObject(members))
    }
  }

  private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= maximumDepth else { throw fail("nesting deeper than \(maximumDepth)") }
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      guard position < bytes.count else { throw fail("unexpected end of input in an array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "]") else { throw fail("expected ',' or ']' in an array") }
      position += 1
      return .array(elements)
    }
  }

  private mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = position
    var isInteger = true
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count, isDigit(bytes[position]) else { throw fail("invalid number") }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count, isDigit(bytes[position]) { throw fail("leading zero in a number") }
    } else {
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else { throw fail("invalid fraction") }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      isInteger = false
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else { throw fail("invalid exponent") }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger, let integer = Int64(text) { return .integer(integer) }
    guard let number = Double(text) else { throw Failure(reason: "invalid number", offset: start) }
    guard number.isFinite else { throw Failure(reason: "number out of range", offset: start) }
    return .number(number)
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private mutating func parseString() throws(Failure) -> String {
    position += 1
    // Most strings are ASCII without escapes: one scan, one copy.
    var end = position
    var ascii = true
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\""), ascii {
        defer { position = end + 1 }
        // From the buffer itself: the generic slice path costs several times more.
        let start = position
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte == UInt8(ascii: "\"") { break }
      if byte >= 0x80 { ascii = false }
      end += 1
    }
    var scalars = String.UnicodeScalarView()
    var runStart = position
    func flushRun(_ end: Int) throws(Failure) {
      guard runStart < end else { return }
      guard let run = String(validating: bytes[runStart..<end], as: UTF8.self) else {
        throw Failure(reason: "invalid UTF-8 in a string", offset: runStart)
      }
      scalars.append(contentsOf: run.unicodeScalars)
    }
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        try flushRun(position)
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flushRun(position)
        position += 1
        scalars.append(try parseEscape())
        runStart = position
      case 0x00..<0x20:
        throw fail("unescaped control character in a string")
      default:
        position += 1
      }
    }
    throw fail("unterminated string")
  }

  private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
    guard position < bytes.count else { throw fail("unterminated escape") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw fail("unpaired surrogate escape") }
        position += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate escape") }
        let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(combined) else { throw fail("invalid escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else { throw fail("unpaired surrogate escape") }
      return scalar
    default:
      position -= 1
      throw fail("invalid escape \\\(Character(Unicode.Scalar(byte)))")
    }
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    guard position + 4 <= bytes.count else { throw fail("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
      default: throw fail("invalid hex digit in \\u escape")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }
}

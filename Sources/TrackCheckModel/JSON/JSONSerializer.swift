/// Writes `JSONValue`s as compact, single-line JSON.
///
/// The output never contains a raw line feed, U+2028 or U+2029, so every
/// value fits on one line of the protocol whatever a reader splits on.
/// Everything is written as UTF-8 bytes into one buffer: a protocol request
/// is serialised without building intermediate strings.
public enum JSONSerializer {
  /// The compact JSON text of `value`.
  public static func string(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// The compact JSON text of `value` as UTF-8 bytes.
  public static func bytes(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(value, into: &output)
    return output
  }

  /// Appends the compact JSON text of `value` to `output`.
  public static func write(_ value: JSONValue, into output: inout String) {
    output += string(value)
  }

  /// Appends `text` as a quoted JSON string to `output`.
  public static func writeString(_ text: String, into output: inout String) {
    var bytes: [UInt8] = []
    writeString(text, into: &bytes)
    output += String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the compact JSON text of `value` to `output`, as UTF-8.
  public static func write(_ value: JSONValue, into output: inout [UInt8]) {
    switch value {
    case .null: output += "null".utf8
    case .bool(let flag): output += (flag ? "true" : "false").utf8
    case .integer(let number): writeInteger(number, into: &output)
    case .number(let number):
      if number.isFinite {
        if number == number.rounded(), abs(number) < 1e15 {
          writeInteger(Int64(number), into: &output)
          output += ".0".utf8
        } else {
          output += String(number).utf8
        }
      } else {
        output += "null".utf8
      }
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for index in elements.indices {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        write(elements[index], into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      let members = object.members
      for index in members.indices {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        writeString(members[index].key, into: &output)
        output.append(UInt8(ascii: ":"))
        write(members[index].value, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func writeInteger(_ number: Int64, into output: inout [UInt8]) {
    guard number >= 0 && number < 10 else {
      output += String(number).utf8
      return
    }
    output.append(UInt8(ascii: "0") + UInt8(number))
  }

  /// Appends `text` as a quoted JSON string to `output`, as UTF-8.
  public static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(0x22)
    // Most strings need no escape at all: checked on their bytes, then copied in one piece.
    let copied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
      for byte in utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2 { return false }
      output.append(contentsOf: utf8)
      return true
    }
    if copied == true {
      output.append(0x22)
      return
    }
    var text = text
    text.withUTF8 { utf8 in
      // Runs that need no escape are copied whole.
      var runStart = 0
      var index = 0
      func flush() { if runStart < index { output += UnsafeBufferPointer(rebasing: utf8[runStart..<index]) } }
      while index < utf8.count {
        let byte = utf8[index]
        let escape: [UInt8]?
        var consumed = 1
        switch byte {
        case 0x22: escape = [0x5C, 0x22]
        case 0x5C: escape = [0x5C, 0x5C]
        case 0x0A: escape = [0x5C, 0x6E]
        case 0x0D: escape = [0x5C, 0x72]
        case 0x09: escape = [0x5C, 0x74]
        case 0x00..<0x20, 0x7F: escape = Array(("\\u" + hex4(UInt32(byte))).utf8)
        case 0xE2:
          // U+2028 and U+2029 (E2 80 A8 / E2 80 A9) end lines for some readers.
          if index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 {
            escape = Array((utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
            consumed = 3
          } else {
            escape = nil
          }
        default: escape = nil
        }
        if let escape {
          flush()
          output += escape
          index += consumed
          runStart = index
        } else {
          index += 1
        }
      }
      flush()
    }
    output.append(0x22)
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

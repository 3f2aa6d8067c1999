/// Writes `JSONValue`s as compact, single-line JSON.
///
/// The output never contains a raw line feed, U+2028 or U+2029, so every
/// value fits on one line of the protocol whatever a reader splits on.
public enum JSONSerializer {
  /// The compact JSON text of `value`.
  public static func string(_ value: JSONValue) -> String {
    var output = ""
    output.reserveCapacity(128)
    write(value, into: &output)
    return output
  }

  /// Appends the compact JSON text of `value` to `output`.
  public static func write(_ value: JSONValue, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .integer(let number): output += String(number)
    case .number(let number):
      if number.isFinite {
        if number == number.rounded(), abs(number) < 1e15 {
          output += String(Int64(number)) + ".0"
        } else {
          output += String(number)
        }
      } else {
        output += "null"
      }
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        write(element, into: &output)
      }
      output += "]"
    case .object(let object):
      output += "{"
      for (index, member) in object.members.enumerated() {
        if index > 0 { output += "," }
        writeString(member.key, into: &output)
        output += ":"
        write(member.value, into: &output)
      }
      output += "}"
    }
  }

  /// Appends `text` as a quoted JSON string.
  public static func writeString(_ text: String, into output: inout String) {
    // Most strings need no escape at all: append them whole.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) {
      output += "\""
      output += text
      output += "\""
      return
    }
    // Escaped byte by byte into one buffer, appended once: linear in the text.
    var bytes: [UInt8] = [0x22]
    bytes.reserveCapacity(text.utf8.count + 16)
    var utf8 = text.utf8.makeIterator()
    var pending: [UInt8] = []
    while let byte = pending.isEmpty ? utf8.next() : pending.removeFirst() {
      switch byte {
      case 0x22: bytes += [0x5C, 0x22]
      case 0x5C: bytes += [0x5C, 0x5C]
      case 0x0A: bytes += [0x5C, 0x6E]
      case 0x0D: bytes += [0x5C, 0x72]
      case 0x09: bytes += [0x5C, 0x74]
      case 0xE2:
        // U+2028 and U+2029 (E2 80 A8 / E2 80 A9) end lines for some readers.
        let second = utf8.next()
        let third = second == 0x80 ? utf8.next() : nil
        if second == 0x80, let third, third == 0xA8 || third == 0xA9 {
          bytes += Array((third == 0xA8 ? "\\u2028" : "\\u2029").utf8)
        } else {
          bytes.append(byte)
          if let second { pending.append(second) }
          if let third { pending.append(third) }
        }
      default:
        if byte < 0x20 || byte == 0x7F {
          bytes += Array(("\\u" + hex4(UInt32(byte))).utf8)
        } else {
          bytes.append(byte)
        }
      }
    }
    bytes.append(0x22)
    output += String(decoding: bytes, as: UTF8.self)
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

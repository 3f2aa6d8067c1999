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
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          output += "\\u" + hex4(scalar.value)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

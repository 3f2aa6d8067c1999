import Foundation

/// The kit's JSON: Foundation's parser for the harness's lines, and a writer
/// that keeps every value's type as the tracker passed it (a number stays a
/// number, so the harness can say the SDK would drop it).
enum JSONText {
  /// One protocol line as a dictionary, or nil when it is not a JSON object.
  static func object(_ line: Substring) -> [String: Any]? {
    guard let data = line.data(using: .utf8) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) as? [String: Any]
  }

  /// `value` as JSON text; keys are sorted, so the same value is always the same text.
  static func text(_ value: Any?) -> String {
    var out = ""
    write(value, to: &out)
    return out
  }

  private static func write(_ value: Any?, to out: inout String) {
    switch value {
    case nil, is NSNull: out += "null"
    case let value as String: string(value, to: &out)
    case let value as Bool: out += value ? "true" : "false"
    case let value as Int: out += String(value)
    case let value as Double: out += value.isFinite ? String(value) : "null"
    case let value as NSNumber: number(value, to: &out)
    case let value as [Any?]:
      out += "["
      for (index, element) in value.enumerated() {
        if index > 0 { out += "," }
        write(element, to: &out)
      }
      out += "]"
    case let value as [String: Any?]: dictionary(value, to: &out)
    case let value as [AnyHashable: Any]:
      dictionary(Dictionary(uniqueKeysWithValues: value.map { (String(describing: $0.key.base), $0.value as Any?) }), to: &out)
    case let value?:
      // Anything else (a Date, a custom type) is what the SDK would receive: say what it is.
      string(String(describing: value), to: &out)
    }
  }

  private static func dictionary(_ value: [String: Any?], to out: inout String) {
    out += "{"
    for (index, key) in value.keys.sorted().enumerated() {
      if index > 0 { out += "," }
      string(key, to: &out)
      out += ":"
      write(value[key] ?? nil, to: &out)
    }
    out += "}"
  }

  private static func number(_ value: NSNumber, to out: inout String) {
    if String(cString: value.objCType) == "c" {
      out += value.boolValue ? "true" : "false"
    } else if let exact = Int(exactly: value.doubleValue), "fd".contains(String(cString: value.objCType)) == false {
      out += String(exact)
    } else {
      out += value.doubleValue.isFinite ? String(value.doubleValue) : "null"
    }
  }

  private static func string(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

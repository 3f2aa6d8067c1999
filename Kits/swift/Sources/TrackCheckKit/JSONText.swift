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
  static func text(_ value: Any?) -> String { JSONValue(value).text }
}

/// A JSON value as the kit reports it: what a tracker passed (`[String: Any]`, numbers, a `Date` …) taken
/// once, when it is passed, into a value that can cross threads. A number stays a number, so the harness
/// can say the SDK would drop it; a value JSON cannot hold (a `Date`, a custom type) is its description.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// `value` as JSON: Foundation's types by what they hold, a number by its kind (`NSNumber`'s `objCType`).
  public init(_ value: Any?) {
    switch value {
    case nil, is NSNull: self = .null
    case let value as JSONValue: self = value
    case let value as String: self = .string(value)
    // Before Bool, Int and Double: Foundation's NSNumber casts to all three (1 is `true`), its kind tells which it is.
    case let value as NSNumber: self = JSONValue(number: value)
    case let value as [Any?]: self = .array(value.map(JSONValue.init))
    case let value as [String: Any?]: self = .object(value.mapValues(JSONValue.init))
    case let value as [AnyHashable: Any]:
      self = .object(Dictionary(value.map { (String(describing: $0.key.base), JSONValue($0.value)) }) { first, _ in first })
    case let value?: self = .string(String(describing: value))
    }
  }

  private init(number value: NSNumber) {
    switch String(cString: value.objCType) {
    case "c", "B": self = .bool(value.boolValue)
    case "f", "d": self = value.doubleValue.isFinite ? .number(value.doubleValue) : .null
    default: self = .integer(value.intValue)
    }
  }

  /// The value as Foundation holds JSON: `String`, `Bool`, `Int`, `Double`, `NSNull`, `[Any]`, `[String: Any]`.
  public var foundationValue: Any {
    switch self {
    case .null: NSNull()
    case .bool(let value): value
    case .integer(let value): value
    case .number(let value): value
    case .string(let value): value
    case .array(let values): values.map(\.foundationValue)
    case .object(let values): values.mapValues(\.foundationValue)
    }
  }

  /// The value as JSON text; keys are sorted, so the same value is always the same text.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .integer(let value): out += String(value)
    case .number(let value): out += String(value)
    case .string(let value): JSONValue.string(value, to: &out)
    case .array(let values):
      out += "["
      for (index, element) in values.enumerated() {
        if index > 0 { out += "," }
        element.write(to: &out)
      }
      out += "]"
    case .object(let values):
      out += "{"
      for (index, key) in values.keys.sorted().enumerated() {
        if index > 0 { out += "," }
        JSONValue.string(key, to: &out)
        out += ":"
        values[key]?.write(to: &out)
      }
      out += "}"
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

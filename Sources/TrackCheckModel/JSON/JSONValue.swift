/// A JSON value that keeps the order of object members and the difference
/// between an integer, a decimal number, a string and a boolean.
///
/// Payloads, callback arguments and tracking calls are all carried as
/// `JSONValue`, so `"7"` and `7` stay distinct all the way to the comparison.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The string, when the value is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The members, when the value is an object.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The elements, when the value is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// A short name of the value's JSON type, for messages ("string", "integer", ...).
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .integer: "integer"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// The member named `key`, when the value is an object.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }
}

/// An ordered JSON object. Lookups are linear, which is faster than hashing
/// for the handful of members a payload or a message has.
public struct JSONObject: Sendable, Hashable {
  /// The members in their original order.
  public private(set) var members: [(key: String, value: JSONValue)]

  /// Creates an object from ordered members.
  public init(_ members: [(key: String, value: JSONValue)] = []) {
    self.members = members
  }

  /// The keys in order.
  public var keys: [String] { members.map(\.key) }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  /// The value for `key`; setting `nil` removes the member.
  public subscript(key: String) -> JSONValue? {
    get { members.first { $0.key == key }?.value }
    set {
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue { members[index].value = newValue } else { members.remove(at: index) }
      } else if let newValue {
        members.append((key, newValue))
      }
    }
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.members.count == rhs.members.count else { return false }
    // The same storage (a payload shared by the cases of a matrix) is equal without a look at its members.
    let shared = lhs.members.withUnsafeBufferPointer { left in
      rhs.members.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
    }
    if shared { return true }
    return lhs.members.allSatisfy { rhs[$0.key] == $0.value }
  }

  public func hash(into hasher: inout Hasher) {
    for key in keys.sorted() {
      hasher.combine(key)
      hasher.combine(self[key])
    }
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements.map { (key: $0.0, value: $0.1) })
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int64) { self = .integer(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements.map { (key: $0.0, value: $0.1) }))
  }
}

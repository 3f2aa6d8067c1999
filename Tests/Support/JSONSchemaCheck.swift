import TrackCheckModel

/// A checker for the subset of JSON Schema (2020-12) that the project's
/// schemas use: `$ref` to `#/$defs/…`, `oneOf`, `type`, `const`, `enum`,
/// `required`, `properties`, `items`, `minLength`, `minimum`. Anything else in
/// a schema is a test failure, so a schema cannot rely on a keyword this
/// checker would silently skip.
public struct JSONSchemaCheck {
  private let root: JSONValue
  private static let known: Set<String> = [
    "$schema", "$id", "title", "description", "$defs", "$ref", "oneOf", "type", "const", "enum", "required", "properties", "items",
    "minLength", "minimum",
  ]

  /// A checker for `schema`.
  public init(_ schema: JSONValue) {
    root = schema
  }

  /// What is wrong with `value`; empty when it is valid.
  public func problems(_ value: JSONValue) -> [String] {
    problems(value, against: root, at: "$")
  }

  private func problems(_ value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
    guard let rules = schema.objectValue else { return [] }
    var found: [String] = []
    for key in rules.keys where !Self.known.contains(key) {
      found.append("\(path): the schema uses '\(key)', which this checker does not know")
    }
    if let reference = rules["$ref"]?.stringValue {
      let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
      guard let target = root["$defs"]?[name] else { return found + ["\(path): unknown reference \(reference)"] }
      found += problems(value, against: target, at: path)
    }
    if let choices = rules["oneOf"]?.arrayValue {
      let matching = choices.filter { isValid(value, against: $0) }.count
      if matching != 1 { found.append("\(path): matches \(matching) of the oneOf choices, not exactly one") }
    }
    if let type = rules["type"] {
      let allowed = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
      if !allowed.contains(where: { Self.has(value, type: $0) }) {
        found.append("\(path): is \(value.typeName), not \(allowed.joined(separator: " or "))")
      }
    }
    if let constant = rules["const"], constant != value { found.append("\(path): is not \(JSONSerializer.string(constant))") }
    if let choices = rules["enum"]?.arrayValue, !choices.contains(value) {
      found.append("\(path): \(JSONSerializer.string(value).prefix(80)) is not one of \(JSONSerializer.string(.array(choices)))")
    }
    if let object = value.objectValue {
      for key in rules["required"]?.arrayValue?.compactMap(\.stringValue) ?? [] where object[key] == nil {
        found.append("\(path): has no '\(key)'")
      }
      if let properties = rules["properties"]?.objectValue {
        for (key, rule) in properties.members {
          if let member = object[key] { found += problems(member, against: rule, at: "\(path).\(key)") }
        }
      }
    }
    if let items = rules["items"], let array = value.arrayValue {
      for (index, element) in array.enumerated() { found += problems(element, against: items, at: "\(path)[\(index)]") }
    }
    if case .integer(let minimum)? = rules["minLength"], let text = value.stringValue, text.count < minimum {
      found.append("\(path): is shorter than \(minimum)")
    }
    if case .integer(let minimum)? = rules["minimum"], case .integer(let number) = value, number < minimum {
      found.append("\(path): is below \(minimum)")
    }
    return found
  }

  /// Whether `value` is valid, stopping at the first problem (for `oneOf`).
  private func isValid(_ value: JSONValue, against schema: JSONValue) -> Bool {
    guard let rules = schema.objectValue else { return true }
    if let constant = rules["const"], constant != value { return false }
    if let type = rules["type"] {
      let allowed = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
      if !allowed.contains(where: { Self.has(value, type: $0) }) { return false }
    }
    if let object = value.objectValue, let properties = rules["properties"]?.objectValue, let type = properties["type"],
      let actual = object["type"], !isValid(actual, against: type)
    {
      return false
    }
    return problems(value, against: schema, at: "$").isEmpty
  }

  private static func has(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("integer", .integer): true
    case ("number", .integer), ("number", .number): true
    default: false
    }
  }
}

import TrackCheckModel
import TrackCheckPlatform

/// Reads the fields of one YAML mapping, records typed problems with their
/// positions, and rejects keys it was not asked for with a "did you mean".
struct MappingReader {
  let file: String
  let node: YAMLNode
  /// The keys, in order; `values` holds the value of each.
  private let keys: [String]
  private let values: [YAMLNode]
  /// The mapping itself, for the positions of its keys in messages.
  private let mapping: YAMLNode.Mapping

  /// Every entry: its key, the key's node (for its position) and the value.
  var entries: [(key: String, keyNode: YAMLNode, value: YAMLNode)] {
    zip(keys, mapping).map { (key: $0, keyNode: $1.key, value: $1.value) }
  }

  /// Wraps `node`, which must be a mapping with scalar keys; otherwise logs and gives `nil`.
  init?(_ node: YAMLNode, file: String, what: String, log: inout DiagnosticLog) {
    self.file = file
    self.node = node
    guard case .mapping(let mapping) = node else {
      log.error(node.location(in: file), "\(what) must be a mapping, found \(node.kindName)")
      return nil
    }
    var keys: [String] = []
    var values: [YAMLNode] = []
    keys.reserveCapacity(mapping.count)
    values.reserveCapacity(mapping.count)
    for (key, value) in mapping {
      guard case .scalar(let scalar) = key else {
        log.error(key.location(in: file), "keys of \(what) must be plain words, found \(key.kindName)")
        return nil
      }
      keys.append(scalar.string)
      values.append(value)
    }
    self.keys = keys
    self.values = values
    self.mapping = mapping
  }

  /// The location of the mapping.
  var location: SourceLocation { node.location(in: file) }

  /// Whether the mapping has no entries.
  var isEmpty: Bool { keys.isEmpty }

  /// The value node for `key`.
  subscript(key: String) -> YAMLNode? {
    keys.firstIndex(of: key).map { values[$0] }
  }

  /// Whether `key` is present.
  func has(_ key: String) -> Bool {
    keys.contains(key)
  }

  /// Logs every key not in `allowed`, with the closest allowed key as a hint.
  func rejectUnknownKeys(allowed: [String], what: String, log: inout DiagnosticLog) {
    for (index, key) in keys.enumerated() where !allowed.contains(key) {
      let keyNode = mapping[index].key
      log.error(
        keyNode.location(in: file), "unknown key '\(key)' in \(what)",
        hint: Suggestions.hint(for: key, among: allowed))
    }
  }

  /// Logs a missing required key.
  func requireKey(_ key: String, what: String, log: inout DiagnosticLog) -> YAMLNode? {
    if let value = self[key] { return value }
    log.error(location, "\(what) has no '\(key)'", hint: "add '\(key):'")
    return nil
  }

  /// A required or optional string field.
  func string(_ key: String, what: String, required: Bool, log: inout DiagnosticLog) -> String? {
    guard let value = required ? requireKey(key, what: what, log: &log) : self[key] else { return nil }
    return Self.string(value, file: file, what: "'\(key)'", log: &log)
  }

  /// A list of strings; a single string is accepted as a list of one.
  func stringList(_ key: String, what: String, log: inout DiagnosticLog) -> [String]? {
    guard let value = self[key] else { return nil }
    switch value {
    case .scalar:
      return Self.string(value, file: file, what: "'\(key)'", log: &log).map { [$0] }
    case .sequence(let sequence):
      var result: [String] = []
      for element in sequence {
        guard let text = Self.string(element, file: file, what: "an element of '\(key)'", log: &log) else {
          return nil
        }
        result.append(text)
      }
      return result
    default:
      log.error(value.location(in: file), "'\(key)' must be a list of strings, found \(value.kindName)")
      return nil
    }
  }

  /// A boolean field; `on`/`off` and `yes`/`no` are accepted for settings.
  func bool(_ key: String, log: inout DiagnosticLog) -> Bool? {
    guard let value = self[key] else { return nil }
    switch value.text?.lowercased() {
    case "true", "on", "yes", "allowed", "granted", "enabled": return true
    case "false", "off", "no", "denied", "disabled": return false
    default:
      log.error(value.location(in: file), "'\(key)' must be true or false (or on/off), found '\(value.text ?? value.kindName)'")
      return nil
    }
  }

  /// A value from a fixed set of words, with a hint when it is misspelt.
  func choice<Value>(_ key: String, among choices: [(String, Value)], log: inout DiagnosticLog) -> Value? {
    guard let value = self[key] else { return nil }
    return Self.choice(value, file: file, what: "'\(key)'", among: choices, log: &log)
  }

  static func choice<Value>(
    _ node: YAMLNode, file: String, what: String, among choices: [(String, Value)], log: inout DiagnosticLog
  ) -> Value? {
    guard let text = string(node, file: file, what: what, log: &log) else { return nil }
    if let match = choices.first(where: { $0.0 == text }) { return match.1 }
    log.error(
      node.location(in: file), "\(what) cannot be '\(text)'",
      hint: Suggestions.hint(for: text, among: choices.map(\.0)))
    return nil
  }

  /// The entries of a file that is one list under one top-level key (`requirements: […]`).
  static func topLevelList(_ root: YAMLNode, key: String, what: String, file: String, log: inout DiagnosticLog) -> [YAMLNode] {
    guard let top = MappingReader(root, file: file, what: what, log: &log) else { return [] }
    top.rejectUnknownKeys(allowed: [key], what: what, log: &log)
    guard let node = top[key] else { return [] }
    guard case .sequence(let entries) = node else {
      log.error(node.location(in: file), "'\(key)' must be a list")
      return []
    }
    return Array(entries)
  }

  static func string(_ node: YAMLNode, file: String, what: String, log: inout DiagnosticLog) -> String? {
    guard case .scalar(let scalar) = node else {
      log.error(node.location(in: file), "\(what) must be a string, found \(node.kindName)")
      return nil
    }
    return scalar.string
  }
}

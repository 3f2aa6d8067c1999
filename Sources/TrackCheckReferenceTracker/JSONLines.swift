import Foundation

/// Reads and writes protocol lines: one JSON object per `\n`-terminated line.
enum JSONLines {
  /// The next line from stdin as an object, `nil` at end of input.
  static func read() -> [String: Any]?? {
    guard let line = readLine(strippingNewline: true) else { return nil }
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return .some(nil) }
    return .some(object)
  }

  /// Writes one object as a line on stdout and flushes it.
  static func write(_ object: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
    FileHandle.standardOutput.write(data + Data([0x0A]))
  }
}

extension Dictionary where Key == String, Value == Any {
  func string(_ key: String) -> String? { self[key] as? String }
  func object(_ key: String) -> [String: Any]? { self[key] as? [String: Any] }
}

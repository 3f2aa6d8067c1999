import Foundation

// The unified logging names app code calls (`import os.log`, `import os`): messages go to stderr, never
// to the protocol's stream.

/// `OSLogType`: a message's level.
public struct OSLogType: Sendable, Equatable {
  let name: String
  /// `.default`.
  public static let `default` = OSLogType(name: "default")
  /// `.info`.
  public static let info = OSLogType(name: "info")
  /// `.debug`.
  public static let debug = OSLogType(name: "debug")
  /// `.error`.
  public static let error = OSLogType(name: "error")
  /// `.fault`.
  public static let fault = OSLogType(name: "fault")
}

/// `OSLog`: a subsystem and category to log under.
public final class OSLog: Sendable {
  let subsystem: String
  let category: String
  /// `OSLog(subsystem:category:)`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }
  /// `OSLog.default`.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// `OSLog.disabled`.
  public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// `os_log(_:log:type:_:)`: the format with its arguments, written to stderr. Each conversion (`%@`, `%d`,
/// `%{public}s` …) is the next argument's description: a log line, never the protocol's concern.
// swift-format-ignore: AlwaysUseLowerCamelCase
// The SDK's own name.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {
  guard log !== OSLog.disabled else { return }
  FileHandle.standardError.write(Data("[\(type.name)] \(osLogText(message.description, args))\n".utf8))
}

/// `format` with each conversion replaced by the next argument's description; `%%` is a percent sign.
func osLogText(_ format: String, _ args: [any CVarArg]) -> String {
  var out = ""
  var remaining = args[...]
  var index = format.startIndex
  while index < format.endIndex {
    let character = format[index]
    index = format.index(after: index)
    guard character == "%", index < format.endIndex else {
      out.append(character)
      continue
    }
    if format[index] == "%" {
      out.append("%")
      index = format.index(after: index)
      continue
    }
    // A privacy mark ({public}, {private}), flags, width, precision and length, up to the conversion's letter.
    if format[index] == "{", let close = format[index...].firstIndex(of: "}") { index = format.index(after: close) }
    while index < format.endIndex, !"@dDiuUxXoOfFeEgGcCsSpaA".contains(format[index]) { index = format.index(after: index) }
    if index < format.endIndex { index = format.index(after: index) }
    out += remaining.popFirst().map { String(describing: $0) } ?? ""
  }
  return out
}

/// `Logger` (`import os`, iOS 14): messages written to stderr.
public struct Logger: Sendable {
  let subsystem: String
  let category: String
  /// `Logger()`.
  public init() { self.init(subsystem: "", category: "") }
  /// `Logger(subsystem:category:)`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }
  /// `log(level:_:)`.
  public func log(level: OSLogType = .default, _ message: String) { write(level, message) }
  /// `log(_:)`.
  public func log(_ message: String) { write(.default, message) }
  /// `debug(_:)`.
  public func debug(_ message: String) { write(.debug, message) }
  /// `info(_:)`.
  public func info(_ message: String) { write(.info, message) }
  /// `notice(_:)`.
  public func notice(_ message: String) { write(.default, message) }
  /// `warning(_:)`.
  public func warning(_ message: String) { write(.error, message) }
  /// `error(_:)`.
  public func error(_ message: String) { write(.error, message) }
  /// `critical(_:)`.
  public func critical(_ message: String) { write(.fault, message) }
  /// `fault(_:)`.
  public func fault(_ message: String) { write(.fault, message) }
  /// `trace(_:)`.
  public func trace(_ message: String) { write(.debug, message) }

  private func write(_ level: OSLogType, _ message: String) {
    let place = category.isEmpty ? "" : "[\(category)] "
    FileHandle.standardError.write(Data("[\(level.name)] \(place)\(message)\n".utf8))
  }
}

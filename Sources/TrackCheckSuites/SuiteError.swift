import TrackCheckModel

/// Why suites, or a baseline file, could not be read.
public enum SuiteError: Error, Sendable {
  /// One or more files are invalid; every problem, positioned.
  case invalid([Diagnostic])
  /// A path named on the command line cannot be read: it does not exist, or the system refuses it (the message says which).
  case notFound(String, hint: String?)
}

extension SuiteError {
  /// What went wrong, as a stable code that tests and callers match on.
  public enum Code: String, Sendable, Hashable {
    /// Suite or baseline files are invalid (``SuiteError/invalid(_:)``).
    case invalid = "suite-invalid"
    /// A path cannot be read (``SuiteError/notFound(_:hint:)``).
    case notFound = "suite-not-found"
  }

  /// The error's code.
  public var code: Code {
    switch self {
    case .invalid: .invalid
    case .notFound: .notFound
    }
  }
}

extension SuiteError: CustomStringConvertible {
  /// Every problem as `file:line:column: error: …` with its hint, and a closing count.
  public var description: String {
    switch self {
    case .invalid(let diagnostics):
      let count = diagnostics.count
      var text = diagnostics.prefix(200).map(\.description).joined(separator: "\n")
      if count > 200 { text += "\n… and \(count - 200) more" }
      return text + "\nerror: \(count) problem\(count == 1 ? "" : "s") found; nothing was run"
    case .notFound(let message, let hint):
      return "error: \(message)" + (hint.map { "\n    hint: \($0)" } ?? "")
    }
  }
}

/// An error that ends a `trackcheck` command, with the exit code it maps to.
///
/// Every command throws these; the executable prints them and exits with
/// ``exitCode``, so the mapping from failure to exit code lives in one place.
public enum TrackCheckError: Error, Sendable, CustomStringConvertible {
  /// One or more suite files are invalid; nothing ran.
  case invalidSuites([Diagnostic])
  /// The command line asked for something that cannot be done.
  case usage(String, hint: String? = nil)
  /// The implementation could not be started or failed the handshake.
  case implementationUnavailable(String, stderrTail: String)
  /// A report could not be written.
  case reportNotWritten(path: String, reason: String)

  /// The process exit code documented in the README.
  public var exitCode: Int32 {
    switch self {
    case .invalidSuites, .usage: ExitStatus.usageOrSuiteError
    case .implementationUnavailable: ExitStatus.implementationUnavailable
    case .reportNotWritten: ExitStatus.caseFailed
    }
  }

  public var description: String {
    switch self {
    case .invalidSuites(let diagnostics):
      let count = diagnostics.count
      let lines = diagnostics.prefix(200).map(\.description)
      var text = lines.joined(separator: "\n")
      if count > 200 { text += "\n… and \(count - 200) more" }
      text += "\nerror: \(count) problem\(count == 1 ? "" : "s") found; nothing was run"
      return text
    case .usage(let message, let hint):
      return "error: \(message)" + (hint.map { "\n    hint: \($0)" } ?? "")
    case .implementationUnavailable(let message, let stderrTail):
      var text = "error: \(message)"
      if !stderrTail.isEmpty {
        text += "\n--- implementation stderr (last lines) ---\n" + stderrTail
      }
      return text
    case .reportNotWritten(let path, let reason):
      return "error: could not write the report \(path): \(reason)"
    }
  }
}

/// The exit codes of `trackcheck`.
public enum ExitStatus {
  /// Every selected case passed (cases not applicable to the implementation aside).
  public static let success: Int32 = 0
  /// At least one case failed or ended in an error.
  public static let caseFailed: Int32 = 1
  /// The command line or a suite file is invalid; nothing ran.
  public static let usageOrSuiteError: Int32 = 2
  /// The implementation could not be started or failed the handshake.
  public static let implementationUnavailable: Int32 = 3
  /// Every case passed or failed as expected, but the expected-failures
  /// baseline is stale: a listed case passes, or an entry names no case.
  public static let staleBaseline: Int32 = 4
}

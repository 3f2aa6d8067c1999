/// Why a report could not be written or read.
public enum ReportError: Error, Sendable, Equatable {
  /// A report file could not be written; the old file, if any, is left as it was.
  case notWritten(path: String, reason: String)
  /// A results file could not be read or is not one.
  case unreadable(path: String, reason: String, hint: String?)
  /// Results files that do not belong together, or do not make a whole run.
  case cannotMerge(String, hint: String?)
}

extension ReportError {
  /// What went wrong, as a stable code that tests and callers match on.
  public enum Code: String, Sendable, Hashable {
    /// A report file could not be written.
    case notWritten = "report-not-written"
    /// A results file could not be read or is not one.
    case unreadable = "results-unreadable"
    /// Results files that do not belong together.
    case cannotMerge = "results-cannot-merge"
  }

  /// The error's code.
  public var code: Code {
    switch self {
    case .notWritten: .notWritten
    case .unreadable: .unreadable
    case .cannotMerge: .cannotMerge
    }
  }
}

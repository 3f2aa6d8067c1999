/// Why a report could not be written or read.
public enum ReportError: Error, Sendable, Equatable {
  /// A report file could not be written; the old file, if any, is left as it was.
  case notWritten(path: String, reason: String)
  /// A results file could not be read or is not one.
  case unreadable(path: String, reason: String, hint: String?)
  /// Results files that do not belong together, or do not make a whole run.
  case cannotMerge(String, hint: String?)
}

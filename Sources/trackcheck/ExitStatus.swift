import Foundation
import TrackCheckEngine
import TrackCheckModel
import TrackCheckPrimitives
import TrackCheckReports
import TrackCheckSuites

/// The exit codes of `trackcheck`, decided here and nowhere else.
enum ExitStatus {
  /// Every selected case that applied passed, and at least one applied.
  static let success: Int32 = 0
  /// At least one case failed or ended in an error.
  static let caseFailed: Int32 = 1
  /// The command line, a suite file or a baseline is invalid; nothing ran.
  static let usageOrSuiteError: Int32 = 2
  /// The implementation could not be started or failed the handshake.
  static let implementationUnavailable: Int32 = 3
  /// Nothing failed, but the expected-failures baseline is stale.
  static let staleBaseline: Int32 = 4
  /// No selected case applied to the implementation: nothing was tested.
  static let nothingTested: Int32 = 5
  /// A report could not be written.
  static let reportNotWritten: Int32 = 6
  /// Nothing failed, but a MUST requirement the selected cases check was judged by none of them
  /// (and `--allow-partial` was not given).
  static let partial: Int32 = 7

  /// The exit code of a run's verdict: the one mapping `run`, `merge` and `report` share.
  static func of(_ verdict: Verdict) -> Int32 {
    switch verdict {
    case .passed: success
    case .failed: caseFailed
    case .staleBaseline: staleBaseline
    case .nothingTested: nothingTested
    case .incomplete(let stop): stop.signal.map { 128 + $0 } ?? caseFailed
    case .partial(_, let allowed): allowed ? success : partial
    }
  }
}

/// A command line that asks for something that cannot be done.
struct UsageError: Error {
  var message: String
  var hint: String?

  init(_ message: String, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }
}

extension UsageError {
  /// "cannot write FOLDER: CAUSE", the cause in the system's words (``FileProblem``) when Foundation's error carries
  /// the system's error number, instead of Foundation's "The operation could not be completed".
  static func cannotWrite(_ path: String, _ error: any Error) -> UsageError {
    UsageError("cannot write \(path): \(cause(of: error))")
  }

  /// The cause of a file error.
  static func cause(of error: any Error) -> String {
    let error = error as NSError
    if error.domain == NSCocoaErrorDomain, error.code == CocoaError.fileWriteFileExists.rawValue {
      return "\((error.userInfo[NSFilePathErrorKey] as? String).map { "\($0): " } ?? "")a file is already there"
    }
    // On Linux an NSError in userInfo is not bridged by `as? NSError`: taken as an Error first.
    let posix = error.domain == NSPOSIXErrorDomain ? error : (error.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
    if let posix, posix.domain == NSPOSIXErrorDomain { return FileProblem(errno: Int32(posix.code)).description }
    return error.localizedDescription
  }
}

/// A command that has printed its outcome and must exit with `code`.
struct Exit: Error {
  var code: Int32
}

/// How an error of any stage is printed, and the exit code it maps to.
enum ErrorReport {
  static func describe(_ error: any Error) -> (text: String, code: Int32)? {
    switch error {
    case let error as UsageError:
      return (line(error.message, hint: error.hint), ExitStatus.usageOrSuiteError)
    case let error as SuiteError:
      return (error.description, ExitStatus.usageOrSuiteError)
    case let error as EngineError:
      switch error.code {
      case .implementationUnavailable:
        var text = "error: " + TerminalSummary.clean(error.message)
        if !error.stderrTail.isEmpty { text += "\n--- implementation stderr (last lines) ---\n" + TerminalSummary.clean(error.stderrTail) }
        return (text, ExitStatus.implementationUnavailable)
      }
    case let error as ReportError:
      switch error {
      case .notWritten(let path, let reason):
        return ("error: could not write the report \(path): \(reason)", ExitStatus.reportNotWritten)
      case .unreadable(let path, let reason, let hint):
        return (line("cannot read the results file '\(path)': \(reason)", hint: hint), ExitStatus.usageOrSuiteError)
      case .cannotMerge(let message, let hint):
        return (line(message, hint: hint), ExitStatus.usageOrSuiteError)
      }
    case let error as BaselineError:
      switch error {
      case .incompleteRun(let sentence):
        return (
          line("refusing to make a baseline from an incomplete run: \(sentence)", hint: "run the whole selection again"),
          ExitStatus.usageOrSuiteError
        )
      }
    default:
      return nil
    }
  }

  private static func line(_ message: String, hint: String?) -> String {
    "error: \(message)" + (hint.map { "\n    hint: \($0)" } ?? "")
  }
}

import Foundation
import TrackCheckEngine
import TrackCheckModel
import TrackCheckPrimitives
import TrackCheckReports
import TrackCheckSuites

/// The exit codes of `trackcheck`, decided here and nowhere else; `--help` lists them from here.
enum ExitStatus: Int32, CaseIterable {
  /// Every selected case that applied passed, and at least one applied.
  case success = 0
  /// At least one case failed or ended in an error, or `--max-failures` stopped the run.
  case caseFailed = 1
  /// The command line, a suite file or a baseline is invalid; nothing ran.
  case usageOrSuiteError = 2
  /// The implementation could not be started or failed the handshake.
  case implementationUnavailable = 3
  /// Nothing failed, but the expected-failures baseline is stale.
  case staleBaseline = 4
  /// No selected case applied to the implementation: nothing was tested.
  case nothingTested = 5
  /// A report could not be written.
  case reportNotWritten = 6
  /// Nothing failed, but a MUST requirement the selected cases check was judged by none of them
  /// (and `--allow-partial` was not given).
  case partial = 7

  /// The code the process exits with.
  var code: Int32 { rawValue }

  /// What the code means, as the help says it.
  var meaning: String {
    switch self {
    case .success: "every applicable case passed, and at least one applied"
    case .caseFailed: "a case failed or errored, or --max-failures stopped the run"
    case .usageOrSuiteError: "usage, suite or baseline error (nothing ran)"
    case .implementationUnavailable: "the implementation could not be started or failed the handshake"
    case .staleBaseline: "the expected-failures baseline is stale"
    case .nothingTested: "nothing was tested (no selected case applied to the implementation)"
    case .reportNotWritten: "a report could not be written"
    case .partial:
      "partial: nothing failed, but a MUST requirement the selected cases check was judged by none of them (0 with --allow-partial)"
    }
  }

  /// The code of a run stopped by signal `number`: 128 + N.
  static func signal(_ number: Int32) -> Int32 { 128 + number }

  /// What 128+N means, as the help says it.
  static let signalMeaning = "stopped by signal N (130 SIGINT, 143 SIGTERM, 129 SIGHUP), the run incomplete"

  /// The help's list of exit codes: every status, then the signals', each meaning wrapped under itself within 78 columns.
  static var help: String {
    let rows = allCases.map { ("\($0.code)", $0.meaning) } + [("128+N", signalMeaning)]
    var lines = ["Exit codes:"]
    for (code, meaning) in rows {
      var line = "  " + code.padding(toLength: 7, withPad: " ", startingAt: 0)
      var empty = true
      for word in meaning.split(separator: " ") {
        if !empty && line.count + 1 + word.count > 78 {
          lines.append(line)
          line = String(repeating: " ", count: 9)
          empty = true
        }
        line += (empty ? "" : " ") + word
        empty = false
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// The exit code of a run's verdict: the one mapping `run`, `merge` and `report` share.
  static func of(_ verdict: Verdict) -> Int32 {
    switch verdict {
    case .passed: success.code
    case .failed: caseFailed.code
    case .staleBaseline: staleBaseline.code
    case .nothingTested: nothingTested.code
    case .incomplete(let stop): stop.signal.map { Self.signal($0) } ?? caseFailed.code
    case .partial(_, let allowed): allowed ? success.code : partial.code
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
      return (line(error.message, hint: error.hint), ExitStatus.usageOrSuiteError.code)
    case let error as SuiteError:
      return (error.description, ExitStatus.usageOrSuiteError.code)
    case let error as EngineError:
      switch error.code {
      case .implementationUnavailable:
        var text = "error: " + TerminalSummary.clean(error.message)
        if !error.stderrTail.isEmpty { text += "\n--- implementation stderr (last lines) ---\n" + TerminalSummary.clean(error.stderrTail) }
        return (text, ExitStatus.implementationUnavailable.code)
      }
    case let error as ReportError:
      switch error {
      case .notWritten(let path, let reason):
        return ("error: could not write the report \(path): \(reason)", ExitStatus.reportNotWritten.code)
      case .unreadable(let path, let reason, let hint):
        return (line("cannot read the results file '\(path)': \(reason)", hint: hint), ExitStatus.usageOrSuiteError.code)
      case .cannotMerge(let message, let hint):
        return (line(message, hint: hint), ExitStatus.usageOrSuiteError.code)
      }
    case let error as BaselineError:
      switch error {
      case .incompleteRun(let sentence):
        return (
          line("refusing to make a baseline from an incomplete run: \(sentence)", hint: "run the whole selection again"),
          ExitStatus.usageOrSuiteError.code
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

/// The verdict on one case.
public enum CaseOutcome: Sendable {
  /// The calls were exactly the expected ones.
  case passed
  /// The calls differ from the expected ones.
  case failed(CallComparison)
  /// The case could not be judged: a timeout, a crash, a protocol violation.
  case error(CaseErrorKind, String)
  /// The implementation does not support the case's platform or pinned API.
  case notApplicable(String)

  /// A short word for summaries: `passed`, `failed`, `error`, `n/a`.
  public var word: String {
    switch self {
    case .passed: "passed"
    case .failed: "failed"
    case .error: "error"
    case .notApplicable: "n/a"
    }
  }
}

/// A case, its verdict, and what was exchanged.
public struct CaseResult: Sendable {
  /// The case.
  public var testCase: TrackingCase
  /// The verdict.
  public var outcome: CaseOutcome
  /// The lines exchanged with the implementation.
  public var transcript: [TranscriptEntry]
  /// The implementation's stderr during the case (bounded).
  public var standardError: String
  /// Wall-clock seconds.
  public var duration: Double

  /// Whether the case counts against the run.
  public var isProblem: Bool {
    switch outcome {
    case .failed, .error: true
    case .passed, .notApplicable: false
    }
  }
}

/// The results of a run, in suite order.
public struct RunResult: Sendable {
  /// What the implementation said about itself.
  public var identity: ImplementationIdentity
  /// The command that ran it.
  public var command: [String]
  /// One result per selected case, in suite order.
  public var results: [CaseResult]
  /// Wall-clock seconds for the whole run.
  public var duration: Double
  /// When the run started (UTC, `yyyy-MM-ddTHH:mm:ss`).
  public var timestamp: String

  /// Counts by verdict.
  public var counts: (passed: Int, failed: Int, errors: Int, notApplicable: Int) {
    var counts = (passed: 0, failed: 0, errors: 0, notApplicable: 0)
    for result in results {
      switch result.outcome {
      case .passed: counts.passed += 1
      case .failed: counts.failed += 1
      case .error: counts.errors += 1
      case .notApplicable: counts.notApplicable += 1
      }
    }
    return counts
  }

  /// The exit code: 0 when nothing failed or errored.
  public var exitCode: Int32 {
    results.contains(where: \.isProblem) ? ExitStatus.caseFailed : ExitStatus.success
  }
}

extension RunResult {
  /// A run in which every case is an error because the implementation never started.
  public static func unavailable(_ error: TrackCheckError, command: [String], cases: [TrackingCase]) -> RunResult {
    let identity = ImplementationIdentity(name: command.first ?? "(none)", version: "unknown", protocolVersion: 0, platforms: [], apis: [], features: [])
    let message: String
    if case .implementationUnavailable(let text, _) = error { message = text } else { message = error.description }
    let results = cases.map {
      CaseResult(testCase: $0, outcome: .error(.startFailure, message), transcript: [], standardError: "", duration: 0)
    }
    return RunResult(identity: identity, command: command, results: results, duration: 0, timestamp: Runner.timestamp())
  }
}

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
  /// A failure or error listed in the expected-failures baseline.
  case expectedFailure(ExpectedFailure, summary: String, details: String)
  /// A case listed in the baseline that now passes: the baseline is stale.
  case fixed(ExpectedFailure)

  /// The outcome's name in results files: `passed`, `failed`, `error`,
  /// `not-applicable`, `expected-failure`, `fixed`.
  public var word: String {
    switch self {
    case .passed: "passed"
    case .failed: "failed"
    case .error: "error"
    case .notApplicable: "not-applicable"
    case .expectedFailure: "expected-failure"
    case .fixed: "fixed"
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
  /// The calls the implementation reported, in order (empty when it never answered).
  public var calls: [ActualCall] = []
  /// The case could not start because of the previous case's output.
  var needsFreshProcess = false

  /// Whether the case counts against the run as a conformance failure.
  public var isProblem: Bool {
    switch outcome {
    case .failed, .error: true
    case .passed, .notApplicable, .expectedFailure, .fixed: false
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
  /// Baseline entries that name no case of the suites.
  public var unknownBaselineEntries: [ExpectedFailure] = []
  /// The digest of the suite files the cases came from.
  public var suiteDigest = ""
  /// What was selected, in words (`all cases`, `platform ios, shard 1/4`).
  public var selection = "all cases"
  /// The shard this run covers, if any.
  public var shard: CaseSelection.Shard?
  /// Set when a signal stopped the run before every case ran.
  public var interruption: Interruption?

  /// A run stopped by SIGINT or SIGTERM.
  public struct Interruption: Sendable {
    /// The signal.
    public var signal: Int32
    /// How many cases were selected.
    public var planned: Int

    /// The conventional exit code: 128 + the signal (130 for SIGINT, 143 for SIGTERM).
    public var exitCode: Int32 { 128 + signal }
  }

  /// Counts by verdict.
  public var counts: OutcomeCounts { OutcomeCounts(results.map(\.outcome)) }

  /// Whether the expected-failures baseline needs updating: a listed case
  /// passes, or an entry names no case.
  public var baselineIsStale: Bool { counts.fixed > 0 || !unknownBaselineEntries.isEmpty }

  /// The exit code: 1 for a conformance failure, else 4 for a stale baseline, else 0.
  public var exitCode: Int32 {
    if let interruption { return interruption.exitCode }
    if results.contains(where: \.isProblem) { return ExitStatus.caseFailed }
    if baselineIsStale { return ExitStatus.staleBaseline }
    return ExitStatus.success
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

/// How many cases ended in each outcome.
public struct OutcomeCounts: Sendable, Equatable {
  public var passed = 0
  public var failed = 0
  public var errors = 0
  public var notApplicable = 0
  public var expectedFailures = 0
  public var fixed = 0

  /// Counts `outcomes`.
  public init(_ outcomes: [CaseOutcome]) {
    for outcome in outcomes {
      switch outcome {
      case .passed: passed += 1
      case .failed: failed += 1
      case .error: errors += 1
      case .notApplicable: notApplicable += 1
      case .expectedFailure: expectedFailures += 1
      case .fixed: fixed += 1
      }
    }
  }

  /// All cases.
  public var total: Int { passed + failed + errors + notApplicable + expectedFailures + fixed }

  /// `362 cases: 360 passed, 1 failed, …` for summaries.
  public var sentence: String {
    var parts = ["\(passed) passed", "\(failed) failed", "\(errors) errors"]
    if expectedFailures > 0 { parts.append("\(expectedFailures) expected failures") }
    if fixed > 0 { parts.append("\(fixed) fixed (stale baseline)") }
    parts.append("\(notApplicable) not applicable")
    return "\(total) cases: " + parts.joined(separator: ", ")
  }
}

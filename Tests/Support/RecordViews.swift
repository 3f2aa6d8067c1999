import TrackCheckModel

/// A case's verdict as one value to match in tests: the outcome with what goes with it.
public enum Seen: Sendable {
  case passed
  case failed(String)
  case error(CaseErrorKind, String)
  case notApplicable(NotApplicableReason)
  case expectedFailure(String)
  case fixed
}

extension CaseRecord {
  /// The verdict with its details, for `guard case` in tests.
  public var seen: Seen {
    switch result {
    case .passed: .passed
    case .failed: .failed(details)
    case .error(let kind): .error(kind, details)
    case .notApplicable(let reason): .notApplicable(reason)
    case .expectedFailure: .expectedFailure(message)
    case .fixed: .fixed
    }
  }
}

extension CaseResult {
  /// A result for a test that names only the outcome: an error times out, a not-applicable case gives
  /// `message` as its reason, an expected failure was a failure.
  public static func of(_ outcome: Outcome, message: String = "") -> CaseResult {
    switch outcome {
    case .passed: .passed
    case .failed: .failed
    case .error: .error(.timeout)
    case .notApplicable: .notApplicable(NotApplicableReason(message: message))
    case .expectedFailure: .expectedFailure(.failed)
    case .fixed: .fixed
    }
  }
}

extension RunRecord {
  /// The verdict of the case `id`.
  public func seen(_ id: String) -> Seen? { cases.first { $0.id == id }?.seen }
}

extension OutcomeCounts {
  public var passed: Int { self[.passed] }
  public var failed: Int { self[.failed] }
  public var errors: Int { self[.error] }
  public var notApplicable: Int { self[.notApplicable] }
  public var expectedFailures: Int { self[.expectedFailure] }
  public var fixed: Int { self[.fixed] }
}

extension RunRecord {
  /// The record as if run on `host` (reports name the machine a run ran on).
  public func onHost(_ host: String) -> RunRecord {
    var copy = self
    copy.host = host
    return copy
  }
}

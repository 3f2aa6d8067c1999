/// The verdict on one case, with what each verdict needs and nothing it cannot have: an error always has
/// its kind, a not-applicable case its reason, an expected failure what it was. Every report reads the
/// case's ``Outcome`` word from it.
public enum CaseResult: Sendable, Hashable {
  /// The calls were exactly the expected ones.
  case passed
  /// The calls differ from the expected ones.
  case failed
  /// The case could not be judged.
  case error(CaseErrorKind)
  /// The case was not played against the implementation.
  case notApplicable(NotApplicableReason)
  /// A failure or error that the expected-failures baseline lists: what it was.
  case expectedFailure(Problem)
  /// A case the baseline lists that now passes: the baseline is stale.
  case fixed

  /// What a case listed in the baseline did: failed, or ended in an error of a kind.
  public enum Problem: Sendable, Hashable {
    /// The calls differ from the expected ones.
    case failed
    /// The case could not be judged.
    case error(CaseErrorKind)
  }

  /// The word every report uses.
  public var outcome: Outcome {
    switch self {
    case .passed: .passed
    case .failed: .failed
    case .error: .error
    case .notApplicable: .notApplicable
    case .expectedFailure: .expectedFailure
    case .fixed: .fixed
    }
  }

  /// The kind of error, for an error or an expected failure that was one.
  public var errorKind: CaseErrorKind? {
    switch self {
    case .error(let kind), .expectedFailure(.error(let kind)): kind
    case .passed, .failed, .notApplicable, .expectedFailure(.failed), .fixed: nil
    }
  }

  /// The reason, for a case that was not applicable.
  public var notApplicableReason: NotApplicableReason? {
    if case .notApplicable(let reason) = self { return reason }
    return nil
  }

  /// The result once the baseline lists the case: a failure or an error is expected, a pass is fixed;
  /// anything else stays as it is. `nil` when the baseline does not change it.
  public var listedInBaseline: CaseResult? {
    switch self {
    case .failed: .expectedFailure(.failed)
    case .error(let kind): .expectedFailure(.error(kind))
    case .passed: .fixed
    case .notApplicable, .expectedFailure, .fixed: nil
    }
  }

  /// The result a results file describes by its outcome word, error kind and message; `nil` when they
  /// contradict each other (an error without a kind, a kind on a pass).
  public init?(outcome: Outcome, errorKind: CaseErrorKind?, message: String) {
    switch (outcome, errorKind) {
    case (.passed, nil): self = .passed
    case (.failed, nil): self = .failed
    case (.error, let kind?): self = .error(kind)
    case (.notApplicable, nil): self = .notApplicable(NotApplicableReason(message: message))
    case (.expectedFailure, nil): self = .expectedFailure(.failed)
    case (.expectedFailure, let kind?): self = .expectedFailure(.error(kind))
    case (.fixed, nil): self = .fixed
    default: return nil
    }
  }
}

/// Why a case was not played against the implementation.
public enum NotApplicableReason: Sendable, Hashable {
  /// The implementation does not declare the case's platform.
  case platformUnsupported(Platform)
  /// The case pins an API that the implementation does not declare.
  case apiUnsupported(TrackingAPI)
  /// The case tests the app's own wiring, which a protocol v1 implementation does not report.
  case wiringNotReported
  /// The case plays the app's declared activities and what they start, which an implementation before protocol v3 does not report.
  case activitiesNotReported
  /// The implementation declined the case (`unsupported`), in its own words.
  case declined(String)

  /// What an implementation that declines without a reason is taken to say.
  public static let declinedWithoutReason = "the implementation declined the case"

  /// The reason in one sentence, as every report shows it.
  public var sentence: String {
    switch self {
    case .platformUnsupported(let platform): "the implementation does not support \(platform.rawValue)"
    case .apiUnsupported(let api): "the case pins \(api.rawValue), which the implementation does not support"
    case .wiringNotReported: "the case tests the app's own wiring, which a protocol v1 implementation does not report"
    case .activitiesNotReported:
      "the case plays the app's declared activities and what they start, which an implementation before protocol v3 does not report"
    case .declined(let words): words
    }
  }

  /// The reason a case's message states (with or without ``CaseRecord/notApplicablePrefix``), as a results
  /// file holds it: a sentence trackcheck writes is read back as its reason, any other as the implementation's.
  public init(message: String) {
    let sentence =
      message.hasPrefix(CaseRecord.notApplicablePrefix) ? String(message.dropFirst(CaseRecord.notApplicablePrefix.count)) : message
    if let platform = Platform.allCases.first(where: { Self.platformUnsupported($0).sentence == sentence }) {
      self = .platformUnsupported(platform)
    } else if let api = TrackingAPI.allCases.first(where: { Self.apiUnsupported($0).sentence == sentence }) {
      self = .apiUnsupported(api)
    } else if sentence == Self.wiringNotReported.sentence {
      self = .wiringNotReported
    } else if sentence == Self.activitiesNotReported.sentence {
      self = .activitiesNotReported
    } else {
      self = .declined(sentence.isEmpty ? Self.declinedWithoutReason : sentence)
    }
  }
}

import TrackCheckModel
import TrackCheckPlatform

/// What happened when a case was played to an implementation.
public struct CaseExchange: Sendable {
  /// How the exchange ended.
  public enum Ending: Sendable, Hashable {
    /// Every callback was answered; the calls can be compared.
    case completed
    /// The implementation declined the case.
    case notApplicable(NotApplicableReason)
    /// The case could not be judged.
    case error(CaseErrorKind, String)
  }

  /// How it ended.
  public var ending: Ending
  /// The calls the implementation reported, in order.
  public var calls: [ActualCall]
  /// The requests the SDK sent, in order, as the implementation reported them (when it reports hits).
  public var requests: [RecordedRequest] = []
  /// The lines exchanged.
  public var transcript: [TranscriptEntry]
  /// What the implementation wrote to stderr during the case (a bounded tail).
  public var standardError: String
  /// Wall-clock seconds.
  public var duration: Double
  /// Lines read during this case that answer requests of the previous case
  /// on the same process (a second answer to its `end`, say): the previous
  /// case wrote them, and is charged with them.
  public var strayFromPrevious: [String] = []
  /// The process is out of step with the protocol (an answer was lost or is
  /// still owed): it must be replaced before the next case.
  public var outOfStep = false
  /// The callbacks the case was played with, step by step (as far as it got).
  public var derivation = Derivation(steps: [])
  /// Whether the case was played as its model (the documents' app) says, so
  /// that ``derivation`` is the model's.
  public var playedModel = false
  /// The app the implementation reported (protocol 2 and later), when it reports one.
  public var app: AppManifest?

  /// Whether the process must be replaced before the next case.
  public var needsRestart: Bool {
    if outOfStep { return true }
    if case .error(let kind, _) = ending { return kind != .implementationError }
    return false
  }
}

extension CaseExchange.Ending: Error {}

import TrackCheckModel

/// The verdict of a case from a device's requests and step marks: the API's `/_trackcheck/verdict`
/// (trackcheck judges them as `run` judges an implementation's hits). Answers the JSON to return, or a
/// reason it cannot.
public typealias CollectJudge = @Sendable (_ subject: VerdictSubject, _ evidence: VerdictEvidence) -> Result<JSONValue, CollectError>

/// The case a verdict is asked of.
public enum VerdictSubject: Sendable, Hashable {
  /// A case of the suites the collector loaded (`GET /_trackcheck/verdict?case=ID`).
  case suiteCase(id: String)
  /// A case the UI test gives in the suites' YAML (`POST /_trackcheck/verdict`): the text, and the id of the
  /// case to judge when it holds several.
  case given(yaml: String, id: String?)
}

/// What the collector holds for a verdict: a device's requests and the step marks they arrived after.
public struct VerdictEvidence: Sendable {
  /// The device.
  public var device: DeviceKey
  /// Its requests, in arrival order.
  public var requests: [CollectedRequest]
  /// The step marks its requests are anchored to (its own, else those for every device), in order; empty
  /// when the test marked no step.
  public var marks: [StepMark]

  /// Creates the evidence.
  public init(device: DeviceKey, requests: [CollectedRequest], marks: [StepMark]) {
    self.device = device
    self.requests = requests
    self.marks = marks
  }
}

/// Why the collector cannot answer a query.
public struct CollectError: Error, Sendable, Hashable {
  /// The HTTP status to answer with.
  public var status: Int
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(status: Int, _ message: String) {
    self.status = status
    self.message = message
  }
}

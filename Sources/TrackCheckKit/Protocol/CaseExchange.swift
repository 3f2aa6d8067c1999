/// One line of the conversation with an implementation, kept for reports.
public struct TranscriptEntry: Sendable, Hashable {
  /// Who wrote the line.
  public enum Direction: String, Sendable, Hashable {
    /// The harness wrote it to the implementation's stdin.
    case sent = "→"
    /// The implementation wrote it to its stdout.
    case received = "←"
    /// A remark of the harness (for example a timeout).
    case note = "#"
  }

  /// Who wrote the line.
  public var direction: Direction
  /// The line as bytes: decoded only if a report shows it, which for a passing
  /// case it usually does not.
  private var bytes: [UInt8]

  /// The line, shortened when very long.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// An entry holding `text`.
  public init(direction: Direction, text: String) {
    self.direction = direction
    self.bytes = Array(text.utf8)
  }

  /// An entry holding raw bytes.
  init(direction: Direction, bytes: [UInt8]) {
    self.direction = direction
    self.bytes = bytes
  }
}

/// Why a case could not be judged.
public enum CaseErrorKind: String, Sendable, Hashable {
  /// The implementation did not answer in time.
  case timeout
  /// The implementation exited, was killed, or closed its stdout.
  case crash
  /// The implementation wrote something that is not valid protocol.
  case protocolViolation = "protocol"
  /// The implementation reported an error of its own.
  case implementationError = "implementation"
  /// The implementation could not be (re)started.
  case startFailure = "start"
}

/// What happened when a case was played to an implementation.
public struct CaseExchange: Sendable {
  /// How the exchange ended.
  public enum Ending: Sendable, Hashable {
    /// Every callback was answered; the calls can be compared.
    case completed
    /// The implementation declined the case.
    case notApplicable(String)
    /// The case could not be judged.
    case error(CaseErrorKind, String)
  }

  /// How it ended.
  public var ending: Ending
  /// The calls the implementation reported, in order.
  public var calls: [ActualCall]
  /// The lines exchanged.
  public var transcript: [TranscriptEntry]
  /// What the implementation wrote to stderr during the case (a bounded tail).
  public var standardError: String
  /// Wall-clock seconds.
  public var duration: Double
  /// The exchange did not start because the process had written lines nobody
  /// asked for: the case itself is not to blame and is run again on a fresh process.
  public var strayOutput = false

  /// Whether the process must be replaced before the next case.
  public var needsRestart: Bool {
    if case .error(let kind, _) = ending { return kind != .implementationError }
    return false
  }
}

extension CaseExchange.Ending: Error {}

/// A message from an implementation that breaks the protocol, and why.
struct ProtocolFault: Error, CustomStringConvertible {
  var reason: String
  init(_ reason: String) { self.reason = reason }
  var description: String { reason }
}

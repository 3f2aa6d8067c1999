import TrackCheckModel

/// Why the engine could not run at all.
public struct EngineError: Error, Sendable {
  /// What went wrong, as a stable code that tests and callers match on.
  public enum Code: String, Sendable, Hashable {
    /// The first implementation process could not be started or failed the handshake.
    case implementationUnavailable = "implementation-unavailable"
  }

  /// What went wrong.
  public var code: Code
  /// The message, naming the command.
  public var message: String
  /// The implementation's last stderr lines.
  public var stderrTail: String
  /// The finished record of the run that could not happen (every selected
  /// case an error), when the run had a plan: the reports are still written.
  public var record: RunRecord?

  /// Creates an error.
  public init(_ code: Code, message: String, stderrTail: String = "", record: RunRecord? = nil) {
    self.code = code
    self.message = message
    self.stderrTail = stderrTail
    self.record = record
  }
}

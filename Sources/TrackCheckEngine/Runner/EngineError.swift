import TrackCheckModel

/// Why the engine could not run at all.
public enum EngineError: Error, Sendable {
  /// The first implementation process could not be started or failed the handshake.
  case implementationUnavailable(String, stderrTail: String)
}

import TrackCheckModel
import TrackCheckPlatform

/// The version of the stdin/stdout protocol this harness speaks.
public enum ProtocolVersion {
  /// The version this harness prefers: the implementation reports what its app does.
  public static let current = 2
  /// The versions this harness accepts from an implementation.
  public static let supported = [1, 2]
}

/// Optional capabilities an implementation may announce in `hello.features`.
public enum ProtocolFeature {
  /// The implementation reads requests while it answers earlier ones, in
  /// order: trackcheck then sends all the callbacks of a case and its `end`
  /// at once, after `ready`.
  public static let pipelining = "pipelining"
}

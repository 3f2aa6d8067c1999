import TrackCheckModel
import TrackCheckPlatform

/// The version of the stdin/stdout protocol this harness speaks.
public enum ProtocolVersion {
  /// The version this harness prefers: the implementation reports what its app does.
  public static let current = 2
  /// The versions this harness accepts from an implementation.
  public static let supported = [1, 2]
}

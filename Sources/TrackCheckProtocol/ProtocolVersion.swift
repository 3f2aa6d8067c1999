/// The version of the stdin/stdout protocol this harness speaks.
public enum ProtocolVersion {
  /// The version this harness prefers: the implementation reports its app component by component.
  public static let current = 3
  /// The versions this harness accepts from an implementation.
  public static let supported = [1, 2, 3]
}

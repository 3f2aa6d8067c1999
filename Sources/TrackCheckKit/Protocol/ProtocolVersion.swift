/// The version of the stdin/stdout protocol this harness speaks.
public enum ProtocolVersion {
  /// The current and only version.
  public static let current = 1
  /// The versions this harness accepts from an implementation.
  public static let supported = [1]
}

/// The harness's own name and version, sent in the handshake and written into reports.
public enum HarnessInfo {
  /// The product name.
  public static let name = "trackcheck"
  /// The product version.
  public static let version = "0.1.0"
}

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
  private var bytes: ArraySlice<UInt8>

  /// The line, shortened when very long.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// An entry holding `text`.
  public init(direction: Direction, text: String) {
    self.direction = direction
    self.bytes = Array(text.utf8)[...]
  }

  /// An entry holding raw bytes: a slice of a line read or written is kept
  /// as it is, sharing the line's storage rather than copying it.
  public init(direction: Direction, bytes: ArraySlice<UInt8>) {
    self.direction = direction
    self.bytes = bytes
  }

  /// An entry holding raw bytes.
  public init(direction: Direction, bytes: [UInt8]) {
    self.init(direction: direction, bytes: bytes[...])
  }
}

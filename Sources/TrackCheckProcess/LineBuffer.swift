/// The protocol's framing on a byte stream: lines end at raw `\n` bytes (a
/// JSON string may legally carry U+2028, and a line must never be split
/// there), and no line may be longer than the limit, however it arrives. One
/// buffer serves every transport: a child's stdout, a socket.
struct LineBuffer {
  /// The longest line accepted.
  let maximumLineLength: Int
  private var bytes: [UInt8] = []
  /// How far the buffer was searched for a newline already.
  private var scanned = 0
  /// Whether the stream has ended (nothing more will be appended).
  private(set) var closed = false

  init(maximumLineLength: Int) { self.maximumLineLength = maximumLineLength }

  /// Adds bytes read from the stream.
  mutating func append(_ chunk: ArraySlice<UInt8>) { bytes.append(contentsOf: chunk) }

  /// Marks the end of the stream.
  mutating func close() { closed = true }

  /// The next line (without its `\n`), a failure, or `nil` when more bytes are needed.
  mutating func next() -> Result<[UInt8], ChildProcess.ReadFailure>? {
    if let newline = bytes[scanned...].firstIndex(of: 0x0A) {
      defer {
        bytes.removeSubrange(...newline)
        scanned = 0
      }
      guard newline <= maximumLineLength else { return .failure(.lineTooLong(limit: maximumLineLength)) }
      return .success(Array(bytes[..<newline]))
    }
    scanned = bytes.count
    if bytes.count > maximumLineLength {
      bytes.removeAll()
      scanned = 0
      return .failure(.lineTooLong(limit: maximumLineLength))
    }
    guard closed else { return nil }
    guard !bytes.isEmpty else { return .failure(.endOfStream) }
    // A last line without its newline still counts as a line.
    defer {
      bytes.removeAll()
      scanned = 0
    }
    return .success(bytes)
  }

  /// Whether more bytes may be taken in now (a line still within the limit is being gathered).
  var hasRoom: Bool { bytes.count <= maximumLineLength }

  /// The whole lines held now (each cut to the limit), blank ones dropped.
  mutating func takeWholeLines() -> [[UInt8]] {
    var lines: [[UInt8]] = []
    while let newline = bytes.firstIndex(of: 0x0A) {
      let line = Array(bytes[..<min(newline, maximumLineLength)])
      bytes.removeSubrange(...newline)
      if !isBlankLine(line) { lines.append(line) }
    }
    scanned = 0
    return lines
  }
}

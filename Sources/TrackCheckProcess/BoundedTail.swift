/// Keeps the last `limit` bytes of a stream and counts the rest.
public struct BoundedTail: Sendable {
  /// The most bytes kept.
  public let limit: Int
  /// The kept bytes.
  public private(set) var bytes: [UInt8] = []
  /// All bytes ever appended.
  public private(set) var total = 0

  /// Creates an empty tail.
  public init(limit: Int) { self.limit = limit }

  /// Appends bytes, dropping the oldest beyond the limit.
  public mutating func append(_ chunk: some Collection<UInt8>) {
    total += chunk.count
    bytes.append(contentsOf: chunk)
    if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
  }

  /// Forgets what was kept (the total stays).
  public mutating func clear() { bytes.removeAll(keepingCapacity: true) }

  /// The kept bytes as text, invalid UTF-8 replaced, with a note of what was dropped.
  public func text(since mark: Int = 0) -> String {
    let wanted = total - mark
    guard wanted > 0 else { return "" }
    let available = min(wanted, bytes.count)
    var text = String(decoding: bytes.suffix(available), as: UTF8.self)
    if wanted > available { text = "[… \(wanted - available) earlier bytes not kept …]\n" + text }
    return text
  }
}

import TrackCheckModel

/// A YAML node as the suites loader reads it: scalars with their text and
/// whether they were written plain, sequences, and mappings with their
/// entries in order, each node with the place it starts.
///
/// ``YAMLFile`` converts the parser's nodes into these once, as it reads a
/// file; laying defaults and matrix values over cases and decoding them all
/// read and build these values. They are immutable values the compiler knows
/// to be `Sendable`, so expanded cases are decoded on several threads at once
/// with nothing vouched for by hand (the parser's nodes are not: they resolve
/// their tags lazily, in objects the nodes share).
enum YAMLNode: Sendable {
  case scalar(Scalar)
  case sequence(Sequence)
  case mapping(Mapping)

  /// Where a node starts in its file, as the parser counts lines and columns.
  struct Mark: Sendable, Hashable {
    var line: Int32
    var column: Int32
  }

  /// A scalar: its text, whatever its style.
  struct Scalar: Sendable {
    var string: String
    /// Whether it was written without quotes and not as a block scalar:
    /// only such a scalar can mean a number, a boolean or null.
    var isPlain: Bool
    var mark: Mark?
  }

  /// A list of nodes.
  struct Sequence: RandomAccessCollection, Sendable {
    var elements: [YAMLNode]
    var mark: Mark?

    init(_ elements: [YAMLNode], mark: Mark?) {
      self.elements = elements
      self.mark = mark
    }

    var startIndex: Int { elements.startIndex }
    var endIndex: Int { elements.endIndex }
    subscript(position: Int) -> YAMLNode { elements[position] }
  }

  /// A mapping: its entries in the order they were written.
  struct Mapping: RandomAccessCollection, Sendable {
    typealias Pair = (key: YAMLNode, value: YAMLNode)

    var pairs: [Pair]
    var mark: Mark?

    init(_ pairs: [Pair], mark: Mark?) {
      self.pairs = pairs
      self.mark = mark
    }

    var startIndex: Int { pairs.startIndex }
    var endIndex: Int { pairs.endIndex }
    subscript(position: Int) -> Pair { pairs[position] }

    /// The value of the first entry whose key is the scalar `key`.
    subscript(key: String) -> YAMLNode? {
      pairs.first { $0.key.text == key }?.value
    }
  }

  /// The scalar, when the node is one.
  var scalar: Scalar? {
    if case .scalar(let scalar) = self { return scalar }
    return nil
  }

  /// The sequence, when the node is one.
  var sequence: Sequence? {
    if case .sequence(let sequence) = self { return sequence }
    return nil
  }

  /// The mapping, when the node is one.
  var mapping: Mapping? {
    if case .mapping(let mapping) = self { return mapping }
    return nil
  }

  /// Where the node starts; `nil` for a node made by the loader from nothing written.
  var mark: Mark? {
    switch self {
    case .scalar(let scalar): scalar.mark
    case .sequence(let sequence): sequence.mark
    case .mapping(let mapping): mapping.mark
    }
  }

  /// The location of the node in `file`.
  func location(in file: String) -> SourceLocation {
    guard let mark else { return SourceLocation(file: file) }
    return SourceLocation(file: file, line: Int(mark.line), column: Int(mark.column))
  }

  /// A short name of the node's kind, for messages.
  var kindName: String {
    switch self {
    case .scalar: "a scalar"
    case .mapping: "a mapping"
    case .sequence: "a list"
    }
  }

  /// The plain or quoted text of a scalar node.
  var text: String? { scalar?.string }

  /// Whether the scalar was written without quotes.
  var isPlainScalar: Bool { scalar?.isPlain == true }
}

extension Array where Element == UInt8 {
  /// Appends the UTF-8 bytes of a literal: copied straight from the
  /// program's constant storage, with none of the work of reading a `String`.
  @inlinable
  public mutating func append(literal: StaticString) {
    if literal.hasPointerRepresentation {
      append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    } else {
      // A literal of one Unicode scalar is kept as the scalar.
      append(contentsOf: String(literal.unicodeScalar).utf8)
    }
  }
}

import TrackCheckModel
import TrackCheckPlatform
internal import Yams

/// Layers partial cases over each other at the level of YAML nodes, so that
/// suite `defaults`, matrix values and variants all keep the positions of the
/// lines they came from.
enum CaseTemplate {
  /// Keys whose lists add up rather than replace each other, in the order
  /// the layers are applied (a scalar such as `expect: none` replaces).
  static let accumulatingKeys: Set<String> = ["tags", "requirements", "steps", "expect"]
  /// Keys whose mappings merge key by key.
  static let mergingKeys: Set<String> = ["device", "payload", "set", "notifications"]

  /// `overlay` laid over `base`; both must be mappings.
  static func merge(_ base: Node, _ overlay: Node) -> Node {
    guard case .mapping(let baseMapping) = base, case .mapping(let overlayMapping) = overlay else {
      return overlay
    }
    if overlayMapping.isEmpty { return base }
    var pairs: [(Node, Node)] = baseMapping.map { ($0.key, $0.value) }
    for (key, value) in overlayMapping {
      guard let name = key.text else {
        pairs.append((key, value))
        continue
      }
      guard let index = pairs.firstIndex(where: { $0.0.text == name }) else {
        pairs.append((key, value))
        continue
      }
      let existing = pairs[index].1
      if accumulatingKeys.contains(name), case .sequence(let left) = existing, case .sequence(let right) = value {
        let combined = Array(left) + Array(right)
        pairs[index].1 = .sequence(Node.Sequence(combined, left.tag, left.style, left.mark))
      } else if mergingKeys.contains(name) {
        let lifted =
          name == "payload" && existing.scalar != nil && value.mapping != nil
          ? fixtureReference(existing) : existing
        pairs[index].1 = lifted.mapping != nil && value.mapping != nil ? merge(lifted, value) : value
      } else {
        pairs[index].1 = value
      }
    }
    return .mapping(Node.Mapping(pairs, baseMapping.tag, baseMapping.style, baseMapping.mark))
  }

  /// Suite `defaults` laid under a case, keeping the case's own position.
  static func applying(defaults: Node, to entry: Node) -> Node {
    guard case .mapping(let merged) = merge(defaults, entry) else { return entry }
    return .mapping(Node.Mapping(merged.map { ($0.key, $0.value) }, merged.tag, merged.style, entry.mark))
  }

  /// `payload: name` written as `payload: {fixture: name}`.
  private static func fixtureReference(_ scalar: Node) -> Node {
    let key = Node.scalar(Node.Scalar("fixture", implicitTag, .plain, scalar.mark))
    return .mapping(Node.Mapping([(key, scalar)], implicitTag, .block, scalar.mark))
  }

  /// One `implicit` tag for every node made here: `Tag.implicit` allocates a new object on each use.
  nonisolated(unsafe) static let implicitTag = Tag.implicit

  /// A copy of `node` with `key` set to `value` (replaced in place, or appended).
  static func setting(_ key: String, to value: Node, in node: Node) -> Node {
    guard case .mapping(let mapping) = node else { return node }
    var pairs: [(Node, Node)] = mapping.map { ($0.key, $0.value) }
    if let index = pairs.firstIndex(where: { $0.0.text == key }) {
      pairs[index].1 = value
    } else {
      pairs.append((Node.scalar(Node.Scalar(key, implicitTag, .plain, value.mark)), value))
    }
    return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
  }

  /// A copy of `node` without the given keys.
  static func removing(_ keys: Set<String>, from node: Node) -> Node {
    guard case .mapping(let mapping) = node else { return node }
    let pairs = mapping.filter { !keys.contains($0.key.text ?? "") }.map { ($0.key, $0.value) }
    return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
  }
}

extension String {
  /// Every occurrence of `target` replaced, byte by byte (neither Foundation's
  /// options machinery nor the standard library's generic searcher, which
  /// cost more than the rest of a matrix expansion).
  func replacingAll(_ target: String, with replacement: String) -> String {
    var text = self
    var pattern = target
    return text.withUTF8 { haystack in
      pattern.withUTF8 { needle in
        guard !needle.isEmpty else { return self }
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while let found = Self.firstOffset(of: needle, in: haystack, from: index) {
          result += haystack[copied..<found]
          result += replacement.utf8
          index = found + needle.count
          copied = index
        }
        guard copied > 0 else { return self }
        result += haystack[copied...]
        return String(decoding: result, as: UTF8.self)
      }
    }
  }

  /// Whether `target` occurs in the string, compared byte by byte.
  func containsBytes(_ target: String) -> Bool {
    var text = self
    var pattern = target
    return text.withUTF8 { haystack in pattern.withUTF8 { Self.firstOffset(of: $0, in: haystack, from: 0) != nil } }
  }

  private static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty ? start : nil }
    var index = start
    while index <= haystack.count - needle.count {
      if haystack[index] == needle[0] {
        var matched = 1
        while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return index }
      }
      index += 1
    }
    return nil
  }
}

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
  /// Every occurrence of `target` replaced (without Foundation's options machinery).
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

import TrackCheckModel
import TrackCheckPlatform

/// Layers partial cases over each other at the level of YAML nodes, so that
/// suite `defaults`, matrix values and variants all keep the positions of the
/// lines they came from.
enum CaseTemplate {
  /// Keys whose lists add up rather than replace each other, in the order
  /// the layers are applied (a scalar such as `expect: none` replaces).
  static let accumulatingKeys: Set<String> = ["tags", "requirements", "steps", "expect"]
  /// Keys whose mappings merge key by key.
  static let mergingKeys: Set<String> = ["device", "payload", "set", "notifications"]

  /// Whether `node` is a profile's block of expectations: a mapping of `requirements`, `expect` and `title` alone.
  static func isProfileBlock(_ node: YAMLNode) -> Bool {
    guard case .mapping(let mapping) = node, !mapping.isEmpty else { return false }
    return mapping.allSatisfy { ["requirements", "expect", "title"].contains($0.key.text ?? "") }
  }

  /// `overlay` laid over `base`; both must be mappings.
  static func merge(_ base: YAMLNode, _ overlay: YAMLNode) -> YAMLNode {
    guard case .mapping(let baseMapping) = base, case .mapping(let overlayMapping) = overlay else {
      return overlay
    }
    if overlayMapping.isEmpty { return base }
    var pairs = baseMapping.pairs
    for (key, value) in overlayMapping {
      guard let name = key.text else {
        pairs.append((key, value))
        continue
      }
      guard let index = pairs.firstIndex(where: { $0.key.text == name }) else {
        pairs.append((key, value))
        continue
      }
      let existing = pairs[index].value
      if accumulatingKeys.contains(name), case .sequence(let left) = existing, case .sequence(let right) = value {
        pairs[index].value = .sequence(YAMLNode.Sequence(left.elements + right.elements, mark: left.mark))
      } else if isProfileBlock(existing), isProfileBlock(value) {
        // Another profile's expectations (`campaign-classic: {requirements, expect}`) add up as the case's do; its title replaces.
        pairs[index].value = merge(existing, value)
      } else if mergingKeys.contains(name) {
        let lifted =
          name == "payload" && existing.scalar != nil && value.mapping != nil
          ? fixtureReference(existing) : existing
        pairs[index].value = lifted.mapping != nil && value.mapping != nil ? merge(lifted, value) : value
      } else {
        pairs[index].value = value
      }
    }
    return .mapping(YAMLNode.Mapping(pairs, mark: baseMapping.mark))
  }

  /// Suite `defaults` laid under a case, keeping the case's own position.
  static func applying(defaults: YAMLNode, to entry: YAMLNode) -> YAMLNode {
    guard case .mapping(let merged) = merge(defaults, entry) else { return entry }
    return .mapping(YAMLNode.Mapping(merged.pairs, mark: entry.mark))
  }

  /// `payload: name` written as `payload: {fixture: name}`.
  private static func fixtureReference(_ scalar: YAMLNode) -> YAMLNode {
    let key = YAMLNode.scalar(YAMLNode.Scalar(string: "fixture", isPlain: true, mark: scalar.mark))
    return .mapping(YAMLNode.Mapping([(key, scalar)], mark: scalar.mark))
  }

  /// A copy of `node` with `key` set to `value` (replaced in place, or appended).
  static func setting(_ key: String, to value: YAMLNode, in node: YAMLNode) -> YAMLNode {
    guard case .mapping(let mapping) = node else { return node }
    var pairs = mapping.pairs
    if let index = pairs.firstIndex(where: { $0.key.text == key }) {
      pairs[index].value = value
    } else {
      pairs.append((YAMLNode.scalar(YAMLNode.Scalar(string: key, isPlain: true, mark: value.mark)), value))
    }
    return .mapping(YAMLNode.Mapping(pairs, mark: mapping.mark))
  }

  /// A copy of `node` without the given keys.
  static func removing(_ keys: Set<String>, from node: YAMLNode) -> YAMLNode {
    guard case .mapping(let mapping) = node else { return node }
    return .mapping(YAMLNode.Mapping(mapping.pairs.filter { !keys.contains($0.key.text ?? "") }, mark: mapping.mark))
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

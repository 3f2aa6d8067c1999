import TrackCheckModel
import TrackCheckPlatform

/// Expands a case written with `matrix:` into one case per combination.
///
/// An axis is either a case field with a list of values (`app: [foreground,
/// background]`), or a mapping of named variants, each a partial case laid
/// over the base (`flag: {upper: {payload: {set: {...}}, expect: [...]}}`).
/// `exclude:` removes combinations. Ids and titles take `${axis}`
/// placeholders; without them the values are appended.
enum MatrixExpander {
  /// The most cases one matrix may produce.
  static let maximumCombinations = 5_000

  /// Case fields that a list axis may set directly.
  static let listAxes = ["app", "platform", "api", "payload"]

  /// One expanded case: its node, and the axis values that made it.
  ///
  /// The node keeps `id` and `title` as written; ``named(_:isID:values:)``
  /// makes them unique as the case is decoded, so no node is rebuilt for it.
  struct Expansion: Sendable {
    var node: YAMLNode
    var values: [(axis: String, value: String)]

    /// The case's `id` or `title` for this combination.
    func named(_ text: String, isID: Bool) -> String { MatrixExpander.named(text, isID: isID, values: values) }
  }

  /// At most how many cases `entry` expands to (its axes multiplied, before
  /// exclusions), counted without expanding anything.
  static func upperBound(_ entry: YAMLNode) -> Int {
    guard case .mapping(let mapping) = entry, let matrix = mapping.first(where: { $0.key.text == "matrix" })?.value,
      case .mapping(let axes) = matrix
    else { return 1 }
    var product = 1
    for (_, axis) in axes {
      let count: Int
      switch axis {
      case .sequence(let values): count = values.count
      case .mapping(let variants): count = variants.count
      default: count = 1
      }
      product = min(product.multipliedReportingOverflow(by: max(1, count)).partialValue, Int(Int32.max))
    }
    return product
  }

  static func expand(_ entry: YAMLNode, file: String, log: inout DiagnosticLog) -> [Expansion] {
    guard case .mapping(let mapping) = entry,
      let matrixNode = mapping.first(where: { $0.key.text == "matrix" })?.value
    else { return [Expansion(node: entry, values: [])] }
    let base = CaseTemplate.removing(["matrix", "exclude"], from: entry)
    guard let matrix = MappingReader(matrixNode, file: file, what: "'matrix'", log: &log) else { return [] }
    if matrix.isEmpty {
      log.error(matrixNode.location(in: file), "'matrix' has no axes", hint: "add at least one axis, e.g. 'app: [foreground, background]'")
      return []
    }

    // Each axis as a list of (value name, overlay node).
    var axes: [(name: String, options: [(String, YAMLNode)])] = []
    for (axis, keyNode, value) in matrix.entries {
      var options: [(String, YAMLNode)] = []
      switch value {
      case .sequence(let sequence):
        guard listAxes.contains(axis) else {
          log.error(
            keyNode.location(in: file), "axis '\(axis)' lists values but is not a field a list can set",
            hint:
              "list values only for \(listAxes.joined(separator: ", ")); give other axes as named variants (a mapping of name: partial case)"
          )
          return []
        }
        for element in sequence {
          guard let text = element.text else {
            log.error(element.location(in: file), "values of axis '\(axis)' must be scalars, found \(element.kindName)")
            return []
          }
          options.append((text, CaseTemplate.setting(axis, to: element, in: .mapping(YAMLNode.Mapping([], mark: nil)))))
        }
      case .mapping(let variants):
        for (nameNode, overlay) in variants {
          guard let name = nameNode.text else { continue }
          guard overlay.mapping != nil else {
            log.error(
              overlay.location(in: file), "variant '\(name)' of axis '\(axis)' must be a mapping of case fields, found \(overlay.kindName)")
            return []
          }
          options.append((name, overlay))
        }
      default:
        log.error(value.location(in: file), "axis '\(axis)' must be a list or a mapping of variants, found \(value.kindName)")
        return []
      }
      if options.isEmpty {
        log.error(value.location(in: file), "axis '\(axis)' has no values")
        return []
      }
      axes.append((axis, options))
    }

    let total = axes.reduce(1) { $0 * $1.options.count }
    guard total <= maximumCombinations else {
      log.error(
        matrixNode.location(in: file), "the matrix has \(total) combinations; at most \(maximumCombinations) are allowed",
        hint: "split the case into several matrices")
      return []
    }
    let exclusions = readExclusions(
      mapping.first(where: { $0.key.text == "exclude" })?.value, axes: axes.map(\.name), file: file, log: &log)

    var expansions: [Expansion] = []
    expansions.reserveCapacity(total)
    var indices = Array(repeating: 0, count: axes.count)
    // layers[k] is the base with the chosen options of axes 0..<k laid over
    // it; the last axis varies fastest, so a prefix is merged again only when
    // one of its axes moves on.
    var layers = [base] + Array(repeating: base, count: axes.count)
    var stale = 0
    for _ in 0..<total {
      let values = axes.indices.map { (axes[$0].name, axes[$0].options[indices[$0]].0) }
      let excluded = exclusions.contains { rule in
        rule.allSatisfy { condition in values.contains { $0.0 == condition.0 && $0.1 == condition.1 } }
      }
      if !excluded {
        for axis in stale..<axes.count { layers[axis + 1] = CaseTemplate.merge(layers[axis], axes[axis].options[indices[axis]].1) }
        stale = axes.count
        expansions.append(Expansion(node: layers[axes.count], values: values.map { (axis: $0.0, value: $0.1) }))
      }
      for axis in axes.indices.reversed() {
        indices[axis] += 1
        stale = min(stale, axis)
        if indices[axis] < axes[axis].options.count { break }
        indices[axis] = 0
      }
    }
    return expansions
  }

  /// An `id` or `title` made unique for the combination `values`: its
  /// `${axis}` placeholders replaced, or the values appended.
  static func named(_ text: String, isID: Bool, values: [(axis: String, value: String)]) -> String {
    guard !values.isEmpty else { return text }
    var text = text
    var replaced = false
    for (axis, axisValue) in values {
      let placeholder = "${\(axis)}"
      guard text.containsBytes(placeholder) else { continue }
      text = text.replacingAll(placeholder, with: axisValue)
      replaced = true
    }
    if !replaced {
      text +=
        isID
        ? "-" + values.map { $0.value.uppercased() }.joined(separator: "-")
        : " [" + values.map { "\($0.axis)=\($0.value)" }.joined(separator: ", ") + "]"
    }
    return text
  }

  private static func readExclusions(_ node: YAMLNode?, axes: [String], file: String, log: inout DiagnosticLog) -> [[(String, String)]] {
    guard let node else { return [] }
    guard case .sequence(let sequence) = node else {
      log.error(node.location(in: file), "'exclude' must be a list of mappings of axis: value")
      return []
    }
    var rules: [[(String, String)]] = []
    for element in sequence {
      guard let reader = MappingReader(element, file: file, what: "an 'exclude' entry", log: &log) else { continue }
      reader.rejectUnknownKeys(allowed: axes, what: "an 'exclude' entry (keys are axis names)", log: &log)
      rules.append(reader.entries.compactMap { entry in entry.value.text.map { (entry.key, $0) } })
    }
    return rules
  }
}

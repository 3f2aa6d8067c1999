import TrackCheckModel
import TrackCheckPlatform
internal import Yams

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
  struct Expansion {
    var node: Node
    var values: [(axis: String, value: String)]
  }

  /// At most how many cases `entry` expands to (its axes multiplied, before
  /// exclusions), counted without expanding anything.
  static func upperBound(_ entry: Node) -> Int {
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

  static func expand(_ entry: Node, file: String, log: inout DiagnosticLog) -> [Expansion] {
    guard case .mapping(let mapping) = entry,
      let matrixNode = mapping.first(where: { $0.key.text == "matrix" })?.value
    else { return [Expansion(node: entry, values: [])] }
    let base = CaseTemplate.removing(["matrix", "exclude"], from: entry)
    guard let matrix = MappingReader(matrixNode, file: file, what: "'matrix'", log: &log) else { return [] }
    if matrix.entries.isEmpty {
      log.error(matrixNode.location(in: file), "'matrix' has no axes", hint: "add at least one axis, e.g. 'app: [foreground, background]'")
      return []
    }

    // Each axis as a list of (value name, overlay node).
    var axes: [(name: String, options: [(String, Node)])] = []
    for (axis, keyNode, value) in matrix.entries {
      var options: [(String, Node)] = []
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
          options.append((text, CaseTemplate.setting(axis, to: element, in: .mapping(Node.Mapping([], CaseTemplate.implicitTag)))))
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
    var indices = Array(repeating: 0, count: axes.count)
    for _ in 0..<total {
      let values = axes.indices.map { (axes[$0].name, axes[$0].options[indices[$0]].0) }
      let excluded = exclusions.contains { rule in
        rule.allSatisfy { condition in values.contains { $0.0 == condition.0 && $0.1 == condition.1 } }
      }
      if !excluded {
        var node = base
        for axis in axes.indices { node = CaseTemplate.merge(node, axes[axis].options[indices[axis]].1) }
        node = name(node, values: values)
        expansions.append(Expansion(node: node, values: values.map { (axis: $0.0, value: $0.1) }))
      }
      for axis in axes.indices.reversed() {
        indices[axis] += 1
        if indices[axis] < axes[axis].options.count { break }
        indices[axis] = 0
      }
    }
    return expansions
  }

  /// The node with its `id` and `title` made unique: `${axis}` placeholders
  /// replaced, or the values appended. One pass, one new mapping.
  private static func name(_ node: Node, values: [(String, String)]) -> Node {
    guard case .mapping(let mapping) = node else { return node }
    var pairs: [(Node, Node)] = []
    pairs.reserveCapacity(mapping.count)
    for (key, value) in mapping {
      guard let field = key.text, field == "id" || field == "title", case .scalar(let scalar) = value else {
        pairs.append((key, value))
        continue
      }
      var text = scalar.string
      var replaced = false
      for (axis, axisValue) in values where text.contains("${\(axis)}") {
        text = text.replacingAll("${\(axis)}", with: axisValue)
        replaced = true
      }
      if !replaced {
        text +=
          field == "id"
          ? "-" + values.map { $0.1.uppercased() }.joined(separator: "-")
          : " [" + values.map { "\($0.0)=\($0.1)" }.joined(separator: ", ") + "]"
      }
      pairs.append((key, .scalar(Node.Scalar(text, scalar.tag, scalar.style, scalar.mark))))
    }
    return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
  }

  private static func readExclusions(_ node: Node?, axes: [String], file: String, log: inout DiagnosticLog) -> [[(String, String)]] {
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

/// How many cases check each requirement of the catalogue.
public struct RequirementCoverage {
  /// Each requirement with the ids of the cases that check it, in catalogue order.
  public var entries: [(requirement: Requirement, cases: [String])]

  /// Counts `cases` (default: every case of `collection`) per requirement of its catalogue.
  public init(_ collection: SuiteCollection, cases: [TrackingCase]? = nil) {
    var byRequirement: [String: [String]] = [:]
    for testCase in cases ?? collection.cases {
      for id in testCase.requirements { byRequirement[id, default: []].append(testCase.id) }
    }
    entries = collection.requirements.map { ($0, byRequirement[$0.id] ?? []) }
  }

  /// The requirements that no case checks.
  public var uncovered: [Requirement] { entries.filter { $0.cases.isEmpty }.map(\.requirement) }

  /// A table: id, level, case count, rule.
  public func render() -> String {
    let width = entries.map(\.requirement.id.count).max() ?? 10
    var lines: [String] = []
    for level in RequirementLevel.allCases {
      let group = entries.filter { $0.requirement.level == level }
      guard !group.isEmpty else { continue }
      lines.append("\(level.rawValue) (\(group.count) requirements)")
      for (requirement, cases) in group {
        let id = requirement.id + String(repeating: " ", count: max(0, width - requirement.id.count))
        let count = String(cases.count)
        let countColumn = String(repeating: " ", count: max(0, 5 - count.count)) + count
        let flag = cases.isEmpty ? "  << NO CASE" : ""
        lines.append("  \(id) \(countColumn)  \(requirement.rule)\(flag)")
      }
    }
    let covered = entries.count - uncovered.count
    lines.append("\(covered) of \(entries.count) requirements have at least one case")
    return lines.joined(separator: "\n")
  }
}

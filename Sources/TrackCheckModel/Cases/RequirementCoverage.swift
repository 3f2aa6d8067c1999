/// How many cases check each requirement of the catalogue.
public struct RequirementCoverage {
  /// Each requirement with the ids of the cases that check it, in catalogue order.
  public var entries: [(requirement: Requirement, cases: [String])]
  /// The requirements of the SDK's requests under a profile that reads none (`hits: none`): no case can judge them yet.
  public var unreadable: [Requirement] = []

  /// Counts `cases` (default: every case of `collection`) per requirement of its catalogue.
  public init(_ collection: SuiteCollection, cases: [TrackingCase]? = nil) {
    var byRequirement: [RequirementID: [String]] = [:]
    for testCase in cases ?? collection.cases {
      for id in testCase.requirements { byRequirement[id, default: []].append(testCase.id) }
    }
    entries = collection.requirements.map { ($0, byRequirement[$0.id] ?? []) }
    if !collection.profile.decodesHits {
      unreadable = collection.requirements.filter { $0.judgedOn == .hits && byRequirement[$0.id] == nil }
    }
  }

  /// The requirements that no case checks, those no case can judge under the profile aside.
  public var uncovered: [Requirement] {
    entries.filter { $0.cases.isEmpty && !unreadable.contains($0.requirement) }.map(\.requirement)
  }

  /// A table: id, level, case count, rule.
  public func render() -> String {
    let width = entries.map(\.requirement.id.rawValue.count).max() ?? 10
    var lines: [String] = []
    for level in RequirementLevel.allCases {
      let group = entries.filter { $0.requirement.level == level }
      guard !group.isEmpty else { continue }
      lines.append("\(level.rawValue) (\(group.count) requirements)")
      for (requirement, cases) in group {
        let id = requirement.id.rawValue + String(repeating: " ", count: max(0, width - requirement.id.rawValue.count))
        let count = String(cases.count)
        let countColumn = String(repeating: " ", count: max(0, 5 - count.count)) + count
        let flag =
          unreadable.contains(requirement) ? "  (not judged: the profile reads no requests yet)" : cases.isEmpty ? "  << NO CASE" : ""
        lines.append("  \(id) \(countColumn)  \(requirement.rule)\(flag)")
      }
    }
    let covered = entries.count - uncovered.count - unreadable.count
    lines.append(
      "\(covered) of \(entries.count) requirements have at least one case"
        + (unreadable.isEmpty ? "" : "; \(unreadable.count) of the SDK's requests cannot be judged under this profile yet"))
    return lines.joined(separator: "\n")
  }
}

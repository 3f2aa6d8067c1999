/// A requirement that the run's cases check but that no case judged: every
/// case of it was not applicable to the implementation, or ended in an error.
public struct UnjudgedRequirement: Sendable, Hashable {
  /// One reason its cases were not judged, and how many cases it covers.
  public struct Cause: Sendable, Hashable {
    /// The reason, in the cases' own words ("the implementation does not support android").
    public var reason: String
    /// How many of the requirement's cases it covers.
    public var cases: Int

    /// Creates a cause.
    public init(reason: String, cases: Int) {
      self.reason = reason
      self.cases = cases
    }
  }

  /// The requirement id.
  public var requirement: RequirementID
  /// Its level.
  public var level: RequirementLevel
  /// Why its cases were not judged, most cases first.
  public var causes: [Cause]

  /// Creates an entry.
  public init(requirement: RequirementID, level: RequirementLevel, causes: [Cause]) {
    self.requirement = requirement
    self.level = level
    self.causes = causes
  }

  /// How many cases check it.
  public var cases: Int { causes.reduce(0) { $0 + $1.cases } }

  /// "ACS-FLAG-OFF (MUST): 4 cases not applicable: the implementation does not support android".
  public var sentence: String {
    "\(requirement) (\(level.rawValue)): "
      + causes.map { "\($0.cases) case\($0.cases == 1 ? "" : "s") \($0.reason)" }.joined(separator: "; ")
  }
}

extension CaseRecord {
  /// The words a not-applicable case's message starts with, before its reason.
  public static let notApplicablePrefix = "not applicable: "

  /// Why the case was not judged, when it was not: its not-applicable reason, or its error.
  var unjudgedReason: String? {
    switch result {
    case .notApplicable(let reason): Self.notApplicablePrefix + reason.sentence
    case .error(let kind): "ended in an error (\(kind.rawValue))"
    case .passed, .failed, .expectedFailure, .fixed: nil
    }
  }
}

extension RunRecord {
  /// The platforms the run judges: those of its cases that the implementation
  /// declares it runs (all of its cases' when it declared none: it never started).
  public var scope: [Platform] {
    let run = Set(cases.map(\.platform))
    let declared = identity.platforms.isEmpty ? run : run.intersection(identity.platforms)
    return Platform.allCases.filter(declared.contains)
  }

  /// Whether the run's evidence concerns `requirement`: a rule of the SDK's requests (`judgedOn: hits`)
  /// is outside the scope of an implementation that reports no hits, as another platform's rules are
  /// outside an implementation's that does not run it; it is neither judged nor unjudged.
  public func concerns(_ requirement: Requirement) -> Bool {
    requirement.judgedOn != .hits || identity.reports.contains(.hits)
  }

  /// The requirements of the catalogue that the run's cases check and that
  /// no case judged, in catalogue order, each with the true cause: the
  /// reasons its own cases give.
  public var unjudged: [UnjudgedRequirement] {
    var judged: Set<RequirementID> = []
    var reasons: [RequirementID: [String: Int]] = [:]
    var order: [RequirementID: [String]] = [:]
    let scope = Set(scope)
    // A case of a platform the implementation does not run is outside the run's scope: it neither judges nor leaves unjudged.
    func unjudged(_ id: RequirementID, _ reason: String) {
      guard !judged.contains(id) else { return }
      if reasons[id]?[reason] == nil { order[id, default: []].append(reason) }
      reasons[id, default: [:]][reason, default: 0] += 1
    }
    for record in cases where scope.contains(record.platform) {
      if let reason = record.unjudgedReason {
        for id in record.requirements { unjudged(id, reason) }
      } else {
        // What the case's evidence cannot judge stays unjudged by it (a case judged on hits alone, an API rule).
        let gaps = record.gaps
        for id in record.requirements {
          if let gap = gaps.first(where: { $0.requirement == id }) {
            unjudged(id, gap.reason)
            continue
          }
          judged.insert(id)
          reasons[id] = nil
        }
      }
    }
    guard !reasons.isEmpty else { return [] }
    return requirements.compactMap { requirement in
      guard concerns(requirement) else { return nil }
      guard !judged.contains(requirement.id), let counts = reasons[requirement.id] else { return nil }
      let causes = (order[requirement.id] ?? []).map { UnjudgedRequirement.Cause(reason: $0, cases: counts[$0] ?? 0) }
      return UnjudgedRequirement(
        requirement: requirement.id, level: requirement.level, causes: causes.sorted { $0.cases > $1.cases })
    }
  }
}

import TrackCheckModel
import TrackCheckPlatform

/// What a compliance report says, computed from a results file: the verdict,
/// a status per requirement and platform, and the counts.
public struct ComplianceSummary: Sendable {
  /// The status of one requirement on one platform: the worst of its cases.
  public enum Status: Int, Sendable, Comparable {
    /// No case of the selection checks it on this platform.
    case untested = 0
    /// Its cases are not applicable to the implementation.
    case notApplicable = 1
    /// Every case passed.
    case pass = 2
    /// A case failed, but the baseline expects it.
    case expectedFailure = 3
    /// A case failed or errored.
    case fail = 4

    public static func < (lhs: Status, rhs: Status) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The word shown in reports.
    public var label: String {
      switch self {
      case .untested: "not tested"
      case .notApplicable: "n/a"
      case .pass: "pass"
      case .expectedFailure: "expected failure"
      case .fail: "fail"
      }
    }

    static func of(outcome: Outcome) -> Status {
      switch outcome {
      case .passed, .fixed: .pass
      case .notApplicable: .notApplicable
      case .expectedFailure: .expectedFailure
      case .failed, .error: .fail
      }
    }
  }

  /// One row of the requirement matrix.
  public struct Row: Sendable {
    public var requirement: Requirement
    /// Status and case counts (passing, total) per platform.
    public var cells: [Platform: (status: Status, passed: Int, total: Int)]
    /// The overall status: the worst cell.
    public var status: Status { cells.values.map(\.status).max() ?? .untested }
  }

  /// The results it was made from.
  public var results: RunRecord
  /// The matrix rows, in catalogue order.
  public var rows: [Row]
  /// The platforms that have cases in the results.
  public var platforms: [Platform]

  /// Computes the summary.
  public init(results: RunRecord) {
    self.results = results
    platforms = Platform.allCases.filter { platform in results.cases.contains { $0.platform == platform } }
    var cells: [String: [Platform: (status: Status, passed: Int, total: Int)]] = [:]
    // A rule the platform enforces cannot be broken by the tracker: a case of
    // it fails only for another rule it also lists, and that rule's row shows it.
    let enforced = Set(results.requirements.filter { $0.enforcedByPlatform != nil }.map(\.id))
    for record in results.cases {
      let outcome = Status.of(outcome: record.outcome)
      for id in record.requirements {
        let status = enforced.contains(id) && outcome > .pass ? .pass : outcome
        var cell = cells[id, default: [:]][record.platform] ?? (.untested, 0, 0)
        cell.status = max(cell.status, status)
        cell.total += 1
        if status == .pass { cell.passed += 1 }
        cells[id, default: [:]][record.platform] = cell
      }
    }
    rows = results.requirements.map { Row(requirement: $0, cells: cells[$0.id] ?? [:]) }
  }

  /// Rows of one level that the selection tested.
  public func rows(_ level: RequirementLevel) -> [Row] {
    rows.filter { $0.requirement.level == level && $0.status > .notApplicable }
  }

  /// How many tested requirements of `level` are met, out of how many.
  public func met(_ level: RequirementLevel) -> (met: Int, total: Int) {
    let tested = rows(level)
    return (tested.filter { $0.status == .pass }.count, tested.count)
  }

  /// The percentage of tested requirements of `level` that are met (100 when none are tested).
  public func percentage(_ level: RequirementLevel) -> Int {
    let (met, total) = met(level)
    return total == 0 ? 100 : Int((Double(met) * 100 / Double(total)).rounded(.down))
  }

  /// The verdict in one sentence.
  public var verdict: String {
    switch results.verdict {
    case .incomplete(let interruption):
      return "Incomplete: " + interruption.sentence(ran: results.cases.count) + "; no conformance claim can be made"
    case .nothingTested(let reason):
      return "Nothing tested: \(reason); no conformance claim can be made"
    case .passed, .failed, .staleBaseline:
      break
    }
    let must = met(.must)
    let should = met(.should)
    if must.met < must.total {
      return "Does not conform: \(must.total - must.met) of \(must.total) MUST requirements not met"
    }
    if should.met < should.total {
      return "Conforms to every MUST requirement; \(should.total - should.met) of \(should.total) SHOULD requirements not met"
    }
    return "Conforms to every MUST and SHOULD requirement tested"
  }

  /// Whether every MUST requirement tested is met.
  public var conformsToMust: Bool {
    switch results.verdict {
    case .incomplete, .nothingTested: false
    case .passed, .failed, .staleBaseline: met(.must).met == met(.must).total
    }
  }

  /// The cases that did not pass, worst first, in suite order.
  public var problems: [CaseRecord] {
    results.cases.filter { $0.outcome.isProblem || $0.outcome == .expectedFailure }
  }

  /// Case counts by outcome, in a fixed order, for charts.
  public var outcomeCounts: [(outcome: Outcome, count: Int)] {
    let counts = results.counts
    return Outcome.allCases.map { ($0, counts[$0]) }
  }
}

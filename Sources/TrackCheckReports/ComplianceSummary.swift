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
    /// The cases that passed for it, and those that did not (failed, errored, expected to fail), by id.
    public var evidence: (passing: [String], failing: [String]) = ([], [])
    /// How many findings of failing cases are blamed on it.
    public var findings: Int = 0
    /// The overall status: the worst cell.
    public var status: Status { cells.values.map(\.status).max() ?? .untested }
  }

  /// The results it was made from.
  public var results: RunRecord
  /// The matrix rows, in catalogue order.
  public var rows: [Row]
  /// The platforms that have cases in the results.
  public var platforms: [Platform]
  /// The requirements the results' cases check that none of them judged, by id, with their causes.
  public var unjudged: [RequirementID: UnjudgedRequirement]

  /// Computes the summary.
  public init(results: RunRecord) {
    self.results = results
    unjudged = Dictionary(uniqueKeysWithValues: results.unjudged.map { ($0.requirement, $0) })
    platforms = Platform.allCases.filter { platform in results.cases.contains { $0.platform == platform } }
    var cells: [RequirementID: [Platform: (status: Status, passed: Int, total: Int)]] = [:]
    var evidence: [RequirementID: (passing: [String], failing: [String])] = [:]
    // A rule the platform enforces cannot be broken by the tracker: a case of
    // it fails only for another rule it also lists, and that rule's row shows it.
    let enforced = Set(results.requirements.filter { $0.enforcedByPlatform != nil }.map(\.id))
    var findings: [RequirementID: Int] = [:]
    for record in results.cases {
      let outcome = Status.of(outcome: record.outcome)
      // A failure with findings fails only the requirements they blame; the
      // others it checks are met, except those left unjudged because the push
      // was not tracked at all. Without findings (an error) every one shares the outcome.
      let blamed = Set(record.findings.map(\.requirement))
      // So are the requirements the case's evidence cannot judge (a case judged on hits alone, an API rule).
      let unjudged = Set(record.findings.flatMap(\.unjudged)).subtracting(blamed).union(record.gaps.map(\.requirement))
      for finding in record.findings where record.outcome == .failed || record.outcome == .expectedFailure {
        findings[finding.requirement, default: 0] += 1
      }
      let checked =
        record.requirements.filter { !unjudged.contains($0) } + record.blamedRequirements.filter { !record.requirements.contains($0) }
      for id in checked {
        let judged = blamed.isEmpty || blamed.contains(id) ? outcome : min(outcome, .pass)
        let status = enforced.contains(id) && judged > .pass ? .pass : judged
        var cell = cells[id, default: [:]][record.platform] ?? (.untested, 0, 0)
        cell.status = max(cell.status, status)
        cell.total += 1
        if status == .pass { cell.passed += 1 }
        cells[id, default: [:]][record.platform] = cell
        if status == .pass {
          evidence[id, default: ([], [])].passing.append(record.id)
        } else if status > .pass {
          evidence[id, default: ([], [])].failing.append(record.id)
        }
      }
    }
    rows = results.requirements.map {
      Row(requirement: $0, cells: cells[$0.id] ?? [:], evidence: evidence[$0.id] ?? ([], []), findings: findings[$0.id] ?? 0)
    }
  }

  /// Rows of one level that the selection tested.
  public func rows(_ level: RequirementLevel) -> [Row] {
    rows.filter { $0.requirement.level == level && $0.status > .notApplicable }
  }

  /// The platforms the report judges (``RunRecord/scope``).
  public var scope: [Platform] { results.scope }

  /// Whether `requirement` concerns the run's scope: some case of it is of a platform the run judges
  /// (a requirement whose cases are not known is always in scope).
  public func inScope(_ requirement: Requirement) -> Bool {
    // A rule of the SDK's requests is outside the scope of an implementation that reports none (``RunRecord/concerns(_:)``).
    guard results.concerns(requirement) else { return false }
    return requirement.platforms.isEmpty || requirement.platforms.contains(where: scope.contains)
  }

  /// The requirements that concern only platforms outside the run's scope: neither met nor untested.
  public var outOfScope: [Requirement] { rows.map(\.requirement).filter { !inScope($0) } }

  /// " (android)" when the report judges fewer platforms than the catalogue's requirements concern;
  /// " (on calls: no requests of the SDK reported)" when it leaves out the rules of the SDK's requests.
  var scopeNote: String {
    var parts: [String] = []
    if outOfScope.contains(where: { results.concerns($0) }) { parts.append(scope.map(\.rawValue).joined(separator: ", ")) }
    if outOfScope.contains(where: { !results.concerns($0) }) { parts.append("on calls: no requests of the SDK reported") }
    return parts.isEmpty ? "" : " (\(parts.joined(separator: "; ")))"
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

  /// What the report may claim.
  public enum Conclusion: Sendable, Equatable {
    /// Every requirement of the catalogue was tested and every MUST and SHOULD one is met.
    case conforms
    /// Every requirement was tested; every MUST one is met, some SHOULD ones are not.
    case conformsToMust
    /// A MUST requirement failed: whatever else is untested, the implementation does not conform.
    case doesNotConform
    /// No MUST requirement failed, but cases ended in errors (timeouts, crashes) that decided nothing.
    case inconclusive
    /// What was tested is met, but requirements were left untested (by the selection, a shard, the
    /// adapter's platforms or APIs).
    case partial
    /// The run was interrupted or stopped early.
    case incomplete
    /// No case applied to the implementation.
    case nothingTested

    /// Whether the report may show it as a pass (green).
    public var isPass: Bool { self == .conforms || self == .conformsToMust }
  }

  /// The requirements of the catalogue that no case of the results tested (none ran, or all were not applicable).
  public var untested: [Requirement] { rows.filter { $0.status <= .notApplicable && inScope($0.requirement) }.map(\.requirement) }

  /// Cases that ended in an error (not expected by a baseline).
  public var errors: Int { results.cases.filter { $0.outcome == .error }.count }

  /// What the report may claim, from the verdict of the run and the matrix.
  public var conclusion: Conclusion {
    switch results.verdict {
    case .incomplete: return .incomplete
    case .nothingTested: return .nothingTested
    case .partial: return .partial
    case .passed, .failed, .staleBaseline: break
    }
    if results.stop != nil { return .incomplete }
    let must = met(.must)
    // A MUST requirement with a case that failed (not one that errored) is decided.
    let levels = results.caseLevels
    if results.cases.contains(where: { $0.outcome == .failed && levels.level(of: $0) == .must }) {
      return .doesNotConform
    }
    if errors > 0 { return .inconclusive }
    if must.met < must.total { return .doesNotConform }
    if !untested.isEmpty { return .partial }
    let should = met(.should)
    return should.met < should.total ? .conformsToMust : .conforms
  }

  /// The verdict in one sentence.
  public var verdict: String {
    let must = met(.must)
    let should = met(.should)
    switch conclusion {
    case .incomplete:
      let sentence = results.stop?.sentence(ran: results.cases.count) ?? "stopped early"
      return "Incomplete: \(sentence); no conformance claim can be made"
    case .nothingTested:
      if case .nothingTested(let reason) = results.verdict { return "Nothing tested: \(reason); no conformance claim can be made" }
      return "Nothing tested; no conformance claim can be made"
    case .doesNotConform:
      return "Does not conform: \(must.total - must.met) of \(must.total) MUST requirements tested not met"
    case .inconclusive:
      return
        "Inconclusive: \(errors) case\(errors == 1 ? "" : "s") ended in errors (timeouts, crashes, protocol violations) that decide nothing; no MUST requirement failed"
    case .partial:
      let untested = untested
      let must = untested.filter { $0.level == .must }.count
      var sentence =
        "Partial: every requirement judged is met, but \(untested.count) of \(rows.count) requirements were not judged"
        + (must > 0 ? " (\(must) MUST)" : "") + ": " + Self.groupedCauses(untested.map(whyUntested)).joined(separator: "; ")
      if case .partial(_, allowed: true) = results.verdict { sentence += " (accepted by --allow-partial)" }
      return sentence
    case .conformsToMust:
      let unmet = "\(should.total - should.met) of \(should.total) SHOULD requirements not met"
      guard headline == .pass else {
        return "Fails the run (--fail-on \(results.failOn.word)): every MUST requirement is met, but \(unmet)" + staleNote
      }
      return "Conforms to every MUST requirement\(scopeNote); \(unmet)"
    case .conforms:
      return "Conforms to every MUST and SHOULD requirement" + scopeNote + staleNote
    }
  }

  /// Why `requirement` was not judged: the reasons its own cases give, or
  /// that no case of the selection checks it.
  public func whyUntested(_ requirement: Requirement) -> String {
    if let entry = unjudged[requirement.id] {
      return entry.causes.map { "\($0.cases) case\($0.cases == 1 ? "" : "s") \($0.reason)" }.joined(separator: "; ")
    }
    let scope = [results.selection == "all cases" ? nil : "selection: \(results.selection)", results.shard.map { "shard \($0)" }]
      .compactMap { $0 }
    return "no case of the run checks it" + (scope.isEmpty ? "" : " (\(scope.joined(separator: ", ")))")
  }

  /// Causes with how many requirements share each, most first: "3 requirements: 4 cases not applicable: …".
  static func groupedCauses(_ causes: [String]) -> [String] {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for cause in causes {
      if counts[cause] == nil { order.append(cause) }
      counts[cause, default: 0] += 1
    }
    return order.sorted { counts[$0, default: 0] > counts[$1, default: 0] }.map { cause in
      let count = counts[cause, default: 0]
      return "\(count) requirement\(count == 1 ? "" : "s"): \(cause)"
    }
  }

  private var staleNote: String {
    results.verdict == .staleBaseline ? "; the expected-failures baseline is stale (a listed case passes or names no case)" : ""
  }

  /// How the report shows its verdict: the colour of the headline and the badge.
  public enum Headline: Sendable, Equatable {
    /// Green: the run passed, and the report may claim conformance.
    case pass
    /// Amber: the run passed (its exit code is 0), but the claim is limited
    /// (requirements untested, or failures accepted by a baseline).
    case limited
    /// Red: the run did not pass.
    case fail
  }

  /// The headline, from the run's one verdict (judged by its `--fail-on`
  /// policy): never green for a run that did not pass, never red for one that did.
  public var headline: Headline {
    if case .partial = results.verdict { return .limited }
    guard results.verdict.isPass else { return .fail }
    return conclusion.isPass ? .pass : .limited
  }

  /// Cases that share a cause: the same finding (or, for errors, the same message), ids and values aside.
  public struct Cause: Sendable {
    /// The finding's sentence without what varies between cases (quoted values, numbers, notification names).
    public var signature: String
    /// How many findings (or errors) it stands for.
    public var findings: Int
    /// The cases, each once, in the order of ``problems``.
    public var cases: [CaseRecord]
  }

  /// A requirement that failing cases break: its findings grouped by cause.
  public struct RequirementFailures: Sendable {
    /// The requirement, as the catalogue has it.
    public var requirement: Requirement
    /// How many findings are blamed on it.
    public var findings: Int
    /// The cases with a finding blamed on it, each once, in the order of ``problems``.
    public var cases: [CaseRecord]
    /// Its findings grouped by cause, the most cases first.
    public var causes: [Cause]
    /// How many of ``cases`` the baseline expects to fail.
    public var expected: Int { cases.filter { $0.outcome == .expectedFailure }.count }
  }

  /// The requirements that failing cases (expected failures included) break, MUST first, then by
  /// findings, most first (the order of the terminal's "findings by requirement"), each with its
  /// findings grouped by cause.
  public var failuresByRequirement: [RequirementFailures] {
    let catalogue = Dictionary(results.requirements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var groups: [RequirementID: [(finding: Finding, record: CaseRecord)]] = [:]
    for record in problems where record.outcome == .failed || record.outcome == .expectedFailure {
      for finding in record.findings { groups[finding.requirement, default: []].append((finding, record)) }
    }
    return results.findingsByRequirement.compactMap { entry -> RequirementFailures? in
      guard let blamed = groups[entry.requirement] else { return nil }
      let requirement =
        catalogue[entry.requirement]
        ?? Requirement(
          id: entry.requirement, level: entry.level, rule: "(not in the catalogue)", source: "", enforcedByPlatform: nil,
          location: SourceLocation(file: ""))
      return RequirementFailures(
        requirement: requirement, findings: blamed.count, cases: Self.distinct(blamed.map(\.record)),
        causes: Self.group(blamed.map { (Self.normalized($0.finding.message), $0.record) }))
    }
  }

  /// The cases that ended in an error, grouped by their message, ids and values aside.
  public var errorCauses: [Cause] {
    Self.group(problems.filter { $0.outcome == .error }.map { (Self.normalized($0.message), $0) })
  }

  /// Groups (signature, case) pairs: the most cases first, ties in the order they came.
  static func group(_ pairs: [(signature: String, record: CaseRecord)]) -> [Cause] {
    var order: [String] = []
    var members: [String: [CaseRecord]] = [:]
    for (signature, record) in pairs {
      if members[signature] == nil { order.append(signature) }
      members[signature, default: []].append(record)
    }
    let causes = order.map { Cause(signature: $0, findings: members[$0]?.count ?? 0, cases: distinct(members[$0] ?? [])) }
    return causes.enumerated().sorted { ($0.element.cases.count, $1.offset) > ($1.element.cases.count, $0.offset) }.map(\.element)
  }

  private static func distinct(_ records: [CaseRecord]) -> [CaseRecord] {
    var seen = Set<String>()
    return records.filter { seen.insert($0.id).inserted }
  }

  /// The first case of each cause, of requirements and of errors: the cases whose full detail a
  /// printed report keeps (the others' is in the results file).
  public var exampleCases: Set<String> {
    var ids = Set<String>()
    for group in failuresByRequirement { for cause in group.causes { if let first = cause.cases.first { ids.insert(first.id) } } }
    for cause in errorCauses { if let first = cause.cases.first { ids.insert(first.id) } }
    return ids
  }

  /// A sentence without what varies between cases: quoted values, numbers, notification names and "(+N more)".
  static func normalized(_ sentence: String) -> String {
    var text = sentence
    if let range = text.range(of: " (+", options: .backwards), text.hasSuffix(" more)") { text = String(text[..<range.lowerBound]) }
    // "at step 2 (dismiss older)" and "(dismiss default)" are one cause: keep the step's verb only.
    var unnamed = ""
    var rest = Substring(text)
    while let open = rest.range(of: "step ") {
      unnamed += rest[..<open.upperBound]
      rest = rest[open.upperBound...]
      let digits = rest.prefix { $0.isNumber }
      unnamed += digits
      rest = rest.dropFirst(digits.count)
      guard rest.hasPrefix(" ("), let close = rest.firstIndex(of: ")") else { continue }
      let inside = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
      // Steps on a notification end with its name ("dismiss older", "tap action REPLY of promo").
      let onNotification = ["receive ", "tap ", "dismiss ", "swipe banner of "].contains { inside.hasPrefix($0) }
      let kept = onNotification ? inside[..<(inside.lastIndex(of: " ") ?? inside.endIndex)] + " …" : inside
      unnamed += " (" + kept + ")"
      rest = rest[rest.index(after: close)...]
    }
    text = unnamed + rest
    var output = ""
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\"" {
        // A quoted value is a placeholder, but a JSON key (a quoted name before a colon) is kept:
        // `{"deliveryId":"…"}` says which value differs.
        let close = characters[(index + 1)...].firstIndex(of: "\"") ?? characters.count
        let isKey = close + 1 < characters.count && characters[close + 1] == ":"
        output += isKey ? String(characters[index...close]) : "\"…\""
        index = close + 1
        continue
      }
      // A run of digits is one placeholder: "status N", "callback #N".
      if character.isNumber {
        if !output.hasSuffix("N") || output.last?.isLetter == false { output.append("N") }
      } else {
        output.append(character)
      }
      index += 1
    }
    return output
  }

  /// The cases that did not pass, MUST failures first, then SHOULD failures, errors, and failures
  /// the baseline expects; in suite order within each.
  public var problems: [CaseRecord] {
    let levels = results.caseLevels
    func rank(_ record: CaseRecord) -> Int {
      switch record.outcome {
      case .failed: levels.level(of: record) == .must ? 0 : 1
      case .error: 2
      default: 3
      }
    }
    return results.cases.filter { $0.outcome.isProblem || $0.outcome == .expectedFailure }.enumerated()
      .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
  }

  /// Case counts by outcome, in a fixed order, for charts.
  public var outcomeCounts: [(outcome: Outcome, count: Int)] {
    let counts = results.counts
    return Outcome.allCases.map { ($0, counts[$0]) }
  }
}

/// One entry of an expected-failures baseline.
public struct ExpectedFailure: Sendable, Hashable {
  /// Why a failure is accepted for now.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A known bug of the tracker, to be fixed.
    case bug
    /// A deliberate deviation that will stay.
    case wontFix = "wont-fix"
    /// Something the tracker's platform or SDK cannot do.
    case unsupported
  }

  /// The case id.
  public var caseID: String
  /// Why the failure is expected.
  public var reason: String
  /// What kind of expected failure it is.
  public var kind: Kind
  /// A link to the tracker's issue, if any.
  public var link: String?
  /// Where the entry is written.
  public var location: SourceLocation

  /// Creates an entry.
  public init(caseID: String, reason: String, kind: Kind = .bug, link: String? = nil, location: SourceLocation = SourceLocation(file: "")) {
    self.caseID = caseID
    self.reason = reason
    self.kind = kind
    self.link = link
    self.location = location
  }
}

/// A baseline of expected failures (`--expected-failures FILE`): listed cases
/// that fail do not fail the run; listed cases that pass, and entries that
/// match no case, make the baseline stale.
public struct ExpectedFailures: Sendable {
  /// The entries, in file order.
  public var entries: [ExpectedFailure]

  /// Creates a baseline.
  public init(entries: [ExpectedFailure]) { self.entries = entries }

  /// The baseline as YAML.
  public func yaml() -> String {
    var lines = [
      "# Expected failures for trackcheck run --expected-failures.",
      "# Each listed case may fail without failing the run; remove an entry once its case passes.",
      "# kind: bug | wont-fix | unsupported",
      "expectedFailures:",
    ]
    if entries.isEmpty { lines[lines.count - 1] = "expectedFailures: []" }
    for entry in entries {
      lines.append("  - case: \(Self.quoted(entry.caseID))")
      lines.append("    reason: \(Self.quoted(entry.reason))")
      lines.append("    kind: \(entry.kind.rawValue)")
      if let link = entry.link { lines.append("    link: \(Self.quoted(link))") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quoted(_ text: String) -> String {
    var output = ""
    JSONSerializer.writeString(text, into: &output)
    return output
  }

  /// Marks listed failures and errors as expected and listed passes as
  /// fixed, and records the entries that name no case among `knownCaseIDs`.
  public func apply(to run: inout RunRecord, knownCaseIDs: Set<String>) {
    let byID = Dictionary(entries.map { ($0.caseID, $0) }, uniquingKeysWith: { first, _ in first })
    for index in run.cases.indices {
      guard let entry = byID[run.cases[index].id] else { continue }
      guard let listed = run.cases[index].result.listedInBaseline else { continue }
      run.cases[index].result = listed
      run.cases[index].baseline = entry
    }
    run.unknownBaselineEntries = entries.filter { !knownCaseIDs.contains($0.caseID) }
  }
}

/// Why a baseline cannot be made from a run.
public enum BaselineError: Error, Sendable, Equatable {
  /// The run stopped before every case ran: what it did not reach cannot be judged.
  case incompleteRun(String)

  /// What went wrong, as a stable code that tests and callers match on.
  public enum Code: String, Sendable, Hashable {
    /// The run stopped before every case ran.
    case incompleteRun = "baseline-incomplete-run"
  }

  /// The error's code.
  public var code: Code {
    switch self {
    case .incompleteRun: .incompleteRun
    }
  }
}

extension ExpectedFailures {
  /// A baseline from `run`: every case of the run that failed, errored or was
  /// an expected failure, keeping the reason, kind and link of `existing`
  /// entries. Entries of `existing` for cases the run did not cover (outside
  /// its selection or shard) are kept; with `prune`, only entries for cases
  /// that still fail remain.
  public static func make(from run: RunRecord, keeping existing: ExpectedFailures?, prune: Bool = false) throws(BaselineError)
    -> ExpectedFailures
  {
    if let stop = run.stop {
      throw .incompleteRun(stop.sentence(ran: run.cases.count))
    }
    let previous = Dictionary((existing?.entries ?? []).map { ($0.caseID, $0) }, uniquingKeysWith: { first, _ in first })
    let covered = Set(run.cases.map(\.id))
    var entries: [ExpectedFailure] = []
    var added = Set<String>()
    for record in run.cases where record.outcome.isProblem || record.outcome == .expectedFailure {
      let entry =
        previous[record.id].map { ExpectedFailure(caseID: $0.caseID, reason: $0.reason, kind: $0.kind, link: $0.link) }
        ?? ExpectedFailure(caseID: record.id, reason: record.message, kind: .bug)
      entries.append(entry)
      added.insert(record.id)
    }
    if !prune {
      // What the run did not see, it cannot judge: those entries stay, in their old order, first.
      let kept = (existing?.entries ?? []).filter { !covered.contains($0.caseID) && !added.contains($0.caseID) }
        .map { ExpectedFailure(caseID: $0.caseID, reason: $0.reason, kind: $0.kind, link: $0.link) }
      entries = kept + entries
    }
    return ExpectedFailures(entries: entries)
  }

  /// How many entries name a case that `run` did not cover (kept from an earlier baseline).
  public func entriesOutside(_ run: RunRecord) -> Int {
    let covered = Set(run.cases.map(\.id))
    return entries.count { !covered.contains($0.caseID) }
  }
}

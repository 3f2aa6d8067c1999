import TrackCheckModel
import TrackCheckPlatform

/// The differences between two results files of the same implementation:
/// regressions, fixes, other changes of outcome, and cases added or removed.
public struct ResultsDiff {
  /// A case whose outcome changed.
  public struct Change: Sendable {
    public var id: String
    public var old: Outcome
    public var new: Outcome
    /// The new run's message for the case.
    public var message: String
  }

  /// Cases that passed (or were fixed) before and now fail, error, or fail as a baseline expects.
  public var regressions: [Change] = []
  /// Cases that failed or errored before and now pass.
  public var fixes: [Change] = []
  /// Other changes of outcome (for example failed → error, passed → not applicable).
  public var changes: [Change] = []
  /// Cases only in the new results.
  public var added: [String] = []
  /// Cases only in the old results.
  public var removed: [String] = []
  /// Remarks about what was compared (different suites or implementations).
  public var remarks: [String] = []

  static let good: Set<Outcome> = [.passed, .fixed]
  static let bad: Set<Outcome> = [.failed, .error, .expectedFailure]

  /// Compares `old` with `new`.
  public init(old: RunRecord, new: RunRecord) {
    if let stop = old.stop { remarks.append("the old run is incomplete: " + stop.sentence(ran: old.cases.count)) }
    if let stop = new.stop { remarks.append("the new run is incomplete: " + stop.sentence(ran: new.cases.count)) }
    if old.suiteDigest != new.suiteDigest { remarks.append("the suites differ (\(old.suiteDigest) → \(new.suiteDigest))") }
    if old.identity.name != new.identity.name {
      remarks.append("the implementations differ (\(old.identity.name) → \(new.identity.name))")
    }
    if old.identity.version != new.identity.version, old.identity.name == new.identity.name {
      remarks.append("\(new.identity.name) \(old.identity.version) → \(new.identity.version)")
    }
    // The code tested, where both runs fingerprinted the same path: the claim "fixed" is about other code.
    let oldPrints = Dictionary(old.fingerprints.map { ($0.path, $0.digest) }, uniquingKeysWith: { first, _ in first })
    for print in new.fingerprints {
      if let before = oldPrints[print.path], before != print.digest {
        remarks.append("the tracker's code differs: --fingerprint \(print.path) \(before) → \(print.digest)")
      }
    }
    let before = Dictionary(old.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let after = Set(new.cases.map(\.id))
    for record in new.cases {
      guard let previous = before[record.id] else {
        added.append(record.id)
        continue
      }
      guard previous.outcome != record.outcome else { continue }
      let change = Change(id: record.id, old: previous.outcome, new: record.outcome, message: record.message)
      // A case that passed and now fails is a regression, also when a baseline now excuses it.
      if Self.good.contains(previous.outcome) && (record.outcome.isProblem || record.outcome == .expectedFailure) {
        regressions.append(change)
      } else if Self.bad.contains(previous.outcome) && Self.good.contains(record.outcome) {
        fixes.append(change)
      } else {
        changes.append(change)
      }
    }
    removed = old.cases.map(\.id).filter { !after.contains($0) }
  }

  /// The diff as text for a terminal: what the results files hold (names, ids, messages) is
  /// untrusted, so control characters in it are shown escaped, never sent to the terminal.
  public func render() -> String {
    var lines: [String] = remarks.map { "note: \($0)" }
    func section(_ title: String, _ items: [Change]) {
      guard !items.isEmpty else { return }
      lines.append("\(title) (\(items.count)):")
      lines += items.map { "  \($0.id): \($0.old.rawValue) → \($0.new.rawValue)" + ($0.message.isEmpty ? "" : " — \($0.message)") }
    }
    section("regressions", regressions)
    section("fixes", fixes)
    section("other changes", changes)
    if !added.isEmpty {
      lines.append("added (\(added.count)):")
      lines += added.map { "  \($0)" }
    }
    if !removed.isEmpty {
      lines.append("removed (\(removed.count)):")
      lines += removed.map { "  \($0)" }
    }
    lines.append(
      "\(regressions.count) regressions, \(fixes.count) fixes, \(changes.count) other changes, \(added.count) added, \(removed.count) removed"
    )
    return lines.map(TerminalSummary.clean).joined(separator: "\n")
  }
}

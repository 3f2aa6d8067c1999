import TrackCheckModel

/// Which cases caught each deliberate fault of an implementation: the proof
/// that no single-rule violation slips through (the engine runs it, the
/// reports show it).
public struct FaultProof: Sendable {
  /// A deliberate fault an implementation can be started with.
  public struct Fault: Sendable {
    /// Its name (`--fault NAME`).
    public var name: String
    /// What it does and the requirement it breaks, in words.
    public var summary: String
    /// The id of the requirement it breaks.
    public var requirement: RequirementID

    /// A fault.
    public init(name: String, summary: String, requirement: RequirementID) {
      self.name = name
      self.summary = summary
      self.requirement = requirement
    }
  }

  /// One fault and the cases that failed (or errored) because of it.
  public struct Entry: Sendable {
    /// The fault's name.
    public var fault: String
    /// What the fault breaks, as the implementation describes it.
    public var summary: String
    /// The ids of the cases that caught it.
    public var caughtBy: [String]
    /// The requirement the fault is meant to break.
    public var target: RequirementID
    /// The requirements its findings were blamed on, with how many findings each, most first.
    public var blamed: [(requirement: RequirementID, findings: Int)]

    /// Whether some finding was blamed on the requirement the fault breaks.
    public var blamedOnTarget: Bool { blamed.contains { $0.requirement == target } }

    /// An entry.
    public init(
      fault: String, summary: String, caughtBy: [String], target: RequirementID, blamed: [(requirement: RequirementID, findings: Int)]
    ) {
      self.fault = fault
      self.summary = summary
      self.caughtBy = caughtBy
      self.target = target
      self.blamed = blamed
    }
  }

  /// The entries, in the implementation's order.
  public var entries: [Entry]

  /// The faults no case caught.
  public var escaped: [Entry] { entries.filter { $0.caughtBy.isEmpty } }

  /// The faults whose findings never name the requirement they break.
  public var misblamed: [Entry] { entries.filter { !$0.caughtBy.isEmpty && !$0.blamedOnTarget } }

  /// The proof of `entries`.
  public init(entries: [Entry]) { self.entries = entries }
}

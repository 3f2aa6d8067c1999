import TrackCheckModel
import TrackCheckPlatform

/// Runs the suites against each deliberate fault of an implementation and
/// reports which cases caught it: the proof that no single-rule violation
/// slips through.
public struct FaultProof {
  /// One fault and the cases that failed (or errored) because of it.
  public struct Entry: Sendable {
    /// The fault's name.
    public var fault: String
    /// What the fault breaks, as the implementation describes it.
    public var summary: String
    /// The ids of the cases that caught it.
    public var caughtBy: [String]
    /// The requirement the fault is meant to break, when its summary names one (`… (ACS-FLAG-CASE)`).
    public var target: String?
    /// The requirements its findings were blamed on, with how many findings each, most first.
    public var blamed: [(requirement: String, findings: Int)]

    /// Whether some finding was blamed on the requirement the fault breaks.
    public var blamedOnTarget: Bool { target.map { target in blamed.contains { $0.requirement == target } } ?? true }
  }

  /// The entries, in the implementation's order.
  public var entries: [Entry]

  /// The faults no case caught.
  public var escaped: [Entry] { entries.filter { $0.caughtBy.isEmpty } }

  /// The faults whose findings never name the requirement they break.
  public var misblamed: [Entry] { entries.filter { !$0.caughtBy.isEmpty && !$0.blamedOnTarget } }

  /// Runs `cases` once per fault; the implementation is `command + ["--fault", name]`.
  public static func run(
    cases: [TrackingCase], command: [String], faults: [(name: String, summary: String)], jobs: Int, timeout: Double,
    rules: BlameRules
  ) throws(EngineError) -> FaultProof {
    var entries: [Entry] = []
    for fault in faults {
      let runner = Runner(options: .init(command: command + ["--fault", fault.name], jobs: jobs, timeout: timeout, rules: rules))
      let result = try runner.run(cases)
      var counts: [String: Int] = [:]
      for finding in result.cases.flatMap(\.findings) { counts[finding.requirement, default: 0] += 1 }
      let blamed = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map {
        (requirement: $0.key, findings: $0.value)
      }
      entries.append(
        Entry(
          fault: fault.name, summary: fault.summary, caughtBy: result.cases.filter(\.outcome.isProblem).map(\.id),
          target: target(in: fault.summary), blamed: blamed))
    }
    return FaultProof(entries: entries)
  }

  /// The requirement id a fault's summary ends with, in parentheses.
  static func target(in summary: String) -> String? {
    guard summary.hasSuffix(")"), let open = summary.lastIndex(of: "(") else { return nil }
    let id = summary[summary.index(after: open)..<summary.index(before: summary.endIndex)]
    return id.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "-" }) && !id.isEmpty ? String(id) : nil
  }

  /// A table: fault, number of cases that caught it, a few of their ids.
  public func render(examples: Int = 3) -> String {
    let width = entries.map(\.fault.count).max() ?? 10
    var lines: [String] = []
    for entry in entries {
      let name = entry.fault.padding(toLength: width, withPad: " ", startingAt: 0)
      let count = String(entry.caughtBy.count)
      let countColumn = String(repeating: " ", count: max(0, 5 - count.count)) + count
      let shown = entry.caughtBy.prefix(examples).joined(separator: ", ") + (entry.caughtBy.count > examples ? ", …" : "")
      lines.append("\(name) \(countColumn)  \(entry.caughtBy.isEmpty ? "ESCAPED: no case caught it" : shown)")
      let indent = String(repeating: " ", count: width + 8)
      lines.append(indent + entry.summary)
      if !entry.blamed.isEmpty {
        let blamed = entry.blamed.map { "\($0.requirement) ×\($0.findings)" }.joined(separator: ", ")
        lines.append(indent + "blamed: " + blamed + (entry.blamedOnTarget ? "" : "  << NOT ON \(entry.target ?? "")"))
      }
    }
    lines.append("\(entries.count - escaped.count) of \(entries.count) faults caught")
    if !misblamed.isEmpty {
      lines.append(
        "\(misblamed.count) caught but never blamed on the requirement they break: \(misblamed.map(\.fault).joined(separator: ", "))")
    }
    return lines.joined(separator: "\n")
  }
}

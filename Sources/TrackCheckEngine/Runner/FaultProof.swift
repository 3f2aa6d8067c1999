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
  }

  /// The entries, in the implementation's order.
  public var entries: [Entry]

  /// The faults no case caught.
  public var escaped: [Entry] { entries.filter { $0.caughtBy.isEmpty } }

  /// Runs `cases` once per fault; the implementation is `command + ["--fault", name]`.
  public static func run(
    cases: [TrackingCase], command: [String], faults: [(name: String, summary: String)], jobs: Int, timeout: Double
  ) throws(EngineError) -> FaultProof {
    var entries: [Entry] = []
    for fault in faults {
      let runner = Runner(options: .init(command: command + ["--fault", fault.name], jobs: jobs, timeout: timeout))
      let result = try runner.run(cases)
      entries.append(Entry(fault: fault.name, summary: fault.summary, caughtBy: result.cases.filter(\.outcome.isProblem).map(\.id)))
    }
    return FaultProof(entries: entries)
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
      lines.append(String(repeating: " ", count: width + 8) + entry.summary)
    }
    lines.append("\(entries.count - escaped.count) of \(entries.count) faults caught")
    return lines.joined(separator: "\n")
  }
}

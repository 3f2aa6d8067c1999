import TrackCheckJudging
import TrackCheckModel
import TrackCheckPlatform

extension FaultProof {
  /// Runs `cases` once per fault; the implementation is `command + ["--fault", name]`.
  public static func run(
    cases: PreparedCases, command: [String], faults: [FaultProof.Fault], jobs: Int, timeout: Double,
    rules: BlameRules, profile: Profile
  ) throws(EngineError) -> FaultProof {
    var entries: [Entry] = []
    for fault in faults {
      let runner = Runner(
        options: .init(command: command + ["--fault", fault.name], jobs: jobs, timeout: timeout, rules: rules, profile: profile))
      let result = try runner.run(prepared: cases)
      var counts: [RequirementID: Int] = [:]
      for finding in result.cases.flatMap(\.findings) { counts[finding.requirement, default: 0] += 1 }
      let blamed = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map {
        (requirement: $0.key, findings: $0.value)
      }
      entries.append(
        Entry(
          fault: fault.name, summary: fault.summary, caughtBy: result.cases.filter(\.outcome.isProblem).map(\.id),
          target: fault.requirement, blamed: blamed))
    }
    return FaultProof(entries: entries)
  }
}

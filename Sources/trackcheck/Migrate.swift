import ArgumentParser
import Foundation
import TrackCheckEngine
import TrackCheckModel
import TrackCheckProcess
import TrackCheckReports

/// `trackcheck migrate`: one tracker under two profiles, story by story, with every collision named.
struct Migrate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run one tracker under two profiles and write what breaks when it moves from one to the other.",
    discussion: """
      The tracker runs the stories of the source profile (default campaign-standard) and of the
      target (default campaign-classic); each story both profiles judge is shown side by side:
      what each expects, what the tracker did, each verdict, and every collision named — calls
      the new server never receives, codes that mean another event, keys and ids the new SDK does
      not read, a gate that no longer exists, events tracked where the new documents track none.
      Without an implementation, the bundled reference tracker of the source profile runs: what
      breaks if nothing changes. Writes migration.html, migration.md and both runs' results into
      --out. Example:
        trackcheck migrate -- python3 Examples/python/adapter.py --wrong

      Exits 0 when the tracker conforms to the target profile, 1 when it does not (the report
      says why); the other codes are run's.
      """)

  @OptionGroup var suiteOptions: SuiteOptions

  @Option(help: ArgumentHelp("The profile the tracker was written for.", valueName: "id"))
  var from = ProfileID.campaignStandard.rawValue

  @Option(help: ArgumentHelp("The profile it moves to.", valueName: "id"))
  var to = "campaign-classic"

  @Option(help: ArgumentHelp("Where to write the reports.", valueName: "folder"))
  var out = "Reports/migration"

  @Option(name: .customLong("jobs"), help: ArgumentHelp("Worker processes (default: the number of cores).", valueName: "n"))
  var jobs: Int?

  @Option(parsing: .unconditional, help: ArgumentHelp("Seconds allowed for one case.", valueName: "seconds"))
  var timeout = 10.0

  @Argument(parsing: .postTerminator, help: ArgumentHelp("The implementation's command line, after '--'.", valueName: "implementation"))
  var implementation: [String] = []

  func validate() throws {
    guard suiteOptions.profileOption.profile == ProfileID.campaignStandard.rawValue else {
      throw ValidationError("migrate takes --from and --to, not --profile")
    }
    guard from != to else { throw ValidationError("--from and --to name the same profile, '\(from)'") }
  }

  func run() throws {
    let source = ProfileID(rawValue: from)
    let target = ProfileID(rawValue: to)
    let command = implementation.isEmpty ? BundledTracker.command(profile: source) : implementation
    var records: [RunRecord] = []
    var targetCases: [String: TrackingCase] = [:]
    var gates: [KeyGate] = []
    var targetAPIs: Set<String> = []
    for profile in [source, target] {
      let suites = try suiteOptions.loadPrepared(profile: profile)
      let plan = RunPlan(suites: suites, selection: suiteOptions.selection)
      guard !plan.cases.isEmpty else {
        throw UsageError("the selection matches none of the \(suites.collection.cases.count) cases of profile '\(profile)'")
      }
      let runner = Runner(
        options: Runner.Options(
          command: command, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, timeout: timeout,
          rules: BlameRules(suites.collection.requirements), profile: suites.collection.profile))
      ProcessRegistry.adoptOrphans()
      records.append(try runner.run(plan))
      if profile == source { gates = suites.collection.profile.gates }
      if profile == target {
        targetCases = Dictionary(suites.collection.cases.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        targetAPIs = Set(suites.collection.profile.calls.map(\.api))
      }
    }
    let report = MigrationReport(from: records[0], to: records[1], cases: targetCases, gates: gates, targetAPIs: targetAPIs)
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    var written: [String] = []
    for (record, profile) in zip(records, [source, target]) {
      let path = (out as NSString).appendingPathComponent("\(profile.rawValue).json")
      try ResultsFile.write(record, to: path)
      written.append(path)
    }
    for (name, text) in [("migration.html", report.html()), ("migration.md", report.markdown())] {
      let path = (out as NSString).appendingPathComponent(name)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      written.append(path)
    }
    print("\(records[0].profileDescription) → \(records[1].profileDescription)")
    print(report.headline)
    for kind in MigrationReport.Collision.allCases {
      let affected = report.stories(with: kind)
      if !affected.isEmpty { print("  \(kind.title): \(affected.count) stor\(affected.count == 1 ? "y" : "ies")") }
    }
    for path in written { print("wrote \(path)") }
    if records[1].verdict != .passed { throw Exit(code: ExitStatus.caseFailed.code) }
  }
}

import ArgumentParser
import Foundation
import TrackCheckEngine
import TrackCheckExplore
import TrackCheckJudging
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckReports
import TrackCheckSuites

struct Faults: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run the suites against every fault of the reference tracker and show which cases catch each.",
    discussion:
      "Each fault names the requirement it breaks; the table shows the requirements its findings were blamed on. "
      + "Exits 1 when a fault passes every selected case (a rule the suites do not really check) "
      + "or when its findings never name the requirement it breaks.")

  @OptionGroup var suiteOptions: SuiteOptions

  // Optional, so that the help describes the default instead of printing this machine's core count.
  @Option(help: ArgumentHelp("Worker processes per run; the default is the number of cores.", valueName: "n"))
  var jobs: Int?

  /// How many jobs run: as given, else one per core.
  var jobCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  func validate() throws {
    guard (1...1024).contains(jobCount) else { throw ValidationError("--jobs must be between 1 and 1024, got \(jobCount)") }
  }

  @Option(help: ArgumentHelp("Only these faults (repeatable; default: all).", valueName: "name"))
  var fault: [String] = []

  @Flag(help: "List every catching case instead of a few.")
  var all = false

  @Flag(
    help:
      "Explore instead of running the suites: for each fault, how many generated scenarios it took to catch it, and the shrunk case.")
  var explore = false

  @Option(
    name: .customLong("explore-scenarios"),
    help: ArgumentHelp("With --explore: the most scenarios tried per fault.", valueName: "n"))
  var exploreScenarios = 20_000

  @Option(help: ArgumentHelp("With --explore: the seed.", valueName: "n"))
  var seed: UInt64 = 1

  func run() throws {
    if explore {
      try suiteOptions.refuseSelection(for: "faults --explore", because: "generates its own scenarios")
      return try runExplore()
    }
    let plan = try suiteOptions.plan(baseline: nil, failOn: .should)
    let tracker = BundledTracker.command(profile: suiteOptions.profileID)
    var faults = BundledTracker.faults(profile: suiteOptions.profileID)
    if !fault.isEmpty {
      for name in fault where !faults.contains(where: { $0.name == name }) {
        throw UsageError("the reference tracker has no fault '\(name)'", hint: Suggestions.hint(for: name, among: faults.map(\.name)))
      }
      faults = faults.filter { fault.contains($0.name) }
    }
    let proof = try FaultProof.run(
      cases: plan.cases, command: tracker, faults: faults, jobs: jobCount, timeout: 10,
      rules: BlameRules(plan.suites.collection.requirements), profile: plan.suites.collection.profile)
    print(proof.render(examples: all ? Int.max : 3))
    if !proof.escaped.isEmpty || !proof.misblamed.isEmpty { throw Exit(code: ExitStatus.caseFailed.code) }
  }

  /// Explores each fault: the scenarios it took to catch it and the minimal case it shrank to.
  private func runExplore() throws {
    let collection = try suiteOptions.loadCollection()
    let rules = BlameRules(collection.requirements)
    let tracker = BundledTracker.command(profile: suiteOptions.profileID)
    let all = BundledTracker.faults(profile: suiteOptions.profileID)
    let faults = fault.isEmpty ? all : all.filter { fault.contains($0.name) }
    var escaped: [String] = []
    for entry in faults {
      var options = Explorer.Options(
        runner: .init(command: tracker + ["--fault", entry.name], jobs: jobCount, timeout: 10, rules: rules, profile: collection.profile),
        seed: seed,
        scenarios: exploreScenarios, seconds: nil)
      // The first failure proves the fault caught.
      options.distinctFailures = 1
      let explorer = Explorer(options: options)
      let outcome = try explorer.run()
      print("\(entry.name): \(entry.summary)")
      guard let failure = outcome.failure else {
        print("  NOT CAUGHT in \(outcome.scenarios) scenarios (seed \(seed))\n")
        escaped.append(entry.name)
        continue
      }
      let number = failure.original.id.split(separator: "-").last.map(String.init) ?? "?"
      print("  caught by scenario \(number) of seed \(seed); shrunk after \(failure.tried) candidates to:")
      let steps = failure.shrunk.steps.map { Step($0, at: SourceLocation(file: "")).summary }.joined(separator: ", ")
      print("    \(failure.shrunk.platform.rawValue), app \(failure.shrunk.initialState.rawValue): \(steps)")
      for finding in failure.shrunkRecord.findings.prefix(2) {
        print("    [\(rules.level(of: finding.requirement).rawValue)] \(finding.requirement): \(finding.message)")
      }
      print("")
    }
    print(
      "\(faults.count - escaped.count) of \(faults.count) faults found by exploring (at most \(exploreScenarios) scenarios each, seed \(seed))"
    )
    if !escaped.isEmpty {
      print("not found: \(escaped.joined(separator: ", "))")
      throw Exit(code: ExitStatus.caseFailed.code)
    }
  }
}

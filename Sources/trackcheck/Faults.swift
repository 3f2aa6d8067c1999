import ArgumentParser
import Foundation
import TrackCheckEngine
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

  @Option(help: "Worker processes per run; the default is the number of cores.")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: ArgumentHelp("Only these faults (repeatable; default: all).", valueName: "name"))
  var fault: [String] = []

  @Flag(help: "List every catching case instead of a few.")
  var all = false

  func run() throws {
    let (collection, selected) = try suiteOptions.load()
    let tracker = BundledTracker.command()
    var faults = BundledTracker.faults
    if !fault.isEmpty {
      for name in fault where !faults.contains(where: { $0.name == name }) {
        throw UsageError("the reference tracker has no fault '\(name)'", hint: Suggestions.hint(for: name, among: faults.map(\.name)))
      }
      faults = faults.filter { fault.contains($0.name) }
    }
    let proof = try FaultProof.run(
      cases: selected, command: tracker, faults: faults, jobs: jobs, timeout: 10, rules: BlameRules(collection.requirements))
    print(proof.render(examples: all ? Int.max : 3))
    if !proof.escaped.isEmpty || !proof.misblamed.isEmpty { throw Exit(code: ExitStatus.caseFailed) }
  }
}

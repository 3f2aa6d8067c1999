import ArgumentParser
import Foundation
import TrackCheckEngine
import TrackCheckExplore
import TrackCheckModel
import TrackCheckOracle
import TrackCheckPlatform
import TrackCheckProcess
import TrackCheckReports
import TrackCheckSuites

struct Explore: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run generated scenarios against an implementation, judge each by the oracle, and shrink a failure to a minimal case.",
    discussion: """
      Scenarios cover both platforms, app states, settings, payload variants and
      timelines the platform model can play, and (for an implementation that
      reports its wiring) the app's wiring (docs/EXPLORE.md). Exploring goes on
      after a failure; each distinct failure (the requirement and fault of its
      leading finding; the first 10) is shrunk to a minimal scenario that fails
      the same way and printed as a suite case to paste; the reports hold each.
      Exit codes as for 'run'. Example:
        trackcheck explore --seed 1 --scenarios 100000 -- python3 Examples/python/adapter.py
      """)

  @Option(help: ArgumentHelp("The seed: the same seed explores the same scenarios (default: a new one, printed).", valueName: "n"))
  var seed: UInt64?

  @Option(help: ArgumentHelp("How many scenarios to run (default 1000, or unbounded with --time).", valueName: "n"))
  var scenarios: Int?

  @Option(name: .customLong("time"), help: ArgumentHelp("Stop after this many seconds.", valueName: "seconds"))
  var seconds: Double?

  @Option(help: ArgumentHelp("Only scenarios of this platform: ios or android (repeatable).", valueName: "platform"))
  var platform: [String] = []

  @Option(help: ArgumentHelp("Where to write the JUnit XML report (results.json beside it).", valueName: "path"))
  var junit = "Reports/explore/junit.xml"

  @Option(name: .customLong("junit-flavor"), help: ArgumentHelp(JUnitReport.Flavor.help, valueName: "flavor"))
  var junitFlavor: JUnitReport.Flavor = .jenkins

  @Flag(help: "Also write the compliance report beside the JUnit report.")
  var report = false

  // Optional, so that the help describes the default instead of printing this machine's core count.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Worker processes running scenarios in parallel; the default is the number of cores.", valueName: "n"))
  var jobs: Int?

  /// How many jobs run: as given, else one per core.
  var jobCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  @Option(parsing: .unconditional, help: ArgumentHelp("Seconds allowed for one scenario.", valueName: "seconds"))
  var timeout = 10.0

  @OptionGroup var placement: PlacementOption
  @OptionGroup var profileOption: ProfileOption

  @Flag(help: "Do not show the progress line.")
  var quiet = false

  @Argument(parsing: .postTerminator, help: ArgumentHelp("The implementation's command line, after '--'.", valueName: "implementation"))
  var implementation: [String] = []

  func validate() throws {
    guard (1...1024).contains(jobCount) else { throw ValidationError("--jobs must be between 1 and 1024, got \(jobCount)") }
    if let scenarios, scenarios < 1 { throw ValidationError("--scenarios must be at least 1, got \(scenarios)") }
    if let seconds, !(seconds > 0 && seconds.isFinite) { throw ValidationError("--time must be a number of seconds above 0") }
    guard timeout > 0 && timeout <= Run.maximumTimeout else { throw ValidationError("--timeout must be above 0 and at most a day") }
    for name in platform where Platform(rawValue: name) == nil {
      throw ValidationError("unknown platform '\(name)'; use ios or android")
    }
  }

  func run() throws {
    let suites = try BuiltInSuites.prepared(profile: profileOption.id)
    let collection = suites.collection
    let seed = seed ?? UInt64.random(in: 1...999_999)
    let command = implementation.isEmpty ? BundledTracker.command(profile: collection.profile.id) : implementation
    var options = Explorer.Options(
      runner: Runner.Options(
        command: command, jobs: jobCount, timeout: timeout, rules: BlameRules(collection.requirements), coLocate: placement.coLocate,
        profile: collection.profile),
      seed: seed, scenarios: scenarios, seconds: seconds)
    if !platform.isEmpty { options.platforms = platform.compactMap(Platform.init(rawValue:)) }
    let explorer = Explorer(options: options)
    let trap = SignalTrap(handler: { signal in explorer.cancel(signal: signal) }, last: { signal in _exit(128 + signal) })
    defer { trap.endProcessOnSignal() }
    ProcessRegistry.adoptOrphans()
    let showProgress = !quiet && isatty(STDERR_FILENO) == 1
    print("exploring with seed \(seed) (the same seed explores the same scenarios)")
    let outcome = try explorer.run { done, failed, rate in
      guard showProgress else { return }
      FileHandle.standardError.write(Data("\r\(done) scenarios, \(failed) failing, \(Int(rate)) scenarios/s\u{1B}[K".utf8))
    }
    if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }

    print(
      "\(outcome.scenarios) scenarios in \(String(format: "%.1f", outcome.exploring)) s "
        + "(\(Int(Double(outcome.scenarios) / max(outcome.exploring, 0.001))) scenarios/s): "
        + "\(outcome.tested - outcome.failed) agree with the oracle, \(outcome.failed) do not, \(outcome.notApplicable) not applicable")
    print(CPUTime.line())
    if let identity = outcome.identity, outcome.tested > 0 {
      print(
        outcome.wirings
          ? "the app's wiring drawn too (protocol \(identity.protocolVersion) reports it): each scenario proposes one in begin.app"
          : "played to the documents' app (protocol \(identity.protocolVersion) does not report the app's wiring)")
    }
    for (number, failure) in outcome.failures.enumerated() {
      let times = failure.occurrences == 1 ? "1 scenario" : "\(failure.occurrences) scenarios"
      print(
        "\n\(number == 0 ? "first failure" : "failure \(number + 1)"): \(failure.signature) (\(times)); "
          + "first \(failure.original.id) (\(failure.original.steps.count) steps, \(failure.original.pushes.count) pushes)")
      let cut = failure.shrinkingCut ? " (shrinking stopped at --time)" : ""
      if failure.reproduced {
        print("shrunk after \(failure.tried) simpler scenarios\(cut) to \(failure.shrunk.id), which fails the same way when run again:\n")
      } else if let again = failure.rerun {
        let how = again.outcome.isProblem ? "failed otherwise (\(Explorer.signature(of: again)))" : "passed"
        print(
          "FLAKY: \(failure.shrunk.id) (after \(failure.tried) simpler scenarios\(cut)) failed as \(failure.signature), "
            + "but \(how) when run again; the scenario as found:\n")
      } else {
        let why = failure.shrinkingCut ? "--time ran out" : "interrupted"
        print("shrunk after \(failure.tried) simpler scenarios to \(failure.shrunk.id); \(why) before it was run again:\n")
      }
      let yaml = try failure.shrunk.yaml(
        title: "Found by trackcheck explore --seed \(seed) (\(failure.original.id), shrunk)",
        source: "trackcheck explore --seed \(seed) -- \(command.joined(separator: " "))", profile: collection.profile)
      print(yaml)
    }
    if outcome.failures.count > 1 || outcome.beyondCap > 0 {
      print("\(outcome.failures.count) distinct failures (by the requirement and fault of the leading finding), each shrunk above")
    }
    if outcome.beyondCap > 0 {
      print(
        "capped: \(outcome.beyondCap) more distinct failure\(outcome.beyondCap == 1 ? "" : "s") found after the first "
          + "\(outcome.failures.count), counted but not shrunk (fix these, then explore again)")
    }
    let record = explorer.record(of: outcome, suites: suites)
    let outputs = RunReports(junit: junit, results: nil, flavor: junitFlavor, compliance: report)
    let written = try outputs.write(record)
    print(TerminalSummary(run: record, colour: isatty(STDOUT_FILENO) == 1).render())
    for path in written { print("wrote \(path)") }
    let code = ExitStatus.of(record.verdict)
    if code != 0 { throw Exit(code: code) }
  }
}

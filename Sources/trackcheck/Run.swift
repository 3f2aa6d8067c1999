import ArgumentParser
import Foundation
import TrackCheckEngine
import TrackCheckModel
import TrackCheckPrimitives
import TrackCheckProcess
import TrackCheckReports
import TrackCheckSuites

struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run the suites against an implementation and write a JUnit report.",
    discussion: """
      The implementation is the command after '--'; without one, the bundled
      reference tracker runs. Example:
        trackcheck run -- python3 Examples/python/adapter.py
      With --listen, implementations connect back instead (an adapter inside
      a test runner, on an emulator or a simulator):
        trackcheck run --listen 127.0.0.1:7311 -- ./gradlew test

      \(ExitStatus.help)
      """)

  /// The longest time limit accepted, in seconds (a day).
  static let maximumTimeout = 86_400.0

  @OptionGroup var suiteOptions: SuiteOptions

  @Option(help: ArgumentHelp("Where to write the JUnit XML report.", valueName: "path"))
  var junit = "Reports/junit.xml"

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Worker processes running cases in parallel, each on its own thread (may exceed the cores); the default is the number of cores (1 with --listen).",
      valueName: "n"))
  var jobs: Int?

  @Option(
    parsing: .unconditional, help: ArgumentHelp("Seconds allowed for one case before the implementation is killed.", valueName: "seconds"))
  var timeout = 10.0

  @Option(
    name: .customLong("startup-timeout"), parsing: .unconditional,
    help: ArgumentHelp("Seconds allowed for start-up and the handshake.", valueName: "seconds"))
  var startupTimeout = 10.0

  @Flag(name: .customLong("junit-case-properties"), help: "Add <properties> to each <testcase> (read by some tools; not schema-valid).")
  var caseProperties = false

  @Flag(
    name: .customLong("junit-annotations"), help: "Add file and line attributes to each <testcase> (read by some tools; not schema-valid).")
  var annotations = false

  @Option(help: ArgumentHelp("Where to write the results JSON (default: results.json beside the JUnit report).", valueName: "path"))
  var results: String?

  @Option(
    name: .customLong("expected-failures"),
    help: ArgumentHelp("A baseline of expected failures (see 'trackcheck baseline').", valueName: "file"))
  var expectedFailures: String?

  @Flag(help: "Also write the compliance report (HTML, Markdown, SVG badge) beside the JUnit report.")
  var report = false

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Files or folders of the tracker's own sources or build to identify it by in the reports (SHA-256; links not followed; at most 100,000 files and 1 GiB).",
      valueName: "path"))
  var fingerprint: [String] = []

  @Flag(
    name: .customLong("all-transcripts"),
    help: "Keep the protocol transcript and stderr of every case in the reports, not only of failures and errors.")
  var allTranscripts = false

  @Option(
    name: .customLong("max-failures"), parsing: .unconditional,
    help: ArgumentHelp("Stop starting cases once this many have failed or errored; the reports say the run stopped early.", valueName: "n"))
  var maxFailures: Int?

  @Option(name: .customLong("fail-on"), help: ArgumentHelp(LevelChoice.help, valueName: "level"))
  var failOn: LevelChoice = .should

  @OptionGroup var verdictOptions: VerdictOptions

  @OptionGroup var placement: PlacementOption

  @OptionGroup var listening: ListenOption

  @Flag(help: "Do not show the progress line.")
  var quiet = false

  @Argument(parsing: .postTerminator, help: ArgumentHelp("The implementation's command line, after '--'.", valueName: "implementation"))
  var implementation: [String] = []

  /// How many jobs run: as given, else one per core, or one with `--listen` (each needs a connection of its own).
  var jobCount: Int { jobs ?? (listening.listen == nil ? ProcessInfo.processInfo.activeProcessorCount : 1) }

  func validate() throws {
    let jobs = jobCount
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
    guard jobs <= 1024 else { throw ValidationError("--jobs must be at most 1024, got \(jobs)") }
    if let maxFailures, maxFailures < 1 { throw ValidationError("--max-failures must be at least 1, got \(maxFailures)") }
    for (name, value) in [("--timeout", timeout), ("--startup-timeout", startupTimeout)] {
      guard value.isFinite, value > 0, value <= Self.maximumTimeout else {
        throw ValidationError("\(name) must be a number of seconds above 0 and at most \(Int(Self.maximumTimeout)) (a day), got \(value)")
      }
    }
    guard !junit.isEmpty else { throw ValidationError("--junit needs a file path, got an empty one") }
    if let results, results.isEmpty { throw ValidationError("--results needs a file path, got an empty one") }
  }

  func run() throws {
    // Signals are caught from the first moment; until something runs, one ends trackcheck at once.
    let trap = SignalTrap(handler: { signal in _exit(128 + signal) }, last: { signal in _exit(128 + signal) })
    defer { trap.endProcessOnSignal() }
    let outputs = RunReports(
      junit: junit, results: results, flavor: verdictOptions.junitFlavor,
      extras: JUnitReport.Extras(caseProperties: caseProperties, annotations: annotations), compliance: report,
      junitSplit: verdictOptions.junitSplit)
    if let clash = outputs.collision {
      throw UsageError("two reports would be written to \(clash)", hint: "give --junit and --results different paths")
    }
    // What identifies the code tested and the harness, before anything runs: a path that cannot be hashed refuses the run.
    let fingerprints: [Fingerprint]
    do throws(Fingerprinting.Failure) {
      fingerprints = try Fingerprinting.fingerprints(fingerprint)
    } catch {
      throw UsageError(error.message, hint: error.hint)
    }
    let harness = HarnessExecutable.identify()
    var plan = try suiteOptions.plan(
      baseline: try expectedFailures.map { path throws in try ExpectedFailures.load(path) }, failOn: failOn.level)
    plan.allowPartial = verdictOptions.allowPartial
    var limits = ImplementationSession.Limits()
    limits.startupTimeout = startupTimeout
    let listened = try listening.address.map { address throws in try ListeningRun(address, command: implementation) }
    defer { listened?.finish() }
    let command =
      listened.map { ["--listen", $0.listener.address.description] + implementation }
      ?? (implementation.isEmpty ? BundledTracker.command(profile: plan.suites.collection.profile.id) : implementation)
    var options = Runner.Options(
      command: command, jobs: jobCount, timeout: timeout, limits: limits, keepAllTranscripts: allTranscripts, maxFailures: maxFailures,
      rules: BlameRules(plan.suites.collection.requirements), coLocate: placement.coLocate && listened == nil,
      profile: plan.suites.collection.profile)
    options.connect = listened.map { ImplementationSession.accepting($0.listener, limits: limits) }
    let runner = Runner(options: options)
    let progress = ProgressLine(enabled: !quiet && isatty(STDERR_FILENO) == 1)
    // While cases run, a signal stops the workers and the reports say the run is incomplete;
    // a second one kills what runs, removes temporary files and exits.
    trap.onSignal(
      { signal in runner.cancel(signal: signal) },
      last: { signal in
        runner.cancel(signal: signal)
        TemporaryFiles.shared.removeAll()
        _exit(128 + signal)
      })
    ProcessRegistry.adoptOrphans()

    var record: RunRecord
    do throws(EngineError) {
      record = try runner.run(plan) { done, total, record in progress.update(done: done, total: total, record: record) }
    } catch {
      // Nothing ran, but the reports still say so, case by case.
      if var unavailable = error.record {
        HarnessExecutable.stamp(&unavailable, harness: harness, fingerprints: fingerprints)
        _ = try? outputs.write(unavailable)
      }
      throw error
    }
    HarnessExecutable.stamp(&record, harness: harness, fingerprints: fingerprints)
    progress.finish()

    // From here a signal abandons the reports: their temporary files are
    // removed and the old reports stay as they were.
    trap.onSignal { signal in
      TemporaryFiles.shared.removeAll()
      FileHandle.standardError.write(
        Data("\ninterrupted by \(SignalNames.name(signal)) while writing the reports; they were not replaced\n".utf8))
      _exit(128 + signal)
    }
    let written = try outputs.write(record)
    if CPUTime.reportRequested { FileHandle.standardError.write(Data((CPUTime.line() + "\n").utf8)) }
    let suites = plan.suites
    print(
      verdictOptions.summary(of: record) { id, step in
        guard let steps = suites.testCase(id)?.model.map(\.derivation.steps), case .success(let derived) = steps, step < derived.count
        else { return [] }
        return derived[step].callbacks.map(\.name.rawValue)
      })
    for path in written { print("wrote \(path)") }
    var code = ExitStatus.of(record.verdict)
    // A signal that came after the last case but before the reports still stops with its code.
    if code == 0 || code == ExitStatus.staleBaseline.code, let signal = trap.received { code = ExitStatus.signal(signal) }
    if code != 0 { throw Exit(code: code) }
  }
}

/// A one-line progress display on stderr, redrawn in place; called from any worker.
final class ProgressLine: Sendable {
  private struct State {
    var problems = 0
    var lastDraw = Deadline.now
  }

  private let enabled: Bool
  private let state = Locked(State())

  init(enabled: Bool) { self.enabled = enabled }

  func update(done: Int, total: Int, record: CaseRecord) {
    guard enabled else { return }
    let line = state.withLock { state -> String? in
      if record.outcome.isProblem { state.problems += 1 }
      let now = Deadline.now
      guard done == total || now.uptimeNanoseconds - state.lastDraw.uptimeNanoseconds > 50_000_000 else { return nil }
      state.lastDraw = now
      return "\r[\(done)/\(total)] \(state.problems) failing  \(record.id.prefix(48))\u{1B}[K"
    }
    if let line { FileHandle.standardError.write(Data(line.utf8)) }
  }

  func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

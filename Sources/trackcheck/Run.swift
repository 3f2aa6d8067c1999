import ArgumentParser
import Foundation
import TrackCheckKit

struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run the suites against an implementation and write a JUnit report.",
    discussion: """
      The implementation is the command after '--'; without one, the bundled
      reference tracker runs. Example:
        trackcheck run -- python3 Examples/python/adapter.py
      """)

  @OptionGroup var suiteOptions: SuiteOptions

  @Option(help: ArgumentHelp("Where to write the JUnit XML report.", valueName: "path"))
  var junit = "Reports/junit.xml"

  @Option(help: "Worker processes running cases in parallel; the default is the number of cores.")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: ArgumentHelp("Seconds allowed for one case before the implementation is killed.", valueName: "seconds"))
  var timeout = 10.0

  @Option(name: .customLong("startup-timeout"), help: ArgumentHelp("Seconds allowed for start-up and the handshake.", valueName: "seconds"))
  var startupTimeout = 10.0

  @Flag(name: .customLong("junit-case-properties"), help: "Add <properties> to each <testcase> (read by some tools; not schema-valid).")
  var caseProperties = false

  @Flag(name: .customLong("junit-annotations"), help: "Add file and line attributes to each <testcase> (read by some tools; not schema-valid).")
  var annotations = false

  @Option(help: ArgumentHelp("Where to write the results JSON (default: results.json beside the JUnit report).", valueName: "path"))
  var results: String?

  @Option(name: .customLong("expected-failures"), help: ArgumentHelp("A baseline of expected failures (see 'trackcheck baseline').", valueName: "file"))
  var expectedFailures: String?

  @Flag(help: "Also write the compliance report (HTML, Markdown, SVG badge) beside the JUnit report.")
  var report = false

  @Flag(name: .customLong("all-transcripts"), help: "Keep the protocol transcript and stderr of every case in the reports, not only of failures and errors.")
  var allTranscripts = false

  @Flag(help: "Do not show the progress line.")
  var quiet = false

  @Argument(parsing: .postTerminator, help: ArgumentHelp("The implementation's command line, after '--'.", valueName: "implementation"))
  var implementation: [String] = []

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    guard timeout > 0, startupTimeout > 0 else { throw ValidationError("timeouts must be positive") }
  }

  func run() throws {
    let (collection, selected) = try suiteOptions.load()
    let baseline = try expectedFailures.map { path throws(TrackCheckError) in try ExpectedFailures.load(path) }
    let command = try implementation.isEmpty ? [BundledTracker.path()] : implementation
    var limits = ImplementationSession.Limits()
    limits.startupTimeout = startupTimeout
    let runner = Runner(options: .init(command: command, jobs: jobs, timeout: timeout, limits: limits, keepAllTranscripts: allTranscripts))
    let progress = ProgressLine(enabled: !quiet && isatty(STDERR_FILENO) == 1)
    let flavour = JUnitReport.Flavour(caseProperties: caseProperties, annotations: annotations)
    var result: RunResult
    let output = RunReports(junit: junit, results: results, flavour: flavour, compliance: report, collection: collection, selection: suiteOptions.selection)
    let trap = SignalTrap { signal in runner.cancel(signal: signal) }
    defer { trap.release() }
    do {
      result = try runner.run(selected) { done, total, result in progress.update(done: done, total: total, result: result) }
    } catch {
      // Nothing ran, but the reports still say so, case by case.
      _ = try? output.write(RunResult.unavailable(error, command: command, cases: selected))
      throw error
    }
    progress.finish()
    if let baseline {
      _ = baseline.apply(to: &result, knownCaseIDs: Set(collection.cases.map(\.id)))
    }
    let written = try output.write(result)
    print(TerminalSummary(run: result, colour: isatty(STDOUT_FILENO) == 1).render())
    for path in written { print("wrote \(path)") }
    if result.exitCode != 0 { throw ExitCode(result.exitCode) }
  }
}

/// A one-line progress display on stderr, redrawn in place.
final class ProgressLine: @unchecked Sendable {
  private let enabled: Bool
  private var problems = 0
  private var lastDraw = Deadline.now

  init(enabled: Bool) { self.enabled = enabled }

  func update(done: Int, total: Int, result: CaseResult) {
    guard enabled else { return }
    if result.isProblem { problems += 1 }
    let now = Deadline.now
    guard done == total || now.uptimeNanoseconds - lastDraw.uptimeNanoseconds > 50_000_000 else { return }
    lastDraw = now
    let line = "\r[\(done)/\(total)] \(problems) failing  \(result.testCase.id.prefix(48))\u{1B}[K"
    FileHandle.standardError.write(Data(line.utf8))
  }

  func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}


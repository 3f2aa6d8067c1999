import ArgumentParser
import Foundation
import TrackCheckModel
import TrackCheckReports

/// The options `run` and `merge` share for what they write and how they judge
/// the run they report.
struct VerdictOptions: ParsableArguments {
  @Option(
    name: .customLong("junit-split"),
    help: ArgumentHelp(
      "Also write one JUnit file per suite, TEST-<suite>.xml, into this folder (the Surefire layout).", valueName: "folder"))
  var junitSplit: String?

  @Option(
    name: .customLong("fail-on"),
    help: ArgumentHelp(
      "Which failures fail the run: should (any failing case) or must (only cases with a finding blamed on a MUST requirement; errors always).",
      valueName: "level"))
  var failOn: LevelChoice = .should

  @Option(
    help: ArgumentHelp("Colour the verdict: auto (a terminal, unless NO_COLOR is set or TERM=dumb), always or never.", valueName: "when"))
  var color: ColorChoice = .auto

  /// The terminal summary of `record`, judged by `--fail-on`.
  func summary(of record: RunRecord) -> String {
    TerminalSummary(run: record, colour: color.enabled(for: STDOUT_FILENO), failOn: failOn.level).render()
  }

  /// The exit code of `record`, judged by `--fail-on`.
  func exitCode(of record: RunRecord) -> Int32 {
    ExitStatus.of(record.verdict(failOn: failOn.level))
  }
}

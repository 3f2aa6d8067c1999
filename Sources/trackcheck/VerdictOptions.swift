import ArgumentParser
import Foundation
import TrackCheckModel
import TrackCheckReports

/// The options `run` and `merge` share for what they write and how they show
/// the run they report.
struct VerdictOptions: ParsableArguments {
  @Option(
    name: .customLong("junit-split"),
    help: ArgumentHelp(
      "Also write one JUnit file per suite, TEST-<suite>.xml, into this folder (the Surefire layout).", valueName: "folder"))
  var junitSplit: String?

  @Option(
    name: .customLong("junit-flavor"),
    help: ArgumentHelp(JUnitReport.Flavor.help, valueName: "flavor"))
  var junitFlavor: JUnitReport.Flavor = .jenkins

  @Option(
    help: ArgumentHelp("Colour the verdict: auto (a terminal, unless NO_COLOR is set or TERM=dumb), always or never.", valueName: "when"))
  var color: ColorChoice = .auto

  @Flag(
    name: .customLong("allow-partial"),
    help: ArgumentHelp(
      "Exit 0 when nothing failed but a MUST requirement was judged by no case (exit code 7 otherwise); the reports still say partial."
    ))
  var allowPartial = false

  @Flag(
    help: ArgumentHelp(
      "Show each failing requirement once, MUST first, with its rule, the first case that breaks it and the callbacks that must make the call, instead of every failing case."
    ))
  var summary = false

  /// The terminal summary of `record`, judged by its own policy; `callbacks` names a case's step's callbacks where known.
  func summary(of record: RunRecord, callbacks: @escaping (String, Int) -> [String] = { _, _ in [] }) -> String {
    var text = TerminalSummary(run: record, colour: color.enabled(for: STDOUT_FILENO))
    text.byRequirement = summary
    text.callbacks = callbacks
    return text.render()
  }
}

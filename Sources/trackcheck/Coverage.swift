import ArgumentParser
import TrackCheckEngine
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckReports
import TrackCheckSuites

struct Coverage: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print each requirement with its level and the number of cases that check it; exit 1 when one has none.",
    discussion: "With selection options, the cases they select are counted: every requirement must have cases among them.")

  @OptionGroup var suiteOptions: SuiteOptions

  @OptionGroup var output: FormatOption

  func run() throws {
    // With a selection, the cases it selects: every requirement must have cases in it.
    let (collection, selected) = try suiteOptions.load()
    let report = RequirementCoverage(collection, cases: selected)
    if output.format == .json { output.printJSON(JSONOutput.coverage(report)) } else { print(report.render()) }
    if !report.uncovered.isEmpty { throw Exit(code: ExitStatus.caseFailed.code) }
  }
}

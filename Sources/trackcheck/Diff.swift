import ArgumentParser
import TrackCheckModel
import TrackCheckReports
import TrackCheckSuites

struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Compare two results files: regressions, fixes, cases added and removed.",
    discussion: "Exits 1 when a case that passed in OLD fails or errors in NEW.")

  @Argument(help: ArgumentHelp("The earlier results.", valueName: "old.json"))
  var old: String

  @Argument(help: ArgumentHelp("The later results.", valueName: "new.json"))
  var new: String

  @OptionGroup var output: FormatOption

  func run() throws {
    let diff = ResultsDiff(old: try ResultsFile.load(old), new: try ResultsFile.load(new))
    if output.format == .json { output.printJSON(JSONOutput.diff(diff)) } else { print(diff.render()) }
    if !diff.regressions.isEmpty { throw Exit(code: ExitStatus.caseFailed.code) }
  }
}

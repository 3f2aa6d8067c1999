import ArgumentParser
import TrackCheckEngine
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckReports
import TrackCheckSuites

struct Coverage: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print each requirement with its level and the number of cases that check it; exit 1 when one has none.")

  @OptionGroup var suiteOptions: SuiteOptions

  func run() throws {
    let collection = try SuiteLoader.load(paths: suiteOptions.suites)
    let report = RequirementCoverage(collection)
    print(report.render())
    if !report.uncovered.isEmpty { throw Exit(code: ExitStatus.caseFailed) }
  }
}

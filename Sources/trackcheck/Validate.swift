import ArgumentParser
import TrackCheckEngine
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckReports
import TrackCheckSuites

struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the suites and run nothing; exit 2 with every problem when they are invalid.")

  @OptionGroup var suiteOptions: SuiteOptions

  func run() throws {
    try suiteOptions.refuseSelection(for: "validate", because: "checks every suite file whole")
    let (collection, _) = try suiteOptions.load(allowEmptySelection: true)
    print(
      "\(collection.files.count) files, \(collection.requirements.count) requirements, \(collection.fixtures.count) fixtures, \(collection.cases.count) cases: valid"
    )
  }
}

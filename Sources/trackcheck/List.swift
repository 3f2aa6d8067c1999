import ArgumentParser
import TrackCheckEngine
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckReports
import TrackCheckSuites

struct List: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List the cases, one per line, with their platform and requirements.")

  @OptionGroup var suiteOptions: SuiteOptions

  @Flag(help: "Print only the case ids.")
  var idsOnly = false

  @OptionGroup var output: FormatOption

  func run() throws {
    let (collection, selected) = try suiteOptions.load(allowEmptySelection: true)
    if output.format == .json { return output.printJSON(JSONOutput.cases(selected, total: collection.cases.count)) }
    for testCase in selected {
      if idsOnly {
        print(testCase.id)
      } else {
        print(
          "\(testCase.id)  [\(testCase.platform.rawValue)]  \(testCase.title)  {\(testCase.requirements.map(\.rawValue).joined(separator: ", "))}"
        )
      }
    }
    if !idsOnly {
      let suiteCount = Set(selected.map(\.suite)).count
      print("\(selected.count) cases in \(suiteCount) suites (\(collection.cases.count) in all)")
    }
  }
}

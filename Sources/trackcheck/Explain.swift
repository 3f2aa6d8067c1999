import ArgumentParser
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckProtocol
import TrackCheckReports
import TrackCheckSuites

struct Explain: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the callbacks the platform model derives for one case, and the calls it expects.",
    discussion:
      "With --protocol, print the exact lines trackcheck writes to an implementation, to replay by hand: trackcheck explain ID --protocol | your-adapter"
  )

  @OptionGroup var suiteOptions: SuiteOptions

  @Argument(help: "The case id.")
  var caseID: String

  @Flag(name: .customLong("protocol"), help: "Print only the protocol lines the implementation receives.")
  var protocolLines = false

  @OptionGroup var output: FormatOption

  func run() throws {
    try suiteOptions.refuseSelection(for: "explain", because: "explains the one case it names")
    let suites = try suiteOptions.loadPrepared()
    let collection = suites.collection
    guard let prepared = suites.testCase(caseID) else {
      let hint =
        Suggestions.closest(to: caseID, among: collection.cases.map(\.id)).map { "did you mean '\($0)'?" }
        ?? "'trackcheck list' shows the case ids"
      throw UsageError("no case with id '\(caseID)'", hint: hint)
    }
    let explanation: CaseExplanation
    do {
      explanation = try CaseExplanation(prepared, rules: BlameRules(collection.requirements), sources: collection.sources)
    } catch {
      throw UsageError("case \(caseID): \(error.message)", hint: error.hint)
    }
    if output.format == .json {
      output.printJSON(JSONOutput.explanation(explanation))
    } else if protocolLines {
      for line in ProtocolMessages.lines(of: prepared.testCase, derivation: explanation.derivation) { print(line) }
    } else {
      print(explanation.render())
    }
  }
}

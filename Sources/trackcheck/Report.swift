import ArgumentParser
import TrackCheckReports

struct Report: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write the compliance report (HTML, Markdown, SVG badge) from the results of a run.",
    discussion: "Exits as 'run' did for those results: 0 only for a complete run that passed.")

  @Option(help: ArgumentHelp("The results of a run.", valueName: "path"))
  var results = "Reports/results.json"

  @Option(help: ArgumentHelp("The folder to write compliance.html, compliance.md and badge.svg into.", valueName: "path"))
  var output = "Reports"

  func run() throws {
    let record = try ResultsFile.load(results)
    let report = ComplianceReport(results: record, resultsDigest: ComplianceReport.digest(ofFile: results))
    for path in try report.write(toFolder: output) { print("wrote \(path)") }
    print(report.summary.verdict)
    let code = ExitStatus.of(record.verdict)
    if code != 0 { throw Exit(code: code) }
  }
}

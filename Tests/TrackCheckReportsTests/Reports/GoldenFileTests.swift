import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckReports

/// The report and terminal formats, byte for byte, against the files in
/// `Tests/Fixtures/golden`. A deliberate change of format: run the tests with
/// `TRACKCHECK_UPDATE_GOLDEN=1` and review the diff of those files.
@Suite("Golden files")
struct GoldenFileTests {
  private func check(_ text: String, against name: String) throws {
    let url = TestPaths.fixtures.appendingPathComponent("golden/\(name)")
    if ProcessInfo.processInfo.environment["TRACKCHECK_UPDATE_GOLDEN"] != nil {
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(text == golden, "\(name) differs from its golden file; see the diff with TRACKCHECK_UPDATE_GOLDEN=1 and git diff")
  }

  @Test func junitReport() throws {
    let data = JUnitReport(run: RecordFixtures.mixedRun(), hostname: "golden-host").render()
    try check(String(decoding: data, as: UTF8.self), against: "junit.xml")
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(validator.validate(data) == [])
  }

  @Test func interruptedJUnitReport() throws {
    var run = RecordFixtures.mixedRun()
    run.cases = Array(run.cases.prefix(2))
    run.interruption = Interruption(signal: 2, planned: 6)
    let data = JUnitReport(run: run, hostname: "golden-host").render()
    try check(String(decoding: data, as: UTF8.self), against: "junit-interrupted.xml")
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(validator.validate(data) == [])
  }

  @Test func terminalSummary() throws {
    try check(TerminalSummary(run: RecordFixtures.mixedRun(), colour: false).render() + "\n", against: "terminal.txt")
    try check(TerminalSummary(run: RecordFixtures.mixedRun(), colour: true).render() + "\n", against: "terminal-colour.txt")
  }

  @Test func resultsFileRoundTrips() throws {
    let run = RecordFixtures.mixedRun()
    let text = ResultsFile.render(run)
    try check(text, against: "results.json")
    let again = try ResultsFile.record(from: JSONParser.parse(text))
    #expect(ResultsFile.render(again) == text, "reading the results back and writing them again gives the same file")
  }

  @Test func complianceMarkdown() throws {
    try check(ComplianceReport(results: RecordFixtures.mixedRun()).markdown(), against: "compliance.md")
  }
}

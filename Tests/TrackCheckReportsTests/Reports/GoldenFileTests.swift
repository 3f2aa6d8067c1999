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

@Suite("JUnit split per suite")
struct JUnitSplitTests {
  static let surefire = TestPaths.root.appendingPathComponent("../shared/reference/surefire-test-report.xsd").standardizedFileURL.path

  private func split(_ run: RunRecord) throws -> (folder: URL, files: [String]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-split-\(UUID().uuidString)")
    let written = try JUnitReport(run: run, hostname: "golden-host").writeSplit(toFolder: folder.path)
    return (folder, written.map { URL(fileURLWithPath: $0).lastPathComponent })
  }

  @Test func oneFilePerSuiteEachASingleTestsuite() throws {
    let (folder, files) = try split(RecordFixtures.mixedRun())
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(files == ["TEST-test.xml"])
    let text = try String(contentsOf: folder.appendingPathComponent("TEST-test.xml"), encoding: .utf8)
    #expect(text.contains(#"<testsuite name="test" tests="6" failures="2" errors="1" skipped="2""#))
    #expect(!text.contains("<testsuites") && !text.contains("hostname="))
  }

  @Test func anIncompleteRunAddsItsErrorAsAFileOfItsOwn() throws {
    var run = RecordFixtures.mixedRun()
    run.interruption = Interruption(signal: 15, planned: 10)
    let (folder, files) = try split(run)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(files == ["TEST-trackcheck.run.xml", "TEST-test.xml"])
    let text = try String(contentsOf: folder.appendingPathComponent("TEST-trackcheck.run.xml"), encoding: .utf8)
    #expect(text.contains(#"type="interrupted""#))
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: JUnitSplitTests.surefire)))
  func theFilesAreValidAgainstSurefiresSchema() throws {
    var run = RecordFixtures.mixedRun()
    run.interruption = Interruption(signal: 2, planned: 10)
    let (folder, files) = try split(run)
    defer { try? FileManager.default.removeItem(at: folder) }
    let validator = try SchemaValidator(schemaPath: Self.surefire)
    for file in files {
      #expect(validator.validate(try Data(contentsOf: folder.appendingPathComponent(file))) == [], "\(file)")
    }
  }
}

@Suite("Diff of two runs")
struct DiffTests {
  @Test func aPassThatBecomesAnExpectedFailureIsARegression() {
    let old = RecordFixtures.mixedRun()
    var new = old
    new.cases[0].outcome = .expectedFailure
    new.interruption = Interruption(signal: 2, planned: 6)
    let diff = ResultsDiff(old: old, new: new)
    #expect(diff.regressions.map(\.id) == ["P-1"])
    #expect(diff.remarks.contains { $0.hasPrefix("the new run is incomplete") })
  }
}

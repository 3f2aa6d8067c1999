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
    if text != golden {
      let diff = LineDiff.unified(expected: golden, actual: text, expectedName: "Tests/Fixtures/golden/\(name)", actualName: "rendered")
      Issue.record("\(name) differs from its golden file (TRACKCHECK_UPDATE_GOLDEN=1 rewrites it):\n\(diff)")
    }
  }

  @Test func junitReport() throws {
    let data = JUnitReport(run: RecordFixtures.mixedRun().onHost("golden-host")).render()
    try check(String(decoding: data, as: UTF8.self), against: "junit.xml")
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(validator.validate(data) == [])
  }

  /// The Ant flavor (docs/JUNIT.md): the cases' output in their suite's, `<skipped message>`, no attribute on `<testsuites>`.
  @Test func antJUnitReport() throws {
    var run = RecordFixtures.mixedRun()
    run.stop = RunStop(.signal(15), planned: 9)
    let data = JUnitReport(run: run.onHost("golden-host"), flavor: .ant).render()
    try check(String(decoding: data, as: UTF8.self), against: "junit-ant.xml")
  }

  @Test func interruptedJUnitReport() throws {
    var run = RecordFixtures.mixedRun()
    run.cases = Array(run.cases.prefix(2))
    run.stop = RunStop(.signal(2), planned: 6)
    let data = JUnitReport(run: run.onHost("golden-host")).render()
    try check(String(decoding: data, as: UTF8.self), against: "junit-interrupted.xml")
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(validator.validate(data) == [])
  }

  @Test func terminalSummary() throws {
    try check(TerminalSummary(run: RecordFixtures.mixedRun(), colour: false).render() + "\n", against: "terminal.txt")
    try check(TerminalSummary(run: RecordFixtures.mixedRun(), colour: true).render() + "\n", against: "terminal-colour.txt")
  }

  /// `--summary`: each failing requirement once, MUST first, with its rule, the first case and
  /// the callbacks of the step that must make the call; errors by kind.
  @Test func terminalSummaryByRequirement() throws {
    var summary = TerminalSummary(run: RecordFixtures.mixedRun(), colour: false)
    summary.byRequirement = true
    summary.callbacks = { _, step in
      step == 0 ? ["FirebaseMessagingService.onMessageReceived"] : ["Receiver.onReceive", "Receiver.onReceive"]
    }
    try check(summary.render() + "\n", against: "terminal-summary.txt")
    #expect(TerminalSummary.counted(["a", "b", "a", "a"]) == ["a (×3)", "b"])
    // A rule a failing case could not judge (its push was never tracked) is named once, unless it fails itself.
    var waiting = RecordFixtures.mixedRun()
    let failed = try #require(waiting.cases.firstIndex { $0.outcome == .failed })
    waiting.cases[failed].findings = waiting.cases[failed].findings.map { finding in
      var finding = finding
      finding.unjudged = ["R-9", finding.requirement]
      return finding
    }
    var text = TerminalSummary(run: waiting, colour: false)
    text.byRequirement = true
    #expect(text.render().contains("not judged yet, behind a missing call in the cases above (the push was never tracked): R-9\n"))
  }

  @Test func resultsFileRoundTrips() throws {
    let run = RecordFixtures.mixedRun()
    let text = ResultsFile.render(run)
    try check(text, against: "results.json")
    let again = try ResultsFile.record(from: JSONParser.parse(text))
    #expect(ResultsFile.render(again) == text, "reading the results back and writing them again gives the same file")
  }

  /// A file of schema 3 (a signal in `incomplete`, `--max-failures` in
  /// `stopped`, no `failOn`) reads into the record schema 4 writes.
  @Test func resultsOfSchema3AreStillRead() throws {
    let old = try ResultsFile.load(TestPaths.fixture("results/schema3-interrupted.json"))
    #expect(old.stop == RunStop(.signal(15), planned: 9))
    #expect(old.failOn == .should)
    #expect(old.verdict == .incomplete(RunStop(.signal(15), planned: 9)))
    var stopped = try String(contentsOfFile: TestPaths.fixture("results/schema3-interrupted.json"), encoding: .utf8)
    stopped = stopped.replacingOccurrences(of: #""incomplete": {"signal":"SIGTERM","ran":6,"planned":9}"#, with: #""incomplete": null"#)
    stopped = stopped.replacingOccurrences(of: #""stopped": null"#, with: #""stopped": {"maxFailures":2,"ran":6,"planned":9}"#)
    let early = try ResultsFile.record(from: JSONParser.parse(stopped))
    #expect(early.stop == RunStop(.maxFailures(2), planned: 9))
    // Written again, it is schema 4.
    let rewritten = try JSONParser.parse(ResultsFile.render(early))
    #expect(rewritten["version"] == .integer(4))
    #expect(rewritten["stopped"]?["cause"]?.stringValue == "max-failures")
    #expect(rewritten["failOn"]?.stringValue == "should")
  }

  /// An interrupted exploration's stop keeps where it was (scenarios run, exploring or shrinking) through the
  /// results file, and its sentence counts scenarios.
  @Test func anInterruptedExplorationReadsBackWithWhereItWas() throws {
    var run = RecordFixtures.mixedRun()
    var stop = RunStop(.signal(2), planned: 7)
    stop.exploration = .init(scenarios: 212, shrinking: true)
    run.stop = stop
    let text = ResultsFile.render(run)
    let json = try JSONParser.parse(text)
    #expect(json["verdict"]?.stringValue == "incomplete")
    #expect(json["stopped"]?["exploration"]?["phase"]?.stringValue == "shrinking")
    let again = try ResultsFile.record(from: json)
    #expect(again.stop == stop)
    #expect(
      again.stop?.sentence(ran: again.cases.count) == "interrupted by SIGINT while shrinking a failure, after 212 generated scenarios")
  }

  @Test func complianceMarkdown() throws {
    try check(ComplianceReport(results: RecordFixtures.mixedRun()).markdown(), against: "compliance.md")
  }

  /// The report of failures of both levels, an error and an expected failure, and the identity of what ran
  /// (``ComplianceFailuresTests`` checks its order and grouping).
  @Test func complianceReportOfFailures() throws {
    let report = ComplianceReport(results: RecordFixtures.complianceRun(), resultsDigest: "sha256:golden")
    try check(report.html(), against: "compliance-failures.html")
    try check(report.markdown(), against: "compliance-failures.md")
  }

  @Test func complianceHTMLAndBadge() throws {
    let report = ComplianceReport(results: RecordFixtures.mixedRun(), resultsDigest: "sha256:golden")
    try check(report.html(), against: "compliance.html")
    try check(report.badge(), against: "badge.svg")
    var partial = RecordFixtures.mixedRun()
    partial.cases = partial.cases.filter { $0.outcome == .passed }
    partial.requirements.append(
      Requirement(
        id: "R-2", level: .must, rule: "Clicks are tracked.", source: "s", enforcedByPlatform: nil, location: SourceLocation(file: "")))
    try check(ComplianceReport(results: partial).badge(), against: "badge-partial.svg")
  }
}

/// The compliance report of a run with failures of both levels, an error and an expected failure:
/// what comes first, how failures group, what paper keeps. Its golden files are
/// `compliance-failures.html` and `.md` (``GoldenFileTests``; docs/RESULTS.md says how to look at the page).
@Suite("Compliance report of failures")
struct ComplianceFailuresTests {
  private let report = ComplianceReport(results: RecordFixtures.complianceRun(), resultsDigest: "sha256:golden")
  private let long = "AND-EXTRA-KEY-background-receive-with-a-long-identifier"

  /// MUST failures first, then SHOULD failures, errors and expected failures, each in suite order
  /// (the SHOULD failure comes first in the suite).
  @Test func mustFailuresComeFirst() {
    #expect(report.summary.problems.map(\.id) == ["F-2", "F-8", long, "E-3", "X-5"])
  }

  @Test func failuresGroupByRequirementAndCauseWithCounts() {
    let groups = report.summary.failuresByRequirement
    #expect(groups.map(\.requirement.id) == ["R-1", "R-3"])
    #expect(groups.map(\.findings) == [2, 1])
    #expect(groups[0].cases.map(\.id) == ["F-2", "F-8"])
    // Other values, another notification: one cause.
    #expect(groups[0].causes.map(\.signature) == [#"missing: expected call N, open ("…"), was not made at step N (tap …)"#])
    #expect(groups[0].causes.map(\.cases.count) == [2])
    #expect(report.summary.errorCauses.map { $0.cases.map(\.id) } == [["E-3"]])
    #expect(report.summary.exampleCases == ["F-2", long, "E-3"])
  }

  /// The page in the order an auditor reads it, the identity of what was tested in its facts, and
  /// paper that keeps the evidence and one full example per cause.
  @Test func theHTMLLeadsWithMustFailuresAndPrintsItsEvidence() throws {
    let html = report.html()
    let order = [
      "Failures by requirement", "<span class=\"rid\">R-1</span>", "<span class=\"rid\">R-3</span>", "<h2>Errors", "<h2>MUST requirements",
      "<h2>SHOULD requirements", "<h2>Failing cases", "Appendix: each failing case in full",
    ]
    let positions = try order.map { try #require(html.range(of: $0)?.lowerBound, "\($0)") }
    #expect(positions == positions.sorted())
    #expect(html.contains("sha256:" + String(repeating: "ab", count: 32)), "the harness by its digest")
    #expect(html.contains("tracker/src sha256:" + String(repeating: "ef", count: 32) + " (12 files, 48.2 KB)"))
    // Evidence: folded on screen, written out for paper; the full detail printed for the first case of each cause only.
    #expect(html.contains("<details class=\"evidence screen-only\">"))
    #expect(html.contains("<tr class=\"print-only\"><td class=\"evidence\" colspan=\"3\"><b>evidence: "))
    #expect(html.contains("@media print {") && html.contains(".screen-only { display: none; }"))
    #expect(html.contains("<article id=\"case-F-2\" class=\"failure failed example\">"))
    #expect(html.contains("<article id=\"case-F-8\" class=\"failure failed screen-only\">"))
    #expect(html.contains("On paper, only the first case of each cause: 3 of 5"))
    // The long line of JSON wraps under itself, indented, inside its box.
    #expect(html.contains("<div class=\"l2\">actual   1. collectMessageInfo({&quot;deliveryId&quot;"))
    #expect(html.contains(".timeline { font: 11.5px/1.45 var(--mono)") && html.contains("overflow-wrap: anywhere"))
  }
}

/// A golden file's mismatch is reported as a readable line diff.
@Suite("Golden-file diffs")
struct LineDiffTests {
  @Test func aChangedLineIsShownWithItsContext() {
    let expected = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let actual = expected.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      LineDiff.unified(expected: expected, actual: actual) == """
        --- expected
        +++ actual
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8
        """)
  }

  @Test func distantChangesAreSeparateHunksAndAddedLinesCount() {
    let expected = (1...20).map { "\($0)" }.joined(separator: "\n")
    var lines = expected.split(separator: "\n").map(String.init)
    lines.remove(at: 1)
    lines.insert("new", at: 17)
    let diff = LineDiff.unified(expected: expected, actual: lines.joined(separator: "\n"), context: 1)
    #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,3 +1,2 @@", "@@ -18,2 +17,3 @@"], "\(diff)")
    #expect(diff.contains("\n-2\n") && diff.contains("\n+new\n"))
  }

  @Test func controlCharactersAreVisibleAndEqualTextsHaveNoDiff() {
    #expect(LineDiff.unified(expected: "a\n", actual: "a\n") == "")
    let diff = LineDiff.unified(expected: "\u{1B}[31mred\n", actual: "red\n")
    #expect(diff.contains("-\\x1B[31mred") && diff.contains("+red"), "\(diff)")
  }
}

@Suite("JUnit split per suite")
struct JUnitSplitTests {
  static let surefire = TestPaths.schema("surefire-test-report.xsd")

  private func split(_ run: RunRecord) throws -> (folder: URL, files: [String]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-split-\(UUID().uuidString)")
    let written = try JUnitReport(run: run.onHost("golden-host")).writeSplit(toFolder: folder.path)
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
    run.stop = RunStop(.signal(15), planned: 10)
    let (folder, files) = try split(run)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(files == ["TEST-trackcheck.run.xml", "TEST-test.xml"])
    let text = try String(contentsOf: folder.appendingPathComponent("TEST-trackcheck.run.xml"), encoding: .utf8)
    #expect(text.contains(#"type="interrupted""#))
  }

  @Test func theFilesAreValidAgainstSurefiresSchema() throws {
    var run = RecordFixtures.mixedRun()
    run.stop = RunStop(.signal(2), planned: 10)
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
    new.cases[0].result = .expectedFailure(.failed)
    new.stop = RunStop(.signal(2), planned: 6)
    let diff = ResultsDiff(old: old, new: new)
    #expect(diff.regressions.map(\.id) == ["P-1"])
    #expect(diff.remarks.contains { $0.hasPrefix("the new run is incomplete") })
  }
}

@Suite("Compliance conclusions")
struct ComplianceConclusionTests {
  private func run(_ outcomes: [Outcome], requirements: [RequirementID] = ["R-1", "R-2"]) -> RunRecord {
    var run = RecordFixtures.mixedRun()
    run.cases = outcomes.enumerated().map { index, outcome in
      CaseRecord(
        CaseBuilder.testCase(id: "C-\(index)"), result: .of(outcome), message: "m", order: index)
    }
    run.requirements = requirements.map {
      Requirement(id: $0, level: .must, rule: "rule \($0)", source: "s", enforcedByPlatform: nil, location: SourceLocation(file: ""))
    }
    return run
  }

  /// A run scoped to one platform (an Android-only tracker) conforms for that platform: requirements
  /// only iOS cases check are out of its scope, neither met nor untested, and the verdict names the scope.
  @Test func aRunOfOnePlatformConformsForThatPlatform() {
    var record = run([.passed, .passed], requirements: ["R-1", "R-2", "R-3"])
    record.identity.platforms = [.ios]
    record.requirements[1].platforms = [.android]
    record.cases[0].requirements = ["R-1"]
    record.cases[1].requirements = ["R-3"]
    let summary = ComplianceSummary(results: record)
    #expect(summary.outOfScope.map(\.id) == ["R-2"])
    #expect(summary.untested.isEmpty)
    #expect(summary.conclusion == .conforms)
    #expect(summary.verdict == "Conforms to every MUST and SHOULD requirement (ios)")
  }

  @Test func whatWasNotTestedMakesItPartialNeverConforming() {
    let report = ComplianceReport(results: run([.passed, .passed]))
    #expect(report.summary.conclusion == .partial)
    #expect(report.summary.untested.map(\.id) == ["R-2"])
    #expect(
      report.summary.verdict.hasPrefix(
        "Partial: every requirement judged is met, but 1 of 2 requirements were not judged (1 MUST): 1 requirement: no case of the run checks it"
      ))
    #expect(report.badge().contains("partial: MUST 100% of 1"))
    #expect(!report.badge().contains("#15803d"), "a partial badge is never green")
    #expect(report.html().contains("<h2>Not tested <span class=\"count\">1</span></h2>"))
    #expect(report.markdown().contains("## Not tested: 1"))
  }

  @Test func errorsAloneAreInconclusiveAndAFailureDecides() {
    #expect(ComplianceReport(results: run([.passed, .error], requirements: ["R-1"])).summary.conclusion == .inconclusive)
    #expect(ComplianceReport(results: run([.failed, .error], requirements: ["R-1"])).summary.conclusion == .doesNotConform)
    #expect(ComplianceReport(results: run([.passed], requirements: ["R-1"])).summary.conclusion == .conforms)
  }

  @Test func anInterruptedRunIsIncompleteInEveryFormat() {
    var interrupted = run([.passed], requirements: ["R-1"])
    interrupted.stop = RunStop(.signal(2), planned: 9)
    let report = ComplianceReport(results: interrupted)
    #expect(report.summary.conclusion == .incomplete)
    #expect(report.html().contains("Incomplete: interrupted by SIGINT after 1 of 9 cases"))
    #expect(report.markdown().contains("Incomplete: interrupted by SIGINT after 1 of 9 cases"))
    #expect(report.badge().contains("push tracking · campaign-standard 1.0: incomplete"))
  }

  /// Errors judged nothing: they are grouped by their message, ids, values and notification names aside.
  @Test func errorsAreGroupedByCause() {
    var record = run([.error, .error, .error], requirements: ["R-1"])
    record.cases[0].message = "missing click call at step 2 (tap default) (+1 more)"
    record.cases[1].message = "missing click call at step 2 (tap older)"
    record.cases[2].message = #"call 1: 'deliveryId' is "x", expected "y""#
    let causes = ComplianceSummary(results: record).errorCauses
    #expect(causes.map(\.cases.count) == [2, 1])
    #expect(causes[0].signature == "missing click call at step N (tap …)")
    #expect(causes[1].signature == #"call N: 'deliveryId' is "…", expected "…""#)
  }

  /// Each finding counts under the requirement it is blamed on, MUST first; a JSON key is kept, its value is not.
  @Test func findingsAreGroupedByTheirRequirementMustFirst() {
    var record = run([.failed, .failed], requirements: ["R-1", "R-2"])
    record.requirements[0].level = .should
    for index in 0..<2 {
      record.cases[index].findings = [
        Finding(fault: .missing, requirement: "R-1", level: .should, step: 1, message: "missing: open at step 2 (tap n\(index))"),
        Finding(
          fault: .extraKey, requirement: "R-2", level: .must, step: 1,
          message: #"wrong values: call 1 collectMessageInfo({"deliveryId":"d\#(index)","k":"v\#(index)"}): extra key "k""#),
      ]
    }
    let groups = ComplianceSummary(results: record).failuresByRequirement
    #expect(groups.map(\.requirement.id) == ["R-2", "R-1"])
    #expect(groups.map(\.findings) == [2, 2])
    #expect(groups[0].causes.map(\.signature) == [#"wrong values: call N collectMessageInfo({"deliveryId":"…","k":"…"}): extra key "…""#])
    #expect(groups[1].causes.map(\.signature) == ["missing: open at step N (tap …)"])
    #expect(groups[1].causes.map(\.cases.count) == [2])
    #expect(JUnitReport.failureType(record.cases[0]) == "MUST R-2 +1")
    #expect(record.caseLevels.level(of: record.cases[0]) == .must)
  }

  @Test func implementationTextIsInertInTheMarkdown() {
    var record = run([.passed], requirements: ["R-1"])
    record.identity.name = "evil\n# heading <script>alert(1)</script> | *x*"
    let markdown = ComplianceReport(results: record).markdown()
    let title = markdown.split(separator: "\n")[0]
    #expect(title.hasPrefix("# Push tracking compliance: evil \\# heading &lt;script&gt;"))
    #expect(!markdown.contains("<script>"))
  }
}

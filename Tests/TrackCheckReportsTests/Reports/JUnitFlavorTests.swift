import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckReports

/// Each JUnit flavor, for each kind of run, against the schemas of the consumers it is for (docs/JUNIT.md):
/// their schemas in `Tests/Fixtures/schemas`, and the project's own.
@Suite("JUnit flavors")
struct JUnitFlavorTests {
  /// The kinds of run every flavor must write validly.
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case passing, failing, interrupted, nothingTested

    var testDescription: String { rawValue }

    /// A run of this kind, its cases in two suite files, so that what suites share shows.
    var run: RunRecord {
      var run = RecordFixtures.mixedRun()
      switch self {
      case .passing: run.cases = run.cases.filter { $0.outcome == .passed }
      case .failing: break
      case .interrupted:
        run.cases = Array(run.cases.prefix(4))
        run.stop = RunStop(.signal(15), planned: 9)
      case .nothingTested: run.cases = run.cases.filter { $0.outcome == .notApplicable }
      }
      run.suiteFiles.append(SuiteFileRecord(name: "other", path: "Suites/other.yaml"))
      if self == .passing || self == .nothingTested { run.cases.append(run.cases[0]) }
      for index in run.cases.indices {
        run.cases[index].id = "C-\(index)"
        if index % 2 == 1 { run.cases[index].suite = "other" }
      }
      return run.onHost("host")
    }

    /// The verdict the run must have.
    var verdict: String {
      switch self {
      case .passing: "passed"
      case .failing: "failed"
      case .interrupted: "incomplete"
      case .nothingTested: "nothing-tested"
      }
    }

    /// Whether a case of the run is skipped: the JUnit 5 / Jenkins schema allows no `message` on `<skipped>`.
    var skipsACase: Bool { run.cases.contains { $0.outcome == .notApplicable || $0.outcome == .expectedFailure } }
  }

  static func schema(_ name: String) throws -> SchemaValidator {
    try SchemaValidator(schemaPath: TestPaths.schema(name))
  }

  static let project = TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path

  @Test(arguments: Kind.allCases)
  func theJenkinsFlavorIsValidAgainstTheProjectsContract(_ kind: Kind) throws {
    let run = kind.run
    #expect(run.verdict.name == kind.verdict)
    let data = JUnitReport(run: run).render()
    #expect(try SchemaValidator(schemaPath: Self.project).validate(data) == [])
  }

  @Test(arguments: Kind.allCases)
  func theJenkinsFlavorIsValidAgainstBothJenkinsSchemasButNotAnts(_ kind: Kind) throws {
    let data = JUnitReport(run: kind.run, flavor: .jenkins).render()
    #expect(try Self.schema("junit-10.xsd").validate(data) == [])
    #expect(try Self.schema("junit5-jenkins-junit.xsd").validate(data) == [])
    // The case's own output, which Jenkins shows on the case's page, is what Ant's schema forbids.
    let ant = try Self.schema("ant-junit-windyroad.xsd").validate(data)
    #expect(ant.contains { $0.contains("'system-out': This element is not expected") }, "\(ant)")
  }

  @Test(arguments: Kind.allCases)
  func theAntFlavorIsValidAgainstAntsSchemaAndJenkinsXUnit(_ kind: Kind) throws {
    let data = JUnitReport(run: kind.run, flavor: .ant).render()
    #expect(try Self.schema("ant-junit-windyroad.xsd").validate(data) == [])
    #expect(try Self.schema("junit-10.xsd").validate(data) == [])
    // Valid against the JUnit 5 / Jenkins schema too, but for the skip message Azure DevOps reads.
    let junit5 = try Self.schema("junit5-jenkins-junit.xsd").validate(data)
    if kind.skipsACase {
      #expect(!junit5.isEmpty && junit5.allSatisfy { $0.contains("'skipped', attribute 'message'") }, "\(junit5)")
    } else {
      #expect(junit5 == [])
    }
  }

  @Test(arguments: JUnitReport.Flavor.allCases, Kind.allCases)
  func splitFilesAreValidForTheirFlavor(_ flavor: JUnitReport.Flavor, _ kind: Kind) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-flavor-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try JUnitReport(run: kind.run, flavor: flavor).writeSplit(toFolder: folder.path)
    #expect(written.count == (kind == .passing || kind == .failing ? 2 : 3))
    // The Jenkins flavor's files follow Maven Surefire; the Ant flavor's are Ant's single-suite documents.
    let schema = try Self.schema(flavor == .jenkins ? "surefire-test-report.xsd" : "ant-junit-windyroad.xsd")
    for path in written {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(schema.validate(data) == [], "\(path)")
      #expect(try Self.schema("junit-10.xsd").validate(data) == [], "\(path)")
    }
  }

  /// xunitparser gathers every suite's properties into one map and stops at a name it has seen:
  /// the run's identity is written once, in the first suite, and each suite's file under a name of its own.
  @Test(arguments: JUnitReport.Flavor.allCases, Kind.allCases)
  func noPropertyNameAppearsTwice(_ flavor: JUnitReport.Flavor, _ kind: Kind) throws {
    let text = String(decoding: JUnitReport(run: kind.run, flavor: flavor).render(), as: UTF8.self)
    let names = text.components(separatedBy: #"<property name=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(Set(names).count == names.count, "\(names)")
    #expect(names.filter { $0 == "run.verdict" }.count == 1)
    #expect(text.contains(#"<property name="run.verdict" value="\#(kind.verdict)"/>"#))
    // The first suite carries it: the run's own suite when there is one.
    let firstSuite = try #require(text.components(separatedBy: "<testsuite ").dropFirst().first)
    #expect(firstSuite.contains(#"<property name="implementation.name" value="golden-tracker"/>"#))
    if kind == .interrupted || kind == .nothingTested { #expect(firstSuite.hasPrefix(#"name="trackcheck.run""#)) }
    for suite in ["test", "other"] where text.contains(#"<testsuite name="\#(suite)""#) {
      #expect(text.contains(#"<property name="suite.file.\#(suite)" value="Suites/\#(suite).yaml"/>"#))
    }
  }

  @Test func theJenkinsFlavorKeepsEachCasesOutputInTheCase() throws {
    let text = String(decoding: JUnitReport(run: Kind.failing.run, flavor: .jenkins).render(), as: UTF8.self)
    #expect(text.contains("<system-out>case: C-1\n"))
    #expect(text.contains("<system-err>tracker: tap handled\\x1B[2J</system-err>"))
    // The skip reason as text: Jenkins shows it when there is no message attribute.
    #expect(text.contains("<skipped>not applicable: the implementation does not support android</skipped>"))
    #expect(text.contains("<skipped>expected failure (bug): known bug (https://example.com/1)\nmissing impression call"))
    #expect(!text.contains("<skipped message="))
    #expect(text.contains(#"<testsuites name="trackcheck" tests="6" failures="2" errors="1""#))
  }

  @Test func theAntFlavorGathersTheCasesOutputIntoTheirSuite() throws {
    let run = Kind.failing.run
    let text = String(decoding: JUnitReport(run: run, flavor: .ant).render(), as: UTF8.self)
    #expect(text.contains("<testsuites>"))
    #expect(text.contains(#"<testsuite name="test" tests="3" failures="0" errors="1" skipped="1""#))
    #expect(text.contains(#"package="test" id="0">"#) && text.contains(#"package="other" id="1">"#))
    // No output inside a case; each case's part of its suite's output is headed by the case.
    for testCase in text.components(separatedBy: "<testcase ").dropFirst() {
      let body = testCase.components(separatedBy: "</testcase>")[0]
      #expect(!body.contains("<system-out>") && !body.contains("<system-err>"))
    }
    #expect(text.contains("<system-out>=== C-0: test case P-1\ncase: C-0\n"))
    #expect(text.contains("=== C-1: test case F-2\ncase: C-1\n"))
    #expect(
      text.contains("transcript:\n→ {&quot;type&quot;:&quot;begin&quot;,&quot;id&quot;:&quot;1&quot;,&quot;case&quot;:&quot;F-2&quot;}"))
    #expect(text.contains("<system-err>=== C-1\ntracker: tap handled\\x1B[2J"))
    // The skip message as Azure DevOps reads it, and the text beside it.
    #expect(
      text.contains(
        #"<skipped message="not applicable: the implementation does not support android">not applicable: the implementation does not support android</skipped>"#
      ))
  }
}

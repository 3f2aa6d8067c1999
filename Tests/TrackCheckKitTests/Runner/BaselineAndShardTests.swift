import Foundation
import Testing
@testable import TrackCheckKit

@Suite("Baselines, sharding and merging", .serialized)
struct BaselineAndShardTests {
  static let collection = try! SuiteLoader.load(paths: [TestPaths.suites])

  private func run(fault: String?, selection: CaseSelection = CaseSelection()) throws -> RunResult {
    let command = [TestPaths.referenceTracker] + (fault.map { ["--fault", $0] } ?? [])
    let cases = selection.apply(to: Self.collection.cases, requirements: Self.collection.requirements)
    return try Runner(options: .init(command: command, jobs: 2, timeout: 10)).run(cases)
  }

  private func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aBaselineOfExactlyTheFailuresPassesAndOnlyShrinks() throws {
    let faulty = try run(fault: "flag-case-sensitive")
    #expect(faulty.exitCode == 1)
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = RunReports(junit: folder.appendingPathComponent("junit.xml").path, results: nil, flavour: .init(), compliance: false,
      collection: Self.collection, selection: CaseSelection())
    try output.write(faulty)
    let record = try ResultsFile.load(output.results)
    let baseline = ExpectedFailures.make(from: record, keeping: nil)
    #expect(baseline.entries.count == faulty.counts.failed)

    // Round trip through the file format.
    let path = folder.appendingPathComponent("baseline.yaml").path
    try AtomicFile.write(Data(baseline.yaml().utf8), to: path)
    let loaded = try ExpectedFailures.load(path)
    #expect(loaded.entries.map(\.caseID) == baseline.entries.map(\.caseID))

    let known = Set(Self.collection.cases.map(\.id))
    var covered = faulty
    _ = loaded.apply(to: &covered, knownCaseIDs: known)
    #expect(covered.exitCode == 0)
    #expect(covered.counts.expectedFailures == baseline.entries.count)

    var missingOne = faulty
    _ = ExpectedFailures(entries: Array(loaded.entries.dropFirst())).apply(to: &missingOne, knownCaseIDs: known)
    #expect(missingOne.exitCode == 1)

    var stale = faulty
    let extra = [
      ExpectedFailure(caseID: "EVENT-ios-bg-impression", reason: "passes now"),
      ExpectedFailure(caseID: "NO-SUCH-CASE", reason: "typo"),
    ]
    let unknown = ExpectedFailures(entries: loaded.entries + extra).apply(to: &stale, knownCaseIDs: known)
    #expect(unknown.map(\.caseID) == ["NO-SUCH-CASE"])
    #expect(stale.exitCode == ExitStatus.staleBaseline)
    #expect(stale.counts.fixed == 1)
    let summary = TerminalSummary(run: stale, colour: false).render()
    #expect(summary.contains("EVENT-ios-bg-impression now passes; remove the entry"))
    #expect(summary.contains("NO-SUCH-CASE names no case"))

    // An expected failure is a skipped test in JUnit, saying so.
    let junit = String(decoding: JUnitReport(run: covered, suites: Self.collection.suites).render(), as: UTF8.self)
    #expect(junit.contains(#"<skipped message="expected failure (bug): "#))
  }

  @Test func aBaselineFileWithProblemsIsRejectedWithPositions() {
    do {
      _ = try ExpectedFailures.load(TestPaths.fixture("baselines/invalid.yaml"))
      Issue.record("loaded")
    } catch {
      let text = error.description
      #expect(text.contains("invalid.yaml:4:5: error: unknown key 'reson' in an entry"), "\(text)")
      #expect(text.contains("did you mean 'reason'?"))
      #expect(text.contains("invalid.yaml:6:11: error: 'kind' cannot be 'won't fix'"), "\(text)")
    }
  }

  @Test func shardsAreBalancedDisjointAndCompleteAndMergeIntoTheUnshardedRun() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var parts: [(path: String, file: ResultsFile)] = []
    var junits: [String] = []
    var sizes: [Int] = []
    for index in 1...4 {
      var selection = CaseSelection()
      selection.shard = CaseSelection.Shard(index: index, count: 4)
      let result = try run(fault: "stale-ids", selection: selection)
      sizes.append(result.results.count)
      let output = RunReports(junit: folder.appendingPathComponent("shard\(index)/junit.xml").path, results: nil, flavour: .init(),
        compliance: false, collection: Self.collection, selection: selection)
      try output.write(result)
      parts.append((output.results, try ResultsFile.load(output.results)))
      junits.append(output.junit)
    }
    #expect(sizes.max()! - sizes.min()! <= 1)
    #expect(sizes.reduce(0, +) == Self.collection.cases.count)

    let whole = try run(fault: "stale-ids")
    let merged = try ResultsMerge.merge(parts)
    #expect(merged.cases.map(\.id) == whole.results.map(\.testCase.id))
    #expect(merged.cases.map(\.outcome) == whole.results.map(\.outcome.word))
    #expect(merged.shard == nil)

    let order = Dictionary(merged.cases.map { ($0.id, $0.order) }, uniquingKeysWith: { first, _ in first })
    let junit = try JUnitMerge.merge(junits, order: order, selection: merged.selection)
    let text = String(decoding: junit, as: UTF8.self)
    #expect(text.contains(#"<testsuites name="trackcheck" tests="\#(whole.results.count)" failures="\#(whole.counts.failed)" errors="0""#))
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(validator.validate(junit) == [])

    #expect(throws: TrackCheckError.self) { try ResultsMerge.merge(Array(parts.dropLast())) }
    var foreign = parts
    foreign[0].file.suiteDigest = "sha256:other"
    #expect(throws: TrackCheckError.self) { try ResultsMerge.merge(foreign) }
  }

  @Test func diffFindsRegressionsAndFixes() throws {
    let collection = Self.collection
    let good = ResultsFile(run: try run(fault: nil), collection: collection)
    let bad = ResultsFile(run: try run(fault: "dismiss-ignored"), collection: collection)
    let regressed = ResultsDiff(old: good, new: bad)
    #expect(!regressed.regressions.isEmpty)
    #expect(regressed.fixes.isEmpty)
    let fixed = ResultsDiff(old: bad, new: good)
    #expect(fixed.regressions.isEmpty)
    #expect(fixed.fixes.count == regressed.regressions.count)
  }

  @Test func resultsRoundTripAndFeedTheComplianceReport() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("results.json").path
    try ResultsFile(run: try run(fault: "ids-swapped"), collection: Self.collection).write(to: path)
    let loaded = try ResultsFile.load(path)
    #expect(loaded.cases.count == Self.collection.cases.count)
    #expect(loaded.requirements.count == Self.collection.requirements.count)
    let failed = try #require(loaded.cases.first { $0.outcome == "failed" })
    #expect(!failed.actual.isEmpty && !failed.expected.isEmpty && !failed.details.isEmpty)

    let report = ComplianceReport(results: loaded)
    #expect(!report.summary.conformsToMust)
    #expect(report.summary.rows.first { $0.requirement.id == "ACS-IDS-MAPPING" }?.status == .fail)
    let html = report.html()
    #expect(html.contains("Does not conform"))
    #expect(html.contains("<svg"))
    #expect(!html.contains("<script"))
    // Self-contained: no script, stylesheet, image or font fetched from anywhere.
    for external in ["src=\"http", "href=\"http", "<link", "@import", "url(http"] { #expect(!html.contains(external), "\(external)") }
    #expect(report.markdown().contains("| **ACS-IDS-MAPPING**"))
    #expect(report.summary.percentage(.must) < 100)
    #expect(report.badge().contains("push tracking: MUST \(report.summary.percentage(.must))%"))
  }
}

import Foundation
import Testing
import TrackCheckPrimitives
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol
@testable import TrackCheckReports
@testable import TrackCheckSuites

@Suite("Baselines, sharding and merging", .serialized)
struct BaselineAndShardTests {
  static let suites = try! SuiteLoader.prepare(paths: [TestPaths.suites])
  static var collection: SuiteCollection { suites.collection }

  private func run(fault: String?, selection: CaseSelection = CaseSelection()) throws -> RunRecord {
    let command = [TestPaths.referenceTracker] + (fault.map { ["--fault", $0] } ?? [])
    return try Runner(
      options: .init(
        command: command, jobs: 2, timeout: 10, rules: BlameRules(Self.collection.requirements), profile: TestProfiles.standard)
    ).run(RunPlan(suites: Self.suites, selection: selection))
  }

  private func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aBaselineOfExactlyTheFailuresPassesAndOnlyShrinks() throws {
    let faulty = try run(fault: "flag-case-sensitive")
    #expect(faulty.verdict == .failed)
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = RunReports(junit: folder.appendingPathComponent("junit.xml").path, results: nil, compliance: false)
    try output.write(faulty)
    let record = try ResultsFile.load(output.results)
    let baseline = try ExpectedFailures.make(from: record, keeping: nil)
    #expect(baseline.entries.count == faulty.counts.failed)

    // Round trip through the file format.
    let path = folder.appendingPathComponent("baseline.yaml").path
    try AtomicFile.write(Data(baseline.yaml().utf8), to: path)
    let loaded = try ExpectedFailures.load(path)
    #expect(loaded.entries.map(\.caseID) == baseline.entries.map(\.caseID))

    let known = Set(Self.collection.cases.map(\.id))
    var covered = faulty
    loaded.apply(to: &covered, knownCaseIDs: known)
    #expect(covered.verdict == .passed)
    #expect(covered.counts.expectedFailures == baseline.entries.count)

    var missingOne = faulty
    ExpectedFailures(entries: Array(loaded.entries.dropFirst())).apply(to: &missingOne, knownCaseIDs: known)
    #expect(missingOne.verdict == .failed)

    var stale = faulty
    let extra = [
      ExpectedFailure(caseID: "EVENT-ios-bg-impression", reason: "passes now"),
      ExpectedFailure(caseID: "NO-SUCH-CASE", reason: "typo"),
    ]
    ExpectedFailures(entries: loaded.entries + extra).apply(to: &stale, knownCaseIDs: known)
    #expect(stale.unknownBaselineEntries.map(\.caseID) == ["NO-SUCH-CASE"])
    #expect(stale.verdict == .staleBaseline)
    #expect(stale.counts.fixed == 1)
    let summary = TerminalSummary(run: stale, colour: false).render()
    #expect(summary.contains("EVENT-ios-bg-impression now passes; remove the entry"))
    #expect(summary.contains("NO-SUCH-CASE names no case"))

    // An expected failure is a skipped test in JUnit, saying so.
    let junit = String(decoding: JUnitReport(run: covered).render(), as: UTF8.self)
    #expect(junit.contains(#"<skipped>expected failure (bug): "#))
    let ant = String(decoding: JUnitReport(run: covered, flavor: .ant).render(), as: UTF8.self)
    #expect(ant.contains(#"<skipped message="expected failure (bug): "#))
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

  @Test func aBaselineFromAPartOfTheSuitesKeepsTheOtherEntriesAndRefusesAnIncompleteRun() throws {
    var selection = CaseSelection()
    selection.platforms = [.ios]
    let part = try run(fault: "flag-case-sensitive", selection: selection)
    let outside = ExpectedFailure(caseID: "AND-SOMETHING-ELSE", reason: "kept: the run did not see it", kind: .wontFix)
    let existing = ExpectedFailures(entries: [outside])
    let kept = try ExpectedFailures.make(from: part, keeping: existing)
    #expect(kept.entries.first?.caseID == "AND-SOMETHING-ELSE")
    #expect(kept.entries.first?.kind == .wontFix)
    #expect(kept.entries.count == part.counts.failed + 1)
    let pruned = try ExpectedFailures.make(from: part, keeping: existing, prune: true)
    #expect(pruned.entries.count == part.counts.failed)

    var interrupted = part
    interrupted.stop = RunStop(.signal(2), planned: part.cases.count + 10)
    let incomplete = #expect(throws: BaselineError.self) { try ExpectedFailures.make(from: interrupted, keeping: existing) }
    #expect(incomplete?.code == .incompleteRun)
  }

  @Test func shardsAreBalancedDisjointAndCompleteAndMergeIntoTheUnshardedRun() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var parts: [(path: String, run: RunRecord)] = []
    var sizes: [Int] = []
    for index in 1...4 {
      var selection = CaseSelection()
      selection.shard = CaseSelection.Shard(index: index, count: 4)
      let result = try run(fault: "stale-ids", selection: selection)
      sizes.append(result.cases.count)
      let output = RunReports(junit: folder.appendingPathComponent("shard\(index)/junit.xml").path, results: nil, compliance: false)
      try output.write(result)
      parts.append((output.results, try ResultsFile.load(output.results)))
    }
    #expect(sizes.max()! - sizes.min()! <= 1)
    #expect(sizes.reduce(0, +) == Self.collection.cases.count)

    let whole = try run(fault: "stale-ids")
    let merged = try ResultsMerge.merge(parts)
    #expect(merged.cases.map(\.id) == whole.cases.map(\.id))
    #expect(merged.cases.map(\.outcome) == whole.cases.map(\.outcome))
    #expect(merged.shard == nil)
    #expect(merged.verdict == whole.verdict)

    // The merged record is rendered by the one JUnit writer, as the whole run is.
    let junit = JUnitReport(run: merged.onHost("host")).render()
    let text = String(decoding: junit, as: UTF8.self)
    #expect(text.contains(#"<testsuites name="trackcheck" tests="\#(whole.cases.count)" failures="\#(whole.counts.failed)" errors="0""#))
    var wholeTimed = whole
    wholeTimed.duration = merged.duration
    wholeTimed.timestamp = merged.timestamp
    let wholeCases = JUnitReport(run: wholeTimed.onHost("host")).render()
    #expect(Self.withoutTimes(junit) == Self.withoutTimes(wholeCases), "the merged report is the whole run's report")
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(validator.validate(junit) == [])

    let missing = #expect(throws: ReportError.self) { try ResultsMerge.merge(Array(parts.dropLast())) }
    #expect(missing?.code == .cannotMerge)
    var foreign = parts
    foreign[0].run.suiteDigest = "sha256:other"
    let other = #expect(throws: ReportError.self) { try ResultsMerge.merge(foreign) }
    #expect(other?.code == .cannotMerge)

    // Shards judged by different --fail-on levels are not one run, unless merge is given the level to judge by.
    var mixed = parts
    mixed[0].run.failOn = .must
    #expect(#expect(throws: ReportError.self) { try ResultsMerge.merge(mixed) }?.code == .cannotMerge)
    #expect(try ResultsMerge.merge(mixed, failOn: .should).failOn == .should)
    #expect(try ResultsMerge.merge(parts).failOn == parts[0].run.failOn)

    // One interrupted shard makes the merged run incomplete, and its report says so.
    var cut = parts
    cut[1].run.stop = RunStop(.signal(15), planned: cut[1].run.cases.count + 5)
    let partial = try ResultsMerge.merge(cut)
    guard case .incomplete(let interruption) = partial.verdict else {
      Issue.record("the merged run must be incomplete, is \(partial.verdict)")
      return
    }
    #expect(interruption.signal == 15)
    #expect(interruption.planned == Self.collection.cases.count + 5)
    let partialJUnit = String(decoding: JUnitReport(run: partial).render(), as: UTF8.self)
    #expect(partialJUnit.contains(#"<error message="the run is incomplete: interrupted by SIGTERM"#))
  }

  /// A JUnit document without its `time` and `timestamp` attributes and its request ids, which differ from run to run.
  static func withoutTimes(_ data: Data) -> String {
    String(decoding: data, as: UTF8.self).replacing(#/ time="[0-9.]+"/#, with: "").replacing(#/ timestamp="[^"]*"/#, with: "")
      .replacing(#/&quot;id&quot;:&quot;[0-9]+&quot;/#, with: "")
  }

  @Test func diffFindsRegressionsAndFixes() throws {
    let good = try run(fault: nil)
    let bad = try run(fault: "dismiss-ignored")
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
    try ResultsFile.write(try run(fault: "ids-swapped"), to: path)
    let loaded = try ResultsFile.load(path)
    #expect(loaded.cases.count == Self.collection.cases.count)
    #expect(loaded.requirements.count == Self.collection.requirements.count)
    let failed = try #require(loaded.cases.first { $0.outcome == .failed })
    #expect(!failed.actual.isEmpty && !failed.expected.isEmpty && !failed.details.isEmpty)

    let report = ComplianceReport(results: loaded)
    #expect(report.summary.headline == .fail)
    #expect(report.summary.rows.first { $0.requirement.id == "ACS-IDS-MAPPING" }?.status == .fail)
    let html = report.html()
    #expect(html.contains("Does not conform"))
    #expect(html.contains("<svg"))
    #expect(!html.contains("<script"))
    // Self-contained: no script, stylesheet, image or font fetched from anywhere.
    for external in ["src=\"http", "href=\"http", "<link", "@import", "url(http"] { #expect(!html.contains(external), "\(external)") }
    #expect(report.markdown().contains("| **ACS-IDS-MAPPING**"))
    #expect(report.summary.percentage(.must) < 100)
    #expect(report.badge().contains("push tracking · campaign-standard 1.0: MUST \(report.summary.percentage(.must))%"))
  }
}

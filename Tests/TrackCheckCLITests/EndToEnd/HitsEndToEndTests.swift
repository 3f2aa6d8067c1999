import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckReports

/// Implementations that report the SDK's requests, run through `trackcheck run` as a user runs them: the
/// Swift kit's example with its SDK stand-ins sending hits as the iOS extension builds them, and the
/// reference tracker, judged on hits alone and on calls and hits (docs/PROTOCOL.md, "Hits").
@Suite("Judged on hits, end to end")
struct HitsEndToEndTests {
  private func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-hits-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs `arguments` after `trackcheck run --quiet --junit …`; returns the exit status, the output and the run record.
  private func run(_ selection: [String], _ implementation: [String]) throws -> (status: Int32, output: String, record: RunRecord) {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandLineTests.run(
      ["run", "--quiet", "--junit", folder.appendingPathComponent("junit.xml").path] + selection + ["--"] + implementation)
    let record = try ResultsFile.load(folder.appendingPathComponent("results.json").path)
    return (result.status, result.output + result.error, record)
  }

  @Test func theSwiftKitsStandInsSendHitsTheSuitesJudge() throws {
    let example = TestPaths.products.appendingPathComponent("swift-example").path
    // On both: every iOS case passes, each with its hits paired to its calls.
    let both = try run(["--platform", "ios"], [example, "--reports", "calls,hits"])
    #expect(both.status == 0, "\(both.output)")
    #expect(both.output.contains("PASS: 194 cases: 194 passed, 0 failed, 0 errors, 0 not applicable"), "\(both.output)")
    #expect(both.record.identity.reports == [.calls, .hits])
    let tap = try #require(both.record.cases.first { $0.id == "HIT-ios-bg-open" })
    #expect(tap.outcome == .passed && tap.gaps == [])
    #expect(
      tap.requests.map(\.url)
        == ["7", "2", "1"].map { "https://campaign.example.com/r/?id=h138a,56c4,\($0)&mcId=43174937127634517389425386451364813219" })
    // On hits alone: the same verdicts from the hits, but which API the tracker called is judged by no case.
    let hits = try run(["--platform", "ios"], [example, "--reports", "hits"])
    #expect(hits.status == 7, "\(hits.output)")
    #expect(hits.output.contains("PARTIAL: 194 cases: 194 passed, 0 failed"), "\(hits.output)")
    #expect(hits.output.contains("ACS-API-COLLECT (MUST): "), "\(hits.output)")
    let judged = try #require(hits.record.cases.first { $0.id == "HIT-ios-bg-open" })
    #expect(judged.actual.map(\.hit) == [0, 1, 2])
    #expect(hits.record.unjudged.map(\.requirement).contains("ACS-API-ONE-CALL"))
  }

  @Test func theReferenceTrackerOnHits() throws {
    let tracker = TestPaths.referenceTracker
    let both = try run(["--case", "HIT-*"], [tracker, "--reports", "calls,hits"])
    #expect(both.status == 0, "\(both.output)")
    #expect(both.record.cases.allSatisfy { $0.outcome == .passed && !$0.requests.isEmpty })
    // Android's hits are formatted, not encoded; trackcheck reads both.
    let android = try #require(both.record.cases.first { $0.id == "HIT-and-fg-impression" })
    #expect(android.requests.map(\.method) == ["GET"])
    // On calls alone the rules of the requests are out of scope: no partial verdict.
    let calls = try run(["--case", "HIT-*"], [tracker])
    #expect(calls.status == 0, "\(calls.output)")
    #expect(calls.record.cases.allSatisfy { $0.gaps.map(\.requirement).contains("ACS-HIT-SENT") })
    #expect(calls.record.unjudged == [])
    let summary = ComplianceSummary(results: calls.record)
    #expect(summary.outOfScope.filter { $0.id.hasPrefix("ACS-HIT-") }.count == 5)
    #expect(!summary.untested.contains { $0.id.hasPrefix("ACS-HIT-") })
  }

  @Test func theReferenceTrackerOnCampaignClassicHits() throws {
    let tracker = TestPaths.referenceTracker
    let both = try run(["--profile", "campaign-classic"], [tracker, "--profile", "campaign-classic", "--reports", "calls,hits"])
    #expect(both.status == 0, "\(both.output)")
    #expect(both.record.unjudged == [])
    let hits = both.record.cases.filter { $0.id.hasPrefix("HIT-") }
    #expect(hits.count == 12 && hits.allSatisfy { $0.outcome == .passed && $0.gaps == [] })
    let android = try #require(both.record.cases.first { $0.id == "HIT-and-fg-open" })
    #expect(android.requests.map(\.url) == ["1", "2"].map { "https://tracking.example.com/r/?id=h1685a5,d57fd6,\($0)" })
  }

  /// Each Campaign Classic fault of the extension's requests is caught, and blamed on its own rule alone.
  @Test(arguments: [
    ("hit-dropped", "CC-HIT-SENT"), ("classic-hit-decimal", "CC-HIT-VALUES"), ("classic-hit-ecid", "CC-HIT-URL"),
    ("hit-over-http", "CC-HIT-HTTPS"), ("hit-twice", "CC-HIT-ONCE"),
  ])
  func eachClassicWireFaultIsBlamedOnItsRule(fault: String, requirement: String) throws {
    let result = try run(
      ["--profile", "campaign-classic", "--case", "HIT-*"], [TestPaths.referenceTracker, "--profile", "campaign-classic", "--fault", fault])
    #expect(result.status == 1, "\(result.output)")
    let findings = result.record.cases.flatMap(\.findings)
    #expect(!findings.isEmpty)
    #expect(Set(findings.map(\.requirement.rawValue)) == [requirement], "\(findings.map(\.message))")
  }

  /// Each fault of the SDK's requests is caught, and blamed on its own rule alone.
  @Test(arguments: [
    ("hit-dropped", "ACS-HIT-SENT"), ("hit-wrong-action", "ACS-HIT-VALUES"), ("hit-without-ecid", "ACS-HIT-URL"),
    ("hit-over-http", "ACS-HIT-HTTPS"), ("hit-twice", "ACS-HIT-ONCE"),
  ])
  func eachWireFaultIsBlamedOnItsRule(fault: String, requirement: String) throws {
    let result = try run(["--case", "HIT-*"], [TestPaths.referenceTracker, "--fault", fault])
    #expect(result.status == 1, "\(result.output)")
    let findings = result.record.cases.flatMap(\.findings)
    #expect(!findings.isEmpty)
    #expect(Set(findings.map(\.requirement.rawValue)) == [requirement], "\(findings.map(\.message))")
    #expect(findings.allSatisfy { $0.fault.isWireLevel })
  }
}

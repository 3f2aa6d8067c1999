import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckReports

/// The harness digest and the tracker's fingerprints through the results file, `merge` and `diff`.
@Suite("What identifies a run")
struct RunIdentityTests {
  private func shard(_ index: Int, of count: Int, print: String = "sha256:aa", harness: String? = "sha256:h1") throws -> RunRecord {
    var run = RecordFixtures.mixedRun()
    run.shard = CaseSelection.Shard(index: index, count: count)
    run.cases = run.cases.filter { $0.order % count == index - 1 }
    run.fingerprints = [Fingerprint(path: "src", digest: print, files: 3, bytes: 1200)]
    run.harnessDigest = harness
    return run
  }

  @Test func theResultsFileKeepsThem() throws {
    let run = try shard(1, of: 1)
    let again = try ResultsFile.record(from: JSONParser.parse(ResultsFile.render(run)))
    #expect(again.harnessDigest == "sha256:h1")
    #expect(again.fingerprints == run.fingerprints)
  }

  @Test func mergeRefusesShardsThatTestedOtherCode() throws {
    let parts = [("a.json", try shard(1, of: 2)), ("b.json", try shard(2, of: 2, print: "sha256:bb"))]
    let error = #expect(throws: ReportError.self) { try ResultsMerge.merge(parts.map { (path: $0.0, run: $0.1) }) }
    guard case .cannotMerge(let message, _)? = error else { return }
    #expect(message == "b.json tested other code than a.json: its --fingerprint is src sha256:bb, theirs src sha256:aa")
  }

  /// Shards may run on builds of their own (a fleet of architectures): the digest is kept only when they agree.
  @Test func mergeKeepsTheHarnessDigestOnlyWhenTheShardsAgree() throws {
    let same = try ResultsMerge.merge([(path: "a", run: try shard(1, of: 2)), (path: "b", run: try shard(2, of: 2))])
    #expect(same.harnessDigest == "sha256:h1")
    #expect(same.fingerprints.map(\.digest) == ["sha256:aa"])
    let mixed = try ResultsMerge.merge([(path: "a", run: try shard(1, of: 2)), (path: "b", run: try shard(2, of: 2, harness: "sha256:h2"))])
    #expect(mixed.harnessDigest == nil)
  }

  @Test func diffNotesOtherCodeUnderTheSamePath() throws {
    let diff = ResultsDiff(old: try shard(1, of: 1), new: try shard(1, of: 1, print: "sha256:bb"))
    #expect(diff.remarks.contains("the tracker's code differs: --fingerprint src sha256:aa → sha256:bb"))
    #expect(ResultsDiff(old: try shard(1, of: 1), new: try shard(1, of: 1)).remarks.isEmpty)
  }
}

import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel

/// A baseline of a large failing run is made in time linear in its cases.
@Suite("Expected-failures baselines", .timeLimit(.minutes(1)))
struct BaselineTests {
  /// 200,000 failing cases: `baseline` used to compare every entry with every case (4·10¹⁰ steps, far
  /// beyond the minute); made once and counted once each, it is a fraction of a second.
  @Test func aLargeRunIsLinear() throws {
    let count = 200_000
    let identity = ImplementationIdentity.unknown(command: ["t"])
    var run = RunRecord(identity: identity, command: ["t"], timestamp: "2026-11-25T00:00:00")
    let template = CaseRecord(CaseBuilder.testCase(id: "T"), outcome: .failed, message: "m", order: 0)
    run.cases = (0..<count).map { index in
      var record = template
      record.id = "C-\(index)"
      return record
    }
    let earlier = ExpectedFailures(entries: [ExpectedFailure(caseID: "OUTSIDE-1", reason: "r", kind: .bug)])
    let baseline = try ExpectedFailures.make(from: run, keeping: earlier)
    #expect(baseline.entries.count == count + 1)
    #expect(baseline.entriesOutside(run) == 1)
  }
}

import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel

/// A baseline of a large failing run is made in time linear in its cases.
///
/// The time limit is no measurement: it only ends a run that went quadratic, which would take hours here.
@Suite("Expected-failures baselines", .hangGuard(minutes: 10))
struct BaselineTests {
  /// 100,000 failing cases: `baseline` used to compare every entry with every case (10¹⁰ steps, hours in a
  /// debug build); made once and counted once each, it takes seconds even on a busy machine.
  @Test func aLargeRunIsLinear() throws {
    let count = 100_000
    let identity = ImplementationIdentity.unknown(command: ["t"])
    var run = RunRecord(identity: identity, command: ["t"], timestamp: "2026-11-25T00:00:00")
    let template = CaseRecord(CaseBuilder.testCase(id: "T"), result: .failed, message: "m", order: 0)
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

import Testing
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProtocol

/// A protocol v1 case's callbacks follow from its inputs alone, and the session
/// reuses them for the next case with the same inputs: the reuse must never
/// carry one case's ids or payload into another.
@Suite("Callbacks reused between cases with the same inputs", .serialized, .hangGuard(minutes: 5))
struct DocumentsPlayTests {
  @Test func eachCaseSendsItsOwnIdAndPayload() throws {
    var other = CaseBuilder.iosPayload.objectValue ?? JSONObject()
    other["_dId"] = "other-d"
    other["_mId"] = "other-m"
    let cases = [
      CaseBuilder.testCase(id: "SAME-1"),
      CaseBuilder.testCase(id: "SAME-2"),
      CaseBuilder.testCase(id: "OTHER-3", payload: .object(other)),
      CaseBuilder.testCase(id: "SAME-4"),
      CaseBuilder.testCase(
        id: "TAP-5", steps: [.receive(notification: "default"), .tap(notification: "default")], expected: [.impression, .click, .open]),
    ]
    let runner = Runner(
      options: .init(
        command: [TestPaths.referenceTracker, "--protocol", "1"], jobs: 1, timeout: 10, keepAllTranscripts: true,
        profile: TestProfiles.standard))
    let record = try runner.run(cases)
    #expect(record.cases.map(\.outcome) == Array(repeating: .passed, count: cases.count), "\(record.cases.map(\.message))")
    for caseRecord in record.cases {
      let sent = caseRecord.transcript.filter { $0.direction == .sent }.map(\.text)
      let callbacks = sent.filter { $0.contains(#""type":"callback""#) }
      #expect(!callbacks.isEmpty)
      for line in callbacks {
        #expect(line.contains(#""case":"\#(caseRecord.id)""#), "\(line)")
        guard line.contains("_dId") else { continue }  // lifecycle callbacks carry no payload
        #expect(line.contains(caseRecord.id == "OTHER-3" ? "other-d" : "56c4"), "\(line)")
        #expect(!line.contains(caseRecord.id == "OTHER-3" ? "56c4" : "other-d"), "\(line)")
      }
    }
    // Each callback line has its own request id, numbered across the run.
    let ids = record.cases.flatMap { $0.transcript.filter { $0.direction == .sent }.map(\.text) }
      .compactMap { try? JSONParser.parse($0)["id"]?.stringValue }
    #expect(Set(ids).count == ids.count)
  }
}

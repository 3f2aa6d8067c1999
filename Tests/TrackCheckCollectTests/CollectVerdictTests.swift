import Testing
import TrackCheckCollect
import TrackCheckJudging
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckSuites
import TrackCheckTestSupport

/// The collector's verdict is the one case judge's, under the profile the collector was started with:
/// a device's Campaign Classic requests are read in Classic's wire format and judged by its catalogue.
@Suite("The collector's verdict under a profile")
struct CollectVerdictTests {
  /// The suites' cases, as the command line gives them to the collector.
  struct Cases: CollectCases {
    let suites: PreparedSuites
    func suiteCase(_ id: String) -> Result<PreparedCase, CollectError> {
      suites.testCase(id).map { .success($0) } ?? .failure(CollectError(status: 404, "no case with id '\(id)'"))
    }
    func given(yaml: String, id: String?) -> Result<PreparedCase, CollectError> {
      .failure(CollectError(status: 400, "not in this test"))
    }
  }

  static let suites: PreparedSuites = {
    do {
      return try SuiteLoader.prepare(paths: [TestPaths.suites], profile: TestProfiles.classic.id)
    } catch {
      fatalError("the Classic suites do not load: \(error)")
    }
  }()

  /// An Android case that owes a receive and then a click, and nothing else.
  static var receiveThenClick: PreparedCase {
    get throws {
      let found = suites.collection.cases.first {
        $0.platform == .android && $0.expectedCalls.map(\.action) == [.receive, .click]
          && $0.expectedCalls.allSatisfy { !$0.optional && $0.contextData["_mId"]?.stringValue.flatMap { Int64($0) } != nil }
      }
      return try #require(found.flatMap { suites.testCase($0.id) })
    }
  }

  /// The request the Android extension sends for `call`: `h` and the decimal message id in hexadecimal, unless
  /// `decimal` (a tracker that forgot the conversion).
  static func request(for call: ExpectedCall, sequence: Int, decimal: Bool = false) -> CollectedRequest {
    let messageID = call.contextData["_mId"]?.stringValue ?? ""
    let sent = decimal ? messageID : String(Int64(messageID) ?? 0, radix: 16)
    let deliveryID = call.contextData["_dId"]?.stringValue ?? ""
    let tag = call.action == .receive ? "1" : "2"
    return CollectedRequest(
      sequence: sequence, device: DeviceKey(.address, "10.0.2.16"), scheme: .https, method: "GET", host: "tracking.example.com",
      target: "/r/?id=h\(sent),\(deliveryID),\(tag)", headers: [], body: "", receivedAt: Int64(sequence))
  }

  static func verdict(_ requests: [CollectedRequest], of caseID: String) throws -> JSONValue {
    let collect = CollectVerdict(
      cases: Cases(suites: suites), judge: CaseJudge(rules: BlameRules(suites.collection.requirements), profile: suites.collection.profile))
    let evidence = VerdictEvidence(device: DeviceKey(.address, "10.0.2.16"), requests: requests, marks: [])
    return try collect.verdict(.suiteCase(id: caseID), evidence).get()
  }

  @Test func aDeviceThatSentTheClassicRequestsPasses() throws {
    let prepared = try Self.receiveThenClick
    let calls = prepared.testCase.expectedCalls
    let verdict = try Self.verdict(calls.indices.map { Self.request(for: calls[$0], sequence: $0 + 1) }, of: prepared.testCase.id)
    #expect(verdict["outcome"] == "passed", "\(verdict["report"]?.stringValue ?? "")")
    #expect(verdict["hits"]?.arrayValue?.count == 2)
    // The hit is read back in the payload's form: the decimal message id the case's push carries.
    #expect(verdict["hits"]?.arrayValue?.first?["broadlogId"] == calls[0].contextData["_mId"])
  }

  @Test func aDecimalIdSentWithoutItsHexadecimalFormIsBlamedOnTheClassicRule() throws {
    let prepared = try Self.receiveThenClick
    let calls = prepared.testCase.expectedCalls
    let verdict = try Self.verdict(
      calls.indices.map { Self.request(for: calls[$0], sequence: $0 + 1, decimal: true) }, of: prepared.testCase.id)
    #expect(verdict["outcome"] == "failed")
    let blamed = verdict["findings"]?.arrayValue?.compactMap { $0["requirement"]?.stringValue } ?? []
    #expect(!blamed.isEmpty && blamed.allSatisfy { $0 == "CC-HIT-VALUES" }, "\(blamed) \(verdict["findings"] ?? .null)")
  }

  @Test func noRequestsAreAMissingReceiveAndClick() throws {
    let prepared = try Self.receiveThenClick
    let verdict = try Self.verdict([], of: prepared.testCase.id)
    #expect(verdict["outcome"] == "failed")
    #expect(verdict["findings"]?.arrayValue?.isEmpty == false)
  }
}

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

/// Under Journey Optimizer the collector reads each Edge Network request's push tracking events. A real device's
/// message ids are the push provider's, which no case can know: one push's events must carry one id.
@Suite("The collector's verdict under Journey Optimizer")
struct JourneyOptimizerCollectVerdictTests {
  static let suites: PreparedSuites = {
    do {
      return try SuiteLoader.prepare(paths: [TestPaths.suites], profile: TestProfiles.journeyOptimizer.id)
    } catch {
      fatalError("the Journey Optimizer suites do not load: \(error)")
    }
  }()

  /// An Android case that owes a receive and then an open, and nothing else.
  static var receiveThenOpen: PreparedCase {
    get throws {
      let found = suites.collection.cases.first {
        $0.platform == .android && $0.expectedCalls.map(\.action) == [.receive, .opened] && $0.expectedCalls.allSatisfy { !$0.optional }
      }
      return try #require(found.flatMap { suites.testCase($0.id) })
    }
  }

  /// The request the Edge extension sends for `call` from a device whose provider named the push `messageId`.
  static func request(for call: ExpectedCall, messageId: String, sequence: Int, launches: Int64? = nil) -> CollectedRequest {
    var xdm: JSONObject = [
      "eventType": .string(call.code),
      "pushNotificationTracking": ["pushProvider": "fcm", "pushProviderMessageID": .string(messageId)],
      "application": ["launches": ["value": .integer(launches ?? (call.action == .opened ? 1 : 0))]],
      "_id": .string("event-\(sequence)"), "timestamp": "2026-11-29T10:00:00.000Z",
    ]
    let content = (try? JSONParser.parse(call.deliveryId))?["cjm"]?.objectValue ?? JSONObject()
    for (key, value) in content.members { xdm[key] = value }
    let body: JSONValue = ["events": [["xdm": .object(xdm), "meta": ["collect": ["datasetId": "dataset"]]]]]
    return CollectedRequest(
      sequence: sequence, device: DeviceKey(.address, "10.0.2.16"), scheme: .https, method: "POST", host: "edge.adobedc.net",
      target: "/ee/v1/interact?configId=datastream&requestId=r\(sequence)", headers: [], body: JSONSerializer.string(body),
      receivedAt: Int64(sequence))
  }

  static func verdict(_ requests: [CollectedRequest], of caseID: String) throws -> JSONValue {
    let collect = CollectVerdict(
      cases: CollectVerdictTests.Cases(suites: suites),
      judge: CaseJudge(rules: BlameRules(suites.collection.requirements), profile: suites.collection.profile))
    let evidence = VerdictEvidence(device: DeviceKey(.address, "10.0.2.16"), requests: requests, marks: [])
    return try collect.verdict(.suiteCase(id: caseID), evidence).get()
  }

  @Test func aDeviceThatSentTheSDKsEventsPassesWhateverItsMessageIdIs() throws {
    let prepared = try Self.receiveThenOpen
    let calls = prepared.testCase.expectedCalls
    let id = "0:1764410000000000%e5a1f0b3f9fd7ecd"
    let verdict = try Self.verdict(
      calls.indices.map { Self.request(for: calls[$0], messageId: id, sequence: $0 + 1) }, of: prepared.testCase.id)
    #expect(verdict["outcome"] == "passed", "\(verdict["report"]?.stringValue ?? "")")
    #expect(verdict["hits"]?.arrayValue?.count == 2)
  }

  @Test func aLaunchCountOrASecondIdIsBlamedOnTheEdgeRule() throws {
    let prepared = try Self.receiveThenOpen
    let calls = prepared.testCase.expectedCalls
    let closed = try Self.verdict(
      [Self.request(for: calls[0], messageId: "m1", sequence: 1), Self.request(for: calls[1], messageId: "m1", sequence: 2, launches: 0)],
      of: prepared.testCase.id)
    #expect(closed["outcome"] == "failed")
    #expect(closed["report"]?.stringValue?.contains("applicationOpened is false, expected true") == true, "\(closed)")
    // The open carries another id than the receive of the same push: it is not that push's event.
    let other = try Self.verdict(
      [Self.request(for: calls[0], messageId: "m1", sequence: 1), Self.request(for: calls[1], messageId: "m2", sequence: 2)],
      of: prepared.testCase.id)
    #expect(other["outcome"] == "failed", "\(other)")
  }
}

import Foundation
import Testing
import TrackCheckPlatform
import TrackCheckTestSupport

@testable import TrackCheckJudging
@testable import TrackCheckModel

/// The SDK's requests read as Campaign reads them (docs/PROTOCOL.md, "Hits"), with URLs built as each
/// platform's Campaign extension builds them: iOS with `URLComponents`, Android by formatting the text.
@Suite("Decoding the SDK's tracking hits")
struct HitDecodingTests {
  static let ecid = "43174937127634517389425386451364813219"

  /// The iOS extension's `buildTrackingUrl` (AEPSDK-CAMPAIGN-IOS `URL+Campaign.swift`), as it is written there.
  static func iosURL(server: String = "campaign.example.com", _ broadlogId: String, _ deliveryId: String, _ action: String) -> String? {
    var components = URLComponents()
    components.scheme = "https"
    components.host = server
    components.path = "/r/"
    components.queryItems = [
      URLQueryItem(name: "id", value: "\(broadlogId),\(deliveryId),\(action)"), URLQueryItem(name: "mcId", value: ecid),
    ]
    return components.url?.absoluteString
  }

  /// The Android extension's `String.format(CAMPAIGN_TRACKING_URL, …)` (AEPSDK-CAMPAIGN-ANDROID): nothing encoded.
  static func androidURL(server: String = "campaign.example.com", _ broadlogId: String, _ deliveryId: String, _ action: String) -> String {
    "https://\(server)/r/?id=\(broadlogId),\(deliveryId),\(action)&mcId=\(ecid)"
  }

  static func get(_ url: String, callback: Int? = 0) -> RecordedRequest {
    RecordedRequest(method: "GET", url: url, callbackIndex: callback)
  }

  @Test func anIOSHitIsReadBackToTheValuesTheCallPassed() throws {
    // A space, an '&' and an '=' are percent-encoded; a '+' is left as it is, and read as a plus.
    let url = try #require(Self.iosURL("h1 a&b=c+d", "d57fd6", "7"))
    #expect(url.contains("h1%20a%26b%3Dc+d"))
    let decoding = HitDecoding([Self.get(url)], platform: .ios)
    #expect(decoding.problems == [])
    let hit = try #require(decoding.hits.first)
    #expect(
      (hit.broadlogId, hit.deliveryId, hit.action, hit.ecid, hit.server) == ("h1 a&b=c+d", "d57fd6", "7", Self.ecid, "campaign.example.com")
    )
    #expect(hit.call.contextData == .object(["deliveryId": "d57fd6", "broadlogId": "h1 a&b=c+d", "action": "7"]))
    #expect(hit.call.hit == 0 && hit.call.callbackIndex == 0)
  }

  @Test func aPlusAndAnEncodedPlusAreBothAPlus() throws {
    let literal = HitDecoding([Self.get(Self.androidURL("a+b", "d1", "2"))], platform: .android)
    let encoded = HitDecoding([Self.get(Self.androidURL("a%2Bb", "d1", "2"))], platform: .android)
    #expect(literal.hits.map(\.broadlogId) == ["a+b"])
    #expect(encoded.hits.map(\.broadlogId) == ["a+b"])
  }

  @Test func anIOSServerWrittenWithAPortBuildsNoURL() {
    // URLComponents.host takes no port: the extension gets no URL and sends nothing.
    #expect(Self.iosURL(server: "campaign.example.com:8443", "h1", "d1", "7") == nil)
    // Android formats it in, and the hit goes there.
    let android = HitDecoding([Self.get(Self.androidURL(server: "campaign.example.com:8443", "h1", "d1", "7"))], platform: .android)
    #expect(android.hits.map(\.server) == ["campaign.example.com:8443"])
    #expect(android.problems == [])
  }

  @Test func anAmpersandInAnAndroidIdBreaksTheHit() throws {
    let decoding = HitDecoding([Self.get(Self.androidURL("h1&x", "d1", "7"))], platform: .android)
    #expect(decoding.hits == [])
    let problem = try #require(decoding.problems.first)
    #expect(problem.fault == .hitMalformed && problem.request == 0)
    #expect(problem.message.contains("'id' carries 1 value"), "\(problem.message)")
    #expect(problem.message.contains("does not encode the query"), "\(problem.message)")
    // The same id from iOS arrives whole.
    let ios = HitDecoding([Self.get(try #require(Self.iosURL("h1&x", "d1", "7")))], platform: .ios)
    #expect(ios.hits.map(\.broadlogId) == ["h1&x"])
  }

  @Test func aSpaceInAnAndroidIdIsAURLThatCannotBeSent() throws {
    let decoding = HitDecoding([Self.get(Self.androidURL("h1 x", "d1", "7"))], platform: .android)
    let problem = try #require(decoding.problems.first)
    #expect(problem.fault == .hitMalformed)
    #expect(problem.message.contains("a space") && problem.message.contains("String.format"), "\(problem.message)")
  }

  @Test(arguments: [
    ("https://c.example.com/r/?id=h1,d1&mcId=e", "'id' carries 2 values"),
    ("https://c.example.com/r/?id=h1,d1,7,9&mcId=e", "a ',' in an id splits it"),
    ("https://c.example.com/r/?id=h1,,7&mcId=e", "empty deliveryId"),
    ("https://c.example.com/r/?id=h1,d1,7", "no 'mcId'"),
    ("https://c.example.com/r/?mcId=e", "no 'id'"),
    ("https://c.example.com/r/", "no query"),
    ("https:///r/?id=h1,d1,7&mcId=e", "no host"),
    ("https://c.example.com/r/?id=h1%ZZ,d1,7&mcId=e", "not percent-encoded UTF-8"),
    ("https://c.example.com/r/?id=h%C3,d1,7&mcId=e", "not percent-encoded UTF-8"),
  ])
  func malformedHitsSayWhy(url: String, reason: String) throws {
    let decoding = HitDecoding([Self.get(url)], platform: .ios)
    #expect(decoding.kinds == [.trackingHit])
    let problem = try #require(decoding.problems.first)
    #expect(problem.fault == .hitMalformed)
    #expect(problem.message.contains(reason), "\(problem.message)")
  }

  @Test func aPostToTheTrackingPathIsNotAHit() {
    let decoding = HitDecoding(
      [RecordedRequest(method: "POST", url: Self.androidURL("h1", "d1", "7"), callbackIndex: 0)], platform: .android)
    #expect(decoding.problems.map(\.fault) == [.hitMalformed])
    #expect(decoding.problems.first?.message.contains("POST, not a GET") == true)
  }

  @Test func aHitOverHTTPIsReadButInsecure() {
    let decoding = HitDecoding([Self.get("http://campaign.example.com/r/?id=h1,d1,7&mcId=e")], platform: .ios)
    #expect(decoding.hits.map(\.secure) == [false])
    #expect(decoding.problems.map(\.fault) == [.hitInsecure])
  }

  @Test func registrationRulesAndIdentityAreSetAside() {
    let requests = [
      RecordedRequest(
        method: "POST", url: "https://campaign.example.com/rest/head/mobileAppV5/pkey1/subscriptions/\(Self.ecid)",
        body: #"{"pushPlatform":"gcm","marketingCloudId":"\#(Self.ecid)"}"#, callbackIndex: nil),
      Self.get("https://mcias-va7.cloud.adobe.io/mcias/campaign.example.com/prop1/\(Self.ecid)/rules.zip", callback: nil),
      Self.get("https://dpm.demdex.net/id?d_rtbd=json&d_ver=2&d_orgid=ORG@AdobeOrg", callback: nil),
      Self.get("https://dpm.demdex.net/demoptout.jpg?d_orgid=ORG", callback: nil),
      Self.get("https://analytics.example.com/b/ss/rsid/0", callback: nil),
      Self.get(Self.androidURL("h1", "d1", "7")),
    ]
    let decoding = HitDecoding(requests, platform: .android)
    #expect(decoding.kinds == [.registration, .rulesDownload, .identity, .identity, .other, .trackingHit])
    #expect(decoding.setAside.map(\.request) == [0, 1, 2, 3, 4])
    #expect(decoding.hits.map(\.request) == [5])
    #expect(decoding.problems == [])
  }
}

/// Calls paired with the hits their SDK sent, each wire-level fault found and blamed on its requirement.
@Suite("Judging on hits")
struct EvidenceJudgementTests {
  static let catalogue = [
    requirement("EVENTS", blame: [BlamePattern(faults: [.missing, .unexpected, .duplicate])]),
    requirement("API", judgedOn: .calls, blame: [BlamePattern(faults: [.pinnedCollect, .unknownAPI])]),
    requirement("SENT", judgedOn: .hits, blame: [BlamePattern(faults: [.hitMissing])]),
    requirement("VALUES", judgedOn: .hits, blame: [BlamePattern(faults: [.hitMismatch, .hitUnexplained])]),
    requirement("URL", judgedOn: .hits, blame: [BlamePattern(faults: [.hitMalformed])]),
    requirement("HTTPS", judgedOn: .hits, blame: [BlamePattern(faults: [.hitInsecure])]),
    requirement("ONCE", judgedOn: .hits, blame: [BlamePattern(faults: [.hitDuplicate])]),
  ]
  static let rules = BlameRules(catalogue)

  static func requirement(_ id: RequirementID, judgedOn: Evidence? = nil, blame: [BlamePattern]) -> Requirement {
    Requirement(
      id: id, level: .must, rule: id.rawValue, source: "test", enforcedByPlatform: nil, blame: blame, judgedOn: judgedOn,
      location: SourceLocation(file: ""))
  }

  static let testCase: TrackingCase = {
    var testCase = CaseBuilder.testCase(platform: .android, steps: [], expected: [])
    testCase.requirements = ["EVENTS", "API", "SENT", "VALUES", "URL", "HTTPS", "ONCE"]
    return testCase
  }()

  static func call(_ action: String, broadlogId: String = "h1", callback: Int = 0, api: String = "collectMessageInfo") -> ActualCall {
    ActualCall(
      api: api, actionName: api == "trackAction" ? "tracking" : nil,
      contextData: .object(["deliveryId": "d1", "broadlogId": .string(broadlogId), "action": .string(action)]), callbackIndex: callback)
  }

  static func hit(_ action: String, broadlogId: String = "h1", callback: Int = 0, scheme: String = "https") -> RecordedRequest {
    RecordedRequest(
      method: "GET", url: "\(scheme)://campaign.example.com/r/?id=\(broadlogId),d1,\(action)&mcId=\(HitDecodingTests.ecid)",
      callbackIndex: callback)
  }

  static func expected(_ actions: [TrackingAction], api: APIChoice = .any) -> [ExpectedCall] {
    actions.map { ExpectedCall(api: api, deliveryId: "d1", broadlogId: "h1", action: $0, on: TestProfiles.standard) }
  }

  func judge(
    calls: [ActualCall], requests: [RecordedRequest], reports: [Evidence] = [.calls, .hits], platform: Platform = .android,
    expected: [ExpectedCall]? = nil
  ) -> EvidenceJudgement {
    EvidenceJudgement(
      expected: expected
        ?? calls.map {
          ExpectedCall(
            api: .any, deliveryId: "d1", broadlogId: "h1",
            action: TestProfiles.standard.event(code: $0.contextData["action"]?.stringValue ?? "7") ?? .impression,
            on: TestProfiles.standard)
        },
      calls: calls, requests: requests, reports: reports, platform: platform, timeline: .flat, listed: Self.testCase.requirements,
      rules: Self.rules, profile: TestProfiles.standard)
  }

  func blamed(_ judgement: EvidenceJudgement) -> [String] {
    (judgement.findings(of: Self.testCase, derivation: Derivation(steps: []), rules: Self.rules) ?? []).map {
      "\($0.fault.rawValue) \($0.requirement)"
    }
  }

  @Test func eachCallWithItsOwnHitPasses() {
    let judgement = judge(calls: [Self.call("2"), Self.call("1")], requests: [Self.hit("2"), Self.hit("1")])
    #expect(judgement.passed)
    #expect(judgement.wire == [])
    #expect(judgement.gaps == [])
  }

  @Test func aCallWithoutAHitIsBlamedOnSent() {
    let judgement = judge(calls: [Self.call("7"), Self.call("2", callback: 1)], requests: [Self.hit("7")])
    #expect(!judgement.passed)
    #expect(blamed(judgement) == ["hit-missing SENT"])
    #expect(judgement.wire.first?.call == 1)
    // On iOS the likely cause is named: a host:port server builds no URL.
    let ios = judge(calls: [Self.call("7")], requests: [], platform: .ios)
    #expect(ios.wire.first?.message.contains("host:port") == true)
  }

  @Test func aCallTheSDKDropsOwesNoHit() {
    // An empty id or a number: the SDK drops the call, so no hit is owed (the call's own finding says so).
    let empty = ActualCall(
      api: "collectMessageInfo", contextData: .object(["deliveryId": "", "broadlogId": "h1", "action": "7"]), callbackIndex: 0)
    let number = ActualCall(
      api: "collectMessageInfo", contextData: .object(["deliveryId": "d1", "broadlogId": "h1", "action": 7]), callbackIndex: 0)
    #expect(judge(calls: [empty, number], requests: [], expected: []).wire == [])
  }

  @Test func aHitWithOtherValuesIsBlamedOnValues() {
    let judgement = judge(calls: [Self.call("2"), Self.call("1")], requests: [Self.hit("1"), Self.hit("1")])
    #expect(blamed(judgement) == ["hit-mismatch VALUES"])
    // Paired position by position: the first hit is the click's.
    #expect(judgement.wire.first?.request == 0 && judgement.wire.first?.call == 0)
    #expect(judgement.wire.first?.message.contains("action '1' where the call passed \"2\"") == true)
  }

  @Test func aHitNoCallExplainsIsBlamedOnValues() {
    let judgement = judge(calls: [Self.call("7")], requests: [Self.hit("7"), Self.hit("2", callback: 1)])
    #expect(blamed(judgement) == ["hit-unexplained VALUES"])
  }

  @Test func aRepeatedHitIsADuplicate() {
    // Two identical hits for one call: Adobe's test double keyed by URL would have kept one.
    let judgement = judge(calls: [Self.call("7")], requests: [Self.hit("7"), Self.hit("7")])
    #expect(blamed(judgement) == ["hit-duplicate ONCE"])
    #expect(judgement.wire.first?.request == 1)
    // Two calls, two hits: no duplicate on the wire (the calls' own comparison judges the second call).
    #expect(judge(calls: [Self.call("7"), Self.call("7")], requests: [Self.hit("7"), Self.hit("7")]).wire == [])
  }

  @Test func aMalformedOrInsecureHitIsBlamedOnItsOwnRuleOnly() {
    let malformed = judge(
      calls: [Self.call("7", broadlogId: "h1&x")], requests: [Self.hit("7", broadlogId: "h1&x")],
      expected: [ExpectedCall(api: .any, deliveryId: "d1", broadlogId: "h1&x", action: .impression, on: TestProfiles.standard)])
    #expect(blamed(malformed) == ["hit-malformed URL"])
    let insecure = judge(calls: [Self.call("7")], requests: [Self.hit("7", scheme: "http")])
    #expect(blamed(insecure) == ["hit-insecure HTTPS"])
  }

  @Test func aHitSentLaterStillPairsWithItsCall() {
    // An SDK that sends asynchronously: the hit comes with the next answer.
    let judgement = judge(
      calls: [Self.call("7", callback: 0), Self.call("2", callback: 1)], requests: [Self.hit("7", callback: 1), Self.hit("2", callback: 1)])
    #expect(judgement.wire == [])
  }

  @Test func onHitsAloneTheHitsAreTheCallsAndTheAPIIsUnjudged() {
    let judgement = judge(
      calls: [], requests: [Self.hit("7"), Self.hit("7", scheme: "http")], reports: [.hits],
      expected: Self.expected([.impression], api: .pinned(.trackAction)))
    // The hit matches whatever API the case pins: which one was called, a hit does not say.
    #expect(judgement.comparison.passed)
    #expect(judgement.comparison.actual.map(\.hit) == [0])
    #expect(judgement.comparison.actual.first?.rendered == #"hit #1 {"deliveryId":"d1","broadlogId":"h1","action":"7"}"#)
    #expect(judgement.gaps == [RequirementGap(requirement: "API", reason: EvidenceJudgement.noCalls)])
    // The hit over HTTP counts for nothing, and is its own finding.
    #expect(blamed(judgement) == ["hit-insecure HTTPS"])
    // A missing hit is a missing event.
    let missing = judge(calls: [], requests: [], reports: [.hits], expected: Self.expected([.impression]))
    #expect(blamed(missing) == ["missing EVENTS"])
  }

  @Test func onCallsAloneTheRulesOfTheRequestsAreGaps() {
    let judgement = judge(calls: [Self.call("7")], requests: [], reports: [.calls])
    #expect(judgement.passed)
    #expect(judgement.decoding == nil)
    #expect(judgement.gaps.map(\.requirement) == ["SENT", "VALUES", "URL", "HTTPS", "ONCE"])
  }

  @Test func theReportListsTheRequestsWithTheirKinds() {
    let judgement = judge(
      calls: [Self.call("7")],
      requests: [Self.hit("7"), RecordedRequest(method: "GET", url: "https://dpm.demdex.net/id?d_ver=2", callbackIndex: nil)])
    #expect(judgement.report.contains("requests the SDK sent (2):"))
    #expect(judgement.report.contains("[tracking hit, from callback #1]"))
    #expect(judgement.report.contains("[identity request, from end of case]"))
  }
}

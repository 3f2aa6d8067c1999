import Foundation
import Testing
import TrackCheckPlatform
import TrackCheckTestSupport

@testable import TrackCheckJudging
@testable import TrackCheckModel

/// Campaign Classic's requests read as Campaign reads them (docs/profiles/campaign-classic.md §4):
/// `GET https://{campaignclassic.trackingServer}/r/?id=h{messageId},{deliveryId},{tag}`, nothing beside `id`.
@Suite("Decoding Campaign Classic's tracking hits")
struct ClassicHitDecodingTests {
  static let uuid = "6B6499A8-9d43-4bc5-acf0-b6aeb96846f6"

  static func get(_ url: String, callback: Int? = 0) -> RecordedRequest {
    RecordedRequest(method: "GET", url: url, callbackIndex: callback)
  }

  static func decode(_ url: String, platform: Platform = .android) -> HitDecoding {
    HitDecoding([get(url)], platform: platform, format: .campaignClassic)
  }

  @Test func aUUIDIsKeptAndHexadecimalIsReadBackToTheDecimal() throws {
    let uuid = Self.decode("https://t.example.com/r/?id=h\(Self.uuid),d1,1")
    #expect(uuid.problems == [])
    #expect(uuid.hits.first?.broadlogId == Self.uuid)
    let decimal = Self.decode("https://t.example.com/r/?id=h138a,d1,2")
    let hit = try #require(decimal.hits.first)
    #expect(hit.broadlogId == "5002" && hit.wireBroadlog == "h138a" && hit.ecid == "")
    #expect(hit.call.contextData == .object(["deliveryId": "d1", "broadlogId": "5002", "action": "2"]))
    #expect(HitFormat.BroadlogOnWire.hexadecimal.forms(of: "-673096100", ios: false) == ["d7e15e5c"])
    #expect(HitFormat.BroadlogOnWire.hexadecimal.carries("05", for: "5", ios: true))
  }

  @Test func anIOSPercentEncodedIdIsReadAndAnAndroidUnencodedOneBreaksTheURL() throws {
    let ios = Self.decode("https://t.example.com/r/?id=h138a,d%201,1", platform: .ios)
    #expect(ios.problems == [])
    #expect(ios.hits.first?.deliveryId == "d 1")
    let android = Self.decode("https://t.example.com/r/?id=h138a,d 1,1")
    #expect(android.hits == [])
    #expect(android.problems.map(\.fault) == [.hitMalformed])
    #expect(android.problems.first?.message.contains("String.format") == true)
  }

  @Test(arguments: [
    ("http://t.example.com/r/?id=h138a,d1,1", Fault.hitInsecure, "plain HTTP"),
    ("https://t.example.com/r/?x=1", .hitMalformed, "no 'id' parameter"),
    ("https://t.example.com/r/?id=h138a,d1,1&mcId=4317", .hitMalformed, "'mcId', Campaign Standard's ECID,"),
    ("https://t.example.com/r/?id=138a,d1,1", .hitMalformed, "without the 'h'"),
    ("https:///r/?id=h138a,d1,1", .hitMalformed, "campaignclassic.trackingServer is empty"),
  ])
  func whatIsWrongOnTheWireIsSaid(url: String, fault: Fault, words: String) {
    let decoding = Self.decode(url)
    #expect(decoding.problems.map(\.fault) == [fault])
    #expect(decoding.problems.first?.message.contains(words) == true, "\(decoding.problems.map(\.message))")
  }
}

@Suite("Pairing Campaign Classic's calls with their hits")
struct ClassicEvidenceJudgementTests {
  static let rules = EvidenceJudgementTests.rules

  static func call(_ api: String, mId: JSONValue = "5002", callback: Int = 0) -> ActualCall {
    ActualCall(api: api, contextData: .object(["_mId": mId, "_dId": "d1"]), callbackIndex: callback)
  }

  static func hit(_ id: String, _ tag: String, callback: Int = 0) -> RecordedRequest {
    RecordedRequest(method: "GET", url: "https://t.example.com/r/?id=\(id),d1,\(tag)", callbackIndex: callback)
  }

  func judge(_ calls: [ActualCall], _ requests: [RecordedRequest], platform: Platform = .android) -> EvidenceJudgement {
    let profile = TestProfiles.classic
    let expected = calls.compactMap { call -> ExpectedCall? in
      guard let event = profile.call(call.api)?.event else { return nil }
      return ExpectedCall(api: .any, deliveryId: "d1", broadlogId: call.contextData["_mId"]?.stringValue ?? "", action: event, on: profile)
    }
    return EvidenceJudgement(
      expected: expected, calls: calls, requests: requests, reports: [.calls, .hits], platform: platform, timeline: .flat,
      listed: EvidenceJudgementTests.testCase.requirements, rules: Self.rules, profile: profile)
  }

  func blamed(_ judgement: EvidenceJudgement) -> [String] {
    (judgement.findings(of: EvidenceJudgementTests.testCase, derivation: Derivation(steps: []), rules: Self.rules) ?? []).map {
      "\($0.fault.rawValue) \($0.requirement)"
    }
  }

  @Test func aReceiveAndAClickPairWithTheirHits() {
    let judgement = judge(
      [Self.call("trackNotificationReceive"), Self.call("trackNotificationClick", mId: .string(ClassicHitDecodingTests.uuid))],
      [Self.hit("h138a", "1"), Self.hit("h" + ClassicHitDecodingTests.uuid, "2")])
    #expect(judgement.wire == [])
    #expect(judgement.passed)
  }

  @Test func aCallTheExtensionRefusesOwesNoHit() {
    let refused = ["h138a", " ", "1-1-1-1-1", ""].map { Self.call("trackNotificationReceive", mId: .string($0)) }
    #expect(judge(refused, []).wire == [])
    // The hit of a Standard-style id is one no call explains, and the refused call is named.
    let judgement = judge([Self.call("trackNotificationReceive", mId: "h138a")], [Self.hit("hh138a", "1")])
    #expect(blamed(judgement) == ["hit-unexplained VALUES"])
    #expect(judgement.wire.first?.message.contains("which the extension refuses") == true, "\(judgement.wire.map(\.message))")
  }

  @Test func aDecimalSentWithoutConvertingItIsAMismatchThatSaysSo() {
    let judgement = judge([Self.call("trackNotificationReceive")], [Self.hit("h5002", "1")])
    #expect(blamed(judgement) == ["hit-mismatch VALUES"])
    #expect(judgement.wire.first?.message.contains("which the extension sends as h138a") == true)
    #expect(judgement.wire.first?.message.contains("without converting it to hexadecimal") == true, "\(judgement.wire.map(\.message))")
    // Campaign Standard's id, h and the hexadecimal, behind the extension's own h.
    let standard = judge([Self.call("trackNotificationReceive")], [Self.hit("hh138a", "1")])
    #expect(standard.wire.first?.message.contains("Campaign Standard's form of the id") == true, "\(standard.wire.map(\.message))")
  }

  @Test func aMissingHitNamesTheClassicConfiguration() {
    let judgement = judge([Self.call("trackNotificationClick")], [], platform: .ios)
    #expect(blamed(judgement) == ["hit-missing SENT"])
    let message = judgement.wire.first?.message ?? ""
    #expect(message.contains("campaignclassic.trackingServer") && !message.contains("host:port"), "\(message)")
  }
}

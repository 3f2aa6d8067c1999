import Foundation
import Testing

@testable import TrackCheckKit

/// The network recorder (AEPServices' `Networking`, every request in order) and the stand-ins' Campaign
/// extension, which sends a tracking hit per accepted call as each platform's extension builds it.
@Suite(.serialized) @MainActor struct NetworkTests {
  final class App: UIResponder, UIApplicationDelegate {}

  @Test func iOSPercentEncodesTheQueryAndLeavesAPlus() throws {
    let url = try #require(
      CampaignHits.trackingURL(
        platform: "ios", server: "c.example.com", broadlogId: "h1 a&b=c+d", deliveryId: "d1", action: "7", ecid: "e1"))
    #expect(url == "https://c.example.com/r/?id=h1%20a%26b%3Dc+d,d1,7&mcId=e1")
  }

  @Test func iOSBuildsNoURLForAServerWithAPort() {
    // URLComponents.host takes no port: the iOS extension drops the hit.
    #expect(
      CampaignHits.trackingURL(platform: "ios", server: "c.example.com:8443", broadlogId: "h1", deliveryId: "d1", action: "7", ecid: "e")
        == nil)
    #expect(
      CampaignHits.trackingURL(
        platform: "android", server: "c.example.com:8443", broadlogId: "h1", deliveryId: "d1", action: "7", ecid: "e")
        == "https://c.example.com:8443/r/?id=h1,d1,7&mcId=e")
  }

  @Test func androidFormatsTheURLWithoutEncoding() {
    #expect(
      CampaignHits.trackingURL(platform: "android", server: "c.example.com", broadlogId: "h1&x y", deliveryId: "d1", action: "2", ecid: "e")
        == "https://c.example.com/r/?id=h1&x y,d1,2&mcId=e")
    #expect(
      CampaignHits.trackingURL(platform: "android", server: "c.example.com", broadlogId: "", deliveryId: "d1", action: "2", ecid: "e")
        == nil)
  }

  @Test func theRecorderKeepsEveryRequestInOrderAndAnswers200() throws {
    let recorder = NetworkRecorder()
    let url = try #require(URL(string: "https://c.example.com/r/?id=h,d,7&mcId=e"))
    var codes: [Int?] = []
    for _ in 0..<2 {
      recorder.connectAsync(networkRequest: NetworkRequest(url: url, httpHeaders: ["Accept": "*/*"])) { codes.append($0.responseCode) }
    }
    recorder.connectAsync(
      networkRequest: NetworkRequest(url: url, httpMethod: .post, connectPayload: #"{"pushPlatform":"apns"}"#), completionHandler: nil)
    let taken = recorder.take()
    // Two identical hits stay two, in order.
    #expect(taken.map(\.method) == ["GET", "GET", "POST"])
    #expect(taken[0] == taken[1])
    #expect(taken[0].headers == ["Accept": "*/*"] && taken[0].body == "")
    #expect(taken[2].body == #"{"pushPlatform":"apns"}"#)
    #expect(codes == [200, 200])
    #expect(recorder.take() == [])
  }

  @Test func reportingHitsTheStandInsSendOneHitPerAcceptedCall() {
    let loop = ProtocolLoop(
      session: Session { _ in App() }, name: "t", version: "1",
      capabilities: Capabilities(
        platform: "ios", apis: [.collectMessageInfo, .trackAction], unsupported: { _ in nil }, reports: [.calls, .hits]))
    CampaignHits.configure(sending: true, platform: "ios")
    defer { CampaignHits.configure(sending: false, platform: "ios") }
    guard case .send(let hello) = loop.answer(#"{"type":"hello","protocols":[3]}"#) else { return }
    #expect(JSONText.text(hello["reports"] ?? nil) == #"["calls","hits"]"#)
    _ = loop.answer(#"{"type":"begin","id":"1","case":"C","platform":"ios","api":"any","initialState":"foreground"}"#)
    MobileCore.collectMessageInfo(["deliveryId": "d1", "broadlogId": "h1", "action": "7"])
    MobileCore.collectMessageInfo(["deliveryId": "d1", "broadlogId": "h1", "action": "7"])
    // The SDK drops these: an empty id, a number, another action name than "tracking".
    MobileCore.collectMessageInfo(["deliveryId": "", "broadlogId": "h1", "action": "2"])
    MobileCore.collectMessageInfo(["deliveryId": "d1", "broadlogId": "h1", "action": 2])
    MobileCore.track(action: "other", data: ["deliveryId": "d1", "broadlogId": "h1", "action": "2"])
    // trackAction("tracking") reaches Campaign through its postback rule.
    ACPCore.trackAction("tracking", data: ["deliveryId": "d1", "broadlogId": "h1", "action": "1"])
    guard case .send(let answer) = loop.answer(#"{"type":"end","id":"2","case":"C"}"#) else { return }
    let urls = (answer["requests"] as? [[String: Any]])?.compactMap { $0["url"] as? String }
    #expect(
      urls == ["7", "7", "1"].map { "https://campaign.example.com/r/?id=h1,d1,\($0)&mcId=\(CampaignHits.ecid)" })
    #expect((answer["calls"] as? [[String: Any]])?.count == 6)
  }

  @Test func theConfiguredServerIsWhereHitsGo() {
    CampaignHits.configure(sending: true, platform: "ios")
    defer {
      CampaignHits.configure(sending: false, platform: "ios")
      CampaignHits.state.withLock { $0.server = nil }
    }
    _ = NetworkRecorder.shared.take()
    MobileCore.updateConfigurationWith(configDict: ["campaign.server": "mkt.example.com:8443"])
    MobileCore.collectMessageInfo(["deliveryId": "d1", "broadlogId": "h1", "action": "7"])
    // iOS: no URL for host:port, no hit.
    #expect(NetworkRecorder.shared.take() == [])
    MobileCore.updateConfigurationWith(configDict: ["campaign.server": "mkt.example.com"])
    MobileCore.collectMessageInfo(["deliveryId": "d1", "broadlogId": "h1", "action": "7"])
    #expect(NetworkRecorder.shared.take().map(\.url) == ["https://mkt.example.com/r/?id=h1,d1,7&mcId=\(CampaignHits.ecid)"])
    _ = TrackingRecorder.shared.take()
  }

  @Test func withoutHitsNothingIsSentAndHelloSaysCalls() {
    let loop = ProtocolLoop(
      session: Session { _ in App() }, name: "t", version: "1",
      capabilities: Capabilities(platform: "ios", apis: [.collectMessageInfo], unsupported: { _ in nil }))
    guard case .send(let hello) = loop.answer(#"{"type":"hello","protocols":[3]}"#) else { return }
    #expect((hello["reports"] ?? nil) == nil)
    _ = loop.answer(#"{"type":"begin","id":"1","case":"C","platform":"ios","api":"any","initialState":"foreground"}"#)
    MobileCore.collectMessageInfo(["deliveryId": "d1", "broadlogId": "h1", "action": "7"])
    guard case .send(let answer) = loop.answer(#"{"type":"end","id":"2","case":"C"}"#) else { return }
    #expect((answer["requests"] ?? nil) == nil)
    #expect(NetworkRecorder.shared.take() == [])
  }

  @Test func theCommandLineNamesWhatToReport() {
    #expect(Evidence.commandLine(["adapter"]) == [.calls])
    #expect(Evidence.commandLine(["adapter", "--reports", "calls,hits"]) == [.calls, .hits])
    #expect(Evidence.commandLine(["adapter", "--reports", "hits"]) == [.hits])
  }
}

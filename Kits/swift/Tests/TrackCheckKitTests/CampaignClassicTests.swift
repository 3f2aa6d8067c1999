import Foundation
import Testing

@testable import TrackCheckKit

/// An app delegate tracking with Campaign Classic's extension, as its iOS documents have it: a receive for a
/// content-available push, a click for every response.
final class ClassicTestAppDelegate: UIResponder, UIApplicationDelegate {
  final class Delegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
      withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
      CampaignClassic.trackNotificationClick(withUserInfo: response.notification.request.content.userInfo)
      completionHandler()
    }
  }

  let delegate = Delegate()

  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
    -> Bool
  {
    UNUserNotificationCenter.current().delegate = delegate
    MobileCore.registerExtensions([CampaignClassic.self])
    return true
  }

  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    if (userInfo["aps"] as? [String: Any])?["content-available"] as? Int == 1 {
      CampaignClassic.trackNotificationReceive(withUserInfo: userInfo)
    }
    completionHandler(.noData)
  }
}

/// AEPCampaignClassic's public API (5.0.0 for iOS): its two tracking calls recorded as passed, every one of them, and the
/// tracking requests the extension sends for them (``CampaignClassicHits``).
@Suite(.serialized) @MainActor struct CampaignClassicTests {
  @Test func theTrackingCallsAreRecordedAsPassedAnEmptyDictionaryToo() {
    _ = TrackingRecorder.shared.take()
    CampaignClassic.trackNotificationReceive(withUserInfo: ["_mId": "12345", "_dId": "f0190", "aps": ["content-available": 1]])
    CampaignClassic.trackNotificationClick(withUserInfo: [:])
    CampaignClassic.trackNotificationClick(withUserInfo: ["_mId": 12345, "_dId": " "])
    #expect(
      JSONText.text(TrackingRecorder.shared.reportedCalls())
        == #"[{"api":"trackNotificationReceive","contextData":{"_dId":"f0190","_mId":"12345","aps":{"content-available":1}}},"#
        + #"{"api":"trackNotificationClick","contextData":{}},{"api":"trackNotificationClick","contextData":{"_dId":" ","_mId":12345}}]"#)
  }

  @Test func registrationAndTheVersionReportNothing() {
    _ = TrackingRecorder.shared.take()
    #expect(CampaignClassic.extensionVersion == "5.0.0")
    CampaignClassic.registerDevice(token: Data([0x01, 0xab]), userKey: "user@example.com", additionalParameters: ["premium": true])
    CampaignClassic.registerDevice(token: Data(), userKey: nil, additionalParameters: nil)
    #expect(TrackingRecorder.shared.take().isEmpty)
  }

  /// `URL(string:)` as the Python and Node kits model it (their `FOUNDATION_URLS`, measured here): the text after
  /// "https://", and what `absoluteString` gives after "https://", or nil for no URL. A Foundation that answers
  /// otherwise fails this test, and the models need the same change.
  static let foundationURLs: [(String, String?)] = [
    ("t.example.com/r/?id=h3039,d 1,1", "t.example.com/r/?id=h3039,d%201,1"),
    ("t.example.com/r/?id=h3039,a#b#c,1", "t.example.com/r/?id=h3039,a#b%23c,1"),
    ("t.example.com/r/?id=h3039,[x]\\^`\"<>|{},1", "t.example.com/r/?id=h3039,%5Bx%5D%5C%5E%60%22%3C%3E%7C%7B%7D,1"),
    ("t.example.com/r/?id=h3039,a%20b%41,1", "t.example.com/r/?id=h3039,a%20b%41,1"),
    ("t.example.com/r/?id=h3039,a%2,1", "t.example.com/r/?id=h3039,a%252,1"),
    ("t.example.com/r/?id=h3039,a%g1%,1", "t.example.com/r/?id=h3039,a%25g1%25,1"),
    ("t.example.com/r/?id=h3039,a?b/c:@!$'()*+;=~_.-,1", "t.example.com/r/?id=h3039,a?b/c:@!$'()*+;=~_.-,1"),
    ("t.example.com/r/?id=h3039,\u{E9}\u{1F600}\t\n,1", "t.example.com/r/?id=h3039,%C3%A9%F0%9F%98%80%09%0A,1"),
    ("t.example.com:8443/r/?id=h3039,d,1", "t.example.com:8443/r/?id=h3039,d,1"),
    ("t example.com/r/?id=h3039,d,1", nil),
    ("t\u{EB}st.example.com/r/?id=h3039,d,1", "xn--tst-jma.example.com/r/?id=h3039,d,1"),
    ("T.\u{E9}xample.com/r/?id=h3039,d,1", "t.xn--xample-9ua.com/r/?id=h3039,d,1"),
    ("T.Example.COM/r/?id=h3039,d,1", "T.Example.COM/r/?id=h3039,d,1"),
    ("t.example.com/p a/r/?id=h3039,d,1", "t.example.com/p%20a/r/?id=h3039,d,1"),
    ("t.example.com#x#y/r/?id=h3039,d,1", "t.example.com#x%23y/r/?id=h3039,d,1"),
    ("us er@t.example.com/r/?id=h3039,d,1", "us%20er@t.example.com/r/?id=h3039,d,1"),
    ("a@b@t.example.com/r/?id=h3039,d,1", "a%40b@t.example.com/r/?id=h3039,d,1"),
    ("[::1]:8443/r/?id=h3039,d,1", "[::1]:8443/r/?id=h3039,d,1"),
    ("t.example.com:port/r/?id=h3039,d,1", nil),
    ("t.example.com:8443x/r/?id=h3039,d,1", nil),
    ("t%zz.example.com/r/?id=h3039,d,1", nil),
    ("h\u{A0}st.com/r/?id=h3039,d,1", nil),
    ("https://t.example.com/r/?id=h3039,d,1", "https://t.example.com/r/?id=h3039,d,1"),
  ]

  @Test func foundationParsesTheURLAsTheOtherKitsModelIt() {
    for (text, absolute) in Self.foundationURLs {
      #expect(URL(string: "https://" + text)?.absoluteString == absolute.map { "https://" + $0 }, "\(text)")
    }
  }

  @Test func aUUIDIsKeptAndAnIntegerBecomesItsHex() {
    let uuid = "6B6499A8-9d43-4bc5-acf0-b6aeb96846f6"
    let table = [
      (uuid, uuid), ("12345", "3039"), ("5", "05"), ("0", "00"), ("57904851586134", "61c0c56"), ("9223372036854775807", "ffffffff"),
      ("-673096100", "d7e15e5c"), ("-1", "ffffffff"), ("-9999999999", "abf41c01"), ("-0", "00"), ("+12", "0c"), ("0012", "0c"),
    ]
    for (broadlogId, messageID) in table { #expect(CampaignClassicHits.messageID(broadlogId) == messageID, "\(broadlogId)") }
    for refused in ["h1685a5", "a8a", " 12", "1-1-1-1-1", "9223372036854775808", "-", "", "1.5", "\u{661}\u{662}", "{\(uuid)}"] {
      #expect(CampaignClassicHits.messageID(refused) == nil, "\(refused)")
    }
  }

  @Test func nothingIsSentPastAGate() {
    let ids: [AnyHashable: Any] = ["_mId": "12345", "_dId": "f0190"]
    #expect(
      CampaignClassicHits.trackingURL(server: "t.example.com", userInfo: ids, tag: "1") == "https://t.example.com/r/?id=h3039,f0190,1")
    #expect(
      CampaignClassicHits.trackingURL(server: "t.example.com:8443", userInfo: ["_mId": "12345", "_dId": "d 1&x=\u{E9}"], tag: "2")
        == "https://t.example.com:8443/r/?id=h3039,d%201&x=%C3%A9,2")
    for server in [nil, "", "t example.com"] {
      #expect(CampaignClassicHits.trackingURL(server: server, userInfo: ids, tag: "1") == nil, "\(String(describing: server))")
    }
    let refused: [[AnyHashable: Any]] = [
      [:], ["_mId": "12345"], ["_dId": "f0190"], ["_mId": "", "_dId": "f0190"], ["_mId": 12345, "_dId": "f0190"],
      ["_mId": "h1685a5", "_dId": "f0190"],
    ]
    for userInfo in refused { #expect(CampaignClassicHits.trackingURL(server: "t.example.com", userInfo: userInfo, tag: "1") == nil) }
    // isEmpty, not blank: a blank id is sent; the payload's other values do not matter.
    #expect(
      CampaignClassicHits.trackingURL(server: "t.example.com", userInfo: ["_mId": "12345", "_dId": " ", "aps": ["badge": 1]], tag: "1")
        == "https://t.example.com/r/?id=h3039,%20,1")
  }

  @Test func reportingHitsEachCallPastTheGatesSendsOneRequest() {
    let loop = ProtocolLoop(
      session: Session { _ in ClassicTestAppDelegate() }, name: "t", version: "1",
      capabilities: Capabilities(platform: "ios", apis: [.collectMessageInfo], unsupported: { _ in nil }, reports: [.calls, .hits]))
    CampaignHits.configure(sending: true, platform: "ios")
    defer {
      CampaignHits.configure(sending: false, platform: "ios")
      CampaignClassicHits.trackingServer.withLock { $0 = .notConfigured }
    }
    _ = loop.answer(#"{"type":"hello","protocols":[3]}"#)
    _ = loop.answer(#"{"type":"begin","id":"1","case":"C","platform":"ios","api":"any","initialState":"foreground"}"#)
    let ids: [AnyHashable: Any] = ["_mId": "12345", "_dId": "f0190"]
    CampaignClassic.trackNotificationReceive(withUserInfo: ids)
    CampaignClassic.trackNotificationClick(withUserInfo: ids)
    CampaignClassic.trackNotificationClick(withUserInfo: ids)
    CampaignClassic.trackNotificationClick(withUserInfo: [:])
    CampaignClassic.trackNotificationClick(withUserInfo: ["_mId": "h1685a5", "_dId": "f0190"])
    MobileCore.updateConfigurationWith(configDict: ["campaignclassic.trackingServer": "acme.campaign.example.com"])
    CampaignClassic.trackNotificationReceive(withUserInfo: ["_mId": "5", "_dId": "f0190"])
    ACPCore.updateConfiguration(["campaignclassic.trackingServer": ""])
    CampaignClassic.trackNotificationReceive(withUserInfo: ids)
    guard case .send(let answer) = loop.answer(#"{"type":"end","id":"2","case":"C"}"#) else { return }
    let requests = answer["requests"] as? [[String: Any]] ?? []
    #expect(
      requests.compactMap { $0["url"] as? String } == [
        "https://tracking.example.com/r/?id=h3039,f0190,1", "https://tracking.example.com/r/?id=h3039,f0190,2",
        "https://tracking.example.com/r/?id=h3039,f0190,2", "https://acme.campaign.example.com/r/?id=h05,f0190,1",
      ])
    #expect(
      JSONText.text(requests.first) == #"{"body":"","headers":{},"method":"GET","url":"https://tracking.example.com/r/?id=h3039,f0190,1"}"#)
    #expect((answer["calls"] as? [[String: Any]])?.count == 7)
  }

  @Test func anAppTrackingWithTheExtensionIsAnsweredWithItsCalls() throws {
    let session = Session { _ in ClassicTestAppDelegate() }
    _ = session.begin(KitCase(["case": "c", "platform": "ios", "initialState": "background"]))
    #expect(SDKSetup.shared.extensions == ["CampaignClassic"])
    let userInfo: [String: Any] = ["aps": ["alert": "Sale", "content-available": 1], "_mId": "12345", "_dId": "f0190"]
    _ = session.callback(
      "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", ["applicationState": "background", "userInfo": userInfo])
    #expect(
      JSONText.text(session.takeCalls())
        == #"[{"api":"trackNotificationReceive","contextData":{"_dId":"f0190","_mId":"12345","aps":{"alert":"Sale","content-available":1}}}]"#
    )
    _ = session.callback(
      "userNotificationCenter(_:didReceive:withCompletionHandler:)",
      ["applicationState": "inactive", "actionIdentifier": UNNotificationDismissActionIdentifier, "userInfo": [:] as [String: Any]])
    #expect(JSONText.text(session.takeCalls()) == #"[{"api":"trackNotificationClick","contextData":{}}]"#)
  }
}

import Foundation
import Testing

@testable import TrackCheckKit

/// The adapter declares what its tracker has; the kit's `hello` claims that and no more, and a case the
/// adapter cannot run is answered `unsupported`.
@Suite(.serialized) @MainActor struct CapabilitiesTests {
  final class App: UIResponder, UIApplicationDelegate {}

  func loop(apis: [TrackingAPI] = [.collectMessageInfo], unsupported: @escaping @MainActor (KitCase) -> String? = { _ in nil })
    -> ProtocolLoop
  {
    ProtocolLoop(
      session: Session { _ in App() }, name: "t", version: "1",
      capabilities: Capabilities(platform: "ios", apis: apis, unsupported: unsupported))
  }

  func sent(_ answer: ProtocolLoop.Answer) -> String {
    guard case .send(let message) = answer else { return "\(answer)" }
    return JSONText.text(message.compactMapValues { $0 })
  }

  func begin(_ loop: ProtocolLoop, platform: String = "ios", api: String = "any") -> String {
    sent(loop.answer(#"{"type":"begin","id":"1","case":"C","platform":"\#(platform)","api":"\#(api)","initialState":"foreground"}"#))
  }

  @Test func helloClaimsTheDeclaredPlatformAndAPIsOnly() {
    let hello = #"{"type":"hello","protocols":[1,2,3]}"#
    #expect(
      sent(loop().answer(hello))
        == #"{"apis":["collectMessageInfo"],"features":["pipelining"],"implementation":{"name":"t","version":"1"},"platforms":["ios"],"protocol":3,"type":"hello"}"#
    )
    // In the protocol's order, each once, whatever order the adapter gave.
    #expect(
      sent(loop(apis: [.trackAction, .collectMessageInfo, .trackAction]).answer(hello)).contains(
        #""apis":["collectMessageInfo","trackAction"]"#))
  }

  @Test func aCaseOfAnotherPlatformOrAMissingAPIIsUnsupported() {
    #expect(begin(loop(), platform: "android") == #"{"id":"1","reason":"this adapter serves ios only, not android","type":"unsupported"}"#)
    #expect(
      begin(loop(), api: "trackAction")
        == #"{"id":"1","reason":"the tracker's SDK calls collectMessageInfo, not trackAction alone","type":"unsupported"}"#)
    #expect(begin(loop(apis: [.collectMessageInfo, .trackAction]), api: "trackAction").contains(#""type":"ready""#))
    #expect(begin(loop(), api: "collectMessageInfo").contains(#""type":"ready""#))
  }

  @Test func theAdapterRefusesACaseWithItsReason() {
    let loop = loop { $0.id == "C" ? "needs a simulator" : nil }
    #expect(begin(loop) == #"{"id":"1","reason":"needs a simulator","type":"unsupported"}"#)
  }

  @Test func anUnsupportedCaseStartsNoApp() {
    var made = 0
    let loop = ProtocolLoop(
      session: Session { _ in
        made += 1
        return App()
      }, name: "t", version: "1", capabilities: Capabilities(platform: "ios", apis: [.collectMessageInfo]) { _ in "no" })
    _ = begin(loop)
    #expect(made == 0)
  }

  @Test func theInfoDictionaryIsTheAdapters() {
    TrackCheck.info.withLock { $0 = ["ADBMobileAppID": "launch-1234", "CFBundleIdentifier": "com.example.app"] }
    defer { TrackCheck.info.withLock { $0 = [:] } }
    #expect(TrackCheck.infoValue(forKey: "ADBMobileAppID") as? String == "launch-1234")
    #expect(TrackCheck.infoDictionary.count == 2)
    #expect(TrackCheck.infoValue(forKey: "NoSuchKey") == nil)
  }
}

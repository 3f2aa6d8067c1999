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

/// AEPCampaignClassic's public API (5.0.0 for iOS): its two tracking calls recorded as passed, every one of them.
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

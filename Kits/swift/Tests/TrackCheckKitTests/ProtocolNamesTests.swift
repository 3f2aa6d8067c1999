import Foundation
import Testing

@testable import TrackCheckKit

/// The protocol's names are written once, in docs/protocol.schema.json's `$defs`; the kit's tables
/// are those, in the order the kits report them.
@Suite(.serialized) struct ProtocolNamesTests {
  static func enumeration(_ name: String) throws -> [String] {
    let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/protocol.schema.json")
    let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schema)) as? [String: Any])
    let definitions = try #require(root["$defs"] as? [String: Any])
    return try #require((definitions[name] as? [String: Any])?["enum"] as? [String], "$defs.\(name).enum")
  }

  @Test func flagsKindsModesAndOptionsAreTheProtocols() throws {
    #expect(Intent.Flags.names.map(\.1) == (try Self.enumeration("intentFlag")))
    #expect(PendingIntent.Flags.names.map(\.1) == (try Self.enumeration("pendingIntentFlag")))
    #expect(PendingIntent.Kind.allCases.map(\.rawValue) == (try Self.enumeration("pendingIntentKind")))
    #expect(AndroidApp.LaunchMode.allCases.map(\.rawValue) == (try Self.enumeration("launchMode")))
    #expect(UNNotificationActionOptions.names.map(\.1) == (try Self.enumeration("categoryOption")))
  }

  /// Each callback the protocol names is played by the iOS session or the Android one (`Process.killed` by
  /// both), and a name it does not is played by neither.
  @Test @MainActor func everyCallbackTheProtocolNamesIsPlayed() throws {
    let ios = Session { _ in TestAppDelegate() }
    _ = ios.begin(KitCase(["case": "c", "platform": "ios", "initialState": "foreground"]))
    let android = AndroidSession { _ in
      AndroidApp().application(TrackerApplication.self).messagingService(ApplicationAwareService.self)
        .activity(LauncherActivity.self, launcher: true)
    }
    _ = android.begin(KitCase(["case": "c", "platform": "android", "initialState": "terminated"]))
    let arguments: [String: Any] = [
      "userInfo": ["_dId": "d1"], "actionIdentifier": "com.apple.UNNotificationDefaultActionIdentifier", "applicationState": "active",
      "launchOptions": [:], "message": ["data": ["_dId": "d1"]], "activity": "LauncherActivity",
      "intent": ["component": "LauncherActivity", "flags": [], "extras": [:]],
    ]
    func played(_ name: String) -> (ios: Bool, android: Bool) {
      let onIOS = ios.callback(name, arguments) != nil
      // A callback the Android session plays may still fail for want of a component the test app lacks.
      let onAndroid: Bool
      do { onAndroid = try android.callback(name, arguments) != nil } catch { onAndroid = true }
      return (onIOS, onAndroid)
    }
    for name in try Self.enumeration("callbackName") {
      let (onIOS, onAndroid) = played(name)
      #expect(onIOS || onAndroid, "\(name) is played by no session of the kit")
      #expect(!(onIOS && onAndroid) || name == "Process.killed", "\(name) is played by both sessions")
    }
    #expect(played("Activity.onDestroy") == (false, false))
  }
}

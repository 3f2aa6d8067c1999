import Foundation
import Testing

@testable import TrackCheckKit

/// The protocol's names are written once, in docs/protocol.schema.json's `$defs`; the kit's tables
/// are those, in the order the kits report them.
@Suite struct ProtocolNamesTests {
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
}

import Foundation
import Testing
import TrackCheckPlatform
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckProtocol

/// The protocol's names are written once, in docs/protocol.schema.json's `$defs` (callback names,
/// intent and PendingIntent flags and kinds, launch modes, category options, report kinds, tracking
/// APIs); the harness's own tables are these, in the order the kits report them. Each kit has the
/// same test of its constants.
@Suite("The protocol's enumerations (docs/protocol.schema.json)")
struct ProtocolSurfaceTests {
  static func enumeration(_ name: String) throws -> [String] {
    let schema = try JSONParser.parse(Array(try Data(contentsOf: TestPaths.root.appendingPathComponent("docs/protocol.schema.json"))))
    let values = try #require(schema.objectValue?["$defs"]?.objectValue?[name]?.objectValue?["enum"]?.arrayValue, "$defs.\(name).enum")
    return values.compactMap(\.stringValue)
  }

  @Test func theCallbacksTheModelDeliversAreTheProtocolsNames() throws {
    #expect(Set(CallbackName.allCases.map(\.rawValue)) == Set(try Self.enumeration("callbackName")))
    #expect(CallbackName.allCases.count == (try Self.enumeration("callbackName")).count)
  }

  @Test func theFlagsKindsAndModesAreTheProtocolsInItsOrder() throws {
    #expect(IntentFlag.allCases.map(\.rawValue) == (try Self.enumeration("intentFlag")))
    #expect(PendingIntentFlag.allCases.map(\.rawValue) == (try Self.enumeration("pendingIntentFlag")))
    #expect(PendingIntentSpec.Kind.allCases.map(\.rawValue) == (try Self.enumeration("pendingIntentKind")))
    #expect(LaunchMode.allCases.map(\.rawValue) == (try Self.enumeration("launchMode")))
    #expect(AppReport.actionOptions == (try Self.enumeration("categoryOption")))
    #expect(Evidence.allCases.map(\.rawValue) == (try Self.enumeration("reportKind")))
    #expect(TrackingAPI.allCases.map(\.rawValue) == (try Self.enumeration("api")))
  }
}

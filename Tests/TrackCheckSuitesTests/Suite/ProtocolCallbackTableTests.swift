import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckPlatform
@testable import TrackCheckSuites

/// docs/PROTOCOL.md's table of callbacks names every callback the platform
/// model sends for the built-in suites, so an adapter author finds each one.
@Suite("The protocol's callback table")
struct ProtocolCallbackTableTests {
  @Test func everyCallbackTheSuitesSendIsInTheTable() throws {
    let protocolText = try String(contentsOf: TestPaths.root.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8)
    guard let start = protocolText.range(of: "The callbacks and their arguments:"),
      let end = protocolText.range(of: "`userInfo` is the iOS payload", range: start.upperBound..<protocolText.endIndex)
    else {
      Issue.record("docs/PROTOCOL.md has no table of callbacks")
      return
    }
    let table = protocolText[start.upperBound..<end.lowerBound]
    let suites = try SuiteLoader.prepare(paths: [TestPaths.suites])
    let sent = Set(suites.models.flatMap { $0.derivation.callbacks.map(\.name.rawValue) })
    #expect(sent.count > 10)
    for name in sent.sorted() {
      #expect(table.contains("`\(name)`"), "docs/PROTOCOL.md's callback table does not name \(name)")
    }
  }
}

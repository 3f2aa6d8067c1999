import Foundation
import Testing
import TrackCheckTestSupport

/// The Swift example's adapter, run as trackcheck runs it: a process on stdin/stdout.
@Suite struct ServeTests {
  /// The example's stdout lines (each checked against docs/protocol.schema.json), its stderr and its exit status.
  func transcript(_ lines: [String]) throws -> (stdout: [String], stderr: String, status: Int32) {
    let process = Process()
    process.executableURL = TestPaths.products.appendingPathComponent("swift-example")
    let finished = try TestProcesses.run(process, input: Data(lines.map { $0 + "\n" }.joined().utf8))
    let stdout = String(decoding: finished.output, as: UTF8.self).split(separator: "\n").map(String.init)
    ProtocolSchema.expectValid(stdout, from: "the Swift example")
    return (stdout, String(decoding: finished.error, as: UTF8.self), finished.status)
  }

  @Test func aTrackerThatPrintsCannotCorruptTheProtocol() throws {
    let push = #"{"aps":{"alert":"hi","category":"DEFAULT"},"_dId":"d1","_mId":"m1"}"#
    let result = try transcript([
      #"{"type":"hello","protocols":[1,2]}"#,
      #"{"type":"begin","id":"1","case":"c","platform":"ios","api":"any","initialState":"foreground"}"#,
      #"{"type":"callback","id":"2","name":"userNotificationCenter(_:willPresent:withCompletionHandler:)","args":{"applicationState":"active","userInfo":\#(push)}}"#,
      #"{"type":"callback","id":"3","name":"userNotificationCenter(_:didReceive:withCompletionHandler:)","args":{"applicationState":"active","actionIdentifier":"com.apple.UNNotificationDismissActionIdentifier","userInfo":\#(push)}}"#,
      #"{"type":"end","id":"4","case":"c"}"#,
      #"{"type":"bye"}"#,
    ])
    #expect(
      result.stdout == [
        #"{"apis":["collectMessageInfo","trackAction"],"features":["pipelining"],"implementation":{"name":"swift-example","version":"2.0.0"},"platforms":["ios"],"protocol":2,"type":"hello"}"#,
        #"{"app":{"categories":[{"actions":[],"customDismissAction":true,"identifier":"DEFAULT"}],"notificationDelegate":true},"id":"1","type":"ready"}"#,
        #"{"calls":[{"api":"collectMessageInfo","contextData":{"action":"7","broadlogId":"m1","deliveryId":"d1"}}],"id":"2","type":"calls"}"#,
        #"{"calls":[{"api":"collectMessageInfo","contextData":{"action":"2","broadlogId":"m1","deliveryId":"d1"}}],"id":"3","type":"calls"}"#,
        #"{"calls":[],"id":"4","type":"calls"}"#,
      ])
    #expect(result.status == 0)
    // The impression is sent from DispatchQueue.main.async: the kit ran the main queue before answering.
    // The example prints in its handlers, as the documents' code does: all of it went to stderr.
    #expect(result.stderr.contains("Dismiss Action"))
  }

  @Test func aHarnessSpeakingOnlyAnotherVersionIsRefused() throws {
    let result = try transcript([#"{"type":"hello","protocols":[4]}"#])
    #expect(result.stdout.isEmpty && result.status == 1)
    #expect(result.stderr.contains("speaks protocols [3, 2, 1]"))
  }
}

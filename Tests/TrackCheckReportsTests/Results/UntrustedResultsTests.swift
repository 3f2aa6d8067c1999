import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckReports

/// Results files are untrusted input: whatever numbers and text they hold, reading, merging and
/// diffing them neither traps nor hangs, and nothing they hold reaches the terminal raw.
@Suite("Results files as untrusted input")
struct UntrustedResultsTests {
  /// A results file of `run` with `edit` applied to its text.
  private func load(_ run: RunRecord, _ edit: (String) -> String) throws -> RunRecord {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-untrusted-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try edit(ResultsFile.render(run)).write(toFile: path, atomically: true, encoding: .utf8)
    return try ResultsFile.load(path)
  }

  /// A step or callback of -2^63 (or 0, or beyond any run) used to trap in `Int(number) - 1`.
  @Test(arguments: ["-9223372036854775808", "0", "9223372036854775807"])
  func stepsAndCallbacksOutOfRangeAreDropped(number: String) throws {
    var run = RecordFixtures.mixedRun()
    run.cases[0].actual = [
      ActualCall(api: "collectMessageInfo", actionName: nil, contextData: ["action": "7"], callbackIndex: 0)
    ]
    run.cases[0].actual[0].step = 0
    let loaded = try load(run) { text in
      text.replacingOccurrences(of: #""callback":1,"step":1"#, with: #""callback":\#(number),"step":\#(number)"#)
    }
    #expect(loaded.cases[0].actual.first?.callbackIndex == nil)
    #expect(loaded.cases[0].actual.first?.step == nil)
    #expect(ResultsFile.ordinal(.integer(Int64.min)) == nil && ResultsFile.ordinal(.integer(1)) == 0)
  }

  /// The expected calls' ids are read back under the keys of the file's own profile, never guessed.
  @Test func expectedCallsAreReadBackUnderTheirProfilesKeys() throws {
    var run = RecordFixtures.mixedRun()
    run.profile = TestProfiles.classic.stamp
    #expect(run.profile?.idKeys == ProfileStamp.IDKeys(delivery: "_dId", broadlog: "_mId"))
    // Keys in an order that guessing by position would get wrong.
    run.cases[0].expected = [
      ExpectedCall(api: .any, deliveryId: "d57fd6", broadlogId: "1476005", action: .receive, on: TestProfiles.classic)
    ]
    let loaded = try load(run) { $0 }
    #expect(loaded.profile?.idKeys == run.profile?.idKeys)
    #expect(loaded.cases[0].expected.map { [$0.deliveryId, $0.broadlogId] } == [["d57fd6", "1476005"]])
    // A file written before the keys were recorded: Campaign Standard's.
    let older = try load(RecordFixtures.mixedRun()) {
      $0.replacingOccurrences(of: #","ids":{"delivery":"deliveryId","broadlog":"broadlogId"}"#, with: "")
    }
    #expect(older.profile?.idKeys == .standard)
  }

  /// A call of the SDK's own path keeps its origin through the file; an origin the file invents is the app's.
  @Test func aCallsOriginIsReadBack() throws {
    var run = RecordFixtures.mixedRun()
    run.cases[0].actual = [
      ActualCall(api: "trackNotificationReceive", contextData: ["_mId": "1", "_dId": "d"], callbackIndex: 0, origin: .sdk),
      ActualCall(api: "trackNotificationReceive", contextData: ["_mId": "1", "_dId": "d"], callbackIndex: 0),
    ]
    let loaded = try load(run) { $0 }
    #expect(loaded.cases[0].actual.map(\.origin) == [.sdk, .app])
    #expect(ResultsFile.render(run).components(separatedBy: #""origin""#).count == 2, "only the SDK's call names its origin")
    let invented = try load(run) { $0.replacingOccurrences(of: #""origin":"sdk""#, with: #""origin":"vendor""#) }
    #expect(invented.cases[0].actual.map(\.origin) == [.app, .app])
  }

  /// `merge` of one shard of a billion used to build the list of every missing shard: it names ten and counts the rest.
  @Test func aBillionShardsAreCountedNotListed() throws {
    var shard = RecordFixtures.mixedRun()
    shard.shard = CaseSelection.Shard(index: 1, count: 1_000_000_000)
    #expect {
      try ResultsMerge.merge([(path: "a.json", run: shard)])
    } throws: { error in
      "\(error)".contains("2/1000000000, 3/1000000000") && "\(error)".contains("and 999999989 more")
    }
  }

  /// A case's outcome and error kind are one value: a file where they contradict each other is refused,
  /// and every result a run writes reads back the same, not-applicable reasons included.
  @Test func outcomesThatContradictTheirErrorKindAreRefused() throws {
    let run = RecordFixtures.mixedRun()
    let loaded = try load(run) { $0 }
    #expect(loaded.cases.map(\.result) == run.cases.map(\.result))
    #expect(loaded.cases.contains { $0.result == .notApplicable(.platformUnsupported(.android)) })
    #expect {
      try load(run) { $0.replacingOccurrences(of: #""errorKind":"crash""#, with: #""errorKind":null"#) }
    } throws: { "\($0)".contains("without an error kind") }
    #expect {
      try load(run) { $0.replacingOccurrences(of: #""outcome":"error""#, with: #""outcome":"passed""#) }
    } throws: { "\($0)".contains("which only an error has") }
  }

  /// A tracker's name with ESC and CR is escaped by `diff`, as by `run`.
  @Test func theDiffEscapesWhatTheFilesHold() {
    let old = RecordFixtures.mixedRun()
    var new = old
    new.identity.name = "evil\u{1B}[2J\rname"
    let text = ResultsDiff(old: old, new: new).render()
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x0D })
    #expect(text.contains("evil"))
  }
}

/// A run can always read back its own results: the deepest context data a protocol line may carry
/// (nested up to the protocol's limit) is written into a results file and read back whole.
@Suite("Results hold what the protocol accepts")
struct ResultsDepthTests {
  @Test func theDeepestContextDataTheProtocolAcceptsIsReadBack() throws {
    // The deepest context data a `calls` answer may carry, found against the parser itself.
    func nested(_ depth: Int) -> JSONValue { depth == 0 ? .string("x") : .object(["k": nested(depth - 1)]) }
    var depth = 1
    while true {
      let line: JSONValue = .object([
        "type": "calls", "id": "2", "calls": .array([.object(["api": "collectMessageInfo", "contextData": nested(depth + 1)])]),
      ])
      guard (try? JSONParser.parse(JSONSerializer.bytes(line))) != nil else { break }
      depth += 1
    }
    let deepest = nested(depth)
    var run = RecordFixtures.mixedRun()
    run.cases[0].actual = [ActualCall(api: "collectMessageInfo", actionName: nil, contextData: deepest, callbackIndex: 0)]
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-depth-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try ResultsFile.write(run, to: path)
    let loaded = try ResultsFile.load(path)
    #expect(depth > 55)
    #expect(loaded.cases[0].actual.first?.contextData == deepest)
  }
}

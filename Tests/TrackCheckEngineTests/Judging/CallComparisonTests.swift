import Testing
import TrackCheckPlatform
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProtocol

@Suite("Comparison of expected and actual calls")
struct CallComparisonTests {
  private func expected(_ actions: [TrackingAction], api: APIChoice = .any) -> [ExpectedCall] {
    actions.map { ExpectedCall(api: api, deliveryId: "56c4", broadlogId: "h138a", action: $0, on: TestProfiles.standard) }
  }

  private func call(
    _ action: JSONValue, api: String = "collectMessageInfo", deliveryId: JSONValue = "56c4", extra: [(String, JSONValue)] = [],
    name: JSONValue? = nil
  ) -> ActualCall {
    var context: JSONObject = ["deliveryId": deliveryId, "broadlogId": "h138a", "action": action]
    for (key, value) in extra { context[key] = value }
    return ActualCall(api: api, actionName: name, contextData: .object(context), callbackIndex: 0)
  }

  @Test func exactCallsPass() {
    let comparison = CallComparison(
      expected: expected([.click, .open]), actual: [call("2"), call("1", api: "trackAction", name: "tracking")],
      profile: TestProfiles.standard)
    #expect(comparison.passed)
  }

  @Test func missingCall() {
    let comparison = CallComparison(expected: expected([.click, .open]), actual: [call("2")], profile: TestProfiles.standard)
    #expect(comparison.findings == [.missing(expected: 1)])
    #expect(comparison.summary.contains("missing open call"))
    #expect(comparison.report.contains("missing: expected call 2, open (\"1\"), was not made"))
  }

  @Test func duplicateCall() {
    let comparison = CallComparison(expected: expected([.impression]), actual: [call("7"), call("7")], profile: TestProfiles.standard)
    #expect(comparison.findings == [.unexpected(actual: 1, duplicateOf: 0)])
    #expect(comparison.summary.hasPrefix("duplicate impression call"))
  }

  /// A click and an open where an impression is due are a tap's events made where nobody tapped
  /// (unexpected calls), with or without the impression beside them; a lone "1" is an impression's wrong code.
  @Test func aClickAndOpenPairIsNotAWrongCodedImpression() {
    let alone = CallComparison(expected: expected([.impression]), actual: [call("2"), call("1")], profile: TestProfiles.standard)
    #expect(alone.findings == [.missing(expected: 0), .unexpected(actual: 0, duplicateOf: nil), .unexpected(actual: 1, duplicateOf: nil)])
    let beside = CallComparison(
      expected: expected([.impression]), actual: [call("7"), call("2"), call("1")], profile: TestProfiles.standard)
    #expect(beside.findings == [.unexpected(actual: 1, duplicateOf: nil), .unexpected(actual: 2, duplicateOf: nil)])
    let wrongCode = CallComparison(expected: expected([.impression]), actual: [call("1")], profile: TestProfiles.standard)
    #expect(wrongCode.findings.count == 1)
    guard case .wrongFields(_, _, let differences)? = wrongCode.findings.first else {
      Issue.record("expected a wrong-fields finding, got \(wrongCode.findings)")
      return
    }
    #expect(differences.map(\.fault) == [.wrongAction])
  }

  @Test func unexpectedCall() {
    let comparison = CallComparison(expected: [], actual: [call("7")], profile: TestProfiles.standard)
    #expect(comparison.findings == [.unexpected(actual: 0, duplicateOf: nil)])
  }

  @Test func wrongOrder() {
    let comparison = CallComparison(expected: expected([.click, .open]), actual: [call("1"), call("2")], profile: TestProfiles.standard)
    #expect(comparison.findings.contains { if case .wrongOrder = $0 { true } else { false } })
    #expect(comparison.report.contains("wrong order"))
  }

  @Test func wrongFieldIsNamed() {
    let comparison = CallComparison(
      expected: expected([.impression]), actual: [call("7", deliveryId: "h138a")], profile: TestProfiles.standard)
    guard case .wrongFields(_, _, let differences)? = comparison.findings.first else {
      Issue.record("expected a wrong-fields finding, got \(comparison.findings)")
      return
    }
    #expect(differences.map(\.text) == [#"'deliveryId' is "h138a", expected "56c4""#])
    #expect(differences.map(\.fault) == [.wrongIds])
  }

  @Test func numericActionIsAWrongType() {
    let comparison = CallComparison(expected: expected([.impression]), actual: [call(7)], profile: TestProfiles.standard)
    #expect(comparison.report.contains("'action' is integer 7, not a string; the SDK silently drops the call"))
  }

  @Test func extraKeysAndWrongActionNameAreReported() {
    let comparison = CallComparison(
      expected: expected([.impression]), actual: [call("7", api: "trackAction", extra: [("source", "push")], name: "push_tracking")],
      profile: TestProfiles.standard)
    #expect(comparison.report.contains("'source'"))
    #expect(comparison.report.contains(#"action name "push_tracking""#))
  }

  @Test func pinnedAPIRejectsTheOther() {
    let comparison = CallComparison(
      expected: expected([.impression], api: .pinned(.trackAction)), actual: [call("7")], profile: TestProfiles.standard)
    #expect(!comparison.passed)
    #expect(comparison.report.contains("it uses collectMessageInfo, but the case pins trackAction"))
  }

  @Test func bothAPIsForOneEventIsADuplicate() {
    let comparison = CallComparison(
      expected: expected([.impression]), actual: [call("7"), call("7", api: "trackAction", name: "tracking")],
      profile: TestProfiles.standard)
    #expect(comparison.findings == [.unexpected(actual: 1, duplicateOf: 0)])
  }

  @Test func aRightCallAtTheWrongStepIsOneFindingNamingBothSteps() {
    let timeline = Timeline(
      steps: ["receive default", "tap default", "open the app from Recents"], stepOfCallback: [0, 1, 2], callbackNames: ["a", "b", "c"])
    var calls = expected([.impression, .click, .open])
    calls[0].step = 0
    calls[1].step = 1
    calls[2].step = 1
    var late = [call("7"), call("2"), call("1")]
    late[0].callbackIndex = 0
    late[1].callbackIndex = 2
    late[2].callbackIndex = 2
    let comparison = CallComparison(expected: calls, actual: late, timeline: timeline, profile: TestProfiles.standard)
    #expect(comparison.findings == [.wrongStep(actual: 1, expected: 1), .wrongStep(actual: 2, expected: 2)])
    #expect(comparison.summary.hasPrefix("click expected at step 2 (tap default); made at step 3 (open the app from Recents)"))
    #expect(comparison.report.contains("step 2: tap default"))
    // The same calls at the right steps pass; a flat list would have passed both.
    late[1].callbackIndex = 1
    late[2].callbackIndex = 1
    #expect(CallComparison(expected: calls, actual: late, timeline: timeline, profile: TestProfiles.standard).passed)
  }

  /// A difference no requirement can be blamed for (a catalogue without a
  /// pattern for it, and a case that lists none) gives no finding at all: the
  /// case still fails, its failure shared as without a catalogue, never
  /// blamed on a made-up requirement.
  @Test func aDifferenceNoRequirementCanTakeIsNotBlamedOnAnInventedOne() {
    // The catalogue blames missing calls only: nothing owns an unexpected one.
    let rules = BlameRules([
      Requirement(
        id: "MISSING", level: .must, rule: "r", source: "test", enforcedByPlatform: nil, blame: [BlamePattern(faults: [.missing])],
        location: SourceLocation(file: ""))
    ])
    var listsNothing = CaseBuilder.testCase(id: "NONE", expected: [])
    listsNothing.requirements = []
    let comparison = CallComparison(expected: [], actual: [call("7")], profile: TestProfiles.standard)
    #expect(!comparison.passed)
    #expect(comparison.attributedFindings(of: listsNothing, derivation: Derivation(steps: []), rules: rules) == nil)
    // The same difference in a case that lists a requirement is blamed on it.
    let listsOne = CaseBuilder.testCase(id: "ONE", expected: [])
    let findings = comparison.attributedFindings(of: listsOne, derivation: Derivation(steps: []), rules: rules)
    #expect(findings?.map(\.requirement) == ["R-1"])
  }
}

import Testing
import TrackCheckModel
import TrackCheckOracle
import TrackCheckTestSupport

@testable import TrackCheckPlatform

/// The oracle's Android branches for what protocol 3 plays: trampolines, services, action buttons, handled rotations.
@Suite("Oracle: Android components")
struct AndroidOracleTests {
  static let data: JSONObject = ["_dId": "d57fd6", "_mId": "h1685a5", "_acsDeliveryTracking": "on"]

  static func judge(_ step: Step.Kind, _ callbacks: [PlatformCallback]) -> [String] {
    let testCase = CaseBuilder.testCase(platform: .android, steps: [step])
    let derivation = Derivation(steps: [StepDerivation(step: testCase.steps[0], callbacks: callbacks, notes: [])])
    return Oracle.judge(testCase, derivation: derivation, profile: TestProfiles.standard).calls.map {
      "\($0.action.name) \($0.requirement ?? "")"
    }
  }

  static func callback(_ name: CallbackName, _ key: String, _ component: String) -> PlatformCallback {
    PlatformCallback(name, [key: .string(component), "intent": ["extras": .object(data)]], rule: .andBroadcast)
  }

  /// A tap whose receiver starts the activity with the same extras (a trampoline below target 31) owes one open.
  @Test func aTrampolineAndTheActivityItStartsOweOneOpen() {
    let calls = Self.judge(
      .tap(notification: "default"),
      [
        Self.callback(CallbackName.broadcastReceive, "receiver", "TapReceiver"),
        PlatformCallback(
          CallbackName.onCreate, ["intent": ["extras": .object(Self.data)], "savedInstanceState": .null], rule: .andTrampolineStart),
      ])
    #expect(calls == ["click AND-TAP-OPEN", "open AND-TAP-OPEN"])
    #expect(Self.judge(.tap(notification: "default"), [Self.callback(CallbackName.serviceStart, "service", "S")]).count == 2)
  }

  /// A push is known by its ids, not by its intent's whole extras: a dispatcher that starts the activity with
  /// extras of its own added (a tap flag, a time), one removed and one rewritten still delivers the same push,
  /// which owes one click and one open, named for its notification.
  @Test func aDispatcherThatChangesOtherExtrasDeliversTheSamePush() {
    var payload = CaseBuilder.androidPayload.objectValue ?? JSONObject()
    var sent = Self.data
    sent["uri"] = "app://inbox"
    sent["title"] = "Sale"
    payload["data"] = .object(sent)
    let testCase = CaseBuilder.testCase(platform: .android, payload: .object(payload), steps: [.tap(notification: "default")])
    var forwarded = sent
    forwarded["tap"] = "true"
    forwarded["dispatchedAt"] = "1764307200000"
    forwarded["uri"] = nil
    forwarded["title"] = "dispatched: Sale"
    let callbacks = [
      PlatformCallback(
        CallbackName.onCreate, ["activity": "DispatcherActivity", "intent": ["extras": .object(sent)], "savedInstanceState": .null],
        rule: .andTapStart),
      PlatformCallback(
        CallbackName.onCreate, ["activity": "MainActivity", "intent": ["extras": .object(forwarded)], "savedInstanceState": .null],
        rule: .andActivityStart),
    ]
    let derivation = Derivation(steps: [StepDerivation(step: testCase.steps[0], callbacks: callbacks, notes: [])])
    let calls = Oracle.judge(testCase, derivation: derivation, profile: TestProfiles.standard).calls
    #expect(calls.map { "\($0.action.name) \($0.requirement ?? "")" } == ["click AND-TAP-OPEN", "open AND-TAP-OPEN"])
    #expect(calls.allSatisfy { $0.notification == "default" })
    // Only the activity the dispatcher starts: still the push the case sent.
    let alone = Derivation(steps: [StepDerivation(step: testCase.steps[0], callbacks: [callbacks[1]], notes: [])])
    #expect(Oracle.judge(testCase, derivation: alone, profile: TestProfiles.standard).calls.map(\.notification) == ["default", "default"])
  }

  /// An action handled by a receiver is a click; one that starts the activity a click and an open (D-11).
  @Test func androidActionsOpenOnlyWhenTheyStartAnActivity() {
    let action = Step.Kind.tapAction(notification: "default", action: "Read")
    #expect(Self.judge(action, [Self.callback(CallbackName.broadcastReceive, "receiver", "R")]) == ["click AND-ACTION-NO-OPEN"])
    let opened = PlatformCallback(CallbackName.onNewIntent, ["intent": ["extras": .object(Self.data)]], rule: .andAction)
    #expect(Self.judge(action, [opened]) == ["click AND-ACTION-OPEN", "open AND-ACTION-OPEN"])
    // A receiver that then starts the activity: the click, then the open.
    #expect(
      Self.judge(action, [Self.callback(CallbackName.broadcastReceive, "receiver", "R"), opened]) == [
        "click AND-ACTION-NO-OPEN", "open AND-ACTION-OPEN",
      ])
  }

  /// A rotation the activity handles itself is no open (ACS-NO-TRACK-OTHER-OPEN).
  @Test func aHandledRotationTracksNothing() {
    let testCase = CaseBuilder.testCase(platform: .android, state: .foreground, steps: [.rotate])
    let callback = PlatformCallback(
      CallbackName.onConfigurationChanged, ["newConfig": ["orientation": "landscape"]], rule: .andConfigHandled)
    let judged = Oracle.judge(
      testCase, derivation: Derivation(steps: [StepDerivation(step: testCase.steps[0], callbacks: [callback], notes: [])]),
      profile: TestProfiles.standard)
    #expect(judged.calls.isEmpty && judged.requirements == ["ACS-NO-TRACK-OTHER-OPEN"])
  }
}

import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckPlatform

@Suite("Platform model: Android")
struct AndroidModelTests {
  @Test func dataValuesReachTheAppAsStrings() throws {
    let callbacks = try PlatformModel.derive(CaseBuilder.testCase(platform: .android)).callbacks
    #expect(callbacks.map(\.name) == [CallbackName.onMessageReceived])
    let data = callbacks[0].arguments["message"]?["data"]
    #expect(data?["badge"] == "1817")
    #expect(callbacks[0].arguments["message"]?["priority"] == "high")
  }

  @Test func tapStartsAnActivityThatIsNotRunning() throws {
    let testCase = CaseBuilder.testCase(
      platform: .android, state: .terminated, steps: [.receive(notification: "default"), .tap(notification: "default")])
    let callbacks = try PlatformModel.derive(testCase).callbacks
    #expect(callbacks.map(\.name) == [CallbackName.onMessageReceived, CallbackName.onCreate, CallbackName.onResume])
    #expect(callbacks[1].arguments["intent"]?["extras"]?["_dId"] == "d57fd6")
  }

  /// The documents' content intent has FLAG_ACTIVITY_CLEAR_TOP and their
  /// activity the default launch mode: Android finishes the running instance
  /// and creates a new one with the intent (Intent.FLAG_ACTIVITY_CLEAR_TOP).
  @Test func tapRecreatesARunningActivityOfTheDefaultLaunchMode() throws {
    let testCase = CaseBuilder.testCase(
      platform: .android, state: .background, steps: [.receive(notification: "default"), .tap(notification: "default")])
    let callbacks = try PlatformModel.derive(testCase).callbacks
    #expect(callbacks.map(\.name) == [CallbackName.onMessageReceived, CallbackName.onCreate, CallbackName.onResume])
    #expect(callbacks[1].arguments["savedInstanceState"] == .null)
    #expect(callbacks[2].arguments["intent"]?["extras"]?["_dId"] == "d57fd6")
  }

  /// A singleTop activity gets onNewIntent, and getIntent() in the following
  /// onResume is still the old intent unless the app called setIntent.
  @Test func aSingleTopActivityKeepsItsIntentUnlessTheAppCallsSetIntent() throws {
    let testCase = CaseBuilder.testCase(
      platform: .android, state: .background, steps: [.receive(notification: "default"), .tap(notification: "default")])
    for setIntent in [false, true] {
      var player = PlatformPlayer(testCase, wiring: .reported(AppManifest(launchMode: .singleTop)))
      let received = try player.begin(step: 0)
      try player.absorb(AppFacts(posted: [Self.posted(id: 1, code: 1, extras: ["_dId": "d57fd6"])]), answering: received[0])
      let tap = try player.begin(step: 1)
      #expect(tap.map(\.name) == [CallbackName.onNewIntent])
      try player.absorb(AppFacts(setIntent: setIntent), answering: tap[0])
      let resume = try player.continueStep()
      #expect(resume.map(\.name) == [CallbackName.onResume])
      #expect((resume[0].arguments["intent"]?["extras"]?["_dId"] == "d57fd6") == setIntent)
      #expect(try player.continueStep().isEmpty)
    }
  }

  /// PendingIntents are identified by request code and intent, not extras:
  /// the documents' request code 0 with FLAG_UPDATE_CURRENT gives the older
  /// notification the newer one's extras.
  @Test func pendingIntentsThatShareARequestCodeShareTheirExtras() throws {
    let notifications = ["older", "newer"].map { Notification(name: $0, payload: CaseBuilder.androidPayload) }
    let testCase = CaseBuilder.testCase(
      platform: .android, state: .background, notifications: notifications,
      steps: [.receive(notification: "older"), .receive(notification: "newer"), .tap(notification: "older")])
    for (code, expected) in [(0, "newer"), (7, "older")] {
      var player = PlatformPlayer(testCase, wiring: .reported(AppManifest()))
      let first = try player.begin(step: 0)
      try player.absorb(AppFacts(posted: [Self.posted(id: 1, code: code == 0 ? 0 : 1, extras: ["push": "older"])]), answering: first[0])
      let second = try player.begin(step: 1)
      try player.absorb(AppFacts(posted: [Self.posted(id: 2, code: code == 0 ? 0 : 2, extras: ["push": "newer"])]), answering: second[0])
      let tap = try player.begin(step: 2)
      #expect(tap.first?.arguments["intent"]?["extras"]?["push"] == .string(expected))
    }
  }

  /// What the app did not post cannot be tapped; without a delete intent a dismissal reaches nothing.
  @Test func unpostedNotificationsAndMissingDeleteIntentsReachNoCode() throws {
    let testCase = CaseBuilder.testCase(
      platform: .android, state: .background, steps: [.receive(notification: "default"), .dismiss(notification: "default")])
    var silent = PlatformPlayer(testCase, wiring: .reported(AppManifest()))
    _ = try silent.begin(step: 0)
    #expect(try silent.begin(step: 1).isEmpty)
    #expect(silent.derivation.steps[1].notes == [.andNotShown])

    var noDelete = PlatformPlayer(testCase, wiring: .reported(AppManifest()))
    let received = try noDelete.begin(step: 0)
    var posted = Self.posted(id: 1, code: 1, extras: [:])
    posted.deleteIntent = nil
    try noDelete.absorb(AppFacts(posted: [posted]), answering: received[0])
    #expect(try noDelete.begin(step: 1).isEmpty)
    #expect(noDelete.derivation.steps[1].notes == [.andNoDeleteIntent])
  }

  /// A rotation re-creates the activity with the same intent and its saved state.
  @Test func aRotationRecreatesTheActivityFromItsSavedState() throws {
    let testCase = CaseBuilder.testCase(
      platform: .android, state: .background, steps: [.receive(notification: "default"), .tap(notification: "default"), .rotate])
    let derivation = try PlatformModel.derive(testCase)
    let rotation = derivation.steps[2].callbacks
    #expect(rotation.map(\.name) == [CallbackName.onPause, CallbackName.onCreate, CallbackName.onResume])
    #expect(rotation[1].arguments["savedInstanceState"]?.objectValue != nil)
    #expect(rotation[1].arguments["intent"]?["extras"]?["_dId"] == "d57fd6")
  }

  /// Protocol v2 tells the implementation when its process starts and ends; v1 adapters see neither.
  @Test func aReportingAppIsToldWhenItsProcessStartsAndEnds() throws {
    let testCase = CaseBuilder.testCase(
      platform: .android, state: .terminated, steps: [.receive(notification: "default"), .systemKill, .receive(notification: "default")])
    var player = PlatformPlayer(testCase, wiring: .reported(AppManifest()))
    var names: [CallbackName] = []
    for index in testCase.steps.indices { names += try player.begin(step: index).map(\.name) }
    #expect(
      names == [
        CallbackName.applicationOnCreate, CallbackName.onMessageReceived, CallbackName.processKilled, CallbackName.applicationOnCreate,
        CallbackName.onMessageReceived,
      ])
    #expect(
      try PlatformModel.derive(testCase).callbacks.map(\.name) == [CallbackName.onMessageReceived, CallbackName.onMessageReceived])
  }

  /// Launch modes × app states: what a tap delivers, as the launch mode and the
  /// documents' CLEAR_TOP content intent make Android deliver it.
  @Test(arguments: LaunchMode.allCases, [AppState.foreground, .background, .terminated])
  func aTapFollowsTheLaunchMode(_ mode: LaunchMode, _ state: AppState) throws {
    let testCase = CaseBuilder.testCase(
      platform: .android, state: state, steps: [.receive(notification: "default"), .tap(notification: "default"), .rotate])
    var player = PlatformPlayer(testCase, wiring: .reported(AppManifest(launchMode: mode)))
    let received = try player.begin(step: 0)
    try player.absorb(
      AppFacts(posted: [Self.posted(id: 1, code: 1, extras: ["_dId": "d57fd6"])]),
      answering: try #require(received.last { $0.name == CallbackName.onMessageReceived }))
    var tap = try player.begin(step: 1).map(\.name)
    tap += try player.continueStep().map(\.name)
    let running = state != .terminated
    let expected: [CallbackName] =
      !running
      ? [CallbackName.onCreate, CallbackName.onResume]
      : mode == .standard
        ? (state == .foreground ? [CallbackName.onPause] : []) + [CallbackName.onCreate, CallbackName.onResume]
        : (state == .foreground ? [CallbackName.onPause] : []) + [CallbackName.onNewIntent, CallbackName.onResume]
    #expect(tap.filter { $0 != CallbackName.applicationOnCreate } == expected)
    // A rotation re-creates whatever instance is on screen, from its saved state.
    let rotation = try player.begin(step: 2)
    #expect(rotation.map(\.name) == [CallbackName.onPause, CallbackName.onCreate, CallbackName.onResume])
    #expect(rotation[1].arguments["savedInstanceState"]?.objectValue != nil)
  }

  static func posted(id: Int, code: Int, extras: JSONObject) -> PostedNotification {
    PostedNotification(
      key: NotificationKey(id: id),
      contentIntent: PendingIntentSpec(
        kind: .activity, requestCode: code, flags: ["FLAG_UPDATE_CURRENT"],
        intent: IntentSpec(component: "MainActivity", flags: ["FLAG_ACTIVITY_CLEAR_TOP"], extras: extras)),
      deleteIntent: PendingIntentSpec(
        kind: .broadcast, requestCode: code, flags: ["FLAG_UPDATE_CURRENT"], intent: IntentSpec(extras: extras)))
  }

  @Test func returningResumesWithTheSameIntentAndRecentsReplaysItFromHistory() throws {
    let steps: [Step.Kind] = [.receive(notification: "default"), .tap(notification: "default"), .systemKill, .openFromRecents]
    let callbacks = try PlatformModel.derive(CaseBuilder.testCase(platform: .android, steps: steps)).callbacks
    let replay = try #require(callbacks.last { $0.name == CallbackName.onCreate })
    #expect(replay.arguments["intent"]?["flags"]?.arrayValue?.contains("FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY") == true)
    #expect(replay.arguments["intent"]?["extras"]?["_dId"] == "d57fd6")
  }

  @Test func clearAllSendsOneBroadcastPerShownNotification() throws {
    let notifications = ["a", "b", "c"].map { Notification(name: $0, payload: CaseBuilder.androidPayload) }
    let steps: [Step.Kind] = [
      .receive(notification: "a"), .receive(notification: "b"), .receive(notification: "c"), .tap(notification: "b"), .clearAll,
    ]
    let callbacks = try PlatformModel.derive(CaseBuilder.testCase(platform: .android, notifications: notifications, steps: steps)).callbacks
    #expect(callbacks.filter { $0.name == CallbackName.onDismissReceived }.count == 2)
  }

  @Test func forceStoppedAppReceivesNothing() throws {
    let derivation = try PlatformModel.derive(CaseBuilder.testCase(platform: .android, state: .forceStopped))
    #expect(derivation.callbacks.isEmpty)
    #expect(derivation.steps[0].notes == [.andRcvStopped])
  }

  @Test func actionButtonsAreAnIOSStep() {
    let testCase = CaseBuilder.testCase(
      platform: .android, steps: [.receive(notification: "default"), .tapAction(notification: "default", action: "X")])
    #expect(throws: PlatformModelError.self) { try PlatformModel.derive(testCase) }
  }
}

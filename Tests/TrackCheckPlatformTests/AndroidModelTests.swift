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

  @Test func tapReachesARunningActivityThroughOnNewIntent() throws {
    let testCase = CaseBuilder.testCase(
      platform: .android, state: .background, steps: [.receive(notification: "default"), .tap(notification: "default")])
    #expect(
      try PlatformModel.derive(testCase).callbacks.map(\.name) == [
        CallbackName.onMessageReceived, CallbackName.onNewIntent, CallbackName.onResume,
      ])
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
    #expect(derivation.steps[0].notes == ["AND-RCV-STOPPED"])
  }

  @Test func actionButtonsAreAnIOSStep() {
    let testCase = CaseBuilder.testCase(
      platform: .android, steps: [.receive(notification: "default"), .tapAction(notification: "default", action: "X")])
    #expect(throws: PlatformModelError.self) { try PlatformModel.derive(testCase) }
  }
}

import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckPlatform

@Suite("Platform model: iOS")
struct IOSModelTests {
  private func names(_ testCase: TrackingCase) throws -> [CallbackName] {
    try PlatformModel.derive(testCase).callbacks.map(\.name)
  }

  @Test func foregroundPushWithContentAvailableFiresBothCallbacks() throws {
    let derivation = try PlatformModel.derive(CaseBuilder.testCase(state: .foreground))
    #expect(derivation.callbacks.map(\.name) == [CallbackName.willPresent, CallbackName.didReceiveRemoteNotification])
    #expect(derivation.callbacks[1].arguments["applicationState"] == "active")
    #expect(derivation.callbacks[1].rule == .iosRcvFgDouble)
  }

  @Test func backgroundAlertOnlyPushReachesNoCode() throws {
    var payload = CaseBuilder.iosPayload.objectValue!
    payload["aps"] = ["alert": "hi"]
    let derivation = try PlatformModel.derive(CaseBuilder.testCase(payload: .object(payload)))
    #expect(derivation.callbacks.isEmpty)
    #expect(derivation.steps[0].notes == [.iosRcvBgAlertOnly])
  }

  @Test func backgroundAppRefreshOffWakesOnlyWithPermission() throws {
    var device = DeviceSettings()
    device.backgroundAppRefresh = false
    #expect(try names(CaseBuilder.testCase(device: device)) == [CallbackName.didReceiveRemoteNotification])
    device.notificationsAllowed = false
    #expect(try names(CaseBuilder.testCase(device: device)).isEmpty)
  }

  /// A system-terminated app is launched in the background for a content-available push.
  @Test func aContentAvailablePushRelaunchesASystemTerminatedApp() throws {
    let relaunched = try PlatformModel.derive(CaseBuilder.testCase(state: .terminated)).callbacks
    #expect(relaunched.map(\.name) == [CallbackName.didFinishLaunching, CallbackName.didReceiveRemoteNotification])
    #expect(relaunched[0].arguments["applicationState"] == "background")
    #expect(relaunched[0].arguments["launchOptions"]?["remoteNotification"]?["_dId"] == "56c4")
    #expect(relaunched[1].arguments["applicationState"] == "background")
    #expect(try PlatformModel.derive(CaseBuilder.testCase(state: .forceQuit)).callbacks.isEmpty)
  }

  @Test func tapOnAForceQuitAppLaunchesItThenDeliversTheResponse() throws {
    let testCase = CaseBuilder.testCase(state: .forceQuit, steps: [.receive(notification: "default"), .tap(notification: "default")])
    let callbacks = try PlatformModel.derive(testCase).callbacks
    #expect(callbacks.map(\.name) == [CallbackName.didFinishLaunching, CallbackName.didReceive, CallbackName.didBecomeActive])
    #expect(callbacks[0].arguments["launchOptions"]?["remoteNotification"]?["_dId"] == "56c4")
    #expect(callbacks[1].arguments["actionIdentifier"] == .string(CallbackName.defaultActionIdentifier))
    #expect(callbacks[1].arguments["applicationState"] == "inactive")
  }

  /// With a notification-centre delegate no iOS version calls both for one tap;
  /// without one, the tap comes through didReceiveRemoteNotification (inactive) alone.
  @Test func withoutADelegateATapReachesTheAppDelegateInstead() throws {
    var device = DeviceSettings()
    device.notificationDelegate = false
    let testCase = CaseBuilder.testCase(steps: [.receive(notification: "default"), .tap(notification: "default")], device: device)
    let callbacks = try PlatformModel.derive(testCase).callbacks
    #expect(
      callbacks.map(\.name) == [
        CallbackName.didReceiveRemoteNotification, CallbackName.willEnterForeground,
        CallbackName.didReceiveRemoteNotification, CallbackName.didBecomeActive,
      ])
    #expect(callbacks[2].arguments["applicationState"] == "inactive")
  }

  @Test func dismissalNeedsACategoryWithCustomDismiss() throws {
    let steps: [Step.Kind] = [.receive(notification: "default"), .dismiss(notification: "default")]
    let registered = try PlatformModel.derive(CaseBuilder.testCase(steps: steps)).callbacks
    #expect(registered.last?.arguments["actionIdentifier"] == .string(CallbackName.dismissActionIdentifier))
    let plain = try PlatformModel.derive(
      CaseBuilder.testCase(steps: steps, categories: [NotificationCategory(identifier: "DEFAULT", customDismissAction: false)]))
    #expect(plain.callbacks.map(\.name) == [CallbackName.didReceiveRemoteNotification])
    #expect(plain.steps[1].notes == [.iosDismissUnregistered])
  }

  @Test func deniedNotificationsCannotBeTapped() throws {
    var device = DeviceSettings()
    device.notificationsAllowed = false
    let testCase = CaseBuilder.testCase(
      state: .foreground, steps: [.receive(notification: "default"), .tap(notification: "default")], device: device)
    let derivation = try PlatformModel.derive(testCase)
    #expect(derivation.callbacks.map(\.name) == [CallbackName.didReceiveRemoteNotification])
    #expect(derivation.steps[1].notes == [.iosNotShown])
  }

  @Test func deferredPushesAreCoalescedAndDeliveredOnLaunch() throws {
    var device = DeviceSettings()
    device.deferBackgroundDelivery = true
    let second = Notification(name: "second", payload: CaseBuilder.iosPayload)
    let testCase = CaseBuilder.testCase(
      notifications: [Notification(name: "first", payload: CaseBuilder.iosPayload), second],
      steps: [.receive(notification: "first"), .receive(notification: "second"), .launchFromIcon], device: device)
    let callbacks = try PlatformModel.derive(testCase).callbacks
    #expect(callbacks.map(\.name) == [CallbackName.didReceiveRemoteNotification, CallbackName.willEnterForeground])
  }

  @Test func backgroundActionButtonStaysInTheBackground() throws {
    let category = NotificationCategory(
      identifier: "DEFAULT", customDismissAction: true, actions: [NotificationAction(identifier: "REPLY", opensApp: false)])
    let testCase = CaseBuilder.testCase(
      steps: [.receive(notification: "default"), .tapAction(notification: "default", action: "REPLY")], categories: [category])
    let callbacks = try PlatformModel.derive(testCase).callbacks
    #expect(callbacks.last?.arguments["applicationState"] == "background")
    #expect(callbacks.last?.arguments["actionIdentifier"] == "REPLY")
  }

  @Test func unknownActionButtonIsAModelError() {
    let testCase = CaseBuilder.testCase(steps: [.receive(notification: "default"), .tapAction(notification: "default", action: "NOPE")])
    #expect(throws: PlatformModelError.self) { try PlatformModel.derive(testCase) }
  }

  @Test func everyRuleTheModelCitesHasASource() {
    // Every id a callback or a note can cite has its entry in the table, and no entry is under another id.
    #expect(Set(PlatformRule.all.keys) == Set(PlatformRuleID.allCases))
    #expect(PlatformRule.all.allSatisfy { $0.key == $0.value.id })
    for rule in PlatformRule.all.values {
      #expect(!rule.source.isEmpty && !rule.text.isEmpty)
    }
  }
}

import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckPlatform

/// Every way an app's wiring keeps a user's action from its code is noted with
/// the mechanism the model's own derivation took, and that note's text — what
/// an `unwired` finding quotes — names the mechanism, never another one.
@Suite("Platform model: the cause of a lost action")
struct WiringCauseTests {
  typealias Wiring = AndroidWiringTests

  /// The one wiring note of `step`, and its text.
  private static func cause(_ step: StepDerivation) -> (PlatformRuleID?, String) {
    let notes = Wiring.wiringNotes(step)
    #expect(notes.count <= 1, "one cause per lost action, got \(notes)")
    return (notes.first, notes.first.flatMap { PlatformRule.all[$0]?.text } ?? "")
  }

  /// Intent.FLAG_ACTIVITY_NEW_TASK: "if a task is already running for the activity you are now starting, then a new
  /// activity will not be started; instead, the current task will simply be brought to the front of the screen with
  /// the state it was last in". Every push has its own request code: no PendingIntent is shared.
  @Test func newTaskAloneForTheRunningTasksRootOnlyBringsItToTheFront() throws {
    let steps: [Step.Kind] = [.receive(notification: "a"), .tap(notification: "a"), .receive(notification: "b"), .tap(notification: "b")]
    for flags in [["FLAG_ACTIVITY_NEW_TASK"], ["FLAG_ACTIVITY_NEW_TASK", "FLAG_ACTIVITY_CLEAR_TOP"]] {
      let derivation = try Wiring.play(Wiring.testCase(.terminated, steps), Wiring.manifest([Wiring.main])) { callback in
        guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
        return Wiring.posted(for: callback) { IntentSpec(component: "MainActivity", flags: flags, extras: $0) }
      }
      #expect(Wiring.wiringNotes(derivation.steps[1]).isEmpty, "the first tap starts the task with its push")
      let (note, text) = Self.cause(derivation.steps[3])
      if flags.count == 1 {
        #expect(note == .andIntentTaskToFront)
        #expect(text.contains("only brought that task to the front") && text.contains("FLAG_ACTIVITY_NEW_TASK"))
        #expect(!text.contains("FLAG_UPDATE_CURRENT"))
      } else {
        #expect(note == nil, "CLEAR_TOP re-creates the activity with the second push")
      }
    }
  }

  /// The same flags from a trampoline's receiver (below target 31): the receiver got the push, the activity did not,
  /// but the receiver's callback carried it — the push reached code, so nothing is noted for it.
  @Test func aTrampolineThatBringsTheTaskToFrontReachedCodeInItsReceiver() throws {
    let steps: [Step.Kind] = [.receive(notification: "a"), .tap(notification: "a")]
    let derivation = try Wiring.play(
      Wiring.testCase(.foreground, steps), Wiring.manifest([Wiring.main], targetSdk: 30, receivers: ["TapReceiver"])
    ) { callback in
      if callback.name == CallbackName.onMessageReceived {
        return Wiring.posted(for: callback, kind: .broadcast) { IntentSpec(component: "TapReceiver", extras: $0) }
      }
      guard callback.name == CallbackName.broadcastReceive, let extras = callback.arguments["intent"]?["extras"]?.objectValue else {
        return AppFacts()
      }
      var facts = AppFacts()
      facts.startedActivities = [IntentSpec(component: "MainActivity", flags: ["FLAG_ACTIVITY_NEW_TASK"], extras: extras)]
      return facts
    }
    #expect(Wiring.wiringNotes(derivation.steps[1]).isEmpty)
  }

  /// PendingIntent: one request code and FLAG_UPDATE_CURRENT give the older notification the newer push's extras.
  @Test func aSharedPendingIntentIsNamedAsSuch() throws {
    let steps: [Step.Kind] = [.receive(notification: "a"), .receive(notification: "b"), .tap(notification: "a")]
    let derivation = try Wiring.play(Wiring.testCase(.background, steps), Wiring.manifest([Wiring.main])) { callback in
      guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
      return Wiring.posted(for: callback, code: 0) { IntentSpec(component: "MainActivity", extras: $0) }
    }
    let (note, text) = Self.cause(derivation.steps[2])
    #expect(note == .andIntentOtherPush)
    #expect(text.contains("PendingIntent shared by notifications"))
  }

  /// A content intent built without the push's data: the intent never carried the ids.
  @Test func anIntentWithoutThePushsIdsIsNamedAsSuch() throws {
    let steps: [Step.Kind] = [.receive(notification: "a"), .tap(notification: "a")]
    let derivation = try Wiring.play(Wiring.testCase(.background, steps), Wiring.manifest([Wiring.main])) { callback in
      guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
      return Wiring.posted(for: callback) { _ in IntentSpec(component: "MainActivity", extras: ["screen": "inbox"]) }
    }
    let (note, text) = Self.cause(derivation.steps[1])
    #expect(note == .andIntentNoPush)
    #expect(text.contains("did not carry the push's ids") && !text.contains("FLAG_UPDATE_CURRENT"))
  }

  /// Android 12: "Apps can't start activities from services or broadcast receivers that are used as notification trampolines".
  @Test func aBlockedTrampolineIsNamedAsSuch() throws {
    let steps: [Step.Kind] = [.receive(notification: "a"), .tap(notification: "a")]
    let derivation = try Wiring.play(
      Wiring.testCase(.background, steps), Wiring.manifest([Wiring.main], targetSdk: 31, receivers: ["TapReceiver"])
    ) { callback in
      if callback.name == CallbackName.onMessageReceived {
        return Wiring.posted(for: callback, kind: .broadcast) { IntentSpec(component: "TapReceiver", extras: $0) }
      }
      guard callback.name == CallbackName.broadcastReceive else { return AppFacts() }
      var facts = AppFacts()
      facts.startedActivities = [IntentSpec(component: "MainActivity", flags: ["FLAG_ACTIVITY_NEW_TASK"])]
      return facts
    }
    let (note, text) = Self.cause(derivation.steps[1])
    #expect(note == .andLostTrampoline)
    #expect(text.contains("Android 12 blocked that start"))
  }

  /// A receiver the manifest does not declare: Android starts nothing.
  @Test func anUndeclaredComponentIsNamedAsSuch() throws {
    let steps: [Step.Kind] = [.receive(notification: "a"), .tap(notification: "a")]
    let derivation = try Wiring.play(
      Wiring.testCase(.background, steps), Wiring.manifest([Wiring.main], receivers: ["OtherReceiver"])
    ) { callback in
      guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
      return Wiring.posted(for: callback, kind: .broadcast) { IntentSpec(component: "TapReceiver", extras: $0) }
    }
    let (note, text) = Self.cause(derivation.steps[1])
    #expect(note == .andNoSuchComponent)
    #expect(text.contains("does not declare"))
  }

  /// A notification posted without a content intent, and one without a delete intent.
  @Test func aMissingContentOrDeleteIntentIsNamedAsSuch() throws {
    for step in [Step.Kind.tap(notification: "a"), .dismiss(notification: "a")] {
      let derivation = try Wiring.play(Wiring.testCase(.background, [.receive(notification: "a"), step]), Wiring.manifest([Wiring.main])) {
        callback in
        guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
        var facts = Wiring.posted(for: callback) { IntentSpec(component: "MainActivity", extras: $0) }
        if case .tap = step { facts.posted[0].contentIntent = nil } else { facts.posted[0].deleteIntent = nil }
        return facts
      }
      let (note, text) = Self.cause(derivation.steps[1])
      if case .tap = step {
        #expect(note == .andNoContentIntent)
        #expect(text.contains("content intent"))
      } else {
        #expect(note == .andNoDeleteIntent)
        #expect(text.contains("delete intent"))
      }
    }
  }

  /// An app that never posts a notification for the push: nothing to tap.
  @Test func aNotificationNeverPostedIsNamedAsSuch() throws {
    let derivation = try Wiring.play(
      Wiring.testCase(.background, [.receive(notification: "a"), .tap(notification: "a")]), Wiring.manifest([Wiring.main])
    ) { _ in AppFacts() }
    let (note, text) = Self.cause(derivation.steps[1])
    #expect(note == .andNotShown)
    #expect(text.contains("never shown"))
  }

  /// Replaced or cancelled by the app: gone without a wiring fault (no `unwired` finding at all).
  @Test func replacedOrCancelledNotificationsAreNoWiringCause() {
    #expect(PlatformRule.all[.andReplacedByApp]?.isAppWiring == false)
    #expect(PlatformRule.all[.andCancelledByApp]?.isAppWiring == false)
  }

  // MARK: - iOS

  private static func iosCase(_ steps: [Step.Kind], state: AppState = .background, categories: [NotificationCategory] = [])
    -> TrackingCase
  {
    CaseBuilder.testCase(state: state, steps: steps, categories: categories)
  }

  private static func iosPlay(_ testCase: TrackingCase, _ manifest: AppManifest) throws -> Derivation {
    var player = PlatformPlayer(testCase, wiring: .reported(manifest), budget: AppBudget())
    for index in testCase.steps.indices {
      var next = try player.begin(step: index)
      while !next.isEmpty {
        for callback in next { try player.absorb(AppFacts(), answering: callback) }
        next = try player.continueStep()
      }
    }
    return player.derivation
  }

  private static func iosManifest(delegate: DelegateTiming, categories: [NotificationCategory]?) -> AppManifest {
    var manifest = AppManifest()
    manifest.notificationDelegate = delegate
    manifest.categories = categories
    return manifest
  }

  /// UNUserNotificationCenter.delegate: "You must assign your delegate object … before your app finishes launching".
  @Test func aLateDelegateAndNoDelegateAreNamedAsSuch() throws {
    let dismiss = Self.iosCase([.receive(notification: "default"), .dismiss(notification: "default")])
    let none = try Self.iosPlay(dismiss, Self.iosManifest(delegate: .none, categories: [.documentedDefault]))
    let (noneNote, noneText) = Self.cause(none.steps[1])
    #expect(noneNote == .iosDismissNoDelegate)
    #expect(noneText.contains("delegate"))

    let cold = Self.iosCase([.receive(notification: "default"), .tap(notification: "default")], state: .forceQuit)
    let late = try Self.iosPlay(cold, Self.iosManifest(delegate: .late, categories: [.documentedDefault]))
    let (lateNote, lateText) = Self.cause(late.steps[1])
    #expect(lateNote == .iosLateDelegate)
    #expect(lateText.contains("after launch") || lateText.contains("late"))
  }

  /// UNNotificationDismissActionIdentifier: "The system delivers this action only if your app configured the
  /// notification's category object with the customDismissAction option".
  @Test func aDefaultCategoryWithoutCustomDismissIsNamedAsSuch() throws {
    let dismiss = Self.iosCase([.receive(notification: "default"), .dismiss(notification: "default")])
    let plain = NotificationCategory(identifier: "DEFAULT", customDismissAction: false)
    let derivation = try Self.iosPlay(dismiss, Self.iosManifest(delegate: .launch, categories: [plain]))
    let (note, text) = Self.cause(derivation.steps[1])
    #expect(note == .iosDismissUnregistered)
    #expect(text.contains("customDismissAction"))
  }

  /// An action button of a category the app never registered is no button the user can tap: noted, played on,
  /// whether or not the notification was shown (a foreground app without a delegate shows none) — never an error.
  @Test func anActionTheAppNeverRegisteredIsNotedNotThrown() throws {
    let steps: [Step.Kind] = [.receive(notification: "default"), .tapAction(notification: "default", action: "LIKE"), .leaveApp]
    for state in [AppState.background, .foreground] {
      let derivation = try Self.iosPlay(
        Self.iosCase(steps, state: state), Self.iosManifest(delegate: .none, categories: []))
      let notes = derivation.steps[1].notes
      #expect(derivation.steps[1].callbacks.isEmpty)
      #expect(notes == [state == .background ? .iosActionUnregistered : .iosNotShown], "\(state)")
      #expect(Wiring.wiringNotes(derivation.steps[1]).isEmpty)
    }
    // The documents' app registers what the case says: a button the case never registered is the suite's error.
    #expect(throws: PlatformModelError.self) {
      try PlatformModel.derive(Self.iosCase([.receive(notification: "default"), .tapAction(notification: "default", action: "LIKE")]))
    }
  }
}

import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckPlatform

/// Protocol 3's Android: each wiring class played as a correct app that is
/// wired differently from the documents' and as a wrong one, through
/// `PlatformPlayer` with `.reported(manifest)` and the facts a real app's code
/// would report.
@Suite("Platform model: Android apps as declared (protocol 3)")
struct AndroidWiringTests {
  // MARK: - Helpers

  /// Two pushes with ids of their own.
  static let pushes = [
    Notification(name: "a", payload: ["priority": "high", "data": ["_dId": "da", "_mId": "ma", "_acsDeliveryTracking": "on"]]),
    Notification(name: "b", payload: ["priority": "high", "data": ["_dId": "db", "_mId": "mb", "_acsDeliveryTracking": "on"]]),
  ]

  static func testCase(_ state: AppState = .background, _ steps: [Step.Kind]) -> TrackingCase {
    CaseBuilder.testCase(platform: .android, state: state, notifications: pushes, steps: steps)
  }

  static func manifest(_ activities: [AndroidActivity], targetSdk: Int = 34, receivers: [String]? = nil, services: [String]? = nil)
    -> AppManifest
  {
    var manifest = AppManifest()
    manifest.protocolVersion = 3
    manifest.activities = activities
    manifest.targetSdk = targetSdk
    manifest.receivers = receivers
    manifest.services = services
    return manifest
  }

  static let main = AndroidActivity(name: "MainActivity", launcher: true)

  /// The push's data map, as the app copies it into its intents' extras.
  static func extras(of callback: PlatformCallback) -> JSONObject {
    callback.arguments["message"]?["data"]?.objectValue ?? JSONObject()
  }

  static func messageId(of callback: PlatformCallback) -> String? { callback.arguments["message"]?["messageId"]?.stringValue }

  /// A notification for the push `callback` delivers: content intent `content(extras)`, its own request code.
  static func posted(
    for callback: PlatformCallback, id: Int? = nil, code: Int? = nil, kind: PendingIntentSpec.Kind = .activity,
    content: (JSONObject) -> IntentSpec
  ) -> AppFacts {
    let number = messageId(of: callback) == "a" ? 1 : 2
    return AppFacts(posted: [
      PostedNotification(
        key: NotificationKey(id: id ?? number),
        contentIntent: PendingIntentSpec(
          kind: kind, requestCode: code ?? number, flags: ["FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"], intent: content(extras(of: callback))),
        deleteIntent: PendingIntentSpec(
          kind: .broadcast, requestCode: code ?? number, flags: ["FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"],
          intent: IntentSpec(component: "NotificationDismissedReceiver", extras: extras(of: callback))))
    ])
  }

  /// Plays `testCase` to an app that answers each callback with `answer`.
  static func play(
    _ testCase: TrackingCase, _ manifest: AppManifest, budget: AppBudget = AppBudget(), answer: (PlatformCallback) -> AppFacts
  ) throws -> Derivation {
    var player = PlatformPlayer(testCase, wiring: .reported(manifest), budget: budget)
    for index in testCase.steps.indices {
      var next = try player.begin(step: index)
      while !next.isEmpty {
        for callback in next { try player.absorb(answer(callback), answering: callback) }
        next = try player.continueStep()
      }
    }
    return player.derivation
  }

  static func names(_ step: StepDerivation) -> [CallbackName] {
    step.callbacks.map(\.name).filter { $0 != CallbackName.applicationOnCreate && $0 != CallbackName.processKilled }
  }

  static func wiringNotes(_ step: StepDerivation) -> [PlatformRuleID] { step.notes.filter { PlatformRule.appWiring.contains($0) } }

  // MARK: - Tasks and launch modes

  /// "Special activity … android:launchMode="singleTask" … android:taskAffinity="" … android:excludeFromRecents="true"",
  /// started with FLAG_ACTIVITY_NEW_TASK | FLAG_ACTIVITY_CLEAR_TASK: "the activity becomes the new root of an
  /// otherwise empty task, and any old activities are finished" (Intent.FLAG_ACTIVITY_CLEAR_TASK), so every tap
  /// gets a fresh instance with its own intent. Without CLEAR_TASK the singleTask instance gets onNewIntent and a
  /// stale getIntent().
  @Test func theSpecialActivityPatternGetsAFreshOnCreateOnEveryTap() throws {
    let special = AndroidActivity(name: "PushActivity", launchMode: .singleTask, taskAffinity: "", excludeFromRecents: true)
    let steps: [Step.Kind] = [.receive(notification: "a"), .tap(notification: "a"), .receive(notification: "b"), .tap(notification: "b")]
    for clearTask in [true, false] {
      let flags = clearTask ? ["FLAG_ACTIVITY_NEW_TASK", "FLAG_ACTIVITY_CLEAR_TASK"] : ["FLAG_ACTIVITY_NEW_TASK"]
      let derivation = try Self.play(Self.testCase(.background, steps), Self.manifest([Self.main, special])) { callback in
        guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
        return Self.posted(for: callback) { IntentSpec(component: "PushActivity", flags: flags, extras: $0) }
      }
      let second = derivation.steps[3]
      if clearTask {
        #expect(Self.names(second) == [CallbackName.onPause, CallbackName.onCreate, CallbackName.onResume])
        #expect(second.callbacks[1].arguments["activity"] == "PushActivity")
        #expect(second.callbacks[1].arguments["savedInstanceState"] == .null)
        #expect(second.callbacks[2].arguments["intent"]?["extras"]?["_dId"] == "db")
        #expect(second.callbacks[1].rule == .andTaskClear)
      } else {
        #expect(Self.names(second) == [CallbackName.onPause, CallbackName.onNewIntent, CallbackName.onResume])
        #expect(second.callbacks[2].arguments["intent"]?["extras"]?["_dId"] == "da")
      }
      #expect(Self.wiringNotes(second).isEmpty)
    }
  }

  /// singleTask: "If an instance of the activity already exists, the system routes the intent to the existing
  /// instance through a call to its onNewIntent() method" (<activity> launchMode); "getIntent() still returns the
  /// original Intent. You can use setIntent(Intent) to update it" (Activity.onNewIntent).
  @Test func aSingleTaskLauncherGetsAPlainIntentInOnNewIntent() throws {
    let launcher = AndroidActivity(name: "MainActivity", launchMode: .singleTask, launcher: true)
    let testCase = Self.testCase(.background, [.receive(notification: "a"), .tap(notification: "a")])
    for setsIntent in [true, false] {
      let derivation = try Self.play(testCase, Self.manifest([launcher])) { callback in
        if callback.name == CallbackName.onMessageReceived { return Self.posted(for: callback) { IntentSpec(extras: $0) } }
        if callback.name == CallbackName.onNewIntent, setsIntent {
          var facts = AppFacts()
          facts.setIntentTo = IntentSpec(extras: callback.arguments["intent"]?["extras"]?.objectValue ?? JSONObject())
          return facts
        }
        return AppFacts()
      }
      let tap = derivation.steps[1]
      #expect(Self.names(tap) == [CallbackName.onNewIntent, CallbackName.onResume])
      #expect(tap.callbacks[0].arguments["activity"] == "MainActivity")
      #expect((tap.callbacks[1].arguments["intent"]?["extras"]?["_dId"] == "da") == setsIntent)
    }
  }

  /// singleInstance: "The system doesn't launch any other activities into the task holding the instance. …
  /// any activities started by this one open in a separate task" (<activity> launchMode). A library's
  /// singleInstance tracker activity (Campaign Classic's) that opens the app hands the app's task its
  /// intent; the app's onResume comes after the answer to its onNewIntent, so it reads what setIntent set.
  @Test func anActivityStartedFromASingleInstanceActivityGoesToItsOwnTask() throws {
    let tracker = AndroidActivity(name: "CampaignClassicPushTrackerActivity", launchMode: .singleInstance)
    let testCase = Self.testCase(.background, [.receive(notification: "a"), .tap(notification: "a")])
    for setsIntent in [true, false] {
      let derivation = try Self.play(testCase, Self.manifest([Self.main, tracker])) { callback in
        var facts = AppFacts()
        switch callback.name {
        case CallbackName.onMessageReceived:
          return Self.posted(for: callback) {
            IntentSpec(component: "CampaignClassicPushTrackerActivity", flags: ["FLAG_ACTIVITY_SINGLE_TOP"], extras: $0)
          }
        case CallbackName.onCreate where callback.arguments["activity"] == "CampaignClassicPushTrackerActivity":
          let extras = callback.arguments["intent"]?["extras"]?.objectValue ?? JSONObject()
          facts.startedActivities = [
            IntentSpec(component: "MainActivity", flags: ["FLAG_ACTIVITY_SINGLE_TOP", "FLAG_ACTIVITY_CLEAR_TOP"], extras: extras)
          ]
          facts.finished = true
        case CallbackName.onNewIntent where setsIntent:
          facts.setIntentTo = IntentSpec(extras: callback.arguments["intent"]?["extras"]?.objectValue ?? JSONObject())
        default: break
        }
        return facts
      }
      let tap = derivation.steps[1]
      #expect(Self.names(tap) == [CallbackName.onCreate, CallbackName.onNewIntent, CallbackName.onResume])
      #expect(
        tap.callbacks.compactMap { $0.arguments["activity"]?.stringValue } == [
          "CampaignClassicPushTrackerActivity", "MainActivity", "MainActivity",
        ])
      #expect((tap.callbacks.last?.arguments["intent"]?["extras"]?["_dId"] == "da") == setsIntent)
    }
  }

  /// Activity.setIntent: "Change the intent returned by getIntent()" — any intent, in any callback: an app that
  /// sets an empty intent in onResume once it tracked does not read the push again when the user returns.
  @Test func setIntentInOnResumeConsumesThePush() throws {
    let steps: [Step.Kind] = [.receive(notification: "a"), .tap(notification: "a"), .leaveApp, .returnToApp]
    for consumes in [true, false] {
      let derivation = try Self.play(Self.testCase(.background, steps), Self.manifest([Self.main])) { callback in
        if callback.name == CallbackName.onMessageReceived {
          return Self.posted(for: callback) { IntentSpec(component: "MainActivity", flags: ["FLAG_ACTIVITY_CLEAR_TOP"], extras: $0) }
        }
        var facts = AppFacts()
        if callback.name == CallbackName.onResume, consumes { facts.setIntentTo = IntentSpec(component: "MainActivity") }
        return facts
      }
      let back = derivation.steps[3]
      #expect(Self.names(back) == [CallbackName.onResume])
      #expect((back.callbacks[0].arguments["intent"]?["extras"]?["_dId"] == nil) == consumes)
    }
  }

  /// configChanges: "if you want to prevent runtime restarts due to orientation change … you must include the
  /// "screenSize" value in addition to the "orientation" value" (Handle configuration changes).
  @Test func aRotationOfAnActivityThatHandlesItCallsOnConfigurationChanged() throws {
    let testCase = Self.testCase(.foreground, [.rotate])
    for changes in [["orientation", "screenSize"], ["orientation"]] {
      let activity = AndroidActivity(name: "MainActivity", launcher: true, configChanges: changes)
      let derivation = try Self.play(testCase, Self.manifest([activity])) { _ in AppFacts() }
      if changes.count == 2 {
        #expect(Self.names(derivation.steps[0]) == [CallbackName.onConfigurationChanged])
        #expect(derivation.steps[0].callbacks[0].arguments["newConfig"]?["orientation"] == "landscape")
      } else {
        #expect(Self.names(derivation.steps[0]) == [CallbackName.onPause, CallbackName.onCreate, CallbackName.onResume])
      }
    }
  }

  // MARK: - PendingIntent kinds and trampolines

  /// Android 12: "Apps can't start activities from services or broadcast receivers that are used as notification
  /// trampolines"; below target 31 the receiver's startActivity starts the activity in the same tap.
  @Test(arguments: [30, 31])
  func aBroadcastTrampolineStartsTheActivityOnlyBelowTarget31(_ sdk: Int) throws {
    let testCase = Self.testCase(.background, [.receive(notification: "a"), .tap(notification: "a")])
    for receiverGetsThePush in [true, false] {
      let derivation = try Self.play(testCase, Self.manifest([Self.main], targetSdk: sdk, receivers: ["TapReceiver"])) { callback in
        if callback.name == CallbackName.onMessageReceived {
          return Self.posted(for: callback, kind: .broadcast) {
            IntentSpec(component: "TapReceiver", extras: receiverGetsThePush ? $0 : ["notification": "1"])
          }
        }
        if callback.name == CallbackName.broadcastReceive {
          var facts = AppFacts()
          facts.startedActivities = [
            IntentSpec(
              component: "MainActivity", flags: ["FLAG_ACTIVITY_NEW_TASK"],
              extras: ["_dId": "da", "_mId": "ma", "_acsDeliveryTracking": "on"])
          ]
          return facts
        }
        return AppFacts()
      }
      let tap = derivation.steps[1]
      #expect(tap.callbacks[0].name == CallbackName.broadcastReceive && tap.callbacks[0].arguments["receiver"] == "TapReceiver")
      if sdk >= 31 {
        #expect(Self.names(tap) == [CallbackName.broadcastReceive])
        #expect(tap.notes.contains(.andTrampolineBlocked))
        // Whether or not the receiver's code got the push, the app never opened: the tap's open is lost to the wiring.
        #expect(Self.wiringNotes(tap) == [.andLostTrampoline], "receiver got the push: \(receiverGetsThePush)")
      } else {
        #expect(Self.names(tap) == [CallbackName.broadcastReceive, CallbackName.onCreate, CallbackName.onResume])
        #expect(tap.callbacks.first { $0.name == CallbackName.onCreate }?.rule == .andTrampolineStart)
        #expect(Self.wiringNotes(tap).isEmpty)
      }
    }
  }

  /// getActivities: the intents "are started in the same way as they would be by passing them to
  /// Context.startActivities", where "none of the activities except the last in the array will be created".
  @Test func aBackStackPendingIntentCreatesOnlyTheTopActivity() throws {
    let detail = AndroidActivity(name: "DetailActivity")
    let testCase = Self.testCase(.terminated, [.receive(notification: "a"), .tap(notification: "a")])
    let derivation = try Self.play(testCase, Self.manifest([Self.main, detail])) { callback in
      guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
      var facts = Self.posted(for: callback, kind: .activities) { IntentSpec(component: "DetailActivity", extras: $0) }
      facts.posted[0].contentIntent?.intents = [
        IntentSpec(component: "MainActivity", flags: ["FLAG_ACTIVITY_NEW_TASK", "FLAG_ACTIVITY_CLEAR_TASK"]),
        IntentSpec(component: "DetailActivity", extras: Self.extras(of: callback)),
      ]
      return facts
    }
    let tap = derivation.steps[1]
    #expect(Self.names(tap) == [CallbackName.onCreate, CallbackName.onResume])
    #expect(tap.callbacks.allSatisfy { $0.arguments["activity"] == nil || $0.arguments["activity"] == "DetailActivity" })
    #expect(tap.callbacks.last?.arguments["intent"]?["extras"]?["_dId"] == "da")
  }

  /// PendingIntent.getService: "Retrieve a PendingIntent that will start a service".
  @Test func aServicePendingIntentStartsTheService() throws {
    let testCase = Self.testCase(.background, [.receive(notification: "a"), .tap(notification: "a")])
    let derivation = try Self.play(testCase, Self.manifest([Self.main], services: ["OpenService"])) { callback in
      guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
      return Self.posted(for: callback, kind: .service) { IntentSpec(component: "OpenService", extras: $0) }
    }
    let tap = derivation.steps[1]
    #expect(Self.names(tap) == [CallbackName.serviceStart])
    #expect(tap.callbacks.last?.arguments["service"] == "OpenService")
    #expect(tap.callbacks.last?.arguments["intent"]?["extras"]?["_mId"] == "ma")
  }

  /// PendingIntent: "If you truly need multiple distinct PendingIntent objects active at the same time … you will
  /// need to ensure there is something that is different about them"; with one request code and
  /// FLAG_UPDATE_CURRENT the older notification carries the newer push: the app's wiring lost the older one.
  @Test func aSharedPendingIntentCarriesTheWrongPushAndSaysSo() throws {
    let steps: [Step.Kind] = [.receive(notification: "a"), .receive(notification: "b"), .tap(notification: "a")]
    for shared in [true, false] {
      let derivation = try Self.play(Self.testCase(.background, steps), Self.manifest([Self.main])) { callback in
        guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
        return Self.posted(for: callback, code: shared ? 0 : nil) { IntentSpec(component: "MainActivity", extras: $0) }
      }
      let tap = derivation.steps[2]
      #expect(tap.callbacks.contains { $0.arguments["intent"]?["extras"]?["_dId"] == (shared ? "db" : "da") })
      #expect(Self.wiringNotes(tap) == (shared ? [.andIntentOtherPush] : []))
    }
  }

  /// PendingIntents are held by the system, not the app's process ("A PendingIntent itself is simply a reference
  /// to a token maintained by the system"): an app that numbers its request codes from 1 again after its process
  /// restarted updates the older notification's PendingIntent with the newer push.
  @Test func requestCodesThatRepeatAfterAProcessRestartShareATokenWithOlderNotifications() throws {
    let steps: [Step.Kind] = [.receive(notification: "a"), .systemKill, .receive(notification: "b"), .tap(notification: "a")]
    for restartsAtOne in [true, false] {
      var counter = 0
      let derivation = try Self.play(Self.testCase(.background, steps), Self.manifest([Self.main])) { callback in
        if callback.name == CallbackName.processKilled { counter = 0 }
        guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
        counter += 1
        return Self.posted(for: callback, code: restartsAtOne ? counter : nil) { IntentSpec(component: "MainActivity", extras: $0) }
      }
      #expect(Self.wiringNotes(derivation.steps[3]) == (restartsAtOne ? [.andIntentOtherPush] : []))
    }
  }

  // MARK: - Notifications by id and tag

  /// NotificationManager.notify: "If a notification with the same id has already been posted by your application
  /// and has not yet been canceled, it will be replaced by the updated information": the user never sees the older
  /// one again, so a tap on it owes nothing — not a wiring fault. The same for the app's own cancel.
  @Test func replacedAndCancelledNotificationsAreNotWiringFaults() throws {
    let replace: [Step.Kind] = [.receive(notification: "a"), .receive(notification: "b"), .tap(notification: "a")]
    let replaced = try Self.play(Self.testCase(.background, replace), Self.manifest([Self.main])) { callback in
      guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
      return Self.posted(for: callback, id: 7) { IntentSpec(component: "MainActivity", extras: $0) }
    }
    #expect(replaced.steps[2].callbacks.isEmpty && replaced.steps[2].notes == [.andReplacedByApp])
    #expect(PlatformRule.all[.andReplacedByApp]?.isAppWiring == false)

    let cancel: [Step.Kind] = [.receive(notification: "a"), .receive(notification: "b"), .dismiss(notification: "a")]
    for all in [false, true] {
      let cancelled = try Self.play(Self.testCase(.background, cancel), Self.manifest([Self.main])) { callback in
        guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
        if Self.messageId(of: callback) == "b" {
          var facts = AppFacts(cancelled: all ? [] : [NotificationKey(id: 1)])
          facts.cancelledAll = all
          return facts
        }
        return Self.posted(for: callback) { IntentSpec(component: "MainActivity", extras: $0) }
      }
      #expect(cancelled.steps[2].notes == [.andCancelledByApp])
      #expect(Self.wiringNotes(cancelled.steps[2]).isEmpty)
    }
  }

  /// A notification posted later than the push's onMessageReceived (an image loaded first) names its push with
  /// `for`; one posted for another push leaves this one not shown, which is the app's wiring.
  @Test func aNotificationPostedLaterIsTiedToThePushItNames() throws {
    let steps: [Step.Kind] = [.receive(notification: "a"), .rotate, .tap(notification: "a")]
    for named in ["a", "b"] {
      let derivation = try Self.play(Self.testCase(.foreground, steps), Self.manifest([Self.main])) { callback in
        guard callback.name == CallbackName.onResume, callback.arguments["intent"]?["extras"]?["_dId"] == nil else { return AppFacts() }
        var posted = PostedNotification(
          key: NotificationKey(id: 3, tag: "push"),
          contentIntent: PendingIntentSpec(
            kind: .activity, requestCode: 3, flags: ["FLAG_IMMUTABLE"],
            intent: IntentSpec(component: "MainActivity", extras: ["_dId": "da", "_mId": "ma", "_acsDeliveryTracking": "on"])),
          deleteIntent: nil)
        posted.push = named
        return AppFacts(posted: [posted])
      }
      let tap = derivation.steps[2]
      if named == "a" {
        #expect(tap.callbacks.contains { $0.name == CallbackName.onCreate })
        #expect(Self.wiringNotes(tap).isEmpty)
      } else {
        #expect(tap.callbacks.isEmpty && tap.notes == [.andNotShown])
      }
    }
  }

  // MARK: - Action buttons

  /// "Add action buttons": each action has its own PendingIntent, named by its title or its index; an activity
  /// action starts the activity, a broadcast one reaches the receiver. The documents' app has no action buttons.
  @Test func actionButtonsSendTheirOwnPendingIntents() throws {
    let steps: [Step.Kind] = [
      .receive(notification: "a"), .tapAction(notification: "a", action: "1"), .tapAction(notification: "a", action: "Open"),
      .tapAction(notification: "a", action: "Snooze"),
    ]
    let derivation = try Self.play(Self.testCase(.background, steps), Self.manifest([Self.main], receivers: ["ActionReceiver"])) {
      callback in
      guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
      var facts = Self.posted(for: callback) { IntentSpec(component: "MainActivity", extras: $0) }
      let extras = Self.extras(of: callback)
      facts.posted[0].actions = [
        AndroidNotificationAction(
          title: "Open",
          intent: PendingIntentSpec(
            kind: .activity, requestCode: 11, flags: ["FLAG_IMMUTABLE"],
            intent: IntentSpec(component: "MainActivity", action: "open", flags: ["FLAG_ACTIVITY_CLEAR_TOP"], extras: extras))),
        AndroidNotificationAction(
          title: "Mark read",
          intent: PendingIntentSpec(
            kind: .broadcast, requestCode: 12, flags: ["FLAG_IMMUTABLE"], intent: IntentSpec(component: "ActionReceiver", extras: extras))),
      ]
      return facts
    }
    #expect(Self.names(derivation.steps[1]) == [CallbackName.broadcastReceive])
    #expect(derivation.steps[1].callbacks[0].rule == .andAction)
    #expect(Self.names(derivation.steps[2]).contains(CallbackName.onCreate))
    // A button the app does not offer cannot be tapped: nothing owed, not the app's wiring (as on iOS).
    #expect(derivation.steps[3].notes == [.andActionNotOffered])
    #expect(PlatformRule.all[.andActionNotOffered]?.isAppWiring == false)
    #expect(PlatformRule.all[.andNoAction]?.isAppWiring == true)
    // The documents' app: a suite error, as before.
    let documents = CaseBuilder.testCase(
      platform: .android, steps: [.receive(notification: "default"), .tapAction(notification: "default", action: "X")])
    #expect(throws: PlatformModelError.self) { try PlatformModel.derive(documents) }
  }

  // MARK: - The app's own state

  /// A step the app's wiring made impossible (nothing was opened, so there is nothing to leave) is noted, not an
  /// error, with reported wiring; with the documents' app it is a suite error.
  @Test func aStepTheAppsWiringMadeImpossibleIsNotedNotThrown() throws {
    let testCase = Self.testCase(.terminated, [.receive(notification: "a"), .tap(notification: "a"), .leaveApp])
    let derivation = try Self.play(testCase, Self.manifest([Self.main])) { _ in AppFacts() }
    #expect(derivation.steps[1].notes == [.andNotShown])
    #expect(derivation.steps[2].notes == [.appStepImpossible] && derivation.steps[2].callbacks.isEmpty)
    #expect(throws: PlatformModelError.self) { try PlatformModel.derive(Self.testCase(.terminated, [.leaveApp])) }
  }

  /// v2 callbacks stay as they were (no `activity`, no `messageId`); v3 names the activity and the push.
  @Test func onlyProtocol3NamesTheActivityAndThePush() throws {
    let testCase = Self.testCase(.background, [.receive(notification: "a"), .tap(notification: "a")])
    for version in [2, 3] {
      var manifest = AppManifest()
      manifest.protocolVersion = version
      let derivation = try Self.play(testCase, manifest) { callback in
        guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
        return Self.posted(for: callback) { IntentSpec(component: "MainActivity", flags: ["FLAG_ACTIVITY_CLEAR_TOP"], extras: $0) }
      }
      let received = derivation.steps[0].callbacks.first { $0.name == CallbackName.onMessageReceived }
      #expect((received?.arguments["message"]?["messageId"] != nil) == (version == 3))
      let created = derivation.steps[1].callbacks.first { $0.name == CallbackName.onCreate }
      #expect((created?.arguments["activity"] != nil) == (version == 3))
    }
  }

  /// Thousands of notifications (beyond the default budget): posting, replacing and clearing them
  /// is played whole, each a dictionary look-up (the model's time is the budget's business).
  @Test func thousandsOfNotificationsArePlayedWhole() throws {
    let testCase = Self.testCase(.background, [.receive(notification: "a"), .clearAll])
    let derivation = try Self.play(testCase, Self.manifest([Self.main]), budget: .unlimited) { callback in
      guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
      let notifications = (0..<4000).map { index in
        PostedNotification(
          key: NotificationKey(id: index % 3000, tag: "t"), contentIntent: nil,
          deleteIntent: PendingIntentSpec(
            kind: .broadcast, requestCode: index, flags: [], intent: IntentSpec(extras: Self.extras(of: callback))))
      }
      return AppFacts(posted: notifications)
    }
    #expect(derivation.steps[1].callbacks.filter { $0.name == CallbackName.onDismissReceived }.count == 3000)
  }

  /// Within the default budget the same app is stopped at its 501st notification, naming the budget.
  @Test func theDefaultBudgetStopsThePostingAtFiveHundred() throws {
    let testCase = Self.testCase(.background, [.receive(notification: "a"), .clearAll])
    do {
      _ = try Self.play(testCase, Self.manifest([Self.main])) { callback in
        guard callback.name == CallbackName.onMessageReceived else { return AppFacts() }
        return AppFacts(posted: (0..<501).map { PostedNotification(key: NotificationKey(id: $0), contentIntent: nil, deleteIntent: nil) })
      }
      Issue.record("the 501st notification was taken")
    } catch PlayError.budget(let exceeded) {
      #expect(exceeded == AppBudget.Exceeded(.notifications, limit: 500, used: 501))
    }
  }

  // MARK: - Components the manifest declares

  /// Android, `<service>`: "All services must be represented by <service> elements in the manifest
  /// file. Any that are not declared there won't be seen by the system and will never be run." An
  /// explicit broadcast is the same: the system starts only a `<receiver>` the manifest declares, so a
  /// delete intent naming a receiver the app does not declare reaches no code.
  @Test func aDeleteIntentToAnUndeclaredReceiverIsTheAppsWiring() throws {
    let testCase = Self.testCase(.background, [.receive(notification: "a"), .dismiss(notification: "a")])
    let answer = { (callback: PlatformCallback) -> AppFacts in
      callback.name == CallbackName.onMessageReceived
        ? Self.posted(for: callback) { IntentSpec(component: "MainActivity", extras: $0) } : AppFacts()
    }
    let declared = try Self.play(testCase, Self.manifest([Self.main], receivers: ["TapReceiver"]), answer: answer)
    #expect(Self.names(declared.steps[1]).isEmpty)
    #expect(Self.wiringNotes(declared.steps[1]) == [.andNoSuchComponent])
    // An app that declares no receivers is taken at its word.
    let undeclared = try Self.play(testCase, Self.manifest([Self.main]), answer: answer)
    #expect(Self.names(undeclared.steps[1]) == [CallbackName.onDismissReceived])
  }

  // MARK: - Intents another app handles

  /// Android, "Intents and intent filters": for an implicit intent "the Android system finds the appropriate
  /// component to start by comparing the contents of the intent to the intent filters declared in the manifest
  /// file of other apps". A notification whose content intent views a web address opens the browser: the tap
  /// runs none of the app's code, which is the app's wiring.
  @Test func aNotificationThatViewsAWebAddressOpensNoneOfTheApp() throws {
    let testCase = Self.testCase(.background, [.receive(notification: "a"), .tap(notification: "a")])
    let derivation = try Self.play(testCase, Self.manifest([Self.main])) { callback in
      callback.name == CallbackName.onMessageReceived
        ? Self.posted(for: callback) { IntentSpec(action: "android.intent.action.VIEW", data: "https://example.com/sale", extras: $0) }
        : AppFacts()
    }
    #expect(Self.names(derivation.steps[1]).isEmpty)
    #expect(Self.wiringNotes(derivation.steps[1]) == [.andOtherApp])
  }

  /// The same intent started by the activity the tap opened (a plugin opening the push's deep link): the
  /// browser comes to the front and the app's activity is paused, as when the user leaves the app. A custom
  /// scheme is left to the app (its own filters are not declared over the protocol).
  @Test func anActivityStartingAWebAddressGoesToTheBackground() throws {
    let testCase = Self.testCase(.background, [.receive(notification: "a"), .tap(notification: "a")])
    for (link, leaves) in [("https://example.com/sale", true), ("HTTP://example.com", true), ("myapp://sale", false)] {
      let derivation = try Self.play(testCase, Self.manifest([Self.main])) { callback in
        var facts = AppFacts()
        switch callback.name {
        case CallbackName.onMessageReceived:
          return Self.posted(for: callback) { IntentSpec(component: "MainActivity", extras: $0) }
        case CallbackName.onCreate where callback.arguments["intent"]?["extras"]?["_dId"] != nil:
          facts.startedActivities = [IntentSpec(action: "android.intent.action.VIEW", data: link)]
        default: break
        }
        return facts
      }
      let names = Self.names(derivation.steps[1])
      #expect(names.first == CallbackName.onCreate, "\(link)")
      #expect(names == (leaves ? [CallbackName.onCreate, CallbackName.onResume, CallbackName.onPause] : names), "\(link): \(names)")
      #expect(names.contains(CallbackName.onPause) == leaves, "\(link): \(names)")
      #expect(derivation.steps[1].notes.contains(.andOtherApp) == leaves, "\(link)")
    }
  }
}

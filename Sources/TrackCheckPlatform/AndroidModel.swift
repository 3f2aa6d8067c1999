import TrackCheckModel

/// The Android model: FCM data messages, the notifications the app posts with
/// their PendingIntents, and the activity as launch modes and intent flags
/// make Android deliver to it.
///
/// With the documents' wiring (protocol v1) the model posts, for each shown
/// push, the notification the documents build: a content intent with
/// `FLAG_ACTIVITY_CLEAR_TOP` to a default-launch-mode activity and a delete
/// intent to the dismiss receiver, each its own PendingIntent. With reported
/// wiring (v2) it keeps what the app's code posted, PendingIntents the way
/// Android keeps them.
struct AndroidModel {
  private let testCase: TrackingCase
  private let wiring: AppWiring
  private var state: AppState
  /// Whether the app's process runs.
  private var processAlive: Bool {
    didSet {
      // Protocol v2 tells the implementation when its process starts and ends.
      guard wiring.isReported, processAlive != oldValue else { return }
      if processAlive {
        recorder.emit(CallbackName.applicationOnCreate, [:], rule: .andProcessStart)
      } else {
        recorder.emit(CallbackName.processKilled, [:], rule: .appProcessKilled)
      }
    }
  }
  /// The activity instance: alive, and what `getIntent()` returns.
  private var activityAlive: Bool
  private var activityIntent: IntentSpec?
  /// The task in Recents, if any: its top activity's intent and whether it saved its state.
  private var taskIntent: IntentSpec?
  private var pendingIntents = PendingIntentStore()
  /// A notification on display: the push it was posted for, and its PendingIntents' tokens.
  private struct Shown {
    var push: String
    var notification: PostedNotification
    var content: PendingIntentStore.Token?
    var delete: PendingIntentStore.Token?
  }

  /// The notifications on display, oldest first.
  private var shown: [Shown] = []
  /// The push whose callback the app is answering (to tie what it posts to that push).
  private var answeringPush: String?
  private var launchMode: LaunchMode
  private var recorder = DerivationRecorder()

  static let launcherIntent = IntentSpec(action: "android.intent.action.MAIN", categories: ["android.intent.category.LAUNCHER"])

  init(_ testCase: TrackingCase, wiring: AppWiring) {
    self.testCase = testCase
    self.wiring = wiring
    self.state = testCase.initialState
    if case .reported(let manifest) = wiring { launchMode = manifest.launchMode } else { launchMode = .standard }
    let running = testCase.initialState == .foreground || testCase.initialState == .background
    processAlive = running
    activityAlive = running
    if running {
      activityIntent = Self.launcherIntent
      taskIntent = Self.launcherIntent
    }
  }

  /// The derivation so far.
  var derivation: Derivation { recorder.derivation }

  /// Begins one step: the callbacks it derives before the app has answered any of them.
  mutating func begin(_ step: Step) throws(PlatformModelError) -> [PlatformCallback] {
    recorder.begin(step)
    try perform(step)
    return recorder.currentCallbacks
  }

  /// The step's further callbacks, once the app answered the earlier ones
  /// (`onResume` after `onNewIntent` reads what `getIntent()` returns by then); empty when the step is done.
  mutating func continueStep() -> [PlatformCallback] {
    guard pendingResume else { return [] }
    let before = recorder.currentCallbacks.count
    resumeAfterNewIntent()
    return Array(recorder.currentCallbacks[before...])
  }

  /// Takes in what the app did in answer to `callback` (reported wiring only).
  mutating func absorb(_ facts: AppFacts, answering callback: PlatformCallback) {
    guard wiring.isReported else { return }
    if callback.name == CallbackName.onNewIntent, facts.setIntent, let intent = Self.intent(in: callback) {
      activityIntent = intent
    }
    for key in facts.cancelled { shown.removeAll { $0.notification.key == key } }
    guard testCase.device.notificationsAllowed else { return }
    for notification in facts.posted {
      post(notification, for: answeringPush ?? "")
    }
  }

  private static func intent(in callback: PlatformCallback) -> IntentSpec? {
    guard let object = callback.arguments["intent"]?.objectValue else { return nil }
    return IntentSpec(
      component: object["component"]?.stringValue, action: object["action"]?.stringValue,
      categories: object["categories"]?.arrayValue?.compactMap(\.stringValue) ?? [], data: object["data"]?.stringValue,
      flags: object["flags"]?.arrayValue?.compactMap(\.stringValue) ?? [], extras: object["extras"]?.objectValue ?? JSONObject())
  }

  private mutating func emit(_ name: String, _ arguments: JSONObject, rule: PlatformRuleID) {
    recorder.emit(name, arguments, rule: rule)
  }

  private mutating func note(_ rule: PlatformRuleID) { recorder.note(rule) }

  private func message(_ name: String) -> JSONValue {
    testCase.notification(named: name)?.payload ?? .object(JSONObject())
  }

  /// The message as `RemoteMessage` exposes it: the fields around `data`, and `data` as strings.
  private func remoteMessage(_ name: String) -> JSONValue {
    var object = message(name).objectValue ?? JSONObject()
    object["to"] = nil
    object["data"] = .object(AndroidData.dataMap(of: message(name)))
    return .object(object)
  }

  /// The notification the documents' `sendNotification` posts for push `name`,
  /// with a PendingIntent of its own for the content and for the delete intent.
  private func documentsNotification(for name: String) -> PostedNotification {
    let extras = AndroidData.dataMap(of: message(name))
    let number = (testCase.notifications.firstIndex { $0.name == name } ?? 0) + 1
    return PostedNotification(
      key: NotificationKey(id: number),
      contentIntent: PendingIntentSpec(
        kind: .activity, requestCode: number, flags: ["FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"],
        intent: IntentSpec(flags: ["FLAG_ACTIVITY_CLEAR_TOP"], extras: extras)),
      deleteIntent: PendingIntentSpec(
        kind: .broadcast, requestCode: number, flags: ["FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"], intent: IntentSpec(extras: extras)))
  }

  /// `notify`: a notification with the same id and tag replaces the one shown.
  private mutating func post(_ notification: PostedNotification, for push: String) {
    let content = notification.contentIntent.map { pendingIntents.get($0) }
    let delete = notification.deleteIntent.map { pendingIntents.get($0) }
    shown.removeAll { $0.notification.key == notification.key }
    shown.append(Shown(push: push, notification: notification, content: content, delete: delete))
  }

  private mutating func takeShown(_ push: String) -> Shown? {
    shown.firstIndex { $0.push == push }.map { shown.remove(at: $0) }
  }

  private mutating func perform(_ step: Step) throws(PlatformModelError) {
    switch step.kind {
    case .receive(let name):
      guard state != .forceStopped else { return note(.andRcvStopped) }
      if !testCase.device.notificationsAllowed { note(.andRcvPermission) }
      processAlive = true
      answeringPush = name
      emit(CallbackName.onMessageReceived, ["message": remoteMessage(name)], rule: .andRcv)
      if case .documents = wiring, testCase.device.notificationsAllowed {
        post(documentsNotification(for: name), for: name)
      }
      if state == .terminated { state = .background }
    case .tap(let name):
      guard let entry = shown.first(where: { $0.push == name }) else { return note(.andNotShown) }
      if entry.notification.autoCancel || entry.notification.contentIntent == nil { _ = takeShown(name) }
      guard let token = entry.content else { return note(.andNoContentIntent) }
      guard let intent = pendingIntents.send(token) else { return note(.andPendingIntentCancelled) }
      deliverToActivity(intent)
    case .tapAction:
      throw PlatformModelError(
        message: "action buttons are modelled on iOS only",
        hint: "on Android an action button runs whatever PendingIntent the app set; model it as 'tap' or 'dismiss'", step: step)
    case .dismiss(let name):
      guard let entry = takeShown(name) else { return note(.andNotShown) }
      dismissed(entry)
    case .clearAll:
      guard !shown.isEmpty else { return note(.andNotShown) }
      let all = shown
      shown.removeAll()
      for entry in all { dismissed(entry) }
    case .swipeBanner:
      throw PlatformModelError(
        message: "'swipeBanner' is an iOS step", hint: "on Android a swipe dismisses the notification: use 'dismiss'", step: step)
    case .leaveApp:
      guard state == .foreground else {
        throw PlatformModelError(
          message: "the app is not in the foreground, so the user cannot leave it", hint: "remove the step or start with 'app: foreground'",
          step: step)
      }
      state = .background
      emit(CallbackName.onPause, [:], rule: .andLifecycle)
    case .returnToApp:
      guard activityAlive, state == .background, let intent = activityIntent else {
        throw PlatformModelError(
          message: "the app has no running activity to return to", hint: "use 'openFromRecents' or 'launchFromIcon'", step: step)
      }
      state = .foreground
      emit(CallbackName.onResume, ["intent": intent.json], rule: .andResume)
    case .openFromRecents:
      if activityAlive, let intent = activityIntent {
        if state != .foreground {
          state = .foreground
          emit(CallbackName.onResume, ["intent": intent.json], rule: .andResume)
        }
      } else if let saved = taskIntent {
        var intent = saved
        intent.flags.append("FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY")
        restore(intent, rule: .andRecents)
      } else {
        start(Self.launcherIntent, savedState: false, rule: .andLauncher)
      }
    case .launchFromIcon:
      if activityAlive, let intent = activityIntent {
        if state != .foreground {
          state = .foreground
          emit(CallbackName.onResume, ["intent": intent.json], rule: .andLauncher)
        }
      } else if let saved = taskIntent {
        // The launcher brings the app's task back: its top activity is
        // re-created with the intent it had, from its saved state.
        restore(saved, rule: .andLauncherRestore)
      } else {
        start(Self.launcherIntent, savedState: false, rule: .andLauncher)
      }
    case .coverApp:
      throw PlatformModelError(
        message: "'coverApp' is an iOS step", hint: "on Android the notification shade does not pause the activity", step: step)
    case .rotate:
      guard activityAlive, state == .foreground, let intent = activityIntent else {
        throw PlatformModelError(
          message: "the app is not on screen, so a configuration change cannot re-create its activity",
          hint: "rotate while the app is in the foreground", step: step)
      }
      emit(CallbackName.onPause, [:], rule: .andConfigChange)
      emit(CallbackName.onCreate, ["intent": intent.json, "savedInstanceState": [:]], rule: .andConfigChange)
      emit(CallbackName.onResume, ["intent": intent.json], rule: .andConfigChange)
    case .forceQuit:
      state = .forceStopped
      processAlive = false
      activityAlive = false
      activityIntent = nil
      taskIntent = nil
      shown.removeAll()
      note(.andForceStop)
    case .systemKill:
      state = .terminated
      processAlive = false
      activityAlive = false
      activityIntent = nil
      note(.andLifecycle)
    }
  }

  private mutating func dismissed(_ entry: Shown) {
    guard let token = entry.delete else { return note(.andNoDeleteIntent) }
    guard let intent = pendingIntents.send(token) else { return note(.andPendingIntentCancelled) }
    processAlive = true
    emit(CallbackName.onDismissReceived, ["intent": intent.json], rule: .andDismiss)
  }

  /// A fresh activity instance: `onCreate` (no saved state) and `onResume`.
  private mutating func start(_ intent: IntentSpec, savedState: Bool, rule: PlatformRuleID) {
    processAlive = true
    emit(CallbackName.onCreate, ["intent": intent.json, "savedInstanceState": savedState ? [:] : .null], rule: rule)
    emit(CallbackName.onResume, ["intent": intent.json], rule: rule)
    activityAlive = true
    activityIntent = intent
    taskIntent = intent
    state = .foreground
  }

  /// The task's top activity re-created after its process died, from its saved state.
  private mutating func restore(_ intent: IntentSpec, rule: PlatformRuleID) {
    start(intent, savedState: true, rule: rule)
  }

  /// A content intent reaching the activity, as its launch mode and the intent's flags decide.
  private mutating func deliverToActivity(_ intent: IntentSpec) {
    let singleTop = launchMode != .standard || intent.flags.contains("FLAG_ACTIVITY_SINGLE_TOP")
    let clearTop = intent.flags.contains("FLAG_ACTIVITY_CLEAR_TOP")
    if activityAlive {
      if singleTop {
        // The running instance gets the intent; getIntent() keeps the old one unless the app calls setIntent.
        if state == .foreground { emit(CallbackName.onPause, [:], rule: .andTapNewIntent) }
        emit(CallbackName.onNewIntent, ["intent": intent.json], rule: .andTapNewIntent)
        state = .foreground
        pendingResume = true
        taskIntent = activityIntent
      } else {
        // Default launch mode: CLEAR_TOP finishes the instance and creates a new one with the
        // intent; without it a new instance starts on top. Either way onCreate gets the intent.
        if state == .foreground { emit(CallbackName.onPause, [:], rule: clearTop ? .andTapRecreate : .andTapNewInstance) }
        start(intent, savedState: false, rule: clearTop ? .andTapRecreate : .andTapNewInstance)
      }
    } else if processAlive == false, taskIntent != nil, singleTop, !clearTop || launchMode != .standard {
      // The task's top activity died with its process: Android re-creates it from its
      // saved state with its old intent, then hands it the new one.
      let old = taskIntent ?? Self.launcherIntent
      processAlive = true
      emit(CallbackName.onCreate, ["intent": old.json, "savedInstanceState": [:]], rule: .andTapNewIntent)
      emit(CallbackName.onNewIntent, ["intent": intent.json], rule: .andTapNewIntent)
      activityAlive = true
      activityIntent = old
      state = .foreground
      pendingResume = true
    } else {
      start(intent, savedState: false, rule: .andTapStart)
    }
  }

  private var pendingResume = false

  /// `onResume` after `onNewIntent`: `getIntent()` is what the activity holds
  /// once the app answered `onNewIntent` (with reported wiring it says there
  /// whether it called `setIntent`).
  private mutating func resumeAfterNewIntent() {
    pendingResume = false
    emit(CallbackName.onResume, ["intent": (activityIntent ?? Self.launcherIntent).json], rule: .andResumeAfterNewIntent)
    taskIntent = activityIntent
  }
}

/// PendingIntents the way Android keeps them: one token per kind, request
/// code and intent identity (`Intent.filterEquals`, extras not compared);
/// getting it again with `FLAG_UPDATE_CURRENT` replaces the extras every
/// holder sees, `FLAG_CANCEL_CURRENT` cancels the old token, no flag keeps the
/// old extras; `FLAG_ONE_SHOT` sends once.
struct PendingIntentStore {
  struct Token: Hashable, Sendable {
    var index: Int
  }

  private struct Record {
    var kind: PendingIntentSpec.Kind
    var requestCode: Int
    var identity: [String?]
    var intent: IntentSpec
    var oneShot: Bool
    var cancelled = false
    var sent = false
  }

  private var records: [Record] = []

  /// `PendingIntent.getActivity` / `getBroadcast`.
  mutating func get(_ spec: PendingIntentSpec) -> Token {
    let identity = spec.intent.filterIdentity
    if let index = records.lastIndex(where: {
      !$0.cancelled && $0.kind == spec.kind && $0.requestCode == spec.requestCode && $0.identity == identity
    }) {
      if spec.flags.contains("FLAG_CANCEL_CURRENT") {
        records[index].cancelled = true
      } else {
        if spec.flags.contains("FLAG_UPDATE_CURRENT") { records[index].intent.extras = spec.intent.extras }
        return Token(index: index)
      }
    }
    records.append(
      Record(
        kind: spec.kind, requestCode: spec.requestCode, identity: identity, intent: spec.intent,
        oneShot: spec.flags.contains("FLAG_ONE_SHOT")))
    return Token(index: records.count - 1)
  }

  /// `send()`: the intent the token holds now, or `nil` when it was cancelled or already used once.
  mutating func send(_ token: Token) -> IntentSpec? {
    guard token.index < records.count, !records[token.index].cancelled else { return nil }
    if records[token.index].oneShot {
      guard !records[token.index].sent else { return nil }
      records[token.index].sent = true
    }
    return records[token.index].intent
  }
}

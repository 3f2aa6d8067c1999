import TrackCheckModel

/// The Android model: FCM data messages, the notifications the app posts with
/// their PendingIntents, and the app's activities in their tasks, as launch
/// modes, task affinities and intent flags make Android deliver to them.
///
/// With the documents' wiring (protocol v1) the model posts, for each shown
/// push, the notification the documents build: a content intent with
/// `FLAG_ACTIVITY_CLEAR_TOP` to a default-launch-mode activity and a delete
/// intent to the dismiss receiver, each its own PendingIntent. With reported
/// wiring (v2, v3) it keeps what the app's code posted, PendingIntents the way
/// Android keeps them, and plays the activities, receivers and services the
/// app declares (v3).
struct AndroidModel {
  private let testCase: TrackingCase
  private let wiring: AppWiring
  /// The protocol the implementation speaks: 1 for the documents' app, else 2 or 3.
  private let version: Int
  private let activities: [AndroidActivity]
  private let launcher: AndroidActivity
  private let receivers: [String]
  private let services: [String]
  /// Whether the app declared its receivers and services (v3): a PendingIntent to any other reaches nothing.
  private let declaresReceivers: Bool
  private let declaresServices: Bool
  private let targetSdk: Int
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

  /// One activity instance (or, after its process died, its record in the task).
  private struct Instance {
    var id: Int
    var activity: AndroidActivity
    /// What `getIntent()` returns.
    var intent: IntentSpec
    /// Whether the instance runs (false once its process died, or for a back-stack entry not created yet).
    var alive: Bool
    /// Whether it was ever created (a `getActivities` entry below the top is not, until the user goes back).
    var created: Bool
    /// It finishes once the user leaves it (`noHistory`, `FLAG_ACTIVITY_NO_HISTORY`).
    var noHistory: Bool
  }

  /// A task: its affinity, the intent that started it, and its back stack (root first).
  private struct ActivityTask {
    var affinity: String
    var baseIntent: IntentSpec
    var stack: [Instance]
    var excludedFromRecents: Bool
  }

  /// The tasks, the one in front last.
  private var tasks: [ActivityTask] = []
  private var nextInstance = 0
  /// The instance that got `onResume` and not yet `onPause`.
  private var resumed: Int?
  private var pendingIntents = PendingIntentStore()
  private var shade = NotificationShade()
  /// Pushes whose notifications the app itself replaced or cancelled, and which of the two.
  private var removedByApp: [String: PlatformRuleID] = [:]
  /// The push whose callback the app is answering (to tie what it posts to that push, v2).
  private var answeringPush: String?
  private var orientation = "portrait"
  private var recorder = DerivationRecorder()

  /// What a callback of the current step was delivered to.
  private enum Target {
    case activity(Int)
    /// A receiver or a service; `trampoline` when a notification's tap or action started it.
    case component(trampoline: Bool)
    case message(String)
  }

  /// The current step: callbacks handed out so far, what each was delivered to, and what the user acted on.
  private var handedOut = 0
  private var targets: [Int: Target] = [:]
  private var absorbCursor = 0
  private var pendingResume: (id: Int, rule: PlatformRuleID)?
  /// An activity started another app's activity before it was resumed: once it is, it is paused.
  private var leavesForOtherApp = false
  private var stepFinished = true
  private var actedOn: [String] = []
  private var explained: Set<String> = []
  private var trampolineBlocked = false
  /// What the PendingIntent the user sent for each push held (its extras as Android kept them).
  private var sentFor: [String: IntentSpec] = [:]
  /// Intents Android started nothing for: their task was only brought to the front.
  private var broughtTaskToFront: [IntentSpec] = []

  static let launcherIntent = IntentSpec(action: "android.intent.action.MAIN", categories: ["android.intent.category.LAUNCHER"])

  /// Each push's Campaign keys as the app reads them, by name: made once per case, read at every step's end.
  private let pushKeys: [String: [String: String]]

  init(_ testCase: TrackingCase, wiring: AppWiring) {
    self.testCase = testCase
    pushKeys = Dictionary(testCase.notifications.map { ($0.name, Self.campaignKeys(of: $0)) }) { first, _ in first }
    self.wiring = wiring
    self.state = testCase.initialState
    let manifest: AppManifest
    if case .reported(let reported) = wiring {
      manifest = reported
      version = max(2, reported.protocolVersion)
    } else {
      manifest = AppManifest()
      version = 1
    }
    activities =
      version >= 3
      ? manifest.declaredActivities : [AndroidActivity(name: AndroidActivity.defaultName, launchMode: manifest.launchMode, launcher: true)]
    launcher = activities.first(where: \.launcher) ?? activities[0]
    receivers = (version >= 3 ? manifest.receivers : nil) ?? [AndroidActivity.dismissReceiver]
    services = (version >= 3 ? manifest.services : nil) ?? []
    declaresReceivers = version >= 3 && manifest.receivers != nil
    declaresServices = version >= 3 && manifest.services != nil
    targetSdk = manifest.targetSdk
    let running = testCase.initialState == .foreground || testCase.initialState == .background
    processAlive = running
    if running {
      let instance = Instance(
        id: 0, activity: launcher, intent: Self.launcherIntent, alive: true, created: true, noHistory: launcher.noHistory)
      nextInstance = 1
      tasks = [
        ActivityTask(
          affinity: Self.affinity(of: launcher), baseIntent: Self.launcherIntent, stack: [instance],
          excludedFromRecents: launcher.excludeFromRecents)
      ]
      if testCase.initialState == .foreground { resumed = 0 }
    }
  }

  /// The derivation so far.
  var derivation: Derivation { recorder.derivation }

  // MARK: - Steps

  /// Begins one step: the callbacks it derives before the app has answered any of them.
  mutating func begin(_ step: Step) throws(PlatformModelError) -> [PlatformCallback] {
    if !stepFinished { finishStep() }
    recorder.begin(step)
    handedOut = 0
    targets = [:]
    absorbCursor = 0
    pendingResume = nil
    leavesForOtherApp = false
    stepFinished = false
    actedOn = []
    explained = []
    trampolineBlocked = false
    sentFor = [:]
    broughtTaskToFront = []
    try perform(step)
    let callbacks = recorder.currentCallbacks
    handedOut = callbacks.count
    if callbacks.isEmpty { finishStep() }
    return callbacks
  }

  /// The step's further callbacks, once the app answered the earlier ones
  /// (`onResume` after `onNewIntent` reads what `getIntent()` returns by then;
  /// a trampoline's activity); empty when the step is done, and then the
  /// step's notes are complete (a user action that reached no code says why).
  mutating func continueStep() -> [PlatformCallback] {
    // An activity's onCreate or onNewIntent that the answers just started (an activity's startActivity) is
    // handed out first: its onResume waits for its answer, as for any other.
    if recorder.currentCallbacks.count == handedOut, let pending = pendingResume {
      pendingResume = nil
      if let (task, index) = locate(pending.id), task == tasks.count - 1, index == tasks[task].stack.count - 1, state == .foreground {
        emitResume(tasks[task].stack[index], rule: pending.rule)
      }
      if leavesForOtherApp {
        leavesForOtherApp = false
        if state == .foreground { moveToBackground(rule: .andOtherApp) }
      }
    }
    let callbacks = recorder.currentCallbacks
    let fresh = Array(callbacks[min(handedOut, callbacks.count)...])
    handedOut = callbacks.count
    if fresh.isEmpty { finishStep() }
    return fresh
  }

  /// Takes in what the app did in answer to `callback` (reported wiring only).
  mutating func absorb(_ facts: AppFacts, answering callback: PlatformCallback) {
    guard wiring.isReported else { return }
    let target = target(of: callback)
    if case .activity(let id) = target {
      if version >= 3, let intent = facts.setIntentTo {
        setIntent(of: id, to: intent)
      } else if facts.setIntent, callback.name == CallbackName.onNewIntent, let intent = Self.intent(in: callback) {
        setIntent(of: id, to: intent)
      }
    }
    if facts.cancelledAll {
      let pushes = Set(shade.ordered.map(\.push))
      shade.removeAll()
      for push in pushes { removedByApp[push] = .andCancelledByApp }
    }
    for key in facts.cancelled {
      if let removed = shade.remove(key) { markRemoved(removed.push, .andCancelledByApp) }
    }
    if testCase.device.notificationsAllowed {
      for notification in facts.posted {
        var push = notification.push
        if push == nil, case .message(let name) = target { push = name }
        post(notification, for: push ?? answeringPush ?? "")
      }
    }
    guard version >= 3 else { return }
    for intent in facts.startedActivities {
      if intent.opensAnotherApp {
        // The browser (or the link's app) comes to the front: the app's resumed activity is paused, the app in the
        // background — once resumed, for an activity that starts it while it is being created.
        note(.andOtherApp)
        if pendingResume != nil {
          leavesForOtherApp = true
        } else if state == .foreground {
          moveToBackground(rule: .andOtherApp)
        }
        continue
      }
      switch target {
      case .component(trampoline: true) where targetSdk >= 31:
        trampolineBlocked = true
        note(.andTrampolineBlocked)
      case .activity(let id):
        guard let activity = resolve(intent), let (task, index) = locate(id) else { continue }
        // An activity started from a singleInstance activity goes to a task of its own affinity, as with FLAG_ACTIVITY_NEW_TASK.
        let alone = tasks[task].stack[index].activity.launchMode == .singleInstance
        launch(intent, activity, fromTask: alone ? nil : task, startRule: .andActivityStart)
      case .component(trampoline: true):
        guard let activity = resolve(intent) else { continue }
        launch(intent, activity, fromTask: nil, startRule: .andTrampolineStart)
      default:
        guard let activity = resolve(intent) else { continue }
        launch(intent, activity, fromTask: nil, startRule: .andActivityStart)
      }
    }
    if facts.finished, case .activity(let id) = target { finish(id) }
  }

  private mutating func perform(_ step: Step) throws(PlatformModelError) {
    switch step.kind {
    case .receive(let name):
      guard state != .forceStopped else { return note(.andRcvStopped) }
      if !testCase.device.notificationsAllowed { note(.andRcvPermission) }
      processAlive = true
      answeringPush = name
      emit(CallbackName.onMessageReceived, ["message": remoteMessage(name)], rule: .andRcv, target: .message(name))
      if case .documents = wiring, testCase.device.notificationsAllowed {
        post(documentsNotification(for: name), for: name)
      }
      if state == .terminated { state = .background }
    case .tap(let name):
      actedOn = [name]
      guard let entry = shade.first(for: name) else { return explain(name, removedByApp[name] ?? .andNotShown) }
      if entry.notification.autoCancel || entry.notification.contentIntent == nil { shade.remove(entry.notification.key) }
      guard let token = entry.content else { return explain(name, .andNoContentIntent) }
      guard let sent = pendingIntents.send(token) else { return explain(name, .andPendingIntentCancelled) }
      sentFor[name] = sent.started
      deliver(sent, push: name)
    case .tapAction(let name, let action):
      guard wiring.isReported else {
        throw PlatformModelError(
          message: "the documents' Android app posts no action buttons",
          hint:
            "an Android action button sends the PendingIntent the app set: it needs an implementation that reports its notifications' actions (protocol v3), or model it as 'tap' or 'dismiss'",
          step: step)
      }
      actedOn = [name]
      guard let entry = shade.first(for: name) else { return explain(name, removedByApp[name] ?? .andNotShown) }
      let index =
        entry.notification.actions.firstIndex { $0.title == action }
        ?? Int(action).flatMap { entry.notification.actions.indices.contains($0) ? $0 : nil }
      // A button the app does not offer cannot be tapped, and owes nothing; one without a PendingIntent is its wiring.
      guard let index else { return explain(name, .andActionNotOffered) }
      guard let token = entry.actions[index] else { return explain(name, .andNoAction) }
      guard let sent = pendingIntents.send(token) else { return explain(name, .andPendingIntentCancelled) }
      sentFor[name] = sent.started
      deliver(sent, push: name, action: true)
    case .dismiss(let name):
      actedOn = [name]
      guard let entry = shade.first(for: name) else { return explain(name, removedByApp[name] ?? .andNotShown) }
      shade.remove(entry.notification.key)
      dismissed(entry)
    case .clearAll:
      let all = shade.ordered
      // Nothing shown because the app itself replaced or cancelled its notifications is no wiring fault.
      guard !all.isEmpty else {
        let removed = Set(removedByApp.values)
        return note(
          removed.contains(.andReplacedByApp) ? .andReplacedByApp : removed.contains(.andCancelledByApp) ? .andCancelledByApp : .andNotShown
        )
      }
      actedOn = all.map(\.push)
      shade.removeAll()
      for entry in all { dismissed(entry) }
    case .swipeBanner:
      throw PlatformModelError(
        message: "'swipeBanner' is an iOS step", hint: "on Android a swipe dismisses the notification: use 'dismiss'", step: step)
    case .leaveApp:
      guard state == .foreground else {
        return try impossible(
          step, "the app is not in the foreground, so the user cannot leave it", hint: "remove the step or start with 'app: foreground'")
      }
      moveToBackground(rule: .andLifecycle)
    case .returnToApp:
      guard state == .background, let top = tasks.last?.stack.last, top.alive else {
        return try impossible(step, "the app has no running activity to return to", hint: "use 'openFromRecents' or 'launchFromIcon'")
      }
      state = .foreground
      emitResume(top, rule: .andResume)
    case .openFromRecents:
      if let task = tasks.lastIndex(where: { !$0.excludedFromRecents && !$0.stack.isEmpty }) {
        // Recents replays the intent of an activity whose process died, marked LAUNCHED_FROM_HISTORY.
        resumeTop(of: task, rule: .andResume, recreating: .andRecents, fromHistory: true)
      } else {
        startTask(Self.launcherIntent, launcher, rule: .andLauncher)
      }
    case .launchFromIcon:
      let affinity = Self.affinity(of: launcher)
      if let task = tasks.lastIndex(where: { $0.affinity == affinity && !$0.stack.isEmpty }) {
        // The launcher brings the app's task back: a top activity whose process died is
        // re-created with the intent it had, from its saved state.
        resumeTop(of: task, rule: .andLauncher, recreating: .andLauncherRestore, fromHistory: false)
      } else {
        startTask(Self.launcherIntent, launcher, rule: .andLauncher)
      }
    case .coverApp:
      throw PlatformModelError(
        message: "'coverApp' is an iOS step", hint: "on Android the notification shade does not pause the activity", step: step)
    case .rotate:
      guard state == .foreground, let top = tasks.last?.stack.last, top.alive else {
        return try impossible(
          step, "the app is not on screen, so a configuration change cannot re-create its activity",
          hint: "rotate while the app is in the foreground")
      }
      if version >= 3 && top.activity.handlesRotation {
        orientation = orientation == "portrait" ? "landscape" : "portrait"
        emitActivity(
          CallbackName.onConfigurationChanged, top, ["newConfig": ["orientation": .string(orientation)]], rule: .andConfigHandled)
      } else {
        pauseResumed(rule: .andConfigChange)
        recreate(top, rule: .andConfigChange)
      }
    case .forceQuit:
      state = .forceStopped
      processAlive = false
      tasks.removeAll()
      resumed = nil
      shade.removeAll()
      note(.andForceStop)
    case .systemKill:
      state = .terminated
      processAlive = false
      for task in tasks.indices {
        for index in tasks[task].stack.indices { tasks[task].stack[index].alive = false }
      }
      resumed = nil
      note(.andLifecycle)
    }
  }

  /// A step the app's own state makes impossible: a suite error with the
  /// documents' app; with reported wiring the app is where its wiring put it, noted.
  private mutating func impossible(_ step: Step, _ message: String, hint: String) throws(PlatformModelError) {
    guard wiring.isReported else { throw PlatformModelError(message: message, hint: hint, step: step) }
    note(.appStepImpossible)
  }

  // MARK: - Notifications and PendingIntents

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
    let content = notification.contentIntent.flatMap { pendingIntents.get($0) }
    let delete = notification.deleteIntent.flatMap { pendingIntents.get($0) }
    let actions = notification.actions.map { action in action.intent.flatMap { pendingIntents.get($0) } }
    let replaced = shade.remove(notification.key)
    shade.add(NotificationShade.Entry(push: push, notification: notification, content: content, delete: delete, actions: actions))
    removedByApp[push] = nil
    if let replaced, replaced.push != push { markRemoved(replaced.push, .andReplacedByApp) }
  }

  /// The app removed `push`'s notification: acting on it later is explained by `reason`, unless another of its notifications is shown.
  private mutating func markRemoved(_ push: String, _ reason: PlatformRuleID) {
    if shade.first(for: push) == nil { removedByApp[push] = reason }
  }

  /// Brings `task` to the front (Recents, the launcher icon): its top activity is resumed when it
  /// lives and is not already the resumed one; when its process died it is re-created from its saved
  /// state with `recreating`, its intent marked `FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY` when `fromHistory`.
  private mutating func resumeTop(of task: Int, rule: PlatformRuleID, recreating: PlatformRuleID, fromHistory: Bool) {
    bringToFront(task)
    var top = tasks[tasks.count - 1].stack[tasks[tasks.count - 1].stack.count - 1]
    guard top.alive else {
      if fromHistory { top.intent.flags.append(IntentFlag.launchedFromHistory.rawValue) }
      return recreate(top, rule: recreating)
    }
    guard resumed != top.id else { return }
    pauseResumed(rule: rule)
    state = .foreground
    emitResume(top, rule: rule)
  }

  private mutating func dismissed(_ entry: NotificationShade.Entry) {
    guard let token = entry.delete else { return explain(entry.push, .andNoDeleteIntent) }
    guard let sent = pendingIntents.send(token) else { return explain(entry.push, .andPendingIntentCancelled) }
    sentFor[entry.push] = sent.started
    guard sent.kind == .broadcast else { return deliver(sent, push: entry.push) }
    // A broadcast to a receiver the manifest does not declare reaches no code.
    if declaresReceivers, let named = sent.intent.component, !receivers.contains(named) {
      return explain(entry.push, .andNoSuchComponent)
    }
    processAlive = true
    var arguments: JSONObject = [:]
    if version >= 3 { arguments["receiver"] = .string(sent.intent.component ?? receivers.first ?? AndroidActivity.dismissReceiver) }
    arguments["intent"] = sent.intent.json
    emit(CallbackName.onDismissReceived, arguments, rule: .andDismiss, target: .component(trampoline: false))
  }

  /// A notification's content or action PendingIntent, sent: to the activity, receiver or service it names.
  private mutating func deliver(_ sent: PendingIntentStore.Sent, push: String, action: Bool = false) {
    switch sent.kind {
    case .activity:
      if sent.intent.opensAnotherApp { return explain(push, .andOtherApp) }
      guard let activity = resolve(sent.intent) else { return explain(push, .andNoSuchComponent) }
      launch(sent.intent, activity, fromTask: nil, startRule: nil)
    case .activities:
      startStack(sent.intents.isEmpty ? [sent.intent] : sent.intents, push: push)
    case .broadcast:
      if declaresReceivers, let named = sent.intent.component, !receivers.contains(named) {
        return explain(push, .andNoSuchComponent)
      }
      processAlive = true
      let receiver = sent.intent.component ?? receivers.first ?? AndroidActivity.dismissReceiver
      emit(
        CallbackName.broadcastReceive, ["receiver": .string(receiver), "intent": sent.intent.json],
        rule: action ? .andAction : .andBroadcast,
        target: .component(trampoline: true))
    case .service, .foregroundService:
      if declaresServices, let named = sent.intent.component, !services.contains(named) {
        return explain(push, .andNoSuchComponent)
      }
      processAlive = true
      let service = sent.intent.component ?? services.first ?? "Service"
      emit(
        CallbackName.serviceStart, ["service": .string(service), "intent": sent.intent.json], rule: action ? .andAction : .andService,
        target: .component(trampoline: true))
    }
  }

  // MARK: - Activities and tasks

  /// The activity an intent starts: the one its component names, else the launcher activity (v3); the one activity before.
  private func resolve(_ intent: IntentSpec) -> AndroidActivity? {
    guard version >= 3, let component = intent.component else { return launcher }
    return activities.first { $0.name == component || $0.name.hasSuffix("." + component) || component.hasSuffix("." + $0.name) }
  }

  /// The key of the task an activity belongs in: its affinity (the package's by default); with no affinity, one task per activity.
  private static func affinity(of activity: AndroidActivity) -> String {
    if activity.launchMode == .singleInstance { return "!" + activity.name }
    guard let affinity = activity.taskAffinity else { return "" }
    return affinity.isEmpty ? "=" + activity.name : affinity
  }

  private func locate(_ id: Int) -> (Int, Int)? {
    for task in tasks.indices.reversed() {
      if let index = tasks[task].stack.firstIndex(where: { $0.id == id }) { return (task, index) }
    }
    return nil
  }

  private mutating func bringToFront(_ task: Int) {
    guard task != tasks.count - 1 else { return }
    tasks.append(tasks.remove(at: task))
  }

  private mutating func newInstance(_ activity: AndroidActivity, _ intent: IntentSpec) -> Instance {
    nextInstance += 1
    return Instance(
      id: nextInstance, activity: activity, intent: intent, alive: false, created: false,
      noHistory: activity.noHistory || intent.has(.noHistory))
  }

  /// Starts `intent` for `activity`: from outside an activity (a notification's PendingIntent, a receiver, a service)
  /// when `source` is `nil`, else from an activity of task `source`; as the launch mode, the affinity and the flags say.
  private mutating func launch(_ intent: IntentSpec, _ activity: AndroidActivity, fromTask source: Int?, startRule: PlatformRuleID?) {
    let newTask = source == nil || intent.has(.newTask) || activity.launchMode == .singleInstance
    let clearTask = newTask && intent.has(.clearTask)
    let oneInstance = activity.launchMode == .singleTask || activity.launchMode == .singleInstance
    if oneInstance, !clearTask, let (task, index) = find(activity.name) {
      // singleTask / singleInstance: the one instance gets the intent, its task in front, what was above it finished.
      let rule: PlatformRuleID = version >= 3 ? .andSingleTaskNewIntent : .andTapNewIntent
      pauseResumed(rule: rule)
      bringToFront(task)
      let front = tasks.count - 1
      tasks[front].stack.removeSubrange((index + 1)...)
      return newIntent(intent, index: index, rule: rule)
    }
    let affinity = Self.affinity(of: activity)
    let existing: Int? =
      newTask
      ? (intent.has(.multipleTask) && !oneInstance ? nil : tasks.lastIndex { $0.affinity == affinity && !$0.stack.isEmpty })
      : source
    guard let task = existing else {
      return startTask(intent, activity, rule: startRule ?? (tasks.contains { !$0.stack.isEmpty } ? .andTaskNew : .andTapStart))
    }
    if clearTask {
      pauseResumed(rule: .andTaskClear)
      bringToFront(task)
      let front = tasks.count - 1
      let instance = newInstance(activity, intent)
      tasks[front].stack = [instance]
      tasks[front].baseIntent = intent
      return create(instance, saved: false, rule: startRule ?? .andTaskClear)
    }
    let stack = tasks[task].stack
    if intent.has(.clearTop), let index = stack.lastIndex(where: { $0.activity.name == activity.name }) {
      let wasAlive = stack[index].alive
      if activity.launchMode == .standard && !intent.has(.singleTop) {
        // Finished and re-created with the intent.
        let rule = startRule ?? (wasAlive ? .andTapRecreate : .andTapStart)
        pauseResumed(rule: rule)
        bringToFront(task)
        let front = tasks.count - 1
        tasks[front].stack.removeSubrange(index...)
        let instance = newInstance(activity, intent)
        tasks[front].stack.append(instance)
        return create(instance, saved: false, rule: rule)
      }
      pauseResumed(rule: .andTapNewIntent)
      bringToFront(task)
      let front = tasks.count - 1
      tasks[front].stack.removeSubrange((index + 1)...)
      return newIntent(intent, index: index, rule: .andTapNewIntent)
    }
    if intent.has(.reorderToFront), let index = stack.lastIndex(where: { $0.activity.name == activity.name }) {
      pauseResumed(rule: .andReorderToFront)
      bringToFront(task)
      let front = tasks.count - 1
      let moved = tasks[front].stack.remove(at: index)
      tasks[front].stack.append(moved)
      return newIntent(intent, index: tasks[front].stack.count - 1, rule: .andReorderToFront)
    }
    if let top = stack.last, top.activity.name == activity.name, activity.launchMode != .standard || intent.has(.singleTop) {
      pauseResumed(rule: .andTapNewIntent)
      bringToFront(task)
      return newIntent(intent, index: stack.count - 1, rule: .andTapNewIntent)
    }
    if source == nil, let root = stack.first, root.activity.name == activity.name,
      tasks[task].baseIntent.filterIdentity == intent.filterIdentity, !intent.has(.clearTop)
    {
      // The task is already running for this intent: brought to the front as it was, the intent delivered to no activity.
      broughtTaskToFront.append(intent)
      let front = task == tasks.count - 1 && resumed != nil
      if front { return }
      pauseResumed(rule: .andTaskToFront)
      bringToFront(task)
      let top = tasks[tasks.count - 1].stack[stack.count - 1]
      if top.alive {
        state = .foreground
        emitResume(top, rule: .andTaskToFront)
      } else {
        recreate(top, rule: .andTaskToFront)
      }
      return
    }
    // A new instance on top of the task.
    let topAlive = stack.last?.alive ?? false
    let rule = startRule ?? (topAlive ? .andTapNewInstance : .andTapStart)
    pauseResumed(rule: rule)
    bringToFront(task)
    let front = tasks.count - 1
    if let top = tasks[front].stack.last, top.noHistory { tasks[front].stack.removeLast() }
    let instance = newInstance(activity, intent)
    tasks[front].stack.append(instance)
    create(instance, saved: false, rule: rule)
  }

  /// A new task with `activity` at its root, created with `intent`.
  private mutating func startTask(_ intent: IntentSpec, _ activity: AndroidActivity, rule: PlatformRuleID) {
    pauseResumed(rule: rule)
    let instance = newInstance(activity, intent)
    tasks.append(
      ActivityTask(
        affinity: Self.affinity(of: activity), baseIntent: intent, stack: [instance], excludedFromRecents: activity.excludeFromRecents))
    create(instance, saved: false, rule: rule)
  }

  /// `getActivities`: a back stack started from outside; only the top activity is created now.
  private mutating func startStack(_ intents: [IntentSpec], push: String) {
    var resolved: [AndroidActivity] = []
    if intents.last?.opensAnotherApp == true { return explain(push, .andOtherApp) }
    for intent in intents {
      guard let activity = resolve(intent) else { return explain(push, .andNoSuchComponent) }
      resolved.append(activity)
    }
    guard let root = resolved.first, let first = intents.first else { return explain(push, .andNoSuchComponent) }
    pauseResumed(rule: .andActivitiesStack)
    let affinity = Self.affinity(of: root)
    var entries: [Instance] = []
    for (intent, activity) in zip(intents, resolved) { entries.append(newInstance(activity, intent)) }
    if !first.has(.multipleTask), let task = tasks.lastIndex(where: { $0.affinity == affinity && !$0.stack.isEmpty }) {
      bringToFront(task)
      let front = tasks.count - 1
      if first.has(.clearTask) {
        tasks[front].stack = entries
        tasks[front].baseIntent = first
      } else {
        tasks[front].stack += entries
      }
    } else {
      tasks.append(ActivityTask(affinity: affinity, baseIntent: first, stack: entries, excludedFromRecents: root.excludeFromRecents))
    }
    create(entries[entries.count - 1], saved: false, rule: .andActivitiesStack)
  }

  /// The instance of `name` that runs or has a record, if any: its task and place.
  private func find(_ name: String) -> (Int, Int)? {
    for task in tasks.indices.reversed() {
      if let index = tasks[task].stack.lastIndex(where: { $0.activity.name == name }) { return (task, index) }
    }
    return nil
  }

  /// `onNewIntent` to the instance at `index` of the front task (re-created from its saved state first when its process died), then `onResume`.
  private mutating func newIntent(_ intent: IntentSpec, index: Int, rule: PlatformRuleID) {
    let front = tasks.count - 1
    var instance = tasks[front].stack[index]
    if !instance.alive {
      // The task's activity died with its process: Android re-creates it from its
      // saved state with its old intent, then hands it the new one.
      processAlive = true
      emitActivity(
        CallbackName.onCreate, instance, ["intent": instance.intent.json, "savedInstanceState": instance.created ? [:] : .null], rule: rule)
      instance.alive = true
      instance.created = true
      tasks[front].stack[index] = instance
    }
    emitActivity(CallbackName.onNewIntent, instance, ["intent": intent.json], rule: rule)
    state = .foreground
    pendingResume = (instance.id, .andResumeAfterNewIntent)
  }

  /// `onCreate` (with its saved state, or none) and `onResume` of an instance in the front task. With protocol v3
  /// `onResume` waits for the answer to `onCreate` (which may call `setIntent`, `startActivity` or `finish`).
  private mutating func create(_ instance: Instance, saved: Bool, rule: PlatformRuleID) {
    processAlive = true
    guard let (task, index) = locate(instance.id) else { return }
    emitActivity(
      CallbackName.onCreate, instance, ["intent": instance.intent.json, "savedInstanceState": saved ? [:] : .null], rule: rule)
    tasks[task].stack[index].alive = true
    tasks[task].stack[index].created = true
    state = .foreground
    if version >= 3 {
      pendingResume = (instance.id, rule)
    } else {
      emitResume(tasks[task].stack[index], rule: rule)
    }
  }

  /// The instance re-created with `instance`'s intent from its saved state (a rotation, a task restored after its process died).
  private mutating func recreate(_ instance: Instance, rule: PlatformRuleID) {
    if let (task, index) = locate(instance.id) { tasks[task].stack[index].intent = instance.intent }
    create(instance, saved: instance.created, rule: rule)
  }

  private mutating func emitResume(_ instance: Instance, rule: PlatformRuleID) {
    emitActivity(CallbackName.onResume, instance, ["intent": instance.intent.json], rule: rule)
    resumed = instance.id
  }

  /// `onPause` of the resumed activity, if one is.
  /// The user leaves the app, or another app comes to the front: the resumed activity is paused, and a
  /// `noHistory` one on top is gone.
  private mutating func moveToBackground(rule: PlatformRuleID) {
    state = .background
    pauseResumed(rule: rule)
    if let top = tasks.last?.stack.last, top.noHistory {
      tasks[tasks.count - 1].stack.removeLast()
      if tasks[tasks.count - 1].stack.isEmpty { tasks.removeLast() }
      note(.andNoHistory)
    }
  }

  private mutating func pauseResumed(rule: PlatformRuleID) {
    guard let id = resumed, let (task, index) = locate(id) else {
      resumed = nil
      return
    }
    emitActivity(CallbackName.onPause, tasks[task].stack[index], [:], rule: rule)
    resumed = nil
  }

  private mutating func setIntent(of id: Int, to intent: IntentSpec) {
    guard let (task, index) = locate(id) else { return }
    tasks[task].stack[index].intent = intent
  }

  /// `finish()`: the instance is gone; when it was on screen, the activity below it resumes (or the app goes to the background).
  private mutating func finish(_ id: Int) {
    guard let (task, index) = locate(id) else { return }
    let onTop = task == tasks.count - 1 && index == tasks[task].stack.count - 1
    if pendingResume?.id == id { pendingResume = nil }
    if resumed == id { pauseResumed(rule: .andActivityStart) }
    tasks[task].stack.remove(at: index)
    if tasks[task].stack.isEmpty { tasks.remove(at: task) }
    guard onTop, state == .foreground else { return }
    guard let below = tasks.last?.stack.last else {
      state = .background
      return
    }
    if below.alive {
      emitResume(below, rule: .andActivityStart)
    } else {
      recreate(below, rule: .andActivityStart)
    }
  }

  // MARK: - Recording

  private mutating func emit(_ name: CallbackName, _ arguments: JSONObject, rule: PlatformRuleID, target: Target? = nil) {
    recorder.emit(name, arguments, rule: rule)
    if let target { targets[recorder.currentCallbacks.count - 1] = target }
  }

  /// An activity callback: v3 names the activity instance's class.
  private mutating func emitActivity(_ name: CallbackName, _ instance: Instance, _ arguments: JSONObject, rule: PlatformRuleID) {
    guard version >= 3 else { return emit(name, arguments, rule: rule, target: .activity(instance.id)) }
    var named: JSONObject = ["activity": .string(instance.activity.name)]
    for member in arguments.members { named[member.key] = member.value }
    emit(name, named, rule: rule, target: .activity(instance.id))
  }

  private mutating func note(_ rule: PlatformRuleID) { recorder.note(rule) }

  /// A note that explains why the user's action on `push` reached no code.
  private mutating func explain(_ push: String, _ rule: PlatformRuleID) {
    explained.insert(push)
    note(rule)
  }

  /// What `callback` (answered now) was delivered to: found among the step's callbacks in the order they were answered.
  private mutating func target(of callback: PlatformCallback) -> Target? {
    let callbacks = recorder.currentCallbacks
    var found: Int?
    if absorbCursor < callbacks.count { found = callbacks[absorbCursor...].firstIndex(of: callback) }
    if found == nil { found = callbacks.lastIndex(of: callback) }
    guard let index = found else { return nil }
    absorbCursor = index + 1
    return targets[index]
  }

  /// The step is done: a user action on a push that reached none of the app's code says why (the app's wiring).
  private mutating func finishStep() {
    guard !stepFinished else { return }
    stepFinished = true
    guard !actedOn.isEmpty else { return }
    // A blocked trampoline loses the open even when its receiver or service got the push: the app never opened.
    if trampolineBlocked { return note(.andLostTrampoline) }
    let callbacks = recorder.currentCallbacks
    let delivered = callbacks.compactMap { $0.arguments["intent"]?["extras"]?.objectValue }
    let keysOf = pushKeys
    var noted: Set<PlatformRuleID> = []
    var seen: Set<String> = []
    for push in actedOn where !explained.contains(push) && seen.insert(push).inserted {
      guard let keys = keysOf[push], !keys.isEmpty, !delivered.contains(where: { identifies($0, push) }) else { continue }
      let reason = lossCause(of: push, keys: keys)
      if noted.insert(reason).inserted { note(reason) }
    }
  }

  /// Why the user's action on `push` (whose ids are `keys`) reached none of the app's code, from what the
  /// step derived: the PendingIntent sent held another push's ids or none, or its intent only brought a
  /// running task to the front.
  private func lossCause(of push: String, keys: [String: String]) -> PlatformRuleID {
    let others = pushKeys.filter { $0.key != push && !$0.value.isEmpty && $0.value != keys }.map(\.key)
    if let sent = sentFor[push], !identifies(sent.extras, push) {
      return others.contains { identifies(sent.extras, $0) } ? .andIntentOtherPush : .andIntentNoPush
    }
    if broughtTaskToFront.contains(where: { identifies($0.extras, push) }) { return .andIntentTaskToFront }
    return .andIntentNoPush
  }

  /// Whether an intent's `extras` tell which push it is: the push's Campaign keys, or (v3, where the app has the
  /// message's id) the tracking details AEP Messaging's `addPushTrackingDetails` puts on an intent — the message id as
  /// `messageId` — or FCM's own `google.message_id`.
  private func identifies(_ extras: JSONObject, _ push: String) -> Bool {
    if let keys = pushKeys[push], !keys.isEmpty, Self.carries(extras, keys) { return true }
    return version >= 3 && (extras["messageId"] == .string(push) || extras["google.message_id"] == .string(push))
  }

  /// A push's Campaign keys, as the app reads them from its data map (strings).
  private static func campaignKeys(of notification: TrackCheckModel.Notification) -> [String: String] {
    let identity = TrackCheckModel.Notification.identity(in: AndroidData.dataMap(of: notification.payload))
    return Dictionary(uniqueKeysWithValues: identity.members.compactMap { member in member.value.stringValue.map { (member.key, $0) } })
  }

  private static func carries(_ extras: JSONObject, _ keys: [String: String]) -> Bool {
    keys.allSatisfy { extras[$0.key] == .string($0.value) }
  }

  // MARK: - Messages

  private func message(_ name: String) -> JSONValue {
    testCase.notification(named: name)?.payload ?? .object(JSONObject())
  }

  /// The message as `RemoteMessage` exposes it: the fields around `data`, and `data` as strings (v3: and its `messageId`).
  private func remoteMessage(_ name: String) -> JSONValue {
    var object = message(name).objectValue ?? JSONObject()
    object["to"] = nil
    object["data"] = .object(AndroidData.dataMap(of: message(name)))
    if version >= 3 { object["messageId"] = .string(name) }
    return .object(object)
  }

  private static func intent(in callback: PlatformCallback) -> IntentSpec? {
    guard let object = callback.arguments["intent"]?.objectValue else { return nil }
    return IntentSpec(
      component: object["component"]?.stringValue, action: object["action"]?.stringValue,
      categories: object["categories"]?.arrayValue?.compactMap(\.stringValue) ?? [], data: object["data"]?.stringValue,
      flags: object["flags"]?.arrayValue?.compactMap(\.stringValue) ?? [], extras: object["extras"]?.objectValue ?? JSONObject())
  }
}

/// The notifications on display, by id and tag, each tied to its push;
/// look-ups by key and by push do not grow with the number shown.
struct NotificationShade {
  /// A notification on display: the push it was posted for, and its PendingIntents' tokens.
  struct Entry {
    var push: String
    var notification: PostedNotification
    var content: PendingIntentStore.Token?
    var delete: PendingIntentStore.Token?
    var actions: [PendingIntentStore.Token?]
    var sequence = 0
  }

  private var entries: [NotificationKey: Entry] = [:]
  private var byPush: [String: [NotificationKey]] = [:]
  private var sequence = 0

  /// Shows `entry` (its key must not be shown).
  mutating func add(_ entry: Entry) {
    var entry = entry
    sequence += 1
    entry.sequence = sequence
    entries[entry.notification.key] = entry
    byPush[entry.push, default: []].append(entry.notification.key)
  }

  /// Removes the notification shown under `key`.
  @discardableResult
  mutating func remove(_ key: NotificationKey) -> Entry? {
    guard let entry = entries.removeValue(forKey: key) else { return nil }
    byPush[entry.push]?.removeAll { $0 == key }
    if byPush[entry.push]?.isEmpty == true { byPush[entry.push] = nil }
    return entry
  }

  /// The oldest notification shown for `push`.
  func first(for push: String) -> Entry? {
    byPush[push]?.compactMap { entries[$0] }.min { $0.sequence < $1.sequence }
  }

  /// Every notification shown, oldest first.
  var ordered: [Entry] { entries.values.sorted { $0.sequence < $1.sequence } }

  /// Removes everything.
  mutating func removeAll() {
    entries.removeAll()
    byPush.removeAll()
  }
}

/// PendingIntents the way Android keeps them: one token per kind, request
/// code and intent identity (`Intent.filterEquals`, extras not compared);
/// getting it again with `FLAG_UPDATE_CURRENT` replaces the extras every
/// holder sees, `FLAG_CANCEL_CURRENT` cancels the old token, no flag keeps the
/// old extras; `FLAG_NO_CREATE` makes none that does not exist; `FLAG_ONE_SHOT`
/// sends once. Tokens are found by identity in a dictionary, and outlive the
/// app's process (the system holds them).
struct PendingIntentStore {
  struct Token: Hashable, Sendable {
    var index: Int
  }

  /// What sending a token delivers.
  struct Sent {
    var kind: PendingIntentSpec.Kind
    var intent: IntentSpec
    var intents: [IntentSpec]

    /// The intent whose component is started: the top of a `getActivities` stack, else the one intent.
    var started: IntentSpec { kind == .activities ? intents.last ?? intent : intent }
  }

  private struct Identity: Hashable {
    var kind: PendingIntentSpec.Kind
    var requestCode: Int
    var filter: [String?]
  }

  private struct Record {
    var identity: Identity
    var intent: IntentSpec
    var intents: [IntentSpec]
    var oneShot: Bool
    var cancelled = false
  }

  private var records: [Record] = []
  private var live: [Identity: Int] = [:]

  /// `PendingIntent.getActivity` / `getActivities` / `getBroadcast` / `getService`: the token, or `nil` for
  /// `FLAG_NO_CREATE` when none exists.
  mutating func get(_ spec: PendingIntentSpec) -> Token? {
    let identity = Identity(kind: spec.kind, requestCode: spec.requestCode, filter: spec.intent.filterIdentity)
    if let index = live[identity] {
      if spec.has(.cancelCurrent) {
        records[index].cancelled = true
        live[identity] = nil
      } else {
        if spec.has(.updateCurrent) {
          records[index].intent.extras = spec.intent.extras
          if records[index].intents.count == spec.intents.count {
            for position in spec.intents.indices { records[index].intents[position].extras = spec.intents[position].extras }
          }
        }
        return Token(index: index)
      }
    } else if spec.has(.noCreate) {
      return nil
    }
    records.append(Record(identity: identity, intent: spec.intent, intents: spec.intents, oneShot: spec.has(.oneShot)))
    live[identity] = records.count - 1
    return Token(index: records.count - 1)
  }

  /// `send()`: what the token holds now, or `nil` when it was cancelled or already used once.
  mutating func send(_ token: Token) -> Sent? {
    guard token.index < records.count, !records[token.index].cancelled else { return nil }
    let record = records[token.index]
    if record.oneShot {
      // A one-shot PendingIntent is cancelled once sent.
      records[token.index].cancelled = true
      if live[record.identity] == token.index { live[record.identity] = nil }
    }
    return Sent(kind: record.identity.kind, intent: record.intent, intents: record.intents)
  }
}

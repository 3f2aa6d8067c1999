import TrackCheckModel

/// The Android model: FCM data messages only, the app builds each notification
/// with a content intent to its activity and a delete intent to its receiver,
/// as in the documents.
struct AndroidModel {
  private let testCase: TrackingCase
  private var state: AppState
  private var activityAlive: Bool
  private var shown: [String] = []
  private var currentIntent: JSONValue?
  private var lastTaskIntent: JSONValue?
  private var recorder = DerivationRecorder()

  static let launcherIntent: JSONValue = [
    "action": "android.intent.action.MAIN",
    "categories": ["android.intent.category.LAUNCHER"],
    "flags": [],
    "extras": [:],
  ]

  init(_ testCase: TrackingCase) {
    self.testCase = testCase
    self.state = testCase.initialState
    self.activityAlive = testCase.initialState == .foreground || testCase.initialState == .background
    if activityAlive {
      currentIntent = Self.launcherIntent
      lastTaskIntent = Self.launcherIntent
    }
  }

  mutating func run() throws(PlatformModelError) -> Derivation {
    for step in testCase.steps {
      recorder.begin(step)
      try play(step)
    }
    return recorder.derivation
  }

  private mutating func emit(_ name: String, _ arguments: JSONObject, rule: String) {
    recorder.emit(name, arguments, rule: rule)
  }

  private mutating func note(_ rule: String) { recorder.note(rule) }

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

  private func extras(_ name: String) -> JSONValue { .object(AndroidData.dataMap(of: message(name))) }

  private func contentIntent(_ name: String) -> JSONValue {
    ["flags": ["FLAG_ACTIVITY_CLEAR_TOP"], "extras": extras(name)]
  }

  private mutating func takeShown(_ name: String) -> Bool {
    guard let index = shown.firstIndex(of: name) else { return false }
    shown.remove(at: index)
    return true
  }

  private mutating func play(_ step: Step) throws(PlatformModelError) {
    switch step.kind {
    case .receive(let name):
      guard state != .forceStopped else { return note("AND-RCV-STOPPED") }
      if testCase.device.notificationsAllowed {
        shown.removeAll { $0 == name }
        shown.append(name)
      } else {
        note("AND-RCV-PERMISSION")
      }
      emit(CallbackName.onMessageReceived, ["message": remoteMessage(name)], rule: "AND-RCV")
      if state == .terminated { state = .background }
    case .tap(let name):
      guard takeShown(name) else { return note("AND-NOT-SHOWN") }
      deliverToActivity(contentIntent(name), rule: "AND-TAP")
    case .tapAction:
      throw PlatformModelError(
        message: "action buttons are modelled on iOS only",
        hint: "on Android an action button runs whatever PendingIntent the app set; model it as 'tap' or 'dismiss'", step: step)
    case .dismiss(let name):
      guard takeShown(name) else { return note("AND-NOT-SHOWN") }
      emit(CallbackName.onDismissReceived, ["intent": ["extras": extras(name)]], rule: "AND-DISMISS")
    case .clearAll:
      guard !shown.isEmpty else { return note("AND-NOT-SHOWN") }
      for name in shown {
        emit(CallbackName.onDismissReceived, ["intent": ["extras": extras(name)]], rule: "AND-DISMISS")
      }
      shown.removeAll()
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
      emit(CallbackName.onPause, [:], rule: "AND-LIFECYCLE")
    case .returnToApp:
      guard activityAlive, state == .background, let intent = currentIntent else {
        throw PlatformModelError(
          message: "the app has no running activity to return to", hint: "use 'openFromRecents' or 'launchFromIcon'", step: step)
      }
      state = .foreground
      emit(CallbackName.onResume, ["intent": intent], rule: "AND-RESUME")
    case .openFromRecents:
      if activityAlive, let intent = currentIntent {
        if state != .foreground {
          state = .foreground
          emit(CallbackName.onResume, ["intent": intent], rule: "AND-RESUME")
        }
      } else {
        var intent = (lastTaskIntent ?? Self.launcherIntent).objectValue ?? JSONObject()
        var flags = intent["flags"]?.arrayValue ?? []
        flags.append("FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY")
        intent["flags"] = .array(flags)
        start(.object(intent), rule: "AND-RECENTS")
      }
    case .launchFromIcon:
      if activityAlive, let intent = currentIntent {
        if state != .foreground {
          state = .foreground
          emit(CallbackName.onResume, ["intent": intent], rule: "AND-LAUNCHER")
        }
      } else {
        start(Self.launcherIntent, rule: "AND-LAUNCHER")
      }
    case .forceQuit:
      state = .forceStopped
      activityAlive = false
      currentIntent = nil
      shown.removeAll()
      note("AND-FORCE-STOP")
    case .systemKill:
      state = .terminated
      activityAlive = false
      currentIntent = nil
      note("AND-LIFECYCLE")
    }
  }

  private mutating func start(_ intent: JSONValue, rule: String) {
    emit(CallbackName.onCreate, ["intent": intent], rule: rule)
    emit(CallbackName.onResume, ["intent": intent], rule: rule)
    activityAlive = true
    currentIntent = intent
    lastTaskIntent = intent
    state = .foreground
  }

  private mutating func deliverToActivity(_ intent: JSONValue, rule: String) {
    if activityAlive {
      emit(CallbackName.onNewIntent, ["intent": intent], rule: rule)
      emit(CallbackName.onResume, ["intent": intent], rule: rule)
      currentIntent = intent
      lastTaskIntent = intent
      state = .foreground
    } else {
      start(intent, rule: rule)
    }
  }
}

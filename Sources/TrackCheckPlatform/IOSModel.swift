import TrackCheckModel

/// The iOS model (iOS 10+, `UNUserNotificationCenter` delegate set before launch
/// finishes, remote-notification background mode on), as in the documents.
struct IOSModel {
  private let testCase: TrackingCase
  private var state: AppState
  private var shown: [String] = []
  private var held: String?
  /// Whether Notification Centre or the app switcher covers the foreground app (it is inactive).
  private var covered = false
  private var recorder = DerivationRecorder()

  /// The categories the app registered: the ones the implementation reported, else the case's.
  private let categories: [NotificationCategory]
  /// Whether the implementation is told when its process ends (protocol v2).
  private let announcesProcessEnd: Bool

  init(_ testCase: TrackingCase, wiring: AppWiring = .documents) {
    self.testCase = testCase
    self.state = testCase.initialState
    announcesProcessEnd = wiring.isReported
    if case .reported(let manifest) = wiring, let reported = manifest.categories {
      categories = reported
    } else {
      categories = testCase.categories
    }
  }

  /// Plays one step: its callbacks.
  mutating func begin(_ step: Step) throws(PlatformModelError) -> [PlatformCallback] {
    recorder.begin(step)
    try play(step)
    return recorder.currentCallbacks
  }

  /// The derivation so far.
  var derivation: Derivation { recorder.derivation }

  private var applicationState: String {
    switch state {
    case .foreground: "active"
    default: "background"
    }
  }

  private mutating func emit(_ name: String, _ arguments: JSONObject, rule: PlatformRuleID) {
    recorder.emit(name, arguments, rule: rule)
  }

  private mutating func note(_ rule: PlatformRuleID) {
    recorder.note(rule)
  }

  private func payload(_ name: String) -> JSONValue {
    testCase.notification(named: name)?.payload ?? .object(JSONObject())
  }

  private func aps(_ name: String) -> JSONObject {
    payload(name)["aps"]?.objectValue ?? JSONObject()
  }

  private func hasContentAvailable(_ name: String) -> Bool {
    switch aps(name)["content-available"] {
    case .integer(let value)?: value == 1
    case .number(let value)?: value == 1
    default: false
    }
  }

  private func isVisible(_ name: String) -> Bool {
    let aps = aps(name)
    return aps["alert"] != nil || aps["badge"] != nil || (aps["sound"]?.stringValue.map { !$0.isEmpty } ?? false)
  }

  private func category(_ name: String) -> String? { aps(name)["category"]?.stringValue }

  private func registeredCategory(_ name: String) -> NotificationCategory? {
    guard let identifier = category(name) else { return nil }
    return categories.first { $0.identifier == identifier }
  }

  private func response(_ name: String, action: String, options: [String]) -> JSONObject {
    var arguments: JSONObject = [
      "applicationState": .string(applicationState),
      "actionIdentifier": .string(action),
      "userInfo": payload(name),
    ]
    if let category = category(name) { arguments["categoryIdentifier"] = .string(category) }
    arguments["actionOptions"] = .array(options.map { .string($0) })
    return arguments
  }

  private mutating func play(_ step: Step) throws(PlatformModelError) {
    switch step.kind {
    case .receive(let name): receive(name)
    case .tap(let name): try open(name, step: step, action: CallbackName.defaultActionIdentifier, options: ["foreground"])
    case .tapAction(let name, let actionID):
      guard let action = registeredCategory(name)?.actions.first(where: { $0.identifier == actionID }) else {
        let known = registeredCategory(name)?.actions.map(\.identifier) ?? []
        throw PlatformModelError(
          message:
            "notification '\(name)' has no action '\(actionID)': its category '\(category(name) ?? "(none)")' is not registered with that action",
          hint: known.isEmpty
            ? "register the category under 'categories:' with 'actions: [{id: \(actionID), opensApp: false}]'"
            : Suggestions.hint(for: actionID, among: known),
          step: step)
      }
      if action.opensApp {
        try open(name, step: step, action: actionID, options: ["foreground"])
      } else {
        try backgroundAction(name, step: step, action: actionID)
      }
    case .dismiss(let name):
      guard takeShown(name) else { return note(.iosNotShown) }
      guard registeredCategory(name)?.customDismissAction == true else { return note(.iosDismissUnregistered) }
      guard testCase.device.notificationDelegate else { return note(.iosDismissNoDelegate) }
      launchInBackgroundIfNeeded(name)
      emit(CallbackName.didReceive, response(name, action: CallbackName.dismissActionIdentifier, options: []), rule: .iosDismiss)
    case .swipeBanner(let name):
      note(shown.contains(name) ? .iosBanner : .iosNotShown)
    case .clearAll:
      throw PlatformModelError(
        message: "'clearAll' is an Android step", hint: "on iOS, dismiss each notification with 'dismiss: NAME'", step: step)
    case .leaveApp:
      guard state == .foreground else {
        throw PlatformModelError(
          message: "the app is not in the foreground, so the user cannot leave it",
          hint: "remove the step or start the case with 'app: foreground'", step: step)
      }
      covered = false
      state = .background
      emit(CallbackName.didEnterBackground, ["applicationState": "background"], rule: .iosLifecycle)
    case .returnToApp, .openFromRecents, .launchFromIcon:
      if case .returnToApp = step.kind, state != .background && !covered {
        throw PlatformModelError(
          message: "the app is \(state.rawValue), so the user cannot return to it",
          hint: "use 'launchFromIcon' to start an app that is not running", step: step)
      }
      if covered {
        covered = false
        emit(CallbackName.didBecomeActive, ["applicationState": "active"], rule: .iosCovered)
      }
      bringToForeground(launchOptions: nil)
    case .rotate:
      note(.iosRotate)
    case .coverApp:
      guard state == .foreground, !covered else {
        throw PlatformModelError(
          message: "the app is not active in the foreground, so nothing can cover it", hint: "start the case with 'app: foreground'",
          step: step)
      }
      covered = true
      emit(CallbackName.willResignActive, ["applicationState": "active"], rule: .iosCovered)
    case .forceQuit:
      processEnds()
      state = .forceQuit
      held = nil
      note(.iosForceQuit)
    case .systemKill:
      processEnds()
      state = .terminated
      note(.iosForceQuit)
    }
  }

  /// Protocol v2: the implementation learns that a running app's process ended.
  private mutating func processEnds() {
    if announcesProcessEnd && (state == .foreground || state == .background) {
      emit(CallbackName.processKilled, [:], rule: .appProcessKilled)
    }
  }

  private mutating func receive(_ name: String) {
    let allowed = testCase.device.notificationsAllowed
    let visible = isVisible(name)
    // In the foreground only a notification-centre delegate can have the alert presented.
    let silenced = state == .foreground && !testCase.device.notificationDelegate
    if visible && allowed && !silenced {
      shown.removeAll { $0 == name }
      shown.append(name)
    }
    let wakes = hasContentAvailable(name)
    switch state {
    case .foreground:
      // Covered by Notification Centre the app is still in the foreground, but inactive.
      let foregroundState: JSONValue = covered ? "inactive" : "active"
      if visible && allowed && silenced {
        note(.iosRcvFgNoDelegate)
      } else if visible && allowed {
        emit(CallbackName.willPresent, ["applicationState": foregroundState, "userInfo": payload(name)], rule: .iosRcvFgPresent)
      } else if visible {
        note(.iosRcvPermission)
      }
      if wakes {
        let rule: PlatformRuleID =
          covered ? .iosRcvCovered : silenced ? .iosRcvFgNoDelegate : visible && allowed ? .iosRcvFgDouble : .iosRcvBg
        emit(CallbackName.didReceiveRemoteNotification, ["applicationState": foregroundState, "userInfo": payload(name)], rule: rule)
      }
    case .background:
      guard wakes else { return note(.iosRcvBgAlertOnly) }
      guard wakesNow(name) else { return }
      if !allowed { note(.iosRcvPermission) }
      emit(CallbackName.didReceiveRemoteNotification, ["applicationState": "background", "userInfo": payload(name)], rule: .iosRcvBg)
    case .terminated:
      // The system (not the user) ended the app: a content-available push
      // launches it in the background, the notification in its launch options.
      guard wakes else { return note(.iosRcvNotRunning) }
      guard wakesNow(name) else { return }
      emit(
        CallbackName.didFinishLaunching, ["applicationState": "background", "launchOptions": ["remoteNotification": payload(name)]],
        rule: .iosRcvRelaunch)
      state = .background
      if !allowed { note(.iosRcvPermission) }
      emit(
        CallbackName.didReceiveRemoteNotification, ["applicationState": "background", "userInfo": payload(name)], rule: .iosRcvRelaunch)
    case .forceQuit, .forceStopped:
      note(.iosRcvNotRunning)
    }
  }

  /// Whether a content-available push reaches the app now: Background App
  /// Refresh (or allowed notifications) let it wake, and the system is not
  /// holding background pushes back (then the newest is kept for later).
  private mutating func wakesNow(_ name: String) -> Bool {
    guard testCase.device.backgroundAppRefresh || testCase.device.notificationsAllowed else {
      note(.iosRcvBar)
      return false
    }
    if testCase.device.deferBackgroundDelivery {
      held = name
      note(.iosRcvDefer)
      return false
    }
    return true
  }

  private mutating func takeShown(_ name: String) -> Bool {
    guard let index = shown.firstIndex(of: name) else { return false }
    shown.remove(at: index)
    return true
  }

  /// Delivers a held background push as the app comes up.
  private mutating func deliverHeld() {
    guard let name = held else { return }
    held = nil
    emit(CallbackName.didReceiveRemoteNotification, ["applicationState": "background", "userInfo": payload(name)], rule: .iosRcvDefer)
  }

  private mutating func bringToForeground(launchOptions: JSONValue?) {
    switch state {
    case .foreground:
      return
    case .background:
      deliverHeld()
      state = .foreground
      emit(CallbackName.willEnterForeground, ["applicationState": "background"], rule: .iosLifecycle)
    case .terminated, .forceQuit, .forceStopped:
      var options = JSONObject()
      if let launchOptions { options["remoteNotification"] = launchOptions }
      emit(
        CallbackName.didFinishLaunching, ["applicationState": "inactive", "launchOptions": .object(options)],
        rule: launchOptions == nil ? .iosLifecycle : .iosTapCold)
      state = .foreground
    }
  }

  private mutating func open(_ name: String, step: Step, action: String, options: [String]) throws(PlatformModelError) {
    guard shown.contains(name) else { return note(.iosNotShown) }
    try refuseUndocumentedResponse(name, step: step, action: action)
    _ = takeShown(name)
    let wasRunning = state == .foreground || state == .background
    if state == .background { deliverHeld() }
    if state != .foreground {
      if wasRunning {
        emit(CallbackName.willEnterForeground, ["applicationState": "background"], rule: .iosLifecycle)
      } else {
        emit(
          CallbackName.didFinishLaunching, ["applicationState": "inactive", "launchOptions": ["remoteNotification": payload(name)]],
          rule: .iosTapCold)
      }
      if !testCase.device.notificationDelegate && hasContentAvailable(name) && action == CallbackName.defaultActionIdentifier {
        // No notification-centre delegate: the tap reaches the app delegate instead of didReceive.
        emit(
          CallbackName.didReceiveRemoteNotification, ["applicationState": "inactive", "userInfo": payload(name)], rule: .iosTapRedeliver)
      } else {
        var arguments = response(name, action: action, options: options)
        arguments["applicationState"] = "inactive"
        emit(CallbackName.didReceive, arguments, rule: action == CallbackName.defaultActionIdentifier ? .iosTap : .iosAction)
      }
      state = .foreground
      emit(CallbackName.didBecomeActive, ["applicationState": "active"], rule: .iosLifecycle)
    } else {
      emit(
        CallbackName.didReceive, response(name, action: action, options: options),
        rule: action == CallbackName.defaultActionIdentifier ? .iosTap : .iosAction)
    }
  }

  /// Without a notification-centre delegate, Apple documents one path for a response: a tap on a
  /// content-available notification of an app not in the foreground reaches
  /// didReceiveRemoteNotification (IOS-TAP-REDELIVER). What an app without one is told of a tap
  /// on any other notification, or of an action button, is not documented: such a step is refused
  /// rather than guessed.
  private func refuseUndocumentedResponse(_ name: String, step: Step, action: String) throws(PlatformModelError) {
    guard !testCase.device.notificationDelegate else { return }
    if action == CallbackName.defaultActionIdentifier && hasContentAvailable(name) && state != .foreground { return }
    throw PlatformModelError(
      message:
        "not modelled: what an app without a notification-centre delegate is told of "
        + (action == CallbackName.defaultActionIdentifier
          ? (state == .foreground ? "a tap while it is in the foreground" : "a tap on a notification without content-available")
          : "an action button"),
      hint: "give the case a notification-centre delegate (the documents' app has one), or a content-available push",
      step: step)
  }

  private mutating func launchInBackgroundIfNeeded(_ name: String) {
    if state == .terminated || state == .forceQuit {
      emit(
        CallbackName.didFinishLaunching, ["applicationState": "background", "launchOptions": .object(JSONObject())], rule: .iosLifecycle)
      state = .background
    }
  }

  private mutating func backgroundAction(_ name: String, step: Step, action: String) throws(PlatformModelError) {
    guard shown.contains(name) else { return note(.iosNotShown) }
    try refuseUndocumentedResponse(name, step: step, action: action)
    _ = takeShown(name)
    launchInBackgroundIfNeeded(name)
    emit(CallbackName.didReceive, response(name, action: action, options: []), rule: .iosAction)
  }
}

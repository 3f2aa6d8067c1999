import TrackCheckModel

/// The iOS model (iOS 10+, remote-notification background mode on): the
/// documents' app sets its `UNUserNotificationCenter` delegate before launch
/// finishes and registers the case's categories; an app that reports its
/// wiring is played as it is: its delegate set during launch, late or never,
/// and the categories it registers, whenever it registers them.
struct IOSModel {
  private let testCase: TrackingCase
  private var state: AppState
  private var shown: [String] = []
  private var held: String?
  /// Whether Notification Centre or the app switcher covers the foreground app (it is inactive).
  private var covered = false
  private var recorder = DerivationRecorder()

  /// The categories the app registered: the ones the implementation reported, else the case's.
  private var categories: [NotificationCategory]
  /// Whether the implementation reports its wiring (protocol v2 and later): it
  /// is told when its process ends, and a step its own state makes impossible is noted, not refused.
  private let reported: Bool
  /// When the app sets its delegate: the case's device for the documents' app, the app's own report otherwise.
  private let delegateTiming: DelegateTiming
  /// Whether the delegate is set now.
  private var delegateSet: Bool
  /// What a response that launched the app still owes, once the app answered its launch callback
  /// (it may set its delegate or register its categories there).
  private enum AfterLaunch {
    /// A tap or a foreground action: the response, then `didBecomeActive`.
    case open(name: String, action: String, options: [String])
    /// A dismissal or a background action: the response, the app staying in the background.
    case background(name: String, action: String)
  }

  private var afterLaunch: AfterLaunch?

  init(_ testCase: TrackingCase, wiring: AppWiring = .documents) {
    self.testCase = testCase
    self.state = testCase.initialState
    reported = wiring.isReported
    categories = testCase.categories
    if case .reported(let manifest) = wiring {
      if let registered = manifest.categories { categories = registered }
      delegateTiming = manifest.notificationDelegate
    } else {
      delegateTiming = testCase.device.notificationDelegate ? .launch : DelegateTiming.none
    }
    // A late delegate is set by the time a running app handles anything; a
    // launch sets it only after the launch callbacks.
    let running = testCase.initialState == .foreground || testCase.initialState == .background
    delegateSet = delegateTiming == .launch || (delegateTiming == .late && running)
  }

  /// Whether the app has a notification-centre delegate at all (a late one counts once set).
  private var hasDelegate: Bool { delegateSet }

  /// Takes in what the app did in answer to a callback (reported wiring only):
  /// the categories it registered, and a delegate it set.
  mutating func absorb(_ facts: AppFacts) {
    guard reported else { return }
    if let registered = facts.categories { categories = registered }
    if facts.setDelegate { delegateSet = true }
  }

  /// The step's further callbacks, once the app answered its launch callback; empty when the step is done.
  mutating func continueStep() -> [PlatformCallback] {
    guard let rest = afterLaunch else { return [] }
    afterLaunch = nil
    let before = recorder.currentCallbacks.count
    switch rest {
    case .open(let name, let action, let options):
      respond(name, action: action, options: options, state: "inactive", launched: true)
      state = .foreground
      emit(CallbackName.didBecomeActive, ["applicationState": "active"], rule: .iosLifecycle)
    case .background(let name, let action):
      respond(name, action: action, options: [], state: "background", launched: true)
    }
    // A late delegate is set once launch has finished.
    if delegateTiming == .late { delegateSet = true }
    return Array(recorder.currentCallbacks[before...])
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

  private mutating func emit(_ name: CallbackName, _ arguments: JSONObject, rule: PlatformRuleID) {
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
      // The notification request's identifier: the push's name (Journey Optimizer tracks it as the provider's message id).
      "identifier": .string(name),
    ]
    if let category = category(name) { arguments["categoryIdentifier"] = .string(category) }
    arguments["actionOptions"] = .array(options.map { .string($0) })
    return arguments
  }

  /// A step the app's state makes impossible: refused for the documents' app
  /// (the suite is wrong), noted for an app that reports its wiring (what its
  /// wiring did earlier left it elsewhere; the earlier step has the finding).
  private mutating func impossible(_ message: String, hint: String, step: Step) throws(PlatformModelError) {
    guard reported else { throw PlatformModelError(message: message, hint: hint, step: step) }
    note(.appStepImpossible)
  }

  private mutating func play(_ step: Step) throws(PlatformModelError) {
    switch step.kind {
    case .receive(let name): receive(name)
    case .tap(let name): open(name, action: CallbackName.defaultActionIdentifier, options: ["foreground"])
    case .tapAction(let name, let actionID):
      guard let action = registeredCategory(name)?.actions.first(where: { $0.identifier == actionID }) else {
        // The app's own categories decide the buttons: one it never registered, on a notification
        // shown or not, is no button the user can tap (a suite that names one for the documents' app is wrong).
        if reported { return note(shown.contains(name) ? .iosActionUnregistered : .iosNotShown) }
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
        open(name, action: actionID, options: ["foreground"] + Self.options(of: action))
      } else {
        backgroundResponse(name, action: actionID, options: Self.options(of: action))
      }
    case .dismiss(let name):
      guard shown.contains(name) else { return note(.iosNotShown) }
      // Without any delegate no dismissal reaches code whatever the categories: the delegate is the cause.
      if delegateTiming == .none && !hasDelegate {
        _ = takeShown(name)
        return note(.iosDismissNoDelegate)
      }
      guard registeredCategory(name)?.customDismissAction == true else {
        _ = takeShown(name)
        // The documents' DEFAULT without customDismissAction is the app's wiring losing a dismissal the
        // documents track; any other category is the app's choice (IOS-DISMISS-NEEDS-CATEGORY).
        let documented = category(name) == NotificationCategory.documentedDefault.identifier
        return note(documented ? .iosDismissUnregistered : .iosDismissOtherCategory)
      }
      backgroundResponse(name, action: CallbackName.dismissActionIdentifier, options: [])
    case .swipeBanner(let name):
      note(shown.contains(name) ? .iosBanner : .iosNotShown)
    case .clearAll:
      throw PlatformModelError(
        message: "'clearAll' is an Android step", hint: "on iOS, dismiss each notification with 'dismiss: NAME'", step: step)
    case .leaveApp:
      guard state == .foreground else {
        return try impossible(
          "the app is not in the foreground, so the user cannot leave it", hint: "remove the step or start the case with 'app: foreground'",
          step: step)
      }
      covered = false
      state = .background
      emit(CallbackName.didEnterBackground, ["applicationState": "background"], rule: .iosLifecycle)
    case .returnToApp, .openFromRecents, .launchFromIcon:
      if case .returnToApp = step.kind, state != .background && !covered {
        return try impossible(
          "the app is \(state.rawValue), so the user cannot return to it", hint: "use 'launchFromIcon' to start an app that is not running",
          step: step)
      }
      if covered {
        covered = false
        emit(CallbackName.didBecomeActive, ["applicationState": "active"], rule: .iosCovered)
      }
      bringToForeground()
    case .rotate:
      note(.iosRotate)
    case .coverApp:
      guard state == .foreground, !covered else {
        return try impossible(
          "the app is not active in the foreground, so nothing can cover it", hint: "start the case with 'app: foreground'", step: step)
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

  /// The options an action button's response carries, besides `foreground`.
  private static func options(of action: NotificationAction) -> [String] {
    (action.destructive ? ["destructive"] : []) + (action.authenticationRequired ? ["authenticationRequired"] : [])
  }

  /// Protocol v2: the implementation learns that a running app's process ended;
  /// the process's delegate goes with it (the next launch sets it again).
  private mutating func processEnds() {
    if reported && (state == .foreground || state == .background) {
      emit(CallbackName.processKilled, [:], rule: .appProcessKilled)
    }
    delegateSet = delegateTiming == .launch
    afterLaunch = nil
  }

  private mutating func receive(_ name: String) {
    let allowed = testCase.device.notificationsAllowed
    let visible = isVisible(name)
    // In the foreground only a notification-centre delegate can have the alert presented.
    let silenced = state == .foreground && !hasDelegate
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
      if delegateTiming == .late { delegateSet = true }
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

  private mutating func bringToForeground() {
    switch state {
    case .foreground:
      return
    case .background:
      deliverHeld()
      state = .foreground
      emit(CallbackName.willEnterForeground, ["applicationState": "background"], rule: .iosLifecycle)
    case .terminated, .forceQuit, .forceStopped:
      emit(CallbackName.didFinishLaunching, ["applicationState": "inactive", "launchOptions": .object(JSONObject())], rule: .iosLifecycle)
      state = .foreground
      if delegateTiming == .late { delegateSet = true }
    }
  }

  /// A tap, or an action with the foreground option: the app comes up and is told of the response.
  private mutating func open(_ name: String, action: String, options: [String]) {
    guard takeShown(name) else { return note(.iosNotShown) }
    switch state {
    case .foreground:
      respond(name, action: action, options: options, state: applicationState, launched: false)
    case .background:
      deliverHeld()
      emit(CallbackName.willEnterForeground, ["applicationState": "background"], rule: .iosLifecycle)
      respond(name, action: action, options: options, state: "inactive", launched: false)
      state = .foreground
      emit(CallbackName.didBecomeActive, ["applicationState": "active"], rule: .iosLifecycle)
    case .terminated, .forceQuit, .forceStopped:
      emit(
        CallbackName.didFinishLaunching, ["applicationState": "inactive", "launchOptions": ["remoteNotification": payload(name)]],
        rule: .iosTapCold)
      // The response follows once the app has answered its launch (where it sets its delegate).
      afterLaunch = .open(name: name, action: action, options: options)
      if !reported { _ = continueStep() }
    }
  }

  /// A dismissal or an action without the foreground option: the app is told in the background,
  /// launched in the background first when it is not running.
  private mutating func backgroundResponse(_ name: String, action: String, options: [String]) {
    _ = takeShown(name)
    // With no delegate at all nothing is launched for it: no code would be told.
    if delegateTiming == .none && !hasDelegate {
      return note(action == CallbackName.dismissActionIdentifier ? .iosDismissNoDelegate : .iosActionNoDelegate)
    }
    if state == .terminated || state == .forceQuit || state == .forceStopped {
      emit(
        CallbackName.didFinishLaunching, ["applicationState": "background", "launchOptions": .object(JSONObject())], rule: .iosLifecycle)
      state = .background
      afterLaunch = .background(name: name, action: action)
      if !reported { _ = continueStep() }
      return
    }
    respond(name, action: action, options: options, state: applicationState, launched: false)
  }

  /// The response reaching the app's code: its notification-centre delegate's
  /// `didReceive`; without a delegate a tap reaches the legacy
  /// `didReceiveRemoteNotification` and anything else reaches nothing.
  private mutating func respond(_ name: String, action: String, options: [String], state: String, launched: Bool) {
    let isTap = action == CallbackName.defaultActionIdentifier
    let isDismiss = action == CallbackName.dismissActionIdentifier
    if launched && delegateTiming == .late {
      // Set after launch finished: the response that launched the app went to no delegate, even when the app reports
      // the delegate in its answer to the launch (set in a completion handler iOS calls after launch has finished).
      note(.iosLateDelegate)
    } else if hasDelegate {
      var arguments = response(name, action: action, options: options)
      arguments["applicationState"] = .string(state)
      emit(CallbackName.didReceive, arguments, rule: isTap ? .iosTap : isDismiss ? .iosDismiss : .iosAction)
    } else if isTap {
      emit(CallbackName.didReceiveRemoteNotification, ["applicationState": "inactive", "userInfo": payload(name)], rule: .iosTapRedeliver)
    } else {
      note(isDismiss ? .iosDismissNoDelegate : .iosActionNoDelegate)
    }
  }
}

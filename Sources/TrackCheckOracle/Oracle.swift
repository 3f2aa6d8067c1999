import TrackCheckModel
import TrackCheckPlatform

/// The executable oracle: the tracking calls a scenario requires, step by
/// step, computed from the requirement catalogue's rules.
///
/// The platform model says which callbacks reach the app's code at each step
/// (the OS's business); the oracle says what the tracker must do about each
/// (the documents' business). Every branch that requires or forbids a call
/// names its requirement in `Suites/requirements.yaml`, and every call the
/// oracle requires carries that id. The suites encode the same rules by hand;
/// a test holds the oracle to every hand-written case.
public enum Oracle {
  /// The calls `scenario` requires, each anchored to its step and naming the requirement it proves.
  public static func expectedCalls(for scenario: TrackingCase) throws(PlatformModelError) -> [ExpectedCall] {
    try judge(scenario).calls
  }

  /// The calls `scenario` requires, and every requirement a branch taken
  /// decided by (those that forbid a call too), in the order first met.
  public static func judge(_ scenario: TrackingCase) throws(PlatformModelError) -> (calls: [ExpectedCall], requirements: [String]) {
    judge(scenario, derivation: try PlatformModel.derive(scenario))
  }

  /// The same, from the derivation of `scenario` already made.
  public static func judge(_ scenario: TrackingCase, derivation: Derivation) -> (calls: [ExpectedCall], requirements: [String]) {
    var judge = Judge(scenario: scenario)
    for (index, step) in derivation.steps.enumerated() {
      for callback in step.callbacks {
        judge.handle(callback, step: index, kind: step.step.kind)
      }
    }
    if judge.checked.isEmpty { judge.check("ACS-EVENTS-ONLY") }
    return (judge.expected, judge.checked)
  }

  /// The requirements a judged scenario lists, for blame: those the oracle's
  /// branches name for its expected calls, the platform's own rules before the
  /// general ones (the most specific first), then those of the branches that
  /// forbade a call (a flag off, ids missing, a second impression, a lifecycle
  /// callback), which unexpected calls are blamed on. Left out: the flag rules
  /// that merely let a push be tracked (`ACS-FLAG-ON`, `ACS-FLAG-ABSENT`,
  /// `ACS-FLAG-CASE`), which would otherwise take the blame for any call of
  /// that push that was not made, whatever rule its branch names.
  public static func blamed(_ judged: (calls: [ExpectedCall], requirements: [String])) -> [String] {
    var called: [String] = []
    for call in judged.calls {
      if let requirement = call.requirement, !called.contains(requirement) { called.append(requirement) }
    }
    let general = { (id: String) in id.hasPrefix("ACS-") }
    var listed = called.filter { !general($0) } + called.filter(general)
    for requirement in judged.requirements where !listed.contains(requirement) && !permitting.contains(requirement) {
      listed.append(requirement)
    }
    return listed
  }

  /// The flag rules whose branch lets a push be tracked: they decide no call of their own.
  static let permitting: Set<String> = ["ACS-FLAG-ON", "ACS-FLAG-ABSENT", "ACS-FLAG-CASE"]

  /// Walks the callbacks in order, keeping what the rules need to remember.
  private struct Judge {
    let scenario: TrackingCase
    var expected: [ExpectedCall] = []
    /// IOS-FG-ONCE / ACS-EVENTS-ONLY: each push is one impression, however many callbacks carry it.
    var impressed: Set<String> = []
    /// The step whose tap launched the app (didFinishLaunching with the notification in its options).
    var coldLaunchStep: Int?
    /// Android: what a step has required of a push so far (a trampoline's receiver and the activity it starts owe one open).
    var androidActed: [AndroidActed: TrackingAction] = [:]

    /// The requirements the branches taken decided by.
    var checked: [String] = []

    init(scenario: TrackingCase) { self.scenario = scenario }

    mutating func check(_ requirement: String) {
      if !checked.contains(requirement) { checked.append(requirement) }
    }

    mutating func handle(_ callback: PlatformCallback, step: Int, kind: Step.Kind) {
      let arguments = callback.arguments
      let state = arguments["applicationState"]?.stringValue
      switch callback.name {
      case CallbackName.didFinishLaunching:
        if arguments["launchOptions"]?["remoteNotification"] != nil && state == "inactive" { coldLaunchStep = step }
      case CallbackName.willPresent:
        // IOS-FG-IMPRESSION: a push arriving in the foreground is an impression, seen in willPresent.
        if let push = push(in: arguments["userInfo"]) { impression(push, step: step, requirement: "IOS-FG-IMPRESSION") }
      case CallbackName.didReceiveRemoteNotification:
        guard let push = push(in: arguments["userInfo"]) else { return }
        switch state {
        case "background":
          // IOS-BG-IMPRESSION: content-available woke the app in the background.
          impression(push, step: step, requirement: "IOS-BG-IMPRESSION")
        case "inactive" where !scenario.device.notificationDelegate:
          // IOS-TAP-OPEN: an app without a notification-centre delegate learns of the tap here.
          open(push, step: step, requirement: "IOS-TAP-OPEN")
        case "inactive":
          // IOS-INACTIVE-NO-IMPRESSION: the user is opening the app; the tap is tracked from didReceive.
          check("IOS-INACTIVE-NO-IMPRESSION")
        default:
          // IOS-FG-ONCE: willPresent counted it; ACS-IMPRESSION-VISIBLE: without a delegate the alert was silenced.
          check(scenario.device.notificationDelegate ? "IOS-FG-ONCE" : "ACS-IMPRESSION-VISIBLE")
        }
      case CallbackName.didReceive:
        guard let push = push(in: arguments["userInfo"]) else { return }
        let action = arguments["actionIdentifier"]?.stringValue ?? ""
        if action == "com.apple.UNNotificationDismissActionIdentifier" {
          // IOS-DISMISS-CLICK / ACS-DISMISS-CLICK-ONLY: a dismissal is a click, never an open.
          click(push, step: step, requirement: "IOS-DISMISS-CLICK")
        } else if action == "com.apple.UNNotificationDefaultActionIdentifier" {
          // IOS-TAP-OPEN, or IOS-TAP-COLD-OPEN when the tap launched the app: click, then open.
          open(push, step: step, requirement: coldLaunchStep == step ? "IOS-TAP-COLD-OPEN" : "IOS-TAP-OPEN")
        } else if arguments["actionOptions"]?.arrayValue?.contains("foreground") == true {
          // IOS-ACTION-FOREGROUND-OPEN: an action that brings the app up opens it.
          open(push, step: step, requirement: "IOS-ACTION-FOREGROUND-OPEN")
        } else {
          // IOS-ACTION-NO-OPEN: an action handled in the background is a click only.
          click(push, step: step, requirement: "IOS-ACTION-NO-OPEN")
        }
      case CallbackName.onMessageReceived:
        // AND-IMPRESSION: the data message reached the app.
        if let push = push(in: arguments["message"]?["data"]) { impression(push, step: step, requirement: "AND-IMPRESSION") }
      case CallbackName.onDismissReceived:
        // AND-DISMISS-CLICK / AND-CLEAR-ALL: each delete intent is a click on its own notification.
        if let push = push(in: arguments["intent"]?["extras"]) {
          click(push, step: step, requirement: kind == .clearAll ? "AND-CLEAR-ALL" : "AND-DISMISS-CLICK")
        }
      case CallbackName.broadcastReceive, CallbackName.serviceStart:
        guard let push = push(in: arguments["intent"]?["extras"]) else { return }
        switch kind {
        case .tap:
          // AND-TAP-OPEN: the notification's tap reached the app's receiver or service (a trampoline): one open per push and step.
          androidOpen(push, step: step, requirement: "AND-TAP-OPEN")
        case .tapAction:
          // AND-ACTION-NO-OPEN: an action button handled by a receiver or a service does not open the app: a click.
          androidClick(push, step: step, requirement: "AND-ACTION-NO-OPEN")
        default:
          break
        }
      case CallbackName.onConfigurationChanged:
        // ACS-NO-TRACK-OTHER-OPEN: a configuration change the activity handles itself is no open.
        check("ACS-NO-TRACK-OTHER-OPEN")
      case CallbackName.onCreate, CallbackName.onNewIntent:
        let intent = arguments["intent"]
        // AND-NO-TRACK-ON-RECREATE: an activity re-created from its saved state handled its intent before.
        if callback.name == CallbackName.onCreate, arguments["savedInstanceState"]?.objectValue != nil {
          return check("AND-NO-TRACK-ON-RECREATE")
        }
        // AND-NO-DUPLICATE-ON-RETURN: Recents replays the intent that opened the task.
        let flags = intent?["flags"]?.arrayValue?.compactMap(\.stringValue) ?? []
        if flags.contains("FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY") { return check("AND-NO-DUPLICATE-ON-RETURN") }
        // AND-TAP-OPEN: the notification's intent reached the activity; ACS-NO-TRACK-OTHER-OPEN: a launcher intent carries no push.
        if let push = push(in: intent?["extras"]) {
          // AND-ACTION-OPEN: an action button whose PendingIntent starts an activity opens the app.
          let action = if case .tapAction = kind { true } else { false }
          androidOpen(push, step: step, requirement: action ? "AND-ACTION-OPEN" : "AND-TAP-OPEN")
        } else {
          check("ACS-NO-TRACK-OTHER-OPEN")
        }
      case CallbackName.willEnterForeground, CallbackName.onResume:
        // ACS-NO-TRACK-OTHER-OPEN: lifecycle callbacks alone (leaving, returning, launching from the icon) track nothing.
        check("ACS-NO-TRACK-OTHER-OPEN")
      default:
        break
      }
    }

    /// The scenario's push a callback carries, when the callback carries Campaign's keys.
    ///
    /// A push is known as Campaign knows it, by its ids and flag (``Notification/identity(in:)``): a layer
    /// between the OS and the tracker (a trampoline, a dispatcher) may add, remove or rewrite other extras,
    /// and it is still the same push. Its notification is the one whose keys are the callback's, else the
    /// first whose identity is.
    func push(in value: JSONValue?) -> Push? {
      guard let keys = value?.objectValue else { return nil }
      let identity = Notification.identity(in: keys)
      guard !identity.isEmpty else { return nil }
      // Android delivers every data value as a string: a payload's number is matched as its text.
      let sent = scenario.notifications.map { notification in
        (
          name: notification.name,
          keys: scenario.platform == .android
            ? AndroidData.dataMap(of: notification.payload) : notification.campaignKeys(on: scenario.platform)
        )
      }
      let name = (sent.first { $0.keys == keys } ?? sent.first { Notification.identity(in: $0.keys) == identity })?.name
      return Push(keys: identity, notification: name, aps: value?["aps"]?.objectValue)
    }

    /// ACS-FLAG-* and ACS-IDS-*: the ids to track with, or nil when the push is not tracked.
    mutating func trackingIds(_ push: Push) -> (deliveryId: String, broadlogId: String)? {
      switch push.keys["_acsDeliveryTracking"] {
      case nil:
        check("ACS-FLAG-ABSENT")  // deliveries before release 21.1 carry no flag: tracked.
      case .string("on"):
        check("ACS-FLAG-ON")
      case .string(let flag) where flag.lowercased() == "on":
        check("ACS-FLAG-CASE")  // "on" in any case.
      case .string("off"):
        check("ACS-FLAG-OFF")  // nothing for this delivery (ACS-FLAG-OFF-TAP: nor when acted on).
        return nil
      default:
        check("ACS-FLAG-OTHER")
        return nil
      }
      // ACS-IDS-REQUIRED, ACS-IDS-STRING, ACS-IDS-NONEMPTY: both ids, as non-empty strings.
      guard let deliveryValue = push.keys["_dId"], let broadlogValue = push.keys["_mId"] else {
        check("ACS-IDS-REQUIRED")
        return nil
      }
      guard let deliveryId = deliveryValue.stringValue, let broadlogId = broadlogValue.stringValue else {
        check("ACS-IDS-STRING")
        return nil
      }
      guard !deliveryId.isEmpty, !broadlogId.isEmpty else {
        check("ACS-IDS-NONEMPTY")
        return nil
      }
      // ACS-IDS-MAPPING: deliveryId ← _dId, broadlogId ← _mId.
      return (deliveryId, broadlogId)
    }

    mutating func impression(_ push: Push, step: Int, requirement: String) {
      // ACS-IMPRESSION-VISIBLE / DEV-PERMISSION-DENIED: only a notification the user can see is an impression.
      guard scenario.device.notificationsAllowed else {
        check("DEV-PERMISSION-DENIED")
        return check("ACS-IMPRESSION-VISIBLE")
      }
      if scenario.platform == .ios && push.aps?["alert"] == nil { return check("ACS-IMPRESSION-VISIBLE") }
      guard let ids = trackingIds(push) else { return }
      guard impressed.insert(ids.deliveryId + "\u{1F}" + ids.broadlogId).inserted else { return check("IOS-FG-ONCE") }
      append(ids, .impression, push: push, step: step, requirement: requirement)
    }

    mutating func click(_ push: Push, step: Int, requirement: String) {
      guard let ids = trackingIds(push) else { return }
      // ACS-OWN-IDS: a click carries the ids of the notification acted on.
      append(ids, .click, push: push, step: step, requirement: requirement)
    }

    mutating func open(_ push: Push, step: Int, requirement: String) {
      guard let ids = trackingIds(push) else { return }
      // ACS-OPEN-AFTER-CLICK / ACS-CLICK-BEFORE-OPEN: an open is preceded by its click.
      append(ids, .click, push: push, step: step, requirement: requirement)
      append(ids, .open, push: push, step: step, requirement: requirement)
    }

    /// Android: an open once per push and step, whichever component (a trampoline's receiver, the activity it starts) carries it.
    mutating func androidOpen(_ push: Push, step: Int, requirement: String) {
      let key = AndroidActed(step: step, keys: push.keys)
      switch androidActed[key] {
      case .open?:
        return
      case .click?:
        guard let ids = trackingIds(push) else { return }
        append(ids, .open, push: push, step: step, requirement: requirement)
      default:
        open(push, step: step, requirement: requirement)
      }
      androidActed[key] = .open
    }

    /// Android: a click once per push and step.
    mutating func androidClick(_ push: Push, step: Int, requirement: String) {
      let key = AndroidActed(step: step, keys: push.keys)
      guard androidActed[key] == nil else { return }
      click(push, step: step, requirement: requirement)
      androidActed[key] = .click
    }

    mutating func append(
      _ ids: (deliveryId: String, broadlogId: String), _ action: TrackingAction, push: Push, step: Int, requirement: String
    ) {
      check(requirement)
      expected.append(
        ExpectedCall(
          api: scenario.api, deliveryId: ids.deliveryId, broadlogId: ids.broadlogId, action: action, notification: push.notification,
          step: step, requirement: requirement))
    }

  }

  /// A push acted on at a step (Android), known by its identity.
  struct AndroidActed: Hashable {
    var step: Int
    var keys: JSONObject
  }

  struct Push {
    /// The push's identity: the Campaign keys it carries (``Notification/identity(in:)``).
    var keys: JSONObject
    var notification: String?
    var aps: JSONObject?
  }
}

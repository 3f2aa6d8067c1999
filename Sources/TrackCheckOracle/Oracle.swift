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
  /// The calls `scenario` requires under `profile`, each anchored to its step and naming the requirement it proves.
  public static func expectedCalls(for scenario: TrackingCase, profile: Profile) throws(PlatformModelError) -> [ExpectedCall] {
    try judge(scenario, profile: profile).calls
  }

  /// The calls `scenario` requires, and every requirement a branch taken
  /// decided by (those that forbid a call too), in the order first met.
  public static func judge(_ scenario: TrackingCase, profile: Profile) throws(PlatformModelError) -> (
    calls: [ExpectedCall], requirements: [RequirementID]
  ) {
    judge(scenario, derivation: try PlatformModel.derive(scenario), profile: profile)
  }

  /// The same, from the derivation of `scenario` already made.
  public static func judge(_ scenario: TrackingCase, derivation: Derivation, profile: Profile) -> (
    calls: [ExpectedCall], requirements: [RequirementID]
  ) {
    var judge = Judge(scenario: scenario, profile: profile)
    for (index, step) in derivation.steps.enumerated() {
      for callback in step.callbacks {
        judge.handle(callback, step: index, kind: step.step.kind)
      }
    }
    if judge.checked.isEmpty { judge.check(profile.fallback) }
    return (judge.expected, judge.checked)
  }

  /// The requirements a judged scenario lists, for blame: those the oracle's
  /// branches name for its expected calls, the platform's own rules before the
  /// general ones (the most specific first), then those of the branches that
  /// forbade a call (a flag off, ids missing, a second impression, a lifecycle
  /// callback), which unexpected calls are blamed on. Left out: the gate rules
  /// that merely let a push be tracked (Campaign Standard's `ACS-FLAG-ON`,
  /// `ACS-FLAG-ABSENT`, `ACS-FLAG-CASE`), which would otherwise take the blame
  /// for any call of that push that was not made, whatever rule its branch names.
  public static func blamed(_ judged: (calls: [ExpectedCall], requirements: [RequirementID]), profile: Profile) -> [RequirementID] {
    var called: [RequirementID] = []
    for call in judged.calls {
      if let requirement = call.requirement, !called.contains(requirement) { called.append(requirement) }
    }
    let general = { (id: RequirementID) in id.hasPrefix(profile.generalPrefix) }
    var listed = called.filter { !general($0) } + called.filter(general)
    let permitting = profile.permitting
    for requirement in judged.requirements where !listed.contains(requirement) && !permitting.contains(requirement) {
      listed.append(requirement)
    }
    return listed
  }

  /// Walks the callbacks in order: the first stage finds each push's story events (what the platform
  /// told the app, whatever the spec); the profile's event table says what each owes.
  private struct Judge {
    let scenario: TrackingCase
    let profile: Profile
    var expected: [ExpectedCall] = []
    /// Each push's once-only events (an impression, a receive), however many callbacks carry it: where the call is.
    var happened: [String: Int] = [:]
    /// The step whose tap launched the app (didFinishLaunching with the notification in its options).
    var coldLaunchStep: Int?
    /// Android: what a step has required of a push so far (a trampoline's receiver and the activity it starts owe once).
    var androidActed: [AndroidActed: [TrackingAction]] = [:]

    /// The requirements the branches taken decided by.
    var checked: [RequirementID] = []

    init(scenario: TrackingCase, profile: Profile) {
      self.scenario = scenario
      self.profile = profile
    }

    mutating func check(_ requirement: RequirementID) {
      if !checked.contains(requirement) { checked.append(requirement) }
    }

    mutating func handle(_ callback: PlatformCallback, step: Int, kind: Step.Kind) {
      let arguments = callback.arguments
      let state = arguments["applicationState"]?.stringValue
      switch callback.name {
      case CallbackName.didFinishLaunching:
        if arguments["launchOptions"]?["remoteNotification"] != nil && state == "inactive" { coldLaunchStep = step }
      case CallbackName.willPresent:
        if let push = push(in: arguments["userInfo"]) { story(.iosPresented, push, step: step) }
      case CallbackName.didReceiveRemoteNotification:
        guard let push = push(in: arguments["userInfo"]) else { return }
        switch state {
        case "background": story(.iosBackgroundDelivery, push, step: step)
        case "inactive" where { if case .receive = kind { true } else { false } }():
          // The push arrived while the app was covered (Notification Centre, a system alert): nobody tapped.
          story(scenario.device.notificationDelegate ? .iosCoveredDelivery : .iosCoveredDeliveryNoDelegate, push, step: step)
        case "inactive" where !scenario.device.notificationDelegate: story(.iosLegacyTap, push, step: step)
        case "inactive": story(.iosInactiveDelivery, push, step: step)
        default:
          story(scenario.device.notificationDelegate ? .iosForegroundDelivery : .iosForegroundDeliveryNoDelegate, push, step: step)
        }
      case CallbackName.didReceive:
        guard let push = push(in: arguments["userInfo"]) else { return }
        let action = arguments["actionIdentifier"]?.stringValue ?? ""
        if action == "com.apple.UNNotificationDismissActionIdentifier" {
          story(.iosDismissal, push, step: step)
        } else if action == "com.apple.UNNotificationDefaultActionIdentifier" {
          story(coldLaunchStep == step ? .iosColdTap : .iosTap, push, step: step)
        } else if arguments["actionOptions"]?.arrayValue?.contains("foreground") == true {
          story(.iosActionForeground, push, step: step)
        } else {
          story(.iosActionBackground, push, step: step)
        }
      case CallbackName.onMessageReceived:
        if let push = push(in: arguments["message"]?["data"]) { story(.androidDelivery, push, step: step) }
      case CallbackName.onDismissReceived:
        if let push = push(in: arguments["intent"]?["extras"]) {
          story(kind == .clearAll ? .androidClearAll : .androidDismissal, push, step: step)
        }
      case CallbackName.broadcastReceive, CallbackName.serviceStart:
        guard let push = push(in: arguments["intent"]?["extras"]) else { return }
        switch kind {
        case .tap: story(.androidTap, push, step: step)
        case .tapAction: story(.androidActionReceiver, push, step: step)
        default: break
        }
      case CallbackName.onConfigurationChanged:
        story(.otherOpen, nil, step: step)
      case CallbackName.onCreate, CallbackName.onNewIntent:
        let intent = arguments["intent"]
        // An activity re-created from its saved state handled its intent before.
        if callback.name == CallbackName.onCreate, arguments["savedInstanceState"]?.objectValue != nil {
          return story(.androidRecreated, nil, step: step)
        }
        // Recents replays the intent that opened the task.
        let flags = intent?["flags"]?.arrayValue?.compactMap(\.stringValue) ?? []
        if flags.contains("FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY") { return story(.androidFromHistory, nil, step: step) }
        // The notification's intent reached the activity; a launcher intent carries no push.
        if let push = push(in: intent?["extras"]) {
          let action = if case .tapAction = kind { true } else { false }
          story(action ? .androidActionActivity : .androidTap, push, step: step)
        } else {
          story(.otherOpen, nil, step: step)
        }
      case CallbackName.willEnterForeground, CallbackName.onResume:
        // Lifecycle callbacks alone (leaving, returning, launching from the icon) track nothing.
        story(.otherOpen, nil, step: step)
      default:
        break
      }
    }

    /// What `event` owes for `push` by the profile's event table, through its conditions and gates.
    mutating func story(_ event: StoryEvent, _ push: Push?, step: Int) {
      guard let rule = profile.stories[event] else { return }
      guard let push, !rule.calls.isEmpty else { return check(rule.requirement) }
      for condition in rule.conditions where !holds(condition.test, push) {
        for requirement in condition.otherwise { check(requirement) }
        return
      }
      guard let ids = trackingIds(push) else { return }
      var calls = rule.calls
      if rule.oncePerStep {
        // One component's callback or another's (a trampoline's receiver, the activity it starts): owed once per push and step.
        let key = AndroidActed(step: step, keys: push.keys)
        let owed = androidActed[key] ?? []
        calls = calls.filter { !owed.contains($0) }
        guard !calls.isEmpty else { return }
        androidActed[key] = owed + calls
      }
      for call in calls {
        if let once = profile.once[call] {
          let key = "\(call.rawValue)\u{1F}\(ids.deliveryId)\u{1F}\(ids.broadlogId)"
          if let earlier = happened[key] {
            // Owed once per push: a second callback carrying it owes nothing, unless the first only allowed it.
            if expected[earlier].optional && !rule.optional {
              expected[earlier].optional = false
              expected[earlier].requirement = rule.requirement
            }
            check(once)
            continue
          }
          happened[key] = expected.count
        }
        check(rule.requirement)
        append(ids, call, push: push, step: step, requirement: rule.requirement, optional: rule.optional)
      }
    }

    func holds(_ test: StoryTest, _ push: Push) -> Bool {
      switch test {
      case .notificationsAllowed: scenario.device.notificationsAllowed
      case .iosAlert: scenario.platform != .ios || push.aps?["alert"] != nil
      case .iosContentAvailable: push.aps?["content-available"] == .integer(1)
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
      // Android delivers every data value as a string: a payload's number is matched as its text.
      let sent = scenario.notifications.map { notification in
        (
          name: notification.name,
          keys: scenario.platform == .android
            ? AndroidData.dataMap(of: notification.payload) : notification.campaignKeys(on: scenario.platform)
        )
      }
      guard !identity.isEmpty else {
        // A profile that knows a push by its provider's message id knows it by the tracking details its SDK put on the
        // intent (`messageId`, AEP Messaging's addPushTrackingDetails) or by FCM's own `google.message_id`: the push as sent.
        guard profile.ids.providerMessageID, scenario.platform == .android,
          let id = (keys["messageId"] ?? keys["google.message_id"])?.stringValue, let push = sent.first(where: { $0.name == id })
        else { return nil }
        return Push(keys: Notification.identity(in: push.keys), notification: push.name, aps: nil, all: push.keys)
      }
      let name = (sent.first { $0.keys == keys } ?? sent.first { Notification.identity(in: $0.keys) == identity })?.name
      return Push(keys: identity, notification: name, aps: value?["aps"]?.objectValue, all: keys)
    }

    /// The profile's gates and id rules: the ids to track with, or nil when the push is not tracked.
    mutating func trackingIds(_ push: Push) -> (deliveryId: String, broadlogId: String)? {
      for gate in profile.gates {
        guard let decided = gate.decide(push.keys[gate.key]) else { continue }
        check(decided.requirement)
        if !decided.tracked { return nil }
      }
      let rules = profile.ids
      // The provider's message id is the push's name on the platform model (RemoteMessage.getMessageId(), the request identifier).
      let broadlogValue = rules.providerMessageID ? push.notification.map(JSONValue.string) : push.keys[rules.broadlogKey]
      guard let deliveryValue = push.keys[rules.deliveryKey] ?? push.all[rules.deliveryKey], let broadlogValue else {
        check(rules.missing)
        return nil
      }
      let deliveryText = rules.deliveryIsJSON ? IdRules.canonicalJSON(deliveryValue) : deliveryValue.stringValue
      guard let deliveryId = deliveryText, let broadlogId = broadlogValue.stringValue else {
        check(rules.notString)
        return nil
      }
      let empty = { (id: String) in rules.blankIsEmpty ? id.allSatisfy(\.isWhitespace) : id.isEmpty }
      guard !empty(deliveryId), !empty(broadlogId) else {
        check(rules.empty)
        return nil
      }
      // A broadlog id of no form the SDK accepts sends nothing: the push is not tracked.
      if let forms = rules.broadlogForms, !forms.contains(where: { $0.matches(broadlogId) }) {
        check(rules.missing)
        return nil
      }
      return (deliveryId, broadlogId)
    }

    mutating func append(
      _ ids: (deliveryId: String, broadlogId: String), _ action: TrackingAction, push: Push, step: Int, requirement: RequirementID,
      optional: Bool
    ) {
      expected.append(
        ExpectedCall(
          api: scenario.api, deliveryId: ids.deliveryId, broadlogId: ids.broadlogId, action: action, notification: push.notification,
          step: step, requirement: requirement, optional: optional, on: profile))
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
    /// Every key the callback carried, for a profile whose ids are not among the identity's (Journey Optimizer's `_xdm`).
    var all = JSONObject()
  }
}

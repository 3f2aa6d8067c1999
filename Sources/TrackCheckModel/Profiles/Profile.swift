/// The name of a spec profile (`campaign-standard`): which vendor documents a run is judged by.
///
/// A profile's definition is data (`Suites/profiles/<id>/profile.yaml`, beside its catalogue and
/// decisions); the id is checked against the profiles a suite folder defines when it is read, so a
/// misspelt `--profile` is an error with the known names, never a run judged by nothing.
public struct ProfileID: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// Adobe Campaign Standard: the default profile.
  public static let campaignStandard = ProfileID(rawValue: "campaign-standard")

  public var description: String { rawValue }

  public static func < (a: ProfileID, b: ProfileID) -> Bool { a.rawValue < b.rawValue }
}

/// What happened to a push, as the platform's callbacks tell it, whatever the spec: the oracle's
/// first stage finds these; a profile's event table says what each owes.
public enum StoryEvent: String, Sendable, Hashable, CaseIterable {
  /// iOS: `willPresent` presented the push while the app was in the foreground.
  case iosPresented = "ios-presented"
  /// iOS: `didReceiveRemoteNotification` woke the app in the background (content-available).
  case iosBackgroundDelivery = "ios-background-delivery"
  /// iOS: `didReceiveRemoteNotification` while the app was active, with a notification-centre delegate.
  case iosForegroundDelivery = "ios-foreground-delivery"
  /// iOS: `didReceiveRemoteNotification` while the app was active, without a notification-centre delegate.
  case iosForegroundDeliveryNoDelegate = "ios-foreground-delivery-no-delegate"
  /// iOS: `didReceiveRemoteNotification` while inactive, without a delegate: the legacy tap.
  case iosLegacyTap = "ios-legacy-tap"
  /// iOS: `didReceiveRemoteNotification` while inactive, with a delegate (the tap goes to `didReceive`).
  case iosInactiveDelivery = "ios-inactive-delivery"
  /// iOS: `didReceiveRemoteNotification` while inactive at a push's arrival, with a delegate: the app is in
  /// the foreground under Notification Centre or a system alert; nobody tapped.
  case iosCoveredDelivery = "ios-covered-delivery"
  /// The same without a notification-centre delegate: the app cannot tell it from the legacy tap.
  case iosCoveredDeliveryNoDelegate = "ios-covered-delivery-no-delegate"
  /// iOS: `didReceive` with the default action, the app already running.
  case iosTap = "ios-tap"
  /// iOS: `didReceive` with the default action at the step whose tap launched the app.
  case iosColdTap = "ios-cold-tap"
  /// iOS: `didReceive` with the dismiss action.
  case iosDismissal = "ios-dismissal"
  /// iOS: `didReceive` with an action whose options bring the app to the foreground.
  case iosActionForeground = "ios-action-foreground"
  /// iOS: `didReceive` with an action handled in the background.
  case iosActionBackground = "ios-action-background"
  /// Android: `onMessageReceived` with the push's data.
  case androidDelivery = "android-delivery"
  /// Android: a delete intent of one notification.
  case androidDismissal = "android-dismissal"
  /// Android: a delete intent of a clear-all.
  case androidClearAll = "android-clear-all"
  /// Android: the notification's tap reached a component with the push (activity, receiver, service).
  case androidTap = "android-tap"
  /// Android: an action button's intent reached a receiver or a service.
  case androidActionReceiver = "android-action-receiver"
  /// Android: an action button's intent started an activity.
  case androidActionActivity = "android-action-activity"
  /// Android: an activity re-created from its saved state.
  case androidRecreated = "android-recreated"
  /// Android: Recents replayed the intent that opened the task.
  case androidFromHistory = "android-from-history"
  /// The app opened or came back otherwise (lifecycle callbacks, a launcher intent, a handled configuration change).
  case otherOpen = "other-open"
}

/// A condition a story's calls are owed under, beyond the ids (`profile.yaml`'s `when:`), tested by code
/// the profile names by word.
public enum StoryTest: String, Sendable, Hashable, CaseIterable {
  /// The user allowed notifications.
  case notificationsAllowed = "notifications-allowed"
  /// iOS: the push has an alert (`aps.alert`) the user sees.
  case iosAlert = "ios-alert"
  /// iOS: the push has `aps.content-available` 1.
  case iosContentAvailable = "ios-content-available"
}

/// One row of a profile's event table: what a story event owes.
public struct StoryRule: Sendable, Hashable {
  /// The calls owed, in order (empty: nothing is owed, and `requirement` is what decided it).
  public var calls: [TrackingAction]
  /// The requirement the calls prove, or that decided nothing is owed.
  public var requirement: RequirementID
  /// Whether the calls are optional (a MAY: their absence is no finding).
  public var optional: Bool
  /// The conditions, in order; the first that fails decides nothing is owed, by its requirements.
  public var conditions: [(test: StoryTest, otherwise: [RequirementID])]
  /// Android: at most once per push and step, whichever component carries it.
  public var oncePerStep: Bool

  public init(
    calls: [TrackingAction], requirement: RequirementID, optional: Bool = false,
    conditions: [(test: StoryTest, otherwise: [RequirementID])] = [],
    oncePerStep: Bool = false
  ) {
    self.calls = calls
    self.requirement = requirement
    self.optional = optional
    self.conditions = conditions
    self.oncePerStep = oncePerStep
  }

  public static func == (a: StoryRule, b: StoryRule) -> Bool {
    a.calls == b.calls && a.requirement == b.requirement && a.optional == b.optional && a.oncePerStep == b.oncePerStep
      && a.conditions.map(\.test) == b.conditions.map(\.test) && a.conditions.map(\.otherwise) == b.conditions.map(\.otherwise)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(calls)
    hasher.combine(requirement)
  }
}

/// A gate on one key of a push: which values let it be tracked, each deciding by a requirement.
public struct KeyGate: Sendable, Hashable {
  /// One case of the gate, tried in order.
  public struct Case: Sendable, Hashable {
    /// What the value must be.
    public enum Test: Sendable, Hashable {
      case absent
      case equals(String)
      case equalsIgnoringCase(String)
      case otherwise
    }
    public var test: Test
    /// The requirement that decides it.
    public var requirement: RequirementID
    /// Whether a push in this case is tracked.
    public var tracked: Bool

    public init(test: Test, requirement: RequirementID, tracked: Bool) {
      self.test = test
      self.requirement = requirement
      self.tracked = tracked
    }

    func matches(_ value: JSONValue?) -> Bool {
      switch test {
      case .absent: value == nil
      case .equals(let text): value == .string(text)
      case .equalsIgnoringCase(let text): value?.stringValue.map { $0.lowercased() == text.lowercased() } ?? false
      case .otherwise: true
      }
    }
  }

  public var key: String
  public var cases: [Case]

  public init(key: String, cases: [Case]) {
    self.key = key
    self.cases = cases
  }

  /// The case a push's value falls in.
  public func decide(_ value: JSONValue?) -> Case? { cases.first { $0.matches(value) } }
}

/// The ids a tracking call carries and the requirements that decide a push without them.
public struct IdRules: Sendable, Hashable {
  /// The payload key of the delivery id (`_dId`) and of the message (broadlog) id (`_mId`).
  public var deliveryKey: String
  public var broadlogKey: String
  /// The requirement deciding a push without one of them.
  public var missing: RequirementID
  /// The requirement deciding a push whose id is not a string.
  public var notString: RequirementID
  /// The requirement deciding a push whose id is an empty string (or blank, when `blankIsEmpty`).
  public var empty: RequirementID
  /// Whether an id of spaces only counts as empty.
  public var blankIsEmpty: Bool
  /// The forms the broadlog id must have for the SDK to send anything (`nil`: any non-empty string).
  public var broadlogForms: [IdForm]?
  /// Whether the message id is the push provider's, not a payload key (`message-id: provider`): Android's
  /// `RemoteMessage.getMessageId()`, iOS's notification request `identifier` — the name the platform model
  /// gives the push. `broadlogKey` then names it in messages only.
  public var providerMessageID = false
  /// Whether the delivery value is JSON (`delivery-form: json`, Journey Optimizer's `_xdm`): a dictionary in an
  /// iOS payload, its text in Android's data; calls are compared on its canonical text, so a re-serialised
  /// equivalent is the same value.
  public var deliveryIsJSON = false

  /// A form of id an SDK accepts.
  public enum IdForm: String, Sendable, Hashable, CaseIterable {
    /// A decimal integer, optionally signed (Campaign Classic v7's broadlog id).
    case decimal
    /// A UUID, 8-4-4-4-12 hexadecimal digits, any case (Campaign v8's broadlog id).
    case uuid

    /// Whether `text` has this form.
    public func matches(_ text: String) -> Bool {
      switch self {
      case .decimal:
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber } && Int64(text) != nil
      case .uuid:
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
      }
    }
  }

  /// The canonical text of a JSON-valued delivery value: members sorted, no spaces; a string that is not JSON stays as it is.
  public static func canonicalJSON(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text):
      guard let parsed = try? JSONParser.parse(text), parsed.objectValue != nil || parsed.arrayValue != nil else { return text }
      return canonicalJSON(parsed)
    case .object(let object) where object.members.isEmpty: return ""  // no data: as empty as an empty string
    case .object, .array: return JSONSerializer.string(sorted(value))
    default: return nil
    }
  }

  private static func sorted(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let object):
      return .object(JSONObject(object.members.sorted { $0.key < $1.key }.map { ($0.key, sorted($0.value)) }))
    case .array(let items): return .array(items.map(sorted))
    default: return value
    }
  }

  public init(
    deliveryKey: String, broadlogKey: String, missing: RequirementID, notString: RequirementID, empty: RequirementID, blankIsEmpty: Bool
  ) {
    self.deliveryKey = deliveryKey
    self.broadlogKey = broadlogKey
    self.missing = missing
    self.notString = notString
    self.empty = empty
    self.blankIsEmpty = blankIsEmpty
  }
}

/// A tracking call a profile knows: the SDK API a tracker calls, the event it makes and where its
/// values are.
public struct ProfileCall: Sendable, Hashable {
  /// The API's name as kits record it (`collectMessageInfo`, `trackNotificationReceive`).
  public var api: String
  /// The event the call makes; `nil` when the call says it in its context data (`actionKey`).
  public var event: TrackingAction?
  /// `trackAction`'s first argument, when the API takes one (`"tracking"`).
  public var actionName: String?
  /// The context data's key of each value: the delivery id, the broadlog id, the event's code (when the call carries it).
  public var deliveryKey: String
  public var broadlogKey: String
  public var actionKey: String?
  /// Whether keys beyond those are a finding (`extra-key`).
  public var exactKeys: Bool
  /// The events a call that says its event in its context data can make (`events: [opened, …]`); `nil`: any of the profile's.
  public var events: [TrackingAction]?

  public init(
    api: String, event: TrackingAction?, actionName: String?, deliveryKey: String, broadlogKey: String, actionKey: String?, exactKeys: Bool
  ) {
    self.api = api
    self.event = event
    self.actionName = actionName
    self.deliveryKey = deliveryKey
    self.broadlogKey = broadlogKey
    self.actionKey = actionKey
    self.exactKeys = exactKeys
  }

  /// Whether the call can make `event`.
  public func makes(_ event: TrackingAction) -> Bool {
    if let fixed = self.event { return fixed == event }
    return events?.contains(event) ?? true
  }
}

/// A spec profile: the vendor documents a tracker is judged by, as data — its events and their
/// codes, the SDK calls that make them, the gates on a push, the event table that says what each
/// story event owes, and its identity (id, name, version) that every output names.
public struct Profile: Sendable, Hashable {
  public var id: ProfileID
  /// The product's name (`Adobe Campaign Standard`).
  public var name: String
  /// The profile's version: changes whenever a rule changes.
  public var version: String
  /// The SDK extensions and documents it was read from, at their pinned versions (for reports).
  public var basis: String
  /// The events the profile knows, with the code each is sent with (`impression` → `"7"`).
  public var codes: [TrackingAction: String]
  /// The values a call of an event carries beside its code and ids (`opened` → `applicationOpened: true`):
  /// events that share a code are told apart by them.
  public var values: [TrackingAction: JSONObject] = [:]
  /// The calls a tracker may make, in the order messages list them.
  public var calls: [ProfileCall]
  /// The gates on a push's keys, in order.
  public var gates: [KeyGate]
  /// The ids.
  public var ids: IdRules
  /// What each story event owes.
  public var stories: [StoryEvent: StoryRule]
  /// The requirement a second event of a kind that happens once per push is blamed on, per event.
  public var once: [TrackingAction: RequirementID]
  /// The requirement of a scenario whose callbacks decide nothing else.
  public var fallback: RequirementID
  /// The prefix of the profile's general rules: blame lists the platform's own rules before them.
  public var generalPrefix: String
  /// Whether the order of a step's calls matters (`order: strict`); under `free` a step's calls may come in any order.
  public var ordered = true
  /// The wire format the SDK's tracking requests are read in (`hits: campaign-standard`, `hits: campaign-classic`);
  /// `nil` (`hits: none`): they are not read, and the profile's cases are judged on the calls.
  public var hitFormat: HitFormat?
  /// Whether the SDK's tracking requests are decoded under this profile.
  public var decodesHits: Bool { hitFormat != nil }
  /// How a push's ids are written in this product's payloads, when they differ from the default
  /// profile's: `decimal` rewrites Campaign Standard's broadlog id `h` + hexadecimal into the decimal
  /// Campaign Classic v7 sends (`h138a` → `5002`, which the extension turns back into `h138a` on the wire).
  public var broadlogPayloadForm: IdRules.IdForm?
  /// Whether each push of a story carries Journey Optimizer's `_xdm`, made from its Campaign ids (`payload: {xdm: from-ids}`):
  /// the same story, told with the tracking data this product's pushes carry.
  public var xdmFromIds = false
  /// The profile's digest (its definition's bytes), for results.
  public var digest: String = ""

  public init(
    id: ProfileID, name: String, version: String, basis: String, codes: [TrackingAction: String], calls: [ProfileCall], gates: [KeyGate],
    ids: IdRules, stories: [StoryEvent: StoryRule], once: [TrackingAction: RequirementID], fallback: RequirementID, generalPrefix: String
  ) {
    self.id = id
    self.name = name
    self.version = version
    self.basis = basis
    self.codes = codes
    self.calls = calls
    self.gates = gates
    self.ids = ids
    self.stories = stories
    self.once = once
    self.fallback = fallback
    self.generalPrefix = generalPrefix
  }

  /// The events the profile knows, in declaration order of ``TrackingAction``.
  public var events: [TrackingAction] { TrackingAction.allCases.filter { codes[$0] != nil } }

  /// The code `event` is sent with; an event the profile does not know has none.
  public func code(_ event: TrackingAction) -> String { codes[event] ?? event.rawValue }

  /// The event a code or a name stands for (`"7"`, `impression`), among the profile's.
  public func event(codeOrName text: String) -> TrackingAction? {
    events.first { codes[$0] == text } ?? events.first { $0.name == text }
  }

  /// The event sent with `code`, among the profile's.
  public func event(code: String) -> TrackingAction? { events.first { codes[$0] == code } }

  /// The call of API `api`.
  public func call(_ api: String) -> ProfileCall? { calls.first { $0.api == api } }

  /// The calls that can make `event`, for messages: `collectMessageInfo or trackAction("tracking")`.
  public func apiDescription(for event: TrackingAction, pinned: String? = nil) -> String {
    if let pinned { return pinned }
    return calls.filter { $0.makes(event) }.map { call in call.actionName.map { "\(call.api)(\"\($0)\")" } ?? call.api }
      .joined(separator: " or ")
  }

  /// The context data an expected call must carry.
  public func contextData(deliveryId: String, broadlogId: String, event: TrackingAction) -> JSONObject {
    guard let call = calls.first(where: { $0.makes(event) }) else { return JSONObject() }
    var pairs: [(key: String, value: JSONValue)] = [
      (call.deliveryKey, .string(deliveryId)), (call.broadlogKey, .string(broadlogId)),
    ]
    if let key = call.actionKey { pairs.append((key, .string(code(event)))) }
    for (key, value) in values[event]?.members ?? [] where !pairs.contains(where: { $0.key == key }) { pairs.append((key, value)) }
    return JSONObject(pairs)
  }

  /// Name and version, as reports show them: `campaign-standard 1.0`.
  public var label: String { "\(id) \(version)" }

  /// The faults a finding can have under this profile, from its vocabulary: an action name only
  /// where a call takes one, a pinned API only where the case can pin one of the profile's, an extra
  /// key only where the keys are exact, an action that is not a string only where a call carries
  /// its code, an open made alone only where there is an open, an order only where it matters.
  public var possibleFaults: Set<Fault> {
    var faults = Set(Fault.allCases)
    if !calls.contains(where: { $0.actionName != nil }) { faults.remove(.trackingName) }
    if call(TrackingAPI.collectMessageInfo.rawValue) == nil { faults.remove(.pinnedCollect) }
    if call(TrackingAPI.trackAction.rawValue) == nil { faults.remove(.pinnedTrackAction) }
    if !calls.contains(where: \.exactKeys) { faults.remove(.extraKey) }
    if !calls.contains(where: { $0.actionKey != nil }) { faults.remove(.actionNotString) }
    if codes[.open] == nil { faults.remove(.openAlone) }
    if !ordered { faults.remove(.wrongOrder) }
    // One API per event: the same event through two APIs cannot happen.
    if calls.allSatisfy({ $0.event != nil }) { faults.remove(.bothAPIs) }
    return faults
  }

  /// The requirements that merely let a push be tracked: they decide no call of their own.
  public var permitting: Set<RequirementID> {
    Set(gates.flatMap { $0.cases.filter(\.tracked).map(\.requirement) })
  }
}

/// What a run records of its profile, for every report: which documents judged it, in which version.
public struct ProfileStamp: Sendable, Hashable {
  public var id: ProfileID
  public var name: String
  public var version: String
  /// `sha256:` over the profile's definition (and its own catalogue and register, when it has them).
  public var digest: String
  /// The code of each event, to read the expected calls of a results file back.
  public var codes: [TrackingAction: String]
  /// The context data's keys of the two ids in the profile's calls, to read the expected calls of a results file back.
  public var idKeys: IDKeys

  /// The keys of the delivery id and the broadlog id in a call's context data.
  public struct IDKeys: Sendable, Hashable {
    public var delivery: String
    public var broadlog: String
    public init(delivery: String, broadlog: String) {
      self.delivery = delivery
      self.broadlog = broadlog
    }
    /// Campaign Standard's (`deliveryId`, `broadlogId`): a results file written before profiles names none.
    public static let standard = IDKeys(delivery: "deliveryId", broadlog: "broadlogId")
  }

  public init(
    id: ProfileID, name: String, version: String, digest: String, codes: [TrackingAction: String], idKeys: IDKeys = .standard
  ) {
    self.id = id
    self.name = name
    self.version = version
    self.digest = digest
    self.codes = codes
    self.idKeys = idKeys
  }

  /// `campaign-standard 1.0`.
  public var label: String { "\(id) \(version)" }
}

extension Profile {
  /// The profile as runs record it.
  public var stamp: ProfileStamp {
    let keys = calls.first.map { ProfileStamp.IDKeys(delivery: $0.deliveryKey, broadlog: $0.broadlogKey) } ?? .standard
    return ProfileStamp(id: id, name: name, version: version, digest: digest, codes: codes, idKeys: keys)
  }
}

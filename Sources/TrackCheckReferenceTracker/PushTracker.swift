import Foundation

/// The reference tracker: the documented behaviour of Adobe Campaign Standard
/// push tracking, one handler per OS callback. Each rule names the requirement
/// of `Suites/requirements.yaml` it implements; `Deviation` holds the
/// deliberate defects of `--fault`, so without one this is the rules alone.
///
/// With `--profile campaign-classic` it is the same app tracking through the
/// Campaign Classic extension as its documents say (the rules of
/// `Suites/profiles/campaign-classic/requirements.yaml`): a receive for a
/// data message (Android) or a content-available push in
/// `didReceiveRemoteNotification` (iOS), one click for a tap or an action, no
/// flag gate, nothing for a dismissal (a MAY it leaves out).
///
/// With `--profile journey-optimizer` it is the app of Journey Optimizer's
/// manual display-and-tracking documents on AEPMessaging (the rules of
/// `Suites/profiles/journey-optimizer/requirements.yaml`), reporting the
/// events the SDK dispatches for its calls (DECISIONS JO-D-1): Android puts
/// `addPushTrackingDetails` on the intents it builds, calls `trackPushReceived`
/// for a push with `_xdm` and `handleNotificationResponse` where the tap, a
/// dismissal or a button reaches it; iOS hands every response to
/// `handleNotificationResponse`, which makes the event from it.
final class PushTracker {
  /// The documents the app follows.
  enum Spec: String, CaseIterable {
    case campaignStandard = "campaign-standard"
    case campaignClassic = "campaign-classic"
    case journeyOptimizer = "journey-optimizer"

    /// The SDK APIs its app calls (protocol `hello.apis`).
    var apis: [String] {
      switch self {
      case .campaignStandard: ["collectMessageInfo", "trackAction"]
      case .campaignClassic: ["trackNotificationReceive", "trackNotificationClick"]
      case .journeyOptimizer: ["handleNotificationResponse", "trackPushReceived"]
      }
    }
  }

  /// A tracking call as the SDK receives it.
  struct Call {
    var api: String
    var actionName: String?
    var contextData: [String: Any]
    /// `"sdk"` for a call of the SDK's own display path (protocol `origin`); `nil`: the app's.
    var origin: String? = nil

    var json: [String: Any] {
      var object: [String: Any] = ["api": api, "contextData": contextData]
      if let actionName { object["action"] = actionName }
      if let origin { object["origin"] = origin }
      return object
    }
  }

  typealias Ids = (deliveryId: String, broadlogId: String)

  private let deviation: Deviation
  private let spec: Spec
  private var classic: Bool { spec == .campaignClassic }
  private var journeyOptimizer: Bool { spec == .journeyOptimizer }
  private var platform = "ios"
  private var useTrackAction = false
  private var notificationsAllowed = true
  private var categories: [[String: Any]] = []
  /// Whether the app sets a notification-centre delegate (the reference app mirrors each case's app).
  private var hasNotificationDelegate = true
  private var trackedImpressions = Set<String>()
  private var lastReceived: Ids?
  private var launchedByTap = false
  private var inDismissBurst = false
  private var dismissedOnce = false
  private var calls: [Call] = []
  /// What the app did besides tracking, reported to a protocol v2 harness.
  private(set) var appReport: [String: Any] = [:]
  /// The notifications the app posted in this case, by push ids, for their notification ids.
  private var notificationNumbers: [String] = []
  /// The extras of the last intent whose open was tracked (the "consumed" marker of a singleTop activity).
  private var handledIntent: [String: String]?

  /// The protocol version spoken: from 3 the app declares its components and adopts a case's proposed wiring.
  var protocolVersion = 2
  /// The app's wiring: the documents' unless the case proposes another (protocol 3, `begin.app`).
  private var wiring = Wiring()

  /// How the reference app is wired. It adopts whatever a case proposes, and tracks correctly whatever it is.
  struct Wiring {
    /// iOS: the notification-centre delegate is set after launch finished.
    var lateDelegate = false
    /// Android: the launcher activity's launch mode (`nil`: the documents', or a fault's).
    var launchMode: String?
    var targetSdk = 34
    var configChanges: [String] = []
    /// What the content intent starts: `activity`, `activities`, `broadcast` (a receiver trampoline) or `service`.
    var contentKind = "activity"
    var contentFlags = ["FLAG_ACTIVITY_CLEAR_TOP"]
    /// One notification id for every push (each replaces the one before).
    var singleNotificationId = false

    init() {}

    /// The wiring `app` proposes (`begin.app`).
    init(proposed app: [String: Any]) {
      lateDelegate = app.string("delegateTiming") == "late"
      launchMode = app.string("launchMode")
      targetSdk = app["targetSdk"] as? Int ?? 34
      configChanges = app["configChanges"] as? [String] ?? []
      if let content = app.object("contentIntent") {
        contentKind = content.string("kind") ?? "activity"
        contentFlags = content["flags"] as? [String] ?? []
      }
      singleNotificationId = app.string("notificationIds") == "single"
    }
  }

  init(fault: Fault?, spec: Spec = .campaignStandard) {
    deviation = Deviation(fault: fault)
    self.spec = spec
  }

  /// The launcher activity's launch mode.
  private var launchMode: String { deviation.launchMode ?? wiring.launchMode ?? "standard" }

  /// Forgets everything: a new case is a freshly installed app.
  func begin(_ message: [String: Any]) {
    platform = message.string("platform") ?? "ios"
    // ACS-API-TRACKACTION: an app on an SDK older than ACPCore 1.4.0 / 2.3.0 has only trackAction.
    useTrackAction = deviation.usesTrackAction(pinned: message.string("api"))
    notificationsAllowed = message.object("device")?["notificationsAllowed"] as? Bool ?? true
    categories = message.object("app")?["categories"] as? [[String: Any]] ?? []
    hasNotificationDelegate = message.object("app")?["notificationDelegate"] as? Bool ?? true
    // Protocol 3: the app is built as the case proposes (nothing proposed: the documents' app).
    wiring = protocolVersion >= 3 ? Wiring(proposed: message.object("app") ?? [:]) : Wiring()
    trackedImpressions.removeAll()
    lastReceived = nil
    launchedByTap = false
    inDismissBurst = false
    notificationNumbers.removeAll()
    dismissedOnce = false
    handledIntent = nil
  }

  /// The manifest facts of the app (protocol v2 `ready.app`): its activity's
  /// launch mode and, on iOS, the categories it registers at launch. The
  /// reference app registers the categories each case describes (the
  /// documents' DEFAULT with customDismissAction unless the case says
  /// otherwise); a deviation may drop the option.
  var manifest: [String: Any] {
    var app: [String: Any] = ["launchMode": launchMode]
    if platform == "ios" {
      let late = deviation.setsDelegateLate || wiring.lateDelegate
      app["notificationDelegate"] = hasNotificationDelegate ? (late ? "late" : "launch") : "none"
      app["categories"] = categories.map { category -> [String: Any] in
        var registered = category
        if deviation.registersWithoutCustomDismiss { registered["customDismissAction"] = false }
        return registered
      }
    } else if protocolVersion >= 3 {
      // Protocol 3: the manifest, component by component.
      app["targetSdk"] = wiring.targetSdk
      var activities: [[String: Any]] = [
        ["name": "MainActivity", "launcher": true, "launchMode": launchMode, "configChanges": wiring.configChanges]
      ]
      if wiring.contentKind == "activities" {
        activities.append(["name": "PushActivity", "launchMode": "standard", "configChanges": wiring.configChanges])
      }
      app["activities"] = activities
      app["receivers"] = ["NotificationDismissedReceiver", "TapReceiver"]
      app["services"] = ["TapService"]
    }
    return app
  }

  /// Handles one callback and returns the calls its code made.
  func handle(_ name: String, _ args: [String: Any]) -> [Call] {
    calls.removeAll()
    appReport = [:]
    let burst = inDismissBurst
    inDismissBurst = false
    switch name {
    case "userNotificationCenter(_:willPresent:withCompletionHandler:)":
      // IOS-FG-IMPRESSION: the foreground impression comes from willPresent.
      // CC-IOS-RECEIVE-PRESENTED: Classic's documents track no receive here (a MAY this app leaves out).
      if let userInfo = args.object("userInfo"), deviation.tracksForegroundImpression, !classic { impression(userInfo) }
      if let userInfo = args.object("userInfo"), classic, deviation.classicReceivesInWillPresent, let ids = trackingIds(userInfo) {
        track(ids, deviation.impressionCode)
      }

    case "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)":
      guard let userInfo = args.object("userInfo") else { break }
      remember(userInfo)
      switch args.string("applicationState") {
      case "background":
        // IOS-BG-IMPRESSION: content-available woke the app in the background.
        if deviation.tracksBackgroundImpression { impression(userInfo) }
      case "inactive":
        // IOS-INACTIVE-NO-IMPRESSION: the user is opening the app from the notification,
        // which an app without a notification-centre delegate learns only here: the tap's click and open.
        // CC-NO-RECEIVE-ON-TAP: nor a receive under Classic.
        if deviation.tracksImpressionWhenInactive { impression(userInfo) }
        if !hasNotificationDelegate { open(userInfo) }
      default:
        // IOS-FG-ONCE: the app is active; willPresent has counted this push.
        // CC-IOS-RECEIVE-SILENT: Classic's documented receive is here, whatever the state.
        if deviation.tracksImpressionWhenActive || classic { impression(userInfo) }
      }

    case "userNotificationCenter(_:didReceive:withCompletionHandler:)":
      guard let userInfo = args.object("userInfo") else { break }
      if journeyOptimizer {
        // JO-IOS-RESPONSE: every response goes to Messaging.handleNotificationResponse, which makes the event.
        handleNotificationResponse(args.string("actionIdentifier") ?? "", userInfo: userInfo, identifier: args.string("identifier"))
      } else {
        respond(to: args.string("actionIdentifier") ?? "", userInfo: userInfo, state: args.string("applicationState"))
      }
      launchedByTap = false

    case "application(_:didFinishLaunchingWithOptions:)":
      let options = args.object("launchOptions") ?? [:]
      launchedByTap = options["remoteNotification"] != nil
      // The response to the tap follows in didReceive; the launch itself tracks nothing.
      if deviation.opensFromLaunchOptions, let userInfo = options.object("remoteNotification") { open(userInfo) }
      if deviation.opensOnAnyLaunchWithNotification, args.string("applicationState") == "background",
        let userInfo = options.object("remoteNotification")
      {
        open(userInfo)
      }
      if deviation.opensOnNormalLaunch, !launchedByTap { openLast() }

    case "applicationWillEnterForeground(_:)":
      // ACS-NO-TRACK-OTHER-OPEN: coming back to the app tracks nothing.
      if deviation.opensOnNormalLaunch { openLast() }

    case "FirebaseMessagingService.onMessageReceived":
      // AND-IMPRESSION: the data message reached the device.
      guard let message = args.object("message"), let data = message.object("data") else { break }
      let keys = deviation.androidKeys(message: message, data: data)
      remember(keys)
      if journeyOptimizer {
        // JO-AND-RECEIVE: Messaging.trackPushReceived(remoteMessage) for a push with _xdm, after posting it.
        if deviation.showsNotification { appReport["posted"] = [notification(for: data, details: trackingDetails(message))] }
        trackPushReceived(message)
        break
      }
      if deviation.tracksAndroidImpression { impression(keys) }
      // The fault: the extension shows the push it can show and tracks its receive too (CC-DOUBLE-PATH).
      if classic, deviation.classicBesideExtension, data["adb_version"] != nil, let ids = trackingIds(keys) {
        calls.append(Call(api: "trackNotificationReceive", contextData: ["_mId": ids.broadlogId, "_dId": ids.deliveryId], origin: "sdk"))
      }
      // The documents' sendNotification: a content intent to the activity and a
      // delete intent to the dismiss receiver, each a PendingIntent of its own.
      if deviation.showsNotification { appReport["posted"] = [notification(for: data)] }

    case "NotificationDismissedReceiver.onReceive":
      // AND-DISMISS-CLICK / AND-CLEAR-ALL: each delete intent is a click on its own notification.
      guard let extras = args.object("intent")?.object("extras") else { break }
      inDismissBurst = true
      if burst && deviation.tracksOnlyFirstOfABurst { break }
      if deviation.tracksAndroidDismissal { dismissal(extras) }

    case "Activity.onCreate", "Activity.onNewIntent":
      // AND-TAP-OPEN: the notification's intent reached the activity. Tracked
      // here, once, when the intent is delivered; AND-NO-DUPLICATE-ON-RETURN:
      // never again on a later onResume, nor when Recents replays it.
      guard let intent = args.object("intent") else { break }
      if name == "Activity.onNewIntent" {
        // setIntent keeps getIntent() current (the fault forgets it and reads getIntent() in onResume).
        if deviation.readsIntentInOnResume { break }
        appReport["setIntent"] = true
      }
      if deviation.readsIntentInOnResume { break }
      let flags = intent["flags"] as? [String] ?? []
      let extras = intent.object("extras") ?? [:]
      if deviation.opensOnlyWhenRecreated {
        if flags.contains("FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY"), extras["_dId"] != nil { open(extras) }
        break
      }
      // AND-NO-TRACK-ON-RECREATE: an activity re-created from its saved state handled its intent before.
      if name == "Activity.onCreate", args["savedInstanceState"] is [String: Any], !deviation.tracksRestoredIntent { break }
      guard !flags.contains("FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY") else { break }
      guard extras["_dId"] != nil || extras["_mId"] != nil else {
        // ACS-NO-TRACK-OTHER-OPEN: opened from the launcher.
        if deviation.opensOnNormalLaunch { openLast() }
        break
      }
      if !deviation.opensOnEveryResume { open(extras) }

    case "BroadcastReceiver.onReceive", "Service.onStartCommand":
      // AND-TAP-OPEN: the notification's tap reached the app's receiver or service (a trampoline).
      // Tracked here, once; the activity it starts is given no push, so nothing is tracked twice
      // (and a trampoline Android blocks from target SDK 31 loses no hit).
      guard let extras = args.object("intent")?.object("extras"), extras["_dId"] != nil || extras["_mId"] != nil else { break }
      open(extras)
      appReport["startActivity"] = [["component": "MainActivity", "flags": ["FLAG_ACTIVITY_NEW_TASK"]]]

    case "Activity.onResume":
      if deviation.opensOnEveryResume, let extras = args.object("intent")?.object("extras"), extras["_dId"] != nil {
        open(extras)
      }
      if deviation.readsIntentInOnResume, let extras = args.object("intent")?.object("extras") as? [String: String], extras["_dId"] != nil,
        extras != handledIntent
      {
        handledIntent = extras
        open(extras)
      }

    default:
      break
    }
    return calls
  }

  /// The user acted on a notification (iOS `didReceive`).
  private func respond(to action: String, userInfo: [String: Any], state: String?) {
    if action == "com.apple.UNNotificationDismissActionIdentifier" {
      // IOS-DISMISS-CLICK: a dismissal is a click, never an open.
      if deviation.tracksOnlyFirstIOSDismissal && dismissedOnce { return }
      dismissedOnce = true
      if deviation.tracksIOSDismissal { dismissal(userInfo) }
      return
    }
    if deviation.ignoresTapsWhileActive && state == "active" { return }
    let isTap = action == "com.apple.UNNotificationDefaultActionIdentifier"
    if isTap || opensApp(action, userInfo: userInfo) {
      // IOS-TAP-OPEN / IOS-TAP-COLD-OPEN / IOS-ACTION-FOREGROUND-OPEN: the response opened the app.
      if !isTap && deviation.countsForegroundActionAsClick { return click(userInfo) }
      if deviation.missesColdLaunchOpen && launchedByTap && state == "inactive" { return }
      open(userInfo)
    } else {
      // IOS-ACTION-NO-OPEN: an action that leaves the app in the background is a click only.
      deviation.countsBackgroundActionAsOpen ? open(userInfo) : click(userInfo)
    }
  }

  // MARK: - The rules shared by both platforms

  /// ACS-FLAG-* and ACS-IDS-*: the ids when the push is to be tracked, `nil` otherwise.
  private func trackingIds(_ keys: [String: Any], checkingFlag: Bool = true) -> Ids? {
    if classic {
      // CC-IDS-REQUIRED: no flag; both ids, non-empty and not blank, or nothing is tracked.
      guard let deliveryId = keys["_dId"] as? String, let broadlogId = keys["_mId"] as? String,
        !deliveryId.allSatisfy(\.isWhitespace), !broadlogId.allSatisfy(\.isWhitespace), Self.isClassicBroadlogId(broadlogId)
      else { return nil }
      if deviation.classicChecksStandardFlag { guard deviation.flagAllowsTracking(keys["_acsDeliveryTracking"]) else { return nil } }
      return deviation.ordered((deliveryId, broadlogId))
    }
    if checkingFlag { guard deviation.flagAllowsTracking(keys["_acsDeliveryTracking"]) else { return nil } }
    // ACS-IDS-REQUIRED / ACS-IDS-STRING / ACS-IDS-NONEMPTY: both ids, as non-empty strings.
    let raw = deviation.rawIds(keys)
    guard let deliveryId = raw.deliveryId, let broadlogId = raw.broadlogId else { return nil }
    if deviation.rejectsEmptyIds { guard !deliveryId.isEmpty, !broadlogId.isEmpty else { return nil } }
    // ACS-IDS-MAPPING: deliveryId ← _dId, broadlogId ← _mId.
    return deviation.ordered((deliveryId, broadlogId))
  }

  /// CC-IDS-REQUIRED (CC-D-5): the extension sends nothing for a `_mId` that is neither a decimal integer (v7)
  /// nor a UUID (v8).
  static func isClassicBroadlogId(_ text: String) -> Bool {
    if Int64(text) != nil { return true }
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }

  /// ACS-OWN-IDS: a click carries the ids of the notification acted on.
  private func interactionIds(_ keys: [String: Any]) -> Ids? {
    // ACS-FLAG-OFF-TAP: a push whose tracking is off stays untracked when acted on.
    guard let ids = trackingIds(keys, checkingFlag: deviation.interactionsCheckFlag) else { return nil }
    if deviation.usesNewestIdsForInteractions, let lastReceived { return lastReceived }
    return ids
  }

  private func remember(_ keys: [String: Any]) {
    if let deliveryId = keys["_dId"] as? String, let broadlogId = keys["_mId"] as? String {
      lastReceived = (deliveryId, broadlogId)
    }
  }

  /// ACS-IMPRESSION-VISIBLE: only a notification the user can see is an impression.
  /// CC-AND-RECEIVE / CC-IOS-RECEIVE-SILENT: Classic receives a data message whether or not it can be shown,
  /// and on iOS a push with content-available 1.
  private func isVisible(_ keys: [String: Any]) -> Bool {
    if classic { return platform == "android" || (keys["aps"] as? [String: Any])?["content-available"] as? Int == 1 }
    guard notificationsAllowed || deviation.countsHiddenImpressions else { return false }
    if platform == "android" || deviation.countsSilentImpressions { return true }
    return (keys["aps"] as? [String: Any])?["alert"] != nil
  }

  private func impression(_ keys: [String: Any]) {
    // JO-EVENTS-ONLY: Journey Optimizer's only receive is Android's trackPushReceived.
    guard !journeyOptimizer, isVisible(keys), let ids = trackingIds(keys) else { return }
    // IOS-FG-ONCE: one impression per notification.
    let key = ids.deliveryId + "\u{1F}" + ids.broadlogId
    if deviation.deduplicatesImpressions && trackedImpressions.contains(key) { return }
    trackedImpressions.insert(key)
    track(ids, deviation.impressionCode)
  }

  /// ACS-DISMISS-CLICK-ONLY: a dismissal is a click. CC-DISMISS-OPTIONAL: Classic's documents track none.
  private func dismissal(_ keys: [String: Any]) {
    // JO-DISMISS-OPTIONAL: a "Dismiss" custom action that did not open the app, as the SDK's own path sends it.
    if journeyOptimizer {
      return deviation.joDismissAsOpen
        ? handleNotificationResponse(intentExtras: keys, applicationOpened: true, actionId: nil)
        : handleNotificationResponse(intentExtras: keys, applicationOpened: false, actionId: "Dismiss")
    }
    guard !classic, let ids = interactionIds(keys) else { return }
    for code in deviation.dismissCodes { track(ids, code) }
  }

  private func click(_ keys: [String: Any]) {
    guard let ids = interactionIds(keys) else { return }
    track(ids, deviation.clickCode)
  }

  /// ACS-OPEN-AFTER-CLICK: an open is always preceded by its click.
  private func open(_ keys: [String: Any]) {
    // JO-AND-OPEN: handleNotificationResponse(intent, true, null) with the intent the tap delivered.
    if journeyOptimizer {
      handleNotificationResponse(intentExtras: keys, applicationOpened: true, actionId: deviation.joTapActionId)
      if deviation.joCollectLeftover, let ids = trackingIds(keys, checkingFlag: false) {
        calls.append(
          Call(api: "collectMessageInfo", contextData: ["deliveryId": ids.deliveryId, "broadlogId": ids.broadlogId, "action": "1"]))
      }
      return
    }
    guard let ids = interactionIds(keys) else { return }
    for code in deviation.tapCodes { track(ids, code) }
  }

  /// Only a deviation opens without a notification: with the last push's ids.
  private func openLast() {
    guard let lastReceived else { return }
    track(lastReceived, "2")
    track(lastReceived, "1")
  }

  private func opensApp(_ action: String, userInfo: [String: Any]) -> Bool {
    let category = (userInfo["aps"] as? [String: Any])?["category"] as? String
    guard let registered = categories.first(where: { $0["identifier"] as? String == category }),
      let actions = registered["actions"] as? [[String: Any]],
      let match = actions.first(where: { $0["identifier"] as? String == action })
    else { return false }
    return match["opensApp"] as? Bool ?? false
  }

  /// ACS-API-* and ACS-CONTEXT-KEYS: one call per event, through the API the
  /// app's SDK has, with exactly the three documented string values.
  private func track(_ ids: Ids, _ code: String) {
    if classic {
      // CC-API-RECEIVE / CC-API-CLICK / CC-TAP-CLICK: the API says the event; a tap is one click, Classic has no open.
      let api: String
      switch code {
      case deviation.impressionCode: api = "trackNotificationReceive"
      case "2" where !deviation.classicTapAsReceive: api = "trackNotificationClick"
      case "1" where deviation.classicTapAsReceive: api = "trackNotificationReceive"
      default: return
      }
      // CC-TRACKINFO-IDS: the push's own _mId and _dId, unchanged.
      let info = deviation.classicTrackInfo(deliveryId: ids.deliveryId, broadlogId: ids.broadlogId)
      calls.append(Call(api: deviation.classicAPI(api), actionName: nil, contextData: info))
      return
    }
    var context: [String: Any] = ["deliveryId": ids.deliveryId, "broadlogId": ids.broadlogId, "action": deviation.actionValue(code)]
    context.merge(deviation.extraContext) { current, _ in current }
    if deviation.broadlogKey != "broadlogId" {
      context[deviation.broadlogKey] = context.removeValue(forKey: "broadlogId")
    }
    for (api, actionName) in deviation.apis(usingTrackAction: useTrackAction) {
      calls.append(Call(api: api, actionName: actionName, contextData: context))
    }
  }

  // MARK: - Journey Optimizer (AEPMessaging)

  /// What `Messaging.addPushTrackingDetails(intent, remoteMessage.getMessageId(), remoteMessage.getData())` puts in an
  /// intent: the message id, and `_xdm` as `adobe_xdm` when it is not empty (Messaging.java@0438aaeb).
  private func trackingDetails(_ message: [String: Any]) -> [String: Any] {
    let data = message.object("data") ?? [:]
    guard let messageId = deviation.joMessageId(message.string("messageId"), data: data), !messageId.isEmpty, !data.isEmpty else {
      return [:]
    }
    var details: [String: Any] = ["messageId": messageId]
    if let xdm = data["_xdm"] as? String, !xdm.isEmpty { details["adobe_xdm"] = deviation.joXDM(xdm) }
    return details
  }

  /// `Messaging.trackPushReceived(remoteMessage)` for a push with `_xdm`, as the SDK's own display path decides (another push
  /// is not Journey Optimizer's: JO-D-9); the SDK dispatches nothing without a message id.
  private func trackPushReceived(_ message: [String: Any]) {
    guard let messageId = message.string("messageId"), !messageId.isEmpty, let data = message.object("data"), !data.isEmpty else { return }
    let xdm = data["_xdm"] as? String
    guard !(xdm ?? "").isEmpty else { return }
    var event: [String: Any] = ["messageId": messageId, "eventType": "pushTracking.receive", "pushNotificationReceived": true]
    // The SDK puts data.get("_xdm") as it is: JSON null when the push has none.
    event["adobe_xdm"] = xdm.map { deviation.joXDM($0) } ?? NSNull()
    for _ in 0..<deviation.joReceives { calls.append(Call(api: "trackPushReceived", contextData: event)) }
  }

  /// Android `Messaging.handleNotificationResponse(intent, applicationOpened, actionId)`: the event the SDK dispatches,
  /// read from the intent's extras (messageId, else google.message_id; adobe_xdm, else _xdm), or nothing when one is missing.
  private func handleNotificationResponse(intentExtras extras: [String: Any], applicationOpened: Bool, actionId: String?) {
    let messageId = (extras["messageId"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? extras["google.message_id"] as? String
    let xdm = (extras["adobe_xdm"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? extras["_xdm"] as? String
    guard let messageId, !messageId.isEmpty, let xdm, !xdm.isEmpty else { return }
    calls.append(Self.interaction(messageId: messageId, xdm: xdm, applicationOpened: applicationOpened, actionId: actionId))
  }

  /// iOS `Messaging.handleNotificationResponse(response)`: the SDK makes the event from the response
  /// (Messaging+PublicAPI.swift@5dad851d): the default action opened the app, a dismissal is "Dismiss" and did
  /// not, a button is a custom action that opened it when its registered action has `.foreground`.
  private func handleNotificationResponse(_ action: String, userInfo: [String: Any], identifier: String?) {
    guard let xdm = userInfo["_xdm"] as? [String: Any], !xdm.isEmpty, let identifier else { return }
    switch action {
    case "com.apple.UNNotificationDefaultActionIdentifier":
      calls.append(Self.interaction(messageId: identifier, xdm: xdm, applicationOpened: true, actionId: nil))
    case "com.apple.UNNotificationDismissActionIdentifier":
      calls.append(Self.interaction(messageId: identifier, xdm: xdm, applicationOpened: false, actionId: "Dismiss"))
    default:
      calls.append(
        Self.interaction(messageId: identifier, xdm: xdm, applicationOpened: opensApp(action, userInfo: userInfo), actionId: action))
    }
  }

  /// The Messaging event of an interaction: `pushTracking.applicationOpened` without an action id, else a custom action.
  private static func interaction(messageId: String, xdm: Any, applicationOpened: Bool, actionId: String?) -> Call {
    var data: [String: Any] = ["messageId": messageId, "adobe_xdm": xdm, "applicationOpened": applicationOpened]
    if let actionId, !actionId.isEmpty {
      data["actionId"] = actionId
      data["eventType"] = "pushTracking.customAction"
    } else {
      data["eventType"] = "pushTracking.applicationOpened"
    }
    return Call(api: "handleNotificationResponse", contextData: data)
  }

  /// The notification posted for a data message (protocol v2 `app.posted`).
  private func notification(for data: [String: Any], details: [String: Any] = [:]) -> [String: Any] {
    let data = data.merging(details) { _, detail in detail }
    let key = "\(data["_dId"] ?? "")/\(data["_mId"] ?? "")"
    if !notificationNumbers.contains(key) { notificationNumbers.append(key) }
    let number = (notificationNumbers.firstIndex(of: key) ?? 0) + 1
    let requestCode = deviation.sharesOnePendingIntent ? 0 : number
    var content: [String: Any] = [
      "requestCode": requestCode, "flags": ["FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"],
      "intent": ["component": "MainActivity", "flags": wiring.contentFlags, "extras": data],
    ]
    switch wiring.contentKind {
    case "activities":
      // TaskStackBuilder: the launcher activity under the one that shows the push.
      content["kind"] = "activities"
      content["intents"] = [
        ["component": "MainActivity"] as [String: Any], ["component": "PushActivity", "flags": wiring.contentFlags, "extras": data],
      ]
      content["intent"] = nil
    case "broadcast":
      content["kind"] = "broadcast"
      content["intent"] = ["component": "TapReceiver", "extras": data]
    case "service":
      content["kind"] = "service"
      content["intent"] = ["component": "TapService", "extras": data]
    default:
      break
    }
    var posted: [String: Any] = ["id": wiring.singleNotificationId ? 1 : number, "contentIntent": content]
    if deviation.setsDeleteIntent {
      posted["deleteIntent"] = [
        "requestCode": requestCode, "flags": ["FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"],
        "intent": ["component": "NotificationDismissedReceiver", "extras": data],
      ]
    }
    return posted
  }
}

import Foundation

/// The reference tracker: the documented behaviour of Adobe Campaign Standard
/// push tracking, one handler per OS callback. Every rule cites the
/// requirement of `Suites/requirements.yaml` it implements.
final class PushTracker {
  /// A tracking call as the SDK receives it.
  struct Call {
    var api: String
    var actionName: String?
    var contextData: [String: Any]

    var json: [String: Any] {
      var object: [String: Any] = ["api": api, "contextData": contextData]
      if let actionName { object["action"] = actionName }
      return object
    }
  }

  private let fault: Fault?
  private var platform = "ios"
  private var useTrackAction = false
  private var notificationsAllowed = true
  private var categories: [[String: Any]] = []
  private var trackedImpressions = Set<String>()
  private var lastReceived: (String, String)?
  private var calls: [Call] = []

  init(fault: Fault?) { self.fault = fault }

  /// Forgets everything: a new case is a freshly installed app.
  func begin(_ message: [String: Any]) {
    platform = message.string("platform") ?? "ios"
    // ACS-API-TRACKACTION: an app on an SDK older than ACPCore 1.4.0 / 2.3.0 has only trackAction.
    useTrackAction = message.string("api") == "trackAction" && fault != .pinnedAPIIgnored || fault == .legacyAPIAlways
    notificationsAllowed = message.object("device")?["notificationsAllowed"] as? Bool ?? true
    categories = message.object("app")?["categories"] as? [[String: Any]] ?? []
    trackedImpressions.removeAll()
    lastReceived = nil
    calls.removeAll()
  }

  /// Handles one callback and returns the calls its code made.
  func handle(_ name: String, _ args: [String: Any]) -> [Call] {
    calls.removeAll()
    switch name {
    case "userNotificationCenter(_:willPresent:withCompletionHandler:)":
      // IOS-FG-IMPRESSION: the foreground impression comes from willPresent.
      if fault != .noForegroundImpression, let userInfo = args.object("userInfo") {
        impression(userInfo)
      }
    case "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)":
      guard let userInfo = args.object("userInfo") else { break }
      remember(userInfo)
      switch args.string("applicationState") {
      case "background":
        // IOS-BG-IMPRESSION: content-available woke the app in the background.
        if fault != .noBackgroundImpression { impression(userInfo) }
      case "inactive":
        // IOS-INACTIVE-NO-IMPRESSION: the user is opening the app from the notification.
        if fault == .impressionOnInactiveTap { impression(userInfo) }
      default:
        // IOS-FG-ONCE: active: willPresent has tracked it already.
        if fault == .duplicateForegroundImpression { impression(userInfo, dedupe: false) }
      }
    case "userNotificationCenter(_:didReceive:withCompletionHandler:)":
      guard let userInfo = args.object("userInfo") else { break }
      let action = args.string("actionIdentifier") ?? ""
      if action == "com.apple.UNNotificationDismissActionIdentifier" {
        // IOS-DISMISS-CLICK: a dismissal is a click, never an open.
        if fault != .iosDismissIgnored { dismissal(userInfo) }
      } else if fault == .iosForegroundTapIgnored && args.string("applicationState") == "active" {
        break
      } else if action == "com.apple.UNNotificationDefaultActionIdentifier" || opensApp(action, userInfo: userInfo) {
        // IOS-TAP-OPEN / IOS-ACTION-FOREGROUND-OPEN: the tap opened the app.
        if fault == .foregroundActionAsClick && action != "com.apple.UNNotificationDefaultActionIdentifier" {
          click(userInfo)
        } else if fault != .noOpenOnColdLaunch || args.string("applicationState") != "inactive" || !coldLaunch {
          open(userInfo)
        }
      } else {
        // IOS-ACTION-NO-OPEN: an action that leaves the app in the background is a click only.
        if fault == .backgroundActionAsOpen { open(userInfo) } else { click(userInfo) }
      }
      coldLaunch = false
    case "application(_:didFinishLaunchingWithOptions:)":
      let options = args.object("launchOptions") ?? [:]
      coldLaunch = options["remoteNotification"] != nil
      if fault == .openOnLaunchOptions, let userInfo = options.object("remoteNotification") { open(userInfo) }
      if fault == .trackOnNormalLaunch, options["remoteNotification"] == nil { openLast() }
    case "applicationWillEnterForeground(_:)":
      if fault == .trackOnNormalLaunch { openLast() }
    case "FirebaseMessagingService.onMessageReceived":
      // AND-IMPRESSION: the data message reached the device.
      guard let message = args.object("message"), var data = message.object("data") else { break }
      if fault == .androidIdsOutsideData {
        data["_dId"] = message["_dId"]
        data["_mId"] = message["_mId"]
      }
      remember(data)
      if fault != .noAndroidImpression { impression(data) }
    case "NotificationDismissedReceiver.onReceive":
      // AND-DISMISS-CLICK: the delete intent means the user dismissed it.
      guard let extras = args.object("intent")?.object("extras") else { break }
      if fault == .clearAllFirstOnly, dismissedInThisBurst { break }
      dismissedInThisBurst = true
      if fault != .dismissIgnored { dismissal(extras) }
    case "Activity.onCreate", "Activity.onNewIntent":
      // AND-TAP-OPEN: the notification's intent reached the activity. Tracked
      // here, when the intent is delivered, and never again on a later onResume.
      guard let intent = args.object("intent") else { break }
      let flags = intent["flags"] as? [String] ?? []
      let extras = intent.object("extras") ?? [:]
      if flags.contains("FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY") { break }
      if extras["_dId"] == nil && extras["_mId"] == nil {
        if fault == .trackOnNormalLaunch { openLast() }
        break
      }
      if fault == .androidNewIntentIgnored && name == "Activity.onNewIntent" { break }
      if fault != .duplicateOnReturn { open(extras) }
    case "Activity.onResume":
      if fault == .duplicateOnReturn, let extras = args.object("intent")?.object("extras"), extras["_dId"] != nil {
        open(extras)
      }
    default:
      break
    }
    if !name.hasPrefix("NotificationDismissedReceiver") { dismissedInThisBurst = false }
    return calls
  }

  private var coldLaunch = false
  private var dismissedInThisBurst = false

  // MARK: - The rules shared by both platforms

  /// The ids when the push is to be tracked, `nil` otherwise.
  private func trackingIds(_ keys: [String: Any]) -> (deliveryId: String, broadlogId: String)? {
    guard flagAllowsTracking(keys["_acsDeliveryTracking"]) else { return nil }
    // ACS-IDS-REQUIRED / ACS-IDS-STRING / ACS-IDS-NONEMPTY: both ids, as non-empty strings.
    var deliveryId = keys["_dId"] as? String
    var broadlogId = keys["_mId"] as? String
    if fault == .idsFromAps, let aps = keys["aps"] as? [String: Any] {
      let nested = (aps["alert"] as? [String: Any]) ?? aps
      deliveryId = nested["_dId"] as? String ?? deliveryId
      broadlogId = nested["_mId"] as? String ?? broadlogId
    }
    if fault == .numericIdsStringified {
      deliveryId = deliveryId ?? (keys["_dId"] as? NSNumber)?.stringValue
      broadlogId = broadlogId ?? (keys["_mId"] as? NSNumber)?.stringValue
    }
    if fault == .missingIdTracked, deliveryId != nil, broadlogId == nil { broadlogId = "" }
    guard let deliveryId, let broadlogId else { return nil }
    if fault != .emptyIdsTracked && fault != .missingIdTracked {
      guard !deliveryId.isEmpty, !broadlogId.isEmpty else { return nil }
    }
    // ACS-IDS-MAPPING: deliveryId ← _dId, broadlogId ← _mId.
    return fault == .idsSwapped ? (broadlogId, deliveryId) : (deliveryId, broadlogId)
  }

  /// ACS-FLAG-*: absent → on; "on" in any letter case → on; anything else → off.
  private func flagAllowsTracking(_ flag: Any?) -> Bool {
    if fault == .flagIgnored { return true }
    guard let flag else { return fault != .flagAbsentMeansOff }
    guard let text = flag as? String else { return fault == .flagNonStringAsAbsent }
    if fault == .flagLenient { return text.lowercased() != "off" }
    if fault == .flagCaseSensitive { return text == "on" }
    if fault == .flagExpectsTrue { return text == "true" }
    return text.lowercased() == "on"
  }

  private func remember(_ keys: [String: Any]) {
    if let deliveryId = keys["_dId"] as? String, let broadlogId = keys["_mId"] as? String {
      lastReceived = (deliveryId, broadlogId)
    }
  }

  /// ACS-IMPRESSION-VISIBLE: only a notification the user can see is an impression.
  private func isVisible(_ keys: [String: Any]) -> Bool {
    guard notificationsAllowed || fault == .impressionWhenHidden else { return false }
    if platform == "android" { return true }
    if fault == .silentPushImpression { return true }
    return (keys["aps"] as? [String: Any])?["alert"] != nil
  }

  private func impression(_ keys: [String: Any], dedupe: Bool = true) {
    guard isVisible(keys), let ids = trackingIds(keys) else { return }
    // IOS-FG-ONCE: one impression per notification.
    let key = ids.deliveryId + "\u{1F}" + ids.broadlogId
    if dedupe && fault != .duplicateForegroundImpression {
      guard !trackedImpressions.contains(key) else { return }
    }
    trackedImpressions.insert(key)
    track(ids, action: fault == .impressionCodeWrong ? "1" : "7")
  }

  private func dismissal(_ keys: [String: Any]) {
    guard let ids = ids(forInteractionWith: keys) else { return }
    if fault == .dismissAsOpen {
      track(ids, action: "2")
      track(ids, action: "1")
    } else {
      track(ids, action: fault == .clickCodeWrong ? "3" : "2")
    }
  }

  private func click(_ keys: [String: Any]) {
    guard let ids = ids(forInteractionWith: keys) else { return }
    track(ids, action: fault == .clickCodeWrong ? "3" : "2")
  }

  /// ACS-OPEN-AFTER-CLICK: an open is always preceded by its click.
  private func open(_ keys: [String: Any]) {
    guard let ids = ids(forInteractionWith: keys) else { return }
    let click = fault == .clickCodeWrong ? "3" : "2"
    let open = fault == .openCodeWrong ? "3" : "1"
    switch fault {
    case .openWithoutClick: track(ids, action: open)
    case .openBeforeClick: track(ids, action: open); track(ids, action: click)
    default: track(ids, action: click); track(ids, action: open)
    }
  }

  private func openLast() {
    guard let lastReceived else { return }
    track((lastReceived.0, lastReceived.1), action: "2")
    track((lastReceived.0, lastReceived.1), action: "1")
  }

  /// ACS-OWN-IDS: a click carries the ids of the notification acted on.
  private func ids(forInteractionWith keys: [String: Any]) -> (deliveryId: String, broadlogId: String)? {
    if fault == .trackOffOnTap {
      var unflagged = keys
      unflagged["_acsDeliveryTracking"] = nil
      return trackingIds(unflagged)
    }
    guard let ids = trackingIds(keys) else { return nil }
    if fault == .staleIds, let lastReceived { return (lastReceived.0, lastReceived.1) }
    return ids
  }

  private func opensApp(_ action: String, userInfo: [String: Any]) -> Bool {
    let category = (userInfo["aps"] as? [String: Any])?["category"] as? String
    guard let registered = categories.first(where: { $0["identifier"] as? String == category }),
      let actions = registered["actions"] as? [[String: Any]],
      let match = actions.first(where: { $0["identifier"] as? String == action })
    else { return false }
    return match["opensApp"] as? Bool ?? false
  }

  /// ACS-API-*: one call per event, through the API the app's SDK has.
  private func track(_ ids: (deliveryId: String, broadlogId: String), action: String) {
    var context: [String: Any] = ["deliveryId": ids.deliveryId, "broadlogId": ids.broadlogId]
    context["action"] = fault == .numericAction ? Int(action) ?? 0 : action
    if fault == .extraContextKey { context["source"] = "push" }
    if useTrackAction || fault == .bothAPIs || fault == .wrongActionName {
      calls.append(Call(api: "trackAction", actionName: fault == .wrongActionName ? "push_tracking" : "tracking", contextData: context))
    }
    if !useTrackAction && fault != .wrongActionName || fault == .bothAPIs {
      calls.append(Call(api: "collectMessageInfo", actionName: nil, contextData: context))
    }
  }
}

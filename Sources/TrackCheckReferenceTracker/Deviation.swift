import Foundation

/// Where the reference tracker departs from the documented behaviour when it
/// runs with `--fault NAME`. Without a fault every answer here is the
/// documented one, so `PushTracker` reads as the rules themselves and every
/// deliberate defect lives in this one file.
struct Deviation {
  let fault: Fault?

  // MARK: - Which callbacks track

  var tracksForegroundImpression: Bool { fault != .noForegroundImpression }
  var tracksBackgroundImpression: Bool { fault != .noBackgroundImpression }
  var tracksAndroidImpression: Bool { fault != .noAndroidImpression }
  var tracksImpressionWhenInactive: Bool { fault == .impressionOnInactiveTap }
  var tracksImpressionWhenActive: Bool { fault == .duplicateForegroundImpression }
  var deduplicatesImpressions: Bool { fault != .duplicateForegroundImpression }
  var tracksIOSDismissal: Bool { fault != .iosDismissIgnored }
  /// Whether the app registers its categories without customDismissAction.
  var registersWithoutCustomDismiss: Bool { fault == .iosCategoryWithoutCustomDismiss }
  /// Whether the app sets its notification-centre delegate after launch finished (a view controller does).
  var setsDelegateLate: Bool { fault == .iosLateDelegate }
  /// Whether the tracker ignores every iOS dismissal after the first of a case (a "dismissed" flag never reset).
  var tracksOnlyFirstIOSDismissal: Bool { fault == .iosDismissFirstOnly }
  var tracksAndroidDismissal: Bool { fault != .dismissIgnored }
  var tracksOnlyFirstOfABurst: Bool { fault == .clearAllFirstOnly }
  var ignoresTapsWhileActive: Bool { fault == .iosForegroundTapIgnored }
  var countsForegroundActionAsClick: Bool { fault == .foregroundActionAsClick }
  var countsBackgroundActionAsOpen: Bool { fault == .backgroundActionAsOpen }
  var missesColdLaunchOpen: Bool { fault == .noOpenOnColdLaunch }
  var opensFromLaunchOptions: Bool { fault == .openOnLaunchOptions }
  var opensOnNormalLaunch: Bool { fault == .trackOnNormalLaunch }
  var opensOnEveryResume: Bool { fault == .duplicateOnReturn }
  /// The activity's launch mode a fault imposes (`nil`: the app's own, the documents' standard unless a case proposes another).
  var launchMode: String? { fault == .singleTopStaleIntent ? "singleTop" : nil }
  /// A singleTop activity that reads getIntent() in onResume and never calls setIntent.
  var readsIntentInOnResume: Bool { fault == .singleTopStaleIntent }
  /// Whether onCreate tracks the intent also when the activity is re-created from its saved state.
  var tracksRestoredIntent: Bool { fault == .tracksRestoredIntent }
  /// Whether the app shows a notification for a data message.
  var showsNotification: Bool { fault != .neverShowsNotification }
  /// Whether the notification has a delete intent.
  var setsDeleteIntent: Bool { fault != .noDeleteIntent }
  /// The documents' wiring: request code 0 and FLAG_UPDATE_CURRENT for every notification.
  var sharesOnePendingIntent: Bool { fault == .documentsPendingIntents }
  var opensOnlyWhenRecreated: Bool { fault == .openOnRecreate }
  /// Whether any launch with a notification in the launch options counts as a tap.
  var opensOnAnyLaunchWithNotification: Bool { fault == .relaunchAsTap }

  // MARK: - Reading the payload

  /// The flag's verdict: absent → on; `"on"` in any letter case → on; anything else → off.
  func flagAllowsTracking(_ flag: Any?) -> Bool {
    if fault == .flagIgnored { return true }
    guard let flag else { return fault != .flagAbsentMeansOff }
    guard let text = flag as? String else { return fault == .flagNonStringAsAbsent }
    switch fault {
    case .flagLenient: return text.lowercased() != "off"
    case .flagCaseSensitive: return text == "on"
    case .flagExpectsTrue: return text == "true"
    default: return text.lowercased() == "on"
    }
  }

  /// Whether interactions check the flag too (they do: a push with tracking off tracks nothing).
  var interactionsCheckFlag: Bool { fault != .trackOffOnTap }

  /// The raw ids as the tracker reads them from Campaign's keys.
  func rawIds(_ keys: [String: Any]) -> (deliveryId: String?, broadlogId: String?) {
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
    return (deliveryId, broadlogId)
  }

  /// Whether an empty id counts as missing (it does).
  var rejectsEmptyIds: Bool { fault != .emptyIdsTracked && fault != .missingIdTracked }

  /// The ids in the order the call carries them.
  func ordered(_ ids: (deliveryId: String, broadlogId: String)) -> (deliveryId: String, broadlogId: String) {
    fault == .idsSwapped ? (ids.broadlogId, ids.deliveryId) : ids
  }

  /// The data map as the Android tracker reads it from the RemoteMessage.
  func androidKeys(message: [String: Any], data: [String: Any]) -> [String: Any] {
    guard fault == .androidIdsOutsideData else { return data }
    var keys = data
    keys["_dId"] = message["_dId"]
    keys["_mId"] = message["_mId"]
    return keys
  }

  /// Whether a notification nobody can see still counts as an impression (it does not).
  var countsHiddenImpressions: Bool { fault == .impressionWhenHidden }
  var countsSilentImpressions: Bool { fault == .silentPushImpression }
  var usesNewestIdsForInteractions: Bool { fault == .staleIds }

  // MARK: - The call

  var impressionCode: String { fault == .impressionCodeWrong ? "1" : "7" }
  var clickCode: String { fault == .clickCodeWrong ? "3" : "2" }
  var openCode: String { fault == .openCodeWrong ? "3" : "1" }

  /// The codes a tap sends, in order: the click, then the open.
  var tapCodes: [String] {
    switch fault {
    case .openWithoutClick: [openCode]
    case .openBeforeClick: [openCode, clickCode]
    case .clickTwice: [clickCode, clickCode, openCode]
    default: [clickCode, openCode]
    }
  }

  /// The codes a dismissal sends: the click only.
  var dismissCodes: [String] { fault == .dismissAsOpen ? ["2", "1"] : [clickCode] }

  /// The `action` value as passed to the SDK.
  func actionValue(_ code: String) -> Any { fault == .numericAction ? Int(code) ?? 0 : code }

  /// The key the broadlog id goes under (`broadlogId`).
  var broadlogKey: String { fault == .messageIdKey ? "messageId" : "broadlogId" }

  /// Keys added to the context data (none).
  var extraContext: [String: Any] { fault == .extraContextKey ? ["source": "push"] : [:] }

  /// Whether the app uses trackAction, given the API its SDK has.
  func usesTrackAction(pinned api: String?) -> Bool {
    if fault == .legacyAPIAlways { return true }
    return api == "trackAction" && fault != .pinnedAPIIgnored
  }

  /// The APIs one event is sent through: exactly one.
  func apis(usingTrackAction: Bool) -> [(api: String, actionName: String?)] {
    switch fault {
    case .bothAPIs: [("trackAction", "tracking"), ("collectMessageInfo", nil)]
    case .wrongActionName: [("trackAction", "push_tracking")]
    default: usingTrackAction ? [("trackAction", "tracking")] : [("collectMessageInfo", nil)]
    }
  }

  // MARK: - Campaign Classic (`--profile campaign-classic`)

  /// A tap's Campaign Standard open becomes a receive, and its click is dropped.
  var classicTapAsReceive: Bool { fault == .classicTapAsReceive }
  /// A receive in willPresent too, whatever the payload, and no de-duplication.
  var classicReceivesInWillPresent: Bool { fault == .classicReceiveTwice }
  /// The extension's own receive beside the tracker's (the SDK's path, reported as its own).
  var classicBesideExtension: Bool { fault == .classicBesideExtension }
  /// Campaign Standard's flag gate kept.
  var classicChecksStandardFlag: Bool { fault == .classicStandardFlag }

  /// The trackInfo a Classic call passes for the push's ids.
  func classicTrackInfo(deliveryId: String, broadlogId: String) -> [String: Any] {
    switch fault {
    case .classicHexMessageId?:
      // Campaign Standard's broadlog id: "h" and the decimal in hexadecimal (a UUID or other text as is).
      let converted = Int64(broadlogId).map { "h" + String($0, radix: 16) } ?? broadlogId
      return ["_mId": converted, "_dId": deliveryId]
    case .classicStandardKeys?: return ["deliveryId": deliveryId, "broadlogId": broadlogId]
    default: return ["_mId": broadlogId, "_dId": deliveryId]
    }
  }

  // MARK: - Journey Optimizer (`--profile journey-optimizer`)

  /// The action id a tap passes: null, or a custom action named like an open.
  var joTapActionId: String? { fault == .joTapAsCustomAction ? "open" : nil }
  /// How many times a push's receive is tracked.
  var joReceives: Int {
    switch fault {
    case .joReceiveTwice?: 2
    case .joNoReceive?: 0
    default: 1
    }
  }
  /// A dismissal tracked as an open.
  var joDismissAsOpen: Bool { fault == .joDismissAsOpen }
  /// Campaign Standard's call kept beside the tap's Messaging call.
  var joCollectLeftover: Bool { fault == .joCollectLeftover }

  /// The message id addPushTrackingDetails is given: RemoteMessage.getMessageId(), or the push's _mId.
  func joMessageId(_ messageId: String?, data: [String: Any]) -> String? {
    fault == .joCampaignMessageId ? data["_mId"] as? String : messageId
  }

  /// The _xdm the app hands the SDK: as delivered, or re-nested under "cjm" by a wrapper.
  func joXDM(_ xdm: String) -> String {
    guard fault == .joXDMRewritten else { return xdm }
    let escaped = xdm  // JSON text: nested as an object
    return "{\"cjm\":" + escaped + "}"
  }

  /// The API a Classic event is tracked with: the extension's, or the leftover of a Campaign Standard tracker.
  func classicAPI(_ api: String) -> String { fault == .classicCollectLeftover ? "collectMessageInfo" : api }
}

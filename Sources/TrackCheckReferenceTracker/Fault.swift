/// A deliberate defect the reference tracker can be started with
/// (`reference-tracker --fault NAME`), each breaking one rule of the
/// requirement catalogue, to prove that the suites catch it.
enum Fault: String, CaseIterable {
  case flagCaseSensitive = "flag-case-sensitive"
  case flagIgnored = "flag-ignored"
  case flagAbsentMeansOff = "flag-absent-means-off"
  case flagLenient = "flag-lenient"
  case flagNonStringAsAbsent = "flag-non-string-as-absent"
  case idsSwapped = "ids-swapped"
  case impressionCodeWrong = "impression-code-wrong"
  case clickCodeWrong = "click-code-wrong"
  case openCodeWrong = "open-code-wrong"
  case numericAction = "numeric-action"
  case openWithoutClick = "open-without-click"
  case openBeforeClick = "open-before-click"
  case clickTwice = "click-twice"
  case duplicateForegroundImpression = "duplicate-foreground-impression"
  case impressionOnInactiveTap = "impression-on-inactive-tap"
  case noForegroundImpression = "no-foreground-impression"
  case noBackgroundImpression = "no-background-impression"
  case noAndroidImpression = "no-android-impression"
  case trackOnNormalLaunch = "track-on-normal-launch"
  case duplicateOnReturn = "duplicate-on-return"
  case staleIds = "stale-ids"
  case wrongActionName = "wrong-action-name"
  case bothAPIs = "both-apis"
  case pinnedAPIIgnored = "pinned-api-ignored"
  case extraContextKey = "extra-context-key"
  case messageIdKey = "message-id-key"
  case dismissAsOpen = "dismiss-as-open"
  case dismissIgnored = "dismiss-ignored"
  case iosDismissIgnored = "ios-dismiss-ignored"
  case iosDismissFirstOnly = "ios-dismiss-first-only"
  case iosCategoryWithoutCustomDismiss = "ios-category-without-custom-dismiss"
  case backgroundActionAsOpen = "background-action-as-open"
  case foregroundActionAsClick = "foreground-action-as-click"
  case impressionWhenHidden = "impression-when-hidden"
  case silentPushImpression = "silent-push-impression"
  case emptyIdsTracked = "empty-ids-tracked"
  case missingIdTracked = "missing-id-tracked"
  case numericIdsStringified = "numeric-ids-stringified"
  case trackOffOnTap = "track-off-on-tap"
  case noOpenOnColdLaunch = "no-open-on-cold-launch"
  case openOnLaunchOptions = "open-on-launch-options"
  case clearAllFirstOnly = "clear-all-first-only"
  case legacyAPIAlways = "legacy-api-always"
  case flagExpectsTrue = "flag-expects-true"
  case idsFromAps = "ids-from-aps"
  case androidIdsOutsideData = "android-ids-outside-data"
  case singleTopStaleIntent = "single-top-stale-intent"
  case tracksRestoredIntent = "tracks-restored-intent"
  case neverShowsNotification = "never-shows-notification"
  case noDeleteIntent = "no-delete-intent"
  case documentsPendingIntents = "documents-pending-intents"
  case iosForegroundTapIgnored = "ios-foreground-tap-ignored"
  case openOnRecreate = "open-on-recreate"
  case relaunchAsTap = "relaunch-as-tap"
  case iosLateDelegate = "ios-late-delegate"
  // The SDK's requests (reported as hits): the tracker's calls are right, what its SDK sends is not.
  case hitDropped = "hit-dropped"
  case hitWrongAction = "hit-wrong-action"
  case hitWithoutECID = "hit-without-ecid"
  case hitOverHTTP = "hit-over-http"
  case hitTwice = "hit-twice"
  // Campaign Classic only (`--profile campaign-classic`): what a team migrating from Campaign Standard gets wrong.
  case classicTapAsReceive = "classic-tap-as-receive"
  case classicReceiveTwice = "classic-receive-twice"
  case classicStandardFlag = "classic-standard-flag"
  case classicHexMessageId = "classic-hex-message-id"
  case classicStandardKeys = "classic-standard-keys"
  case classicCollectLeftover = "classic-collect-leftover"
  case classicBesideExtension = "classic-beside-extension"
  // Campaign Classic's requests (reported as hits): the calls are right, what the extension sends is not.
  case classicHitDecimal = "classic-hit-decimal"
  // Journey Optimizer only (`--profile journey-optimizer`): what a team moving to AEPMessaging gets wrong.
  case joTapAsCustomAction = "jo-tap-as-custom-action"
  case joReceiveTwice = "jo-receive-twice"
  case joNoReceive = "jo-no-receive"
  case joXDMRewritten = "jo-xdm-rewritten"
  case joCampaignMessageId = "jo-campaign-message-id"
  case joDismissAsOpen = "jo-dismiss-as-open"
  case joCollectLeftover = "jo-collect-leftover"
  case classicHitECID = "classic-hit-ecid"
  // Journey Optimizer's Edge requests (reported as hits): the calls are right, what the SDK sends is not.
  case joHitCampaignMessageId = "jo-hit-campaign-message-id"
  case joHitXDMDropped = "jo-hit-xdm-dropped"
  case joHitLaunchesAlways = "jo-hit-launches-always"
  case joHitNoDataset = "jo-hit-no-dataset"

  /// Whether the fault is in the SDK's requests: the tracker then reports them (`reports: calls, hits`).
  var isWireLevel: Bool {
    [
      .hitDropped, .hitWrongAction, .hitWithoutECID, .hitOverHTTP, .hitTwice, .classicHitDecimal, .classicHitECID,
      .joHitCampaignMessageId, .joHitXDMDropped, .joHitLaunchesAlways, .joHitNoDataset,
    ].contains(self)
  }

  /// What the fault does, in words.
  var behaviour: String {
    switch self {
    case .flagCaseSensitive: "compares _acsDeliveryTracking with \"on\" case-sensitively"
    case .flagIgnored: "tracks even when _acsDeliveryTracking is \"off\""
    case .flagAbsentMeansOff: "treats a missing _acsDeliveryTracking as off"
    case .flagLenient: "treats any value but \"off\" as on"
    case .flagNonStringAsAbsent: "treats a flag that is not a string as absent, so tracks"
    case .idsSwapped: "sends _mId as deliveryId and _dId as broadlogId"
    case .impressionCodeWrong: "sends \"1\" for an impression, the Campaign Classic meaning"
    case .clickCodeWrong: "sends \"3\" for a click"
    case .openCodeWrong: "sends \"3\" for an open"
    case .numericAction: "sends the action as a number, which the SDK drops"
    case .openWithoutClick: "sends only \"1\" on a tap"
    case .openBeforeClick: "sends \"1\" then \"2\" on a tap"
    case .clickTwice: "sends the click twice on a tap, \"2\", \"2\", \"1\""
    case .duplicateForegroundImpression: "tracks the foreground impression in both willPresent and didReceiveRemoteNotification"
    case .impressionOnInactiveTap: "tracks an impression whenever the app is not active, the inactive tap included"
    case .noForegroundImpression: "does not track in willPresent"
    case .noBackgroundImpression: "does not track in didReceiveRemoteNotification"
    case .noAndroidImpression: "does not track in onMessageReceived"
    case .trackOnNormalLaunch: "tracks a click and an open, with the last push's ids, when the app is opened from its icon"
    case .duplicateOnReturn: "tracks from getIntent() in every onResume, as the document's sample does"
    case .staleIds: "uses the ids of the newest push for every click and open"
    case .wrongActionName: "calls trackAction with \"push_tracking\" instead of \"tracking\""
    case .bothAPIs: "calls both collectMessageInfo and trackAction for each event"
    case .pinnedAPIIgnored: "always calls collectMessageInfo, even on an SDK that only has trackAction"
    case .extraContextKey: "adds a 'source' key to the context data"
    case .messageIdKey: "sends the broadlog id under 'messageId', the samples' variable name, instead of 'broadlogId'"
    case .dismissAsOpen: "sends \"2\" then \"1\" for a dismissal"
    case .dismissIgnored: "sends nothing when an Android notification is dismissed"
    case .iosDismissIgnored: "sends nothing for the iOS dismiss action"
    case .iosCategoryWithoutCustomDismiss: "registers the DEFAULT category without customDismissAction, so dismissals never reach it"
    case .iosDismissFirstOnly: "tracks only the first iOS dismissal, a flag it never resets"
    case .backgroundActionAsOpen: "counts an action button that does not open the app as an open"
    case .foregroundActionAsClick: "counts an action button that opens the app as a click only"
    case .impressionWhenHidden: "tracks impressions although notifications are not allowed"
    case .silentPushImpression: "tracks an impression for a push with nothing to show"
    case .emptyIdsTracked: "tracks when _dId or _mId is an empty string"
    case .missingIdTracked: "tracks with an empty broadlogId when _mId is missing"
    case .numericIdsStringified: "turns numeric ids into strings and tracks"
    case .trackOffOnTap: "checks the flag on receipt only, so a tap on a push with tracking off is tracked"
    case .noOpenOnColdLaunch: "misses the tap that launched a terminated app"
    case .openOnLaunchOptions: "tracks the open from the launch options as well as from didReceive"
    case .clearAllFirstOnly: "tracks only the first dismissal of a burst"
    case .legacyAPIAlways: "always calls trackAction(\"tracking\", …), even on an SDK with collectMessageInfo"
    case .flagExpectsTrue: "treats the flag as on only when it is \"true\" or absent, so \"on\" is not tracked"
    case .idsFromAps: "reads _dId and _mId from inside aps when they are there, before the top level"
    case .androidIdsOutsideData: "reads the ids from the FCM message around data instead of from data"
    case .singleTopStaleIntent:
      "declares its activity singleTop, ignores onNewIntent and reads getIntent() in onResume without calling setIntent"
    case .tracksRestoredIntent:
      "tracks the intent in every onCreate, also when a rotation or a restored task re-creates the activity from its saved state"
    case .neverShowsNotification: "tracks the impression but never posts a notification"
    case .noDeleteIntent: "posts its notifications without a delete intent"
    case .documentsPendingIntents:
      "builds every notification's PendingIntents with request code 0 and FLAG_UPDATE_CURRENT, as the documents' sample does"
    case .iosForegroundTapIgnored: "ignores didReceive while the app is active, so a tap in the foreground is lost"
    case .relaunchAsTap: "treats a background launch with the notification in its launch options as the user's tap"
    case .openOnRecreate: "tracks nothing when the tap's intent arrives, but click and open when Recents re-creates the activity later"
    case .iosLateDelegate: "sets its notification-centre delegate only after launch finished, so the response that launches the app is lost"
    case .hitDropped: "calls right, but its SDK sends no tracking request for a click"
    case .hitWrongAction: "calls right, but its SDK's hit of a click carries the open's action \"1\""
    case .hitWithoutECID: "calls right, but its SDK's tracking requests carry no mcId"
    case .hitOverHTTP: "calls right, but its SDK sends tracking requests over plain HTTP"
    case .hitTwice: "calls right, but its SDK sends each impression's tracking request twice"
    case .classicTapAsReceive: "maps Campaign Standard's open to the nearest Classic call: a tap sends trackNotificationReceive, no click"
    case .classicReceiveTwice:
      "tracks a receive in willPresent and again in didReceiveRemoteNotification, as the extension's test apps do"
    case .classicStandardFlag: "keeps Campaign Standard's _acsDeliveryTracking check: a push whose flag is off is not tracked"
    case .classicHexMessageId:
      "passes _mId as Campaign Standard's broadlog id (\"h\" and the decimal in hexadecimal), which the extension refuses"
    case .classicStandardKeys: "passes Campaign Standard's context data keys (deliveryId, broadlogId) as trackInfo, without _mId and _dId"
    case .classicCollectLeftover: "still calls MobileCore.collectMessageInfo, which no Campaign v8 server receives"
    case .classicBesideExtension:
      "lets the extension show and track a push it can show (AEPMessagingService.handleRemoteMessage), and still tracks its receive by hand"
    case .classicHitDecimal: "calls right, but its extension's hits carry a decimal _mId as it is, not in hexadecimal"
    case .classicHitECID: "calls right, but its extension's hits carry Campaign Standard's mcId beside id"
    case .joTapAsCustomAction:
      "tracks a tap as handleNotificationResponse(intent, true, \"open\"): a custom action named like an open, not applicationOpened"
    case .joReceiveTwice: "calls trackPushReceived twice for one push, as an app with two FirebaseMessagingServices does"
    case .joNoReceive: "never calls trackPushReceived, as the documents' manual sample (written before 3.10.0) does"
    case .joXDMRewritten: "hands the SDK _xdm re-nested under \"cjm\" a second time, as a wrapper that rebuilds the data map does"
    case .joCampaignMessageId: "passes the push's _mId to addPushTrackingDetails instead of RemoteMessage.getMessageId()"
    case .joDismissAsOpen: "tracks a dismissal as handleNotificationResponse(intent, true, null): an open that never happened"
    case .joCollectLeftover:
      "still calls MobileCore.collectMessageInfo for the tap beside the Messaging call, which no Journey Optimizer server reads"
    case .joHitCampaignMessageId:
      "calls right, but its SDK's events carry the push's Campaign message id (its _xdm's messageID) as pushProviderMessageID"
    case .joHitXDMDropped:
      "calls right, but its SDK's events carry none of the push's _xdm content, as a wrapper that drops nested data sends"
    case .joHitLaunchesAlways:
      "calls right, but its SDK's events say application.launches.value 1 for every interaction, a dismissal and a background action included"
    case .joHitNoDataset: "calls right, but its SDK's events name no dataset (meta.collect.datasetId)"
    }
  }

  /// What the fault does under Campaign Classic, where its words differ from Campaign Standard's.
  var classicBehaviour: String? {
    switch self {
    case .hitDropped: "calls right, but its extension sends no tracking request for a click"
    case .hitWrongAction: "calls right, but its extension's hit of a click carries the receive's tag \"1\""
    case .hitOverHTTP: "calls right, but its extension sends tracking requests over plain HTTP"
    case .hitTwice: "calls right, but its extension sends each receive's tracking request twice"
    default: nil
    }
  }

  /// What the fault does under Journey Optimizer, where its words differ from Campaign Standard's.
  var journeyOptimizerBehaviour: String? {
    switch self {
    case .hitDropped: "calls right, but its SDK sends no Edge request for a tap's pushTracking.applicationOpened"
    case .hitWrongAction: "calls right, but its SDK's event of a tap says pushTracking.customAction, not pushTracking.applicationOpened"
    case .hitOverHTTP: "calls right, but its SDK sends Edge requests over plain HTTP"
    case .hitTwice: "calls right, but its SDK sends each receive's Edge request twice"
    default: nil
    }
  }

  /// Whether the fault is one of a tracker on Campaign Classic only.
  var isClassicOnly: Bool { rawValue.hasPrefix("classic-") }
  /// Whether the fault is one of a tracker on Journey Optimizer only.
  var isJourneyOptimizerOnly: Bool { rawValue.hasPrefix("jo-") }

  /// The Journey Optimizer requirement the fault breaks when the tracker tracks by Journey Optimizer's documents
  /// (`--profile journey-optimizer`); `nil`: the fault concerns nothing its app does the same way.
  var journeyOptimizerRequirement: String? {
    switch self {
    case .duplicateOnReturn, .tracksRestoredIntent: "JO-NO-TRACK-OTHER-OPEN"
    case .documentsPendingIntents: "JO-OWN-DETAILS"
    case .singleTopStaleIntent, .openOnRecreate: "JO-AND-OPEN"
    case .neverShowsNotification: "AND-NOTIFICATION-WIRING"
    case .iosLateDelegate: "IOS-DELEGATE-WIRING"
    case .joTapAsCustomAction: "JO-OPEN-IS-OPENED"
    case .joReceiveTwice: "JO-RECEIVE-ONCE"
    case .joNoReceive: "JO-AND-RECEIVE"
    case .joXDMRewritten, .joCampaignMessageId: "JO-TRACKING-DETAILS"
    case .joDismissAsOpen: "JO-DISMISS-OPTIONAL"
    case .joCollectLeftover: "JO-EVENTS-ONLY"
    case .hitDropped: "JO-HIT-SENT"
    case .hitWrongAction, .joHitCampaignMessageId, .joHitXDMDropped, .joHitLaunchesAlways: "JO-HIT-VALUES"
    case .joHitNoDataset: "JO-HIT-REQUEST"
    case .hitOverHTTP: "JO-HIT-HTTPS"
    case .hitTwice: "JO-HIT-ONCE"
    default: nil
    }
  }

  /// The Campaign Classic requirement the fault breaks when the tracker tracks by Classic's documents
  /// (`--profile campaign-classic`); `nil`: the fault concerns nothing Classic has (a flag, an open, a code).
  var classicRequirement: String? {
    switch self {
    case .idsSwapped: "CC-TRACKINFO-IDS"
    case .noAndroidImpression: "CC-AND-RECEIVE"
    case .noBackgroundImpression: "CC-IOS-RECEIVE-SILENT"
    case .impressionOnInactiveTap: "CC-NO-RECEIVE-ON-TAP"
    case .trackOnNormalLaunch, .duplicateOnReturn, .tracksRestoredIntent: "CC-NO-TRACK-OTHER-OPEN"
    case .staleIds, .documentsPendingIntents: "CC-OWN-IDS"
    case .noOpenOnColdLaunch, .iosForegroundTapIgnored, .singleTopStaleIntent, .openOnRecreate: "CC-TAP-CLICK"
    case .neverShowsNotification: "AND-NOTIFICATION-WIRING"
    case .iosLateDelegate: "IOS-DELEGATE-WIRING"
    case .relaunchAsTap: "IOS-RELAUNCH-NOT-A-TAP"
    case .classicTapAsReceive: "CC-NO-RECEIVE-ON-TAP"
    case .classicReceiveTwice: "CC-RECEIVE-ONCE"
    case .classicStandardFlag: "CC-AND-RECEIVE"
    case .classicHexMessageId: "CC-TRACKINFO-IDS"
    case .classicStandardKeys: "CC-TRACKINFO-STRINGS"
    case .classicCollectLeftover: "CC-API-RECEIVE"
    case .classicBesideExtension: "CC-DOUBLE-PATH"
    case .hitDropped: "CC-HIT-SENT"
    case .hitWrongAction, .classicHitDecimal: "CC-HIT-VALUES"
    case .classicHitECID: "CC-HIT-URL"
    case .hitOverHTTP: "CC-HIT-HTTPS"
    case .hitTwice: "CC-HIT-ONCE"
    default: nil
    }
  }

  /// The id of the requirement the fault breaks.
  var requirement: String {
    switch self {
    case .flagCaseSensitive: "ACS-FLAG-CASE"
    case .flagIgnored: "ACS-FLAG-OFF"
    case .flagAbsentMeansOff: "ACS-FLAG-ABSENT"
    case .flagLenient: "ACS-FLAG-OTHER"
    case .flagNonStringAsAbsent: "ACS-FLAG-OTHER"
    case .idsSwapped: "ACS-IDS-MAPPING"
    case .impressionCodeWrong: "ACS-CODE-IMPRESSION"
    case .clickCodeWrong: "ACS-CODE-CLICK"
    case .openCodeWrong: "ACS-CODE-OPEN"
    case .numericAction: "ACS-ACTION-STRING"
    case .openWithoutClick: "ACS-OPEN-AFTER-CLICK"
    case .openBeforeClick: "ACS-CLICK-BEFORE-OPEN"
    case .clickTwice: "ACS-EVENTS-ONLY"
    case .duplicateForegroundImpression: "IOS-FG-ONCE"
    case .impressionOnInactiveTap: "IOS-INACTIVE-NO-IMPRESSION"
    case .noForegroundImpression: "IOS-FG-IMPRESSION"
    case .noBackgroundImpression: "IOS-BG-IMPRESSION"
    case .noAndroidImpression: "AND-IMPRESSION"
    case .trackOnNormalLaunch: "ACS-NO-TRACK-OTHER-OPEN"
    case .duplicateOnReturn: "AND-NO-DUPLICATE-ON-RETURN"
    case .staleIds: "ACS-OWN-IDS"
    case .wrongActionName: "ACS-API-TRACKACTION"
    case .bothAPIs: "ACS-API-ONE-CALL"
    case .pinnedAPIIgnored: "ACS-API-TRACKACTION"
    case .extraContextKey: "ACS-CONTEXT-NO-EXTRA-KEYS"
    case .messageIdKey: "ACS-CONTEXT-KEYS"
    case .dismissAsOpen: "ACS-DISMISS-CLICK-ONLY"
    case .dismissIgnored: "AND-DISMISS-CLICK"
    case .iosDismissIgnored: "IOS-DISMISS-CLICK"
    case .iosCategoryWithoutCustomDismiss: "IOS-CATEGORY-WIRING"
    case .iosDismissFirstOnly: "IOS-DISMISS-CLICK"
    case .backgroundActionAsOpen: "IOS-ACTION-NO-OPEN"
    case .foregroundActionAsClick: "IOS-ACTION-FOREGROUND-OPEN"
    case .impressionWhenHidden: "ACS-IMPRESSION-VISIBLE"
    case .silentPushImpression: "ACS-IMPRESSION-VISIBLE"
    case .emptyIdsTracked: "ACS-IDS-NONEMPTY"
    case .missingIdTracked: "ACS-IDS-REQUIRED"
    case .numericIdsStringified: "ACS-IDS-STRING"
    case .trackOffOnTap: "ACS-FLAG-OFF-TAP"
    case .noOpenOnColdLaunch: "IOS-TAP-COLD-OPEN"
    case .openOnLaunchOptions: "IOS-TAP-COLD-OPEN"
    case .clearAllFirstOnly: "AND-CLEAR-ALL"
    case .legacyAPIAlways: "ACS-API-COLLECT"
    case .flagExpectsTrue: "ACS-FLAG-ON"
    case .idsFromAps: "ACS-PAYLOAD-IOS"
    case .androidIdsOutsideData: "ACS-PAYLOAD-ANDROID"
    case .singleTopStaleIntent: "AND-TAP-OPEN"
    case .tracksRestoredIntent: "AND-NO-TRACK-ON-RECREATE"
    case .neverShowsNotification: "AND-NOTIFICATION-WIRING"
    case .noDeleteIntent: "AND-NOTIFICATION-WIRING"
    case .documentsPendingIntents: "ACS-OWN-IDS"
    case .iosForegroundTapIgnored: "IOS-TAP-OPEN"
    case .relaunchAsTap: "IOS-RELAUNCH-NOT-A-TAP"
    case .openOnRecreate: "AND-TAP-OPEN"
    case .iosLateDelegate: "IOS-DELEGATE-WIRING"
    case .hitDropped: "ACS-HIT-SENT"
    case .hitWrongAction: "ACS-HIT-VALUES"
    case .hitWithoutECID: "ACS-HIT-URL"
    case .hitOverHTTP: "ACS-HIT-HTTPS"
    case .hitTwice: "ACS-HIT-ONCE"
    case .classicTapAsReceive, .classicReceiveTwice, .classicStandardFlag, .classicHexMessageId, .classicStandardKeys,
      .classicCollectLeftover, .classicBesideExtension, .classicHitDecimal, .classicHitECID:
      classicRequirement ?? ""
    case .joTapAsCustomAction, .joReceiveTwice, .joNoReceive, .joXDMRewritten, .joCampaignMessageId, .joDismissAsOpen, .joCollectLeftover,
      .joHitCampaignMessageId, .joHitXDMDropped, .joHitLaunchesAlways, .joHitNoDataset:
      journeyOptimizerRequirement ?? ""
    }
  }

  /// What the fault does, and the requirement it breaks: `… (ACS-FLAG-CASE)`.
  var summary: String { "\(behaviour) (\(requirement))" }
}

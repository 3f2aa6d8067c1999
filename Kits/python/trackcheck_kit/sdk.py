"""A recorder with the shape of the Adobe Mobile SDK's core API.

Tracker code calls it as it calls the SDK: `MobileCore.collect_message_info`
(or `collectMessageInfo`), `MobileCore.track_action` (or `trackAction`), and
the same on `ACPCore`, and Campaign Classic's `CampaignClassic.track_notification_receive`
(or `trackNotificationReceive`) and `track_notification_click` (or `trackNotificationClick`), and
Journey Optimizer's `Messaging` (`handle_notification_response`, `track_push_received`,
`add_push_tracking_details`), which records the event the SDK dispatches for each call.
The kit reads the calls back and reports them; when the adapter reports hits, each call the
SDK accepts also sends Campaign's tracking hit through the network service (network.py).
"""
import sys
from typing import Any, Dict, List, Mapping, Optional

from .network import CampaignClassicHits, CampaignHits, EdgeHits


class _Core:
    """Records tracking calls in order, as passed (types are kept)."""

    def __init__(self) -> None:
        self.calls: List[Dict[str, Any]] = []

    def collect_message_info(self, context_data: Any) -> None:
        """`MobileCore.collectMessageInfo(contextData)` (ACPCore 1.4.0 / 2.3.0 and later)."""
        self.calls.append({"api": "collectMessageInfo", "contextData": context_data})
        CampaignHits.process("collectMessageInfo", None, context_data)

    def track_action(self, action: Any, context_data: Any) -> None:
        """`MobileCore.trackAction(action, contextData)`: the older SDKs' way."""
        self.calls.append({"api": "trackAction", "action": action, "contextData": context_data})
        CampaignHits.process("trackAction", action, context_data)

    def update_configuration(self, config: Mapping[str, Any]) -> None:
        """`MobileCore.updateConfiguration(config)` (iOS: `updateConfigurationWith(configDict:)`): its
        `campaign.server` (and Campaign Classic's `campaignclassic.trackingServer`) is where the stand-ins send hits
        when the adapter reports them."""
        CampaignHits.configuration(config)
        CampaignClassicHits.configuration(config)
        EdgeHits.configuration(config)

    # The SDK's own spellings.
    collectMessageInfo = collect_message_info
    trackAction = track_action
    updateConfiguration = update_configuration
    updateConfigurationWith = update_configuration

    def take_calls(self) -> List[Dict[str, Any]]:
        """The calls since the last take (the kit's, not the tracker's)."""
        calls, self.calls = self.calls, []
        return calls


#: The recorder tracker code calls; ACPCore and AEP's MobileCore are the same object.
MobileCore = _Core()
ACPCore = MobileCore


class _CampaignClassic:
    """The Adobe Campaign Classic / Campaign v8 extension's public API (AEPCampaignClassic), as the
    case's platform has it: Android 3.1.4 (adobe/aepsdk-campaignclassic-android@fe21bacd,
    `CampaignClassic.java`) or iOS 5.0.0 (adobe/aepsdk-campaignclassic-ios@ff0d579d,
    `CampaignClassic+PublicAPI.swift`); docs/profiles/campaign-classic.md, section 1.

    Its two tracking calls are recorded in `MobileCore`'s list, in order with the other calls, as
    `trackNotificationReceive` and `trackNotificationClick` with the dictionary as passed. On Android
    the public method itself refuses a None or empty map (the SDK logs "The provided trackInfo map is
    null or empty" and dispatches no event, CampaignClassic.java@fe21bacd): nothing is recorded. iOS
    checks nothing in the public method: every call is recorded. `register_device` and
    `extension_version` are not tracking calls and record nothing. When the adapter reports hits, each recorded
    call that passes the extension's gates sends its tracking request (`CampaignClassicHits`).
    """

    #: `CampaignClassic.EXTENSION_VERSION` on Android, `CampaignClassic.extensionVersion` on iOS.
    ANDROID_VERSION = "3.1.4"
    IOS_VERSION = "5.0.0"

    def track_notification_receive(self, track_info: Any) -> None:
        """Android `trackNotificationReceive(trackInfo)`, iOS `trackNotificationReceive(withUserInfo:)`."""
        self._track("trackNotificationReceive", CampaignClassicHits.RECEIVE,
                    "Failed to track notification receive for CampaignClassic", track_info)

    def track_notification_click(self, track_info: Any) -> None:
        """Android `trackNotificationClick(trackInfo)`, iOS `trackNotificationClick(withUserInfo:)`."""
        self._track("trackNotificationClick", CampaignClassicHits.CLICK,
                    "Failed to track notification click for CampaignClassic", track_info)

    def register_device(self, token: Any, user_key: Optional[str] = None,
                        additional_params: Optional[Mapping[str, Any]] = None) -> None:
        """Android `registerDevice(token, userKey, additionalParams)`, iOS
        `registerDevice(token:userKey:additionalParameters:)`: registration, not tracking; records nothing."""

    def extension_version(self) -> str:
        """The extension's version on the case's platform: "3.1.4" (Android), "5.0.0" (iOS)."""
        return self.IOS_VERSION if CampaignHits.platform == "ios" else self.ANDROID_VERSION

    def _track(self, api: str, tag: str, failure: str, track_info: Any) -> None:
        if CampaignHits.platform != "ios" and (track_info is None or (isinstance(track_info, Mapping) and not track_info)):
            # CampaignClassic.java@fe21bacd: `if (trackInfo == null || trackInfo.isEmpty()) { Log.error(...); return; }`.
            sys.stderr.write("AEP SDK ERROR - <CampaignClassicExtension> %s (The provided trackInfo map is null or empty)\n" % failure)
            return
        MobileCore.calls.append({"api": api, "contextData": track_info})
        # The extension's tracking request for it, when the adapter reports hits (network.py).
        CampaignClassicHits.process(tag, track_info)

    # The SDK's own spellings.
    trackNotificationReceive = track_notification_receive
    trackNotificationClick = track_notification_click
    registerDevice = register_device
    extensionVersion = extension_version


#: Campaign Classic's extension, recording into `MobileCore`'s calls.
CampaignClassic = _CampaignClassic()


class PushTrackingStatus:
    """AEPMessaging's `PushTrackingStatus`, as the case's platform names it (Android's constants; iOS's cases
    `trackingInitiated`, `noTrackingData`, `invalidMessageId` have the same meaning)."""
    TRACKING_INITIATED = "TRACKING_INITIATED"
    NO_DATASET_CONFIGURED = "NO_DATASET_CONFIGURED"
    NO_TRACKING_DATA = "NO_TRACKING_DATA"
    INVALID_INTENT = "INVALID_INTENT"
    INVALID_MESSAGE_ID = "INVALID_MESSAGE_ID"
    UNKNOWN_ERROR = "UNKNOWN_ERROR"


class UNNotificationResponse:
    """iOS `UNNotificationResponse` as `Messaging.handle_notification_response` reads it: the action's identifier
    and the notification request's identifier, content (`userInfo`) and category. The kit gives the app the
    response being handled as `App.response` during `did_receive`."""

    def __init__(self, user_info: Dict[str, Any], action_identifier: str, identifier: str = "",
                 category_identifier: str = "", registered: Optional[Mapping[str, Any]] = None) -> None:
        self.user_info = user_info
        self.action_identifier = action_identifier
        self.identifier = identifier
        self.category_identifier = category_identifier
        #: The categories the app registered (what `getNotificationCategories` answers the SDK), by identifier.
        self._registered: Mapping[str, Any] = registered or {}

    @classmethod
    def from_args(cls, args: Mapping[str, Any], registered: Optional[Mapping[str, Any]] = None) -> "UNNotificationResponse":
        """The response of a `didReceive` callback's arguments, in an app that registered `registered`."""
        return cls(args.get("userInfo", {}), args.get("actionIdentifier", ""), args.get("identifier", ""),
                   args.get("categoryIdentifier", ""), registered)


DEFAULT_ACTION = "com.apple.UNNotificationDefaultActionIdentifier"
DISMISS_ACTION = "com.apple.UNNotificationDismissActionIdentifier"


class _Messaging:
    """Adobe Journey Optimizer's Messaging extension (AEPMessaging), as the case's platform has its push API:
    Android 3.10.0 (adobe/aepsdk-messaging-android@0438aaeb, `Messaging.java`) or iOS 5.14.0
    (adobe/aepsdk-messaging-ios@5dad851d, `Messaging+PublicAPI.swift`); docs/profiles/journey-optimizer.md.

    Each call is recorded, in `MobileCore`'s list, as the event the SDK dispatches for it
    (Suites/profiles/journey-optimizer/DECISIONS.md JO-D-1): `messageId`, `adobe_xdm`, `eventType`,
    `applicationOpened` and, for a custom action, `actionId`. A call the SDK refuses before dispatching records
    nothing and reports its status to the callback.
    """

    ANDROID_VERSION = "3.10.0"
    IOS_VERSION = "5.14.0"

    def add_push_tracking_details(self, intent: Any, message_id: Optional[str], data: Optional[Mapping[str, str]]) -> bool:
        """Android `addPushTrackingDetails(intent, messageId, data)`: `messageId` and a non-empty `_xdm` (as
        `adobe_xdm`) put into the intent's extras; False, writing nothing, for no intent, id or data."""
        if intent is None or not message_id or not data:
            return False
        intent.put_extra("messageId", message_id)
        xdm = data.get("_xdm")
        if xdm:
            intent.put_extra("adobe_xdm", xdm)
        return True

    def track_push_received(self, message: Mapping[str, Any]) -> None:
        """Android `trackPushReceived(remoteMessage)` (3.10.0), given the message `on_message_received` got: a
        `pushTracking.receive` unless it has no id or no data; `_xdm` is not required (None without it)."""
        message_id, data = message.get("messageId"), message.get("data") or {}
        if not message_id or not data:
            return
        event = {"messageId": message_id, "adobe_xdm": data.get("_xdm"), "eventType": "pushTracking.receive",
                 "pushNotificationReceived": True}
        MobileCore.calls.append({"api": "trackPushReceived", "contextData": event})
        # The Edge Network request the SDK sends for it, when the adapter reports hits (network.py).
        EdgeHits.process(event)

    def handle_notification_response(self, target: Any, *arguments: Any, **options: Any) -> None:
        """Android `handleNotificationResponse(intent, applicationOpened, actionId[, callback])`: the message id from
        the intent's `messageId` (else `google.message_id`) and the tracking data from `adobe_xdm` (else `_xdm`),
        `pushTracking.applicationOpened` for no action id, else a custom action.

        iOS `handleNotificationResponse(response, urlHandler:, closure:)`, given an `UNNotificationResponse`
        (`App.response`): the event the SDK makes from it — the default action opened the app, a dismissal is the
        custom action "Dismiss", a button a custom action that opened the app when the registered category's
        action has the foreground option; nothing without a non-empty `_xdm` dictionary."""
        if isinstance(target, UNNotificationResponse):
            self._ios(target, options.get("closure"))
        else:
            opened = arguments[0] if arguments else options.get("application_opened", False)
            action = arguments[1] if len(arguments) > 1 else options.get("action_id")
            callback = arguments[2] if len(arguments) > 2 else options.get("callback")
            self._android(target, bool(opened), action, callback)

    def _android(self, intent: Any, opened: bool, action_id: Optional[str], callback: Any) -> None:
        def status(value: str) -> None:
            if callback is not None:
                callback(value)
        if intent is None:
            return status(PushTrackingStatus.INVALID_INTENT)
        message_id = intent.get_string_extra("messageId") or intent.get_string_extra("google.message_id")
        if not message_id:
            return status(PushTrackingStatus.INVALID_MESSAGE_ID)
        xdm = intent.get_string_extra("adobe_xdm") or intent.get_string_extra("_xdm")
        if not xdm:
            return status(PushTrackingStatus.NO_TRACKING_DATA)
        event = self._event(message_id, xdm, opened, action_id)
        MobileCore.calls.append({"api": "handleNotificationResponse", "contextData": event})
        EdgeHits.process(event)
        status(PushTrackingStatus.TRACKING_INITIATED)

    def _ios(self, response: UNNotificationResponse, closure: Any) -> None:
        def status(value: str) -> None:
            if closure is not None:
                closure(value)
        xdm = response.user_info.get("_xdm")
        if not isinstance(xdm, dict) or not xdm:
            return status("noTrackingData")
        if not response.identifier:
            return status("invalidMessageId")
        action = response.action_identifier
        if action == DEFAULT_ACTION:
            event = self._event(response.identifier, xdm, True, None)
        elif action == DISMISS_ACTION:
            event = self._event(response.identifier, xdm, False, "Dismiss")
        else:
            event = self._event(response.identifier, xdm, self._opens_app(response), action)
        MobileCore.calls.append({"api": "handleNotificationResponse", "contextData": event})
        EdgeHits.process(event)
        status("trackingInitiated")

    @staticmethod
    def _opens_app(response: UNNotificationResponse) -> bool:
        """Whether the registered category's action with the response's identifier has the foreground option."""
        category = response._registered.get(response.category_identifier, {})
        for action in category.get("actions", []):
            if action.get("identifier") == response.action_identifier:
                return "foreground" in action.get("options", []) or bool(action.get("opensApp"))
        return False

    @staticmethod
    def _event(message_id: str, xdm: Any, opened: bool, action_id: Optional[str]) -> Dict[str, Any]:
        event: Dict[str, Any] = {"messageId": message_id, "applicationOpened": opened, "adobe_xdm": xdm}
        if action_id:
            event["actionId"] = action_id
            event["eventType"] = "pushTracking.customAction"
        else:
            event["eventType"] = "pushTracking.applicationOpened"
        return event

    def extension_version(self) -> str:
        """"3.10.0" (Android) or "5.14.0" (iOS)."""
        return self.IOS_VERSION if CampaignHits.platform == "ios" else self.ANDROID_VERSION

    # The SDK's own spellings.
    addPushTrackingDetails = add_push_tracking_details
    trackPushReceived = track_push_received
    handleNotificationResponse = handle_notification_response
    extensionVersion = extension_version


#: Journey Optimizer's Messaging extension, recording into `MobileCore`'s calls.
Messaging = _Messaging()

"""A recorder with the shape of the Adobe Mobile SDK's core API.

Tracker code calls it as it calls the SDK: `MobileCore.collect_message_info`
(or `collectMessageInfo`), `MobileCore.track_action` (or `trackAction`), and
the same on `ACPCore`, and Campaign Classic's `CampaignClassic.track_notification_receive`
(or `trackNotificationReceive`) and `track_notification_click` (or `trackNotificationClick`).
The kit reads the calls back and reports them; when the adapter reports hits, each call the
SDK accepts also sends Campaign's tracking hit through the network service (network.py).
"""
import sys
from typing import Any, Dict, List, Mapping, Optional

from .network import CampaignClassicHits, CampaignHits


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

"""A recorder with the shape of the Adobe Mobile SDK's core API.

Tracker code calls it as it calls the SDK: `MobileCore.collect_message_info`
(or `collectMessageInfo`), `MobileCore.track_action` (or `trackAction`), and
the same on `ACPCore`. The kit reads the calls back and reports them; when the
adapter reports hits, each call the SDK accepts also sends Campaign's tracking hit
through the network service (network.py).
"""
from typing import Any, Dict, List, Mapping

from .network import CampaignHits


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
        `campaign.server` is where the stand-ins send hits when the adapter reports them."""
        CampaignHits.configuration(config)

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

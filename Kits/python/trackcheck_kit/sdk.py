"""A recorder with the shape of the Adobe Mobile SDK's core API.

Tracker code calls it as it calls the SDK: `MobileCore.collect_message_info`
(or `collectMessageInfo`), `MobileCore.track_action` (or `trackAction`), and
the same on `ACPCore`. The kit reads the calls back and reports them.
"""
from typing import Any, Dict, List


class _Core:
    """Records tracking calls in order, as passed (types are kept)."""

    def __init__(self) -> None:
        self.calls: List[Dict[str, Any]] = []

    def collect_message_info(self, context_data: Any) -> None:
        """`MobileCore.collectMessageInfo(contextData)` (ACPCore 1.4.0 / 2.3.0 and later)."""
        self.calls.append({"api": "collectMessageInfo", "contextData": context_data})

    def track_action(self, action: Any, context_data: Any) -> None:
        """`MobileCore.trackAction(action, contextData)`: the older SDKs' way."""
        self.calls.append({"api": "trackAction", "action": action, "contextData": context_data})

    # The SDK's own spellings.
    collectMessageInfo = collect_message_info
    trackAction = track_action

    def take_calls(self) -> List[Dict[str, Any]]:
        """The calls since the last take (the kit's, not the tracker's)."""
        calls, self.calls = self.calls, []
        return calls


#: The recorder tracker code calls; ACPCore and AEP's MobileCore are the same object.
MobileCore = _Core()
ACPCore = MobileCore

"""A recorder with the shape of the Adobe Mobile SDK's core API.

Tracker code calls it as it calls the SDK: `MobileCore.collect_message_info`
(or `collectMessageInfo`), `MobileCore.track_action` (or `trackAction`), and
the same on `ACPCore`. The kit reads the calls back and reports them.
"""


class _Core:
    """Records tracking calls in order, as passed (types are kept)."""

    def __init__(self):
        self.calls = []

    def collect_message_info(self, context_data):
        self.calls.append({"api": "collectMessageInfo", "contextData": context_data})

    def track_action(self, action, context_data):
        self.calls.append({"api": "trackAction", "action": action, "contextData": context_data})

    # The SDK's own spellings.
    collectMessageInfo = collect_message_info
    trackAction = track_action

    def take_calls(self):
        calls, self.calls = self.calls, []
        return calls


#: The recorder tracker code calls; ACPCore and AEP's MobileCore are the same object.
MobileCore = _Core()
ACPCore = MobileCore

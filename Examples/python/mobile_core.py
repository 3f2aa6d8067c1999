"""A stand-in for the Adobe Experience Platform Mobile SDK's MobileCore.

Tracker code calls it exactly as it would call the SDK; the adapter reads back
the calls that were made and reports them to trackcheck.
"""


class MobileCore:
    """Records collectMessageInfo and trackAction calls in order."""

    def __init__(self):
        self.calls = []

    def collect_message_info(self, context_data):
        self.calls.append({"api": "collectMessageInfo", "contextData": dict(context_data)})

    def track_action(self, action, context_data):
        self.calls.append({"api": "trackAction", "action": action, "contextData": dict(context_data)})

    def take_calls(self):
        calls, self.calls = self.calls, []
        return calls

#!/usr/bin/env python3
"""Probe apps: correct-but-different and wrong apps, wired the ways Apple's and
Android's documentation describe, each on the Python kit with the Python
example's tracker (Examples/python). `run_probes.py` runs every probe against
trackcheck and checks the verdict the documentation decides.

    python3 probe_apps.py PROBE-ID      # serve one probe app over the protocol
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path[:0] = [os.path.join(ROOT, "Examples", "python"), os.path.join(ROOT, "Kits", "python")]

import adapter  # noqa: E402
from push_tracking import PushTracking  # noqa: E402
from trackcheck_kit import serve  # noqa: E402

DEFAULT = {"identifier": "DEFAULT", "customDismissAction": True, "actions": []}


class LegacyTapTracker(PushTracking):
    """An app without a notification-centre delegate learns of a tap from the
    legacy didReceiveRemoteNotification in the inactive state (D-6)."""

    def ios_did_receive_remote_notification(self, user_info, application_state):
        if application_state == "inactive":
            self.open(user_info)
        else:
            super().ios_did_receive_remote_notification(user_info, application_state)


class FlagBlindLegacyTapTracker(LegacyTapTracker):
    """The same, ignoring _acsDeliveryTracking: every push is tracked."""

    @staticmethod
    def tracking_ids(keys):
        delivery_id, broadlog_id = keys.get("_dId"), keys.get("_mId")
        if isinstance(delivery_id, str) and isinstance(broadlog_id, str) and delivery_id and broadlog_id:
            return delivery_id, broadlog_id
        return None


def app_class(tracker, **wiring):
    """An ExampleApp subclass wired as `wiring` says, tracking with `tracker`."""

    class ProbeApp(adapter.ExampleApp):
        def __init__(self, case):
            super().__init__(case)
            self.tracker = tracker(
                self.tracker.core, use_track_action=self.use_track_action, notifications_allowed=self.notifications_allowed,
                categories=list(self.registered_categories.values()))

    for name, value in wiring.items():
        setattr(ProbeApp, name, value)
    return ProbeApp


#: Every probe app, by id.
APPS = {
    "ios-no-delegate": app_class(LegacyTapTracker, notification_delegate=False),
    "ios-no-delegate-flag-blind": app_class(FlagBlindLegacyTapTracker, notification_delegate=False),
    "ios-extra-action": app_class(
        PushTracking,
        categories=[dict(DEFAULT, actions=[{"identifier": "LIKE", "opensApp": False}]),
                    {"identifier": "PROMOTION", "customDismissAction": False, "actions": []}]),
    "ios-no-custom-dismiss": app_class(PushTracking, categories=[dict(DEFAULT, customDismissAction=False)]),
    "ios-no-categories": app_class(PushTracking, categories=[]),
}

if __name__ == "__main__":
    probe = sys.argv[1] if len(sys.argv) > 1 else ""
    if probe not in APPS:
        sys.stderr.write("usage: probe_apps.py PROBE-ID (one of %s)\n" % ", ".join(sorted(APPS)))
        sys.exit(2)
    sys.exit(serve(APPS[probe], name="probe-" + probe, version="1.0.0"))

#!/usr/bin/env python3
"""The adapter between trackcheck and the Python push-tracking example, on trackcheck-kit.

    python3 adapter.py            # the correct tracker (push_tracking.py)
    python3 adapter.py --wrong    # the documents' samples, mistakes included
    python3 adapter.py [--wrong] --renamed-to-classic
                                  # the same tracker moved to Campaign Classic by renaming its calls only
"""
import os
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "Kits", "python")]  # the kit, when not installed with pip

from push_tracking import PushTracking  # noqa: E402
from push_tracking_wrong import PushTrackingFromTheSamples  # noqa: E402
from renamed_to_classic import RenamedToClassic  # noqa: E402
from trackcheck_kit import App, CampaignClassic, MobileCore, serve  # noqa: E402

WRONG = "--wrong" in sys.argv[1:]
RENAMED = "--renamed-to-classic" in sys.argv[1:]


class ExampleApp(App):
    """Each OS callback goes to the tracker's handler for it."""

    def __init__(self, case):
        super().__init__(case)
        tracker_class = PushTrackingFromTheSamples if WRONG else PushTracking
        core = RenamedToClassic(CampaignClassic) if RENAMED else MobileCore
        self.tracker = tracker_class(core, use_track_action=self.use_track_action,
                                     notifications_allowed=self.notifications_allowed,
                                     categories=list(self.registered_categories.values()))

    def will_present(self, user_info, state): self.tracker.ios_will_present(user_info)
    def did_receive_remote_notification(self, user_info, state): self.tracker.ios_did_receive_remote_notification(user_info, state)
    def did_receive(self, user_info, action, state): self.tracker.ios_did_receive(user_info, action)
    def on_dismiss(self, intent): self.tracker.android_on_notification_dismissed(intent.extras)
    def on_create(self, intent, saved): self.tracker.android_on_intent(intent.json(), saved)
    def on_new_intent(self, intent): self.tracker.android_on_intent(intent.json())

    def on_resume(self, intent):
        if hasattr(self.tracker, "android_on_resume"):
            self.tracker.android_on_resume(intent.json())

    def on_message_received(self, message):
        data = message["data"]
        self.tracker.android_on_message_received(data)
        # A notification id per push that survives the process, as the app derives it.
        number = zlib.crc32(("%s/%s" % (data.get("_dId"), data.get("_mId"))).encode()) & 0x7FFFFFFF
        self.tracker.android_show_notification(self.notification_manager, data, number)


if __name__ == "__main__":
    sys.exit(serve(ExampleApp, name="python-example" + ("-wrong" if WRONG else "") + ("-renamed-to-classic" if RENAMED else ""), version="2.0.0"))

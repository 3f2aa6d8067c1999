#!/usr/bin/env python3
"""The adapter: each OS callback trackcheck plays goes to MyTracker."""
import os
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from my_tracker import MyTracker  # noqa: E402
from trackcheck_kit import App, serve  # noqa: E402


class MyApp(App):
    def __init__(self, case):
        super().__init__(case)
        self.tracker = MyTracker(notifications_allowed=self.notifications_allowed, use_track_action=self.use_track_action)

    def will_present(self, user_info, state): self.tracker.will_present(user_info)
    def did_receive_remote_notification(self, user_info, state): self.tracker.did_receive_remote_notification(user_info, state)
    def did_receive(self, user_info, action, state):
        # The app's registered categories say which action buttons open the app (options "foreground").
        self.tracker.did_receive(user_info, action, self.registered_categories)
    def on_dismiss(self, intent): self.tracker.on_dismissed(intent.extras)
    def on_create(self, intent, saved): self.tracker.on_intent(intent, saved)
    def on_new_intent(self, intent): self.tracker.on_intent(intent, None)

    def on_message_received(self, message):
        data = message["data"]
        number = zlib.crc32(("%s/%s" % (data.get("_dId"), data.get("_mId"))).encode()) & 0x7FFFFFFF
        self.tracker.on_message_received(data, self.notification_manager, number)


if __name__ == "__main__":
    sys.exit(serve(MyApp, name="my-tracker", version="0.1.0"))

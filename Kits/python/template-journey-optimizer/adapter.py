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
        self.tracker = MyTracker(notifications_allowed=self.notifications_allowed)

    def will_present(self, user_info, state): self.tracker.will_present(user_info)
    def did_receive_remote_notification(self, user_info, state): self.tracker.did_receive_remote_notification(user_info, state)
    # The response being handled, as iOS hands it to userNotificationCenter(_:didReceive:withCompletionHandler:).
    def did_receive(self, user_info, action, state): self.tracker.did_receive(self.response)
    def on_dismiss(self, intent): self.tracker.on_dismissed(intent)
    def on_create(self, intent, saved): self.tracker.on_intent(intent, saved)
    def on_new_intent(self, intent): self.tracker.on_intent(intent, None)

    def on_message_received(self, message):
        data = message["data"]
        number = zlib.crc32(("%s/%s" % (message.get("messageId"), data.get("_xdm"))).encode()) & 0x7FFFFFFF
        self.tracker.on_message_received(message, self.notification_manager, number)


if __name__ == "__main__":
    sys.exit(serve(MyApp, name="my-tracker", version="0.1.0",
                   apis=["handleNotificationResponse", "trackPushReceived"]))

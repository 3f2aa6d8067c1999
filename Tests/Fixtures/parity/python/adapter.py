#!/usr/bin/env python3
"""The parity tracker on the Python kit (Tests/Fixtures/parity/README.md): the same logic in every kit."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "Kits", "python"))

from trackcheck_kit import (Activity, ActivityInfo, App, Intent, Manifest, MobileCore, NotificationAction,  # noqa: E402
                            PendingIntent, serve)


def track(extras, *actions):
    if "_dId" in extras and "_mId" in extras:
        for action in actions:
            MobileCore.collectMessageInfo({"deliveryId": extras["_dId"], "broadlogId": extras["_mId"], "action": action})


class MainActivity(Activity):
    """Tracks the intent that opened it (onCreate, onNewIntent) and consumes it in onResume."""

    def on_create(self, saved_instance_state):
        if saved_instance_state is None:
            self.handle(self.get_intent())

    def on_new_intent(self, intent):
        self.handle(intent)

    def on_resume(self):
        if "_dId" in self.get_intent().extras:
            self.set_intent(Intent())

    def handle(self, intent):
        if Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY not in intent.flags:
            track(intent.extras, "2", "1")


class ParityApp(App):
    manifest = Manifest(target_sdk=31, receivers=["NotificationDismissedReceiver", "TapReceiver"], services=["SyncService"],
                        activities=[ActivityInfo("MainActivity", launch_mode="singleTop", launcher=True,
                                                 config_changes=["orientation", "screenSize"], activity_class=MainActivity)])

    def __init__(self, case):
        super().__init__(case)
        self.waiting = []   # pushes whose notification is posted later, at the next callback
        self.posted = 0

    def post_waiting(self):
        waiting, self.waiting = self.waiting, []
        flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]
        for data in waiting:
            self.posted += 1
            number = self.posted
            tap = Intent(component="TapReceiver", extras=data)
            dismiss = Intent(component="NotificationDismissedReceiver", extras=data)
            stack = [Intent(component="MainActivity"),
                     Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_SINGLE_TOP], extras=data)]
            self.notification_manager.notify(
                number, tag="campaign", content_intent=PendingIntent.get_broadcast(number, tap, flags),
                delete_intent=PendingIntent.get_broadcast(number, dismiss, flags),
                actions=[NotificationAction("Open", PendingIntent.get_activities(number, stack, [PendingIntent.FLAG_IMMUTABLE]))])

    def on_message_received(self, message):
        self.post_waiting()
        track(message["data"], "7")
        self.waiting.append(message["data"])

    def on_receive(self, receiver, intent):
        self.post_waiting()
        if receiver == "TapReceiver":  # a trampoline: opens the activity, an extra of its own added and one rewritten
            opened = Intent(component="MainActivity", extras=intent.extras,
                            flags=[Intent.FLAG_ACTIVITY_NEW_TASK, Intent.FLAG_ACTIVITY_CLEAR_TOP])
            opened.put_extra("tap", "true")
            if intent.has_extra("title"):
                opened.put_extra("title", "dispatched: " + intent.get_string_extra("title"))
            self.start_activity(opened)

    def on_dismiss(self, intent):
        self.post_waiting()
        track(intent.extras, "2")

    def on_start_command(self, service, intent):
        self.notification_manager.cancel_all()

    def on_pause(self):
        self.post_waiting()


if __name__ == "__main__":
    sys.exit(serve(ParityApp, name="parity-python", version="1", platforms=["android"]))

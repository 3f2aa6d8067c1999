#!/usr/bin/env python3
"""The Java example's Android app (Examples/java) on the Python kit, line for line: a messaging
service, a dismiss receiver and an activity that tracks its intent once, when it is delivered.

    activity_kit_adapter.py              the activity calls setIntent(intent) in onNewIntent
    activity_kit_adapter.py --consume    it consumes its intent instead: setIntent(new Intent()) in onResume

Every Android case passes with either, as with the Java example on the Java kit.
"""
import os
import sys
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Kits", "python"))

from trackcheck_kit import Activity, ActivityInfo, App, Intent, Manifest, MobileCore, PendingIntent, serve  # noqa: E402

CONSUME = "--consume" in sys.argv[1:]


class PushTracking:
    """The rules every component shares (Examples/java/PushTracking.java)."""

    use_track_action = False

    @staticmethod
    def tracking_ids(keys):
        flag = keys.get("_acsDeliveryTracking")
        if flag is not None and not (isinstance(flag, str) and flag.lower() == "on"):
            return None
        delivery_id, broadlog_id = keys.get("_dId"), keys.get("_mId")
        if not isinstance(delivery_id, str) or not isinstance(broadlog_id, str) or not delivery_id or not broadlog_id:
            return None
        return delivery_id, broadlog_id

    @classmethod
    def send(cls, ids, action):
        context = {"deliveryId": ids[0], "broadlogId": ids[1], "action": action}
        if cls.use_track_action:
            MobileCore.trackAction("tracking", context)
        else:
            MobileCore.collectMessageInfo(context)


class MainActivity(Activity):
    """The activity a notification opens: its intent is tracked once, when it is delivered."""

    def on_create(self, saved_instance_state):
        # Re-created from its saved state (a rotation, a task restored after its process died): handled before.
        if saved_instance_state is None:
            self.handle(self.get_intent())

    def on_new_intent(self, intent):
        if not CONSUME:
            self.set_intent(intent)
        self.handle(intent)

    def on_resume(self):
        if CONSUME and self.get_intent() is not None and self.get_intent().has_extra("_dId"):
            self.set_intent(Intent())

    def handle(self, intent):
        # Recents replays the intent that opened the task: not a new tap.
        if intent is None or Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY in intent.flags:
            return
        if "_dId" in intent.extras or "_mId" in intent.extras:
            ids = PushTracking.tracking_ids(intent.extras)
            if ids is not None:
                PushTracking.send(ids, "2")
                PushTracking.send(ids, "1")


class ExampleApp(App):
    manifest = Manifest(activities=[ActivityInfo("MainActivity", launcher=True, activity_class=MainActivity)],
                        receivers=["NotificationDismissedReceiver"])
    platforms = ["android"]

    @classmethod
    def reset_process(cls):
        PushTracking.use_track_action = False

    def __init__(self, case):
        super().__init__(case)
        PushTracking.use_track_action = self.use_track_action
        self.impressions = set()  # the messaging service's: each push once per process

    def on_message_received(self, message):
        data = message["data"]
        ids = PushTracking.tracking_ids(data)
        if ids is not None and self.notifications_allowed and ids not in self.impressions:
            self.impressions.add(ids)
            PushTracking.send(ids, "7")
        number = zlib.crc32(("%s/%s" % (data.get("_dId"), data.get("_mId"))).encode()) & 0x7FFFFFFF
        flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]
        open_intent = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP], extras=data)
        dismiss = Intent(component="NotificationDismissedReceiver", extras=data)
        self.notification_manager.notify(number, content_intent=PendingIntent.get_activity(number, open_intent, flags),
                                         delete_intent=PendingIntent.get_broadcast(number, dismiss, flags))

    def on_dismiss(self, intent):
        ids = PushTracking.tracking_ids(intent.extras)
        if ids is not None:
            PushTracking.send(ids, "2")


if __name__ == "__main__":
    sys.exit(serve(ExampleApp, name="activity-python" + ("-consume" if CONSUME else ""), version="1.0.0"))

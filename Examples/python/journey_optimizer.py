#!/usr/bin/env python3
"""The Python example of a Journey Optimizer tracker (AEP Messaging), on trackcheck-kit, with its adapter.

    trackcheck run --profile journey-optimizer -- python3 journey_optimizer.py           # as the documents say
    trackcheck run --profile journey-optimizer -- python3 journey_optimizer.py --wrong   # the documents' sample

iOS: the notification-centre delegate hands every response it handles to
`Messaging.handleNotificationResponse(response)` (AEP-SDK-DOCS-AJO pn/ios/api-reference.md). Android, the app
displaying the push itself (pn/android/manual-display-and-tracking.md): `Messaging.trackPushReceived(remoteMessage)`
in `onMessageReceived`, each notification's intents given the push's tracking details
(`Messaging.addPushTrackingDetails`) with a request code of their own, the open tracked as
`handleNotificationResponse(intent, true, null)` from the intent that reaches `onCreate` (not re-created) or
`onNewIntent`, a dismissal as `handleNotificationResponse(intent, false, "Dismiss")`.

`--wrong` is the documents' manual sample as written: it tracks the open from `getIntent()` in every
`onResume`, so a return to the app, a rotation or Recents tracks it again (JO-NO-TRACK-OTHER-OPEN), and it
builds every PendingIntent with request code 0, so an older notification opens the newest push (JO-OWN-DETAILS).
"""
import os
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "..", "Kits", "python")]  # the kit, when not installed with pip

from trackcheck_kit import App, Intent, Messaging, PendingIntent, serve  # noqa: E402

WRONG = "--wrong" in sys.argv[1:]
FLAGS = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]


class JourneyOptimizerApp(App):
    """Each OS callback goes to the tracking it calls for."""

    # iOS: the response being handled (App.response), handed to the SDK once.
    def did_receive(self, user_info, action, state):
        Messaging.handle_notification_response(self.response)

    # Android.
    def on_message_received(self, message):
        Messaging.track_push_received(message)
        if not self.notifications_allowed:
            return
        data = message["data"]
        number = zlib.crc32(message["messageId"].encode()) & 0x7FFFFFFF
        code = 0 if WRONG else number
        content = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP])
        delete = Intent(component="NotificationDismissedReceiver")
        for intent in (content, delete):
            Messaging.add_push_tracking_details(intent, message.get("messageId"), data)
        self.notification_manager.notify(number, content_intent=PendingIntent.get_activity(code, content, FLAGS),
                                         delete_intent=PendingIntent.get_broadcast(code, delete, FLAGS))

    def on_dismiss(self, intent):
        Messaging.handle_notification_response(intent, False, "Dismiss")

    def on_create(self, intent, saved):
        if saved is None and not WRONG:
            self.opened(intent)

    def on_new_intent(self, intent):
        if not WRONG:
            self.opened(intent)

    def on_resume(self, intent):
        if WRONG:
            self.opened(intent)

    @staticmethod
    def opened(intent):
        if intent.get_string_extra("messageId"):
            Messaging.handle_notification_response(intent, True, None)


if __name__ == "__main__":
    sys.exit(serve(JourneyOptimizerApp, name="python-journey-optimizer-example" + ("-wrong" if WRONG else ""), version="1.0.0",
                   apis=["handleNotificationResponse", "trackPushReceived"]))

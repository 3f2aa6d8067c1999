#!/usr/bin/env python3
"""Journey Optimizer iOS probe apps: correct-but-different and wrong iOS apps of Adobe
Journey Optimizer (AEP Messaging), on the Python kit's `Messaging`, each wired the way
a sentence of Adobe's Journey Optimizer documents or of AEPMessaging's source decides
(docs/profiles/journey-optimizer.md). `run_probes.py` runs each with `trackcheck run
--profile journey-optimizer` and checks the verdict that sentence decides.

    python3 jo_probe_apps.py PROBE-ID      # serve one probe app over the protocol

`DocumentsApp` is the documents' iOS app (AEP-SDK-DOCS-AJO pn/ios/api-reference.md@09275040):
its notification-centre delegate, set before launch finishes with a category that has
a custom dismiss action, hands every response it handles to
`Messaging.handleNotificationResponse(response)`, once; nothing else is tracked.
`DetailsOnlyApp` is an Android app displaying the push itself whose notification's intent
carries only what `Messaging.addPushTrackingDetails` puts on it (no copy of the push's data):
the documents' manual display and tracking (pn/android/manual-display-and-tracking.md@8501c1d6).
Every probe changes one thing of one of them.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path[:0] = [os.path.join(ROOT, "Kits", "python")]

import zlib  # noqa: E402

from trackcheck_kit import App, Intent, Messaging, PendingIntent, serve  # noqa: E402

APIS = ["handleNotificationResponse", "trackPushReceived"]


class DocumentsApp(App):
    """The documents' iOS app: each response handed to the SDK in didReceive."""

    def did_receive(self, user_info, action, state):
        Messaging.handle_notification_response(self.response)


class ReceivedAndActive(DocumentsApp):
    """Hands a tap's response to the SDK in didReceive, and again when the app becomes active after it: the same
    interaction twice (the pattern of an app that also reacts to the launch)."""

    def did_receive(self, user_info, action, state):
        super().did_receive(user_info, action, state)
        if action == "com.apple.UNNotificationDefaultActionIdentifier":
            self.pending = self.response

    def did_become_active(self):
        response = getattr(self, "pending", None)
        if response is not None:
            Messaging.handle_notification_response(response)
            self.pending = None


class WithoutDelegate(DocumentsApp):
    """Never sets a notification-centre delegate (Adobe's SwiftUI and Objective-C demo apps): it has no response
    to hand the SDK."""

    notification_delegate = False


class DetailsOnlyApp(App):
    """Android: the receive in onMessageReceived, a notification whose content intent carries the push's tracking
    details alone, and the open from the intent delivered to onCreate (not re-created) or onNewIntent."""

    def on_message_received(self, message):
        Messaging.track_push_received(message)
        if not self.notifications_allowed:
            return
        number = zlib.crc32(message["messageId"].encode()) & 0x7FFFFFFF
        content = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP])
        Messaging.add_push_tracking_details(content, message.get("messageId"), message["data"])
        flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]
        self.notification_manager.notify(number, content_intent=PendingIntent.get_activity(number, content, flags))

    def on_create(self, intent, saved):
        if saved is None:
            self.opened(intent)

    def on_new_intent(self, intent):
        self.opened(intent)

    def opened(self, intent):
        if intent.get_string_extra("messageId"):
            Messaging.handle_notification_response(intent, True, None)


class DetailsNeverTracked(DetailsOnlyApp):
    """Puts the tracking details on the intent and never hands the tapped intent to the SDK."""

    def opened(self, intent):
        pass


PROBES = {
    "jo-ios-documents": DocumentsApp,
    "jo-ios-response-twice": ReceivedAndActive,
    "jo-ios-no-delegate": WithoutDelegate,
    "jo-android-details-only": DetailsOnlyApp,
    "jo-android-details-never-tracked": DetailsNeverTracked,
}

if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in PROBES:
        sys.exit("usage: jo_probe_apps.py PROBE-ID (one of %s)" % ", ".join(sorted(PROBES)))
    platform = "android" if "-android-" in sys.argv[1] else "ios"
    sys.exit(serve(PROBES[sys.argv[1]], name=sys.argv[1], version="1.0.0", platforms=[platform], apis=APIS))

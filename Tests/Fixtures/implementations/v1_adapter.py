#!/usr/bin/env python3
"""A protocol v1 adapter, kept as it was before protocol 2: the Python
example's tracker (Examples/python), driven by the version 1 loop. The tests
run it to show that a v1 adapter keeps working unchanged.

Originally: trackcheck protocol v1 adapter for the Python push-tracking example.

Reads one JSON message per line on stdin, routes each OS callback to the
tracker's handler, and answers with the SDK calls the handler made. See
docs/PROTOCOL.md. Standard library only.

    python3 adapter.py            # the correct tracker (push_tracking.py)
    python3 adapter.py --wrong    # the documents' samples, mistakes included
"""
import json
import os
import sys

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Examples", "python"))

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Kits", "python"))


class MobileCore:
    """The recorder this adapter had: collectMessageInfo and trackAction calls in order."""

    def __init__(self):
        self.calls = []

    def collect_message_info(self, context_data):
        self.calls.append({"api": "collectMessageInfo", "contextData": dict(context_data)})

    def track_action(self, action, context_data):
        self.calls.append({"api": "trackAction", "action": action, "contextData": dict(context_data)})

    def take_calls(self):
        calls, self.calls = self.calls, []
        return calls
from push_tracking import PushTracking  # noqa: E402
from push_tracking_wrong import PushTrackingFromTheSamples  # noqa: E402

PROTOCOL = 1


def route(tracker, name, args):
    """Calls the handler the OS would call for this callback."""
    if name == "userNotificationCenter(_:willPresent:withCompletionHandler:)":
        tracker.ios_will_present(args["userInfo"])
    elif name == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)":
        tracker.ios_did_receive_remote_notification(args["userInfo"], args["applicationState"])
    elif name == "userNotificationCenter(_:didReceive:withCompletionHandler:)":
        tracker.ios_did_receive(args["userInfo"], args["actionIdentifier"])
    elif name == "FirebaseMessagingService.onMessageReceived":
        tracker.android_on_message_received(args["message"]["data"])
    elif name == "NotificationDismissedReceiver.onReceive":
        tracker.android_on_notification_dismissed(args["intent"]["extras"])
    elif name in ("Activity.onCreate", "Activity.onNewIntent"):
        tracker.android_on_intent(args["intent"], args.get("savedInstanceState"))
    elif name == "Activity.onResume" and hasattr(tracker, "android_on_resume"):
        tracker.android_on_resume(args["intent"])
    # Every other callback (lifecycle) has no tracking code in this app.


def main():
    wrong = "--wrong" in sys.argv[1:]
    tracker_class = PushTrackingFromTheSamples if wrong else PushTracking
    core = MobileCore()
    tracker = None

    def send(message):
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()

    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        request = message.get("id")
        if kind == "hello":
            if PROTOCOL not in message.get("protocols", [message.get("protocol")]):
                sys.stderr.write("adapter speaks protocol %d only\n" % PROTOCOL)
                return 1
            send({"type": "hello", "protocol": PROTOCOL,
                  "implementation": {"name": "python-example" + ("-wrong" if wrong else ""), "version": "1.0.0"},
                  "platforms": ["ios", "android"], "apis": ["collectMessageInfo", "trackAction"]})
        elif kind == "begin":
            # A fresh app for every case: nothing leaks from one case to the next.
            core = MobileCore()
            tracker = tracker_class(
                core,
                use_track_action=message.get("api") == "trackAction",
                notifications_allowed=message.get("device", {}).get("notificationsAllowed", True),
                categories=message.get("app", {}).get("categories", []))
            send({"type": "ready", "id": request})
        elif kind == "callback":
            try:
                route(tracker, message["name"], message.get("args", {}))
            except Exception as error:  # report it; trackcheck marks the case as an error
                send({"type": "error", "id": request, "message": "%s: %s" % (type(error).__name__, error)})
                continue
            send({"type": "calls", "id": request, "calls": core.take_calls()})
        elif kind == "end":
            send({"type": "calls", "id": request, "calls": core.take_calls()})
        elif kind == "bye":
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())

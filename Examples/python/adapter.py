#!/usr/bin/env python3
"""trackcheck protocol adapter (version 2, or 1) for the Python push-tracking example.

Reads one JSON message per line on stdin, routes each OS callback to the
tracker's handler, and answers with the SDK calls the handler made and, in
version 2, what the app did besides: the notifications its service posts and
the categories it registers. See docs/PROTOCOL.md. Standard library only.

    python3 adapter.py            # the correct tracker (push_tracking.py)
    python3 adapter.py --wrong    # the documents' samples, mistakes included
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from mobile_core import MobileCore  # noqa: E402
from push_tracking import PushTracking  # noqa: E402
from push_tracking_wrong import PushTrackingFromTheSamples  # noqa: E402

PROTOCOLS = (2, 1)


def route(tracker, name, args, numbers=None):
    """Calls the handler the OS would call for this callback."""
    if name == "userNotificationCenter(_:willPresent:withCompletionHandler:)":
        tracker.ios_will_present(args["userInfo"])
    elif name == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)":
        tracker.ios_did_receive_remote_notification(args["userInfo"], args["applicationState"])
    elif name == "userNotificationCenter(_:didReceive:withCompletionHandler:)":
        tracker.ios_did_receive(args["userInfo"], args["actionIdentifier"])
    elif name == "FirebaseMessagingService.onMessageReceived":
        data = args["message"]["data"]
        tracker.android_on_message_received(data)
        # The service posts the notification (reported in protocol version 2).
        # Each push gets a notification id of its own, as the app's code numbers them.
        numbers = {} if numbers is None else numbers
        number = numbers.setdefault((data.get("_dId"), data.get("_mId")), len(numbers) + 1)
        return {"posted": [tracker.android_notification(data, number)]}
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
    protocol = 1
    categories = []
    numbers = {}

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
            offered = message.get("protocols", [message.get("protocol")])
            spoken = [version for version in PROTOCOLS if version in offered]
            if not spoken:
                sys.stderr.write("adapter speaks protocols %s only\n" % (PROTOCOLS,))
                return 1
            protocol = spoken[0]
            send({"type": "hello", "protocol": protocol,
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
            categories = message.get("app", {}).get("categories", [])
            numbers = {}
            ready = {"type": "ready", "id": request}
            if protocol >= 2:
                # The app's manifest and launch-time registrations: a standard
                # activity; on iOS the categories this case's app registers.
                ready["app"] = {"launchMode": "standard"}
                if message.get("platform") == "ios":
                    ready["app"]["categories"] = categories
            send(ready)
        elif kind == "callback":
            try:
                app = route(tracker, message["name"], message.get("args", {}), numbers)
            except Exception as error:  # report it; trackcheck marks the case as an error
                send({"type": "error", "id": request, "message": "%s: %s" % (type(error).__name__, error)})
                continue
            answer = {"type": "calls", "id": request, "calls": core.take_calls()}
            if protocol >= 2 and app:
                answer["app"] = app
            send(answer)
        elif kind == "end":
            send({"type": "calls", "id": request, "calls": core.take_calls()})
        elif kind == "bye":
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())

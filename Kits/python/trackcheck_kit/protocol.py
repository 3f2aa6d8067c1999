"""The trackcheck protocol loop (versions 2 and 1), with stdout protection.

`serve(MyApp)` reads the harness's messages on stdin, plays each callback to
a fresh `MyApp` per case, and answers with the SDK calls the handler made and
what the app did (protocol 2). Before any app code runs, the protocol moves
to a descriptor of its own and the process's stdout goes to stderr, so
whatever the tracker prints cannot corrupt the protocol.
"""
import io
import json
import os
import sys

from .android import Intent, NotificationManager
from .sdk import MobileCore

PROTOCOLS = (2, 1)


def _protect_stdout():
    """The protocol's own stream; fd 1 and sys.stdout now lead to stderr."""
    protocol_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return io.open(protocol_fd, "w", encoding="utf-8", buffering=1, newline="\n")


class _Session:
    def __init__(self, app_class, manager):
        self.app_class = app_class
        self.manager = manager
        self.case = {}
        self.app = None
        self.protocol = 1

    def begin(self, message):
        self.case = message
        self.app = self.app_class(message)
        MobileCore.take_calls()
        self.manager.take()
        self.app.notification_manager = self.manager

    def ready_app(self):
        app = {"launchMode": self.app.launch_mode, "notificationDelegate": self.app.notification_delegate}
        if self.case.get("platform") == "ios":
            app["categories"] = list(self.app.registered_categories.values())
        return app

    def callback(self, name, args):
        app = self.app
        state = args.get("applicationState")
        if name == "Process.killed":
            # The process ended: a fresh instance is the next process's app.
            self.app = self.app_class(self.case)
            self.app.notification_manager = self.manager
        elif name == "application(_:didFinishLaunchingWithOptions:)":
            app.did_finish_launching(args.get("launchOptions", {}), state)
        elif name == "userNotificationCenter(_:willPresent:withCompletionHandler:)":
            app.will_present(args["userInfo"], state)
        elif name == "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)":
            app.did_receive_remote_notification(args["userInfo"], state)
        elif name == "userNotificationCenter(_:didReceive:withCompletionHandler:)":
            app.did_receive(args["userInfo"], args["actionIdentifier"], state)
        elif name == "applicationWillEnterForeground(_:)":
            app.will_enter_foreground()
        elif name == "applicationDidBecomeActive(_:)":
            app.did_become_active()
        elif name == "applicationWillResignActive(_:)":
            app.will_resign_active()
        elif name == "applicationDidEnterBackground(_:)":
            app.did_enter_background()
        elif name == "Application.onCreate":
            app.on_application_create()
        elif name == "FirebaseMessagingService.onMessageReceived":
            app.on_message_received(args["message"])
        elif name == "NotificationDismissedReceiver.onReceive":
            app.on_dismiss(Intent.from_json(args.get("intent")))
        elif name == "Activity.onCreate":
            app.on_create(Intent.from_json(args.get("intent")), args.get("savedInstanceState"))
        elif name == "Activity.onNewIntent":
            app.on_new_intent(Intent.from_json(args.get("intent")))
        elif name == "Activity.onResume":
            app.on_resume(Intent.from_json(args.get("intent")))
        elif name == "Activity.onPause":
            app.on_pause()
        report = self.manager.take()
        if self.app._set_intent:
            report["setIntent"] = True
            self.app._set_intent = False
        return report


def serve(app_class, name, version="unknown", platforms=("ios", "android"), apis=("collectMessageInfo", "trackAction")):
    """Serves the protocol on stdin/stdout until `bye`; returns the exit status."""
    out = _protect_stdout()
    session = _Session(app_class, NotificationManager())

    def send(message):
        out.write(json.dumps(message) + "\n")
        out.flush()

    for line in sys.stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind, request = message.get("type"), message.get("id")
        if kind == "hello":
            offered = message.get("protocols", [message.get("protocol")])
            spoken = [version for version in PROTOCOLS if version in offered]
            if not spoken:
                sys.stderr.write("trackcheck-kit speaks protocols %s, the harness offers %s\n" % (PROTOCOLS, offered))
                return 1
            session.protocol = spoken[0]
            send({"type": "hello", "protocol": session.protocol,
                  "implementation": {"name": name, "version": version},
                  "platforms": list(platforms), "apis": list(apis),
                  # One line at a time, in order: the whole case can come at once.
                  "features": ["pipelining"]})
        elif kind == "begin":
            session.begin(message)
            ready = {"type": "ready", "id": request}
            if session.protocol >= 2:
                ready["app"] = session.ready_app()
            send(ready)
        elif kind == "callback":
            try:
                report = session.callback(message["name"], message.get("args", {}))
            except Exception as error:  # reported; trackcheck marks the case as an error
                send({"type": "error", "id": request, "message": "%s: %s" % (type(error).__name__, error)})
                continue
            answer = {"type": "calls", "id": request, "calls": MobileCore.take_calls()}
            if session.protocol >= 2 and report:
                answer["app"] = report
            send(answer)
        elif kind == "end":
            send({"type": "calls", "id": request, "calls": MobileCore.take_calls()})
        elif kind == "bye":
            return 0
        else:
            send({"type": "error", "id": request, "message": "unknown message type %r" % kind})
    return 0

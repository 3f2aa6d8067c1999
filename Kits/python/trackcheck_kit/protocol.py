"""The trackcheck protocol loop (versions 3, 2 and 1), with stdout protection.

`serve(MyApp)` reads the harness's messages on stdin, plays each callback to
a fresh `MyApp` per case, and answers with the SDK calls the handler made and
what the app did (protocols 2 and 3). Before any app code runs, the protocol moves
to a descriptor of its own and the process's stdout goes to stderr, so
whatever the tracker prints cannot corrupt the protocol.
"""
from __future__ import annotations

import io
import json
import os
import sys
from typing import Any, Dict, Optional

from .android import Activity, Context, Intent, NotificationManager
from .sdk import MobileCore

PROTOCOLS = (3, 2, 1)
LAUNCH = "application(_:didFinishLaunchingWithOptions:)"
ACTIVITY_CALLBACKS = ("Activity.onCreate", "Activity.onNewIntent", "Activity.onResume", "Activity.onPause",
                      "Activity.onConfigurationChanged")


def _protect_stdout():
    """The protocol's own stream; fd 1 and sys.stdout now lead to stderr."""
    protocol_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return io.open(protocol_fd, "w", encoding="utf-8", buffering=1, newline="\n")


def _delegate_timing(value: Any) -> str:
    """`notification_delegate` as protocol 3 says it: "launch", "late" or "none"."""
    if value is True or value == "launch":
        return "launch"
    if value is False or value is None or value == "none":
        return "none"
    if value == "late":
        return "late"
    raise ValueError("notification_delegate must be True, False, 'launch', 'late' or 'none', not %r" % (value,))


class _Session:
    def __init__(self, app_class):
        self.app_class = app_class
        self.manager = NotificationManager()
        self.case: Dict[str, Any] = {}
        self.app = None
        self.protocol = 1
        #: The live activities by class name (one instance each); the one last called.
        self.activities: Dict[str, Activity] = {}
        self.current: Optional[Activity] = None

    def begin(self, message):
        self.case = message
        self.manager = NotificationManager()
        self.manager.requires_for = self.protocol >= 3
        MobileCore.take_calls()
        self.new_process()

    def new_process(self):
        """A new process: a fresh app, no live activity; the kit keeps the pushes it saw."""
        self.app = self.app_class(self.case)
        self.app.notification_manager = self.manager
        self.activities, self.current = {}, None

    def ready_app(self):
        app_class = self.app
        if self.protocol < 3:
            return {"launchMode": app_class.launch_mode,
                    "notificationDelegate": _delegate_timing(app_class.notification_delegate) == "launch",
                    **({"categories": list(self.app.registered_categories.values())}
                       if self.case.get("platform") == "ios" else {})}
        if self.case.get("platform") == "ios":
            return {"notificationDelegate": _delegate_timing(app_class.notification_delegate),
                    "categories": list(self.app.registered_categories.values())}
        manifest = app_class.manifest
        app = manifest.json() if manifest is not None else {}
        if "activities" not in app:
            app["launchMode"] = app_class.launch_mode
        return app

    def activity(self, name: str, args: Dict[str, Any]) -> Activity:
        """The instance the callback is for; `Activity.onCreate` makes a new one."""
        intent = Intent.from_json(args.get("intent"))
        manifest = self.app.manifest
        named = args.get("activity")
        if named is None and name != "Activity.onCreate" and self.current is not None:
            named = self.current.name
        if named is None:
            declared = manifest.activity(intent.component) if manifest is not None else None
            launcher = manifest.launcher() if manifest is not None else None
            named = (declared or launcher).name if (declared or launcher) else (intent.component or "MainActivity")
        instance = self.activities.get(named)
        if instance is None or name == "Activity.onCreate":
            info = manifest.activity(named) if manifest is not None else None
            activity_class = (info.activity_class if info is not None else None) or Activity
            instance = activity_class(self.app, named, intent)
            self.activities[named] = instance
        elif name == "Activity.onResume" and "intent" in args:
            instance._intent = intent  # what getIntent() returns now, as the system says
        self.current = instance
        return instance

    def callback(self, name, args):
        app = self.app
        app._facts, app._callback = {}, name
        state = args.get("applicationState")
        if name == "Process.killed":
            self.new_process()
            return {}
        if name in ACTIVITY_CALLBACKS:
            activity = self.activity(name, args)
            app.activity = app.context = activity
            if name == "Activity.onCreate":
                activity.on_create(args.get("savedInstanceState"))
            elif name == "Activity.onNewIntent":
                activity.on_new_intent(Intent.from_json(args.get("intent")))
            elif name == "Activity.onResume":
                activity.on_resume()
            elif name == "Activity.onPause":
                activity.on_pause()
            else:
                activity.on_configuration_changed(args.get("newConfig", {}))
            if activity.finishing:
                self.activities.pop(activity.name, None)
                self.current = None
        elif name == LAUNCH:
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
            message = args["message"]
            self.manager.messages.append((message.get("messageId"), message.get("data", {})))
            self.manager.handling, self.manager.in_message_received = message.get("messageId"), True
            app.context = Context(app, "FirebaseMessagingService")
            try:
                app.on_message_received(message)
            finally:
                self.manager.handling, self.manager.in_message_received = None, False
        elif name == "NotificationDismissedReceiver.onReceive":
            intent = Intent.from_json(args.get("intent"))
            app.context = Context(app, args.get("receiver") or intent.component or "NotificationDismissedReceiver")
            app.on_dismiss(intent)
        elif name == "BroadcastReceiver.onReceive":
            app.context = Context(app, args["receiver"])
            app.on_receive(args["receiver"], Intent.from_json(args.get("intent")))
        elif name == "Service.onStartCommand":
            app.context = Context(app, args["service"])
            app.on_start_command(args["service"], Intent.from_json(args.get("intent")))
        app.activity = app.context = None
        return self.report(name, app._facts)

    def report(self, name: str, facts: Dict[str, Any]) -> Dict[str, Any]:
        """`calls.app`: what the app did besides tracking, as the protocol spoken says it."""
        report = self.manager.take(self.protocol)
        if "setIntent" in facts:
            if self.protocol >= 3:
                report["setIntent"] = facts["setIntent"].json()
            elif name == "Activity.onNewIntent":
                report["setIntent"] = True
        if self.protocol >= 3:
            for key in ("startActivity", "finish", "notificationDelegate"):
                if key in facts:
                    report[key] = facts[key]
        return report


def serve(app_class: type, name: str, version: str = "unknown", platforms=("ios", "android"),
          apis=("collectMessageInfo", "trackAction")) -> int:
    """Serves the protocol on stdin/stdout until `bye`; returns the exit status."""
    out = _protect_stdout()
    session = _Session(app_class)

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
                MobileCore.take_calls()
                session.manager.take(session.protocol)
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

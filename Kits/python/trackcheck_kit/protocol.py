"""The trackcheck protocol loop (versions 3, 2 and 1), with stdout protection.

`serve(MyApp)` reads the harness's messages on stdin, plays each callback to
a fresh `MyApp` per case, and answers with the SDK calls the handler made and
what the app did (protocols 2 and 3), and, when the adapter reports hits, the requests
the SDK sent (network.py). Before any app code runs, the protocol moves
to a descriptor of its own and the process's stdout goes to stderr, so
whatever the tracker prints cannot corrupt the protocol.
"""
from __future__ import annotations

import io
import json
import os
import socket
import sys
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, TextIO, Tuple, Type

from .android import Activity, Build, Context, Intent, Looper, NotificationManager
from .app import APIS, KNOWN_APIS, PLATFORMS, App, Unsupported, _starting, declared_apis, declared_platforms
from .network import EVIDENCE, CampaignHits, NetworkRecorder, reports_from_command_line
from .sdk import MobileCore, UNNotificationResponse

PROTOCOLS = (3, 2, 1)
LAUNCH = "application(_:didFinishLaunchingWithOptions:)"
ACTIVITY_CALLBACKS = ("Activity.onCreate", "Activity.onNewIntent", "Activity.onResume", "Activity.onPause",
                      "Activity.onConfigurationChanged")
#: Every callback the kit plays: docs/protocol.schema.json's `callbackName` (tests/test_surface.py checks it).
CALLBACKS = (
    LAUNCH, "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
    "userNotificationCenter(_:willPresent:withCompletionHandler:)", "userNotificationCenter(_:didReceive:withCompletionHandler:)",
    "applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)", "applicationDidEnterBackground(_:)",
    "applicationWillResignActive(_:)", "FirebaseMessagingService.onMessageReceived", "NotificationDismissedReceiver.onReceive",
) + ACTIVITY_CALLBACKS + ("Application.onCreate", "Process.killed", "BroadcastReceiver.onReceive", "Service.onStartCommand")


def _protect_stdout() -> TextIO:
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
    """One case at a time: the app's process, its live activities, the pushes it saw."""

    def __init__(self, app_class: Type[App], platforms: Sequence[str] = PLATFORMS, apis: Sequence[str] = APIS,
                 reports: Sequence[str] = ("calls",)):
        self.app_class = app_class
        self.platforms = list(platforms)
        self.apis = list(apis)
        #: What the answers carry: "calls", "hits" (the requests the SDK sent), or both.
        self.reports = list(reports)
        self.manager = NotificationManager()
        self.case: Dict[str, Any] = {}
        self.app: Any = None
        self.protocol = 1
        #: The live activities by class name (one instance each); the one last called.
        self.activities: Dict[str, Activity] = {}
        self.current: Optional[Activity] = None
        #: An exception of the case's set-up (the app already running at begin): the first answer reports it.
        self.setup_error: Optional[str] = None
        #: Whether this process's `Application.onCreate` ran.
        self.application_created = False

    def begin(self, message: Dict[str, Any]) -> Optional[str]:
        """A new case: a fresh process. Returns why the app cannot run it, or None."""
        self.case = message
        self.manager = NotificationManager()
        self.manager.requires_for = self.protocol >= 3
        self.setup_error = None
        MobileCore.take_calls()
        NetworkRecorder.shared.take()
        Looper.get_main_looper()._clear()
        platform, api = message.get("platform"), message.get("api", "any")
        # The stand-ins send hits as this platform's Campaign extension builds them.
        CampaignHits.platform = "ios" if platform == "ios" else "android"
        if platform not in self.platforms:
            return "the app declares no %s handlers" % platform
        if api != "any" and api not in self.apis:
            return "the tracker does not call %s" % api
        try:
            verdict = self.app_class.supports(message)
            if verdict is False or isinstance(verdict, str):
                return verdict if isinstance(verdict, str) else "the app does not support this case"
            self.new_process(restarted=False)
        except Unsupported as unsupported:
            return unsupported.reason
        except Exception as error:  # the app's constructor failed: the case's first answer says so
            self.setup_error = "%s: %s (while the app was created)" % (type(error).__name__, error)
            return None
        if message.get("initialState") in ("foreground", "background"):
            try:
                if platform == "android":
                    self.already_running(message["initialState"])
                else:
                    self.already_launched()
            except Exception as error:  # reported with the first answer
                self.setup_error = "%s: %s (while the app was started before the case)" % (type(error).__name__, error)
        return None

    def new_process(self, restarted: bool) -> None:
        """A new process: module state reset, a fresh app, no live activity; the kit keeps the pushes it saw."""
        Looper.get_main_looper()._clear()
        self.app_class.reset_process()
        sdk = self.app_class.sdk_int
        manifest = self.app_class.manifest
        if sdk is None:
            sdk = manifest.target_sdk if manifest is not None and manifest.target_sdk is not None else 34
        Build.VERSION.SDK_INT = sdk
        _starting["restarted"] = restarted
        try:
            self.app = self.app_class(self.case)
        finally:
            _starting["restarted"] = False
        self.app.notification_manager = self.manager
        self.activities, self.current = {}, None
        self.application_created = False

    def application_create(self) -> None:
        """`Application.onCreate`: the application class's `on_create`, then the app's handler; once per process."""
        if self.application_created:
            return
        self.application_created = True
        app = self.app
        manifest = self.app_class.manifest
        application_class = (manifest.application if manifest is not None else None) or self.app_class.application_class
        if application_class is not None:
            application = application_class(app)
            app.context = application
            application.on_create()
        app.on_application_create()

    def already_running(self, state: str) -> None:
        """The case begins with the app running: its process started, and the launcher activity
        was created from the launcher icon (onCreate, onStart, onResume; then onPause and onStop
        when it is in the background). Tracking calls made here go with the case's first answer."""
        app = self.app
        app._facts, app._callback = {}, "Application.onCreate"
        try:
            self.application_create()
            app.context = None
            self.run_main_looper()
            manifest = self.app_class.manifest
            launcher = manifest.launcher() if manifest is not None else None
            name = launcher.name if launcher is not None else "MainActivity"
            intent = Intent(component=name, action=Intent.ACTION_MAIN, categories=[Intent.CATEGORY_LAUNCHER],
                            flags=[Intent.FLAG_ACTIVITY_NEW_TASK])
            activity = self.activity("Activity.onCreate", {"activity": name, "intent": intent.json()})
            app.activity = app.context = activity
            steps: List[Tuple[str, Callable[[], None]]] = [
                ("Activity.onCreate", lambda: activity.on_create(None)), ("Activity.onStart", activity.on_start),
                     ("Activity.onResume", activity.on_resume)]
            if state == "background":
                steps += [("Activity.onPause", activity.on_pause), ("Activity.onStop", activity.on_stop)]
            for step, run in steps:
                app._callback = step
                run()
                self.run_main_looper()
                if activity.finishing:
                    self.activities.pop(activity.name, None)
                    self.current = None
                    break
        finally:
            app.activity = app.context = None
            # What the launcher's activity did to itself before the case is not a fact of the case.
            app._facts = {}

    def already_launched(self) -> None:
        """iOS: the case begins with the app running, launched before it (not by a push):
        `did_finish_launching` ran then, with no launch options, in the background. Tracking
        calls made there go with the case's first answer; what the app did then is its past."""
        app = self.app
        app._facts, app._callback = {}, LAUNCH
        try:
            app.did_finish_launching({}, "background")
        finally:
            app._facts = {}

    def run_main_looper(self) -> None:
        """Work the app posted to the main thread's Handler runs before the answer."""
        Looper.get_main_looper()._run_pending()

    def ready_app(self) -> Dict[str, Any]:
        """`ready.app`: the manifest, as the protocol spoken says it. iOS: when the app sets its delegate and the
        categories it registers; Android: version 2's launch mode (the launcher activity's), version 3's manifest."""
        if self.app is None:
            return {}
        app_class = self.app
        if self.case.get("platform") == "ios":
            timing = _delegate_timing(app_class.notification_delegate)
            return {"notificationDelegate": timing if self.protocol >= 3 else timing == "launch",
                    "categories": self.app._reported_categories(self.protocol)}
        manifest = app_class.manifest
        launcher = manifest.launcher() if manifest is not None else None
        if self.protocol < 3:
            return {"launchMode": launcher.launch_mode if launcher is not None else app_class.launch_mode}
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
            found = declared or launcher
            named = found.name if found is not None else (intent.component or "MainActivity")
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

    def callback(self, name: str, args: Dict[str, Any]) -> Dict[str, Any]:
        """Plays one callback to the app; returns `calls.app`."""
        if self.setup_error is not None:
            error, self.setup_error = self.setup_error, None
            raise _SetupError(error)
        if name not in CALLBACKS:
            raise ValueError("callback %r is not one the protocol names (docs/protocol.schema.json)" % name)
        app = self.app
        app._facts, app._callback = {}, name
        state = args.get("applicationState")
        if name == "Process.killed":
            self.new_process(restarted=True)
            return {}
        if self.case.get("platform") == "android" and name != "Application.onCreate":
            # Android creates the process's Application before any component: protocols 2 and 3 say when
            # (`Application.onCreate`); a protocol 1 harness does not, so the first component's callback starts it.
            self.application_create()
            app.context = None
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
            # The response being handled, for Messaging.handle_notification_response(self.response).
            app.response = UNNotificationResponse.from_args(args, app.registered_categories)
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
            self.application_create()
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
        self.run_main_looper()
        return self.report(name, app._facts)

    def report(self, name: str, facts: Dict[str, Any]) -> Dict[str, Any]:
        """`calls.app`: what the app did besides tracking, as the protocol spoken says it."""
        report = self.manager.take(self.protocol)
        if "setIntent" in facts:
            if self.protocol >= 3:
                report["setIntent"] = facts["setIntent"]
            elif name == "Activity.onNewIntent":
                report["setIntent"] = True
        if self.protocol >= 3:
            for key in ("startActivity", "finish", "notificationDelegate"):
                if key in facts:
                    report[key] = facts[key]
        if name == LAUNCH and self.protocol >= 2:
            # The app registers its categories while it launches (`setNotificationCategories`), in this process too.
            report["categories"] = self.app._reported_categories(self.protocol)
        return report


    def take_evidence(self) -> Dict[str, Any]:
        """What an answer carries since the last one: the calls (none when the adapter reports hits
        alone), and the SDK's requests when it reports hits."""
        calls = MobileCore.take_calls()
        requests = NetworkRecorder.shared.take()
        evidence: Dict[str, Any] = {"calls": calls if "calls" in self.reports else []}
        if "hits" in self.reports:
            evidence["requests"] = requests
        return evidence


class _SetupError(Exception):
    """What went wrong while the kit started the app before the case; the case's first answer says it."""


def serve(app_class: Type[App], name: str, version: str = "unknown", platforms: Optional[Sequence[str]] = None,
          apis: Optional[Sequence[str]] = None, connect: Optional[str] = None,
          reports: Optional[Sequence[str]] = None) -> int:
    """Serves the protocol on stdin/stdout until `bye`; returns the exit status.

    With `connect` (default: the environment's `TRACKCHECK_CONNECT`, which `trackcheck run
    --listen` sets for the command it starts), the kit connects to trackcheck instead —
    `HOST:PORT` or `unix:PATH` — and serves each connection as a fresh app process; when
    trackcheck closes one without `bye` (a timeout, a protocol error), it connects again.

    `platforms` and `apis` are what the tracker has (default: `app_class.platforms`,
    `app_class.apis`; without those, the platforms whose handlers the app overrides, and
    both APIs). The hello claims exactly these; a case of another platform, or pinning
    another API, is answered `unsupported`.

    `reports` is what the answers carry as evidence: "calls" (the calls the tracker made),
    "hits" (the requests the SDK sent through `ServiceProvider.network_service`, recorded
    by `NetworkRecorder.shared`), or both. Default: what `--reports calls,hits` on the
    command line says, else calls. With "hits", the `MobileCore`/`ACPCore` stand-ins send
    Campaign's tracking hit for each call they accept, built as the case's platform builds it.
    """
    declared_p = _checked("platforms", platforms if platforms is not None else declared_platforms(app_class), PLATFORMS)
    declared_a = _checked("apis", apis if apis is not None else declared_apis(app_class), KNOWN_APIS)
    declared_r = _checked("reports", reports if reports is not None else reports_from_command_line(sys.argv[1:]), EVIDENCE)
    if not declared_r:
        raise ValueError("reports must name calls, hits or both")
    declared_r = [evidence for evidence in EVIDENCE if evidence in declared_r]
    CampaignHits.sending = "hits" in declared_r
    address = connect if connect is not None else os.environ.get("TRACKCHECK_CONNECT")
    if address:
        return _serve_connections(address, app_class, name, version, declared_p, declared_a, declared_r)
    out = _protect_stdout()
    said_bye = _serve_stream(sys.stdin, out, _Session(app_class, declared_p, declared_a, declared_r), name, version)
    return 0 if said_bye is not None else 1


def _serve_connections(address: str, app_class: Type[App], name: str, version: str, platforms: List[str],
                       apis: List[str], reports: List[str]) -> int:
    """Serves connection after connection to `address` until `bye`: each a fresh app process."""
    served = 0
    while True:
        try:
            connection = _connect(address)
        except OSError as error:
            if served:
                return 0  # trackcheck has stopped listening: the run is over
            sys.stderr.write("trackcheck-kit cannot connect to %s: %s\n" % (address, error))
            return 1
        served += 1
        with connection:
            reader = connection.makefile("r", encoding="utf-8", newline="\n")
            writer = connection.makefile("w", encoding="utf-8", newline="\n")
            ended = _serve_stream(reader, writer, _Session(app_class, platforms, apis, reports), name, version)
        if ended is None:
            return 1
        if ended:
            return 0


def _connect(address: str) -> socket.socket:
    """A connection to `HOST:PORT`, `[IPV6]:PORT` or `unix:PATH`."""
    if address.startswith("unix:"):
        connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        connection.connect(address[5:])
        return connection
    host, _, port = address.rpartition(":")
    connection = socket.create_connection((host.strip("[]"), int(port)))
    # Each answer is one small write awaited by trackcheck: sent at once, not coalesced.
    connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    return connection


def _serve_stream(lines: Iterable[str], out: TextIO, session: "_Session", name: str, version: str) -> Optional[bool]:
    """Serves one stream: `True` after `bye`, `False` when the stream ended without it,
    `None` when the harness speaks no protocol the kit knows."""
    declared_p, declared_a = session.platforms, session.apis

    def send(message: Dict[str, Any]) -> None:
        out.write(json.dumps(message) + "\n")
        out.flush()

    for line in lines:
        if not line.strip():
            continue
        message = json.loads(line)
        kind, request = message.get("type"), message.get("id")
        if kind == "hello":
            offered = message.get("protocols", [message.get("protocol")])
            spoken = [version for version in PROTOCOLS if version in offered]
            if not spoken:
                sys.stderr.write("trackcheck-kit speaks protocols %s, the harness offers %s\n" % (PROTOCOLS, offered))
                return None
            session.protocol = spoken[0]
            hello = {"type": "hello", "protocol": session.protocol,
                     "implementation": {"name": name, "version": version},
                     "platforms": declared_p, "apis": declared_a,
                     # One line at a time, in order: the whole case can come at once.
                     "features": ["pipelining"]}
            if session.reports != ["calls"]:  # calls alone is what an implementation reports unless it says otherwise
                hello["reports"] = session.reports
            send(hello)
        elif kind == "begin":
            reason = session.begin(message)
            if reason is not None:
                send({"type": "unsupported", "id": request, "reason": reason})
                continue
            ready: Dict[str, Any] = {"type": "ready", "id": request}
            if session.protocol >= 2:
                ready["app"] = session.ready_app()
            send(ready)
        elif kind == "callback":
            try:
                report = session.callback(message["name"], message.get("args", {}))
            except Exception as error:  # reported; trackcheck marks the case as an error
                session.take_evidence()
                session.manager.take(session.protocol)
                Looper.get_main_looper()._clear()
                text = str(error) if isinstance(error, _SetupError) else "%s: %s" % (type(error).__name__, error)
                send({"type": "error", "id": request, "message": text})
                continue
            answer = {"type": "calls", "id": request, **session.take_evidence()}
            if session.protocol >= 2 and report:
                answer["app"] = report
            send(answer)
        elif kind == "end":
            if session.setup_error is not None:
                text, session.setup_error = session.setup_error, None
                session.take_evidence()
                send({"type": "error", "id": request, "message": text})
                continue
            send({"type": "calls", "id": request, **session.take_evidence()})
        elif kind == "bye":
            return True
        else:
            send({"type": "error", "id": request, "message": "unknown message type %r" % kind})
    return False


def _checked(field: str, values: Sequence[str], known: Sequence[str]) -> List[str]:
    unknown = isinstance(values, str) or any(value not in known for value in values)
    values = list(values)
    if unknown:
        raise ValueError("%s must be a list of %s, not %r" % (field, ", ".join(known), values))
    return values

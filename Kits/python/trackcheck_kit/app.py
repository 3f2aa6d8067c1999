"""The app under test, as the kit plays it: one method per OS callback.

Subclass `App` and override the handlers your tracker has; each routes the
callback to the tracker's real code. Every case starts with a fresh instance
(a freshly installed app), and so does every new process after
`Process.killed`: in-memory state ends with the process, as on a device.
Module-level state of the tracker does not end by itself (Python cannot
cheaply reload a module): reset it in `App.reset_process`, which the kit calls
before every new process.
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Type, Union

from .android import Activity, Context, Intent, Manifest, NotificationManager

#: The platforms a kit can play, and the SDK APIs a tracker can call.
PLATFORMS = ("ios", "android")
APIS = ("collectMessageInfo", "trackAction")
#: Every SDK API the protocol names (`hello.apis`): Campaign Standard's, Campaign Classic's and Journey Optimizer's.
KNOWN_APIS = APIS + ("trackNotificationReceive", "trackNotificationClick", "handleNotificationResponse", "trackPushReceived")

#: `UNNotificationActionOptions` by the protocol's names, in the order every kit reports them.
ACTION_OPTIONS = ("foreground", "destructive", "authenticationRequired")

#: The handlers of each platform: an app that overrides none of a platform's plays no case of it.
IOS_HANDLERS = ("did_finish_launching", "will_present", "did_receive_remote_notification", "did_receive",
                "will_enter_foreground", "did_become_active", "will_resign_active", "did_enter_background")
ANDROID_HANDLERS = ("on_application_create", "on_message_received", "on_dismiss", "on_receive", "on_start_command",
                    "on_create", "on_new_intent", "on_resume", "on_pause", "on_configuration_changed")


class Unsupported(Exception):
    """Raised by an app (its constructor, or `App.supports`) for a case it cannot run.

    The kit answers the case's `begin` with `{"type": "unsupported", "reason": …}`: the case
    is reported as not applicable, never as passed.
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


_starting = {"restarted": False}


class App:
    """The handlers an app's push code implements. The defaults do nothing."""

    #: The platforms the tracker has: "ios", "android". None: those whose handlers the class overrides.
    platforms: Optional[Sequence[str]] = None
    #: The SDK APIs the tracker can call: "collectMessageInfo", "trackAction". None: both.
    apis: Optional[Sequence[str]] = None
    #: Android: the launch mode of the activity the notifications open (when `manifest` declares no activities).
    launch_mode = "standard"
    #: Android, protocol 3: the manifest (target SDK, activities, receivers, services); None keeps the defaults.
    manifest: Optional[Manifest] = None
    #: Android: the `Application` subclass whose `on_create` runs when a process starts (or `manifest.application`).
    application_class: Optional[type] = None
    #: Android: the device's API level, `Build.VERSION.SDK_INT` (None: the manifest's target SDK, else 34).
    sdk_int: Optional[int] = None
    #: iOS: when the app sets its UNUserNotificationCenter delegate: "launch" (or True), "late" or "none" (or False).
    notification_delegate: Union[bool, str] = True
    #: iOS: the categories the app registers at launch; None registers the ones each case describes.
    #: An action may carry "options": ["foreground", "destructive", "authenticationRequired"].
    categories: Optional[List[Dict[str, Any]]] = None

    def __init__(self, case: Dict[str, Any]):
        #: The case: `platform`, `api` ("any", "collectMessageInfo" or "trackAction"), `initialState`, `device`, `app`.
        self.case = case
        #: False for the process a case begins with, True for one started after `Process.killed`.
        self.restarted: bool = _starting["restarted"]
        #: Whether the user allowed notifications (stub the platform's permission check with it).
        self.notifications_allowed: bool = case.get("device", {}).get("notificationsAllowed", True)
        #: Whether the app's SDK has only trackAction (an older ACPCore).
        self.use_track_action: bool = case.get("api") == "trackAction"
        #: iOS: the categories registered, by identifier.
        registered = self.categories if self.categories is not None else case.get("app", {}).get("categories", [])
        self.registered_categories: Dict[str, Dict[str, Any]] = {c["identifier"]: c for c in registered}
        #: Android: the app's NotificationManager (the kit sets it).
        self.notification_manager: NotificationManager = NotificationManager()
        #: iOS: the response `did_receive` is handling (`Messaging.handle_notification_response(self.response)`).
        self.response: Any = None
        #: Android: the activity instance the current activity callback is for (None outside one).
        self.activity: Optional[Activity] = None
        #: Android: the component handling the current callback (an activity, a receiver, a service).
        self.context: Optional[Context] = None
        self._facts: Dict[str, Any] = {}
        self._callback = ""

    # -- the kit asks ---------------------------------------------------------
    @classmethod
    def supports(cls, case: Dict[str, Any]) -> Union[bool, str, None]:
        """Whether the app can run `case` (the `begin` message). False, or a reason as a string:
        the case is answered `unsupported`. Raising `Unsupported(reason)` here or in the
        constructor does the same. The default runs every case of the declared platforms and APIs."""
        return True

    @classmethod
    def reset_process(cls) -> None:
        """Called by the kit before every new process (each case, and after `Process.killed`),
        before the app is constructed: reset the tracker's module-level state here (caches,
        singletons, class attributes), as a process that ends takes it with it."""

    def _reported_categories(self, protocol: int) -> List[Dict[str, Any]]:
        """The categories registered, as `protocol` reports them (as every kit does): by identifier, each with
        `customDismissAction` and its actions' `opensApp` (an action opens the app when it says so or has the
        `foreground` option); version 3 adds each action's `options`, `foreground` included when it opens the app."""
        reported = []
        for identifier in sorted(self.registered_categories):
            category = self.registered_categories[identifier]
            actions = []
            for action in category.get("actions", []):
                given = list(action.get("options", []))
                if action.get("opensApp") is True:
                    given.append("foreground")
                entry: Dict[str, Any] = {"identifier": action["identifier"], "opensApp": "foreground" in given}
                if protocol >= 3:
                    entry["options"] = [option for option in ACTION_OPTIONS if option in given]
                actions.append(entry)
            reported.append({"identifier": identifier, "customDismissAction": category.get("customDismissAction") is True,
                             "actions": actions})
        return reported

    # -- what the app's code does besides tracking ------------------------------
    def set_intent(self, intent: Optional[Intent]) -> None:
        """Activity.setIntent on the current activity: getIntent() returns `intent` from now on."""
        if self.activity is None:
            raise RuntimeError("set_intent outside an activity callback")
        self.activity.set_intent(intent)

    def finish(self) -> None:
        """Activity.finish() on the current activity."""
        if self.activity is None:
            raise RuntimeError("finish outside an activity callback")
        self.activity.finish()

    def start_activity(self, intent: Intent) -> None:
        """Context.startActivity from the current component (a trampoline, from a receiver or service)."""
        self._record_start_activity(intent)

    def set_notification_delegate(self) -> None:
        """iOS: the app sets its UNUserNotificationCenter delegate now (after launch: a late delegate)."""
        if self._callback != "application(_:didFinishLaunchingWithOptions:)":
            self._facts["notificationDelegate"] = True

    def _record_set_intent(self, intent: Optional[Intent]) -> None:
        # A snapshot, as the Java kit's: what the intent was when it was set.
        self._facts["setIntent"] = (intent or Intent()).json()

    def _record_start_activity(self, intent: Intent) -> None:
        self._facts.setdefault("startActivity", []).append(intent.json())

    def _record_finish(self) -> None:
        self._facts["finish"] = True

    # -- iOS ------------------------------------------------------------------
    def did_finish_launching(self, launch_options: Dict[str, Any], application_state: Optional[str]) -> None:
        """`application(_:didFinishLaunchingWithOptions:)`."""

    def will_present(self, user_info: Dict[str, Any], application_state: Optional[str]) -> None:
        """`userNotificationCenter(_:willPresent:withCompletionHandler:)`."""

    def did_receive_remote_notification(self, user_info: Dict[str, Any], application_state: Optional[str]) -> None:
        """`application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`."""

    def did_receive(self, user_info: Dict[str, Any], action_identifier: str, application_state: Optional[str]) -> None:
        """`userNotificationCenter(_:didReceive:withCompletionHandler:)`."""

    def will_enter_foreground(self) -> None:
        """`applicationWillEnterForeground(_:)`."""

    def did_become_active(self) -> None:
        """`applicationDidBecomeActive(_:)`."""

    def will_resign_active(self) -> None:
        """`applicationWillResignActive(_:)`."""

    def did_enter_background(self) -> None:
        """`applicationDidEnterBackground(_:)`."""

    # -- Android --------------------------------------------------------------
    def on_application_create(self) -> None:
        """`Application.onCreate`: a process starts (after the `application_class`'s `on_create`)."""

    def on_message_received(self, message: Dict[str, Any]) -> None:
        """`FirebaseMessagingService.onMessageReceived`: `message["data"]`, `message["messageId"]`, …"""

    def on_dismiss(self, intent: Intent) -> None:
        """The delete intent's receiver (`NotificationDismissedReceiver.onReceive`)."""

    def on_receive(self, receiver: str, intent: Intent) -> None:
        """BroadcastReceiver.onReceive of `receiver` (a class name), other than the delete intent's."""

    def on_start_command(self, service: str, intent: Intent) -> None:
        """Service.onStartCommand of `service` (a class name)."""

    def on_create(self, intent: Intent, saved_instance_state: Optional[Dict[str, Any]]) -> None:
        """`Activity.onCreate` of an activity without a class of its own; `intent` is its getIntent()."""

    def on_new_intent(self, intent: Intent) -> None:
        """`Activity.onNewIntent`."""

    def on_resume(self, intent: Intent) -> None:
        """`Activity.onResume`; `intent` is what getIntent() returns then."""

    def on_pause(self) -> None:
        """`Activity.onPause`."""

    def on_configuration_changed(self, new_config: Dict[str, Any]) -> None:
        """Activity.onConfigurationChanged: a rotation the activity's configChanges cover."""


def declared_platforms(app_class: Type[App]) -> List[str]:
    """The platforms `app_class` declares; without a declaration, those whose handlers it overrides
    (an Android manifest or application class counts as Android)."""
    if app_class.platforms is not None:
        return list(app_class.platforms)
    found = []
    if any(getattr(app_class, name) is not getattr(App, name) for name in IOS_HANDLERS) or \
            app_class.categories is not None or app_class.notification_delegate is not True:
        found.append("ios")
    if any(getattr(app_class, name) is not getattr(App, name) for name in ANDROID_HANDLERS) or \
            app_class.manifest is not None or app_class.application_class is not None or \
            app_class.launch_mode != "standard":
        found.append("android")
    # An app that overrides nothing is a stub: it is played (and fails) on both.
    return found or list(PLATFORMS)


def declared_apis(app_class: Type[App]) -> List[str]:
    """The SDK APIs `app_class` declares (`apis`); without a declaration, both."""
    return list(app_class.apis) if app_class.apis is not None else list(APIS)

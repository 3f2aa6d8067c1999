"""The app under test, as the kit plays it: one method per OS callback.

Subclass `App` and override the handlers your tracker has; each routes the
callback to the tracker's real code. Every case starts with a fresh instance
(a freshly installed app), and so does every new process after
`Process.killed`: in-memory state ends with the process, as on a device.
"""
from __future__ import annotations

from typing import Any, Dict, Optional, Union

from .android import Activity, Context, Intent, Manifest, NotificationManager


class App:
    """The handlers an app's push code implements. The defaults do nothing."""

    #: Android: the launch mode of the activity the notifications open (when `manifest` declares no activities).
    launch_mode = "standard"
    #: Android, protocol 3: the manifest (target SDK, activities, receivers, services); None keeps the defaults.
    manifest: Optional[Manifest] = None
    #: iOS: when the app sets its UNUserNotificationCenter delegate: "launch" (or True), "late" or "none" (or False).
    notification_delegate: Union[bool, str] = True
    #: iOS: the categories the app registers at launch; None registers the ones each case describes.
    #: An action may carry "options": ["foreground", "destructive", "authenticationRequired"].
    categories = None

    def __init__(self, case: Dict[str, Any]):
        #: The case: `platform`, `api` ("any", "collectMessageInfo" or "trackAction"), `device`, `app`.
        self.case = case
        #: Whether the user allowed notifications (stub the platform's permission check with it).
        self.notifications_allowed = case.get("device", {}).get("notificationsAllowed", True)
        #: Whether the app's SDK has only trackAction (an older ACPCore).
        self.use_track_action = case.get("api") == "trackAction"
        #: iOS: the categories registered, by identifier.
        registered = self.categories if self.categories is not None else case.get("app", {}).get("categories", [])
        self.registered_categories = {category["identifier"]: category for category in registered}
        #: Android: the app's NotificationManager (the kit sets it).
        self.notification_manager: NotificationManager = NotificationManager()
        #: Android: the activity instance the current activity callback is for (None outside one).
        self.activity: Optional[Activity] = None
        #: Android: the component handling the current callback (an activity, a receiver, a service).
        self.context: Optional[Context] = None
        self._facts: Dict[str, Any] = {}
        self._callback = ""

    # -- what the app's code does besides tracking ------------------------------
    def set_intent(self, intent: Intent) -> None:
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

    def _record_set_intent(self, intent: Intent) -> None:
        self._facts["setIntent"] = intent

    def _record_start_activity(self, intent: Intent) -> None:
        self._facts.setdefault("startActivity", []).append(intent.json())

    def _record_finish(self) -> None:
        self._facts["finish"] = True

    # -- iOS ------------------------------------------------------------------
    def did_finish_launching(self, launch_options, application_state): pass
    def will_present(self, user_info, application_state): pass
    def did_receive_remote_notification(self, user_info, application_state): pass
    def did_receive(self, user_info, action_identifier, application_state): pass
    def will_enter_foreground(self): pass
    def did_become_active(self): pass
    def will_resign_active(self): pass
    def did_enter_background(self): pass

    # -- Android --------------------------------------------------------------
    def on_application_create(self): pass
    def on_message_received(self, message): pass
    def on_dismiss(self, intent): pass
    def on_receive(self, receiver: str, intent: Intent) -> None:
        """BroadcastReceiver.onReceive of `receiver` (a class name), other than the delete intent's."""
    def on_start_command(self, service: str, intent: Intent) -> None:
        """Service.onStartCommand of `service` (a class name)."""
    def on_create(self, intent, saved_instance_state): pass
    def on_new_intent(self, intent): pass
    def on_resume(self, intent): pass
    def on_pause(self): pass
    def on_configuration_changed(self, new_config: Dict[str, Any]) -> None:
        """Activity.onConfigurationChanged: a rotation the activity's configChanges cover."""

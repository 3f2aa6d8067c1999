"""The app under test, as the kit plays it: one method per OS callback.

Subclass `App` and override the handlers your tracker has; each routes the
callback to the tracker's real code. Every case starts with a fresh instance
(a freshly installed app), and so does every new process after
`Process.killed`: in-memory state ends with the process, as on a device.
"""


class App:
    """The handlers an app's push code implements. The defaults do nothing."""

    #: Android: the launch mode of the activity the notifications open.
    launch_mode = "standard"
    #: iOS: whether the app sets a UNUserNotificationCenter delegate before launch finishes.
    notification_delegate = True
    #: iOS: the categories the app registers at launch; None registers the ones each case describes.
    categories = None

    def __init__(self, case):
        #: The case: `platform`, `api` ("any", "collectMessageInfo" or "trackAction"), `device`, `app`.
        self.case = case
        #: Whether the user allowed notifications (stub the platform's permission check with it).
        self.notifications_allowed = case.get("device", {}).get("notificationsAllowed", True)
        #: Whether the app's SDK has only trackAction (an older ACPCore).
        self.use_track_action = case.get("api") == "trackAction"
        #: iOS: the categories registered, by identifier.
        registered = self.categories if self.categories is not None else case.get("app", {}).get("categories", [])
        self.registered_categories = {category["identifier"]: category for category in registered}
        self._set_intent = False

    def set_intent(self, intent):
        """Activity.setIntent: getIntent() returns `intent` from now on (call it in on_new_intent)."""
        self._set_intent = True

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
    def on_create(self, intent, saved_instance_state): pass
    def on_new_intent(self, intent): pass
    def on_resume(self, intent): pass
    def on_pause(self): pass

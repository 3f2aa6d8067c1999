"""Push tracking for Adobe Campaign Standard, written as an app's handler code.

One method per OS callback, as an iOS AppDelegate / UNUserNotificationCenter
delegate or an Android FirebaseMessagingService, receiver and Activity would
have. It follows the rules of trackcheck's requirement catalogue
(Suites/requirements.yaml) and decisions (Suites/DECISIONS.md).
"""

from trackcheck_kit import Intent, PendingIntent

DISMISS = "com.apple.UNNotificationDismissActionIdentifier"
DEFAULT = "com.apple.UNNotificationDefaultActionIdentifier"


class PushTracking:
    def __init__(self, core, use_track_action=False, notifications_allowed=True, categories=()):
        self.core = core
        self.use_track_action = use_track_action
        self.notifications_allowed = notifications_allowed
        self.categories = {c["identifier"]: c for c in categories}
        self.impressions = set()

    # -- shared rules ---------------------------------------------------------

    @staticmethod
    def tracking_ids(keys):
        """(deliveryId, broadlogId) when the push is to be tracked, else None."""
        flag = keys.get("_acsDeliveryTracking")
        if flag is not None and not (isinstance(flag, str) and flag.lower() == "on"):
            return None
        delivery_id, broadlog_id = keys.get("_dId"), keys.get("_mId")
        if not isinstance(delivery_id, str) or not isinstance(broadlog_id, str):
            return None
        if not delivery_id or not broadlog_id:
            return None
        return delivery_id, broadlog_id

    def send(self, ids, action):
        context = {"deliveryId": ids[0], "broadlogId": ids[1], "action": action}
        if self.use_track_action:
            self.core.track_action("tracking", context)
        else:
            self.core.collect_message_info(context)

    def impression(self, keys, visible=True):
        ids = self.tracking_ids(keys)
        if ids is None or not visible or not self.notifications_allowed or ids in self.impressions:
            return
        self.impressions.add(ids)
        self.send(ids, "7")

    def click(self, keys):
        ids = self.tracking_ids(keys)
        if ids is not None:
            self.send(ids, "2")

    def open(self, keys):
        ids = self.tracking_ids(keys)
        if ids is not None:
            self.send(ids, "2")
            self.send(ids, "1")

    # -- iOS ------------------------------------------------------------------

    def ios_will_present(self, user_info):
        self.impression(user_info, visible="alert" in user_info.get("aps", {}))

    def ios_did_receive_remote_notification(self, user_info, application_state):
        # Only a push that woke the app in the background is an impression:
        # "active" is counted by willPresent. This app sets a notification-centre
        # delegate, so taps come through ios_did_receive, never here.
        if application_state == "background":
            self.impression(user_info, visible="alert" in user_info.get("aps", {}))

    def ios_did_receive(self, user_info, action_identifier):
        if action_identifier == DISMISS:
            self.click(user_info)
        elif action_identifier == DEFAULT or self.opens_app(user_info, action_identifier):
            self.open(user_info)
        else:
            self.click(user_info)

    def opens_app(self, user_info, action_identifier):
        category = self.categories.get(user_info.get("aps", {}).get("category"), {})
        for action in category.get("actions", []):
            if action["identifier"] == action_identifier:
                return action.get("opensApp", False)
        return False

    # -- Android --------------------------------------------------------------

    def android_on_message_received(self, data):
        self.impression(data)

    def android_show_notification(self, manager, data, number):
        """sendNotification: the service posts the notification for a data
        message. Each gets PendingIntents of its own (its number as request
        code), so an older notification keeps its own ids when a newer one arrives."""
        flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]
        content = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP], extras=data)
        delete = Intent(component="NotificationDismissedReceiver", extras=data)
        manager.notify(number, content_intent=PendingIntent.get_activity(number, content, flags),
                       delete_intent=PendingIntent.get_broadcast(number, delete, flags))

    def android_on_notification_dismissed(self, extras):
        self.click(extras)

    def android_on_intent(self, intent, saved_instance_state=None):
        """onCreate / onNewIntent: a notification's intent is tracked once, when delivered.

        An activity re-created from its saved state (a rotation, a task
        restored after its process died) handled its intent before."""
        if saved_instance_state is not None:
            return
        if "FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY" in intent.get("flags", []):
            return
        extras = intent.get("extras", {})
        if "_dId" in extras or "_mId" in extras:
            self.open(extras)

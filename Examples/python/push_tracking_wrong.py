"""The documents' sample code, transcribed literally, mistakes included.

Run it to see what trackcheck's failures look like:

    swift run trackcheck run -- python3 Examples/python/adapter.py --wrong

What it gets wrong, each a rule of Suites/requirements.yaml:
- Android compares _acsDeliveryTracking case-sensitively (ACS-FLAG-CASE);
- a non-string flag on iOS is taken as absent, so tracked (ACS-FLAG-OTHER);
- iOS tracks an impression whenever the app is not active, the inactive tap
  included (IOS-INACTIVE-NO-IMPRESSION);
- every non-dismiss iOS response is an open, action buttons included
  (IOS-ACTION-NO-OPEN);
- Android tracks from getIntent() in every onResume (AND-NO-DUPLICATE-ON-RETURN);
- impressions are tracked for notifications nobody can see (ACS-IMPRESSION-VISIBLE);
- empty ids are tracked (ACS-IDS-NONEMPTY).
"""

from push_tracking import DISMISS
from trackcheck_kit import Intent, PendingIntent


class PushTrackingFromTheSamples:
    def __init__(self, core, use_track_action=False, notifications_allowed=True, categories=()):
        self.core = core
        self.use_track_action = use_track_action

    def send(self, delivery_id, broadlog_id, action):
        context = {"deliveryId": delivery_id, "broadlogId": broadlog_id, "action": action}
        if self.use_track_action:
            self.core.track_action("tracking", context)
        else:
            self.core.collect_message_info(context)

    @staticmethod
    def ios_ids(user_info):
        delivery_id = user_info.get("_dId") if isinstance(user_info.get("_dId"), str) else None
        broadlog_id = user_info.get("_mId") if isinstance(user_info.get("_mId"), str) else None
        flag = user_info.get("_acsDeliveryTracking")
        flag = flag if isinstance(flag, str) else None
        if flag is None:
            flag = "on"
        if delivery_id is not None and broadlog_id is not None and flag.lower() == "on":
            return delivery_id, broadlog_id
        return None

    @staticmethod
    def android_ids(data):
        flag = data.get("_acsDeliveryTracking")
        if flag is None:
            flag = "on"
        if data.get("_dId") is not None and data.get("_mId") is not None and flag == "on":
            return data["_dId"], data["_mId"]
        return None

    def ios_will_present(self, user_info):
        ids = self.ios_ids(user_info)
        if ids:
            self.send(*ids, "7")

    def ios_did_receive_remote_notification(self, user_info, application_state):
        if application_state != "active":
            ids = self.ios_ids(user_info)
            if ids:
                self.send(*ids, "7")

    def ios_did_receive(self, user_info, action_identifier):
        ids = self.ios_ids(user_info)
        if not ids:
            return
        if action_identifier == DISMISS:
            self.send(*ids, "2")
        else:
            self.send(*ids, "2")
            self.send(*ids, "1")

    def android_show_notification(self, manager, data, number):
        """The sample's sendNotification: request code 0 and FLAG_UPDATE_CURRENT
        for every notification, so all of them share one PendingIntent, which
        carries the newest push's extras."""
        flags = [PendingIntent.FLAG_UPDATE_CURRENT]
        content = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP], extras=data)
        delete = Intent(component="NotificationDismissedReceiver", extras=data)
        manager.notify(number, content_intent=PendingIntent.get_activity(0, content, flags),
                       delete_intent=PendingIntent.get_broadcast(0, delete, flags))

    def android_on_message_received(self, data):
        ids = self.android_ids(data)
        if ids:
            self.send(*ids, "7")

    def android_on_notification_dismissed(self, extras):
        ids = self.android_ids(extras)
        if ids:
            self.send(*ids, "2")

    def android_on_intent(self, intent, saved_instance_state=None):
        pass

    def android_on_resume(self, intent):
        extras = intent.get("extras") or {}
        if extras:
            ids = self.android_ids(extras)
            if ids:
                self.send(*ids, "2")
                self.send(*ids, "1")

"""Your push tracking, one method per OS callback. Fill them in.

Each tracking call is MobileCore.collectMessageInfo({"deliveryId": _dId,
"broadlogId": _mId, "action": "7" | "2" | "1"}), as the Adobe Campaign
Standard documents describe.
"""
from trackcheck_kit import Intent, MobileCore, PendingIntent


class MyTracker:
    def __init__(self, notifications_allowed=True):
        self.notifications_allowed = notifications_allowed

    # -- iOS ----------------------------------------------------------------
    def will_present(self, user_info):
        pass  # TODO: the foreground impression ("7")

    def did_receive_remote_notification(self, user_info, application_state):
        pass  # TODO: the background impression ("7") when application_state == "background"

    def did_receive(self, user_info, action_identifier):
        pass  # TODO: a dismissal is "2"; a tap is "2" then "1"

    # -- Android ------------------------------------------------------------
    def on_message_received(self, data, notification_manager, number):
        # TODO: the impression ("7"); then post the notification, as your service does:
        flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]
        content = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP], extras=data)
        delete = Intent(component="NotificationDismissedReceiver", extras=data)
        notification_manager.notify(number, content_intent=PendingIntent.get_activity(number, content, flags),
                                    delete_intent=PendingIntent.get_broadcast(number, delete, flags))

    def on_dismissed(self, extras):
        pass  # TODO: a dismissal is "2"

    def on_intent(self, intent, saved_instance_state):
        pass  # TODO: a tap's intent reaching the activity is "2" then "1" (once; not when re-created)

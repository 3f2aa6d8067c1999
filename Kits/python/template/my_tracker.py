"""Your push tracking, one method per OS callback. Fill them in.

Each tracking call carries the push's ids and an action, as the Adobe Campaign
Standard documents describe: `track(data, "7")` below makes it through the SDK
API the case pins (`MobileCore.collectMessageInfo`, or `ACPCore.trackAction`
on the older SDKs). The rules each handler must meet are listed at it;
REQUIREMENTS.md has them all, docs/ADAPTERS.md the kit.

Constants the kit defines: Intent.FLAG_ACTIVITY_CLEAR_TOP, FLAG_ACTIVITY_SINGLE_TOP,
FLAG_ACTIVITY_NEW_TASK, FLAG_ACTIVITY_CLEAR_TASK, FLAG_ACTIVITY_REORDER_TO_FRONT,
FLAG_ACTIVITY_NO_HISTORY, FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY, ACTION_MAIN,
CATEGORY_LAUNCHER; PendingIntent.FLAG_UPDATE_CURRENT, FLAG_IMMUTABLE,
FLAG_CANCEL_CURRENT, FLAG_ONE_SHOT, FLAG_NO_CREATE.
"""
from trackcheck_kit import ACPCore, Intent, MobileCore, PendingIntent


class MyTracker:
    def __init__(self, notifications_allowed=True, use_track_action=False):
        self.notifications_allowed = notifications_allowed
        # The SDK API the case pins: trackAction("tracking", …) on the older SDKs, else collectMessageInfo.
        self.use_track_action = use_track_action

    def track(self, data, action):
        """One tracking call: the push's ids (its data's _dId and _mId) and the action, as strings."""
        context = {"deliveryId": data.get("_dId"), "broadlogId": data.get("_mId"), "action": action}
        if self.use_track_action:
            ACPCore.trackAction("tracking", context)
        else:
            MobileCore.collectMessageInfo(context)

    # -- iOS ----------------------------------------------------------------
    # iOS hands every handler the push's userInfo (the APNs payload: "aps" and the Campaign keys
    # _dId, _mId, _acsDeliveryTracking beside it). application_state is "active", "inactive" or
    # "background". A tap's action_identifier is "com.apple.UNNotificationDefaultActionIdentifier",
    # a dismissal's "com.apple.UNNotificationDismissActionIdentifier"; any other is an action button.

    def will_present(self, user_info):
        # TODO: the foreground impression: self.track(user_info, "7"), when the push asks for tracking.
        # @requirements IOS-FG-IMPRESSION IOS-FG-ONCE ACS-FLAG-ON ACS-FLAG-OFF ACS-FLAG-ABSENT ACS-FLAG-CASE ACS-FLAG-OTHER ACS-IDS-REQUIRED ACS-IDS-NONEMPTY
        # @requirements.campaign-classic CC-IOS-RECEIVE-PRESENTED CC-RECEIVE-ONCE CC-IDS-REQUIRED CC-TRACKINFO-IDS CC-TRACKINFO-STRINGS
        pass

    def did_receive_remote_notification(self, user_info, application_state):
        # TODO: the background impression ("7") when application_state == "background".
        # @requirements IOS-BG-IMPRESSION IOS-BG-NEEDS-CONTENT-AVAILABLE IOS-INACTIVE-NO-IMPRESSION IOS-FG-ONCE
        # @requirements.campaign-classic CC-IOS-RECEIVE-SILENT CC-RECEIVE-ONCE CC-NO-RECEIVE-ON-TAP IOS-BG-NEEDS-CONTENT-AVAILABLE
        pass

    def did_receive(self, user_info, action_identifier, categories):
        # TODO: a dismissal is "2"; a tap is "2" then "1"; an action button is "2", then "1" when it opens the app:
        # categories[user_info["aps"]["category"]]["actions"] lists each action with its "options" ("foreground").
        # @requirements IOS-DISMISS-CLICK IOS-TAP-OPEN IOS-TAP-COLD-OPEN IOS-ACTION-NO-OPEN IOS-ACTION-FOREGROUND-OPEN ACS-OPEN-AFTER-CLICK ACS-FLAG-OFF-TAP
        # @requirements.campaign-classic CC-TAP-CLICK CC-ACTION-CLICK CC-DISMISS-OPTIONAL CC-NO-RECEIVE-ON-TAP CC-OWN-IDS
        pass

    # -- Android ------------------------------------------------------------
    # Android hands the push's data map (strings) to on_message_received; the intents the app built
    # carry it as extras. Post nothing and track nothing while self.notifications_allowed is False.

    def on_message_received(self, data, notification_manager, number):
        # TODO: the impression ("7"), then post the notification as your service does.
        # @requirements AND-IMPRESSION ACS-IMPRESSION-VISIBLE ACS-FLAG-ON ACS-FLAG-OFF ACS-FLAG-CASE ACS-IDS-REQUIRED ACS-OWN-IDS AND-NOTIFICATION-WIRING
        # @requirements.campaign-classic CC-AND-RECEIVE CC-IDS-REQUIRED CC-TRACKINFO-IDS CC-TRACKINFO-STRINGS AND-NOTIFICATION-WIRING
        flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]
        content = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP], extras=data)
        delete = Intent(component="NotificationDismissedReceiver", extras=data)
        notification_manager.notify(number, content_intent=PendingIntent.get_activity(number, content, flags),
                                    delete_intent=PendingIntent.get_broadcast(number, delete, flags))

    def on_dismissed(self, extras):
        # TODO: a dismissal is "2".
        # @requirements AND-DISMISS-CLICK AND-CLEAR-ALL ACS-DISMISS-CLICK-ONLY ACS-OWN-IDS
        # @requirements.campaign-classic CC-DISMISS-OPTIONAL CC-OWN-IDS
        pass

    def on_intent(self, intent, saved_instance_state):
        # TODO: a tap's intent reaching the activity is "2" then "1": once, not when the activity is re-created.
        # @requirements AND-TAP-OPEN AND-NO-TRACK-ON-RECREATE AND-NO-DUPLICATE-ON-RETURN ACS-NO-TRACK-OTHER-OPEN ACS-OPEN-AFTER-CLICK
        # @requirements.campaign-classic CC-TAP-CLICK CC-NO-TRACK-OTHER-OPEN CC-OWN-IDS
        pass

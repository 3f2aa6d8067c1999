"""Your push tracking, one method per OS callback. Fill them in.

Journey Optimizer tracks through AEP Messaging: the SDK makes each event from the
call (docs/profiles/journey-optimizer.md). On Android the app puts the push's
tracking details on the intents it builds (`Messaging.add_push_tracking_details`),
calls `Messaging.track_push_received(message)` once per push and
`Messaging.handle_notification_response(intent, application_opened, action_id)` when
the user acts; on iOS it hands the response it is handling to
`Messaging.handle_notification_response(response)`. The rules each handler must
meet are listed at it; REQUIREMENTS.md has them all, docs/ADAPTERS.md the kit.

Constants the kit defines: Intent.FLAG_ACTIVITY_CLEAR_TOP, FLAG_ACTIVITY_SINGLE_TOP,
FLAG_ACTIVITY_NEW_TASK, FLAG_ACTIVITY_CLEAR_TASK, FLAG_ACTIVITY_REORDER_TO_FRONT,
FLAG_ACTIVITY_NO_HISTORY, FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY, ACTION_MAIN,
CATEGORY_LAUNCHER; PendingIntent.FLAG_UPDATE_CURRENT, FLAG_IMMUTABLE,
FLAG_CANCEL_CURRENT, FLAG_ONE_SHOT, FLAG_NO_CREATE.
"""
from trackcheck_kit import Intent, Messaging, PendingIntent


class MyTracker:
    def __init__(self, notifications_allowed=True):
        self.notifications_allowed = notifications_allowed

    # -- iOS ----------------------------------------------------------------
    # iOS hands did_receive the UNNotificationResponse it is handling: its user_info (the APNs payload,
    # with Journey Optimizer's _xdm), its action_identifier and the notification request's identifier.
    # Messaging.handle_notification_response(response) makes the event: the default action opens the app,
    # the dismiss action is the custom action "Dismiss", a button a custom action that opens the app when
    # its registered action has the foreground option.

    def will_present(self, user_info):
        # Nothing to track: Journey Optimizer counts what the user does with a notification, not its arrival on iOS.
        # @requirements.journey-optimizer JO-EVENTS-ONLY
        pass

    def did_receive_remote_notification(self, user_info, application_state):
        # Nothing to track (AEPMessaging for iOS has no receive API).
        # @requirements.journey-optimizer JO-EVENTS-ONLY
        pass

    def did_receive(self, response):
        # TODO: hand the response to the SDK, once: Messaging.handle_notification_response(response).
        # @requirements.journey-optimizer JO-IOS-RESPONSE JO-ACTION JO-DISMISS-OPTIONAL JO-TRACKING-DETAILS JO-XDM-REQUIRED
        pass

    # -- Android ------------------------------------------------------------
    # Android hands on_message_received the FCM message: message["messageId"] (RemoteMessage.getMessageId())
    # and message["data"] (strings, Journey Optimizer's _xdm among them); the intents the app built carry
    # what add_push_tracking_details put on them. Post nothing while self.notifications_allowed is False:
    # the push was received all the same.

    def on_message_received(self, message, notification_manager, number):
        # TODO: the receive, once per push: Messaging.track_push_received(message).
        # @requirements.journey-optimizer JO-AND-RECEIVE JO-RECEIVE-ONCE JO-OWN-DETAILS JO-TRACKING-DETAILS AND-NOTIFICATION-WIRING
        data = message["data"]
        flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]
        content = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP], extras=data)
        delete = Intent(component="NotificationDismissedReceiver", extras=data)
        for intent in (content, delete):
            Messaging.add_push_tracking_details(intent, message.get("messageId"), data)
        notification_manager.notify(number, content_intent=PendingIntent.get_activity(number, content, flags),
                                    delete_intent=PendingIntent.get_broadcast(number, delete, flags))

    def on_dismissed(self, intent):
        # TODO: a dismissal MAY be tracked: Messaging.handle_notification_response(intent, False, "Dismiss").
        # @requirements.journey-optimizer JO-DISMISS-OPTIONAL JO-OWN-DETAILS
        pass

    def on_intent(self, intent, saved_instance_state):
        # TODO: a tap's intent reaching the activity opened the app: Messaging.handle_notification_response(intent, True, None),
        # once, not when the activity is re-created (saved_instance_state) or opened another way.
        # @requirements.journey-optimizer JO-AND-OPEN JO-OPEN-IS-OPENED JO-NO-TRACK-OTHER-OPEN JO-OWN-DETAILS
        pass

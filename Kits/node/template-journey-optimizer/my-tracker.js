'use strict';
// Your push tracking, one method per OS callback. Fill them in.
//
// Journey Optimizer tracks through AEP Messaging: the SDK makes each event from the
// call (docs/profiles/journey-optimizer.md). On Android the app puts the push's
// tracking details on the intents it builds (Messaging.addPushTrackingDetails),
// calls Messaging.trackPushReceived(message) once per push and
// Messaging.handleNotificationResponse(intent, applicationOpened, actionId) when the
// user acts; on iOS it hands the response it is handling to
// Messaging.handleNotificationResponse(response). The rules each handler must meet
// are listed at it; REQUIREMENTS.md has them all, docs/ADAPTERS.md the kit.
//
// Constants the kit defines: Intent.FLAG_ACTIVITY_CLEAR_TOP, FLAG_ACTIVITY_SINGLE_TOP,
// FLAG_ACTIVITY_NEW_TASK, FLAG_ACTIVITY_CLEAR_TASK, FLAG_ACTIVITY_REORDER_TO_FRONT,
// FLAG_ACTIVITY_NO_HISTORY, FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY, ACTION_MAIN,
// CATEGORY_LAUNCHER; PendingIntent.FLAG_UPDATE_CURRENT, FLAG_IMMUTABLE,
// FLAG_CANCEL_CURRENT, FLAG_ONE_SHOT, FLAG_NO_CREATE.

const { Intent, Messaging, PendingIntent } = require('./trackcheck-kit');

class MyTracker {
  constructor({ notificationsAllowed = true } = {}) {
    this.notificationsAllowed = notificationsAllowed;
  }

  // iOS hands didReceive the UNNotificationResponse it is handling: its userInfo (the APNs payload, with
  // Journey Optimizer's _xdm), its actionIdentifier and the notification request's identifier.
  // Messaging.handleNotificationResponse(response) makes the event: the default action opens the app, the
  // dismiss action is the custom action 'Dismiss', a button a custom action that opens the app when its
  // registered action has the foreground option.
  willPresent(userInfo) {
    // Nothing to track: Journey Optimizer counts what the user does with a notification, not its arrival on iOS.
    // @requirements.journey-optimizer JO-EVENTS-ONLY
  }

  didReceiveRemoteNotification(userInfo, applicationState) {
    // Nothing to track (AEPMessaging for iOS has no receive API).
    // @requirements.journey-optimizer JO-EVENTS-ONLY
  }

  didReceive(response) {
    // TODO: hand the response to the SDK, once: Messaging.handleNotificationResponse(response).
    // @requirements.journey-optimizer JO-IOS-RESPONSE JO-ACTION JO-DISMISS-OPTIONAL JO-TRACKING-DETAILS JO-XDM-REQUIRED
  }

  // Android hands onMessageReceived the FCM message: message.messageId (RemoteMessage.getMessageId()) and
  // message.data (strings, Journey Optimizer's _xdm among them); the intents the app built carry what
  // addPushTrackingDetails put on them. Post nothing while this.notificationsAllowed is false: the push was
  // received all the same.
  onMessageReceived(message, notificationManager, number) {
    // TODO: the receive, once per push: Messaging.trackPushReceived(message).
    // @requirements.journey-optimizer JO-AND-RECEIVE JO-RECEIVE-ONCE JO-OWN-DETAILS JO-TRACKING-DETAILS AND-NOTIFICATION-WIRING
    const flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE];
    const content = new Intent({ component: 'MainActivity', flags: [Intent.FLAG_ACTIVITY_CLEAR_TOP], extras: message.data });
    const remove = new Intent({ component: 'NotificationDismissedReceiver', extras: message.data });
    for (const intent of [content, remove]) Messaging.addPushTrackingDetails(intent, message.messageId, message.data);
    notificationManager.notify(number, {
      contentIntent: PendingIntent.getActivity(number, content, flags),
      deleteIntent: PendingIntent.getBroadcast(number, remove, flags),
    });
  }

  onDismissed(intent) {
    // TODO: a dismissal MAY be tracked: Messaging.handleNotificationResponse(intent, false, 'Dismiss').
    // @requirements.journey-optimizer JO-DISMISS-OPTIONAL JO-OWN-DETAILS
  }

  onIntent(intent, savedInstanceState) {
    // TODO: a tap's intent reaching the activity opened the app: Messaging.handleNotificationResponse(intent, true, null),
    // once, not when the activity is re-created (savedInstanceState) or opened another way.
    // @requirements.journey-optimizer JO-AND-OPEN JO-OPEN-IS-OPENED JO-NO-TRACK-OTHER-OPEN JO-OWN-DETAILS
  }
}

module.exports = { MyTracker, Messaging };

'use strict';
// Your push tracking, one method per OS callback. Fill them in.
//
// Each tracking call carries the push's ids and an action, as the Adobe Campaign
// Standard documents describe: `this.track(data, '7')` below makes it through the
// SDK API the case pins (MobileCore.collectMessageInfo, or ACPCore.trackAction on
// the older SDKs). The rules each handler must meet are listed at it;
// REQUIREMENTS.md has them all, docs/ADAPTERS.md the kit.
//
// Constants the kit defines: Intent.FLAG_ACTIVITY_CLEAR_TOP, FLAG_ACTIVITY_SINGLE_TOP,
// FLAG_ACTIVITY_NEW_TASK, FLAG_ACTIVITY_CLEAR_TASK, FLAG_ACTIVITY_REORDER_TO_FRONT,
// FLAG_ACTIVITY_NO_HISTORY, FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY, ACTION_MAIN,
// CATEGORY_LAUNCHER; PendingIntent.FLAG_UPDATE_CURRENT, FLAG_IMMUTABLE,
// FLAG_CANCEL_CURRENT, FLAG_ONE_SHOT, FLAG_NO_CREATE.

const { ACPCore, Intent, MobileCore, PendingIntent } = require('./trackcheck-kit');

class MyTracker {
  constructor({ notificationsAllowed = true, useTrackAction = false } = {}) {
    this.notificationsAllowed = notificationsAllowed;
    // The SDK API the case pins: trackAction('tracking', …) on the older SDKs, else collectMessageInfo.
    this.useTrackAction = useTrackAction;
  }

  /** One tracking call: the push's ids (its data's _dId and _mId) and the action, as strings. */
  track(data, action) {
    const context = { deliveryId: data._dId, broadlogId: data._mId, action };
    if (this.useTrackAction) ACPCore.trackAction('tracking', context);
    else MobileCore.collectMessageInfo(context);
  }

  // iOS hands every handler the push's userInfo (the APNs payload: aps and the Campaign keys
  // _dId, _mId, _acsDeliveryTracking beside it). applicationState is 'active', 'inactive' or
  // 'background'. A tap's actionIdentifier is 'com.apple.UNNotificationDefaultActionIdentifier',
  // a dismissal's 'com.apple.UNNotificationDismissActionIdentifier'; any other is an action button.
  willPresent(userInfo) {
    // TODO: the foreground impression: this.track(userInfo, '7'), when the push asks for tracking.
    // @requirements IOS-FG-IMPRESSION IOS-FG-ONCE ACS-FLAG-ON ACS-FLAG-OFF ACS-FLAG-ABSENT ACS-FLAG-CASE ACS-FLAG-OTHER ACS-IDS-REQUIRED ACS-IDS-NONEMPTY
    // @requirements.campaign-classic CC-IOS-RECEIVE-PRESENTED CC-RECEIVE-ONCE CC-IDS-REQUIRED CC-TRACKINFO-IDS CC-TRACKINFO-STRINGS
  }

  didReceiveRemoteNotification(userInfo, applicationState) {
    // TODO: the background impression ('7') when applicationState is 'background'.
    // @requirements IOS-BG-IMPRESSION IOS-BG-NEEDS-CONTENT-AVAILABLE IOS-INACTIVE-NO-IMPRESSION IOS-FG-ONCE
    // @requirements.campaign-classic CC-IOS-RECEIVE-SILENT CC-RECEIVE-ONCE CC-NO-RECEIVE-ON-TAP IOS-BG-NEEDS-CONTENT-AVAILABLE
  }

  didReceive(userInfo, actionIdentifier, categories) {
    // TODO: a dismissal is '2'; a tap is '2' then '1'; an action button is '2', then '1' when it opens the app:
    // categories.get(userInfo.aps.category).actions lists each action with its options ('foreground').
    // @requirements IOS-DISMISS-CLICK IOS-TAP-OPEN IOS-TAP-COLD-OPEN IOS-ACTION-NO-OPEN IOS-ACTION-FOREGROUND-OPEN ACS-OPEN-AFTER-CLICK ACS-FLAG-OFF-TAP
    // @requirements.campaign-classic CC-TAP-CLICK CC-ACTION-CLICK CC-DISMISS-OPTIONAL CC-NO-RECEIVE-ON-TAP CC-OWN-IDS
  }

  // Android hands the push's data map (strings) to onMessageReceived; the intents the app built
  // carry it as extras. Post nothing and track nothing while this.notificationsAllowed is false.
  onMessageReceived(data, notificationManager, number) {
    // TODO: the impression ('7'), then post the notification as your app does.
    // @requirements AND-IMPRESSION ACS-IMPRESSION-VISIBLE ACS-FLAG-ON ACS-FLAG-OFF ACS-FLAG-CASE ACS-IDS-REQUIRED ACS-OWN-IDS AND-NOTIFICATION-WIRING
    // @requirements.campaign-classic CC-AND-RECEIVE CC-IDS-REQUIRED CC-TRACKINFO-IDS CC-TRACKINFO-STRINGS AND-NOTIFICATION-WIRING
    const flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE];
    const content = new Intent({ component: 'MainActivity', flags: [Intent.FLAG_ACTIVITY_CLEAR_TOP], extras: data });
    const remove = new Intent({ component: 'NotificationDismissedReceiver', extras: data });
    notificationManager.notify(number, {
      contentIntent: PendingIntent.getActivity(number, content, flags),
      deleteIntent: PendingIntent.getBroadcast(number, remove, flags),
    });
  }

  onDismissed(extras) {
    // TODO: a dismissal is '2'.
    // @requirements AND-DISMISS-CLICK AND-CLEAR-ALL ACS-DISMISS-CLICK-ONLY ACS-OWN-IDS
    // @requirements.campaign-classic CC-DISMISS-OPTIONAL CC-OWN-IDS
  }

  onIntent(intent, savedInstanceState) {
    // TODO: a tap's intent reaching the activity is '2' then '1': once, not when the activity is re-created.
    // @requirements AND-TAP-OPEN AND-NO-TRACK-ON-RECREATE AND-NO-DUPLICATE-ON-RETURN ACS-NO-TRACK-OTHER-OPEN ACS-OPEN-AFTER-CLICK
    // @requirements.campaign-classic CC-TAP-CLICK CC-NO-TRACK-OTHER-OPEN CC-OWN-IDS
  }
}

module.exports = { MyTracker, MobileCore };

'use strict';
// Your push tracking, one method per OS callback. Fill them in. Each tracking
// call is MobileCore.collectMessageInfo({ deliveryId: _dId, broadlogId: _mId,
// action: '7' | '2' | '1' }), as the Adobe Campaign Standard documents describe.

const { Intent, MobileCore, PendingIntent } = require('./trackcheck-kit');

class MyTracker {
  constructor({ notificationsAllowed = true } = {}) { this.notificationsAllowed = notificationsAllowed; }

  // iOS
  willPresent(userInfo) {} // TODO: the foreground impression ('7')
  didReceiveRemoteNotification(userInfo, applicationState) {} // TODO: the background impression ('7')
  didReceive(userInfo, actionIdentifier) {} // TODO: a dismissal is '2'; a tap is '2' then '1'

  // Android
  onMessageReceived(data, notificationManager, number) {
    // TODO: the impression ('7'); then post the notification, as your app does:
    const flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE];
    const content = new Intent({ component: 'MainActivity', flags: [Intent.FLAG_ACTIVITY_CLEAR_TOP], extras: data });
    const remove = new Intent({ component: 'NotificationDismissedReceiver', extras: data });
    notificationManager.notify(number, {
      contentIntent: PendingIntent.getActivity(number, content, flags),
      deleteIntent: PendingIntent.getBroadcast(number, remove, flags),
    });
  }
  onDismissed(extras) {} // TODO: a dismissal is '2'
  onIntent(intent, savedInstanceState) {} // TODO: a tap's intent is '2' then '1' (once; not when re-created)
}

module.exports = { MyTracker, MobileCore };

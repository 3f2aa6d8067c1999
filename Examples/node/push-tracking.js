'use strict';
// Push tracking for Adobe Campaign Standard, written as the JavaScript side of
// a React Native or Cordova plugin would be: one handler per native event.
// It follows trackcheck's requirement catalogue (Suites/requirements.yaml)
// and decisions (Suites/DECISIONS.md).

const path = require('node:path');
// The kit's Android stand-ins (the package `trackcheck-kit`, or the copy in this repository).
const { Intent, PendingIntent } = require(path.join(__dirname, '..', '..', 'Kits', 'node'));

const DISMISS = 'com.apple.UNNotificationDismissActionIdentifier';
const DEFAULT = 'com.apple.UNNotificationDefaultActionIdentifier';

class PushTracking {
  /**
   * @param {object} core the SDK: collectMessageInfo(contextData) and trackAction(action, contextData)
   * @param {object} options useTrackAction, notificationsAllowed, categories
   */
  constructor(core, { useTrackAction = false, notificationsAllowed = true, categories = [] } = {}) {
    this.core = core;
    this.useTrackAction = useTrackAction;
    this.notificationsAllowed = notificationsAllowed;
    this.categories = new Map(categories.map((category) => [category.identifier, category]));
    this.impressions = new Set();
  }

  /** The ids when the push is to be tracked, or null (ACS-FLAG-*, ACS-IDS-*). */
  static trackingIds(keys) {
    const flag = keys._acsDeliveryTracking;
    if (flag !== undefined && !(typeof flag === 'string' && flag.toLowerCase() === 'on')) return null;
    const deliveryId = keys._dId;
    const broadlogId = keys._mId;
    if (typeof deliveryId !== 'string' || typeof broadlogId !== 'string') return null;
    if (deliveryId === '' || broadlogId === '') return null;
    return { deliveryId, broadlogId };
  }

  send(ids, action) {
    const contextData = { deliveryId: ids.deliveryId, broadlogId: ids.broadlogId, action };
    if (this.useTrackAction) this.core.trackAction('tracking', contextData);
    else this.core.collectMessageInfo(contextData);
  }

  impression(keys, visible) {
    const ids = PushTracking.trackingIds(keys);
    if (!ids || !visible || !this.notificationsAllowed) return;
    const key = `${ids.deliveryId}\u001f${ids.broadlogId}`;
    if (this.impressions.has(key)) return; // IOS-FG-ONCE
    this.impressions.add(key);
    this.send(ids, '7');
  }

  click(keys) {
    const ids = PushTracking.trackingIds(keys);
    if (ids) this.send(ids, '2');
  }

  open(keys) {
    const ids = PushTracking.trackingIds(keys);
    if (!ids) return;
    this.send(ids, '2'); // ACS-OPEN-AFTER-CLICK: the click, then the open
    this.send(ids, '1');
  }

  // iOS ---------------------------------------------------------------------

  iosWillPresent(userInfo) {
    this.impression(userInfo, 'alert' in (userInfo.aps || {}));
  }

  iosDidReceiveRemoteNotification(userInfo, applicationState) {
    // Only a push that woke the app in the background is an impression: "active"
    // was counted by willPresent. This app sets a notification-centre delegate,
    // so taps come through iosDidReceive, never here.
    if (applicationState === 'background') this.impression(userInfo, 'alert' in (userInfo.aps || {}));
  }

  iosDidReceive(userInfo, actionIdentifier) {
    if (actionIdentifier === DISMISS) this.click(userInfo);
    else if (actionIdentifier === DEFAULT || this.opensApp(userInfo, actionIdentifier)) this.open(userInfo);
    else this.click(userInfo); // IOS-ACTION-NO-OPEN
  }

  opensApp(userInfo, actionIdentifier) {
    const category = this.categories.get((userInfo.aps || {}).category);
    const action = ((category && category.actions) || []).find((candidate) => candidate.identifier === actionIdentifier);
    return Boolean(action && action.opensApp);
  }

  // Android -----------------------------------------------------------------

  androidMessageReceived(data) {
    this.impression(data, true);
  }

  /**
   * sendNotification: the app posts the notification for a data message, with
   * PendingIntents of its own (its number as request code), so an older
   * notification keeps its own ids when a newer one arrives.
   */
  androidShowNotification(manager, data, number) {
    const flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE];
    const content = new Intent({ component: 'MainActivity', flags: [Intent.FLAG_ACTIVITY_CLEAR_TOP], extras: data });
    const remove = new Intent({ component: 'NotificationDismissedReceiver', extras: data });
    manager.notify(number, {
      contentIntent: PendingIntent.getActivity(number, content, flags),
      deleteIntent: PendingIntent.getBroadcast(number, remove, flags),
    });
  }

  androidNotificationDismissed(extras) {
    this.click(extras);
  }

  /**
   * onCreate / onNewIntent: a notification's intent is tracked once, when delivered.
   * An activity re-created from its saved state (a rotation, a restored task) handled it before.
   */
  androidIntent(intent, savedInstanceState = null) {
    if (savedInstanceState !== null && savedInstanceState !== undefined) return;
    if ((intent.flags || []).includes('FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY')) return;
    const extras = intent.extras || {};
    if ('_dId' in extras || '_mId' in extras) this.open(extras);
  }
}

module.exports = { PushTracking, DISMISS, DEFAULT };

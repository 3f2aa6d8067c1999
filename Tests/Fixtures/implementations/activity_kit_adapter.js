#!/usr/bin/env node
'use strict';
// The Java example's Android app (Examples/java) on the Node kit, line for line: a messaging
// service, a dismiss receiver and an activity that tracks its intent once, when it is delivered.
//
//   activity_kit_adapter.js              the activity calls setIntent(intent) in onNewIntent
//   activity_kit_adapter.js --consume    it consumes its intent instead: setIntent(new Intent()) in onResume
//
// Every Android case passes with either, as with the Java example on the Java kit.

const path = require('node:path');
const { Activity, App, Intent, Manifest, MobileCore, PendingIntent, serve } = require(path.join(__dirname, '../../../Kits/node'));

const CONSUME = process.argv.includes('--consume');

/** The rules every component shares (Examples/java/PushTracking.java). */
const PushTracking = {
  useTrackAction: false,
  trackingIds(keys) {
    const flag = keys._acsDeliveryTracking;
    if (flag !== undefined && !(typeof flag === 'string' && flag.toLowerCase() === 'on')) return null;
    const { _dId: deliveryId, _mId: broadlogId } = keys;
    if (typeof deliveryId !== 'string' || typeof broadlogId !== 'string' || !deliveryId || !broadlogId) return null;
    return [deliveryId, broadlogId];
  },
  send(ids, action) {
    const context = { deliveryId: ids[0], broadlogId: ids[1], action };
    if (PushTracking.useTrackAction) MobileCore.trackAction('tracking', context);
    else MobileCore.collectMessageInfo(context);
  },
};

/** The activity a notification opens: its intent is tracked once, when it is delivered. */
class MainActivity extends Activity {
  onCreate(savedInstanceState) {
    // Re-created from its saved state (a rotation, a task restored after its process died): handled before.
    if (savedInstanceState === null || savedInstanceState === undefined) this.handle(this.getIntent());
  }
  onNewIntent(intent) {
    if (!CONSUME) this.setIntent(intent);
    this.handle(intent);
  }
  onResume() {
    if (CONSUME && this.getIntent() && this.getIntent().hasExtra('_dId')) this.setIntent(new Intent());
  }
  handle(intent) {
    // Recents replays the intent that opened the task: not a new tap.
    if (!intent || intent.flags.includes(Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY)) return;
    if (!('_dId' in intent.extras || '_mId' in intent.extras)) return;
    const ids = PushTracking.trackingIds(intent.extras);
    if (ids) { PushTracking.send(ids, '2'); PushTracking.send(ids, '1'); }
  }
}

/** A notification id per push, as Java's String.hashCode() & 0x7fffffff. */
function number(text) {
  let hash = 0;
  for (const character of text) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash & 0x7fffffff;
}

class ExampleApp extends App {
  static resetProcess() { PushTracking.useTrackAction = false; }
  constructor(testCase, manager) {
    super(testCase, manager);
    PushTracking.useTrackAction = this.useTrackAction;
    this.impressions = new Set(); // the messaging service's: each push once per process
  }
  onMessageReceived(message) {
    const data = message.data;
    const ids = PushTracking.trackingIds(data);
    if (ids && this.notificationsAllowed && !this.impressions.has(ids.join('/'))) {
      this.impressions.add(ids.join('/'));
      PushTracking.send(ids, '7');
    }
    const id = number(`${data._dId}/${data._mId}`);
    const flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE];
    this.notificationManager.notify(id, {
      contentIntent: PendingIntent.getActivity(id, new Intent({ component: 'MainActivity', flags: [Intent.FLAG_ACTIVITY_CLEAR_TOP], extras: data }), flags),
      deleteIntent: PendingIntent.getBroadcast(id, new Intent({ component: 'NotificationDismissedReceiver', extras: data }), flags),
    });
  }
  onDismiss(intent) {
    const ids = PushTracking.trackingIds(intent.extras);
    if (ids) PushTracking.send(ids, '2');
  }
}
ExampleApp.manifest = new Manifest({
  activities: [{ name: 'MainActivity', launcher: true, activityClass: MainActivity }], receivers: ['NotificationDismissedReceiver'],
});
ExampleApp.platforms = ['android'];

serve(ExampleApp, { name: `activity-node${CONSUME ? '-consume' : ''}`, version: '1.0.0' });

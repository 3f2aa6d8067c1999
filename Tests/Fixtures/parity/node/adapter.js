'use strict';
// The parity tracker on the Node kit (Tests/Fixtures/parity/README.md): the same logic in every kit.
const path = require('node:path');
const { Activity, App, Intent, Manifest, MobileCore, PendingIntent, serve } = require(path.join(__dirname, '../../../../Kits/node'));

function track(extras, ...actions) {
  if (!('_dId' in extras) || !('_mId' in extras)) return;
  for (const action of actions) MobileCore.collectMessageInfo({ deliveryId: extras._dId, broadlogId: extras._mId, action });
}

/** Tracks the intent that opened it (onCreate, onNewIntent) and consumes it in onResume. */
class MainActivity extends Activity {
  onCreate(savedInstanceState) { if (savedInstanceState === null || savedInstanceState === undefined) this.handle(this.getIntent()); }
  onNewIntent(intent) { this.handle(intent); }
  onResume() { if ('_dId' in this.getIntent().extras) this.setIntent(new Intent()); }
  handle(intent) { if (!intent.flags.includes(Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY)) track(intent.extras, '2', '1'); }
}

class ParityApp extends App {
  constructor(testCase, manager) {
    super(testCase, manager);
    this.waiting = []; // pushes whose notification is posted later, at the next callback
    this.posted = 0;
  }
  postWaiting() {
    const waiting = this.waiting;
    this.waiting = [];
    const flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE];
    for (const data of waiting) {
      this.posted += 1;
      const number = this.posted;
      const tap = new Intent({ component: 'TapReceiver', extras: data });
      const dismiss = new Intent({ component: 'NotificationDismissedReceiver', extras: data });
      const stack = [new Intent({ component: 'MainActivity' }),
        new Intent({ component: 'MainActivity', flags: [Intent.FLAG_ACTIVITY_SINGLE_TOP], extras: data })];
      this.notificationManager.notify(number, {
        tag: 'campaign', contentIntent: PendingIntent.getBroadcast(number, tap, flags),
        deleteIntent: PendingIntent.getBroadcast(number, dismiss, flags),
        actions: [{ title: 'Open', intent: PendingIntent.getActivities(number, stack, [PendingIntent.FLAG_IMMUTABLE]) }],
      });
    }
  }
  onMessageReceived(message) {
    this.postWaiting();
    track(message.data, '7');
    this.waiting.push(message.data);
  }
  onReceive(receiver, intent) {
    this.postWaiting();
    if (receiver === 'TapReceiver') { // a trampoline: opens the activity, an extra of its own added and one rewritten
      const open = new Intent({
        component: 'MainActivity', extras: intent.extras, flags: [Intent.FLAG_ACTIVITY_NEW_TASK, Intent.FLAG_ACTIVITY_CLEAR_TOP],
      });
      open.putExtra('tap', 'true');
      if (intent.hasExtra('title')) open.putExtra('title', 'dispatched: ' + intent.getStringExtra('title'));
      this.startActivity(open);
    }
  }
  onDismiss(intent) { this.postWaiting(); track(intent.extras, '2'); }
  onStartCommand() { this.notificationManager.cancelAll(); }
  onPause() { this.postWaiting(); }
}
ParityApp.manifest = new Manifest({
  targetSdk: 31, receivers: ['NotificationDismissedReceiver', 'TapReceiver'], services: ['SyncService'],
  activities: [{ name: 'MainActivity', launchMode: 'singleTop', launcher: true, configChanges: ['orientation', 'screenSize'], activityClass: MainActivity }],
});

serve(ParityApp, { name: 'parity-node', version: '1', platforms: ['android'] });

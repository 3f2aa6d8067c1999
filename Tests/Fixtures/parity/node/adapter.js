'use strict';
// The parity tracker on the Node kit (Tests/Fixtures/parity/README.md): the same logic in every kit.
//
//   node adapter.js [--platform android|ios] [--reports calls,hits]
const path = require('node:path');
const {
  Activity, App, Application, CampaignClassic, Intent, Manifest, Messaging, MobileCore, PendingIntent, serve,
} = require(path.join(__dirname, '../../../../Kits/node'));

const flag = process.argv.indexOf('--platform');
const PLATFORM = flag >= 0 ? process.argv[flag + 1] : 'android';

/** Where the app's SDK sends its requests (MobileCore.updateConfiguration, at launch). */
const CONFIGURATION = {
  'campaign.server': 'parity.campaign.example.com', 'campaignclassic.trackingServer': 'parity.tracking.example.com',
  'edge.domain': 'parity.edge.example.com', 'edge.configId': 'parity-datastream', 'messaging.eventDataset': 'parity-dataset',
};
const UUID = /^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/;
const DEFAULT_ACTION = 'com.apple.UNNotificationDefaultActionIdentifier';

/** Which product sent the push: 'journey' (_xdm), 'classic' (_dId and a decimal or UUID _mId), else 'standard'. */
function kind(keys) {
  if ('_xdm' in keys) return 'journey';
  const messageId = keys._mId;
  if ('_dId' in keys && typeof messageId === 'string' && (/^[0-9]+$/.test(messageId) || UUID.test(messageId))) return 'classic';
  return 'standard';
}

function track(extras, ...actions) {
  if (!('_dId' in extras) || !('_mId' in extras)) return;
  for (const action of actions) MobileCore.collectMessageInfo({ deliveryId: extras._dId, broadlogId: extras._mId, action });
}

function classicIds(keys) { return { _mId: keys._mId, _dId: keys._dId }; }

// -- Android ------------------------------------------------------------------------------------------------------

/** Configures the SDK when the process starts. */
class ParityApplication extends Application {
  onCreate() { MobileCore.updateConfiguration(CONFIGURATION); }
}

/** Tracks the intent that opened it (onCreate, onNewIntent) and consumes it in onResume. */
class MainActivity extends Activity {
  onCreate(savedInstanceState) { if (savedInstanceState === null || savedInstanceState === undefined) this.handle(this.getIntent()); }
  onNewIntent(intent) { this.handle(intent); }
  onResume() { if ('_dId' in this.getIntent().extras) this.setIntent(new Intent()); }
  handle(intent) {
    if (intent.flags.includes(Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY)) return;
    const pushed = kind(intent.extras);
    if (pushed === 'journey') Messaging.handleNotificationResponse(intent, true, null);
    else if (pushed === 'classic') CampaignClassic.trackNotificationClick(classicIds(intent.extras));
    else track(intent.extras, '2', '1');
  }
}

class ParityApp extends App {
  constructor(testCase, manager) {
    super(testCase, manager);
    this.waiting = []; // pushes whose notification is posted later, at the next callback: [messageId, data]
    this.posted = 0;
  }
  postWaiting() {
    const waiting = this.waiting;
    this.waiting = [];
    const flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE];
    for (const [messageId, data] of waiting) {
      this.posted += 1;
      const number = this.posted;
      const tap = new Intent({ component: 'TapReceiver', extras: data });
      if (kind(data) === 'journey') Messaging.addPushTrackingDetails(tap, messageId, data);
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
    const data = message.data;
    const pushed = kind(data);
    if (pushed === 'journey') Messaging.trackPushReceived(message);
    else if (pushed === 'classic') CampaignClassic.trackNotificationReceive(classicIds(data));
    else track(data, '7');
    this.waiting.push([message.messageId, data]);
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
  onDismiss(intent) {
    this.postWaiting();
    const pushed = kind(intent.extras);
    if (pushed === 'journey') Messaging.handleNotificationResponse(intent, false, 'Dismiss');
    else if (pushed === 'standard') track(intent.extras, '2');
  }
  onStartCommand() { this.notificationManager.cancelAll(); }
  onPause() { this.postWaiting(); }
}
ParityApp.manifest = new Manifest({
  targetSdk: 31, receivers: ['NotificationDismissedReceiver', 'TapReceiver'], services: ['SyncService'],
  activities: [{ name: 'MainActivity', launchMode: 'singleTop', launcher: true, configChanges: ['orientation', 'screenSize'], activityClass: MainActivity }],
  application: ParityApplication,
});

// -- iOS ----------------------------------------------------------------------------------------------------------

/**
 * Sets its notification-centre delegate and registers its categories at launch; configures the SDK there too.
 * Impressions from willPresent and background pushes (once per push), clicks from responses, opens once the app
 * is active.
 */
class ParityIOSApp extends App {
  constructor(testCase, manager) {
    super(testCase, manager);
    this.received = new Set(); // the pushes whose receive was tracked in this process
    this.opening = []; // pushes tapped while the app was not active: their open is tracked once it is
  }
  didFinishLaunching() { MobileCore.updateConfiguration(CONFIGURATION); }
  receive(userInfo) {
    if (!('_dId' in userInfo) || !('_mId' in userInfo)) return;
    const key = `${userInfo._dId}/${userInfo._mId}`;
    if (this.received.has(key) || !('alert' in (userInfo.aps || {}))) return;
    this.received.add(key);
    const pushed = kind(userInfo);
    if (pushed === 'classic') CampaignClassic.trackNotificationReceive(userInfo);
    else if (pushed === 'standard') track(userInfo, '7');
  }
  willPresent(userInfo) { this.receive(userInfo); }
  didReceiveRemoteNotification(userInfo, state) { if (state === 'background') this.receive(userInfo); }
  opensApp(userInfo, action) {
    const category = this.registeredCategories.get((userInfo.aps || {}).category) || {};
    return (category.actions || []).some((each) => each.identifier === action && (each.options || []).includes('foreground'));
  }
  didReceive(userInfo, action, state) {
    const pushed = kind(userInfo);
    if (pushed === 'journey') { Messaging.handleNotificationResponse(this.response); return; }
    const opened = action === DEFAULT_ACTION || this.opensApp(userInfo, action);
    if (pushed === 'classic') {
      if (opened) CampaignClassic.trackNotificationClick(userInfo);
      return;
    }
    track(userInfo, '2');
    if (opened) {
      if (state === 'active') track(userInfo, '1');
      else this.opening.push(userInfo);
    }
  }
  didBecomeActive() {
    const opening = this.opening;
    this.opening = [];
    for (const userInfo of opening) track(userInfo, '1');
  }
  didEnterBackground() { this.opening = []; }
}
ParityIOSApp.notificationDelegate = 'launch';
ParityIOSApp.categories = [
  { identifier: 'DEFAULT', customDismissAction: true, actions: [
    { identifier: 'REPLY', opensApp: false, options: [] },
    { identifier: 'VIEW', opensApp: true, options: ['foreground'] }] },
  { identifier: 'OFFER', customDismissAction: false, actions: [
    { identifier: 'OPEN_OFFER', opensApp: true, options: ['foreground', 'authenticationRequired'] },
    { identifier: 'DELETE', opensApp: false, options: ['destructive'] }] },
];

const APIS = ['collectMessageInfo', 'trackAction', 'trackNotificationReceive', 'trackNotificationClick', 'handleNotificationResponse'];
if (PLATFORM === 'ios') serve(ParityIOSApp, { name: 'parity-node', version: '1', platforms: ['ios'], apis: APIS });
else serve(ParityApp, { name: 'parity-node', version: '1', platforms: ['android'], apis: [...APIS, 'trackPushReceived'] });

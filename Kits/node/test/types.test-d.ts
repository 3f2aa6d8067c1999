// The kit's types (index.d.ts), used as an adapter uses them; compiled, never run:
//
//   tsc --noEmit --strict --target es2020 --lib es2020 --module node16 --moduleResolution node16 Kits/node/test/types.test-d.ts
//
// It imports the package by its name, through package.json's exports map. Each line after an
// expect-error directive must fail to compile: the types refuse what the kit refuses.
import {
  ACPCore, Activity, App, Application, Build, CampaignClassic, CampaignClassicHits, CampaignHits, Evidence, Handler, HttpConnection, Intent, Looper, Manifest,
  Messaging, MobileCore, PushTrackingStatus, UNNotificationResponse, NetworkRecorder, NetworkRequest, Networking, NotificationManager, PendingIntent, RecordedRequest, RemoteMessage,
  ServiceProvider, TestCase, TrackedApi, TrackingCall, Unsupported, reportsFromCommandLine, serve,
} from 'trackcheck-kit';

class MainActivity extends Activity {
  onCreate(savedInstanceState: { [key: string]: unknown } | null | undefined): void {
    if (savedInstanceState == null) this.track(this.getIntent());
  }
  onNewIntent(intent: Intent): void { this.setIntent(intent); this.track(intent); }
  onResume(): void { if (this.getIntent().hasExtra('_dId')) this.setIntent(new Intent()); }
  track(intent: Intent): void {
    if (intent.flags.includes(Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY)) return;
    const deliveryId: string | null = intent.getStringExtra('_dId');
    if (deliveryId !== null) MobileCore.collectMessageInfo({ deliveryId, broadlogId: intent.extras._mId, action: '1' });
  }
}

class MyApplication extends Application {
  onCreate(): void {
    MobileCore.updateConfiguration({ 'campaign.server': 'acme.campaign.adobe.com' });
    ACPCore.trackAction('launch', {});
  }
}

// The SDK's network service: a recorder in AEP's shape, replaceable by the adapter's own.
class Forwarding implements Networking {
  connectAsync(request: NetworkRequest, callback?: (connection: HttpConnection) => void): void {
    NetworkRecorder.shared.connectAsync(request, callback);
  }
}
ServiceProvider.setNetworkService(new Forwarding());
ServiceProvider.getInstance().setNetworkService(ServiceProvider.getInstance().getNetworkService());
ServiceProvider.networkService.connectAsync(new NetworkRequest('https://s/r/?id=a,b,1&mcId=e', 'GET', '', { Accept: '*/*' }),
  (connection) => { const code: number = connection.getResponseCode(); void code; });
const sent: RecordedRequest[] = NetworkRecorder.shared.take();
const hit: string | undefined = CampaignHits.trackingUrl('ios', 'campaign.example.com', 'b', 'd', '7', CampaignHits.ECID);
const evidence: Evidence[] = reportsFromCommandLine(['--reports', 'calls,hits']);
void sent; void hit; void evidence;
// @ts-expect-error: a method AEP's HttpMethod does not have
new NetworkRequest('https://s/', 'PUT');

// Campaign Classic's extension: its two tracking calls are reported beside the core's.
CampaignClassic.trackNotificationReceive({ _mId: '12345', _dId: 'f0190' });
CampaignClassic.trackNotificationClick({ aps: { alert: 'Sale' }, _mId: '12345', _dId: 'f0190' });

// Journey Optimizer's Messaging: Android's intent forms and iOS's response form.
const opened = new Intent({ component: 'MainActivity' });
const added: boolean = Messaging.addPushTrackingDetails(opened, '0:1', { _xdm: '{}' });
Messaging.handleNotificationResponse(opened, true, null);
Messaging.handleNotificationResponse(opened, false, 'Dismiss', (status: string) => status === PushTrackingStatus.TRACKING_INITIATED);
Messaging.handleNotificationResponse(new UNNotificationResponse({ _xdm: { cjm: {} } }, 'VIEW', 'push-1'), null, (status: string) => void status);
// @ts-expect-error: the Android form takes whether the app opened
Messaging.handleNotificationResponse(opened, 'yes', null);
void added;
CampaignClassic.registerDevice('fcm-token', 'user@example.com', { premium: true });
CampaignClassic.registerDevice(new Uint8Array([1, 2]));
const classicVersion: string = CampaignClassic.extensionVersion();
const reported: TrackedApi[] = MobileCore.takeCalls().map((call: TrackingCall) => call.api);
void classicVersion; void reported;
// @ts-expect-error: the tracking calls take the payload's map, not its ids one by one
CampaignClassic.trackNotificationReceive('12345', 'f0190');
const classicHit: string | undefined = CampaignClassicHits.trackingUrl('ios', CampaignClassicHits.DEFAULT_TRACKING_SERVER,
  { _mId: '12345', _dId: 'f0190' }, CampaignClassicHits.RECEIVE);
const broadlog: string | undefined = CampaignClassicHits.messageId('android', '12345');
void classicHit; void broadlog;
// @ts-expect-error: the extension has two tags, 1 (receive) and 2 (click)
CampaignClassicHits.trackingUrl('android', 's', {}, '7');

class MyApp extends App {
  static resetProcess(): void { seen.clear(); }
  static supports(testCase: TestCase): boolean | string {
    return testCase.initialState === 'force-stopped' ? 'never force-stopped' : true;
  }
  constructor(testCase: TestCase, manager: NotificationManager) {
    super(testCase, manager);
    if (testCase.api === 'trackAction') throw new Unsupported('collectMessageInfo only');
    const restarted: boolean = this.restarted;
    void restarted;
  }
  onMessageReceived(message: RemoteMessage): void {
    seen.add(message.data._dId);
    const flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE];
    const open = new Intent({ component: 'MainActivity', flags: [Intent.FLAG_ACTIVITY_CLEAR_TOP], extras: message.data });
    const later = () => this.notificationManager.notify(1, {
      contentIntent: PendingIntent.getActivity(1, open, flags),
      deleteIntent: PendingIntent.getBroadcast(1, new Intent({ component: 'NotificationDismissedReceiver', extras: message.data }), flags),
      actions: [{ title: 'Open', intent: PendingIntent.getActivities(2, [new Intent(), open.copy().addFlags(Intent.FLAG_ACTIVITY_SINGLE_TOP)]) }],
      forMessage: message,
    });
    new Handler(Looper.getMainLooper()).postDelayed(later, 100);
    if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU && !this.notificationsAllowed) return;
  }
  onReceive(receiver: string, intent: Intent): void {
    this.notificationManager.cancel(1);
    this.notificationManager.cancel('tag', 1);
    this.notificationManager.cancel(null, 1);
    this.startActivity(new Intent({ component: 'MainActivity', flags: [Intent.FLAG_ACTIVITY_NEW_TASK], extras: intent.extras }));
  }
  didReceive(userInfo: { [key: string]: unknown }, actionIdentifier: string): void {
    MobileCore.collectMessageInfo({ deliveryId: userInfo._dId, broadlogId: userInfo._mId, action: actionIdentifier });
  }
}
const seen = new Set<string>();
MyApp.platforms = ['android', 'ios'];
MyApp.apis = ['collectMessageInfo'];
MyApp.sdkInt = 33;
MyApp.manifest = new Manifest({
  targetSdk: 34, receivers: ['NotificationDismissedReceiver', 'TapReceiver'], application: MyApplication,
  activities: [{ name: 'MainActivity', launchMode: 'singleTop', launcher: true, configChanges: ['orientation'], activityClass: MainActivity }],
});

// @ts-expect-error: a launch mode Android does not have
MyApp.manifest = new Manifest({ activities: [{ name: 'MainActivity', launchMode: 'singleTask2' }] });
// @ts-expect-error: a platform the protocol does not know
MyApp.platforms = ['windows'];
// @ts-expect-error: serve needs the implementation's name
serve(MyApp, { version: '1.0.0' });

// @ts-expect-error: evidence the protocol does not know
serve(MyApp, { name: 'my-tracker', reports: ['hit'] });

serve(MyApp, { name: 'my-tracker', version: '1.0.0', apis: ['collectMessageInfo'], reports: ['calls', 'hits'] });

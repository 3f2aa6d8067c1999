// Types of trackcheck-kit for Node (index.js): the protocol loop, the App with one handler per
// OS callback, the SDK recorder and the Android stand-ins. docs/ADAPTERS.md has the concept map
// shared by every kit.

/** A JSON object as the harness sends it and the kit reports it. */
export type JsonObject = { [key: string]: unknown };

/** A platform a kit can play. */
export type Platform = 'ios' | 'android';
/** An SDK API a tracker can call. */
export type Api = 'collectMessageInfo' | 'trackAction';
/** An activity's android:launchMode. */
export type LaunchMode = 'standard' | 'singleTop' | 'singleTask' | 'singleInstance';
/** What a PendingIntent starts. */
export type PendingIntentKind = 'activity' | 'activities' | 'broadcast' | 'service' | 'foregroundService';

/** The begin message: the case the app is played. */
export interface TestCase extends JsonObject {
  case?: string;
  platform?: Platform;
  /** any, or the one API the app's SDK has. */
  api?: 'any' | Api;
  initialState?: 'foreground' | 'background' | 'terminated' | 'force-quit' | 'force-stopped';
  device?: { notificationsAllowed?: boolean; backgroundAppRefresh?: boolean };
  app?: JsonObject;
}

/** A RemoteMessage as onMessageReceived gets it. */
export interface RemoteMessage extends JsonObject {
  /** Every value a string, as getData() returns it. */
  data: { [key: string]: string };
  /** The push's name in the case (protocol 3). */
  messageId?: string;
}

/** An iOS notification category, with its action buttons. */
export interface NotificationCategory {
  identifier: string;
  customDismissAction?: boolean;
  actions?: { identifier: string; opensApp?: boolean; options?: ('foreground' | 'destructive' | 'authenticationRequired')[] }[];
}

/** The calls the kit records: the core's, Campaign Classic's and Journey Optimizer's. */
export type TrackedApi = Api | 'trackNotificationReceive' | 'trackNotificationClick' | 'handleNotificationResponse' | 'trackPushReceived';

/** A tracking call, as recorded. */
export interface TrackingCall {
  api: TrackedApi;
  action?: unknown;
  contextData: unknown;
}

/** The SDK's core API shape (AEP MobileCore, ACPCore): calls are recorded as passed. */
export interface Core {
  /** MobileCore.collectMessageInfo(contextData) (ACPCore 1.4.0 / 2.3.0 and later). */
  collectMessageInfo(contextData: unknown): void;
  /** MobileCore.trackAction(action, contextData): the older SDKs' way. */
  trackAction(action: unknown, contextData: unknown): void;
  /**
   * MobileCore.updateConfiguration(config): its `campaign.server` (and Campaign Classic's
   * `campaignclassic.trackingServer`) is where the stand-ins send hits when the adapter reports them.
   */
  updateConfiguration(config: JsonObject): void;
  /** iOS's spelling: MobileCore.updateConfigurationWith(configDict:). */
  updateConfigurationWith(config: JsonObject): void;
  /** The calls since the last take (the kit's, not the tracker's). */
  takeCalls(): TrackingCall[];
}

/** What an adapter reports as evidence (hello.reports): the calls, the requests the SDK sent, or both. */
export type Evidence = 'calls' | 'hits';

/** What `--reports calls,hits` in `args` (default: the process's arguments) asks for; `fallback` (calls) without it. */
export declare function reportsFromCommandLine(args?: string[], fallback?: Evidence[]): Evidence[];

/** AEP's HttpMethod. */
export declare const HttpMethod: { readonly GET: 'GET'; readonly POST: 'POST' };
export type HttpMethodName = 'GET' | 'POST';

/** AEP's NetworkRequest: what the SDK asks its network service to send. */
export declare class NetworkRequest {
  constructor(url: string, method?: HttpMethodName, body?: string | Uint8Array, headers?: { [name: string]: string },
    connectTimeout?: number, readTimeout?: number);
  /** The URL exactly as the SDK built it. */
  readonly url: string;
  readonly method: HttpMethodName;
  readonly body: string | Uint8Array;
  readonly headers: { [name: string]: string };
  readonly connectTimeout: number;
  readonly readTimeout: number;
  getUrl(): string;
  getMethod(): HttpMethodName;
  getBody(): Uint8Array;
  getHeaders(): { [name: string]: string };
}

/** AEP's HttpConnection: the answer to a request. */
export declare class HttpConnection {
  constructor(responseCode: number, body?: string);
  readonly responseCode: number;
  getResponseCode(): number;
  close(): void;
}

/** AEP's Networking: the SDK's network service. */
export interface Networking {
  connectAsync(request: NetworkRequest, callback?: (connection: HttpConnection) => void): void;
}

/** One request the SDK sent, as the protocol reports it. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: { [name: string]: string };
  body: string;
}

/**
 * Every request the SDK sends, in order (two identical hits are two entries), answered 200: what
 * an adapter reports as hits. NetworkRecorder.shared is the kit's default network service.
 */
export declare class NetworkRecorder implements Networking {
  /** The recorder the kit reports from. */
  static readonly shared: NetworkRecorder;
  /** Records one request the SDK sent. */
  record(method: string, url: string, headers?: { [name: string]: string }, body?: string): void;
  /** Records request and answers it 200. */
  connectAsync(request: NetworkRequest, callback?: (connection: HttpConnection) => void): void;
  /** The requests since the last take, in order. */
  take(): RecordedRequest[];
}

/** AEP's ServiceProvider: the network service the SDK sends through. */
export declare const ServiceProvider: {
  networkService: Networking;
  /** ServiceProvider.getInstance(): the object itself, its own only instance. */
  getInstance(): typeof ServiceProvider;
  getNetworkService(): Networking;
  setNetworkService(service: Networking): void;
};

/**
 * The Campaign extension's tracking hits, as the stand-ins send them when the adapter reports
 * hits: https://{campaign.server}/r/?id={broadlogId},{deliveryId},{action}&mcId={ECID}, built as
 * the case's platform builds it (iOS percent-encoded as URLComponents does, Android as text).
 */
export declare const CampaignHits: {
  readonly DEFAULT_SERVER: string;
  readonly ECID: string;
  /** The tracking URL platform's extension builds, or undefined when it builds none. */
  trackingUrl(platform: Platform, server: string, broadlogId: string, deliveryId: string, action: string, ecid: string): string | undefined;
};

/**
 * The Campaign Classic extension's tracking requests, as the CampaignClassic stand-in sends them when
 * the adapter reports hits: https://{campaignclassic.trackingServer}/r/?id=h{messageId},{_dId},{tag},
 * tag '1' (receive) or '2' (click), no body, no headers, built as the case's platform builds it
 * (Android as text, iOS parsed as Foundation's URL(string:) does).
 */
export declare const CampaignClassicHits: {
  readonly DEFAULT_TRACKING_SERVER: string;
  readonly RECEIVE: '1';
  readonly CLICK: '2';
  /** The id's message part platform's extension makes of _mId (a UUID as it is, a decimal as its hex), or undefined. */
  messageId(platform: Platform, messageId: string): string | undefined;
  /** The tracking URL platform's extension builds, or undefined when it sends nothing. */
  trackingUrl(platform: Platform, server: unknown, trackInfo: unknown, tag: '1' | '2'): string | undefined;
  /** URL(string:)?.absoluteString as Foundation gives it for an https:// URL, or undefined. */
  iosUrl(text: string): string | undefined;
};

/**
 * The Edge Network requests of Journey Optimizer's push tracking, as the Messaging stand-in sends them when the
 * adapter reports hits: POST https://{edge.domain}/ee/v1/interact?configId={edge.configId}&requestId={UUID}, each
 * event's xdm (eventType, pushNotificationTracking, application.launches, the _xdm content merged) and
 * meta.collect.datasetId in the JSON body.
 */
export declare const EdgeHits: {
  readonly DEFAULT_DOMAIN: string;
  readonly DEFAULT_DATASTREAM: string;
  readonly DEFAULT_DATASET: string;
  /** The request body the Edge extension sends for a Messaging event, to dataset. */
  body(event: { [key: string]: unknown }, dataset: string, platform: Platform): { [key: string]: unknown };
};

/** The recorder tracker code calls. */
export declare const MobileCore: Core;
/** The same recorder, under the ACPCore name. */
export declare const ACPCore: Core;

/**
 * The Adobe Campaign Classic / Campaign v8 extension's public API (AEPCampaignClassic: Android
 * 3.1.4, iOS 5.0.0), as the case's platform has it. Its tracking calls are recorded with
 * MobileCore's, the object as passed; on Android a null, undefined or empty map is refused by the
 * method, as the SDK's is (nothing recorded); on iOS every call is recorded.
 */
export declare const CampaignClassic: {
  readonly ANDROID_VERSION: '3.1.4';
  readonly IOS_VERSION: '5.0.0';
  /** Android trackNotificationReceive(trackInfo), iOS trackNotificationReceive(withUserInfo:): reported. */
  trackNotificationReceive(trackInfo: { [key: string]: unknown } | null | undefined): void;
  /** Android trackNotificationClick(trackInfo), iOS trackNotificationClick(withUserInfo:): reported. */
  trackNotificationClick(trackInfo: { [key: string]: unknown } | null | undefined): void;
  /** Registration with the marketing server, not tracking: nothing is reported. */
  registerDevice(token: string | Uint8Array, userKey?: string | null, additionalParams?: { [key: string]: unknown } | null): void;
  /** '3.1.4' on an Android case, '5.0.0' on an iOS one. */
  extensionVersion(): string;
};

/** AEPMessaging's PushTrackingStatus (Android's names). */
export declare const PushTrackingStatus: {
  readonly TRACKING_INITIATED: 'TRACKING_INITIATED';
  readonly NO_DATASET_CONFIGURED: 'NO_DATASET_CONFIGURED';
  readonly NO_TRACKING_DATA: 'NO_TRACKING_DATA';
  readonly INVALID_INTENT: 'INVALID_INTENT';
  readonly INVALID_MESSAGE_ID: 'INVALID_MESSAGE_ID';
  readonly UNKNOWN_ERROR: 'UNKNOWN_ERROR';
};

/** iOS UNNotificationResponse as Messaging.handleNotificationResponse reads it (app.response during didReceive). */
export declare class UNNotificationResponse {
  constructor(userInfo: JsonObject, actionIdentifier: string, identifier?: string, categoryIdentifier?: string,
    registered?: Map<string, NotificationCategory>);
  readonly userInfo: JsonObject;
  readonly actionIdentifier: string;
  /** The notification request's identifier: the message id the SDK tracks. */
  readonly identifier: string;
  readonly categoryIdentifier: string;
}

/**
 * Adobe Journey Optimizer's Messaging extension (AEPMessaging: Android 3.10.0, iOS 5.14.0). Each call is recorded
 * with MobileCore's as the event the SDK dispatches for it (messageId, adobe_xdm, eventType, applicationOpened,
 * actionId); a call the SDK refuses records nothing and reports its status.
 */
export declare const Messaging: {
  readonly ANDROID_VERSION: '3.10.0';
  readonly IOS_VERSION: '5.14.0';
  /** Android addPushTrackingDetails(intent, messageId, data). */
  addPushTrackingDetails(intent: Intent | null | undefined, messageId: string | null | undefined, data: { [key: string]: string } | null | undefined): boolean;
  /** Android trackPushReceived(remoteMessage), given onMessageReceived's message. */
  trackPushReceived(message: RemoteMessage): void;
  /** Android handleNotificationResponse(intent, applicationOpened, actionId, callback?). */
  handleNotificationResponse(intent: Intent | null | undefined, applicationOpened: boolean, actionId: string | null | undefined,
    callback?: (status: string) => void): void;
  /** iOS handleNotificationResponse(response, urlHandler?, closure?). */
  handleNotificationResponse(response: UNNotificationResponse, urlHandler?: ((url: string) => boolean) | null,
    closure?: (status: string) => void): void;
  /** '3.10.0' on an Android case, '5.14.0' on an iOS one. */
  extensionVersion(): string;
};

/** The fields of an Intent. */
export interface IntentFields {
  component?: string;
  action?: string;
  flags?: string[];
  extras?: JsonObject;
  categories?: string[];
  data?: string;
}

/** An Intent as the protocol reports it. */
export interface IntentJSON {
  component?: string;
  action?: string;
  categories?: string[];
  data?: string;
  flags: string[];
  extras: JsonObject;
}

/** An Android Intent: target component, action, flags, categories, data, extras. */
export declare class Intent {
  constructor(fields?: IntentFields);
  component?: string;
  action?: string;
  flags: string[];
  extras: JsonObject;
  categories: string[];
  data?: string;
  /** The intent the harness describes (a callback's intent). */
  static fromJSON(value?: IntentFields | null): Intent;
  /** new Intent(intent): a copy, extras included (deeply). */
  copy(): Intent;
  /** addFlags: the flags added to those it has. */
  addFlags(...flags: string[]): Intent;
  /** putExtra(key, value). */
  putExtra(key: string, value: unknown): Intent;
  /** removeExtra(key). */
  removeExtra(key: string): void;
  /** getStringExtra(key): the extra when it is a string, else null. */
  getStringExtra(key: string): string | null;
  /** hasExtra(key). */
  hasExtra(key: string): boolean;
  /** The intent as the protocol reports it (a snapshot). */
  toJSON(): IntentJSON;

  static readonly FLAG_ACTIVITY_NEW_TASK: 'FLAG_ACTIVITY_NEW_TASK';
  static readonly FLAG_ACTIVITY_CLEAR_TASK: 'FLAG_ACTIVITY_CLEAR_TASK';
  static readonly FLAG_ACTIVITY_CLEAR_TOP: 'FLAG_ACTIVITY_CLEAR_TOP';
  static readonly FLAG_ACTIVITY_SINGLE_TOP: 'FLAG_ACTIVITY_SINGLE_TOP';
  static readonly FLAG_ACTIVITY_REORDER_TO_FRONT: 'FLAG_ACTIVITY_REORDER_TO_FRONT';
  static readonly FLAG_ACTIVITY_NO_HISTORY: 'FLAG_ACTIVITY_NO_HISTORY';
  static readonly FLAG_ACTIVITY_MULTIPLE_TASK: 'FLAG_ACTIVITY_MULTIPLE_TASK';
  static readonly FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY: 'FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY';
  /** What the launcher icon starts an app with. */
  static readonly ACTION_MAIN: 'android.intent.action.MAIN';
  static readonly CATEGORY_LAUNCHER: 'android.intent.category.LAUNCHER';
}

/** A PendingIntent as the protocol reports it. */
export interface PendingIntentJSON {
  requestCode: number;
  flags: string[];
  kind?: PendingIntentKind;
  intent?: IntentJSON;
  intents?: IntentJSON[];
}

/**
 * PendingIntent.getActivity, getActivities, getBroadcast, getService, getForegroundService: a
 * request code, flags and the intent (for getActivities the intents, the last on top), copied
 * when it is made, as Android does.
 */
export declare class PendingIntent {
  constructor(requestCode: number, intent: Intent | undefined, flags?: string[], kind?: PendingIntentKind, intents?: Intent[]);
  requestCode: number;
  intent?: Intent;
  intents?: Intent[];
  flags: string[];
  kind: PendingIntentKind;
  /** PendingIntent.getActivity: starts an activity. */
  static getActivity(requestCode: number, intent: Intent, flags?: string[]): PendingIntent;
  /** PendingIntent.getActivities: a back stack, the last intent on top. */
  static getActivities(requestCode: number, intents: Intent[], flags?: string[]): PendingIntent;
  /** PendingIntent.getBroadcast: sends a broadcast to a receiver. */
  static getBroadcast(requestCode: number, intent: Intent, flags?: string[]): PendingIntent;
  /** PendingIntent.getService: starts a service. */
  static getService(requestCode: number, intent: Intent, flags?: string[]): PendingIntent;
  /** PendingIntent.getForegroundService: starts a foreground service. */
  static getForegroundService(requestCode: number, intent: Intent, flags?: string[]): PendingIntent;
  /** The PendingIntent as protocol 2 (no kind) or 3 reports it. */
  toJSON(protocol?: number): PendingIntentJSON;

  static readonly FLAG_UPDATE_CURRENT: 'FLAG_UPDATE_CURRENT';
  static readonly FLAG_CANCEL_CURRENT: 'FLAG_CANCEL_CURRENT';
  static readonly FLAG_ONE_SHOT: 'FLAG_ONE_SHOT';
  static readonly FLAG_IMMUTABLE: 'FLAG_IMMUTABLE';
  static readonly FLAG_MUTABLE: 'FLAG_MUTABLE';
  static readonly FLAG_NO_CREATE: 'FLAG_NO_CREATE';
}

/** A notification, given by its parts. */
export interface Notification {
  contentIntent?: PendingIntent;
  deleteIntent?: PendingIntent;
  tag?: string;
  /** Default true. */
  autoCancel?: boolean;
  /** Action buttons. */
  actions?: { title: string; intent: PendingIntent }[];
  /** The push it is for: a RemoteMessage or its messageId (protocol 3's posted.for). */
  forMessage?: string | RemoteMessage;
}

/** Records notify, cancel and cancelAll for the answer's app.posted, app.cancelled, app.cancelledAll. */
export declare class NotificationManager {
  constructor();
  /** NotificationManager.notify(tag, id, notification). */
  notify(id: number, notification?: Notification): void;
  /** NotificationManager.cancel(id). */
  cancel(id: number): void;
  /** NotificationManager.cancel(tag, id), as Android orders them (a null tag: cancel(id)). */
  cancel(tag: string | null, id: number): void;
  /** The kit's earlier order, still read: cancel(id, tag). */
  cancel(id: number, tag?: string): void;
  /** cancelAll(): every notification of the app. */
  cancelAll(): void;
  /** What was posted and cancelled since the last take, as the protocol spoken reports it. */
  take(protocol?: number): JsonObject;
}

/** An <activity> of the manifest. */
export interface ActivityDeclaration {
  name: string;
  launchMode?: LaunchMode;
  /** The launcher activity (MAIN/LAUNCHER); without one, the first declared is. */
  launcher?: boolean;
  configChanges?: string[];
  taskAffinity?: string;
  noHistory?: boolean;
  /** The Activity subclass the kit creates for it (default: Activity, whose handlers call the App's). */
  activityClass?: new (app: App, name: string, intent: Intent) => Activity;
}

/** What AndroidManifest.xml declares, as protocol 3's ready.app reports it. */
export declare class Manifest {
  constructor(declared?: {
    targetSdk?: number;
    activities?: ActivityDeclaration[];
    receivers?: string[];
    services?: string[];
    /** The Application subclass whose onCreate runs when a process starts. */
    application?: new (app: App) => Application;
  });
  targetSdk?: number;
  activities: ActivityDeclaration[];
  receivers?: string[];
  services?: string[];
  application?: new (app: App) => Application;
  /** The declared activity called name, if any. */
  activity(name: string | undefined): ActivityDeclaration | undefined;
  /** The launcher activity: the one that says so, else the first. */
  launcher(): ActivityDeclaration | undefined;
  /** Protocol 3's ready.app. */
  toJSON(): JsonObject;
}

/** android.content.Context: what a component reaches the system through. */
export declare class Context {
  constructor(app: App, name: string);
  app: App;
  /** The component's class name, as the harness names it. */
  name: string;
  /** Context.startActivity: reported in app.startActivity (protocol 3). */
  startActivity(intent: Intent): void;
}

/**
 * An activity instance: one per live activity, made by Activity.onCreate (or, for a case that
 * begins with the app running, by the kit before the case). The lifecycle methods call the
 * App's handlers of the same name; a subclass named in the manifest may override them.
 */
export declare class Activity extends Context {
  constructor(app: App, name: string, intent: Intent);
  intent: Intent;
  finishing: boolean;
  /** getIntent(): the intent that started it, until setIntent replaces it. */
  getIntent(): Intent;
  /** Activity.setIntent: getIntent() returns intent from now on, in any callback. */
  setIntent(intent: Intent | null): void;
  /** Activity.finish(): reported in app.finish (protocol 3). */
  finish(): void;
  onCreate(savedInstanceState: JsonObject | null | undefined): void;
  onStart(): void;
  onNewIntent(intent: Intent): void;
  onResume(): void;
  onPause(): void;
  onStop(): void;
  onConfigurationChanged(newConfig: JsonObject): void;
}

/** android.app.Application: onCreate runs once per process, before any component. */
export declare class Application extends Context {
  constructor(app: App, name?: string);
  /** Application.onCreate. */
  onCreate(): void;
}

/** android.os.Looper: the main thread's, on which the kit runs every callback. */
export declare class Looper {
  /** Looper.getMainLooper(). */
  static getMainLooper(): Looper;
}

/** android.os.Handler on the main looper: work posted here runs before the kit answers the callback. */
export declare class Handler {
  constructor(looper?: Looper);
  looper: Looper;
  /** post(runnable). */
  post(work: () => void): boolean;
  /** postDelayed(runnable, delayMillis): runs before the answer too, after work due earlier. */
  postDelayed(work: () => void, delayMillis: number): boolean;
  /** removeCallbacks(runnable). */
  removeCallbacks(work: () => void): void;
}

/** android.os.Build: Build.VERSION.SDK_INT is the API level the app declares (App.sdkInt). */
export declare const Build: {
  VERSION: { SDK_INT: number };
  VERSION_CODES: {
    M: 23; N: 24; O: 26; P: 28; Q: 29; R: 30; S: 31; S_V2: 32; TIRAMISU: 33; UPSIDE_DOWN_CAKE: 34; VANILLA_ICE_CREAM: 35;
  };
};

/** Thrown by an app (its constructor, or App.supports) for a case it cannot run: answered unsupported. */
export declare class Unsupported extends Error {
  constructor(reason: string);
  reason: string;
}

/**
 * The app under test: override the handlers your tracker has. A fresh instance per case, and
 * after Process.killed; reset module-level state in the static resetProcess().
 */
export declare class App {
  constructor(testCase: TestCase, notificationManager: NotificationManager);
  /** The case (the begin message). */
  case: TestCase;
  /** false for the process a case begins with, true for one started after Process.killed. */
  restarted: boolean;
  /** Android: the app's NotificationManager. */
  notificationManager: NotificationManager;
  /** Whether the user allowed notifications. */
  notificationsAllowed: boolean;
  /** Whether the app's SDK has only trackAction (an older ACPCore). */
  useTrackAction: boolean;
  /** iOS: the categories registered, by identifier. */
  registeredCategories: Map<string, NotificationCategory>;
  /** iOS: the response didReceive is handling (Messaging.handleNotificationResponse(this.response)). */
  response: UNNotificationResponse | undefined;
  /** Android: the activity instance the current activity callback is for. */
  activity: Activity | undefined;
  /** Android: the component handling the current callback. */
  context: Context | undefined;

  /** The platforms the tracker has; null: those whose handlers the class overrides. */
  static platforms: Platform[] | null;
  /** The SDK APIs the tracker can call; null: both. */
  static apis: TrackedApi[] | null;
  /** Android, protocol 3: the manifest; null keeps the defaults. */
  static manifest: Manifest | null;
  /** Android: the Application subclass whose onCreate runs when a process starts. */
  static applicationClass: (new (app: App) => Application) | null;
  /** Android: the device's API level (null: the manifest's targetSdk, else 34). */
  static sdkInt: number | null;
  /** Android: the launch mode of the activity notifications open (when the manifest declares no activities). */
  static launchMode: LaunchMode;
  /** iOS: when the app sets its delegate: 'launch' (or true), 'late', 'none' (or false). */
  static notificationDelegate: boolean | 'launch' | 'late' | 'none';
  /** iOS: the categories registered at launch; null: the case's. */
  static categories: NotificationCategory[] | null;
  /** Whether the app can run testCase: false, or a reason, answers unsupported. */
  static supports(testCase: TestCase): boolean | string | undefined;
  /** Called before every new process, before the app is constructed: reset module-level state. */
  static resetProcess(): void;

  /** Activity.setIntent on the current activity. */
  setIntent(intent: Intent | null): void;
  /** Activity.finish() on the current activity. */
  finish(): void;
  /** Context.startActivity from the current component. */
  startActivity(intent: Intent): void;
  /** iOS: the app sets its UNUserNotificationCenter delegate now. */
  setNotificationDelegate(): void;

  didFinishLaunching(launchOptions: JsonObject, applicationState?: string): void;
  willPresent(userInfo: JsonObject, applicationState?: string): void;
  didReceiveRemoteNotification(userInfo: JsonObject, applicationState?: string): void;
  didReceive(userInfo: JsonObject, actionIdentifier: string, applicationState?: string): void;
  willEnterForeground(): void;
  didBecomeActive(): void;
  willResignActive(): void;
  didEnterBackground(): void;

  onApplicationCreate(): void;
  onMessageReceived(message: RemoteMessage): void;
  onDismiss(intent: Intent): void;
  onReceive(receiver: string, intent: Intent): void;
  onStartCommand(service: string, intent: Intent): void;
  onCreate(intent: Intent, savedInstanceState: JsonObject | null | undefined): void;
  onNewIntent(intent: Intent): void;
  onResume(intent: Intent): void;
  onPause(): void;
  onConfigurationChanged(newConfig: JsonObject): void;
}

/** The options of serve. */
export interface ServeOptions {
  name: string;
  version?: string;
  /** What the tracker has (default: AppClass.platforms, else the platforms whose handlers it overrides). */
  platforms?: Platform[];
  /** The SDK APIs it calls (default: AppClass.apis, else both). */
  apis?: TrackedApi[];
  /**
   * Connect to trackcheck (`trackcheck run --listen`) at `HOST:PORT` or `unix:PATH` instead of
   * serving stdin/stdout; default: the environment's TRACKCHECK_CONNECT.
   */
  connect?: string;
  /**
   * What the answers carry as evidence: calls, hits (the requests the SDK sent), or both; default:
   * `--reports calls,hits` on the command line, else calls. With hits, the MobileCore/ACPCore
   * stand-ins send Campaign's tracking hits.
   */
  reports?: Evidence[];
}

/** Serves the protocol on stdin/stdout (or over a connection to trackcheck) until bye. */
export declare function serve(AppClass: typeof App, options: ServeOptions): void;

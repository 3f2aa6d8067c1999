'use strict';
// trackcheck-kit for Node: the protocol loop (versions 2 and 1, pipelining),
// an App with one handler per OS callback, the SDK recorder, Android
// stand-ins whose use protocol 2 reports, and stdout protection. No
// dependencies. docs/ADAPTERS.md has the concept map shared by every kit.

const readline = require('node:readline');

const PROTOCOLS = [2, 1];

/** The SDK's core API shape (AEP MobileCore, ACPCore): calls are recorded as passed. */
class Core {
  constructor() { this.calls = []; }
  collectMessageInfo(contextData) { this.calls.push({ api: 'collectMessageInfo', contextData }); }
  trackAction(action, contextData) { this.calls.push({ api: 'trackAction', action, contextData }); }
  takeCalls() { const calls = this.calls; this.calls = []; return calls; }
}

/** The recorder tracker code calls; ACPCore is the same object. */
const MobileCore = new Core();
const ACPCore = MobileCore;

/** An Android Intent: target component, flags, extras. */
class Intent {
  constructor({ component, action, flags = [], extras = {}, categories = [], data } = {}) {
    Object.assign(this, { component, action, flags: [...flags], extras: { ...extras }, categories: [...categories], data });
  }
  static fromJSON(value = {}) { return new Intent(value); }
  toJSON() {
    const value = { flags: this.flags, extras: this.extras };
    for (const key of ['component', 'action', 'data']) if (this[key] !== undefined) value[key] = this[key];
    if (this.categories.length > 0) value.categories = this.categories;
    return value;
  }
}
Intent.FLAG_ACTIVITY_CLEAR_TOP = 'FLAG_ACTIVITY_CLEAR_TOP';
Intent.FLAG_ACTIVITY_SINGLE_TOP = 'FLAG_ACTIVITY_SINGLE_TOP';

/** PendingIntent.getActivity / getBroadcast: a request code, flags and an intent. */
class PendingIntent {
  constructor(requestCode, intent, flags = []) { Object.assign(this, { requestCode, intent, flags: [...flags] }); }
  static getActivity(requestCode, intent, flags) { return new PendingIntent(requestCode, intent, flags); }
  static getBroadcast(requestCode, intent, flags) { return new PendingIntent(requestCode, intent, flags); }
  toJSON() { return { requestCode: this.requestCode, flags: this.flags, intent: this.intent.toJSON() }; }
}
Object.assign(PendingIntent, {
  FLAG_UPDATE_CURRENT: 'FLAG_UPDATE_CURRENT', FLAG_CANCEL_CURRENT: 'FLAG_CANCEL_CURRENT',
  FLAG_ONE_SHOT: 'FLAG_ONE_SHOT', FLAG_IMMUTABLE: 'FLAG_IMMUTABLE',
});

/** Records notify and cancel, for protocol 2's app.posted and app.cancelled. */
class NotificationManager {
  constructor() { this.posted = []; this.cancelled = []; }
  notify(id, { contentIntent, deleteIntent, tag, autoCancel = true } = {}) {
    const posted = { id, autoCancel };
    if (tag !== undefined) posted.tag = tag;
    if (contentIntent) posted.contentIntent = contentIntent.toJSON();
    if (deleteIntent) posted.deleteIntent = deleteIntent.toJSON();
    this.posted.push(posted);
  }
  cancel(id, tag) { this.cancelled.push(tag === undefined ? { id } : { id, tag }); }
  take() {
    const report = {};
    if (this.posted.length > 0) report.posted = this.posted;
    if (this.cancelled.length > 0) report.cancelled = this.cancelled;
    this.posted = [];
    this.cancelled = [];
    return report;
  }
}

/**
 * The app under test: override the handlers your tracker has. A fresh
 * instance per case, and after Process.killed (in-memory state ends with the process).
 */
class App {
  constructor(testCase, notificationManager) {
    this.case = testCase;
    this.notificationManager = notificationManager;
    this.notificationsAllowed = (testCase.device || {}).notificationsAllowed !== false;
    this.useTrackAction = testCase.api === 'trackAction';
    const registered = this.constructor.categories || (testCase.app || {}).categories || [];
    this.registeredCategories = new Map(registered.map((category) => [category.identifier, category]));
    this.intentWasSet = false;
  }
  /** Activity.setIntent: call it in onNewIntent. */
  setIntent() { this.intentWasSet = true; }
  // iOS
  didFinishLaunching(launchOptions, applicationState) {}
  willPresent(userInfo, applicationState) {}
  didReceiveRemoteNotification(userInfo, applicationState) {}
  didReceive(userInfo, actionIdentifier, applicationState) {}
  willEnterForeground() {}
  didBecomeActive() {}
  willResignActive() {}
  didEnterBackground() {}
  // Android
  onApplicationCreate() {}
  onMessageReceived(message) {}
  onDismiss(intent) {}
  onCreate(intent, savedInstanceState) {}
  onNewIntent(intent) {}
  onResume(intent) {}
  onPause() {}
}
App.launchMode = 'standard';
App.notificationDelegate = true;
App.categories = null;

function route(app, name, args) {
  const state = args.applicationState;
  switch (name) {
    case 'application(_:didFinishLaunchingWithOptions:)': return app.didFinishLaunching(args.launchOptions || {}, state);
    case 'userNotificationCenter(_:willPresent:withCompletionHandler:)': return app.willPresent(args.userInfo, state);
    case 'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)':
      return app.didReceiveRemoteNotification(args.userInfo, state);
    case 'userNotificationCenter(_:didReceive:withCompletionHandler:)':
      return app.didReceive(args.userInfo, args.actionIdentifier, state);
    case 'applicationWillEnterForeground(_:)': return app.willEnterForeground();
    case 'applicationDidBecomeActive(_:)': return app.didBecomeActive();
    case 'applicationWillResignActive(_:)': return app.willResignActive();
    case 'applicationDidEnterBackground(_:)': return app.didEnterBackground();
    case 'Application.onCreate': return app.onApplicationCreate();
    case 'FirebaseMessagingService.onMessageReceived': return app.onMessageReceived(args.message);
    case 'NotificationDismissedReceiver.onReceive': return app.onDismiss(Intent.fromJSON(args.intent));
    case 'Activity.onCreate': return app.onCreate(Intent.fromJSON(args.intent), args.savedInstanceState);
    case 'Activity.onNewIntent': return app.onNewIntent(Intent.fromJSON(args.intent));
    case 'Activity.onResume': return app.onResume(Intent.fromJSON(args.intent));
    case 'Activity.onPause': return app.onPause();
    default: return undefined;
  }
}

/**
 * Serves the protocol on stdin/stdout until `bye`. Before any app code runs,
 * process.stdout and console.log lead to stderr; the protocol keeps the
 * original stream to itself.
 */
function serve(AppClass, { name, version = 'unknown', platforms = ['ios', 'android'], apis = ['collectMessageInfo', 'trackAction'] }) {
  const protocolWrite = process.stdout.write.bind(process.stdout);
  process.stdout.write = process.stderr.write.bind(process.stderr);
  const send = (message) => protocolWrite(`${JSON.stringify(message)}\n`);
  const manager = new NotificationManager();
  let protocol = 1;
  let testCase = {};
  let app = null;
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    const message = JSON.parse(line);
    const id = message.id;
    switch (message.type) {
      case 'hello': {
        const offered = message.protocols || [message.protocol];
        const spoken = PROTOCOLS.filter((candidate) => offered.includes(candidate));
        if (spoken.length === 0) {
          process.stderr.write(`trackcheck-kit speaks protocols ${PROTOCOLS.join(', ')}, the harness offers ${offered}\n`);
          process.exit(1);
        }
        protocol = spoken[0];
        send({
          type: 'hello', protocol, implementation: { name, version }, platforms, apis,
          features: ['pipelining'], // one line at a time, in order
        });
        break;
      }
      case 'begin': {
        testCase = message;
        MobileCore.takeCalls();
        manager.take();
        app = new AppClass(testCase, manager);
        const ready = { type: 'ready', id };
        if (protocol >= 2) {
          ready.app = { launchMode: AppClass.launchMode, notificationDelegate: AppClass.notificationDelegate };
          if (message.platform === 'ios') ready.app.categories = [...app.registeredCategories.values()];
        }
        send(ready);
        break;
      }
      case 'callback': {
        try {
          if (message.name === 'Process.killed') app = new AppClass(testCase, manager);
          else route(app, message.name, message.args || {});
        } catch (error) {
          send({ type: 'error', id, message: `${error.name}: ${error.message}` });
          break;
        }
        const answer = { type: 'calls', id, calls: MobileCore.takeCalls() };
        const report = manager.take();
        if (app.intentWasSet) { report.setIntent = true; app.intentWasSet = false; }
        if (protocol >= 2 && Object.keys(report).length > 0) answer.app = report;
        send(answer);
        break;
      }
      case 'end':
        send({ type: 'calls', id, calls: MobileCore.takeCalls() });
        break;
      case 'bye':
        lines.close();
        break;
      default:
        send({ type: 'error', id, message: `unknown message type ${message.type}` });
    }
  });
}

module.exports = { ACPCore, App, Intent, MobileCore, NotificationManager, PendingIntent, serve };

#!/usr/bin/env node
'use strict';
// trackcheck protocol adapter (version 2, or 1) for the Node example (docs/PROTOCOL.md).
// It handles one line at a time, in order, so it announces `pipelining`. In
// version 2 it also reports what the app does: the notifications it posts
// and the categories it registers.
//
//   node Examples/node/adapter.js

const readline = require('node:readline');
const { PushTracking } = require('./push-tracking');

const PROTOCOLS = [2, 1];

/** Records the SDK calls the tracker makes. */
class RecordingCore {
  constructor() { this.calls = []; }
  collectMessageInfo(contextData) { this.calls.push({ api: 'collectMessageInfo', contextData }); }
  trackAction(action, contextData) { this.calls.push({ api: 'trackAction', action, contextData }); }
  take() { const calls = this.calls; this.calls = []; return calls; }
}

/** Calls the handler the OS would call for this callback; returns what the app did besides, if anything. */
function route(tracker, name, args, numbers) {
  switch (name) {
    case 'userNotificationCenter(_:willPresent:withCompletionHandler:)':
      return tracker.iosWillPresent(args.userInfo);
    case 'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)':
      return tracker.iosDidReceiveRemoteNotification(args.userInfo, args.applicationState);
    case 'userNotificationCenter(_:didReceive:withCompletionHandler:)':
      return tracker.iosDidReceive(args.userInfo, args.actionIdentifier);
    case 'FirebaseMessagingService.onMessageReceived':
    {
      const data = args.message.data;
      tracker.androidMessageReceived(data);
      // Each push gets a notification id of its own, as the app's code numbers them.
      const key = `${data._dId}/${data._mId}`;
      if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
      return { posted: [tracker.androidNotification(data, numbers.get(key))] };
    }
    case 'NotificationDismissedReceiver.onReceive':
      return tracker.androidNotificationDismissed(args.intent.extras);
    case 'Activity.onCreate':
    case 'Activity.onNewIntent':
      return tracker.androidIntent(args.intent, args.savedInstanceState);
    default:
      return undefined; // lifecycle callbacks: no tracking code here
  }
}

function send(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

let core = new RecordingCore();
let tracker = null;
let protocol = 1;
let numbers = new Map();
const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });

lines.on('line', (line) => {
  if (line.trim() === '') return;
  const message = JSON.parse(line);
  const id = message.id;
  switch (message.type) {
    case 'hello': {
      const accepted = message.protocols || [message.protocol];
      const spoken = PROTOCOLS.filter((version) => accepted.includes(version));
      if (spoken.length === 0) {
        process.stderr.write(`adapter speaks protocols ${PROTOCOLS.join(', ')} only\n`);
        process.exit(1);
      }
      protocol = spoken[0];
      send({
        type: 'hello', protocol,
        implementation: { name: 'node-example', version: '1.0.0' },
        platforms: ['ios', 'android'], apis: ['collectMessageInfo', 'trackAction'],
        features: ['pipelining'],
      });
      break;
    }
    case 'begin':
      // A fresh app for every case: nothing leaks from one case to the next.
      core = new RecordingCore();
      tracker = new PushTracking(core, {
        useTrackAction: message.api === 'trackAction',
        notificationsAllowed: (message.device || {}).notificationsAllowed !== false,
        categories: (message.app || {}).categories || [],
      });
      numbers = new Map();
      if (protocol >= 2) {
        // The app's manifest and launch-time registrations: a standard activity;
        // on iOS the categories this case's app registers.
        const app = { launchMode: 'standard' };
        if (message.platform === 'ios') app.categories = (message.app || {}).categories || [];
        send({ type: 'ready', id, app });
      } else {
        send({ type: 'ready', id });
      }
      break;
    case 'callback':
      try {
        const app = route(tracker, message.name, message.args || {}, numbers);
        const answer = { type: 'calls', id, calls: core.take() };
        if (protocol >= 2 && app) answer.app = app;
        send(answer);
      } catch (error) {
        send({ type: 'error', id, message: `${error.name}: ${error.message}` });
      }
      break;
    case 'end':
      send({ type: 'calls', id, calls: core.take() });
      break;
    case 'bye':
      lines.close();
      break;
    default:
      send({ type: 'error', id, message: `unknown message type ${message.type}` });
  }
});

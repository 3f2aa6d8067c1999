#!/usr/bin/env node
'use strict';
// trackcheck protocol v1 adapter for the Node example (docs/PROTOCOL.md).
// It handles one line at a time, in order, so it announces `pipelining`.
//
//   node Examples/node/adapter.js

const readline = require('node:readline');
const { PushTracking } = require('./push-tracking');

const PROTOCOL = 1;

/** Records the SDK calls the tracker makes. */
class RecordingCore {
  constructor() { this.calls = []; }
  collectMessageInfo(contextData) { this.calls.push({ api: 'collectMessageInfo', contextData }); }
  trackAction(action, contextData) { this.calls.push({ api: 'trackAction', action, contextData }); }
  take() { const calls = this.calls; this.calls = []; return calls; }
}

/** Calls the handler the OS would call for this callback. */
function route(tracker, name, args) {
  switch (name) {
    case 'userNotificationCenter(_:willPresent:withCompletionHandler:)':
      return tracker.iosWillPresent(args.userInfo);
    case 'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)':
      return tracker.iosDidReceiveRemoteNotification(args.userInfo, args.applicationState);
    case 'userNotificationCenter(_:didReceive:withCompletionHandler:)':
      return tracker.iosDidReceive(args.userInfo, args.actionIdentifier);
    case 'FirebaseMessagingService.onMessageReceived':
      return tracker.androidMessageReceived(args.message.data);
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
const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });

lines.on('line', (line) => {
  if (line.trim() === '') return;
  const message = JSON.parse(line);
  const id = message.id;
  switch (message.type) {
    case 'hello': {
      const accepted = message.protocols || [message.protocol];
      if (!accepted.includes(PROTOCOL)) {
        process.stderr.write(`adapter speaks protocol ${PROTOCOL} only\n`);
        process.exit(1);
      }
      send({
        type: 'hello', protocol: PROTOCOL,
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
      send({ type: 'ready', id });
      break;
    case 'callback':
      try {
        route(tracker, message.name, message.args || {});
        send({ type: 'calls', id, calls: core.take() });
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

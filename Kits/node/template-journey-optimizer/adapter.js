#!/usr/bin/env node
'use strict';
// The adapter: each OS callback trackcheck plays goes to MyTracker.

const { App, serve } = require('./trackcheck-kit');
const { MyTracker } = require('./my-tracker');

class MyApp extends App {
  constructor(testCase, notificationManager) {
    super(testCase, notificationManager);
    this.tracker = new MyTracker({ notificationsAllowed: this.notificationsAllowed });
  }
  willPresent(userInfo) { this.tracker.willPresent(userInfo); }
  didReceiveRemoteNotification(userInfo, state) { this.tracker.didReceiveRemoteNotification(userInfo, state); }
  // The response being handled, as iOS hands it to userNotificationCenter(_:didReceive:withCompletionHandler:).
  didReceive() { this.tracker.didReceive(this.response); }
  onDismiss(intent) { this.tracker.onDismissed(intent); }
  onCreate(intent, savedInstanceState) { this.tracker.onIntent(intent, savedInstanceState); }
  onNewIntent(intent) { this.tracker.onIntent(intent, null); }
  onMessageReceived(message) {
    let number = 0;
    for (const character of `${message.messageId}/${message.data._xdm}`) number = (number * 31 + character.charCodeAt(0)) % 2147483647;
    this.tracker.onMessageReceived(message, this.notificationManager, number);
  }
}

serve(MyApp, { name: 'my-tracker', version: '0.1.0', apis: ['handleNotificationResponse', 'trackPushReceived'] });

#!/usr/bin/env node
'use strict';
// The adapter: each OS callback trackcheck plays goes to MyTracker.

const { App, serve } = require('./trackcheck-kit');
const { MyTracker } = require('./my-tracker');

class MyApp extends App {
  constructor(testCase, notificationManager) {
    super(testCase, notificationManager);
    this.tracker = new MyTracker({ notificationsAllowed: this.notificationsAllowed, useTrackAction: this.useTrackAction });
  }
  willPresent(userInfo) { this.tracker.willPresent(userInfo); }
  didReceiveRemoteNotification(userInfo, state) { this.tracker.didReceiveRemoteNotification(userInfo, state); }
  // The app's registered categories say which action buttons open the app (options 'foreground').
  didReceive(userInfo, actionIdentifier) { this.tracker.didReceive(userInfo, actionIdentifier, this.registeredCategories); }
  onDismiss(intent) { this.tracker.onDismissed(intent.extras); }
  onCreate(intent, savedInstanceState) { this.tracker.onIntent(intent, savedInstanceState); }
  onNewIntent(intent) { this.tracker.onIntent(intent, null); }
  onMessageReceived(message) {
    let number = 0;
    for (const character of `${message.data._dId}/${message.data._mId}`) number = (number * 31 + character.charCodeAt(0)) % 2147483647;
    this.tracker.onMessageReceived(message.data, this.notificationManager, number);
  }
}

serve(MyApp, { name: 'my-tracker', version: '0.1.0' });

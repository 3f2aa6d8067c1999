#!/usr/bin/env node
'use strict';
// The adapter between trackcheck and the Node example, on trackcheck-kit
// (Kits/node): each OS callback goes to the tracker's handler for it.
//
//   node Examples/node/adapter.js

const path = require('node:path');
const { App, MobileCore, serve } = require(path.join(__dirname, '..', '..', 'Kits', 'node'));
const { PushTracking } = require('./push-tracking');

class ExampleApp extends App {
  constructor(testCase, notificationManager) {
    super(testCase, notificationManager);
    this.tracker = new PushTracking(MobileCore, {
      useTrackAction: this.useTrackAction,
      notificationsAllowed: this.notificationsAllowed,
      categories: [...this.registeredCategories.values()],
    });
  }

  willPresent(userInfo) { this.tracker.iosWillPresent(userInfo); }
  didReceiveRemoteNotification(userInfo, state) { this.tracker.iosDidReceiveRemoteNotification(userInfo, state); }
  didReceive(userInfo, actionIdentifier) { this.tracker.iosDidReceive(userInfo, actionIdentifier); }
  onDismiss(intent) { this.tracker.androidNotificationDismissed(intent.extras); }
  onCreate(intent, savedInstanceState) { this.tracker.androidIntent(intent.toJSON(), savedInstanceState); }
  onNewIntent(intent) { this.tracker.androidIntent(intent.toJSON()); }

  onMessageReceived(message) {
    this.tracker.androidMessageReceived(message.data);
    // A notification id per push that survives the process, as the app derives it.
    let number = 0;
    for (const character of `${message.data._dId}/${message.data._mId}`) number = (number * 31 + character.charCodeAt(0)) % 2147483647;
    this.tracker.androidShowNotification(this.notificationManager, message.data, number);
  }
}

serve(ExampleApp, { name: 'node-example', version: '2.0.0' });

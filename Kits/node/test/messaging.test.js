'use strict';
// Tests of Journey Optimizer's Messaging extension (AEPMessaging): each call recorded as the event the
// SDK dispatches for it (Suites/profiles/journey-optimizer/DECISIONS.md JO-D-1), nothing where the SDK
// refuses it, and an app handing iOS responses to it over the protocol.
//
//   node --test Kits/node/test/

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const test = require('node:test');
const { checkLine, loadSchema } = require('./schema');
const { Intent, Messaging, MobileCore, PushTrackingStatus, UNNotificationResponse } = require('..');

const SCHEMA = loadSchema();
const XDM = '{"cjm":{"_experience":{}}}';
const TAP = 'com.apple.UNNotificationDefaultActionIdentifier';

test('Android: the tracking details are the message id and a non-empty _xdm', () => {
  const intent = new Intent({ component: 'MainActivity' });
  assert.equal(Messaging.addPushTrackingDetails(intent, '0:1', { _xdm: XDM, title: 'Sale' }), true);
  assert.deepEqual(intent.extras, { messageId: '0:1', adobe_xdm: XDM });
  assert.equal(Messaging.addPushTrackingDetails(new Intent(), '', { _xdm: XDM }), false);
  assert.equal(Messaging.addPushTrackingDetails(new Intent(), '0:2', {}), false);
});

test('Android: a tap is applicationOpened, an action id makes a custom action, and a refused call records nothing', () => {
  MobileCore.takeCalls();
  const statuses = [];
  const intent = new Intent({ extras: { messageId: '0:1', adobe_xdm: XDM } });
  Messaging.handleNotificationResponse(intent, true, null, (status) => statuses.push(status));
  Messaging.handleNotificationResponse(intent, false, 'Dismiss');
  Messaging.handleNotificationResponse(null, true, null, (status) => statuses.push(status));
  Messaging.handleNotificationResponse(new Intent({ extras: { adobe_xdm: XDM } }), true, null, (status) => statuses.push(status));
  Messaging.handleNotificationResponse(new Intent({ extras: { messageId: '0:1' } }), true, null, (status) => statuses.push(status));
  assert.deepEqual(MobileCore.takeCalls(), [
    { api: 'handleNotificationResponse', contextData: { messageId: '0:1', applicationOpened: true, adobe_xdm: XDM, eventType: 'pushTracking.applicationOpened' } },
    { api: 'handleNotificationResponse', contextData: { messageId: '0:1', applicationOpened: false, adobe_xdm: XDM, actionId: 'Dismiss', eventType: 'pushTracking.customAction' } },
  ]);
  assert.deepEqual(statuses, [PushTrackingStatus.TRACKING_INITIATED, PushTrackingStatus.INVALID_INTENT,
    PushTrackingStatus.INVALID_MESSAGE_ID, PushTrackingStatus.NO_TRACKING_DATA]);
});

test('Android: the receive needs an id and data, not _xdm', () => {
  MobileCore.takeCalls();
  Messaging.trackPushReceived({ messageId: '0:1', data: { _xdm: XDM } });
  Messaging.trackPushReceived({ messageId: '0:2', data: { title: 'not Journey Optimizer\'s' } });
  Messaging.trackPushReceived({ data: { _xdm: XDM } });
  const calls = MobileCore.takeCalls();
  assert.deepEqual(calls.map((call) => call.contextData.messageId), ['0:1', '0:2']);
  assert.equal(calls[1].contextData.adobe_xdm, null);
});

test('iOS: the SDK makes the event from the response; _xdm must be a dictionary', () => {
  MobileCore.takeCalls();
  const registered = new Map([['OFFER', { identifier: 'OFFER', actions: [{ identifier: 'VIEW', options: ['foreground'] }, { identifier: 'LATER', options: [] }] }]]);
  const userInfo = { _xdm: { cjm: {} }, aps: { category: 'OFFER' } };
  for (const action of [TAP, 'com.apple.UNNotificationDismissActionIdentifier', 'VIEW', 'LATER', 'UNKNOWN']) {
    Messaging.handleNotificationResponse(new UNNotificationResponse(userInfo, action, 'push-1', 'OFFER', registered));
  }
  assert.deepEqual(MobileCore.takeCalls().map(({ contextData: c }) => [c.eventType, c.actionId, c.applicationOpened]), [
    ['pushTracking.applicationOpened', undefined, true], ['pushTracking.customAction', 'Dismiss', false],
    ['pushTracking.customAction', 'VIEW', true], ['pushTracking.customAction', 'LATER', false], ['pushTracking.customAction', 'UNKNOWN', false],
  ]);
  const statuses = [];
  Messaging.handleNotificationResponse(new UNNotificationResponse({ _xdm: XDM }, TAP, 'push-1'), null, (status) => statuses.push(status));
  Messaging.handleNotificationResponse(new UNNotificationResponse({ _xdm: { cjm: {} } }, TAP, ''), null, (status) => statuses.push(status));
  assert.deepEqual(MobileCore.takeCalls(), []);
  assert.deepEqual(statuses, ['noTrackingData', 'invalidMessageId']);
});

const APP = `
const { App, Messaging, serve } = require(${JSON.stringify(path.join(__dirname, '..'))});
class JourneyApp extends App {
  didReceive(userInfo, action, state) { Messaging.handleNotificationResponse(this.response); }
}
JourneyApp.apis = ['handleNotificationResponse'];
serve(JourneyApp, { name: 'journey', version: '1' });
`;

test('an app hands the response didReceive handles to the SDK: the answer is the event the SDK dispatches', () => {
  const messages = [
    { type: 'hello', protocol: 3, protocols: [1, 2, 3] },
    { type: 'begin', id: '1', case: 'I', platform: 'ios', api: 'any', device: { notificationsAllowed: true } },
    { type: 'callback', id: '2', case: 'I', seq: 1, name: 'userNotificationCenter(_:didReceive:withCompletionHandler:)',
      args: { userInfo: { _xdm: { cjm: {} } }, actionIdentifier: TAP, applicationState: 'inactive', identifier: 'push-1' } },
    { type: 'bye' },
  ];
  const result = spawnSync(process.execPath, ['-e', APP], { input: messages.map((m) => JSON.stringify(m) + '\n').join(''), encoding: 'utf8', timeout: 30000 });
  assert.equal(result.status, 0, result.stderr);
  const answers = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
  for (const answer of answers) assert.deepEqual(checkLine(answer, SCHEMA), [], JSON.stringify(answer));
  assert.deepEqual(answers[0].apis, ['handleNotificationResponse']);
  assert.deepEqual(answers[2].calls, [{ api: 'handleNotificationResponse', contextData: {
    messageId: 'push-1', applicationOpened: true, adobe_xdm: { cjm: {} }, eventType: 'pushTracking.applicationOpened' } }]);
});

test('with hits reported, each event is an Edge request with its xdm and dataset, and a blank dataset sends nothing', () => {
  const { CampaignHits, EdgeHits, NetworkRecorder } = require('..');
  MobileCore.takeCalls();
  NetworkRecorder.shared.take();
  CampaignHits.sending = true;
  CampaignHits.platform = 'android';
  try {
    const xdm = '{"cjm":{"_experience":{"customerJourneyManagement":{"messageExecution":{"messageID":"m1"}}}}}';
    const intent = new Intent({ extras: { messageId: '0:1', adobe_xdm: xdm } });
    Messaging.trackPushReceived({ messageId: '0:1', data: { _xdm: xdm } });
    Messaging.handleNotificationResponse(intent, false, 'Dismiss');
    Messaging.handleNotificationResponse(new Intent(), true, null); // refused: nothing sent
    const sent = NetworkRecorder.shared.take();
    assert.equal(sent.length, 2);
    assert.equal(sent[1].method, 'POST');
    assert.match(sent[1].url, /^https:\/\/edge\.adobedc\.net\/ee\/v1\/interact\?configId=trackcheck-datastream&requestId=/);
    const event = JSON.parse(sent[1].body).events[0];
    assert.deepEqual(event.meta, { collect: { datasetId: EdgeHits.DEFAULT_DATASET } });
    assert.equal(event.xdm.eventType, 'pushTracking.customAction');
    assert.deepEqual(event.xdm.application, { launches: { value: 0 } });
    assert.deepEqual(event.xdm.pushNotificationTracking.customAction, { actionID: 'Dismiss' });
    assert.deepEqual(event.xdm._experience.customerJourneyManagement.pushChannelContext, { platform: 'fcm' });
    MobileCore.updateConfiguration({ 'messaging.eventDataset': '' });
    Messaging.handleNotificationResponse(intent, true, null);
    assert.deepEqual(NetworkRecorder.shared.take(), []);
  } finally {
    CampaignHits.sending = false;
    EdgeHits.configured = {};
    MobileCore.takeCalls();
    NetworkRecorder.shared.take();
  }
});

test("with hits reported, the event's id is each platform's UUID text: iOS's upper-case, Android's lower-case", () => {
  const { CampaignHits, NetworkRecorder } = require('..');
  MobileCore.takeCalls();
  NetworkRecorder.shared.take();
  CampaignHits.sending = true;
  try {
    for (const [platform, expected] of [['ios', (text) => text.toUpperCase()], ['android', (text) => text.toLowerCase()]]) {
      CampaignHits.platform = platform;
      Messaging.trackPushReceived({ messageId: 'm', data: { _xdm: XDM } });
      const [sent] = NetworkRecorder.shared.take();
      const eventId = JSON.parse(sent.body).events[0].xdm._id;
      const requestId = sent.url.split('requestId=')[1];
      assert.deepEqual([eventId, requestId], [expected(eventId), expected(requestId)], platform);
    }
  } finally {
    CampaignHits.sending = false;
    CampaignHits.platform = 'ios';
    MobileCore.takeCalls();
  }
});

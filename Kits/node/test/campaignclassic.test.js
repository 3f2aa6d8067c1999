'use strict';
// Tests of the Campaign Classic extension's API (AEPCampaignClassic): its two tracking calls recorded
// as passed, as the case's platform has them (Android refuses a null or empty map in the public
// method, iOS records every call).
//
//   node --test Kits/node/test/

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const test = require('node:test');
const { checkLine, loadSchema } = require('./schema');
const { CampaignClassic, CampaignHits, MobileCore } = require('..');

const SCHEMA = loadSchema();

/** Runs `body` with the kit playing `platform`, then puts the platform back and drops the calls. */
function on(platform, body) {
  const before = CampaignHits.platform;
  CampaignHits.platform = platform;
  MobileCore.takeCalls();
  try {
    return body();
  } finally {
    CampaignHits.platform = before;
    MobileCore.takeCalls();
  }
}

test('Android records the calls as passed and refuses a null or empty map', () => on('android', () => {
  const info = { _mId: '12345', _dId: 'f0190', other: 'kept' };
  CampaignClassic.trackNotificationReceive(info);
  CampaignClassic.trackNotificationClick({ _dId: ' ' });
  for (const refused of [null, undefined, {}]) {
    CampaignClassic.trackNotificationReceive(refused);
    CampaignClassic.trackNotificationClick(refused);
  }
  assert.deepEqual(MobileCore.takeCalls(), [
    { api: 'trackNotificationReceive', contextData: info },
    { api: 'trackNotificationClick', contextData: { _dId: ' ' } },
  ]);
  assert.equal(CampaignClassic.extensionVersion(), '3.1.4');
}));

test('iOS records every call, an empty dictionary too', () => on('ios', () => {
  const userInfo = { aps: { 'content-available': 1 }, _mId: 12345, _dId: 'f0190' };
  CampaignClassic.trackNotificationReceive(userInfo);
  CampaignClassic.trackNotificationClick({});
  assert.deepEqual(MobileCore.takeCalls(), [
    { api: 'trackNotificationReceive', contextData: userInfo },
    { api: 'trackNotificationClick', contextData: {} },
  ]);
  assert.equal(CampaignClassic.extensionVersion(), '5.0.0');
}));

test('the calls keep their order with the core\'s', () => on('android', () => {
  MobileCore.collectMessageInfo({ deliveryId: 'd', broadlogId: 'b', action: '7' });
  CampaignClassic.trackNotificationReceive({ _mId: '1', _dId: 'd' });
  assert.deepEqual(MobileCore.takeCalls().map((call) => call.api), ['collectMessageInfo', 'trackNotificationReceive']);
}));

test('registration records nothing', () => {
  for (const platform of ['android', 'ios']) {
    on(platform, () => {
      CampaignClassic.registerDevice('token', 'user@example.com', { premium: true });
      CampaignClassic.registerDevice(new Uint8Array([1, 2]), null, null);
      assert.deepEqual(MobileCore.takeCalls(), []);
    });
  }
});

const CLASSIC_APP = `
const { App, CampaignClassic, serve } = require(${JSON.stringify(path.join(__dirname, '..'))});
class ClassicApp extends App {
  onMessageReceived(message) {
    const info = {};
    for (const key of ['_mId', '_dId']) if (key in message.data) info[key] = message.data[key];
    CampaignClassic.trackNotificationReceive(info);
  }
  didReceive(userInfo) { CampaignClassic.trackNotificationClick(userInfo); }
}
serve(ClassicApp, { name: 'classic', version: '1' });
`;

const USER_INFO = { aps: { alert: 'Sale' }, _dId: 'f0190', _mId: '12345' };
const TAP = 'userNotificationCenter(_:didReceive:withCompletionHandler:)';
const DEFAULT_ACTION = 'com.apple.UNNotificationDefaultActionIdentifier';

test('each answer reports the calls as the case\'s platform takes them', () => {
  const lines = [
    { type: 'hello', protocol: 3, protocols: [1, 2, 3] },
    { type: 'begin', id: '1', case: 'A', platform: 'android', api: 'any', device: { notificationsAllowed: true } },
    { type: 'callback', id: '2', case: 'A', seq: 1, name: 'FirebaseMessagingService.onMessageReceived',
      args: { message: { data: { _dId: 'f0190', _mId: '12345', title: 'Sale' } } } },
    { type: 'callback', id: '3', case: 'A', seq: 2, name: 'FirebaseMessagingService.onMessageReceived',
      args: { message: { data: { title: 'Sale' } } } },
    { type: 'begin', id: '4', case: 'I', platform: 'ios', api: 'any', device: { notificationsAllowed: true } },
    { type: 'callback', id: '5', case: 'I', seq: 1, name: TAP,
      args: { userInfo: USER_INFO, actionIdentifier: DEFAULT_ACTION, applicationState: 'inactive' } },
    { type: 'callback', id: '6', case: 'I', seq: 2, name: TAP,
      args: { userInfo: {}, actionIdentifier: DEFAULT_ACTION, applicationState: 'inactive' } },
    { type: 'bye' },
  ];
  const result = spawnSync(process.execPath, ['-e', CLASSIC_APP], {
    input: lines.map((line) => JSON.stringify(line)).join('\n') + '\n', encoding: 'utf8', timeout: 30000,
  });
  assert.equal(result.status, 0, result.stderr);
  const answers = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
  for (const answer of answers) assert.deepEqual(checkLine(answer, SCHEMA), [], JSON.stringify(answer));
  assert.deepEqual(answers[2].calls, [{ api: 'trackNotificationReceive', contextData: { _mId: '12345', _dId: 'f0190' } }]);
  assert.deepEqual(answers[3].calls, [], 'Android: an empty map is refused by the SDK\'s method');
  assert.match(result.stderr, /The provided trackInfo map is null or empty/);
  assert.deepEqual(answers[5].calls, [{ api: 'trackNotificationClick', contextData: USER_INFO }]);
  assert.deepEqual(answers[6].calls, [{ api: 'trackNotificationClick', contextData: {} }], 'iOS records every call');
});

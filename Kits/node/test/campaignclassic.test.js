'use strict';
// Tests of the Campaign Classic extension's API (AEPCampaignClassic): its two tracking calls recorded
// as passed, as the case's platform has them (Android refuses a null or empty map in the public
// method, iOS records every call), and the tracking requests the extension sends for them
// (docs/PROTOCOL.md, "Hits").
//
//   node --test Kits/node/test/

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const test = require('node:test');
const { checkLine, loadSchema } = require('./schema');
const { CampaignClassic, CampaignClassicHits, CampaignHits, MobileCore, NetworkRecorder } = require('..');

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

/**
 * URL(string:) as Foundation answers in Swift 6 (measured with Swift 6.3.1 on Linux; the Python kit's
 * FOUNDATION_URLS): the text after "https://", what absoluteString gives after "https://", or null for no URL.
 */
const FOUNDATION_URLS = [
  ["t.example.com/r/?id=h3039,d 1,1", "t.example.com/r/?id=h3039,d%201,1"],
  ["t.example.com/r/?id=h3039,a#b#c,1", "t.example.com/r/?id=h3039,a#b%23c,1"],
  ["t.example.com/r/?id=h3039,[x]\\^`\"<>|{},1", "t.example.com/r/?id=h3039,%5Bx%5D%5C%5E%60%22%3C%3E%7C%7B%7D,1"],
  ["t.example.com/r/?id=h3039,a%20b%41,1", "t.example.com/r/?id=h3039,a%20b%41,1"],
  ["t.example.com/r/?id=h3039,a%2,1", "t.example.com/r/?id=h3039,a%252,1"],
  ["t.example.com/r/?id=h3039,a%g1%,1", "t.example.com/r/?id=h3039,a%25g1%25,1"],
  ["t.example.com/r/?id=h3039,a?b/c:@!$'()*+;=~_.-,1", "t.example.com/r/?id=h3039,a?b/c:@!$'()*+;=~_.-,1"],
  ["t.example.com/r/?id=h3039,é😀\t\n,1", "t.example.com/r/?id=h3039,%C3%A9%F0%9F%98%80%09%0A,1"],
  ["t.example.com:8443/r/?id=h3039,d,1", "t.example.com:8443/r/?id=h3039,d,1"],
  ["t example.com/r/?id=h3039,d,1", null],
  ["tëst.example.com/r/?id=h3039,d,1", "xn--tst-jma.example.com/r/?id=h3039,d,1"],
  ["T.éxample.com/r/?id=h3039,d,1", "t.xn--xample-9ua.com/r/?id=h3039,d,1"],
  ["T.Example.COM/r/?id=h3039,d,1", "T.Example.COM/r/?id=h3039,d,1"],
  ["t.example.com/p a/r/?id=h3039,d,1", "t.example.com/p%20a/r/?id=h3039,d,1"],
  ["t.example.com#x#y/r/?id=h3039,d,1", "t.example.com#x%23y/r/?id=h3039,d,1"],
  ["us er@t.example.com/r/?id=h3039,d,1", "us%20er@t.example.com/r/?id=h3039,d,1"],
  ["a@b@t.example.com/r/?id=h3039,d,1", "a%40b@t.example.com/r/?id=h3039,d,1"],
  ["[::1]:8443/r/?id=h3039,d,1", "[::1]:8443/r/?id=h3039,d,1"],
  ["t.example.com:port/r/?id=h3039,d,1", null],
  ["t.example.com:8443x/r/?id=h3039,d,1", null],
  ["t%zz.example.com/r/?id=h3039,d,1", null],
  ["h st.com/r/?id=h3039,d,1", null],
  ["https://t.example.com/r/?id=h3039,d,1", "https://t.example.com/r/?id=h3039,d,1"],
];

test('a UUID is kept and a decimal becomes its hex as each platform formats it', () => {
  const uuid = '6B6499A8-9d43-4bc5-acf0-b6aeb96846f6';
  const table = [
    // _mId, Android 3.1.4 (TrackRequestManager.kt), iOS 5.0.0 (CampaignClassic.swift, %02x of Int)
    [uuid, uuid, uuid], ['12345', '3039', '3039'], ['5', '5', '05'], ['0', '0', '00'],
    ['57904851586134', '34aa061c0c56', '61c0c56'], ['9223372036854775807', '7fffffffffffffff', 'ffffffff'],
    ['-673096100', 'd7e15e5c', 'd7e15e5c'], ['-1', 'ffffffff', 'ffffffff'], ['-2147483648', '80000000', '80000000'],
    ['-9999999999', 'fffffffdabf41c01', 'abf41c01'], ['-0', '0', '00'], ['+12', 'c', '0c'], ['0012', 'c', '0c'],
  ];
  for (const [messageId, android, ios] of table) {
    assert.equal(CampaignClassicHits.messageId('android', messageId), android, messageId);
    assert.equal(CampaignClassicHits.messageId('ios', messageId), ios, messageId);
  }
  for (const refused of ['h1685a5', 'a8a', ' 12', '12 ', '1-1-1-1-1', '9223372036854775808', '-9223372036854775809', '-', '', '1.5',
    '1_000', '١٢', '{6b6499a8-9d43-4bc5-acf0-b6aeb96846f6}']) {
    for (const platform of ['android', 'ios']) assert.equal(CampaignClassicHits.messageId(platform, refused), undefined, refused);
  }
});

test('iOS parses the URL as Foundation does', () => {
  for (const [text, absolute] of FOUNDATION_URLS) {
    assert.equal(CampaignClassicHits.iosUrl(`https://${text}`), absolute === null ? undefined : `https://${absolute}`, text);
  }
});

test('Android formats the URL without encoding, iOS parses it', () => {
  const info = { _mId: '12345', _dId: 'd 1&x=é' };
  assert.equal(CampaignClassicHits.trackingUrl('android', 't.example.com:8443', info, '2'), 'https://t.example.com:8443/r/?id=h3039,d 1&x=é,2');
  assert.equal(CampaignClassicHits.trackingUrl('ios', 't.example.com:8443', info, '2'), 'https://t.example.com:8443/r/?id=h3039,d%201&x=%C3%A9,2');
});

test('nothing is sent past a gate', () => {
  const ids = { _mId: '12345', _dId: 'f0190' };
  for (const platform of ['android', 'ios']) {
    assert.equal(CampaignClassicHits.trackingUrl(platform, 't.example.com', ids, '1'), 'https://t.example.com/r/?id=h3039,f0190,1');
    for (const server of [undefined, null, '', 7]) assert.equal(CampaignClassicHits.trackingUrl(platform, server, ids, '1'), undefined);
    for (const info of [null, undefined, [], { _mId: '12345' }, { _dId: 'f0190' }, { _mId: '', _dId: 'f0190' },
      { _mId: 12345, _dId: 'f0190' }, { _mId: 'h1685a5', _dId: 'f0190' }]) {
      assert.equal(CampaignClassicHits.trackingUrl(platform, 't.example.com', info, '1'), undefined, JSON.stringify(info));
    }
  }
  // Blank: missing on Android (isNullOrBlank), present on iOS (isEmpty).
  assert.equal(CampaignClassicHits.trackingUrl('android', ' ', ids, '1'), undefined);
  assert.equal(CampaignClassicHits.trackingUrl('android', 't.example.com', { _mId: '12345', _dId: ' ' }, '1'), undefined);
  assert.equal(CampaignClassicHits.trackingUrl('ios', 't.example.com', { _mId: '12345', _dId: ' ' }, '1'), 'https://t.example.com/r/?id=h3039,%20,1');
  // Android reads a string map: one value that is not a string leaves no ids; iOS reads each id alone.
  const mixed = { _mId: '12345', _dId: 'f0190', aps: { 'content-available': 1 } };
  assert.equal(CampaignClassicHits.trackingUrl('android', 't.example.com', mixed, '1'), undefined);
  assert.equal(CampaignClassicHits.trackingUrl('ios', 't.example.com', mixed, '1'), 'https://t.example.com/r/?id=h3039,f0190,1');
  assert.equal(CampaignClassicHits.trackingUrl('android', 't.example.com', { ...ids, x: null }, '1'), 'https://t.example.com/r/?id=h3039,f0190,1');
});

test('each call past the gates sends one request, only when sending', () => {
  const before = CampaignHits.platform;
  NetworkRecorder.shared.take();
  MobileCore.takeCalls();
  try {
    const ids = { _mId: '12345', _dId: 'f0190' };
    CampaignHits.platform = 'android';
    CampaignClassic.trackNotificationReceive(ids);
    assert.deepEqual(NetworkRecorder.shared.take(), [], 'not sending');
    CampaignHits.sending = true;
    CampaignClassic.trackNotificationReceive(ids);
    CampaignClassic.trackNotificationClick(ids);
    CampaignClassic.trackNotificationClick(ids);
    CampaignClassic.trackNotificationClick({});
    CampaignClassic.trackNotificationClick({ _mId: 'h1685a5', _dId: 'f0190' });
    MobileCore.updateConfiguration({ 'campaignclassic.trackingServer': 'acme.campaign.example.com' });
    CampaignHits.platform = 'ios';
    CampaignClassic.trackNotificationReceive({ _mId: '5', _dId: 'f0190', aps: {} });
    CampaignClassic.trackNotificationReceive({});
    MobileCore.updateConfigurationWith({ 'campaignclassic.trackingServer': '' });
    CampaignClassic.trackNotificationReceive(ids);
    const requests = NetworkRecorder.shared.take();
    assert.deepEqual(requests.map((request) => request.url), [
      'https://tracking.example.com/r/?id=h3039,f0190,1', 'https://tracking.example.com/r/?id=h3039,f0190,2',
      'https://tracking.example.com/r/?id=h3039,f0190,2', 'https://acme.campaign.example.com/r/?id=h05,f0190,1',
    ]);
    assert.deepEqual(requests[0], { method: 'GET', url: 'https://tracking.example.com/r/?id=h3039,f0190,1', headers: {}, body: '' });
  } finally {
    CampaignHits.sending = false;
    CampaignHits.platform = before;
    CampaignClassicHits.configured = false;
    CampaignClassicHits.server = undefined;
    NetworkRecorder.shared.take();
    MobileCore.takeCalls();
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

const LINES = [
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

/** The answers of the adapter, run with `args`, to LINES (each checked against the protocol's schema), and its stderr. */
function exchange(args = []) {
  const result = spawnSync(process.execPath, ['-e', CLASSIC_APP, '--', ...args], {
    input: LINES.map((line) => JSON.stringify(line)).join('\n') + '\n', encoding: 'utf8', timeout: 30000,
  });
  assert.equal(result.status, 0, result.stderr);
  const answers = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
  for (const answer of answers) assert.deepEqual(checkLine(answer, SCHEMA), [], JSON.stringify(answer));
  return { answers, stderr: result.stderr };
}

test('each answer reports the calls as the case\'s platform takes them', () => {
  const { answers, stderr } = exchange();
  assert.deepEqual(answers[2].calls, [{ api: 'trackNotificationReceive', contextData: { _mId: '12345', _dId: 'f0190' } }]);
  assert.deepEqual(answers[3].calls, [], 'Android: an empty map is refused by the SDK\'s method');
  assert.match(stderr, /The provided trackInfo map is null or empty/);
  assert.deepEqual(answers[5].calls, [{ api: 'trackNotificationClick', contextData: USER_INFO }]);
  assert.deepEqual(answers[6].calls, [{ api: 'trackNotificationClick', contextData: {} }], 'iOS records every call');
  assert.ok(answers.every((answer) => !('requests' in answer)));
});

test('reporting hits, each answer carries the extension\'s requests', () => {
  const { answers } = exchange(['--reports', 'calls,hits']);
  assert.deepEqual(answers[0].reports, ['calls', 'hits']);
  assert.deepEqual(answers[2].requests, [{ method: 'GET', url: 'https://tracking.example.com/r/?id=h3039,f0190,1', headers: {}, body: '' }]);
  assert.deepEqual(answers[3].requests, []);
  assert.deepEqual(answers[5].requests.map((request) => request.url), ['https://tracking.example.com/r/?id=h3039,f0190,2']);
  assert.deepEqual(answers[6].requests, [], 'an empty object: recorded, and no request');
});

'use strict';
// Tests of the kit's network recorder and the stand-ins' tracking hits (docs/PROTOCOL.md, "Hits").
//
//   node --test Kits/node/test/

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const test = require('node:test');
const { checkLine, loadSchema } = require('./schema');
const {
  CampaignHits, MobileCore, NetworkRecorder, NetworkRequest, ServiceProvider, reportsFromCommandLine,
} = require('..');

const SCHEMA = loadSchema();
const ECID = '43174937127634517389425386451364813219';

function url(platform, { broadlogId = 'h1685a5', deliveryId = 'd57fd6', action = '7', server = 'campaign.example.com' } = {}) {
  return CampaignHits.trackingUrl(platform, server, broadlogId, deliveryId, action, ECID);
}

test('iOS percent-encodes the query as URLComponents does', () => {
  // Swift's URLComponents.queryItems: `&`, `=`, a space, `%`, `#` and non-ASCII encoded; `+`, `/`, `?`, `:`, `@` kept.
  assert.equal(url('ios', { broadlogId: 'a b&c=d+e', deliveryId: 'f/g?h:i@j', action: '%#é' }),
    `https://campaign.example.com/r/?id=a%20b%26c%3Dd+e,f/g?h:i@j,%25%23%C3%A9&mcId=${ECID}`);
  assert.equal(url('ios', { broadlogId: '[x]{y}|z^`<>"\\' }),
    `https://campaign.example.com/r/?id=%5Bx%5D%7By%7D%7Cz%5E%60%3C%3E%22%5C,d57fd6,7&mcId=${ECID}`);
  assert.equal(url('ios', { broadlogId: "!$'()*;~_.-" }), `https://campaign.example.com/r/?id=!$'()*;~_.-,d57fd6,7&mcId=${ECID}`);
  assert.equal(url('ios', { action: '😀' }), `https://campaign.example.com/r/?id=h1685a5,d57fd6,%F0%9F%98%80&mcId=${ECID}`);
});

test('Android formats the URL without encoding', () => {
  assert.equal(url('android', { broadlogId: 'a b&c=d+e', action: '%#é' }),
    `https://campaign.example.com/r/?id=a b&c=d+e,d57fd6,%#é&mcId=${ECID}`);
});

test('a server with a port gives no URL on iOS and one on Android', () => {
  assert.equal(url('ios', { server: 'localhost:8443' }), undefined);
  assert.equal(url('ios', { server: 'a b' }), undefined);
  assert.equal(url('ios', { server: '[::1]' }), `https://[::1]/r/?id=h1685a5,d57fd6,7&mcId=${ECID}`);
  assert.equal(url('ios', { server: 'é.com' }), `https://xn--9ca.com/r/?id=h1685a5,d57fd6,7&mcId=${ECID}`);
  assert.equal(url('android', { server: 'localhost:8443' }), `https://localhost:8443/r/?id=h1685a5,d57fd6,7&mcId=${ECID}`);
});

test('an empty value gives no URL', () => {
  for (const platform of ['ios', 'android']) {
    for (const empty of ['broadlogId', 'deliveryId', 'action', 'server']) assert.equal(url(platform, { [empty]: '' }), undefined);
  }
});

test('every request is recorded in order, identical ones twice, and answered 200', () => {
  const recorder = new NetworkRecorder();
  const answers = [];
  const hit = new NetworkRequest('https://s/r/?id=a,b,1&mcId=e', 'GET', 'ignored', { Accept: '*/*' });
  recorder.connectAsync(hit, (connection) => answers.push(connection.getResponseCode()));
  recorder.connectAsync(new NetworkRequest('https://s/rest/head/mobileAppV5/k/subscriptions/e', 'POST', '{"pushPlatform":"gcm"}'),
    (connection) => answers.push(connection.getResponseCode()));
  recorder.connectAsync(hit);
  assert.deepEqual(recorder.take(), [
    { method: 'GET', url: 'https://s/r/?id=a,b,1&mcId=e', headers: { Accept: '*/*' }, body: '' },
    { method: 'POST', url: 'https://s/rest/head/mobileAppV5/k/subscriptions/e', headers: {}, body: '{"pushPlatform":"gcm"}' },
    { method: 'GET', url: 'https://s/r/?id=a,b,1&mcId=e', headers: { Accept: '*/*' }, body: '' },
  ]);
  assert.deepEqual(answers, [200, 200]);
  assert.deepEqual(recorder.take(), []);
});

test('the stand-ins send a hit for each call the SDK accepts, only when sending', (t) => {
  t.after(() => {
    Object.assign(CampaignHits, { sending: false, server: undefined });
    NetworkRecorder.shared.take();
    MobileCore.takeCalls();
  });
  assert.equal(ServiceProvider.networkService, NetworkRecorder.shared);
  MobileCore.collectMessageInfo({ deliveryId: 'd', broadlogId: 'b', action: '7' });
  assert.deepEqual(NetworkRecorder.shared.take(), []);
  Object.assign(CampaignHits, { sending: true, platform: 'android' });
  MobileCore.updateConfiguration({ 'campaign.server': 'acme.campaign.adobe.com' });
  MobileCore.collectMessageInfo({ deliveryId: 'd', broadlogId: 'b', action: '7' });
  MobileCore.trackAction('tracking', { deliveryId: 'd', broadlogId: 'b', action: '2' });
  MobileCore.trackAction('opened', { deliveryId: 'd', broadlogId: 'b', action: '1' }); // no postback rule
  MobileCore.collectMessageInfo({ deliveryId: 'd', broadlogId: 7, action: '1' }); // not a string
  MobileCore.collectMessageInfo({ deliveryId: 'd', broadlogId: '', action: '1' });
  MobileCore.collectMessageInfo(null);
  const sent = NetworkRecorder.shared.take();
  assert.deepEqual(sent.map((request) => request.url), [
    `https://acme.campaign.adobe.com/r/?id=b,d,7&mcId=${ECID}`, `https://acme.campaign.adobe.com/r/?id=b,d,2&mcId=${ECID}`]);
  assert.equal(sent[0].method, 'GET');
  assert.equal(MobileCore.takeCalls().length, 7);
});

test('--reports on the command line', () => {
  assert.deepEqual(reportsFromCommandLine(['--reports', 'hits,calls']), ['calls', 'hits']);
  assert.deepEqual(reportsFromCommandLine(['--wrong', '--reports', 'hits']), ['hits']);
  assert.deepEqual(reportsFromCommandLine([]), ['calls']);
  assert.deepEqual(reportsFromCommandLine(['--reports']), ['calls']);
  assert.deepEqual(reportsFromCommandLine(['--reports', 'nothing']), ['calls']);
});

const HITS_APP = `
const { App, MobileCore, serve } = require(${JSON.stringify(path.join(__dirname, '..'))});
class HitsApp extends App {
  onApplicationCreate() { MobileCore.updateConfiguration({ 'campaign.server': 'acme.campaign.adobe.com' }); }
  onMessageReceived(message) {
    const { _dId: deliveryId, _mId: broadlogId } = message.data;
    MobileCore.collectMessageInfo({ deliveryId, broadlogId, action: '7' });
    MobileCore.collectMessageInfo({ deliveryId, broadlogId, action: '7' });
  }
  didReceive(userInfo) { MobileCore.trackAction('tracking', { deliveryId: userInfo._dId, broadlogId: userInfo._mId, action: '2' }); }
}
serve(HitsApp, { name: 'hits', version: '1' });
`;

const MESSAGES = [
  { type: 'hello', protocol: 3, protocols: [1, 2, 3] },
  { type: 'begin', id: '1', case: 'A', platform: 'android', api: 'any', device: { notificationsAllowed: true } },
  { type: 'callback', id: '2', case: 'A', seq: 1, name: 'Application.onCreate', args: {} },
  { type: 'callback', id: '3', case: 'A', seq: 2, name: 'FirebaseMessagingService.onMessageReceived',
    args: { message: { data: { _dId: 'd 1', _mId: 'h&1' } } } },
  { type: 'begin', id: '4', case: 'I', platform: 'ios', api: 'any', device: { notificationsAllowed: true } },
  { type: 'callback', id: '5', case: 'I', seq: 1, name: 'userNotificationCenter(_:didReceive:withCompletionHandler:)',
    args: { userInfo: { _dId: 'd 1', _mId: 'h&1' }, actionIdentifier: 'com.apple.UNNotificationDefaultActionIdentifier',
      applicationState: 'inactive' } },
  { type: 'end', id: '6', case: 'I' },
  { type: 'bye' },
];

/** The kit's lines for MESSAGES, each checked against docs/protocol.schema.json. */
function exchange(args) {
  const result = spawnSync(process.execPath, ['-e', HITS_APP, '--', ...args], {
    input: MESSAGES.map((message) => `${JSON.stringify(message)}\n`).join(''), encoding: 'utf8', timeout: 30000,
  });
  assert.equal(result.status, 0, result.stderr);
  const answers = result.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
  for (const answer of answers) {
    assert.deepEqual(checkLine(answer, SCHEMA), [], `the kit wrote a line the protocol's schema rejects: ${JSON.stringify(answer)}`);
  }
  return answers;
}

test('calls and hits: each answer carries the requests in order, as the case platform builds them', () => {
  const answers = exchange(['--reports', 'calls,hits']);
  assert.deepEqual(answers[0].reports, ['calls', 'hits']);
  const androidHit = `https://acme.campaign.adobe.com/r/?id=h&1,d 1,7&mcId=${ECID}`;
  assert.deepEqual(answers[2], { type: 'calls', id: '2', calls: [], requests: [] });
  assert.deepEqual(answers[3].requests.map((request) => request.url), [androidHit, androidHit]);
  assert.equal(answers[3].calls.length, 2);
  assert.deepEqual(answers[3].requests[0].headers, { connection: 'close', 'Content-Type': 'application/json', Accept: '*/*' });
  assert.deepEqual(answers[5].requests.map((request) => request.url), [`https://acme.campaign.adobe.com/r/?id=h%261,d%201,2&mcId=${ECID}`]);
  assert.equal(answers[5].calls[0].api, 'trackAction');
  assert.deepEqual(answers[6], { type: 'calls', id: '6', calls: [], requests: [] });
});

test('hits alone answer no calls', () => {
  const answers = exchange(['--reports', 'hits']);
  assert.deepEqual(answers[0].reports, ['hits']);
  assert.deepEqual(answers[3].calls, []);
  assert.equal(answers[3].requests.length, 2);
});

test('calls alone by default send no requests and claim nothing', () => {
  const answers = exchange([]);
  assert.equal('reports' in answers[0], false);
  assert.ok(answers.every((answer) => !('requests' in answer)));
  assert.equal(answers[3].calls.length, 2);
});

test('reports the protocol does not know are refused', () => {
  const script = `const { App, serve } = require(${JSON.stringify(path.join(__dirname, '..'))}); serve(App, { name: 'x', reports: ['hit'] });`;
  const result = spawnSync(process.execPath, ['-e', script], { input: '', encoding: 'utf8', timeout: 30000 });
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /reports must be a list of calls, hits/);
});

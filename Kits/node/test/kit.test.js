'use strict';
// Tests of trackcheck-kit for Node: the loop, stdout protection, the app's report.
//
//   node --test Kits/node/test/

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const test = require('node:test');

const NOISY_APP = `
const { App, Intent, MobileCore, PendingIntent, serve } = require(${JSON.stringify(path.join(__dirname, '..'))});
class NoisyApp extends App {
  constructor(testCase, manager) { super(testCase, manager); this.seen = 0; }
  onMessageReceived(message) {
    console.log('tracker: got a push', message);          // a tracker that prints on every callback
    process.stdout.write('no newline here');
    this.seen += 1;
    MobileCore.collectMessageInfo({ deliveryId: message.data._dId, broadlogId: 'b', action: '7', seen: this.seen });
    const intent = new Intent({ component: 'MainActivity', flags: [Intent.FLAG_ACTIVITY_SINGLE_TOP], extras: message.data });
    this.notificationManager.notify(7, { contentIntent: PendingIntent.getActivity(7, intent, [PendingIntent.FLAG_IMMUTABLE]) });
  }
  onNewIntent(intent) { console.log('new intent', intent.extras); this.setIntent(intent); }
}
NoisyApp.launchMode = 'singleTop';
serve(NoisyApp, { name: 'noisy', version: '1' });
`;

const HELLO = { type: 'hello', protocol: 2, protocols: [1, 2] };
const BEGIN = { type: 'begin', id: '1', case: 'X', platform: 'android', api: 'any', device: { notificationsAllowed: true } };
const PUSH = {
  type: 'callback', id: '2', case: 'X', seq: 1, name: 'FirebaseMessagingService.onMessageReceived',
  args: { message: { data: { _dId: 'a', _mId: 'b' } } },
};

function exchange(messages) {
  const input = messages.map((message) => JSON.stringify(message)).join('\n') + '\n';
  const result = spawnSync(process.execPath, ['-e', NOISY_APP], { input, encoding: 'utf8' });
  return { result, answers: result.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) };
}

test('what the tracker prints goes to stderr and the protocol stays intact', () => {
  const { result, answers } = exchange([HELLO, BEGIN, PUSH, { type: 'bye' }]);
  assert.equal(result.status, 0, result.stderr);
  assert.deepEqual(answers.map((answer) => answer.type), ['hello', 'ready', 'calls']);
  assert.match(result.stderr, /tracker: got a push/);
  assert.match(result.stderr, /no newline here/);
});

test('version 2 reports the manifest and what the app posted', () => {
  const { answers } = exchange([HELLO, BEGIN, PUSH, { type: 'bye' }]);
  assert.equal(answers[0].protocol, 2);
  assert.equal(answers[1].app.launchMode, 'singleTop');
  assert.equal(answers[2].app.posted[0].contentIntent.requestCode, 7);
  assert.deepEqual(answers[2].app.posted[0].contentIntent.intent.flags, ['FLAG_ACTIVITY_SINGLE_TOP']);
});

test('setIntent is reported, and a killed process starts a fresh app', () => {
  const newIntent = { type: 'callback', id: '3', case: 'X', seq: 2, name: 'Activity.onNewIntent', args: { intent: { flags: [], extras: {} } } };
  const killed = { type: 'callback', id: '4', case: 'X', seq: 3, name: 'Process.killed', args: {} };
  const again = { ...PUSH, id: '5', seq: 4 };
  const { answers } = exchange([HELLO, BEGIN, PUSH, newIntent, killed, again, { type: 'bye' }]);
  assert.deepEqual(answers[3].app, { setIntent: true });
  assert.deepEqual([answers[2], answers[5]].map((answer) => answer.calls[0].contextData.seen), [1, 1]);
});

test('version 1 reports nothing beyond the calls', () => {
  const { answers } = exchange([{ type: 'hello', protocol: 1, protocols: [1] }, BEGIN, PUSH, { type: 'bye' }]);
  assert.equal(answers[0].protocol, 1);
  assert.equal(answers[1].app, undefined);
  assert.equal(answers[2].app, undefined);
});

test('an exception in the app is an error answer', () => {
  const { answers } = exchange([HELLO, BEGIN, { ...PUSH, args: { message: {} } }, { type: 'bye' }]);
  assert.equal(answers[2].type, 'error');
});

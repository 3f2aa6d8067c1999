'use strict';
// The protocol's names, written once in docs/protocol.schema.json's $defs, are the kit's.
//
//   node --test Kits/node/test/

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const test = require('node:test');
const { loadSchema } = require('./schema');
const { Intent, PendingIntent } = require('..');

const enumeration = (name) => loadSchema().$defs[name].enum;

test('intent and PendingIntent flags are the protocol\'s, reported in its order', () => {
  for (const flag of enumeration('intentFlag')) assert.equal(Intent[flag], flag);
  for (const flag of enumeration('pendingIntentFlag')) assert.equal(PendingIntent[flag], flag);
  const intent = new Intent({ component: 'Main', flags: [...enumeration('intentFlag')].reverse() });
  assert.deepEqual(intent.toJSON().flags, enumeration('intentFlag'));
  const pending = PendingIntent.getActivity(1, intent, [...enumeration('pendingIntentFlag')].reverse());
  assert.deepEqual(pending.toJSON().flags, enumeration('pendingIntentFlag'));
});

test('PendingIntent kinds are the protocol\'s', () => {
  const intent = new Intent({ component: 'Main' });
  const made = [PendingIntent.getActivity(1, intent), PendingIntent.getActivities(2, [intent]), PendingIntent.getBroadcast(3, intent),
    PendingIntent.getService(4, intent), PendingIntent.getForegroundService(5, intent)];
  assert.deepEqual(made.map((each) => each.toJSON(3).kind), enumeration('pendingIntentKind'));
});

const APP = `
const { App, serve } = require(${JSON.stringify(path.join(__dirname, '..'))});
class Quiet extends App {}
Quiet.activities = [{ name: 'MainActivity', launcher: true }];
serve(Quiet, { name: 'quiet', version: '1' });
`;

test('the kit plays every callback the protocol names, and refuses any other', () => {
  const lines = [{ type: 'hello', protocol: 3, protocols: [1, 2, 3] },
    { type: 'begin', id: '1', case: 'X', platform: 'android', api: 'any', initialState: 'terminated', device: { notificationsAllowed: true } }];
  const names = [...enumeration('callbackName'), 'Activity.onDestroy'];
  names.forEach((name, index) => lines.push({ type: 'callback', id: String(index + 2), case: 'X', seq: index + 1, name,
    args: { activity: 'MainActivity', receiver: 'R', service: 'S', userInfo: {}, actionIdentifier: 'com.apple.UNNotificationDefaultActionIdentifier',
      intent: { component: 'MainActivity', flags: [], extras: {} }, message: { data: {} } } }));
  lines.push({ type: 'bye' });
  const result = spawnSync(process.execPath, ['-e', APP], { input: lines.map((line) => JSON.stringify(line)).join('\n') + '\n', encoding: 'utf8' });
  const answers = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
  const errors = answers.filter((answer) => answer.type === 'error');
  assert.equal(answers.filter((answer) => answer.type === 'calls').length, enumeration('callbackName').length, result.stdout);
  assert.equal(errors.length, 1, result.stdout);
  assert.match(errors[0].message, /callback "Activity.onDestroy" is not one the protocol names/);
});

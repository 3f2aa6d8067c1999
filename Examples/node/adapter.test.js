'use strict';
// Tests of the Node example: the tracker's rules and the adapter's protocol.
//
//   node --test Examples/node/

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const test = require('node:test');
const { PushTracking, DEFAULT, DISMISS } = require('./push-tracking');

const USER_INFO = {
  aps: { alert: 'hi', 'content-available': 1, category: 'DEFAULT' },
  _dId: '56c4', _mId: 'h138a', _acsDeliveryTracking: 'on',
};

function recorder() {
  const calls = [];
  return {
    calls,
    collectMessageInfo: (contextData) => calls.push(contextData.action),
    trackAction: (_, contextData) => calls.push(contextData.action),
  };
}

test('the flag is case-insensitive and strict otherwise', () => {
  assert.ok(PushTracking.trackingIds({ _dId: 'a', _mId: 'b', _acsDeliveryTracking: 'ON' }));
  assert.ok(PushTracking.trackingIds({ _dId: 'a', _mId: 'b' }));
  for (const flag of ['off', '', ' on', 'yes', 1, true]) {
    assert.equal(PushTracking.trackingIds({ _dId: 'a', _mId: 'b', _acsDeliveryTracking: flag }), null, String(flag));
  }
});

test('a foreground push is one impression, the inactive state none', () => {
  const core = recorder();
  const tracker = new PushTracking(core);
  tracker.iosWillPresent(USER_INFO);
  tracker.iosDidReceiveRemoteNotification(USER_INFO, 'active');
  tracker.iosDidReceiveRemoteNotification(USER_INFO, 'inactive');
  assert.deepEqual(core.calls, ['7']);
});

test('an activity re-created from its saved state does not track again', () => {
  const core = recorder();
  const tracker = new PushTracking(core);
  const intent = { flags: ['FLAG_ACTIVITY_CLEAR_TOP'], extras: { _dId: 'a', _mId: 'b' } };
  tracker.androidIntent(intent, {});
  assert.deepEqual(core.calls, []);
  tracker.androidIntent(intent, null);
  assert.deepEqual(core.calls, ['2', '1']);
});

test('a tap is a click then an open, a dismissal a click', () => {
  const core = recorder();
  const tracker = new PushTracking(core);
  tracker.iosDidReceive(USER_INFO, DEFAULT);
  tracker.iosDidReceive(USER_INFO, DISMISS);
  assert.deepEqual(core.calls, ['2', '1', '2']);
});

test('the adapter answers a whole pipelined case in order, echoing ids', () => {
  const lines = [
    { type: 'hello', protocol: 1, protocols: [1] },
    { type: 'begin', id: '1', case: 'X', platform: 'ios', api: 'trackAction', device: {} },
    { type: 'callback', id: '2', case: 'X', seq: 1, name: 'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)', args: { applicationState: 'background', userInfo: USER_INFO } },
    { type: 'callback', id: '3', case: 'X', seq: 2, name: 'applicationWillEnterForeground(_:)', args: { applicationState: 'background' } },
    { type: 'end', id: '4', case: 'X' },
    { type: 'bye' },
  ].map((line) => JSON.stringify(line)).join('\n') + '\n';
  const result = spawnSync(process.execPath, [path.join(__dirname, 'adapter.js')], { input: lines, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const answers = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
  assert.deepEqual(answers[0].features, ['pipelining']);
  assert.deepEqual(answers.slice(1).map((answer) => answer.id), ['1', '2', '3', '4']);
  assert.deepEqual(answers[2].calls, [{ api: 'trackAction', action: 'tracking', contextData: { deliveryId: '56c4', broadlogId: 'h138a', action: '7' } }]);
});

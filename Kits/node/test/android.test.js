'use strict';
// Tests of trackcheck-kit for Node: declared capabilities, Android's lifecycle as Android runs
// it, intents. The same cases as the Python kit's tests/test_android.py.
//
//   node --test Kits/node/test/

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const test = require('node:test');
const { checkLine, loadSchema } = require('./schema');

const KIT = path.join(__dirname, '..');
const { Intent, PendingIntent } = require(KIT);
const SCHEMA = loadSchema();
const HELLO = { type: 'hello', protocol: 3, protocols: [1, 2, 3] };
const BYE = { type: 'bye' };

const begin = (state = 'terminated', { platform = 'android', api = 'any', id = '1' } = {}) => ({
  type: 'begin', id, case: 'X', platform, api, initialState: state, device: { notificationsAllowed: true, backgroundAppRefresh: true },
});
const call = (n, name, args = {}) => ({ type: 'callback', id: String(n), case: 'X', seq: n, name, args });
const end = (n) => ({ type: 'end', id: String(n), case: 'X' });
const contexts = (answer) => answer.calls.map((each) => each.contextData);

/** Runs an adapter (source, after the kit's names) on messages; its lines, each checked against docs/protocol.schema.json. */
function play(source, messages, { fails = false } = {}) {
  const program = `const { ${Object.keys(require(KIT)).join(', ')} } = require(${JSON.stringify(KIT)});\n${source}`;
  const input = messages.map((message) => JSON.stringify(message)).join('\n') + '\n';
  const result = spawnSync(process.execPath, ['-e', program], { input, encoding: 'utf8' });
  const answers = result.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
  for (const answer of answers) {
    assert.deepEqual(checkLine(answer, SCHEMA), [], `the kit wrote a line the protocol's schema rejects: ${JSON.stringify(answer)}`);
  }
  if (!fails) assert.equal(result.status, 0, result.stderr);
  return fails ? result : answers;
}

test('the schema check sees a line the schema rejects', () => {
  assert.deepEqual(checkLine({ type: 'ready', id: '1' }, SCHEMA), []);
  assert.notDeepEqual(checkLine({ type: 'ready', id: '' }, SCHEMA), []);
  assert.notDeepEqual(checkLine({ type: 'calls', id: '2' }, SCHEMA), []);
  assert.notDeepEqual(checkLine({ type: 'calls', id: '2', calls: [], app: { posted: [{ id: '7' }] } }, SCHEMA), []);
  assert.notDeepEqual(checkLine({ type: 'hello', protocol: 3, implementation: { name: 'x' }, platforms: ['windows'] }, SCHEMA), []);
  assert.notDeepEqual(checkLine(begin('foreground'), SCHEMA), [], "a harness's line is not an implementation's");
});

test('the hello claims the platforms whose handlers the app has', () => {
  const android = play("class A extends App { onMessageReceived() {} }\nserve(A, { name: 'a' });", [HELLO, BYE]);
  assert.deepEqual(android[0].platforms, ['android']);
  assert.deepEqual(android[0].apis, ['collectMessageInfo', 'trackAction']);
  const ios = play("class A extends App { willPresent() {} }\nserve(A, { name: 'a' });", [HELLO, BYE]);
  assert.deepEqual(ios[0].platforms, ['ios']);
});

test('what the adapter declares is all the hello claims', () => {
  const answers = play(`
    class A extends App { willPresent() {} onMessageReceived() {} }
    A.platforms = ['android'];
    A.apis = ['collectMessageInfo'];
    serve(A, { name: 'a' });`, [HELLO, begin('terminated', { platform: 'ios' }), begin('terminated', { api: 'trackAction', id: '2' }), begin('terminated', { id: '3' }), BYE]);
  assert.deepEqual([answers[0].platforms, answers[0].apis], [['android'], ['collectMessageInfo']]);
  assert.deepEqual(answers.slice(1).map((a) => a.type), ['unsupported', 'unsupported', 'ready']);
  assert.match(answers[1].reason, /ios/);
  assert.match(answers[2].reason, /trackAction/);
  const byServe = play("class A extends App { onMessageReceived() {} }\nserve(A, { name: 'a', platforms: ['ios', 'android'], apis: ['trackAction'] });", [HELLO, BYE]);
  assert.deepEqual([byServe[0].platforms, byServe[0].apis], [['ios', 'android'], ['trackAction']]);
});

test('a declaration the protocol does not know stops the adapter', () => {
  const result = play("class A extends App {}\nserve(A, { name: 'a', platforms: ['windows'] });", [HELLO, BYE], { fails: true });
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /platforms must be a list of ios, android/);
});

test('an app answers unsupported for a case it cannot run', () => {
  const answers = play(`
    class A extends App {
      static supports(testCase) { return testCase.case === 'ROTATE' ? 'no rotation here' : true; }
      constructor(testCase, manager) {
        super(testCase, manager);
        if (testCase.initialState === 'force-stopped') throw new Unsupported('this app is never force-stopped');
      }
      onMessageReceived() { MobileCore.collectMessageInfo({ ok: true }); }
    }
    serve(A, { name: 'a' });`, [HELLO, { ...begin(), case: 'ROTATE' }, begin('force-stopped', { id: '2' }), begin('terminated', { id: '3' }),
    call(4, 'FirebaseMessagingService.onMessageReceived', { message: { data: {} } }), end(5), BYE]);
  assert.deepEqual(answers[1], { type: 'unsupported', id: '1', reason: 'no rotation here' });
  assert.deepEqual(answers[2], { type: 'unsupported', id: '2', reason: 'this app is never force-stopped' });
  assert.equal(answers[3].type, 'ready');
  assert.deepEqual(contexts(answers[4]), [{ ok: true }]);
});

const RUNNING_APP = `
  const log = [];
  let first;
  class Main extends Activity {
    constructor(...args) { super(...args); first = this; }
    onCreate(saved) {
      log.push(\`onCreate \${this.getIntent().action} \${JSON.stringify(this.getIntent().categories)}\`);
      MobileCore.collectMessageInfo({ created: this.getIntent().component });
    }
    onStart() { log.push('onStart'); }
    onResume() {
      log.push('onResume');
      new Handler(Looper.getMainLooper()).post(() => MobileCore.collectMessageInfo({ posted: 'resume' }));
    }
    onPause() { log.push('onPause'); }
    onStop() { log.push('onStop'); }
    onNewIntent(intent) { MobileCore.collectMessageInfo({ newIntent: intent.extras._dId, same: this === first, log: [...log] }); }
  }
  class MyApplication extends Application { onCreate() { log.push('Application.onCreate'); } }
  class A extends App { constructor(t, m) { super(t, m); log.length = 0; } }
  A.manifest = new Manifest({ activities: [{ name: 'Main', launchMode: 'singleTop', activityClass: Main }], application: MyApplication });
  serve(A, { name: 'a' });
`;
const LAUNCHED = ['Application.onCreate', 'onCreate android.intent.action.MAIN ["android.intent.category.LAUNCHER"]', 'onStart', 'onResume'];

test('a foreground case begins with the launcher activity resumed', () => {
  const newIntent = call(2, 'Activity.onNewIntent', { activity: 'Main', intent: { flags: [], extras: { _dId: 'd' } } });
  const answers = play(RUNNING_APP, [HELLO, begin('foreground'), newIntent, end(3), BYE]);
  assert.equal(answers[1].type, 'ready');
  // What the set-up tracked comes with the case's first answer, before the callback's own calls.
  assert.deepEqual(contexts(answers[2]), [{ created: 'Main' }, { posted: 'resume' }, { newIntent: 'd', same: true, log: LAUNCHED }]);
  assert.deepEqual(answers[3].calls, []);
});

test('a background case begins with the launcher activity stopped', () => {
  const newIntent = call(2, 'Activity.onNewIntent', { activity: 'Main', intent: { flags: [], extras: { _dId: 'd' } } });
  const answers = play(RUNNING_APP, [HELLO, begin('background'), newIntent, BYE]);
  assert.deepEqual(contexts(answers[2]).at(-1).log, [...LAUNCHED, 'onPause', 'onStop']);
});

test('a terminated case begins with no process', () => {
  const answers = play(RUNNING_APP, [HELLO, begin('terminated'), call(2, 'Application.onCreate'),
    call(3, 'Activity.onCreate', { activity: 'Main', savedInstanceState: null, intent: { component: 'Main', flags: [], extras: {} } }),
    call(4, 'Activity.onNewIntent', { activity: 'Main', intent: { flags: [], extras: {} } }), BYE]);
  assert.deepEqual(answers[2].calls, []);
  assert.deepEqual(contexts(answers[3]), [{ created: 'Main' }]);
  assert.deepEqual(contexts(answers[4])[0].log, ['Application.onCreate', 'onCreate undefined []']);
});

test('the set-up reports nothing but its calls, and an error in it is the first answer', () => {
  const answers = play(`
    class A extends App {
      onCreate() { this.setIntent(new Intent()); }
      onResume() { throw new TypeError('broken at launch'); }
    }
    serve(A, { name: 'a' });`, [HELLO, begin('foreground'), call(2, 'Activity.onPause'), call(3, 'Activity.onPause'), BYE]);
  assert.equal(answers[2].type, 'error');
  assert.match(answers[2].message, /TypeError: broken at launch/);
  assert.match(answers[2].message, /before the case/);
  assert.deepEqual(answers[3], { type: 'calls', id: '3', calls: [] });
});

test('an iOS case is not started by the kit', () => {
  const answers = play(RUNNING_APP.replace("serve(A, { name: 'a' });", "A.platforms = ['ios', 'android'];\nserve(A, { name: 'a' });"),
    [HELLO, begin('foreground', { platform: 'ios' }), end(2), BYE]);
  assert.deepEqual(answers[2].calls, []);
});

const PROCESSES = `
  const seen = []; // the tracker's module state: a process that ends takes it with it
  class A extends App {
    static resetProcess() { A.resets += 1; seen.length = 0; }
    onMessageReceived(message) {
      seen.push(message.data._dId);
      MobileCore.collectMessageInfo({ seen: [...seen], restarted: this.restarted, resets: A.resets, sdk: Build.VERSION.SDK_INT });
    }
  }
  A.resets = 0;
  serve(A, { name: 'a' });
`;
const push = (n, d) => call(n, 'FirebaseMessagingService.onMessageReceived', { message: { messageId: d, data: { _dId: d } } });

test('each process starts with fresh module state and knows why it started', () => {
  const answers = play(PROCESSES, [HELLO, begin(), push(2, 'a'), push(3, 'b'), call(4, 'Process.killed'), push(5, 'c'),
    begin('terminated', { id: '6' }), push(7, 'd'), BYE]);
  assert.deepEqual(contexts(answers[2]), [{ seen: ['a'], restarted: false, resets: 1, sdk: 34 }]);
  assert.deepEqual(contexts(answers[3])[0].seen, ['a', 'b']);
  assert.deepEqual(contexts(answers[5]), [{ seen: ['c'], restarted: true, resets: 2, sdk: 34 }]);
  assert.deepEqual(contexts(answers[7]), [{ seen: ['d'], restarted: false, resets: 3, sdk: 34 }]);
});

test('the API level is the one the app declares', () => {
  let answers = play(PROCESSES.replace('A.resets = 0;', 'A.resets = 0;\nA.sdkInt = 30;'), [HELLO, begin(), push(2, 'a'), BYE]);
  assert.equal(contexts(answers[2])[0].sdk, 30);
  answers = play(PROCESSES.replace('A.resets = 0;', 'A.resets = 0;\nA.manifest = new Manifest({ targetSdk: 31 });'), [HELLO, begin(), push(2, 'a'), BYE]);
  assert.equal(contexts(answers[2])[0].sdk, 31);
});

test('startActivity from receivers and services, and main-thread work, are reported', () => {
  const answers = play(`
    const handler = new Handler();
    class A extends App {
      onDismiss() { this.context.startActivity(new Intent({ component: 'Main', flags: [Intent.FLAG_ACTIVITY_NEW_TASK] })); }
      onReceive(receiver, intent) {
        const target = new Intent({ component: 'Main', flags: [Intent.FLAG_ACTIVITY_NEW_TASK], extras: intent.extras });
        handler.postDelayed(() => this.startActivity(target), 500);
        handler.post(() => MobileCore.collectMessageInfo({ first: true }));
      }
      onStartCommand() {
        this.startActivity(new Intent({ component: 'Main', flags: [Intent.FLAG_ACTIVITY_NEW_TASK] }));
        handler.post(() => this.notificationManager.cancel(4));
      }
    }
    serve(A, { name: 'a' });`, [HELLO, begin(), call(2, 'NotificationDismissedReceiver.onReceive', { intent: { flags: [], extras: {} } }),
    call(3, 'BroadcastReceiver.onReceive', { receiver: 'Tap', intent: { flags: [], extras: { _dId: 'd' } } }),
    call(4, 'Service.onStartCommand', { service: 'S', intent: { flags: [], extras: {} } }), BYE]);
  const main = { component: 'Main', flags: ['FLAG_ACTIVITY_NEW_TASK'], extras: {} };
  assert.deepEqual(answers[2].app, { startActivity: [main] });
  assert.deepEqual(contexts(answers[3]), [{ first: true }]);
  assert.deepEqual(answers[3].app, { startActivity: [{ ...main, extras: { _dId: 'd' } }] });
  assert.deepEqual(answers[4].app, { cancelled: [{ id: 4 }], startActivity: [main] });
});

test('what is reported is the intent as it was set or started', () => {
  const answers = play(`
    class A extends App {
      onNewIntent(intent) { this.setIntent(intent); intent.removeExtra('_dId'); }
      onReceive() {
        const started = new Intent({ component: 'Main', extras: { k: ['v'] } });
        this.startActivity(started);
        started.extras.k.push('later');
      }
      onResume() { this.setIntent(null); }
    }
    serve(A, { name: 'a' });`, [HELLO, begin(), call(2, 'Activity.onNewIntent', { intent: { flags: [], extras: { _dId: 'd' } } }),
    call(3, 'BroadcastReceiver.onReceive', { receiver: 'Tap', intent: { flags: [], extras: {} } }), call(4, 'Activity.onResume'), BYE]);
  assert.deepEqual(answers[2].app, { setIntent: { flags: [], extras: { _dId: 'd' } } });
  assert.deepEqual(answers[3].app.startActivity[0].extras, { k: ['v'] });
  assert.deepEqual(answers[4].app, { setIntent: { flags: [], extras: {} } });
});

test("every flag the protocol knows is a constant, reported in the Java kit's order", () => {
  const intentFlags = ['FLAG_ACTIVITY_NEW_TASK', 'FLAG_ACTIVITY_CLEAR_TASK', 'FLAG_ACTIVITY_CLEAR_TOP', 'FLAG_ACTIVITY_SINGLE_TOP',
    'FLAG_ACTIVITY_REORDER_TO_FRONT', 'FLAG_ACTIVITY_NO_HISTORY', 'FLAG_ACTIVITY_MULTIPLE_TASK', 'FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY'];
  const pendingFlags = ['FLAG_UPDATE_CURRENT', 'FLAG_CANCEL_CURRENT', 'FLAG_ONE_SHOT', 'FLAG_IMMUTABLE', 'FLAG_MUTABLE', 'FLAG_NO_CREATE'];
  for (const flag of intentFlags) assert.equal(Intent[flag], flag);
  for (const flag of pendingFlags) assert.equal(PendingIntent[flag], flag);
  assert.deepEqual(new Intent({ flags: [...intentFlags].reverse() }).toJSON().flags, intentFlags);
  assert.deepEqual(PendingIntent.getActivity(1, new Intent(), [...pendingFlags].reverse()).toJSON().flags, pendingFlags);
  assert.deepEqual([Intent.ACTION_MAIN, Intent.CATEGORY_LAUNCHER], ['android.intent.action.MAIN', 'android.intent.category.LAUNCHER']);
});

test('index.d.ts declares every name the kit exports, and no other', () => {
  const declared = require('node:fs').readFileSync(path.join(KIT, 'index.d.ts'), 'utf8')
    .match(/^export declare (?:class|const|function) (\w+)/gm).map((line) => line.split(' ').pop());
  assert.deepEqual(declared.sort(), Object.keys(require(KIT)).sort());
  const manifest = require(path.join(KIT, 'package.json'));
  assert.equal(manifest.exports['.'].types, './index.d.ts');
});

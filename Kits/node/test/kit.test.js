'use strict';
// Tests of trackcheck-kit for Node: the loop, stdout protection, the app's report.
//
//   node --test Kits/node/test/

const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const test = require('node:test');
const { checkLine, loadSchema } = require('./schema');

const SCHEMA = loadSchema();

/** The kit's lines, each checked against docs/protocol.schema.json. */
function answersOf(stdout) {
  const answers = stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
  for (const answer of answers) {
    const problems = checkLine(answer, SCHEMA);
    assert.deepEqual(problems, [], `the kit wrote a line the protocol's schema rejects: ${JSON.stringify(answer)}`);
  }
  return answers;
}

const NOISY_APP = `
const { App, Intent, MobileCore, PendingIntent, serve } = require(${JSON.stringify(path.join(__dirname, '..'))});
class NoisyApp extends App {
  constructor(testCase, manager) { super(testCase, manager); this.seen = 0; }
  onMessageReceived(message) {
    console.log('tracker: got a push', message);          // a tracker that prints on every callback
    process.stdout.write('no newline here');
    require('node:fs').writeSync(1, 'raw write to fd 1\\n');  // below process.stdout
    require('node:fs').createWriteStream(null, { fd: 1, autoClose: false }).write('a stream on fd 1\\n');
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
  return { result, answers: answersOf(result.stdout) };
}

test('what the tracker prints goes to stderr and the protocol stays intact', () => {
  const { result, answers } = exchange([HELLO, BEGIN, PUSH, { type: 'bye' }]);
  assert.equal(result.status, 0, result.stderr);
  assert.deepEqual(answers.map((answer) => answer.type), ['hello', 'ready', 'calls']);
  assert.match(result.stderr, /tracker: got a push/);
  assert.match(result.stderr, /no newline here/);
  assert.match(result.stderr, /raw write to fd 1/);
  assert.match(result.stderr, /a stream on fd 1/);
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

const V3_APP = `
const { Activity, App, Intent, Manifest, MobileCore, PendingIntent, serve } = require(${JSON.stringify(path.join(__dirname, '..'))});
class Main extends Activity {
  onCreate() { this.opened = this.getIntent().extras._dId; }
  onResume() {
    MobileCore.collectMessageInfo({ resumed: this.opened, intent: this.getIntent().extras._dId });
    this.setIntent(new Intent());
  }
}
class V3App extends App {
  constructor(testCase, manager) { super(testCase, manager); this.waiting = []; }
  onMessageReceived(message) {
    for (const earlier of this.waiting) this.post(earlier); // posted late, for the push that asked for it
    this.waiting = [message.data];
  }
  post(data) {
    const tap = PendingIntent.getBroadcast(1, new Intent({ component: 'Trampoline', extras: data }), [PendingIntent.FLAG_IMMUTABLE]);
    const stack = PendingIntent.getActivities(2, [new Intent({ component: 'Settings' }), new Intent({ component: 'Main', extras: data })],
      [PendingIntent.FLAG_IMMUTABLE, PendingIntent.FLAG_UPDATE_CURRENT]);
    this.notificationManager.notify(9, { contentIntent: tap, tag: 't', actions: [{ title: 'Open', intent: stack }] });
  }
  onReceive(receiver, intent) {
    this.startActivity(new Intent({ component: 'Main', flags: [Intent.FLAG_ACTIVITY_CLEAR_TOP, Intent.FLAG_ACTIVITY_NEW_TASK], extras: intent.extras }));
  }
  onStartCommand() { this.notificationManager.cancelAll(); this.notificationManager.notify(3); }
  onPause() { this.finish(); }
  didBecomeActive() { this.setNotificationDelegate(); }
}
V3App.manifest = new Manifest({
  targetSdk: 31, receivers: ['Trampoline'], services: ['Sync'], activities: [
    { name: 'Main', launchMode: 'singleTop', configChanges: ['orientation'], activityClass: Main },
    { name: 'Settings', launcher: true, taskAffinity: 'other', noHistory: true }],
});
V3App.notificationDelegate = 'late';
serve(V3App, { name: 'v3', version: '1' });
`;

const HELLO3 = { type: 'hello', protocol: 3, protocols: [1, 2, 3] };
const call = (n, name, args) => ({ type: 'callback', id: String(n), case: 'X', seq: n, name, args });

function runV3(messages) {
  const input = messages.map((message) => JSON.stringify(message)).join('\n') + '\n';
  const result = spawnSync(process.execPath, ['-e', V3_APP], { input, encoding: 'utf8' });
  return answersOf(result.stdout);
}

test('version 3: the manifest is ready.app', () => {
  const answers = runV3([HELLO3, BEGIN, { type: 'bye' }]);
  assert.equal(answers[0].protocol, 3);
  assert.deepEqual(answers[1].app, {
    targetSdk: 31, receivers: ['Trampoline'], services: ['Sync'], activities: [
      { name: 'Main', launchMode: 'singleTop', launcher: false, configChanges: ['orientation'], noHistory: false },
      { name: 'Settings', launchMode: 'standard', launcher: true, configChanges: [], noHistory: true, taskAffinity: 'other' }],
  });
  assert.deepEqual(runV3([HELLO3, { ...BEGIN, platform: 'ios' }, { type: 'bye' }])[1].app, { notificationDelegate: 'late', categories: [] });
});

test('version 3: a notification posted later names the push it is for', () => {
  const answers = runV3([HELLO3, BEGIN,
    call(2, 'FirebaseMessagingService.onMessageReceived', { message: { messageId: 'm1', data: { _dId: 'a' } } }),
    call(3, 'FirebaseMessagingService.onMessageReceived', { message: { messageId: 'm2', data: { _dId: 'b' } } }), { type: 'bye' }]);
  assert.equal(answers[2].app, undefined);
  const posted = answers[3].app.posted[0];
  assert.equal(posted.for, 'm1');
  assert.equal(posted.tag, 't');
  assert.equal(posted.contentIntent.kind, 'broadcast');
  assert.equal(posted.actions[0].title, 'Open');
  assert.equal(posted.actions[0].intent.kind, 'activities');
  assert.deepEqual(posted.actions[0].intent.flags, ['FLAG_UPDATE_CURRENT', 'FLAG_IMMUTABLE']);
  assert.deepEqual(posted.actions[0].intent.intents.map((i) => i.component), ['Settings', 'Main']);
  assert.equal(posted.actions[0].intent.intent, undefined);
});

test('version 3: activity callbacks reach one instance per live activity', () => {
  const answers = runV3([HELLO3, BEGIN,
    call(2, 'Activity.onCreate', { activity: 'Main', intent: { component: 'Main', extras: { _dId: 'a' } }, savedInstanceState: null }),
    call(3, 'Activity.onResume', { activity: 'Main', intent: { component: 'Main', extras: { _dId: 'a' } } }),
    call(4, 'Activity.onConfigurationChanged', { activity: 'Main', newConfig: { orientation: 'landscape' } }),
    call(5, 'Activity.onPause', { activity: 'Main' }), { type: 'bye' }]);
  assert.deepEqual(answers[3].calls[0].contextData, { resumed: 'a', intent: 'a' });
  assert.deepEqual(answers[3].app, { setIntent: { flags: [], extras: {} } });
  assert.equal(answers[4].type, 'calls');
  assert.deepEqual(answers[5].app, { finish: true });
});

test('version 3: receivers, services and a late delegate report what they did', () => {
  const answers = runV3([HELLO3, BEGIN,
    call(2, 'BroadcastReceiver.onReceive', { receiver: 'Trampoline', intent: { extras: { _dId: 'a' } } }),
    call(3, 'Service.onStartCommand', { service: 'Sync', intent: {} }),
    call(4, 'applicationDidBecomeActive(_:)', { applicationState: 'active' }), { type: 'bye' }]);
  assert.deepEqual(answers[2].app.startActivity, [
    { component: 'Main', flags: ['FLAG_ACTIVITY_NEW_TASK', 'FLAG_ACTIVITY_CLEAR_TOP'], extras: { _dId: 'a' } }]);
  assert.equal(answers[3].type, 'error');
  assert.match(answers[3].message, /forMessage/);
  assert.deepEqual(answers[4].app, { notificationDelegate: true });
});

test('version 2 keeps its shapes', () => {
  const answers = runV3([HELLO, BEGIN,
    call(2, 'FirebaseMessagingService.onMessageReceived', { message: { data: { _dId: 'a' } } }),
    call(3, 'FirebaseMessagingService.onMessageReceived', { message: { data: { _dId: 'b' } } }),
    call(4, 'Activity.onResume', { intent: { extras: { _dId: 'a' } } }), { type: 'bye' }]);
  assert.deepEqual(answers[1].app, { launchMode: 'standard' }, "the launcher's (Settings); nothing of iOS");
  const posted = answers[3].app.posted[0];
  assert.deepEqual(Object.keys(posted).sort(), ['autoCancel', 'contentIntent', 'id', 'tag']);
  assert.equal(posted.contentIntent.kind, undefined);
  assert.equal(answers[4].app, undefined, 'v2 honours setIntent only in answer to onNewIntent');
});

/** Serves NOISY_APP with TRACKCHECK_CONNECT at `address` (a listening `server`): a first connection closed without `bye`, then a whole exchange. */
async function overConnection(server, address) {
  const { spawn } = require('node:child_process');
  const readline = require('node:readline');
  const accepted = [];
  const waiting = [];
  server.on('connection', (socket) => (waiting.length ? waiting.shift()(socket) : accepted.push(socket)));
  const nextConnection = () => new Promise((resolve) => (accepted.length ? resolve(accepted.shift()) : waiting.push(resolve)));
  const kit = spawn(process.execPath, ['-e', NOISY_APP], { env: { ...process.env, TRACKCHECK_CONNECT: address }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  kit.stdout.on('data', (chunk) => { out += chunk; });
  const exited = new Promise((resolve) => kit.on('exit', resolve));
  const answers = [];
  const talk = async (socket, messages) => {
    const lines = readline.createInterface({ input: socket })[Symbol.asyncIterator]();
    for (const message of messages) {
      socket.write(`${JSON.stringify(message)}\n`);
      if (message.type !== 'bye') answers.push(JSON.parse((await lines.next()).value));
    }
  };
  const first = await nextConnection();
  await talk(first, [HELLO]);
  first.destroy(); // closed without bye: the kit connects again with a fresh app
  const second = await nextConnection();
  await talk(second, [HELLO, BEGIN, PUSH, { type: 'bye' }]);
  const status = await exited;
  server.close();
  return { status, out, answers };
}

test('with TRACKCHECK_CONNECT the kit connects, over TCP and a Unix socket, and connects again after a lost connection', async () => {
  const net = require('node:net');
  const os = require('node:os');
  const fs = require('node:fs');
  const tcp = net.createServer();
  await new Promise((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-'));
  const unix = net.createServer();
  await new Promise((resolve) => unix.listen(path.join(folder, 'tc.sock'), resolve));
  for (const [server, address] of [[tcp, `127.0.0.1:${tcp.address().port}`], [unix, `unix:${path.join(folder, 'tc.sock')}`]]) {
    const { status, out, answers } = await overConnection(server, address);
    assert.equal(status, 0);
    assert.deepEqual(answers.map((answer) => answer.type), ['hello', 'hello', 'ready', 'calls']);
    for (const answer of answers) assert.deepEqual(checkLine(answer, SCHEMA), []);
    // stdout is the tracker's own when the protocol has a connection.
    assert.match(out, /tracker: got a push/);
    assert.doesNotMatch(out, /"type"/);
  }
});

const PARITY_APP = `
const { App, Application, Manifest, MobileCore, serve } = require(${JSON.stringify(path.join(__dirname, '..'))});
class Started extends Application { onCreate() { MobileCore.collectMessageInfo({ started: 'application' }); } }
class ParityApp extends App {
  didFinishLaunching(options, state) { MobileCore.collectMessageInfo({ launched: state }); }
  onMessageReceived() { MobileCore.collectMessageInfo({ received: 'push' }); }
}
ParityApp.platforms = ['ios', 'android'];
ParityApp.categories = [
  { identifier: 'OFFER', actions: [{ identifier: 'VIEW', opensApp: true }, { identifier: 'DELETE', options: ['authenticationRequired', 'destructive'] }] },
  { identifier: 'DEFAULT', customDismissAction: true, actions: [] }];
ParityApp.manifest = new Manifest({ activities: [{ name: 'Main', launchMode: 'singleTask', launcher: true }], application: Started });
serve(ParityApp, { name: 'parity', version: '1' });
`;

function runParity(messages) {
  const input = messages.map((message) => JSON.stringify(message)).join('\n') + '\n';
  const result = spawnSync(process.execPath, ['-e', PARITY_APP], { input, encoding: 'utf8' });
  return answersOf(result.stdout);
}

const IOS_BEGIN = { ...BEGIN, platform: 'ios', initialState: 'terminated' };
const LAUNCHED = call(2, 'application(_:didFinishLaunchingWithOptions:)', { applicationState: 'inactive', launchOptions: {} });

// What Tests/Fixtures/parity found the kits answering differently, answered as the Swift, Python and Java kits do.
test('parity: version 2 reports each platform its own facts', () => {
  assert.deepEqual(runParity([HELLO, BEGIN, { type: 'bye' }])[1].app, { launchMode: 'singleTask' }, "the launcher activity's, no iOS facts");
  assert.deepEqual(runParity([HELLO, IOS_BEGIN, { type: 'bye' }])[1].app, {
    notificationDelegate: true, categories: [
      { identifier: 'DEFAULT', customDismissAction: true, actions: [] },
      { identifier: 'OFFER', customDismissAction: false, actions: [{ identifier: 'VIEW', opensApp: true }, { identifier: 'DELETE', opensApp: false }] }],
  }, "no launch mode; the categories by identifier, version 2's fields only");
});

test('parity: version 3 reports every action option', () => {
  assert.deepEqual(runParity([HELLO3, IOS_BEGIN, { type: 'bye' }])[1].app.categories[1].actions, [
    { identifier: 'VIEW', opensApp: true, options: ['foreground'] },
    { identifier: 'DELETE', opensApp: false, options: ['destructive', 'authenticationRequired'] }]);
});

test('parity: the launch registers the categories again', () => {
  const answers = runParity([HELLO3, IOS_BEGIN, LAUNCHED, { type: 'bye' }]);
  assert.deepEqual(answers[2].calls, [{ api: 'collectMessageInfo', contextData: { launched: 'inactive' } }]);
  assert.deepEqual(answers[2].app, { categories: answers[1].app.categories });
});

test('parity: an iOS app running when the case begins was launched before it', () => {
  const push = call(2, 'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)', { applicationState: 'background', userInfo: { aps: {} } });
  const running = runParity([HELLO3, { ...IOS_BEGIN, initialState: 'background' }, push, { type: 'bye' }]);
  assert.deepEqual(running[2].calls, [{ api: 'collectMessageInfo', contextData: { launched: 'background' } }]);
  assert.equal(running[2].app, undefined);
  assert.deepEqual(runParity([HELLO3, IOS_BEGIN, push, { type: 'bye' }])[2].calls, []);
});

test('parity: the Application starts before the first component when the harness does not say', () => {
  const push = call(2, 'FirebaseMessagingService.onMessageReceived', { message: { data: { _dId: 'a' } } });
  const again = call(3, 'FirebaseMessagingService.onMessageReceived', { message: { data: { _dId: 'b' } } });
  const terminated = { ...BEGIN, initialState: 'terminated' };
  let answers = runParity([{ type: 'hello', protocol: 1, protocols: [1] }, terminated, push, again, { type: 'bye' }]);
  assert.deepEqual(answers[2].calls.map((c) => c.contextData), [{ started: 'application' }, { received: 'push' }]);
  assert.deepEqual(answers[3].calls.map((c) => c.contextData), [{ received: 'push' }], 'once per process');
  answers = runParity([HELLO3, terminated, call(2, 'Application.onCreate', {}), { ...push, id: '3' }, { type: 'bye' }]);
  assert.deepEqual(answers[2].calls.map((c) => c.contextData), [{ started: 'application' }]);
  assert.deepEqual(answers[3].calls.map((c) => c.contextData), [{ received: 'push' }]);
});

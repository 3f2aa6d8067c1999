"""Tests of trackcheck-kit: the protocol loop, stdout protection, the app's report.

    python3 -m unittest discover -s Kits/python/tests
"""
import json
import os
import subprocess
import sys
import textwrap
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from schema_check import check_line, load_schema  # noqa: E402

KIT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SCHEMA = load_schema()


def answers_of(stdout):
    """The kit's lines, each checked against docs/protocol.schema.json."""
    answers = [json.loads(line) for line in stdout.splitlines()]
    for answer in answers:
        problems = check_line(answer, SCHEMA)
        if problems:
            raise AssertionError("the kit wrote a line the protocol's schema rejects: %s\n  %s" % (answer, problems))
    return answers

NOISY_APP = textwrap.dedent("""
    import sys
    sys.path.insert(0, %r)
    from trackcheck_kit import App, Intent, MobileCore, PendingIntent, serve

    class NoisyApp(App):
        launch_mode = "singleTop"
        instances = 0

        def __init__(self, case):
            super().__init__(case)
            NoisyApp.instances += 1
            self.seen = 0

        def on_message_received(self, message):
            print("tracker: got a push", message)          # a tracker that prints on every callback
            sys.stdout.write("no newline here")
            self.seen += 1
            MobileCore.collectMessageInfo({"deliveryId": message["data"]["_dId"], "broadlogId": "b", "action": "7", "seen": self.seen})
            intent = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_SINGLE_TOP], extras=message["data"])
            self.notification_manager.notify(7, content_intent=PendingIntent.get_activity(7, intent, [PendingIntent.FLAG_IMMUTABLE]))

        def on_new_intent(self, intent):
            print("new intent", intent.extras)
            self.set_intent(intent)

    serve(NoisyApp, name="noisy", version="1")
""") % KIT


def exchange(messages):
    lines = "".join(json.dumps(m) + "\n" for m in messages)
    result = subprocess.run([sys.executable, "-c", NOISY_APP], input=lines, capture_output=True, text=True, timeout=30)
    return result, answers_of(result.stdout)


HELLO = {"type": "hello", "protocol": 2, "protocols": [1, 2]}
BEGIN = {"type": "begin", "id": "1", "case": "X", "platform": "android", "api": "any", "device": {"notificationsAllowed": True}}
PUSH = {"type": "callback", "id": "2", "case": "X", "seq": 1, "name": "FirebaseMessagingService.onMessageReceived",
        "args": {"message": {"data": {"_dId": "a", "_mId": "b"}}}}


class Kit(unittest.TestCase):
    def test_what_the_tracker_prints_goes_to_stderr_and_the_protocol_stays_intact(self):
        result, answers = exchange([HELLO, BEGIN, PUSH, {"type": "bye"}])
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual([a["type"] for a in answers], ["hello", "ready", "calls"])
        self.assertIn("tracker: got a push", result.stderr)
        self.assertIn("no newline here", result.stderr)

    def test_version_two_reports_the_manifest_and_what_the_app_posted(self):
        _, answers = exchange([HELLO, BEGIN, PUSH, {"type": "bye"}])
        self.assertEqual(answers[0]["protocol"], 2)
        self.assertEqual(answers[1]["app"]["launchMode"], "singleTop")
        posted = answers[2]["app"]["posted"][0]
        self.assertEqual(posted["id"], 7)
        self.assertEqual(posted["contentIntent"]["requestCode"], 7)
        self.assertEqual(posted["contentIntent"]["intent"]["flags"], ["FLAG_ACTIVITY_SINGLE_TOP"])
        self.assertEqual(answers[2]["calls"][0]["api"], "collectMessageInfo")

    def test_set_intent_is_reported(self):
        new_intent = {"type": "callback", "id": "3", "case": "X", "seq": 2, "name": "Activity.onNewIntent",
                      "args": {"intent": {"flags": [], "extras": {"_dId": "a"}}}}
        _, answers = exchange([HELLO, BEGIN, PUSH, new_intent, {"type": "bye"}])
        self.assertEqual(answers[3]["app"], {"setIntent": True})

    def test_a_killed_process_starts_a_fresh_app_and_each_case_another(self):
        killed = {"type": "callback", "id": "3", "case": "X", "seq": 2, "name": "Process.killed", "args": {}}
        again = dict(PUSH, id="4", seq=3)
        _, answers = exchange([HELLO, BEGIN, PUSH, killed, again, {"type": "bye"}])
        # "seen" counts pushes per app instance: the process died in between.
        self.assertEqual([a["calls"][0]["contextData"]["seen"] for a in (answers[2], answers[4])], [1, 1])

    def test_version_one_reports_nothing_beyond_the_calls(self):
        _, answers = exchange([{"type": "hello", "protocol": 1, "protocols": [1]}, BEGIN, PUSH, {"type": "bye"}])
        self.assertEqual(answers[0]["protocol"], 1)
        self.assertNotIn("app", answers[1])
        self.assertNotIn("app", answers[2])

    def test_an_exception_in_the_app_is_an_error_answer(self):
        broken = dict(PUSH, args={"message": {}})
        _, answers = exchange([HELLO, BEGIN, broken, {"type": "bye"}])
        self.assertEqual(answers[2]["type"], "error")
        self.assertIn("KeyError", answers[2]["message"])


V3_APP = textwrap.dedent("""
    import sys
    sys.path.insert(0, %r)
    from trackcheck_kit import (Activity, ActivityInfo, App, Intent, Manifest, MobileCore, NotificationAction,
                                PendingIntent, serve)

    class Main(Activity):
        def on_create(self, saved):
            self.opened = self.get_intent().extras.get("_dId")

        def on_resume(self):
            MobileCore.collectMessageInfo({"resumed": self.opened, "intent": self.get_intent().extras.get("_dId")})
            self.set_intent(Intent())

    class V3App(App):
        manifest = Manifest(target_sdk=31, receivers=["Trampoline"], services=["Sync"], activities=[
            ActivityInfo("Main", launch_mode="singleTop", config_changes=["orientation"], activity_class=Main),
            ActivityInfo("Settings", launcher=True, task_affinity="other", no_history=True)])
        notification_delegate = "late"

        def __init__(self, case):
            super().__init__(case)
            self.waiting = []

        def on_message_received(self, message):
            for earlier in self.waiting:       # posted late, for the push that asked for it
                self.post(earlier)
            self.waiting = [message["data"]]

        def post(self, data):
            tap = PendingIntent.get_broadcast(1, Intent(component="Trampoline", extras=data), [PendingIntent.FLAG_IMMUTABLE])
            stack = PendingIntent.get_activities(2, [Intent(component="Settings"), Intent(component="Main", extras=data)],
                                                 [PendingIntent.FLAG_IMMUTABLE, PendingIntent.FLAG_UPDATE_CURRENT])
            self.notification_manager.notify(9, content_intent=tap, tag="t", actions=[NotificationAction("Open", stack)])

        def on_receive(self, receiver, intent):
            self.start_activity(Intent(component="Main", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP, Intent.FLAG_ACTIVITY_NEW_TASK], extras=intent.extras))

        def on_start_command(self, service, intent):
            self.notification_manager.cancel_all()
            self.notification_manager.notify(3)

        def on_pause(self):
            self.finish()

        def did_become_active(self):
            self.set_notification_delegate()

    serve(V3App, name="v3", version="1")
""") % KIT


def run_v3(messages):
    lines = "".join(json.dumps(m) + "\n" for m in messages)
    result = subprocess.run([sys.executable, "-c", V3_APP], input=lines, capture_output=True, text=True, timeout=30)
    return answers_of(result.stdout)


def call(number, name, **args):
    return {"type": "callback", "id": str(number), "case": "X", "seq": number, "name": name, "args": args}


HELLO3 = {"type": "hello", "protocol": 3, "protocols": [1, 2, 3]}


class Version3(unittest.TestCase):
    def test_the_manifest_is_ready_app(self):
        answers = run_v3([HELLO3, BEGIN, {"type": "bye"}])
        self.assertEqual(answers[0]["protocol"], 3)
        self.assertEqual(answers[1]["app"], {
            "targetSdk": 31, "receivers": ["Trampoline"], "services": ["Sync"], "activities": [
                {"name": "Main", "launchMode": "singleTop", "launcher": False, "configChanges": ["orientation"], "noHistory": False},
                {"name": "Settings", "launchMode": "standard", "launcher": True, "configChanges": [], "noHistory": True,
                 "taskAffinity": "other"}]})
        ios = run_v3([HELLO3, dict(BEGIN, platform="ios"), {"type": "bye"}])
        self.assertEqual(ios[1]["app"], {"notificationDelegate": "late", "categories": []})

    def test_a_notification_posted_later_names_the_push_it_is_for(self):
        first = call(2, "FirebaseMessagingService.onMessageReceived", message={"messageId": "m1", "data": {"_dId": "a"}})
        second = call(3, "FirebaseMessagingService.onMessageReceived", message={"messageId": "m2", "data": {"_dId": "b"}})
        answers = run_v3([HELLO3, BEGIN, first, second, {"type": "bye"}])
        self.assertNotIn("app", answers[2])
        posted = answers[3]["app"]["posted"][0]
        self.assertEqual(posted["for"], "m1")
        self.assertEqual(posted["tag"], "t")
        self.assertEqual(posted["contentIntent"]["kind"], "broadcast")
        action = posted["actions"][0]
        self.assertEqual(action["title"], "Open")
        self.assertEqual(action["intent"]["kind"], "activities")
        self.assertEqual(action["intent"]["flags"], ["FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"])
        self.assertEqual([i.get("component") for i in action["intent"]["intents"]], ["Settings", "Main"])
        self.assertNotIn("intent", action["intent"])

    def test_activity_callbacks_reach_one_instance_per_live_activity(self):
        create = call(2, "Activity.onCreate", activity="Main", intent={"component": "Main", "extras": {"_dId": "a"}},
                      savedInstanceState=None)
        resume = call(3, "Activity.onResume", activity="Main", intent={"component": "Main", "extras": {"_dId": "a"}})
        rotate = call(4, "Activity.onConfigurationChanged", activity="Main", newConfig={"orientation": "landscape"})
        pause = call(5, "Activity.onPause", activity="Main")
        answers = run_v3([HELLO3, BEGIN, create, resume, rotate, pause, {"type": "bye"}])
        self.assertEqual(answers[3]["calls"][0]["contextData"], {"resumed": "a", "intent": "a"})
        self.assertEqual(answers[3]["app"], {"setIntent": {"flags": [], "extras": {}}})
        self.assertEqual(answers[4]["type"], "calls")
        self.assertEqual(answers[5]["app"], {"finish": True})

    def test_receivers_services_and_a_late_delegate_report_what_they_did(self):
        receive = call(2, "BroadcastReceiver.onReceive", receiver="Trampoline", intent={"extras": {"_dId": "a"}})
        start = call(3, "Service.onStartCommand", service="Sync", intent={})
        active = call(4, "applicationDidBecomeActive(_:)", applicationState="active")
        answers = run_v3([HELLO3, BEGIN, receive, start, active, {"type": "bye"}])
        self.assertEqual(answers[2]["app"]["startActivity"], [
            {"component": "Main", "flags": ["FLAG_ACTIVITY_NEW_TASK", "FLAG_ACTIVITY_CLEAR_TOP"], "extras": {"_dId": "a"}}])
        self.assertEqual(answers[3]["type"], "error")
        self.assertIn("for_message", answers[3]["message"])
        self.assertEqual(answers[4]["app"], {"notificationDelegate": True})

    def test_version_two_keeps_its_shapes(self):
        first = call(2, "FirebaseMessagingService.onMessageReceived", message={"data": {"_dId": "a"}})
        second = call(3, "FirebaseMessagingService.onMessageReceived", message={"data": {"_dId": "b"}})
        resume = call(4, "Activity.onResume", intent={"extras": {"_dId": "a"}})
        answers = run_v3([HELLO, BEGIN, first, second, resume, {"type": "bye"}])
        self.assertEqual(answers[1]["app"], {"launchMode": "standard"}, "the launcher's (Settings); nothing of iOS")
        posted = answers[3]["app"]["posted"][0]
        self.assertEqual(set(posted), {"id", "tag", "autoCancel", "contentIntent"})
        self.assertNotIn("kind", posted["contentIntent"])
        self.assertNotIn("app", answers[4], "v2 honours setIntent only in answer to onNewIntent")


if __name__ == "__main__":
    unittest.main()


class Connect(unittest.TestCase):
    """`serve` connects to trackcheck when TRACKCHECK_CONNECT is set (`trackcheck run --listen`)."""

    def serve_over(self, family, address, bind_to):
        import socket
        listener = socket.socket(family, socket.SOCK_STREAM)
        listener.bind(bind_to)
        listener.listen(2)
        if family == socket.AF_INET:
            address = "127.0.0.1:%d" % listener.getsockname()[1]
        environment = dict(os.environ, TRACKCHECK_CONNECT=address)
        kit = subprocess.Popen([sys.executable, "-c", NOISY_APP], env=environment, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
        answers = []
        try:
            # A first connection that trackcheck closes without `bye` (a timeout): the kit connects again.
            first, _ = listener.accept()
            first.sendall((json.dumps(HELLO) + "\n").encode())
            answers.append(json.loads(first.makefile("r").readline()))
            first.close()
            second, _ = listener.accept()
            stream = second.makefile("r")
            for message in [HELLO, BEGIN, PUSH, {"type": "bye"}]:
                second.sendall((json.dumps(message) + "\n").encode())
                if message["type"] != "bye":
                    answers.append(json.loads(stream.readline()))
            second.close()
            out, err = kit.communicate(timeout=30)
        finally:
            kit.kill()
            listener.close()
        self.assertEqual(kit.returncode, 0, err)
        self.assertEqual([answer["type"] for answer in answers], ["hello", "hello", "ready", "calls"])
        # stdout is the tracker's own when the protocol has a connection: its prints stay there.
        self.assertIn("tracker: got a push", out)
        self.assertNotIn('"type"', out)
        schema = load_schema()
        for answer in answers:
            self.assertEqual(check_line(answer, schema), [])

    def test_over_tcp(self):
        import socket
        self.serve_over(socket.AF_INET, None, ("127.0.0.1", 0))

    def test_over_a_unix_socket(self):
        import socket
        import tempfile
        path = os.path.join(tempfile.mkdtemp(), "tc.sock")
        self.serve_over(socket.AF_UNIX, "unix:" + path, path)


PARITY_APP = textwrap.dedent("""
    import sys
    sys.path.insert(0, %r)
    from trackcheck_kit import (Activity, ActivityInfo, App, Application, Manifest, MobileCore, serve)

    class Started(Application):
        def on_create(self):
            MobileCore.collectMessageInfo({"started": "application"})

    class IOSApp(App):
        platforms = ["ios", "android"]
        categories = [
            {"identifier": "OFFER", "actions": [{"identifier": "VIEW", "opensApp": True},
                                                 {"identifier": "DELETE", "options": ["authenticationRequired", "destructive"]}]},
            {"identifier": "DEFAULT", "customDismissAction": True, "actions": []}]
        manifest = Manifest(activities=[ActivityInfo("Main", launch_mode="singleTask", launcher=True)], application=Started)

        def did_finish_launching(self, options, state):
            MobileCore.collectMessageInfo({"launched": state})

        def on_message_received(self, message):
            MobileCore.collectMessageInfo({"received": "push"})

    serve(IOSApp, name="parity", version="1")
""") % KIT


def run_parity(messages):
    lines = "".join(json.dumps(m) + "\n" for m in messages)
    result = subprocess.run([sys.executable, "-c", PARITY_APP], input=lines, capture_output=True, text=True, timeout=30)
    return answers_of(result.stdout)


IOS_BEGIN = dict(BEGIN, platform="ios", initialState="terminated")
LAUNCH = call(2, "application(_:didFinishLaunchingWithOptions:)", applicationState="inactive", launchOptions={})


class SameAnswersAsTheOtherKits(unittest.TestCase):
    """What Tests/Fixtures/parity found the kits answering differently, answered as the Swift, Node and Java kits do."""

    def test_version_two_reports_each_platform_its_own_facts(self):
        android = run_parity([HELLO, BEGIN, {"type": "bye"}])
        self.assertEqual(android[1]["app"], {"launchMode": "singleTask"}, "the launcher activity's launch mode, no iOS facts")
        ios = run_parity([HELLO, IOS_BEGIN, {"type": "bye"}])
        self.assertEqual(ios[1]["app"], {"notificationDelegate": True, "categories": [
            {"identifier": "DEFAULT", "customDismissAction": True, "actions": []},
            {"identifier": "OFFER", "customDismissAction": False, "actions": [
                {"identifier": "VIEW", "opensApp": True}, {"identifier": "DELETE", "opensApp": False}]}]},
            "no launch mode; the categories by identifier, version 2's fields only")

    def test_version_three_reports_every_action_option(self):
        ios = run_parity([HELLO3, IOS_BEGIN, {"type": "bye"}])
        self.assertEqual(ios[1]["app"]["categories"][1]["actions"], [
            {"identifier": "VIEW", "opensApp": True, "options": ["foreground"]},
            {"identifier": "DELETE", "opensApp": False, "options": ["destructive", "authenticationRequired"]}])

    def test_the_launch_registers_the_categories_again(self):
        answers = run_parity([HELLO3, IOS_BEGIN, LAUNCH, {"type": "bye"}])
        self.assertEqual(answers[2]["calls"], [{"api": "collectMessageInfo", "contextData": {"launched": "inactive"}}])
        self.assertEqual(answers[2]["app"], {"categories": answers[1]["app"]["categories"]})

    def test_an_ios_app_running_when_the_case_begins_was_launched_before_it(self):
        push = call(2, "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", applicationState="background",
                    userInfo={"aps": {}})
        running = run_parity([HELLO3, dict(IOS_BEGIN, initialState="background"), push, {"type": "bye"}])
        self.assertEqual(running[2]["calls"], [{"api": "collectMessageInfo", "contextData": {"launched": "background"}}])
        self.assertNotIn("app", running[2])
        terminated = run_parity([HELLO3, IOS_BEGIN, push, {"type": "bye"}])
        self.assertEqual(terminated[2]["calls"], [])

    def test_the_application_starts_before_the_first_component_when_the_harness_does_not_say(self):
        hello1 = {"type": "hello", "protocol": 1, "protocols": [1]}
        push = call(2, "FirebaseMessagingService.onMessageReceived", message={"data": {"_dId": "a"}})
        again = call(3, "FirebaseMessagingService.onMessageReceived", message={"data": {"_dId": "b"}})
        answers = run_parity([hello1, dict(BEGIN, initialState="terminated"), push, again, {"type": "bye"}])
        self.assertEqual([c["contextData"] for c in answers[2]["calls"]], [{"started": "application"}, {"received": "push"}])
        self.assertEqual([c["contextData"] for c in answers[3]["calls"]], [{"received": "push"}], "once per process")
        # Protocol 3 says when; the Application is not started twice.
        created = call(2, "Application.onCreate")
        answers = run_parity([HELLO3, dict(BEGIN, initialState="terminated"), created, dict(push, id="3"), {"type": "bye"}])
        self.assertEqual([c["contextData"] for c in answers[2]["calls"]], [{"started": "application"}])
        self.assertEqual([c["contextData"] for c in answers[3]["calls"]], [{"received": "push"}])

"""Tests of trackcheck-kit: declared capabilities, Android's lifecycle as Android runs it, intents.

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
sys.path.insert(0, KIT)
from trackcheck_kit import Intent, PendingIntent  # noqa: E402

SCHEMA = load_schema()
HELLO = {"type": "hello", "protocol": 3, "protocols": [1, 2, 3]}
BYE = {"type": "bye"}


def begin(state="terminated", platform="android", api="any", number="1"):
    return {"type": "begin", "id": number, "case": "X", "platform": platform, "api": api, "initialState": state,
            "device": {"notificationsAllowed": True, "backgroundAppRefresh": True}}


def call(number, name, **args):
    return {"type": "callback", "id": str(number), "case": "X", "seq": number, "name": name, "args": args}


def end(number):
    return {"type": "end", "id": str(number), "case": "X"}


def play(source, messages):
    """Runs an adapter (`source`, after the kit's imports) on `messages`; its lines, each checked
    against docs/protocol.schema.json."""
    program = "import sys\nsys.path.insert(0, %r)\nfrom trackcheck_kit import *\n" % KIT + textwrap.dedent(source)
    lines = "".join(json.dumps(m) + "\n" for m in messages)
    result = subprocess.run([sys.executable, "-c", program], input=lines, capture_output=True, text=True, timeout=30)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    for answer in answers:
        problems = check_line(answer, SCHEMA)
        if problems:
            raise AssertionError("the kit wrote a line the protocol's schema rejects: %s\n  %s" % (answer, problems))
    if result.returncode != 0:
        raise AssertionError("the adapter exited %d: %s" % (result.returncode, result.stderr[-2000:]))
    return answers


def contexts(answer):
    return [each["contextData"] for each in answer["calls"]]


class TheSchemaCheck(unittest.TestCase):
    def test_it_sees_a_line_the_schema_rejects(self):
        self.assertEqual(check_line({"type": "ready", "id": "1"}, SCHEMA), [])
        self.assertTrue(check_line({"type": "ready", "id": ""}, SCHEMA))
        self.assertTrue(check_line({"type": "calls", "id": "2"}, SCHEMA))
        self.assertTrue(check_line({"type": "calls", "id": "2", "calls": [], "app": {"posted": [{"id": "7"}]}}, SCHEMA))
        self.assertTrue(check_line({"type": "hello", "protocol": 3, "implementation": {"name": "x"},
                                    "platforms": ["windows"]}, SCHEMA))
        self.assertTrue(check_line({"type": "begin", "id": "1", "case": "X", "platform": "ios", "api": "any",
                                    "initialState": "foreground",
                                    "device": {"notificationsAllowed": True, "backgroundAppRefresh": True}}, SCHEMA),
                        "a harness's line is not an implementation's")


class DeclaredCapabilities(unittest.TestCase):
    def test_the_hello_claims_the_platforms_whose_handlers_the_app_has(self):
        android = play("""
            class A(App):
                def on_message_received(self, message): pass
            serve(A, name="a")
        """, [HELLO, BYE])
        self.assertEqual(android[0]["platforms"], ["android"])
        self.assertEqual(android[0]["apis"], ["collectMessageInfo", "trackAction"])
        ios = play("""
            class A(App):
                def will_present(self, user_info, state): pass
            serve(A, name="a")
        """, [HELLO, BYE])
        self.assertEqual(ios[0]["platforms"], ["ios"])

    def test_what_the_adapter_declares_is_all_the_hello_claims(self):
        answers = play("""
            class A(App):
                platforms = ["android"]
                apis = ["collectMessageInfo"]
                def will_present(self, user_info, state): pass
                def on_message_received(self, message): pass
            serve(A, name="a")
        """, [HELLO, begin(platform="ios"), begin(api="trackAction", number="2"), begin(number="3"), BYE])
        self.assertEqual((answers[0]["platforms"], answers[0]["apis"]), (["android"], ["collectMessageInfo"]))
        self.assertEqual([a["type"] for a in answers[1:]], ["unsupported", "unsupported", "ready"])
        self.assertIn("ios", answers[1]["reason"])
        self.assertIn("trackAction", answers[2]["reason"])
        by_serve = play("""
            class A(App):
                def on_message_received(self, message): pass
            serve(A, name="a", platforms=["ios", "android"], apis=["trackAction"])
        """, [HELLO, BYE])
        self.assertEqual((by_serve[0]["platforms"], by_serve[0]["apis"]), (["ios", "android"], ["trackAction"]))

    def test_a_declaration_the_protocol_does_not_know_stops_the_adapter(self):
        with self.assertRaises(AssertionError) as raised:
            play("""
                class A(App): pass
                serve(A, name="a", platforms=["windows"])
            """, [HELLO, BYE])
        self.assertIn("platforms must be a list of ios, android", str(raised.exception))

    def test_an_app_answers_unsupported_for_a_case_it_cannot_run(self):
        answers = play("""
            class A(App):
                @classmethod
                def supports(cls, case):
                    return "no rotation here" if case["case"] == "ROTATE" else True
                def __init__(self, case):
                    super().__init__(case)
                    if case["initialState"] == "force-stopped":
                        raise Unsupported("this app is never force-stopped")
                def on_message_received(self, message):
                    MobileCore.collectMessageInfo({"ok": True})
            serve(A, name="a")
        """, [HELLO, dict(begin(), case="ROTATE"), begin("force-stopped", number="2"), begin(number="3"),
              call(4, "FirebaseMessagingService.onMessageReceived", message={"data": {}}), end(5), BYE])
        self.assertEqual(answers[1], {"type": "unsupported", "id": "1", "reason": "no rotation here"})
        self.assertEqual(answers[2], {"type": "unsupported", "id": "2", "reason": "this app is never force-stopped"})
        self.assertEqual(answers[3]["type"], "ready")
        self.assertEqual(contexts(answers[4]), [{"ok": True}])


RUNNING_APP = """
    log = []

    class Main(Activity):
        def on_create(self, saved):
            log.append("onCreate %s %s" % (self.get_intent().action, self.get_intent().categories))
            MobileCore.collectMessageInfo({"created": self.get_intent().component})
        def on_start(self): log.append("onStart")
        def on_resume(self):
            log.append("onResume")
            Handler(Looper.get_main_looper()).post(lambda: MobileCore.collectMessageInfo({"posted": "resume"}))
        def on_pause(self): log.append("onPause")
        def on_stop(self): log.append("onStop")
        def on_new_intent(self, intent):
            MobileCore.collectMessageInfo({"newIntent": intent.extras.get("_dId"), "same": id(self) == Main.first,
                                           "log": list(log)})

    class MyApplication(Application):
        def on_create(self):
            log.append("Application.onCreate")

    class A(App):
        manifest = Manifest(activities=[ActivityInfo("Main", launch_mode="singleTop", activity_class=Main)],
                            application=MyApplication)
        def __init__(self, case):
            super().__init__(case)
            log.clear()

    _create = Main.__init__
    def remember(self, *args):
        _create(self, *args)
        Main.first = id(self)
    Main.__init__ = remember
    serve(A, name="a")
"""


class TheAppAlreadyRunning(unittest.TestCase):
    def test_a_foreground_case_begins_with_the_launcher_activity_resumed(self):
        new_intent = call(2, "Activity.onNewIntent", activity="Main", intent={"flags": [], "extras": {"_dId": "d"}})
        answers = play(RUNNING_APP, [HELLO, begin("foreground"), new_intent, end(3), BYE])
        self.assertEqual(answers[1]["type"], "ready")
        # What the set-up tracked comes with the case's first answer, before the callback's own calls.
        self.assertEqual(contexts(answers[2]), [
            {"created": "Main"}, {"posted": "resume"},
            {"newIntent": "d", "same": True, "log": [
                "Application.onCreate", "onCreate android.intent.action.MAIN ['android.intent.category.LAUNCHER']",
                "onStart", "onResume"]}])
        self.assertEqual(answers[3]["calls"], [])

    def test_a_background_case_begins_with_the_launcher_activity_stopped(self):
        new_intent = call(2, "Activity.onNewIntent", activity="Main", intent={"flags": [], "extras": {"_dId": "d"}})
        answers = play(RUNNING_APP, [HELLO, begin("background"), new_intent, BYE])
        self.assertEqual(contexts(answers[2])[-1]["log"], [
            "Application.onCreate", "onCreate android.intent.action.MAIN ['android.intent.category.LAUNCHER']",
            "onStart", "onResume", "onPause", "onStop"])

    def test_a_terminated_case_begins_with_no_process(self):
        answers = play(RUNNING_APP, [HELLO, begin("terminated"), call(2, "Application.onCreate"),
                                     call(3, "Activity.onCreate", activity="Main", savedInstanceState=None,
                                          intent={"component": "Main", "flags": [], "extras": {}}),
                                     call(4, "Activity.onNewIntent", activity="Main", intent={"flags": [], "extras": {}}),
                                     BYE])
        self.assertEqual(answers[2]["calls"], [])
        self.assertEqual(contexts(answers[3]), [{"created": "Main"}])
        self.assertEqual(contexts(answers[4])[0]["log"], ["Application.onCreate", "onCreate None []"])

    def test_the_set_up_reports_nothing_but_its_calls_and_an_error_in_it_is_the_first_answer(self):
        answers = play("""
            class A(App):
                def on_create(self, intent, saved):
                    self.set_intent(Intent())
                def on_resume(self, intent):
                    raise ValueError("broken at launch")
            serve(A, name="a")
        """, [HELLO, begin("foreground"), call(2, "Activity.onPause"), call(3, "Activity.onPause"), BYE])
        self.assertEqual(answers[2]["type"], "error")
        self.assertIn("ValueError: broken at launch", answers[2]["message"])
        self.assertIn("before the case", answers[2]["message"])
        self.assertEqual(answers[3], {"type": "calls", "id": "3", "calls": []})

    def test_an_ios_case_is_not_started_by_the_kit(self):
        answers = play(RUNNING_APP.replace('serve(A, name="a")', 'A.platforms = ["ios", "android"]\n    serve(A, name="a")'),
                       [HELLO, begin("foreground", platform="ios"), end(2), BYE])
        self.assertEqual(answers[2]["calls"], [])


class Processes(unittest.TestCase):
    SOURCE = """
        import trackcheck_kit
        seen = []          # the tracker's module state: a process that ends takes it with it

        class A(App):
            resets = 0
            @classmethod
            def reset_process(cls):
                cls.resets += 1
                seen.clear()
            def on_message_received(self, message):
                seen.append(message["data"]["_dId"])
                MobileCore.collectMessageInfo({"seen": list(seen), "restarted": self.restarted, "resets": A.resets,
                                               "sdk": Build.VERSION.SDK_INT})
        serve(A, name="a")
    """

    def test_each_process_starts_with_fresh_module_state_and_knows_why_it_started(self):
        push = lambda number, d: call(number, "FirebaseMessagingService.onMessageReceived",  # noqa: E731
                                      message={"messageId": d, "data": {"_dId": d}})
        answers = play(self.SOURCE, [HELLO, begin(), push(2, "a"), push(3, "b"), call(4, "Process.killed"),
                                     push(5, "c"), begin(number="6"), push(7, "d"), BYE])
        self.assertEqual(contexts(answers[2]), [{"seen": ["a"], "restarted": False, "resets": 1, "sdk": 34}])
        self.assertEqual(contexts(answers[3])[0]["seen"], ["a", "b"])
        self.assertEqual(contexts(answers[5]), [{"seen": ["c"], "restarted": True, "resets": 2, "sdk": 34}])
        self.assertEqual(contexts(answers[7]), [{"seen": ["d"], "restarted": False, "resets": 3, "sdk": 34}])

    def test_the_api_level_is_the_one_the_app_declares(self):
        declared = self.SOURCE.replace("resets = 0", "resets = 0\n            sdk_int = 30")
        answers = play(declared, [HELLO, begin(), call(2, "FirebaseMessagingService.onMessageReceived",
                                                       message={"data": {"_dId": "a"}}), BYE])
        self.assertEqual(contexts(answers[2])[0]["sdk"], 30)
        targeted = self.SOURCE.replace("resets = 0", "resets = 0\n            manifest = Manifest(target_sdk=31)")
        answers = play(targeted, [HELLO, begin(), call(2, "FirebaseMessagingService.onMessageReceived",
                                                       message={"data": {"_dId": "a"}}), BYE])
        self.assertEqual(contexts(answers[2])[0]["sdk"], 31)


class WhatComponentsDo(unittest.TestCase):
    def test_start_activity_from_receivers_and_services_and_main_thread_work_is_reported(self):
        answers = play("""
            handler = Handler()
            class A(App):
                def on_dismiss(self, intent):
                    self.context.start_activity(Intent(component="Main", flags=[Intent.FLAG_ACTIVITY_NEW_TASK]))
                def on_receive(self, receiver, intent):
                    target = Intent(component="Main", flags=[Intent.FLAG_ACTIVITY_NEW_TASK], extras=intent.extras)
                    handler.post_delayed(lambda: self.start_activity(target), 500)
                    handler.post(lambda: MobileCore.collectMessageInfo({"first": True}))
                def on_start_command(self, service, intent):
                    self.start_activity(Intent(component="Main", flags=[Intent.FLAG_ACTIVITY_NEW_TASK]))
                    handler.post(lambda: self.notification_manager.cancel(4))
            serve(A, name="a")
        """, [HELLO, begin(), call(2, "NotificationDismissedReceiver.onReceive", intent={"flags": [], "extras": {}}),
              call(3, "BroadcastReceiver.onReceive", receiver="Tap", intent={"flags": [], "extras": {"_dId": "d"}}),
              call(4, "Service.onStartCommand", service="S", intent={"flags": [], "extras": {}}), BYE])
        main = {"component": "Main", "flags": ["FLAG_ACTIVITY_NEW_TASK"], "extras": {}}
        self.assertEqual(answers[2]["app"], {"startActivity": [main]})
        self.assertEqual(contexts(answers[3]), [{"first": True}])
        self.assertEqual(answers[3]["app"], {"startActivity": [dict(main, extras={"_dId": "d"})]})
        self.assertEqual(answers[4]["app"], {"cancelled": [{"id": 4}], "startActivity": [main]})

    def test_what_is_reported_is_the_intent_as_it_was_set_or_started(self):
        answers = play("""
            class A(App):
                def on_new_intent(self, intent):
                    self.set_intent(intent)
                    intent.remove_extra("_dId")       # changed after it was set: the set intent had it
                def on_receive(self, receiver, intent):
                    started = Intent(component="Main", extras={"k": ["v"]})
                    self.start_activity(started)
                    started.extras["k"].append("later")
                def on_resume(self, intent):
                    self.set_intent(None)
            serve(A, name="a")
        """, [HELLO, begin(), call(2, "Activity.onNewIntent", intent={"flags": [], "extras": {"_dId": "d"}}),
              call(3, "BroadcastReceiver.onReceive", receiver="Tap", intent={"flags": [], "extras": {}}),
              call(4, "Activity.onResume"), BYE])
        self.assertEqual(answers[2]["app"], {"setIntent": {"flags": [], "extras": {"_dId": "d"}}})
        self.assertEqual(answers[3]["app"]["startActivity"][0]["extras"], {"k": ["v"]})
        self.assertEqual(answers[4]["app"], {"setIntent": {"flags": [], "extras": {}}})


class Flags(unittest.TestCase):
    PROTOCOL_INTENT_FLAGS = ["FLAG_ACTIVITY_NEW_TASK", "FLAG_ACTIVITY_CLEAR_TASK", "FLAG_ACTIVITY_CLEAR_TOP",
                             "FLAG_ACTIVITY_SINGLE_TOP", "FLAG_ACTIVITY_REORDER_TO_FRONT", "FLAG_ACTIVITY_NO_HISTORY",
                             "FLAG_ACTIVITY_MULTIPLE_TASK", "FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY"]
    PROTOCOL_PENDING_FLAGS = ["FLAG_UPDATE_CURRENT", "FLAG_CANCEL_CURRENT", "FLAG_ONE_SHOT", "FLAG_IMMUTABLE",
                              "FLAG_MUTABLE", "FLAG_NO_CREATE"]

    def test_every_flag_the_protocol_knows_is_a_constant_reported_in_the_java_kits_order(self):
        for flag in self.PROTOCOL_INTENT_FLAGS:
            self.assertEqual(getattr(Intent, flag), flag)
        for flag in self.PROTOCOL_PENDING_FLAGS:
            self.assertEqual(getattr(PendingIntent, flag), flag)
        everything = Intent(flags=list(reversed(self.PROTOCOL_INTENT_FLAGS)))
        self.assertEqual(everything.json()["flags"], self.PROTOCOL_INTENT_FLAGS)
        pending = PendingIntent.get_activity(1, Intent(), list(reversed(self.PROTOCOL_PENDING_FLAGS)))
        self.assertEqual(pending.json()["flags"], self.PROTOCOL_PENDING_FLAGS)
        self.assertEqual((Intent.ACTION_MAIN, Intent.CATEGORY_LAUNCHER),
                         ("android.intent.action.MAIN", "android.intent.category.LAUNCHER"))


if __name__ == "__main__":
    unittest.main()

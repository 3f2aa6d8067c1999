"""Tests of trackcheck-kit: the protocol loop, stdout protection, the app's report.

    python3 -m unittest discover -s Kits/python/tests
"""
import json
import os
import subprocess
import sys
import textwrap
import unittest

KIT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

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
    return result, [json.loads(line) for line in result.stdout.splitlines()]


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


if __name__ == "__main__":
    unittest.main()

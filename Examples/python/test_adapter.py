"""Tests of the Python example: the tracker's rules and the adapter's protocol.

    python3 -m unittest discover -s Examples/python
"""
import json
import os
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Kits", "python"))
from trackcheck_kit import MobileCore  # noqa: E402
from push_tracking import DEFAULT, DISMISS, PushTracking  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
USER_INFO = {"aps": {"alert": "hi", "content-available": 1, "category": "DEFAULT"},
             "_dId": "56c4", "_mId": "h138a", "_acsDeliveryTracking": "on"}


def actions(core):
    return [call["contextData"]["action"] for call in core.take_calls()]


class TrackerRules(unittest.TestCase):
    def setUp(self):
        self.core = MobileCore
        MobileCore.take_calls()
        self.tracker = PushTracking(self.core)

    def test_flag_is_case_insensitive_and_strict_otherwise(self):
        self.assertIsNotNone(PushTracking.tracking_ids({"_dId": "a", "_mId": "b", "_acsDeliveryTracking": "ON"}))
        self.assertIsNotNone(PushTracking.tracking_ids({"_dId": "a", "_mId": "b"}))
        for flag in ("off", "", " on", "yes", 1, True):
            self.assertIsNone(PushTracking.tracking_ids({"_dId": "a", "_mId": "b", "_acsDeliveryTracking": flag}), flag)

    def test_foreground_impression_once(self):
        self.tracker.ios_will_present(USER_INFO)
        self.tracker.ios_did_receive_remote_notification(USER_INFO, "active")
        self.assertEqual(actions(self.core), ["7"])

    def test_inactive_is_not_an_impression(self):
        self.tracker.ios_did_receive_remote_notification(USER_INFO, "inactive")
        self.assertEqual(actions(self.core), [])

    def test_a_restored_activity_does_not_track_again(self):
        intent = {"flags": ["FLAG_ACTIVITY_CLEAR_TOP"], "extras": {"_dId": "a", "_mId": "b"}}
        self.tracker.android_on_intent(intent, saved_instance_state={})
        self.assertEqual(actions(self.core), [])
        self.tracker.android_on_intent(intent)
        self.assertEqual(actions(self.core), ["2", "1"])

    def test_tap_and_dismiss(self):
        self.tracker.ios_did_receive(USER_INFO, DEFAULT)
        self.assertEqual(actions(self.core), ["2", "1"])
        self.tracker.ios_did_receive(USER_INFO, DISMISS)
        self.assertEqual(actions(self.core), ["2"])

    def test_android_open_is_tracked_once_per_intent(self):
        intent = {"flags": ["FLAG_ACTIVITY_CLEAR_TOP"], "extras": {"_dId": "a", "_mId": "b"}}
        self.tracker.android_on_intent(intent)
        self.tracker.android_on_intent(dict(intent, flags=["FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY"]))
        self.assertEqual(actions(self.core), ["2", "1"])


class AdapterProtocol(unittest.TestCase):
    def exchange(self, messages, *args):
        lines = "".join(json.dumps(m) + "\n" for m in messages)
        result = subprocess.run([sys.executable, os.path.join(HERE, "adapter.py"), *args],
                                input=lines, capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        return [json.loads(line) for line in result.stdout.splitlines()]

    def test_handshake_case_and_echoed_ids(self):
        answers = self.exchange([
            {"type": "hello", "protocol": 2, "protocols": [1, 2]},
            {"type": "begin", "id": "1", "case": "X", "platform": "ios", "api": "trackAction", "device": {}},
            {"type": "callback", "id": "2", "case": "X", "seq": 1, "name": "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
             "args": {"applicationState": "background", "userInfo": USER_INFO}},
            {"type": "end", "id": "3", "case": "X"},
            {"type": "bye"},
        ])
        self.assertEqual(answers[0]["type"], "hello")
        self.assertEqual(answers[0]["protocol"], 2)
        self.assertEqual([a.get("id") for a in answers[1:]], ["1", "2", "3"])
        self.assertEqual(answers[2]["calls"], [{"api": "trackAction", "action": "tracking",
                                                "contextData": {"deliveryId": "56c4", "broadlogId": "h138a", "action": "7"}}])

    def test_a_handler_exception_is_reported_as_an_error(self):
        answers = self.exchange([
            {"type": "hello", "protocol": 1},
            {"type": "begin", "id": "1", "case": "X", "platform": "ios", "api": "any", "device": {}},
            {"type": "callback", "id": "2", "case": "X", "seq": 1, "name": "userNotificationCenter(_:didReceive:withCompletionHandler:)", "args": {}},
            {"type": "bye"},
        ])
        self.assertEqual(answers[2]["type"], "error")
        self.assertIn("KeyError", answers[2]["message"])


if __name__ == "__main__":
    unittest.main()

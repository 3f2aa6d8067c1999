"""Tests of the Campaign Classic extension's API (AEPCampaignClassic): its two tracking calls recorded as
passed, as the case's platform has them (Android refuses a None or empty map in the public method, iOS
records every call).

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
from trackcheck_kit import CampaignClassic, CampaignHits, MobileCore  # noqa: E402

SCHEMA = load_schema()


class API(unittest.TestCase):
    def setUp(self):
        MobileCore.take_calls()
        self.addCleanup(MobileCore.take_calls)
        self.addCleanup(setattr, CampaignHits, "platform", CampaignHits.platform)

    def test_android_records_the_calls_as_passed_and_refuses_a_none_or_empty_map(self):
        CampaignHits.platform = "android"
        info = {"_mId": "12345", "_dId": "f0190", "other": "kept"}
        CampaignClassic.track_notification_receive(info)
        CampaignClassic.trackNotificationClick({"_dId": " "})
        for refused in (None, {}):
            CampaignClassic.trackNotificationReceive(refused)
            CampaignClassic.track_notification_click(refused)
        self.assertEqual(MobileCore.take_calls(), [{"api": "trackNotificationReceive", "contextData": info},
                                                   {"api": "trackNotificationClick", "contextData": {"_dId": " "}}])
        self.assertEqual(CampaignClassic.extension_version(), "3.1.4")

    def test_ios_records_every_call_an_empty_dictionary_too(self):
        CampaignHits.platform = "ios"
        user_info = {"aps": {"content-available": 1}, "_mId": 12345, "_dId": "f0190"}
        CampaignClassic.trackNotificationReceive(user_info)
        CampaignClassic.track_notification_click({})
        self.assertEqual(MobileCore.take_calls(), [{"api": "trackNotificationReceive", "contextData": user_info},
                                                   {"api": "trackNotificationClick", "contextData": {}}])
        self.assertEqual(CampaignClassic.extensionVersion(), "5.0.0")

    def test_the_calls_keep_their_order_with_the_cores(self):
        CampaignHits.platform = "android"
        MobileCore.collect_message_info({"deliveryId": "d", "broadlogId": "b", "action": "7"})
        CampaignClassic.track_notification_receive({"_mId": "1", "_dId": "d"})
        self.assertEqual([call["api"] for call in MobileCore.take_calls()], ["collectMessageInfo", "trackNotificationReceive"])

    def test_registration_records_nothing(self):
        for platform in ("android", "ios"):
            CampaignHits.platform = platform
            CampaignClassic.register_device("token", "user@example.com", {"premium": True})
            CampaignClassic.registerDevice(b"\x01\x02", None, None)
        self.assertEqual(MobileCore.take_calls(), [])


CLASSIC_APP = textwrap.dedent("""
    import sys
    sys.path.insert(0, %r)
    from trackcheck_kit import App, CampaignClassic, serve

    class ClassicApp(App):
        def on_message_received(self, message):
            data = message["data"]
            CampaignClassic.trackNotificationReceive({k: data[k] for k in ("_mId", "_dId") if k in data})

        def did_receive(self, user_info, action, state):
            CampaignClassic.trackNotificationClick(user_info)

    serve(ClassicApp, name="classic", version="1")
""") % KIT

HELLO = {"type": "hello", "protocol": 3, "protocols": [1, 2, 3]}
ANDROID = {"type": "begin", "id": "1", "case": "A", "platform": "android", "api": "any",
           "device": {"notificationsAllowed": True}}
PUSH = {"type": "callback", "id": "2", "case": "A", "seq": 1, "name": "FirebaseMessagingService.onMessageReceived",
        "args": {"message": {"data": {"_dId": "f0190", "_mId": "12345", "title": "Sale"}}}}
NO_IDS = {"type": "callback", "id": "3", "case": "A", "seq": 2, "name": "FirebaseMessagingService.onMessageReceived",
          "args": {"message": {"data": {"title": "Sale"}}}}
IOS = {"type": "begin", "id": "4", "case": "I", "platform": "ios", "api": "any", "device": {"notificationsAllowed": True}}
USER_INFO = {"aps": {"alert": "Sale"}, "_dId": "f0190", "_mId": "12345"}
TAP = {"type": "callback", "id": "5", "case": "I", "seq": 1, "name": "userNotificationCenter(_:didReceive:withCompletionHandler:)",
       "args": {"userInfo": USER_INFO, "actionIdentifier": "com.apple.UNNotificationDefaultActionIdentifier",
                "applicationState": "inactive"}}
EMPTY_TAP = {"type": "callback", "id": "6", "case": "I", "seq": 2,
             "name": "userNotificationCenter(_:didReceive:withCompletionHandler:)",
             "args": {"userInfo": {}, "actionIdentifier": "com.apple.UNNotificationDefaultActionIdentifier",
                      "applicationState": "inactive"}}


def exchange(messages):
    lines = "".join(json.dumps(m) + "\n" for m in messages + [{"type": "bye"}])
    result = subprocess.run([sys.executable, "-c", CLASSIC_APP], input=lines, capture_output=True, text=True, timeout=30)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    for answer in answers:
        problems = check_line(answer, SCHEMA)
        if problems:
            raise AssertionError("the kit wrote a line the protocol's schema rejects: %s\n  %s" % (answer, problems))
    return result, answers


class Protocol(unittest.TestCase):
    def test_each_answer_reports_the_calls_as_the_case_platform_takes_them(self):
        result, answers = exchange([HELLO, ANDROID, PUSH, NO_IDS, IOS, TAP, EMPTY_TAP])
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(answers[2]["calls"], [{"api": "trackNotificationReceive", "contextData": {"_mId": "12345", "_dId": "f0190"}}])
        self.assertEqual(answers[3]["calls"], [], "Android: an empty map is refused by the SDK's method")
        self.assertIn("The provided trackInfo map is null or empty", result.stderr)
        self.assertEqual(answers[5]["calls"], [{"api": "trackNotificationClick", "contextData": USER_INFO}])
        self.assertEqual(answers[6]["calls"], [{"api": "trackNotificationClick", "contextData": {}}], "iOS records every call")


if __name__ == "__main__":
    unittest.main()

"""Tests of the Campaign Classic extension's API (AEPCampaignClassic): its two tracking calls recorded as
passed, as the case's platform has them (Android refuses a None or empty map in the public method, iOS
records every call), and the tracking requests the extension sends for them (docs/PROTOCOL.md, "Hits").

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
from trackcheck_kit import CampaignClassic, CampaignClassicHits, CampaignHits, MobileCore, NetworkRecorder  # noqa: E402
from trackcheck_kit.network import ios_url  # noqa: E402

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


#: URL(string:) as Foundation answers in Swift 6 (measured with Swift 6.3.1 on Linux): (the text after
#: "https://", what absoluteString gives after "https://", or None for no URL).
FOUNDATION_URLS = [
    ("t.example.com/r/?id=h3039,d 1,1", "t.example.com/r/?id=h3039,d%201,1"),
    ("t.example.com/r/?id=h3039,a#b#c,1", "t.example.com/r/?id=h3039,a#b%23c,1"),
    ("t.example.com/r/?id=h3039,[x]\\^`\"<>|{},1", "t.example.com/r/?id=h3039,%5Bx%5D%5C%5E%60%22%3C%3E%7C%7B%7D,1"),
    ("t.example.com/r/?id=h3039,a%20b%41,1", "t.example.com/r/?id=h3039,a%20b%41,1"),
    ("t.example.com/r/?id=h3039,a%2,1", "t.example.com/r/?id=h3039,a%252,1"),
    ("t.example.com/r/?id=h3039,a%g1%,1", "t.example.com/r/?id=h3039,a%25g1%25,1"),
    ("t.example.com/r/?id=h3039,a?b/c:@!$'()*+;=~_.-,1", "t.example.com/r/?id=h3039,a?b/c:@!$'()*+;=~_.-,1"),
    ("t.example.com/r/?id=h3039,é\U0001F600\t\n,1", "t.example.com/r/?id=h3039,%C3%A9%F0%9F%98%80%09%0A,1"),
    ("t.example.com:8443/r/?id=h3039,d,1", "t.example.com:8443/r/?id=h3039,d,1"),
    ("t example.com/r/?id=h3039,d,1", None),
    ("tëst.example.com/r/?id=h3039,d,1", "xn--tst-jma.example.com/r/?id=h3039,d,1"),
    ("T.éxample.com/r/?id=h3039,d,1", "t.xn--xample-9ua.com/r/?id=h3039,d,1"),
    ("T.Example.COM/r/?id=h3039,d,1", "T.Example.COM/r/?id=h3039,d,1"),
    ("t.example.com/p a/r/?id=h3039,d,1", "t.example.com/p%20a/r/?id=h3039,d,1"),
    ("t.example.com#x#y/r/?id=h3039,d,1", "t.example.com#x%23y/r/?id=h3039,d,1"),
    ("us er@t.example.com/r/?id=h3039,d,1", "us%20er@t.example.com/r/?id=h3039,d,1"),
    ("a@b@t.example.com/r/?id=h3039,d,1", "a%40b@t.example.com/r/?id=h3039,d,1"),
    ("[::1]:8443/r/?id=h3039,d,1", "[::1]:8443/r/?id=h3039,d,1"),
    ("t.example.com:port/r/?id=h3039,d,1", None),
    ("t.example.com:8443x/r/?id=h3039,d,1", None),
    ("t%zz.example.com/r/?id=h3039,d,1", None),
    ("h\u00a0st.com/r/?id=h3039,d,1", None),
    ("https://t.example.com/r/?id=h3039,d,1", "https://t.example.com/r/?id=h3039,d,1"),
]


class MessageIds(unittest.TestCase):
    def test_a_uuid_is_kept_and_a_decimal_becomes_its_hex_as_each_platform_formats_it(self):
        uuid = "6B6499A8-9d43-4bc5-acf0-b6aeb96846f6"
        table = [
            # _mId, Android 3.1.4 (TrackRequestManager.kt), iOS 5.0.0 (CampaignClassic.swift, %02x of Int)
            (uuid, uuid, uuid),
            ("12345", "3039", "3039"),
            ("5", "5", "05"),
            ("0", "0", "00"),
            ("57904851586134", "34aa061c0c56", "61c0c56"),
            ("9223372036854775807", "7fffffffffffffff", "ffffffff"),
            ("-673096100", "d7e15e5c", "d7e15e5c"),
            ("-1", "ffffffff", "ffffffff"),
            ("-2147483648", "80000000", "80000000"),
            ("-9999999999", "fffffffdabf41c01", "abf41c01"),
            ("-0", "0", "00"),
            ("+12", "c", "0c"),
            ("0012", "c", "0c"),
        ]
        for message_id, android, ios in table:
            self.assertEqual(CampaignClassicHits.message_id("android", message_id), android, message_id)
            self.assertEqual(CampaignClassicHits.message_id("ios", message_id), ios, message_id)
        for refused in ("h1685a5", "a8a", " 12", "12 ", "1-1-1-1-1", "9223372036854775808", "-9223372036854775809", "-", "",
                        "1.5", "1_000", "١٢", "{6b6499a8-9d43-4bc5-acf0-b6aeb96846f6}"):
            for platform in ("android", "ios"):
                self.assertIsNone(CampaignClassicHits.message_id(platform, refused), (platform, refused))


class TrackingURL(unittest.TestCase):
    def test_ios_parses_the_url_as_foundation_does(self):
        for text, absolute in FOUNDATION_URLS:
            self.assertEqual(ios_url("https://" + text), None if absolute is None else "https://" + absolute, text)

    def test_android_formats_the_url_without_encoding(self):
        info = {"_mId": "12345", "_dId": "d 1&x=é"}
        self.assertEqual(CampaignClassicHits.tracking_url("android", "t.example.com:8443", info, "2"),
                         "https://t.example.com:8443/r/?id=h3039,d 1&x=é,2")
        self.assertEqual(CampaignClassicHits.tracking_url("ios", "t.example.com:8443", info, "2"),
                         "https://t.example.com:8443/r/?id=h3039,d%201&x=%C3%A9,2")

    def test_nothing_is_sent_past_a_gate(self):
        ids = {"_mId": "12345", "_dId": "f0190"}
        for platform in ("android", "ios"):
            self.assertEqual(CampaignClassicHits.tracking_url(platform, "t.example.com", ids, "1"),
                             "https://t.example.com/r/?id=h3039,f0190,1")
            for server in (None, "", 7):
                self.assertIsNone(CampaignClassicHits.tracking_url(platform, server, ids, "1"), (platform, server))
            for info in (None, [], {"_mId": "12345"}, {"_dId": "f0190"}, {"_mId": "", "_dId": "f0190"},
                         {"_mId": 12345, "_dId": "f0190"}, {"_mId": "h1685a5", "_dId": "f0190"}):
                self.assertIsNone(CampaignClassicHits.tracking_url(platform, "t.example.com", info, "1"), (platform, info))
        # Blank: missing on Android (isNullOrBlank), present on iOS (isEmpty).
        self.assertIsNone(CampaignClassicHits.tracking_url("android", " ", ids, "1"))
        self.assertIsNone(CampaignClassicHits.tracking_url("android", "t.example.com", {"_mId": "12345", "_dId": " "}, "1"))
        self.assertEqual(CampaignClassicHits.tracking_url("ios", "t.example.com", {"_mId": "12345", "_dId": " "}, "1"),
                         "https://t.example.com/r/?id=h3039,%20,1")
        # Android reads a string map: one value that is not a string leaves no ids; iOS reads each id alone.
        mixed = {"_mId": "12345", "_dId": "f0190", "aps": {"content-available": 1}}
        self.assertIsNone(CampaignClassicHits.tracking_url("android", "t.example.com", mixed, "1"))
        self.assertEqual(CampaignClassicHits.tracking_url("ios", "t.example.com", mixed, "1"),
                         "https://t.example.com/r/?id=h3039,f0190,1")
        self.assertEqual(CampaignClassicHits.tracking_url("android", "t.example.com", {"_mId": "12345", "_dId": "f0190", "x": None}, "1"),
                         "https://t.example.com/r/?id=h3039,f0190,1")


class Sending(unittest.TestCase):
    def setUp(self):
        NetworkRecorder.shared.take()
        MobileCore.take_calls()
        self.addCleanup(NetworkRecorder.shared.take)
        self.addCleanup(MobileCore.take_calls)
        self.addCleanup(setattr, CampaignHits, "sending", False)
        self.addCleanup(setattr, CampaignHits, "platform", CampaignHits.platform)
        self.addCleanup(setattr, CampaignClassicHits, "configured", False)
        self.addCleanup(setattr, CampaignClassicHits, "server", None)

    def test_each_call_past_the_gates_sends_one_request_only_when_sending(self):
        ids = {"_mId": "12345", "_dId": "f0190"}
        CampaignHits.platform = "android"
        CampaignClassic.track_notification_receive(ids)
        self.assertEqual(NetworkRecorder.shared.take(), [], "not sending")
        CampaignHits.sending = True
        CampaignClassic.track_notification_receive(ids)
        CampaignClassic.track_notification_click(ids)
        CampaignClassic.track_notification_click(ids)
        CampaignClassic.track_notification_click({})
        CampaignClassic.track_notification_click({"_mId": "h1685a5", "_dId": "f0190"})
        MobileCore.update_configuration({"campaignclassic.trackingServer": "acme.campaign.example.com"})
        CampaignHits.platform = "ios"
        CampaignClassic.track_notification_receive({"_mId": "5", "_dId": "f0190", "aps": {}})
        CampaignClassic.track_notification_receive({})
        MobileCore.updateConfiguration({"campaignclassic.trackingServer": ""})
        CampaignClassic.track_notification_receive(ids)
        requests = NetworkRecorder.shared.take()
        self.assertEqual([request["url"] for request in requests], [
            "https://tracking.example.com/r/?id=h3039,f0190,1", "https://tracking.example.com/r/?id=h3039,f0190,2",
            "https://tracking.example.com/r/?id=h3039,f0190,2", "https://acme.campaign.example.com/r/?id=h05,f0190,1"])
        self.assertEqual(requests[0], {"method": "GET", "url": "https://tracking.example.com/r/?id=h3039,f0190,1",
                                       "headers": {}, "body": ""})


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


def exchange(messages, arguments=()):
    lines = "".join(json.dumps(m) + "\n" for m in messages + [{"type": "bye"}])
    result = subprocess.run([sys.executable, "-c", CLASSIC_APP, *arguments], input=lines, capture_output=True, text=True,
                            timeout=30)
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
        self.assertTrue(all("requests" not in answer for answer in answers))

    def test_reporting_hits_each_answer_carries_the_extensions_requests(self):
        result, answers = exchange([HELLO, ANDROID, PUSH, NO_IDS, IOS, TAP, EMPTY_TAP], ["--reports", "calls,hits"])
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(answers[0]["reports"], ["calls", "hits"])
        self.assertEqual(answers[2]["requests"], [{"method": "GET", "url": "https://tracking.example.com/r/?id=h3039,f0190,1",
                                                   "headers": {}, "body": ""}])
        self.assertEqual(answers[3]["requests"], [])
        self.assertEqual([r["url"] for r in answers[5]["requests"]], ["https://tracking.example.com/r/?id=h3039,f0190,2"])
        self.assertEqual(answers[6]["requests"], [], "an empty dictionary: recorded, and no request")


if __name__ == "__main__":
    unittest.main()

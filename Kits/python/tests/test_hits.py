"""Tests of the kit's network recorder and the stand-ins' tracking hits (docs/PROTOCOL.md, "Hits").

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
from trackcheck_kit import CampaignHits, MobileCore, NetworkRecorder, NetworkRequest, ServiceProvider  # noqa: E402
from trackcheck_kit.network import reports_from_command_line  # noqa: E402

SCHEMA = load_schema()
ECID = "43174937127634517389425386451364813219"


def url(platform, broadlog_id="h1685a5", delivery_id="d57fd6", action="7", server="campaign.example.com"):
    return CampaignHits.tracking_url(platform, server, broadlog_id, delivery_id, action, ECID)


class TrackingURL(unittest.TestCase):
    def test_ios_percent_encodes_the_query_as_url_components_does(self):
        # Swift's URLComponents.queryItems: `&`, `=`, a space, `%`, `#` and non-ASCII encoded; `+`, `/`, `?`, `:`, `@` kept.
        self.assertEqual(url("ios", broadlog_id="a b&c=d+e", delivery_id="f/g?h:i@j", action="%#é"),
                         "https://campaign.example.com/r/?id=a%20b%26c%3Dd+e,f/g?h:i@j,%25%23%C3%A9&mcId=" + ECID)
        self.assertEqual(url("ios", broadlog_id="[x]{y}|z^`<>\"\\"),
                         "https://campaign.example.com/r/?id=%5Bx%5D%7By%7D%7Cz%5E%60%3C%3E%22%5C,d57fd6,7&mcId=" + ECID)
        self.assertEqual(url("ios", broadlog_id="!$'()*;~_.-"),
                         "https://campaign.example.com/r/?id=!$'()*;~_.-,d57fd6,7&mcId=" + ECID)

    def test_android_formats_the_url_without_encoding(self):
        self.assertEqual(url("android", broadlog_id="a b&c=d+e", action="%#é"),
                         "https://campaign.example.com/r/?id=a b&c=d+e,d57fd6,%#é&mcId=" + ECID)

    def test_a_server_with_a_port_gives_no_url_on_ios_and_one_on_android(self):
        self.assertIsNone(url("ios", server="localhost:8443"))
        self.assertIsNone(url("ios", server="a b"))
        self.assertEqual(url("ios", server="[::1]"), "https://[::1]/r/?id=h1685a5,d57fd6,7&mcId=" + ECID)
        self.assertEqual(url("ios", server="é.com"), "https://xn--9ca.com/r/?id=h1685a5,d57fd6,7&mcId=" + ECID)
        self.assertEqual(url("android", server="localhost:8443"),
                         "https://localhost:8443/r/?id=h1685a5,d57fd6,7&mcId=" + ECID)

    def test_an_empty_value_gives_no_url(self):
        for platform in ("ios", "android"):
            self.assertIsNone(url(platform, broadlog_id=""))
            self.assertIsNone(url(platform, delivery_id=""))
            self.assertIsNone(url(platform, action=""))
            self.assertIsNone(url(platform, server=""))


class Recorder(unittest.TestCase):
    def setUp(self):
        NetworkRecorder.shared.take()
        self.addCleanup(NetworkRecorder.shared.take)
        self.addCleanup(setattr, CampaignHits, "sending", False)
        self.addCleanup(setattr, CampaignHits, "server", None)
        MobileCore.take_calls()
        self.addCleanup(MobileCore.take_calls)

    def test_every_request_is_recorded_in_order_identical_ones_twice_and_answered_200(self):
        recorder = NetworkRecorder()
        answers = []
        hit = NetworkRequest("https://s/r/?id=a,b,1&mcId=e", "GET", b"ignored", {"Accept": "*/*"})
        recorder.connect_async(hit, answers.append)
        recorder.connectAsync(NetworkRequest("https://s/rest/head/mobileAppV5/k/subscriptions/e", "POST",
                                             '{"pushPlatform":"gcm"}'), answers.append)
        recorder.connect_async(hit, None)
        self.assertEqual(recorder.take(), [
            {"method": "GET", "url": "https://s/r/?id=a,b,1&mcId=e", "headers": {"Accept": "*/*"}, "body": ""},
            {"method": "POST", "url": "https://s/rest/head/mobileAppV5/k/subscriptions/e", "headers": {},
             "body": '{"pushPlatform":"gcm"}'},
            {"method": "GET", "url": "https://s/r/?id=a,b,1&mcId=e", "headers": {"Accept": "*/*"}, "body": ""},
        ])
        self.assertEqual([answer.getResponseCode() for answer in answers], [200, 200])
        self.assertEqual(recorder.take(), [])

    def test_the_stand_ins_send_a_hit_for_each_call_the_sdk_accepts_only_when_sending(self):
        self.assertIs(ServiceProvider.network_service, NetworkRecorder.shared)
        MobileCore.collectMessageInfo({"deliveryId": "d", "broadlogId": "b", "action": "7"})
        self.assertEqual(NetworkRecorder.shared.take(), [])
        CampaignHits.sending, CampaignHits.platform = True, "android"
        MobileCore.updateConfiguration({"campaign.server": "acme.campaign.adobe.com"})
        MobileCore.collectMessageInfo({"deliveryId": "d", "broadlogId": "b", "action": "7"})
        MobileCore.trackAction("tracking", {"deliveryId": "d", "broadlogId": "b", "action": "2"})
        MobileCore.trackAction("opened", {"deliveryId": "d", "broadlogId": "b", "action": "1"})  # no postback rule
        MobileCore.collectMessageInfo({"deliveryId": "d", "broadlogId": 7, "action": "1"})  # not a string
        MobileCore.collectMessageInfo({"deliveryId": "d", "broadlogId": "", "action": "1"})
        MobileCore.collectMessageInfo(None)
        sent = NetworkRecorder.shared.take()
        self.assertEqual([request["url"] for request in sent], [
            "https://acme.campaign.adobe.com/r/?id=b,d,7&mcId=" + ECID, "https://acme.campaign.adobe.com/r/?id=b,d,2&mcId=" + ECID])
        self.assertEqual(sent[0]["method"], "GET")
        self.assertEqual(len(MobileCore.take_calls()), 7)

    def test_command_line(self):
        self.assertEqual(reports_from_command_line(["--reports", "hits,calls"]), ["calls", "hits"])
        self.assertEqual(reports_from_command_line(["--wrong", "--reports", "hits"]), ["hits"])
        self.assertEqual(reports_from_command_line([]), ["calls"])
        self.assertEqual(reports_from_command_line(["--reports"]), ["calls"])
        self.assertEqual(reports_from_command_line(["--reports", "nothing"]), ["calls"])


HITS_APP = textwrap.dedent("""
    import sys
    sys.path.insert(0, %r)
    from trackcheck_kit import App, MobileCore, serve

    class HitsApp(App):
        def on_application_create(self):
            MobileCore.update_configuration({"campaign.server": "acme.campaign.adobe.com"})

        def on_message_received(self, message):
            data = message["data"]
            MobileCore.collectMessageInfo({"deliveryId": data["_dId"], "broadlogId": data["_mId"], "action": "7"})
            MobileCore.collectMessageInfo({"deliveryId": data["_dId"], "broadlogId": data["_mId"], "action": "7"})

        def did_receive(self, user_info, action, state):
            MobileCore.trackAction("tracking", {"deliveryId": user_info["_dId"], "broadlogId": user_info["_mId"], "action": "2"})

    serve(HitsApp, name="hits", version="1")
""") % KIT

HELLO = {"type": "hello", "protocol": 3, "protocols": [1, 2, 3]}
ANDROID = {"type": "begin", "id": "1", "case": "A", "platform": "android", "api": "any",
           "device": {"notificationsAllowed": True}}
CREATE = {"type": "callback", "id": "2", "case": "A", "seq": 1, "name": "Application.onCreate", "args": {}}
PUSH = {"type": "callback", "id": "3", "case": "A", "seq": 2, "name": "FirebaseMessagingService.onMessageReceived",
        "args": {"message": {"data": {"_dId": "d 1", "_mId": "h&1"}}}}
IOS = {"type": "begin", "id": "4", "case": "I", "platform": "ios", "api": "any", "device": {"notificationsAllowed": True}}
TAP = {"type": "callback", "id": "5", "case": "I", "seq": 1, "name": "userNotificationCenter(_:didReceive:withCompletionHandler:)",
       "args": {"userInfo": {"_dId": "d 1", "_mId": "h&1"}, "actionIdentifier": "com.apple.UNNotificationDefaultActionIdentifier",
                "applicationState": "inactive"}}
END = {"type": "end", "id": "6", "case": "I"}


def exchange(arguments):
    lines = "".join(json.dumps(m) + "\n" for m in [HELLO, ANDROID, CREATE, PUSH, IOS, TAP, END, {"type": "bye"}])
    result = subprocess.run([sys.executable, "-c", HITS_APP, *arguments], input=lines, capture_output=True, text=True,
                            timeout=30)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    for answer in answers:
        problems = check_line(answer, SCHEMA)
        if problems:
            raise AssertionError("the kit wrote a line the protocol's schema rejects: %s\n  %s" % (answer, problems))
    return result, answers


class Protocol(unittest.TestCase):
    def test_calls_and_hits_each_answer_carries_the_requests_in_order_as_the_case_platform_builds_them(self):
        result, answers = exchange(["--reports", "calls,hits"])
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(answers[0]["reports"], ["calls", "hits"])
        android_hit = "https://acme.campaign.adobe.com/r/?id=h&1,d 1,7&mcId=" + ECID
        self.assertEqual(answers[2], {"type": "calls", "id": "2", "calls": [], "requests": []})
        self.assertEqual([r["url"] for r in answers[3]["requests"]], [android_hit, android_hit])
        self.assertEqual(len(answers[3]["calls"]), 2)
        self.assertEqual(answers[3]["requests"][0]["headers"],
                         {"connection": "close", "Content-Type": "application/json", "Accept": "*/*"})
        ios_hit = answers[5]["requests"]
        self.assertEqual([r["url"] for r in ios_hit], ["https://acme.campaign.adobe.com/r/?id=h%261,d%201,2&mcId=" + ECID])
        self.assertEqual(answers[5]["calls"][0]["api"], "trackAction")
        self.assertEqual(answers[6], {"type": "calls", "id": "6", "calls": [], "requests": []})

    def test_hits_alone_answer_no_calls(self):
        _, answers = exchange(["--reports", "hits"])
        self.assertEqual(answers[0]["reports"], ["hits"])
        self.assertEqual(answers[3]["calls"], [])
        self.assertEqual(len(answers[3]["requests"]), 2)

    def test_calls_alone_by_default_send_no_requests_and_claim_nothing(self):
        _, answers = exchange([])
        self.assertNotIn("reports", answers[0])
        self.assertTrue(all("requests" not in answer for answer in answers))
        self.assertEqual(len(answers[3]["calls"]), 2)

    def test_reports_the_protocol_does_not_know_are_refused(self):
        script = "import sys; sys.path.insert(0, %r)\nfrom trackcheck_kit import App, serve\nserve(App, name='x', reports=['hit'])" % KIT
        result = subprocess.run([sys.executable, "-c", script], input="", capture_output=True, text=True, timeout=30)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("reports must be a list of calls, hits", result.stderr)


if __name__ == "__main__":
    unittest.main()

"""Tests of Journey Optimizer's Messaging extension (AEPMessaging): each call recorded as the event the SDK
dispatches for it (Suites/profiles/journey-optimizer/DECISIONS.md JO-D-1), nothing where the SDK refuses it,
and an adapter whose app hands every iOS response to it, run end to end.

    python3 -m unittest discover -s Kits/python/tests
"""
import json
import os
import subprocess
import sys
import textwrap
import unittest

KIT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, KIT)
from trackcheck_kit import (CampaignHits, EdgeHits, Intent, Messaging, MobileCore, NetworkRecorder, PushTrackingStatus,  # noqa: E402
                           UNNotificationResponse)

XDM = '{"cjm":{"_experience":{}}}'


class EdgeRequests(unittest.TestCase):
    """With hits reported, each event reaches the network as the Edge extension sends it (network.py EdgeHits)."""

    def setUp(self):
        MobileCore.take_calls()
        NetworkRecorder.shared.take()
        self.addCleanup(MobileCore.take_calls)
        self.addCleanup(NetworkRecorder.shared.take)
        self.addCleanup(setattr, CampaignHits, "sending", False)
        self.addCleanup(EdgeHits.configured.clear)

    def test_each_event_is_an_interact_request_with_its_xdm_and_dataset(self):
        CampaignHits.sending, CampaignHits.platform = True, "android"
        xdm = '{"cjm":{"_experience":{"customerJourneyManagement":{"messageExecution":{"messageID":"m1"}}}}}'
        intent = Intent("MainActivity", extras={"messageId": "0:1", "adobe_xdm": xdm})
        Messaging.track_push_received({"messageId": "0:1", "data": {"_xdm": xdm}})
        Messaging.handle_notification_response(intent, False, "Dismiss")
        Messaging.handle_notification_response(Intent("MainActivity"), True, None)  # refused: nothing sent
        sent = NetworkRecorder.shared.take()
        self.assertEqual(len(sent), 2)
        self.assertEqual(sent[1]["method"], "POST")
        self.assertTrue(sent[1]["url"].startswith("https://edge.adobedc.net/ee/v1/interact?configId=trackcheck-datastream&requestId="))
        event = json.loads(sent[1]["body"])["events"][0]
        self.assertEqual(event["meta"], {"collect": {"datasetId": EdgeHits.DEFAULT_DATASET}})
        self.assertEqual(event["xdm"]["eventType"], "pushTracking.customAction")
        self.assertEqual(event["xdm"]["application"], {"launches": {"value": 0}})
        self.assertEqual(event["xdm"]["pushNotificationTracking"]["customAction"], {"actionID": "Dismiss"})
        journey = event["xdm"]["_experience"]["customerJourneyManagement"]
        self.assertEqual(journey["messageExecution"], {"messageID": "m1"})
        self.assertEqual(journey["pushChannelContext"], {"platform": "fcm"})
        # No dataset configured: the SDK sends nothing, though the call is made.
        MobileCore.update_configuration({"messaging.eventDataset": ""})
        Messaging.handle_notification_response(intent, True, None)
        self.assertEqual(NetworkRecorder.shared.take(), [])

    def test_ios_sends_its_response_as_apns(self):
        CampaignHits.sending, CampaignHits.platform = True, "ios"
        response = UNNotificationResponse({"_xdm": {"mixins": {"a": 1}}}, "com.apple.UNNotificationDefaultActionIdentifier", "req-1")
        Messaging.handle_notification_response(response)
        sent = NetworkRecorder.shared.take()
        xdm = json.loads(sent[0]["body"])["events"][0]["xdm"]
        self.assertEqual((xdm["pushNotificationTracking"]["pushProvider"], xdm["a"], xdm["application"]["launches"]["value"]),
                         ("apns", 1, 1))

    def test_the_event_id_is_each_platforms_uuid_text(self):
        """iOS's Edge extension sends `event.id.uuidString` (upper-case), Android's `UUID.toString()` (lower-case)."""
        CampaignHits.sending = True
        for platform, expected in (("ios", str.upper), ("android", str.lower)):
            CampaignHits.platform = platform
            Messaging.track_push_received({"messageId": "m", "data": {"_xdm": XDM}})
            sent = NetworkRecorder.shared.take()[0]
            event_id = json.loads(sent["body"])["events"][0]["xdm"]["_id"]
            request_id = sent["url"].rpartition("requestId=")[2]
            self.assertEqual((event_id, request_id), (expected(event_id), expected(request_id)), platform)


class Android(unittest.TestCase):
    def setUp(self):
        MobileCore.take_calls()
        self.addCleanup(MobileCore.take_calls)

    def test_tracking_details_are_the_message_id_and_a_non_empty_xdm(self):
        intent = Intent("MainActivity")
        self.assertTrue(Messaging.add_push_tracking_details(intent, "0:1", {"_xdm": XDM, "title": "Sale"}))
        self.assertEqual(intent.extras, {"messageId": "0:1", "adobe_xdm": XDM})
        self.assertFalse(Messaging.addPushTrackingDetails(Intent(), "", {"_xdm": XDM}))
        self.assertFalse(Messaging.add_push_tracking_details(Intent(), "0:2", {}))

    def test_a_tap_is_application_opened_and_an_action_id_makes_a_custom_action(self):
        intent = Intent("MainActivity", extras={"messageId": "0:1", "adobe_xdm": XDM})
        statuses = []
        Messaging.handle_notification_response(intent, True, None, statuses.append)
        Messaging.handleNotificationResponse(intent, False, "Dismiss")
        self.assertEqual(MobileCore.take_calls(), [
            {"api": "handleNotificationResponse", "contextData": {
                "messageId": "0:1", "applicationOpened": True, "adobe_xdm": XDM, "eventType": "pushTracking.applicationOpened"}},
            {"api": "handleNotificationResponse", "contextData": {
                "messageId": "0:1", "applicationOpened": False, "adobe_xdm": XDM, "actionId": "Dismiss",
                "eventType": "pushTracking.customAction"}}])
        self.assertEqual(statuses, [PushTrackingStatus.TRACKING_INITIATED])

    def test_an_intent_without_id_or_tracking_data_dispatches_nothing(self):
        statuses = []
        Messaging.handle_notification_response(None, True, None, statuses.append)
        Messaging.handle_notification_response(Intent(extras={"adobe_xdm": XDM}), True, None, statuses.append)
        Messaging.handle_notification_response(Intent(extras={"messageId": "0:1"}), True, None, statuses.append)
        self.assertEqual(MobileCore.take_calls(), [])
        self.assertEqual(statuses, [PushTrackingStatus.INVALID_INTENT, PushTrackingStatus.INVALID_MESSAGE_ID,
                                    PushTrackingStatus.NO_TRACKING_DATA])

    def test_the_receive_needs_an_id_and_data_but_not_xdm(self):
        Messaging.track_push_received({"messageId": "0:1", "data": {"_xdm": XDM}})
        Messaging.trackPushReceived({"messageId": "0:2", "data": {"title": "not Journey Optimizer's"}})
        Messaging.track_push_received({"data": {"_xdm": XDM}})
        calls = MobileCore.take_calls()
        self.assertEqual([call["contextData"]["messageId"] for call in calls], ["0:1", "0:2"])
        self.assertIsNone(calls[1]["contextData"]["adobe_xdm"])


class IOS(unittest.TestCase):
    def setUp(self):
        MobileCore.take_calls()
        self.addCleanup(MobileCore.take_calls)

    def test_the_sdk_makes_the_event_from_the_response(self):
        registered = {"OFFER": {"identifier": "OFFER", "actions": [
            {"identifier": "VIEW", "options": ["foreground"]}, {"identifier": "LATER", "options": []}]}}
        user_info = {"_xdm": {"cjm": {}}, "aps": {"category": "OFFER"}}
        for action in ("com.apple.UNNotificationDefaultActionIdentifier", "com.apple.UNNotificationDismissActionIdentifier",
                       "VIEW", "LATER", "UNKNOWN"):
            Messaging.handle_notification_response(UNNotificationResponse(user_info, action, "push-1", "OFFER", registered))
        events = [(call["contextData"]["eventType"], call["contextData"].get("actionId"), call["contextData"]["applicationOpened"])
                  for call in MobileCore.take_calls()]
        self.assertEqual(events, [("pushTracking.applicationOpened", None, True), ("pushTracking.customAction", "Dismiss", False),
                                  ("pushTracking.customAction", "VIEW", True), ("pushTracking.customAction", "LATER", False),
                                  ("pushTracking.customAction", "UNKNOWN", False)])

    def test_an_xdm_that_is_not_a_dictionary_tracks_nothing(self):
        statuses = []
        tap = "com.apple.UNNotificationDefaultActionIdentifier"
        Messaging.handle_notification_response(UNNotificationResponse({"_xdm": XDM}, tap, "push-1"), closure=statuses.append)
        Messaging.handle_notification_response(UNNotificationResponse({"_mId": "h1"}, tap, "push-1"), closure=statuses.append)
        Messaging.handle_notification_response(UNNotificationResponse({"_xdm": {"cjm": {}}}, tap, ""), closure=statuses.append)
        self.assertEqual(MobileCore.take_calls(), [])
        self.assertEqual(statuses, ["noTrackingData", "noTrackingData", "invalidMessageId"])


JOURNEY_APP = textwrap.dedent("""\
    import sys
    sys.path.insert(0, %r)
    from trackcheck_kit import App, Messaging, serve

    class JourneyApp(App):
        apis = ["handleNotificationResponse", "trackPushReceived"]

        def on_message_received(self, message):
            Messaging.track_push_received(message)

        def did_receive(self, user_info, action, state):
            Messaging.handle_notification_response(self.response)

    serve(JourneyApp, name="journey", version="1")
""") % KIT

HELLO = {"type": "hello", "protocol": 3, "protocols": [1, 2, 3]}
IOS = {"type": "begin", "id": "1", "case": "I", "platform": "ios", "api": "any", "device": {"notificationsAllowed": True},
       "app": {"categories": [{"identifier": "OFFER", "customDismissAction": True,
                               "actions": [{"identifier": "VIEW", "opensApp": True, "options": ["foreground"]}]}]}}
USER_INFO = {"aps": {"alert": "Sale", "category": "OFFER"}, "_xdm": {"cjm": {}}}
def did_receive(id, seq, action):
    return {"type": "callback", "id": id, "case": "I", "seq": seq, "name": "userNotificationCenter(_:didReceive:withCompletionHandler:)",
            "args": {"userInfo": USER_INFO, "actionIdentifier": action, "applicationState": "inactive", "identifier": "push-1",
                     "categoryIdentifier": "OFFER"}}
ANDROID = {"type": "begin", "id": "4", "case": "A", "platform": "android", "api": "any", "device": {"notificationsAllowed": True}}
PUSH = {"type": "callback", "id": "5", "case": "A", "seq": 1, "name": "FirebaseMessagingService.onMessageReceived",
        "args": {"message": {"messageId": "push-2", "data": {"_xdm": XDM, "title": "Sale"}}}}


class Protocol(unittest.TestCase):
    """The calls an app's Messaging makes reach trackcheck as the events the SDK dispatches."""

    def test_each_answer_reports_the_events_the_sdk_dispatches(self):
        lines = "".join(json.dumps(m) + "\n" for m in [HELLO, IOS, did_receive("2", 1, "com.apple.UNNotificationDefaultActionIdentifier"),
                                                        did_receive("3", 2, "VIEW"), ANDROID, PUSH, {"type": "bye"}])
        result = subprocess.run([sys.executable, "-c", JOURNEY_APP], input=lines, capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        answers = [json.loads(line) for line in result.stdout.splitlines()]
        self.assertEqual(answers[0]["apis"], ["handleNotificationResponse", "trackPushReceived"])
        self.assertEqual(answers[2]["calls"], [{"api": "handleNotificationResponse", "contextData": {
            "messageId": "push-1", "applicationOpened": True, "adobe_xdm": {"cjm": {}}, "eventType": "pushTracking.applicationOpened"}}])
        self.assertEqual(answers[3]["calls"][0]["contextData"]["actionId"], "VIEW")
        self.assertIs(answers[3]["calls"][0]["contextData"]["applicationOpened"], True, "VIEW is registered with .foreground")
        self.assertEqual(answers[5]["calls"][0]["api"], "trackPushReceived")
        self.assertEqual(answers[5]["calls"][0]["contextData"]["messageId"], "push-2")


if __name__ == "__main__":
    unittest.main()

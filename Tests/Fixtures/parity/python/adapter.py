#!/usr/bin/env python3
"""The parity tracker on the Python kit (Tests/Fixtures/parity/README.md): the same logic in every kit.

    adapter.py [--platform android|ios] [--reports calls,hits]
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "Kits", "python"))

from trackcheck_kit import (Activity, ActivityInfo, App, Application, CampaignClassic, Intent, Manifest,  # noqa: E402
                            Messaging, MobileCore, NotificationAction, PendingIntent, serve)

PLATFORM = sys.argv[sys.argv.index("--platform") + 1] if "--platform" in sys.argv[1:] else "android"

#: Where the app's SDK sends its requests (`MobileCore.updateConfiguration`, at launch).
CONFIGURATION = {
    "campaign.server": "parity.campaign.example.com", "campaignclassic.trackingServer": "parity.tracking.example.com",
    "edge.domain": "parity.edge.example.com", "edge.configId": "parity-datastream", "messaging.eventDataset": "parity-dataset",
}
UUID = re.compile(r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}")
DEFAULT_ACTION = "com.apple.UNNotificationDefaultActionIdentifier"


def kind(keys):
    """Which product sent the push: "journey" (`_xdm`), "classic" (`_dId` and a decimal or UUID `_mId`), else "standard"."""
    if "_xdm" in keys:
        return "journey"
    message_id = keys.get("_mId")
    if "_dId" in keys and isinstance(message_id, str) and (re.fullmatch("[0-9]+", message_id) or UUID.fullmatch(message_id)):
        return "classic"
    return "standard"


def track(extras, *actions):
    if "_dId" in extras and "_mId" in extras:
        for action in actions:
            MobileCore.collectMessageInfo({"deliveryId": extras["_dId"], "broadlogId": extras["_mId"], "action": action})


def classic_ids(keys):
    return {"_mId": keys["_mId"], "_dId": keys["_dId"]}


# -- Android ----------------------------------------------------------------------------------------------------------

class ParityApplication(Application):
    """Configures the SDK when the process starts."""

    def on_create(self):
        MobileCore.updateConfiguration(CONFIGURATION)


class MainActivity(Activity):
    """Tracks the intent that opened it (onCreate, onNewIntent) and consumes it in onResume."""

    def on_create(self, saved_instance_state):
        if saved_instance_state is None:
            self.handle(self.get_intent())

    def on_new_intent(self, intent):
        self.handle(intent)

    def on_resume(self):
        if "_dId" in self.get_intent().extras:
            self.set_intent(Intent())

    def handle(self, intent):
        if Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY in intent.flags:
            return
        pushed = kind(intent.extras)
        if pushed == "journey":
            Messaging.handleNotificationResponse(intent, True, None)
        elif pushed == "classic":
            CampaignClassic.trackNotificationClick(classic_ids(intent.extras))
        else:
            track(intent.extras, "2", "1")


class ParityApp(App):
    manifest = Manifest(target_sdk=31, receivers=["NotificationDismissedReceiver", "TapReceiver"], services=["SyncService"],
                        activities=[ActivityInfo("MainActivity", launch_mode="singleTop", launcher=True,
                                                 config_changes=["orientation", "screenSize"], activity_class=MainActivity)],
                        application=ParityApplication)

    def __init__(self, case):
        super().__init__(case)
        self.waiting = []   # pushes whose notification is posted later, at the next callback: (messageId, data)
        self.posted = 0

    def post_waiting(self):
        waiting, self.waiting = self.waiting, []
        flags = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]
        for message_id, data in waiting:
            self.posted += 1
            number = self.posted
            tap = Intent(component="TapReceiver", extras=data)
            if kind(data) == "journey":
                Messaging.addPushTrackingDetails(tap, message_id, data)
            dismiss = Intent(component="NotificationDismissedReceiver", extras=data)
            stack = [Intent(component="MainActivity"),
                     Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_SINGLE_TOP], extras=data)]
            self.notification_manager.notify(
                number, tag="campaign", content_intent=PendingIntent.get_broadcast(number, tap, flags),
                delete_intent=PendingIntent.get_broadcast(number, dismiss, flags),
                actions=[NotificationAction("Open", PendingIntent.get_activities(number, stack, [PendingIntent.FLAG_IMMUTABLE]))])

    def on_message_received(self, message):
        self.post_waiting()
        data = message["data"]
        pushed = kind(data)
        if pushed == "journey":
            Messaging.trackPushReceived(message)
        elif pushed == "classic":
            CampaignClassic.trackNotificationReceive(classic_ids(data))
        else:
            track(data, "7")
        self.waiting.append((message.get("messageId"), data))

    def on_receive(self, receiver, intent):
        self.post_waiting()
        if receiver == "TapReceiver":  # a trampoline: opens the activity, an extra of its own added and one rewritten
            opened = Intent(component="MainActivity", extras=intent.extras,
                            flags=[Intent.FLAG_ACTIVITY_NEW_TASK, Intent.FLAG_ACTIVITY_CLEAR_TOP])
            opened.put_extra("tap", "true")
            if intent.has_extra("title"):
                opened.put_extra("title", "dispatched: " + intent.get_string_extra("title"))
            self.start_activity(opened)

    def on_dismiss(self, intent):
        self.post_waiting()
        pushed = kind(intent.extras)
        if pushed == "journey":
            Messaging.handleNotificationResponse(intent, False, "Dismiss")
        elif pushed == "standard":
            track(intent.extras, "2")

    def on_start_command(self, service, intent):
        self.notification_manager.cancel_all()

    def on_pause(self):
        self.post_waiting()


# -- iOS --------------------------------------------------------------------------------------------------------------

class ParityIOSApp(App):
    """Sets its notification-centre delegate and registers its categories at launch; configures the SDK there too.
    Impressions from willPresent and background pushes (once per push), clicks from responses, opens once the app
    is active."""

    notification_delegate = "launch"
    categories = [
        {"identifier": "DEFAULT", "customDismissAction": True, "actions": [
            {"identifier": "REPLY", "opensApp": False, "options": []},
            {"identifier": "VIEW", "opensApp": True, "options": ["foreground"]}]},
        {"identifier": "OFFER", "customDismissAction": False, "actions": [
            {"identifier": "OPEN_OFFER", "opensApp": True, "options": ["foreground", "authenticationRequired"]},
            {"identifier": "DELETE", "opensApp": False, "options": ["destructive"]}]},
    ]

    def __init__(self, case):
        super().__init__(case)
        self.received = set()   # the pushes whose receive was tracked in this process
        self.opening = []       # pushes tapped while the app was not active: their open is tracked once it is

    def did_finish_launching(self, launch_options, state):
        MobileCore.updateConfiguration(CONFIGURATION)

    def receive(self, user_info):
        if "_dId" not in user_info or "_mId" not in user_info:
            return
        key = "%s/%s" % (user_info["_dId"], user_info["_mId"])
        if key in self.received or "alert" not in user_info.get("aps", {}):
            return
        self.received.add(key)
        pushed = kind(user_info)
        if pushed == "classic":
            CampaignClassic.trackNotificationReceive(user_info)
        elif pushed == "standard":
            track(user_info, "7")

    def will_present(self, user_info, state):
        self.receive(user_info)

    def did_receive_remote_notification(self, user_info, state):
        if state == "background":
            self.receive(user_info)

    def opens_app(self, user_info, action):
        category = self.registered_categories.get(user_info.get("aps", {}).get("category"), {})
        return any(each["identifier"] == action and "foreground" in each.get("options", []) for each in category.get("actions", []))

    def did_receive(self, user_info, action, state):
        pushed = kind(user_info)
        if pushed == "journey":
            Messaging.handleNotificationResponse(self.response)
            return
        opened = action == DEFAULT_ACTION or self.opens_app(user_info, action)
        if pushed == "classic":
            if opened:
                CampaignClassic.trackNotificationClick(user_info)
            return
        track(user_info, "2")
        if opened:
            if state == "active":
                track(user_info, "1")
            else:
                self.opening.append(user_info)

    def did_become_active(self):
        opening, self.opening = self.opening, []
        for user_info in opening:
            track(user_info, "1")

    def did_enter_background(self):
        self.opening = []


APIS = ["collectMessageInfo", "trackAction", "trackNotificationReceive", "trackNotificationClick", "handleNotificationResponse"]

if __name__ == "__main__":
    if PLATFORM == "ios":
        sys.exit(serve(ParityIOSApp, name="parity-python", version="1", platforms=["ios"], apis=APIS))
    sys.exit(serve(ParityApp, name="parity-python", version="1", platforms=["android"], apis=APIS + ["trackPushReceived"]))

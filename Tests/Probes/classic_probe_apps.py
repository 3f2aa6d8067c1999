#!/usr/bin/env python3
"""Campaign Classic probe apps: correct-but-different and wrong trackers of Adobe
Campaign Classic / Campaign v8, on the Python kit's `CampaignClassic`, each
wired the way a sentence of Adobe's Campaign Classic documents, the
extension's source or its test apps (docs/profiles/campaign-classic.md)
decides. `run_probes.py` runs each with `trackcheck run --profile
campaign-classic` and checks the verdict that sentence decides.

    python3 classic_probe_apps.py PROBE-ID      # serve one probe app over the protocol

`ClassicApp` is the documents' app (AEP-SDK-DOCS-ACC tabs/api-reference.md@187a9a9b),
its samples fixed where the profile's decisions say (one click per tap,
CC-D-8; no call without both ids, CC-D-4):

- iOS: a receive in `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`
  when `aps["content-available"]` is 1, whatever the state, with the whole
  `userInfo`; nothing in `willPresent`; a click in
  `userNotificationCenter(_:didReceive:withCompletionHandler:)` for the default
  action and every action button, with the whole `userInfo`; nothing for a dismissal.
- Android: in `onMessageReceived`, a receive with a map of `_mId` and `_dId`,
  then a notification whose content intent to `MainActivity` carries the data
  (a request code and notification id of its own, no delete intent); a click
  with a map of the two ids from the intent delivered to `onCreate` (not
  re-created from saved state) or `onNewIntent`, never in `onResume`.

Every probe changes one thing of it.
"""
import os
import re
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path[:0] = [os.path.join(ROOT, "Kits", "python")]

from trackcheck_kit import App, CampaignClassic, Intent, PendingIntent, serve  # noqa: E402

DISMISS = "com.apple.UNNotificationDismissActionIdentifier"
FLAGS = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]


def has_ids(keys):
    """Both ids, strings, not blank: "If trackInfo is null or does not contain the necessary tracking
    identifiers ... a track request is not sent" (CC-IDS-REQUIRED, CC-D-4)."""
    ids = [keys.get("_mId"), keys.get("_dId")]
    return all(isinstance(each, str) and each.strip() for each in ids)


def content_available(user_info):
    """The Swift receive sample's test: `aps["content-available"]` read as an Int equals 1."""
    aps = user_info.get("aps")
    value = aps.get("content-available") if isinstance(aps, dict) else None
    return isinstance(value, int) and not isinstance(value, bool) and value == 1


class ClassicApp(App):
    """The documents' Campaign Classic app, once per tap (see the module's docstring)."""

    #: Android: what the content intent's activity is started with (the Campaign Standard example's).
    content_flags = (Intent.FLAG_ACTIVITY_CLEAR_TOP,)
    #: Whether the app tracks dismissals (a MAY, CC-D-1): Android then gives each notification a delete intent.
    tracks_dismissals = False

    # -- what a call passes --------------------------------------------------------

    def ios_info(self, user_info):
        """iOS: the documents pass `userInfo` as it is."""
        return user_info

    def android_info(self, keys):
        """Android: the documents build a map of the two ids."""
        return {"_mId": keys["_mId"], "_dId": keys["_dId"]}

    def info(self, keys):
        return self.ios_info(keys) if self.case.get("platform") == "ios" else self.android_info(keys)

    def gate(self, keys):
        """Whether a push is tracked: both ids (CC-IDS-REQUIRED); Classic reads no flag (CC-D-16)."""
        return has_ids(keys)

    def receive(self, keys):
        if self.gate(keys):
            CampaignClassic.track_notification_receive(self.info(keys))

    def click(self, keys):
        if self.gate(keys):
            CampaignClassic.track_notification_click(self.info(keys))

    # -- iOS -------------------------------------------------------------------

    def did_receive_remote_notification(self, user_info, state):
        # "Track silent push notification receive": content-available 1, whatever the state.
        if content_available(user_info):
            self.receive(user_info)

    def will_present(self, user_info, state):
        pass

    def did_receive(self, user_info, action, state):
        if action == DISMISS:
            self.ios_dismissed(user_info)
        else:
            self.tapped(user_info)

    def tapped(self, user_info):
        self.click(user_info)

    def ios_dismissed(self, user_info):
        if self.tracks_dismissals:
            self.click(user_info)

    # -- Android ---------------------------------------------------------------

    def on_message_received(self, message):
        data = message["data"]
        self.receive(data)
        self.show(data)

    def show(self, data):
        """The app's own notification: its content intent carries the push's data ("including it in the
        intent (intent.putExtra()) of the displayed notification"), a request code and id of its own."""
        number = zlib.crc32(("%s/%s" % (data.get("_dId"), data.get("_mId"))).encode()) & 0x7FFFFFFF
        content = Intent(component="MainActivity", flags=list(self.content_flags), extras=data)
        delete = None
        if self.tracks_dismissals:
            delete = PendingIntent.get_broadcast(number, Intent(component="NotificationDismissedReceiver", extras=data), FLAGS)
        self.notification_manager.notify(number, content_intent=PendingIntent.get_activity(number, content, FLAGS),
                                         delete_intent=delete)

    def on_dismiss(self, intent):
        if self.tracks_dismissals:
            self.android_dismissed(intent.extras)

    def android_dismissed(self, extras):
        self.click(extras)

    def opened(self, intent):
        """A notification's intent delivered to the activity: one click, once."""
        if Intent.FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY in intent.flags:
            return
        extras = intent.extras
        if "_mId" in extras or "_dId" in extras:
            self.tapped(extras)

    def on_create(self, intent, saved):
        # An activity re-created from its saved state (a rotation, a restored task) handled its intent before.
        if saved is None:
            self.opened(intent)

    def on_new_intent(self, intent):
        self.opened(intent)

    def on_resume(self, intent):
        pass


# -- correct but different ------------------------------------------------------

class WholePayloadApp(ClassicApp):
    """Passes the whole payload as trackInfo on both platforms: iOS the `userInfo`, Android the data map
    and the intent's extras as they are."""

    def android_info(self, keys):
        return dict(keys)


class LaunchPayloadApp(ClassicApp):
    """Tracks the tap that launched the app from the launch options' payload (taken out of
    `launchOptions[.remoteNotification]`), then skips that launch's response in didReceive."""

    launched_by = None

    def did_finish_launching(self, launch_options, state):
        payload = launch_options.get("remoteNotification")
        # A background launch for a content-available push is a delivery, not a tap (IOS-RELAUNCH-NOT-A-TAP).
        if isinstance(payload, dict) and state != "background":
            self.launched_by = payload
            if self.gate(payload):
                CampaignClassic.track_notification_click(self.launch_info(launch_options, payload))

    def launch_info(self, launch_options, payload):
        return payload

    def did_receive(self, user_info, action, state):
        if self.launched_by is not None and action != DISMISS and user_info == self.launched_by:
            self.launched_by = None
            return
        self.launched_by = None
        super().did_receive(user_info, action, state)


class WillPresentReceiveApp(ClassicApp):
    """A receive from willPresent for a push presented in the foreground without content-available; a
    content-available push keeps its one receive from didReceiveRemoteNotification (as the documents')."""

    def will_present(self, user_info, state):
        if not content_available(user_info):
            self.receive(user_info)


class DismissAsClickApp(ClassicApp):
    """Tracks a dismissal as one click: iOS every response (the documents' click sample), Android a delete
    intent of its own per notification, to a receiver that clicks with its ids."""

    tracks_dismissals = True


# -- wrong ------------------------------------------------------------------------

class ReceiveTwiceApp(ClassicApp):
    """The extension's iOS test app: a receive in willPresent and another in didReceiveRemoteNotification
    (ids checked, so that only the double receive is wrong)."""

    def will_present(self, user_info, state):
        self.receive(user_info)

    def did_receive_remote_notification(self, user_info, state):
        self.receive(user_info)


class StandardFlagApp(ClassicApp):
    """Keeps Campaign Standard's gate: no call unless `_acsDeliveryTracking` is absent or "on"."""

    def gate(self, keys):
        flag = keys.get("_acsDeliveryTracking")
        if flag is not None and not (isinstance(flag, str) and flag.lower() == "on"):
            return False
        return has_ids(keys)


class HexMessageIdApp(ClassicApp):
    """Passes `_mId` in Campaign Standard's broadlog-id form: a decimal `_mId` as "h" and its hexadecimal."""

    def info(self, keys):
        info = dict(super().info(keys))
        broadlog = info.get("_mId")
        if isinstance(broadlog, str) and broadlog.isascii() and broadlog.isdigit():
            info["_mId"] = "h%x" % int(broadlog)
        return info


class TapAsReceiveApp(ClassicApp):
    """Maps Campaign Standard's open to the nearest Classic call: a tap (or action) sends
    trackNotificationReceive, and no click."""

    def tapped(self, keys):
        self.receive(keys)


class ClickOnResumeApp(ClassicApp):
    """The documents' Android click sample: `getIntent()` read in every `onResume`, a click whenever both ids
    are there; nothing in onCreate or onNewIntent (which calls setIntent, so getIntent() is the newest)."""

    def on_create(self, intent, saved):
        pass

    def on_new_intent(self, intent):
        self.set_intent(intent)

    def on_resume(self, intent):
        extras = intent.extras
        if extras.get("_dId") is not None and extras.get("_mId") is not None:
            self.click(extras)


class DismissAsReceiveApp(ClassicApp):
    """Tracks a dismissal with trackNotificationReceive (the delete intent on Android, the dismiss action on iOS)."""

    tracks_dismissals = True

    def ios_dismissed(self, user_info):
        self.receive(user_info)

    def android_dismissed(self, extras):
        self.receive(extras)


class RawLaunchOptionsApp(LaunchPayloadApp):
    """Passes the launch options themselves, as the prose offers ("You can pass the launchOptions that were
    received upon opening the application"): the ids are one level down, under the remote-notification key."""

    def launch_info(self, launch_options, payload):
        return launch_options


class NoDelegateSampleApp(ClassicApp):
    """No notification-centre delegate, and the documents' receive sample as printed: content-available 1 in
    didReceiveRemoteNotification, the application state not checked; no click code is reached."""

    notification_delegate = False


class NoDelegateLegacyTapApp(ClassicApp):
    """No notification-centre delegate: a tap arrives as didReceiveRemoteNotification in the inactive state
    (Suites/DECISIONS.md D-6) and is tracked as the click; a content-available push in any other state is the
    receive."""

    notification_delegate = False

    def did_receive_remote_notification(self, user_info, state):
        if state == "inactive":
            self.click(user_info)
        else:
            super().did_receive_remote_notification(user_info, state)


UUID = re.compile(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}")


class SdkMessageIdFormatApp(ClassicApp):
    """Tracks only a push whose `_mId` the extension accepts (a decimal integer or a UUID): "such an _mId counts
    as missing (CC-D-4): no call is owed" (CC-D-5)."""

    def gate(self, keys):
        if not has_ids(keys):
            return False
        broadlog = keys["_mId"]
        digits = broadlog[1:] if broadlog[:1] in "+-" else broadlog
        return (digits.isascii() and digits.isdigit()) or UUID.fullmatch(broadlog) is not None


class NewTaskOnlyApp(ClassicApp):
    """The content intent starts the task's root activity with FLAG_ACTIVITY_NEW_TASK alone."""

    content_flags = (Intent.FLAG_ACTIVITY_NEW_TASK,)


IOS = ("ios",)
ANDROID = ("android",)


def only(app, platforms):
    return type(app.__name__, (app,), {"platforms": list(platforms)})


#: Every Classic probe app, by id.
APPS = {
    "classic-documents-once": ClassicApp,
    "classic-whole-payload": WholePayloadApp,
    "classic-ios-launch-payload": only(LaunchPayloadApp, IOS),
    "classic-ios-will-present-receive": only(WillPresentReceiveApp, IOS),
    "classic-dismiss-as-click": DismissAsClickApp,
    "classic-ios-receive-twice": only(ReceiveTwiceApp, IOS),
    "classic-standard-flag": StandardFlagApp,
    "classic-hex-message-id": HexMessageIdApp,
    "classic-tap-as-receive": TapAsReceiveApp,
    "classic-android-click-on-resume": only(ClickOnResumeApp, ANDROID),
    "classic-dismiss-as-receive": DismissAsReceiveApp,
    "classic-ios-raw-launch-options": only(RawLaunchOptionsApp, IOS),
    "classic-ios-no-delegate-sample": only(NoDelegateSampleApp, IOS),
    "classic-ios-no-delegate-legacy-tap": only(NoDelegateLegacyTapApp, IOS),
    "classic-sdk-message-id-format": SdkMessageIdFormatApp,
    "classic-android-new-task-only": only(NewTaskOnlyApp, ANDROID),
}

if __name__ == "__main__":
    probe = sys.argv[1] if len(sys.argv) > 1 else ""
    if probe not in APPS:
        sys.stderr.write("usage: classic_probe_apps.py PROBE-ID (one of %s)\n" % ", ".join(sorted(APPS)))
        sys.exit(2)
    sys.exit(serve(APPS[probe], name="probe-" + probe, version="1.0.0"))

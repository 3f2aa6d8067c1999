#!/usr/bin/env python3
"""Probe apps: correct-but-different and wrong apps, wired the ways Apple's and
Android's documentation describe, each on the Python kit with the Python
example's tracker (Examples/python). `run_probes.py` runs every probe against
trackcheck and checks the verdict the documentation decides.

    python3 probe_apps.py PROBE-ID      # serve one probe app over the protocol
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path[:0] = [os.path.join(ROOT, "Examples", "python"), os.path.join(ROOT, "Kits", "python")]

import adapter  # noqa: E402
from push_tracking import PushTracking  # noqa: E402
from trackcheck_kit import ActivityInfo, Intent, Manifest, PendingIntent, serve  # noqa: E402

DEFAULT = {"identifier": "DEFAULT", "customDismissAction": True, "actions": []}


class LegacyTapTracker(PushTracking):
    """An app without a notification-centre delegate learns of a tap from the
    legacy didReceiveRemoteNotification in the inactive state (D-6)."""

    def ios_did_receive_remote_notification(self, user_info, application_state):
        if application_state == "inactive":
            self.open(user_info)
        else:
            super().ios_did_receive_remote_notification(user_info, application_state)


class FlagBlindLegacyTapTracker(LegacyTapTracker):
    """The same, ignoring _acsDeliveryTracking: every push is tracked."""

    @staticmethod
    def tracking_ids(keys):
        delivery_id, broadlog_id = keys.get("_dId"), keys.get("_mId")
        if isinstance(delivery_id, str) and isinstance(broadlog_id, str) and delivery_id and broadlog_id:
            return delivery_id, broadlog_id
        return None


FLAGS = [PendingIntent.FLAG_UPDATE_CURRENT, PendingIntent.FLAG_IMMUTABLE]


class WiredTracker(PushTracking):
    """The example's tracker, posting its notifications the way `content` builds
    the content intent (the request code is the notification's number)."""

    content_component = "MainActivity"
    content_flags = (Intent.FLAG_ACTIVITY_CLEAR_TOP,)
    content_kind = "activity"
    fixed_id = None
    #: Request codes from a counter that lives in the process (it starts again at 1 after a restart).
    counting_codes = False
    posted = 0

    def android_show_notification(self, manager, data, number):
        self.posted += 1
        code = self.posted if self.counting_codes else number
        content = Intent(component=self.content_component, flags=list(self.content_flags), extras=data)
        if self.content_kind == "broadcast":
            content_pi = PendingIntent.get_broadcast(code, content, FLAGS)
        else:
            content_pi = PendingIntent.get_activity(code, content, FLAGS)
        delete = Intent(component="NotificationDismissedReceiver", extras=data)
        manager.notify(self.fixed_id if self.fixed_id is not None else number, content_intent=content_pi,
                       delete_intent=PendingIntent.get_broadcast(code, delete, FLAGS))


def wired(**attributes):
    return type("Wired", (WiredTracker,), attributes)


def app_class(tracker, **wiring):
    """An ExampleApp subclass wired as `wiring` says, tracking with `tracker`."""

    class ProbeApp(adapter.ExampleApp):
        def __init__(self, case):
            super().__init__(case)
            self.tracker = tracker(
                self.tracker.core, use_track_action=self.use_track_action, notifications_allowed=self.notifications_allowed,
                categories=list(self.registered_categories.values()))

    for name, value in wiring.items():
        setattr(ProbeApp, name, value)
    return ProbeApp


class SetIntentApp(adapter.ExampleApp):
    """onNewIntent hands the new intent to setIntent, then tracks it (singleTask / singleTop)."""

    def on_new_intent(self, intent):
        self.set_intent(intent)
        self.tracker.android_on_intent(intent.json())


class ConsumeInOnResumeApp(adapter.ExampleApp):
    """Tracks getIntent() in onResume, then consumes it with setIntent(new Intent())."""

    def on_create(self, intent, saved):
        pass

    def on_new_intent(self, intent):
        self.set_intent(intent)

    def on_resume(self, intent):
        self.tracker.android_on_intent(intent.json())
        self.set_intent(Intent())


class OnCreateOnlyApp(adapter.ExampleApp):
    """Tracks a notification's intent in onCreate only: onNewIntent is ignored."""

    def on_new_intent(self, intent):
        pass


class ClearTrayOnOpenApp(adapter.ExampleApp):
    """Clears its notifications whenever its activity comes to the front (NotificationManager.cancelAll)."""

    def on_resume(self, intent):
        super().on_resume(intent)
        self.notification_manager.cancel_all()


class TrampolineApp(adapter.ExampleApp):
    """The content intent is a broadcast to TapReceiver, which starts the activity with the push."""

    def on_receive(self, receiver, intent):
        if receiver == "TapReceiver":
            # NEW_TASK alone would only bring an existing task to the front (Intent.FLAG_ACTIVITY_NEW_TASK):
            # CLEAR_TOP, as the documents' content intent has, delivers the push to a fresh instance.
            flags = [Intent.FLAG_ACTIVITY_NEW_TASK, Intent.FLAG_ACTIVITY_CLEAR_TOP]
            self.start_activity(Intent(component="MainActivity", flags=flags, extras=intent.extras))


class DispatcherApp(adapter.ExampleApp):
    """A notification dispatcher: the content intent opens DispatcherActivity, which starts MainActivity with
    the push's extras and some of its own (a tap flag, a source, a time), one unrelated extra removed and
    another rewritten, then finishes. Only MainActivity tracks."""

    def on_create(self, intent, saved):
        if self.activity is not None and self.activity.name == "DispatcherActivity":
            forwarded = Intent(component="MainActivity", flags=[Intent.FLAG_ACTIVITY_CLEAR_TOP], extras=intent.extras)
            forwarded.put_extra("tap", "true").put_extra("source", "notification").put_extra("dispatchedAt", "1764307200000")
            forwarded.remove_extra("uri")
            if forwarded.has_extra("title"):
                forwarded.put_extra("title", "dispatched: " + str(forwarded.extras["title"]))
            self.start_activity(forwarded)
            self.finish()
            return
        super().on_create(intent, saved)


def android_app(base, tracker, manifest, **wiring):
    """`base` wired with `manifest`, tracking with `tracker`."""
    app = app_class(tracker, manifest=manifest, **wiring)
    return type("Android" + base.__name__, (app, base), {})


MAIN = ActivityInfo("MainActivity", launcher=True)


#: Every probe app, by id.
APPS = {
    "ios-no-delegate": app_class(LegacyTapTracker, notification_delegate=False),
    "ios-no-delegate-flag-blind": app_class(FlagBlindLegacyTapTracker, notification_delegate=False),
    "ios-extra-action": app_class(
        PushTracking,
        categories=[dict(DEFAULT, actions=[{"identifier": "LIKE", "opensApp": False}]),
                    {"identifier": "PROMOTION", "customDismissAction": False, "actions": []}]),
    "ios-no-custom-dismiss": app_class(PushTracking, categories=[dict(DEFAULT, customDismissAction=False)]),
    "ios-no-categories": app_class(PushTracking, categories=[]),
    # No delegate and no categories: no button to tap, no dismissal to report.
    "ios-no-delegate-no-categories": app_class(LegacyTapTracker, notification_delegate=False, categories=[]),
    # Android's "special activity" (Start an Activity from a Notification): singleTask, empty affinity, NEW_TASK | CLEAR_TASK.
    "android-special-activity": android_app(
        adapter.ExampleApp, wired(content_component="NotificationActivity",
                                  content_flags=(Intent.FLAG_ACTIVITY_NEW_TASK, Intent.FLAG_ACTIVITY_CLEAR_TASK)),
        Manifest(activities=[MAIN, ActivityInfo("NotificationActivity", launch_mode="singleTask", task_affinity="")])),
    # The same activity started with NEW_TASK only, tracking in onCreate: a second tap reaches onNewIntent, untracked.
    "android-special-activity-without-clear-task": android_app(
        OnCreateOnlyApp, wired(content_component="NotificationActivity", content_flags=(Intent.FLAG_ACTIVITY_NEW_TASK,)),
        Manifest(activities=[MAIN, ActivityInfo("NotificationActivity", launch_mode="singleTask", task_affinity="")])),
    # A singleTask launcher activity reached by a plain intent: onNewIntent, setIntent.
    "android-single-task": android_app(
        SetIntentApp, wired(content_flags=()), Manifest(activities=[ActivityInfo("MainActivity", launch_mode="singleTask", launcher=True)])),
    # A singleTop activity that tracks in onResume and consumes its intent with setIntent(new Intent()).
    "android-consume-in-onresume": android_app(
        ConsumeInOnResumeApp, wired(content_flags=(Intent.FLAG_ACTIVITY_SINGLE_TOP,)),
        Manifest(activities=[ActivityInfo("MainActivity", launch_mode="singleTop", launcher=True)])),
    # One notification id for every push: a newer push replaces the older notification.
    "android-replace-same-id": android_app(adapter.ExampleApp, wired(fixed_id=1), Manifest(activities=[MAIN])),
    # An app that clears the tray whenever it comes to the front: what it cancelled owes nothing.
    "android-cancel-all-on-open": android_app(ClearTrayOnOpenApp, wired(), Manifest(activities=[MAIN])),
    # An activity that handles rotation itself (configChanges): no re-creation.
    "android-config-changes": android_app(
        adapter.ExampleApp, wired(),
        Manifest(activities=[ActivityInfo("MainActivity", launcher=True, config_changes=["orientation", "screenSize"])])),
    # A notification trampoline: allowed below target SDK 31, blocked from 31 (Android 12).
    "android-trampoline-30": android_app(
        TrampolineApp, wired(content_component="TapReceiver", content_kind="broadcast", content_flags=()),
        Manifest(target_sdk=30, activities=[MAIN], receivers=["NotificationDismissedReceiver", "TapReceiver"])),
    "android-trampoline-31": android_app(
        TrampolineApp, wired(content_component="TapReceiver", content_kind="broadcast", content_flags=()),
        Manifest(target_sdk=31, activities=[MAIN], receivers=["NotificationDismissedReceiver", "TapReceiver"])),
    # A dispatcher activity that forwards the push to MainActivity with extras added, removed and rewritten.
    "android-dispatcher-adds-extras": android_app(
        DispatcherApp, wired(content_component="DispatcherActivity", content_flags=()),
        Manifest(activities=[MAIN, ActivityInfo("DispatcherActivity")])),
    # FLAG_ACTIVITY_NEW_TASK alone to the task's root activity: a tap while the task runs only brings it to the front.
    "android-new-task-only": android_app(
        adapter.ExampleApp, wired(content_flags=(Intent.FLAG_ACTIVITY_NEW_TASK,)), Manifest(activities=[MAIN])),
    # Request codes from an in-memory counter with FLAG_UPDATE_CURRENT: they repeat after the process restarts.
    "android-request-codes-restart": android_app(
        adapter.ExampleApp, wired(counting_codes=True), Manifest(activities=[MAIN])),
}

if __name__ == "__main__":
    probe = sys.argv[1] if len(sys.argv) > 1 else ""
    if probe not in APPS:
        sys.stderr.write("usage: probe_apps.py PROBE-ID (one of %s)\n" % ", ".join(sorted(APPS)))
        sys.exit(2)
    sys.exit(serve(APPS[probe], name="probe-" + probe, version="1.0.0"))

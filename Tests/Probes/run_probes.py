#!/usr/bin/env python3
"""The probe set: for each wiring class, a correct-but-different app that must
pass every applicable case and a wrong app that must fail, blamed on the
requirement it breaks, each with the documentation sentence that decides it.
`PROBES` are judged by the default profile (Campaign Standard), `CLASSIC_PROBES`
with `--profile campaign-classic` (Campaign Classic / Campaign v8); each set
has a table of its own in docs/PROBES.md.

    python3 run_probes.py --trackcheck PATH [--write docs/PROBES.md | --check docs/PROBES.md]

Exits 1 when a probe does not get the verdict its documentation decides (but
for the rows of `OPEN`, which say why), or (with --check) when a table in the
file is not the one measured now.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))


def python_probe(probe):
    return [sys.executable, os.path.join(HERE, "probe_apps.py"), probe]


def classic_probe(probe):
    return [sys.executable, os.path.join(HERE, "classic_probe_apps.py"), probe]


#: The Java probe apps, each file a class of the same name with a main that takes the probe's id.
JAVA_PROBE_FILES = ["ClassicExtensionProbes", "JourneyOptimizerProbes"]


def java_probe(probe, app="ClassicExtensionProbes"):
    """A probe app of `app`.java (ClassicExtensionProbes, JourneyOptimizerProbes), on the Java kit (built once per run, see
    `java_command`)."""
    return ["@java", app, probe]


def java_command(folder, app, probe):
    """The command of Java probe `probe` of `app`: the Java kit and the probe files built into `folder` once."""
    out = os.path.join(folder, "java")
    jars = [os.path.join(out, "trackcheck-kit.jar"), os.path.join(out, "trackcheck-android-stubs.jar")]
    classes = os.path.join(out, "probes")
    if not os.path.isdir(classes):
        subprocess.run(["sh", os.path.join(ROOT, "Kits", "java", "build.sh"), out], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["javac", "-Xlint:all", "-Werror", "-cp", os.pathsep.join(jars), "-d", classes,
                        *[os.path.join(HERE, name + ".java") for name in JAVA_PROBE_FILES]], check=True)
    return ["java", "-cp", os.pathsep.join(jars + [classes]), app, probe]


def reference(*arguments):
    """The bundled reference tracker (`trackcheck reference-tracker`), told the probe's profile."""
    return ["@reference-tracker", *arguments]


#: (id, wiring class, command, expected, citation). `expected` is "pass", or
#: "fail REQ": the run fails and every finding is blamed on REQ (or on one of
#: several, "fail REQ|REQ2"), or "fail REQ+": the run fails and REQ is among the blamed.
#: No probe may end in an error: every case of a probe app gets a verdict.
PROBES = [
    ("ios-no-delegate", "iOS delegate", python_probe("ios-no-delegate"), "fail IOS-DELEGATE-WIRING",
     "Apple, UNUserNotificationCenter.delegate: \"You must assign your delegate object to the UNUserNotificationCenter "
     "object before your app finishes launching.\" Without one a tap still reaches the legacy "
     "didReceiveRemoteNotification (tracked), a dismissal reaches nothing."),
    ("ios-no-delegate-flag-blind", "iOS delegate", python_probe("ios-no-delegate-flag-blind"), "fail ACS-FLAG-OFF+",
     "ACS-PUSH-TRACKING-FR: \"_acsDeliveryTracking\" off means no tracking; an app without a delegate is judged, "
     "never skipped."),
    ("ios-late-delegate", "iOS delegate", reference("--fault", "ios-late-delegate"), "fail IOS-DELEGATE-WIRING",
     "Apple, UNUserNotificationCenter.delegate: set it \"before your app finishes launching\"; a later delegate "
     "misses the response that launched the app."),
    ("ios-extra-action", "iOS categories", python_probe("ios-extra-action"), "pass",
     "Apple, UNNotificationDefaultActionIdentifier: delivering the default action \"doesn't require any special "
     "configuration of notification categories\"; an extra button changes nothing else."),
    ("ios-no-categories", "iOS categories", python_probe("ios-no-categories"), "fail IOS-CATEGORY-WIRING",
     "Apple, UNNotificationDismissActionIdentifier: \"The system delivers this action only if your app configured "
     "the notification's category object with the customDismissAction option\"; the documents register DEFAULT so."),
    ("ios-no-delegate-no-categories", "iOS delegate", python_probe("ios-no-delegate-no-categories"),
     "fail IOS-DELEGATE-WIRING",
     "Apple, UNUserNotificationCenter.setNotificationCategories: the categories registered are \"UNNotificationCategory "
     "objects, each of which contains the actions that are displayed with the notification interface\" — with none "
     "there is no button to tap (noted, never an error); without a delegate a dismissal reaches no code."),
    ("ios-no-custom-dismiss", "iOS categories", python_probe("ios-no-custom-dismiss"), "fail IOS-CATEGORY-WIRING",
     "ACS-PUSH-TRACKING-FR §push-click-tracking-iOS: the DEFAULT category is registered with "
     ".customDismissAction so that a dismissal is tracked."),
    ("android-special-activity", "Android tasks and launch modes", python_probe("android-special-activity"), "pass",
     "Android, Start an Activity from a Notification: a special activity declared with "
     "android:launchMode=\"singleTask\" and android:taskAffinity=\"\", started with FLAG_ACTIVITY_NEW_TASK | "
     "FLAG_ACTIVITY_CLEAR_TASK; CLEAR_TASK: \"the activity becomes the new root of an otherwise empty task\"."),
    ("android-special-activity-without-clear-task", "Android tasks and launch modes",
     python_probe("android-special-activity-without-clear-task"), "fail AND-TAP-OPEN",
     "Android, <activity> launchMode singleTask: an existing instance gets the intent \"through a call to its "
     "onNewIntent() method\" — without FLAG_ACTIVITY_CLEAR_TASK no new instance is created, so onCreate alone misses "
     "the tap."),
    ("android-new-task-only", "Android tasks and launch modes", python_probe("android-new-task-only"),
     "fail AND-NOTIFICATION-WIRING",
     "Android, Intent.FLAG_ACTIVITY_NEW_TASK: \"if a task is already running for the activity you are now starting, "
     "then a new activity will not be started; instead, the current task will simply be brought to the front of "
     "the screen with the state it was last in\" — a second tap's push reaches no code (AND-INTENT-TASK-TO-FRONT)."),
    ("android-single-task", "Android tasks and launch modes", python_probe("android-single-task"), "pass",
     "Android, <activity> launchMode singleTask: \"If an instance of the activity already exists, the system routes "
     "the intent to the existing instance through a call to its onNewIntent() method\"."),
    ("android-single-top-stale-intent", "Android tasks and launch modes", reference("--fault", "single-top-stale-intent"),
     "fail AND-TAP-OPEN",
     "Android, Activity.onNewIntent: \"getIntent() still returns the original Intent. You can use setIntent(Intent) "
     "to update it to this new Intent.\""),
    ("android-consume-in-onresume", "Android setIntent", python_probe("android-consume-in-onresume"), "pass",
     "Android, Activity.setIntent: \"Changes the intent returned by getIntent()\" — in any callback; the intent "
     "consumed in onResume is not tracked again."),
    ("android-replace-same-id", "Android notification ids", python_probe("android-replace-same-id"), "pass",
     "Android, NotificationManager.notify: \"If a notification with the same id has already been posted by your "
     "application and has not yet been canceled, it will be replaced by the updated information.\" The user never "
     "saw the older one: no hit is owed for it."),
    ("android-cancel-all-on-open", "Android notification ids", python_probe("android-cancel-all-on-open"), "pass",
     "Android, NotificationManager.cancelAll: \"Cancel all previously shown notifications\"; a notification the app "
     "removed was never dismissed by the user (the delete intent is sent only then), so it owes no click."),
    ("android-shared-pending-intent", "Android PendingIntents", reference("--fault", "documents-pending-intents"),
     "fail ACS-OWN-IDS|AND-NOTIFICATION-WIRING",
     "Android, PendingIntent: FLAG_UPDATE_CURRENT keeps the PendingIntent and replaces its extras; for distinct ones "
     "\"you will need to ensure there is something that is different about them\"."),
    ("android-request-codes-restart", "Android PendingIntents", python_probe("android-request-codes-restart"),
     "fail ACS-OWN-IDS",
     "Android, PendingIntent: a PendingIntent \"can be handed to other applications\" and outlives the process that "
     "made it; request codes counted in memory repeat after a restart and FLAG_UPDATE_CURRENT gives the older "
     "notification the newer push."),
    ("android-no-delete-intent", "Android PendingIntents", reference("--fault", "no-delete-intent"),
     "fail AND-NOTIFICATION-WIRING",
     "ACS-PUSH-TRACKING-FR §push-click-tracking-android: the notification is built with setDeleteIntent so that a "
     "dismissal reaches the receiver."),
    ("android-config-changes", "Android configuration changes", python_probe("android-config-changes"), "pass",
     "Android, <activity> android:configChanges: \"declaring a configuration with this attribute prevents the "
     "activity from restarting\"; onConfigurationChanged is called instead."),
    ("android-trampoline-30", "Android trampolines", python_probe("android-trampoline-30"), "pass",
     "Android 12 behaviour changes: the trampoline restriction applies to apps targeting API 31 or later; below it "
     "the receiver's startActivity opens the app."),
    ("android-dispatcher-adds-extras", "Android trampolines", python_probe("android-dispatcher-adds-extras"), "pass",
     "Android, Start an Activity from a Notification: the content intent may open any activity of the app; "
     "ACS-PUSH-TRACKING-FR: a push is tracked by its _dId and _mId — extras a dispatcher activity adds, removes "
     "or rewrites before starting the app's activity do not make it another push."),
    ("android-trampoline-31", "Android trampolines", python_probe("android-trampoline-31"), "fail AND-NOTIFICATION-WIRING",
     "Android 12 behaviour changes: \"Apps can't start activities from services or broadcast receivers that are "
     "used as notification trampolines.\""),
]


CLASSIC = "campaign-classic"

#: The Campaign Classic / Campaign v8 probes, run with `trackcheck run --profile campaign-classic` (and the
#: reference tracker with `--profile campaign-classic`). The apps are in classic_probe_apps.py; facts and
#: quotations in docs/profiles/campaign-classic.md, decisions in Suites/profiles/campaign-classic/DECISIONS.md.
CLASSIC_PROBES = [
    ("classic-documents-once", "Android click", classic_probe("classic-documents-once"), "pass",
     "Adobe, track-notification-receive (Android): in onMessageReceived, a map of _mId and _dId (here before the "
     "app posts its notification); track-notification-click: the ids \"including it in the intent (intent.putExtra()) "
     "of the displayed notification\", tracked from the intent delivered to onCreate/onNewIntent, once — not in "
     "onResume as the sample does (CC-D-8: \"a tap is exactly one click\"). iOS: the Swift samples."),
    ("classic-android-click-on-resume", "Android click", classic_probe("classic-android-click-on-resume"),
     "fail CC-NO-TRACK-OTHER-OPEN",
     "Adobe, trackNotificationClick (Android sample): getIntent() read in onResume, a click whenever both ids are "
     "there — \"Nothing prevents the same intent from being tracked on every later onResume\" (research §1.2); "
     "CC-D-8: returning to the app, a rotation or a re-creation \"tracks nothing\"."),
    ("classic-android-single-top-stale-intent", "Android tasks and launch modes",
     reference("--platforms", "android", "--fault", "single-top-stale-intent"), "fail CC-TAP-CLICK",
     "Android, Activity.onNewIntent: \"getIntent() still returns the original Intent. You can use setIntent(Intent) "
     "to update it to this new Intent.\" Under Classic a lost tap is a missing click (CC-TAP-CLICK)."),
    ("classic-android-new-task-only", "Android tasks and launch modes", classic_probe("classic-android-new-task-only"),
     "fail AND-NOTIFICATION-WIRING",
     "Android, Intent.FLAG_ACTIVITY_NEW_TASK: \"if a task is already running for the activity you are now starting, "
     "then a new activity will not be started; instead, the current task will simply be brought to the front of "
     "the screen with the state it was last in\" — the same wiring rule under Classic (CC-D-15)."),
    ("classic-android-documents-pending-intents", "Android PendingIntents",
     reference("--platforms", "android", "--fault", "documents-pending-intents"), "fail CC-OWN-IDS",
     "Android, PendingIntent: FLAG_UPDATE_CURRENT keeps the PendingIntent and replaces its extras; for distinct ones "
     "\"you will need to ensure there is something that is different about them\" — request code 0 for every "
     "notification (the reference tracker's fault documents-pending-intents); CC-OWN-IDS: \"Each click carries the ids "
     "of the notification the user acted on\"."),
    ("classic-whole-payload", "trackInfo", classic_probe("classic-whole-payload"), "pass",
     "Adobe, trackNotificationReceive/Click (iOS): \"You can pass the launchOptions that were received upon opening "
     "the application or userInfo\"; the extension reads only _mId and _dId at the top level (research §2), so the "
     "whole payload — Android's data map and intent extras too — is fine (CC-D-16: \"Other keys beside them — the "
     "whole payload, _iNm, custom keys — are no finding\")."),
    ("classic-ios-launch-payload", "trackInfo", classic_probe("classic-ios-launch-payload"), "pass",
     "CC-D-16: \"Passing the payload taken out of the launch options is fine\" — the cold-launch tap tracked once, from "
     "launchOptions[.remoteNotification] in didFinishLaunching, its didReceive skipped."),
    ("classic-ios-raw-launch-options", "trackInfo", classic_probe("classic-ios-raw-launch-options"),
     "fail CC-TRACKINFO-STRINGS",
     "Adobe: \"You can pass the launchOptions that were received upon opening the application\" — but the extension "
     "reads _mId/_dId at the top level, and \"in raw launch options the payload sits one level down, under the "
     "remote-notification key\" (CC-D-16): \"a missing-key finding of CC-TRACKINFO-STRINGS\"."),
    ("classic-hex-message-id", "trackInfo", classic_probe("classic-hex-message-id"), "fail CC-TRACKINFO-IDS",
     "Adobe, CampaignClassic+PublicAPI.swift: \"_mId and _dId received in the push message payload\"; the SDK adds "
     "the h and turns a decimal into hexadecimal itself (research §4.2), so a tracker that sends Campaign Standard's "
     "\"h\"+hex breaks CC-TRACKINFO-IDS (CC-D-5, research C7)."),
    ("classic-sdk-message-id-format", "trackInfo", classic_probe("classic-sdk-message-id-format"), "pass",
     "Research §2: \"_mId must be a UUID (v8) or a decimal integer (v7); anything else (hex such as Campaign "
     "Standard's h1685a5 …) → nothing sent\"; CC-D-5: \"such an _mId counts as missing (CC-D-4): no call is owed\" — "
     "this app tracks only the _mId the extension accepts."),
    ("classic-ios-will-present-receive", "iOS receive", classic_probe("classic-ios-will-present-receive"), "pass",
     "CC-D-2: \"A push without content-available that is presented in the foreground MAY be tracked as one receive "
     "from willPresent\"; a content-available push keeps its one receive from didReceiveRemoteNotification."),
    ("classic-ios-receive-twice", "iOS receive", classic_probe("classic-ios-receive-twice"),
     "fail CC-RECEIVE-ONCE",
     "The extension's iOS test app: willPresent \"calls trackNotificationReceive\" and didReceiveRemoteNotification "
     "too, so \"A content-available push in the foreground is thus received twice\" (research §6); CC-D-3: \"at most "
     "one receive, MUST\" (the extension does not deduplicate)."),
    ("classic-ios-receive-twice-reference", "iOS receive", reference("--fault", "classic-receive-twice"),
     "fail CC-RECEIVE-ONCE",
     "The same mistake in the bundled reference tracker (its fault classic-receive-twice): CC-D-3."),
    ("classic-ios-no-delegate-legacy-tap", "iOS delegate", classic_probe("classic-ios-no-delegate-legacy-tap"),
     "fail IOS-DELEGATE-WIRING",
     "Apple, UNUserNotificationCenter.delegate: \"You must assign your delegate object to the UNUserNotificationCenter "
     "object before your app finishes launching.\" The tap still reaches the legacy didReceiveRemoteNotification "
     "(tracked as the click, CC-D-2); an action button reaches nothing."),
    ("classic-ios-no-delegate-sample", "iOS delegate", classic_probe("classic-ios-no-delegate-sample"),
     "fail CC-NO-RECEIVE-ON-TAP+",
     "DECISIONS.md, Level policy: \"In an app without one, the receive sample, which does not check the state, tracks "
     "a receive at each tap on a content-available notification\"; CC-D-2: a tap is \"never a receive, MUST\"."),
    ("classic-standard-flag", "flag", classic_probe("classic-standard-flag"), "fail CC-AND-RECEIVE|CC-IOS-RECEIVE-SILENT",
     "Research C4: \"Classic reads no on/off flag … a tracker that suppresses tracking because of the flag is judged "
     "on the requests it should have made\"; research §2: \"No flag like _acsDeliveryTracking: neither source reads "
     "any delivery-level on/off key\"."),
    ("classic-tap-as-receive", "tap", classic_probe("classic-tap-as-receive"), "fail CC-NO-RECEIVE-ON-TAP",
     "Research C2: \"A migrated tap handler that maps 'open' to the nearest Classic call sends a receive on tap\"; "
     "CampaignClassic+PublicAPI.swift, click: \"Use this API to send tracking info when the application is opened "
     "following a notification click.\""),
    ("classic-dismiss-as-click", "dismissal", classic_probe("classic-dismiss-as-click"), "pass",
     "CC-D-1: \"a dismissal … MAY be tracked. If it is, it is exactly one click with the dismissed notification's "
     "own ids\" — the iOS click sample tracks every didReceive response; Android's delete intent carries the ids."),
    ("classic-dismiss-as-receive", "dismissal", classic_probe("classic-dismiss-as-receive"), "fail CC-EVENTS-ONLY",
     "CC-D-1: a dismissal \"is never a receive: a receive at a dismissal is blamed on CC-EVENTS-ONLY (MUST)\"."),
    # The extension's own display path (Android, the Java kit plays it): CC-D-7.
    ("classic-extension-alone", "the extension's own path", java_probe("classic-extension-alone"), "pass",
     "Adobe, handleRemoteMessage: \"If you are using the AEPMessagingService.handleRemoteMessage API, you should not "
     "call CampaignClassic.trackNotificationReceive or CampaignClassic.trackNotificationClick\"; the extension tracks "
     "the receive after posting and the tap in its tracker activity (research §5.1), and a push it refuses is the "
     "app's to show and track."),
    ("classic-extension-manual-receive", "the extension's own path", java_probe("classic-extension-manual-receive"),
     "fail CC-DOUBLE-PATH",
     "The same sentence: a manual trackNotificationReceive beside handleRemoteMessage is a second request for one "
     "receipt (CC-D-7)."),
    ("classic-extension-click-any", "the extension's own path", java_probe("classic-extension-click-any"),
     "fail CC-DOUBLE-PATH",
     "The same sentence; CampaignClassicPushTrackerActivity opens the app with every extra copied (research §5.2: "
     "\"the documented manual onResume click code, if left in place, sends a second click for the same tap\")."),
    ("classic-extension-test-app", "the extension's own path", java_probe("classic-extension-test-app"),
     "fail CC-DOUBLE-PATH|CC-NO-TRACK-OTHER-OPEN",
     "Research §6: the Android test app's MainActivity.onResume \"calls trackNotificationClick whenever the launch "
     "intent has any extras … also after the extension's own tap\" (CC-D-7), and on every return (CC-D-8)."),
    ("classic-beside-extension-reference", "the extension's own path", reference("--fault", "classic-beside-extension"),
     "fail CC-DOUBLE-PATH", "The same mistake in the bundled reference tracker (its fault classic-beside-extension): CC-D-7."),
]

JOURNEY_OPTIMIZER = "journey-optimizer"


def jo_probe(probe):
    return java_probe(probe, "JourneyOptimizerProbes")


def jo_python_probe(probe):
    return [sys.executable, os.path.join(HERE, "jo_probe_apps.py"), probe]


#: The Journey Optimizer probes, run with `trackcheck run --profile journey-optimizer` (and the reference tracker with
#: `--profile journey-optimizer`). The apps are in JourneyOptimizerProbes.java, on the Java kit's Messaging; facts and
#: quotations in docs/profiles/journey-optimizer.md, decisions in Suites/profiles/journey-optimizer/DECISIONS.md.
JO_PROBES = [
    ("jo-documents-manual", "Android open", jo_probe("jo-documents-manual"), "pass",
     "Adobe, Manual display and tracking (Android): \"The intent which is created while building the notification needs to be "
     "updated with necessary Adobe information\"; \"After the application is opened by the user by clicking on the push "
     "notification, use the handleNotificationResponse API\"; AEPMessaging 3.10.0 Messaging.java (trackPushReceived): \"they should "
     "call this method explicitly from their FirebaseMessagingService#onMessageReceived\"."),
    ("jo-trampoline", "Android open", jo_probe("jo-trampoline"), "pass",
     "Messaging.java@0438aaeb handleNotificationResponse reads only the intent it is handed: a receiver that tracks the tap's "
     "intent and then starts the activity sends the same event (JO-AND-OPEN: \"with the intent the tap delivered\")."),
    ("jo-request-code-zero", "Android PendingIntents", jo_probe("jo-request-code-zero"), "fail JO-OWN-DETAILS",
     "Android PendingIntent: \"If the creating application later re-retrieves the same kind of PendingIntent (same operation, same "
     "Intent action, data, categories, and components, and same flags), it will receive a PendingIntent representing the same "
     "token\"; the Messaging test app's NotificationService.kt builds request code 0 with FLAG_IMMUTABLE (research §6)."),
    ("jo-tap-custom-action", "Android open", jo_probe("jo-tap-custom-action"), "fail JO-OPEN-IS-OPENED",
     "Messaging.java@0438aaeb: an empty customActionId makes pushTracking.applicationOpened, any other pushTracking.customAction "
     "(DECISIONS JO-D-5)."),
    ("jo-receive-twice", "Android receive", jo_probe("jo-receive-twice"), "fail JO-RECEIVE-ONCE",
     "Messaging.java@0438aaeb trackPushReceived dispatches on every call; commit 774b1422 \"removed dedup logic\" (JO-D-4)."),
    ("jo-track-on-resume", "Android open", jo_probe("jo-track-on-resume"), "fail JO-NO-TRACK-OTHER-OPEN",
     "Adobe, Manual display and tracking: track \"After the application is opened by the user by clicking on the push "
     "notification\" — a return to the app is no click (Suites/DECISIONS.md D-8)."),
    ("jo-sdk-path", "the SDK's own path", jo_probe("jo-sdk-path"), "pass",
     "Adobe, Automatic display and tracking (Android): \"Messaging extension uses MessagingService to receive, display and "
     "track push notifications\"; MessagingPushTrackerActivity.java@0438aaeb opens the app with no push in its intent, so the "
     "app's own handleNotificationResponse(getIntent(), …) there sends nothing (research §5)."),
    ("jo-sdk-path-manual-receive", "the SDK's own path", jo_probe("jo-sdk-path-manual-receive"), "fail JO-DOUBLE-PATH",
     "MessagingService.java@0438aaeb handleRemoteMessage: notify, then trackPushReceived — the SDK's receive beside the app's "
     "own is a second event (commit 774b1422: \"removed dedup logic\"; JO-D-10)."),
    ("jo-ios-documents", "iOS response", jo_python_probe("jo-ios-documents"), "pass",
     "Adobe, API reference (iOS): \"handle push notification responses in userNotificationCenter(_:didReceive:withCompletionHandler:) "
     "method\" — Messaging.handleNotificationResponse(response) makes the event (Messaging+PublicAPI.swift@5dad851d)."),
    ("jo-ios-response-twice", "iOS response", jo_python_probe("jo-ios-response-twice"), "fail JO-IOS-RESPONSE",
     "Messaging+PublicAPI.swift@5dad851d handleNotificationResponse dispatches an event on every call: the same response handed "
     "over again when the app becomes active is a second Experience Event (JO-IOS-RESPONSE: \"once\")."),
    ("jo-ios-no-delegate", "iOS delegate", jo_python_probe("jo-ios-no-delegate"), "fail IOS-DELEGATE-WIRING",
     "Apple, UNUserNotificationCenter.delegate: \"You must assign your delegate object to the UNUserNotificationCenter object "
     "before your app finishes launching\"; without one a tap reaches only didReceiveRemoteNotification, and there is no "
     "UNNotificationResponse to hand the SDK (Adobe's SwiftUI and Objective-C Messaging demo apps; JO-D-12)."),
    ("jo-android-details-only", "Android open", jo_python_probe("jo-android-details-only"), "pass",
     "Adobe, Manual display and tracking (Android): \"The intent which is created while building the notification needs to be "
     "updated with necessary Adobe information\" — Messaging.addPushTrackingDetails(intent, messageId, data) puts the message "
     "id and _xdm on it (Messaging.java@0438aaeb); the intent needs no copy of the push's data."),
    ("jo-android-details-never-tracked", "Android open", jo_python_probe("jo-android-details-never-tracked"), "fail JO-AND-OPEN",
     "Adobe, Manual display and tracking (Android): \"After the application is opened by the user by clicking on the push "
     "notification, use the handleNotificationResponse API\" — the intent carried the push; the app did not hand it over."),
    ("jo-reference", "reference", reference(), "pass", "The bundled reference tracker's Journey Optimizer app."),
    ("jo-reference-tap-as-custom-action", "reference", reference("--fault", "jo-tap-as-custom-action"), "fail JO-OPEN-IS-OPENED",
     "The same mistake in the bundled reference tracker (its fault jo-tap-as-custom-action): JO-D-5."),
]


#: Rows that do not hold today, each with the reason: the table shows them as not holding and the run does
#: not fail on them; one that holds fails the run until it is taken out of here.
OPEN: dict = {}


#: Probes whose wiring findings must name one cause: every `unwired` finding's message contains the text.
CAUSES = {
    "android-new-task-only": "only brought that task to the front",
    "classic-android-new-task-only": "only brought that task to the front",
}


def run(trackcheck, probe, command, folder, profile=None):
    """Runs one probe; `profile` None is the default profile (Campaign Standard), as trackcheck's own default."""
    profiled = ["--profile", profile] if profile else []
    if command[0] == "@reference-tracker":
        command = [trackcheck, "reference-tracker", *profiled, *command[1:]]
    elif command[0] == "@java":
        command = java_command(folder, command[1], command[2])
    junit = os.path.join(folder, probe, "junit.xml")
    os.makedirs(os.path.dirname(junit), exist_ok=True)
    status = subprocess.run(
        [trackcheck, "run", "--quiet", "--jobs", "2", *profiled, "--junit", junit, "--", *command],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True).returncode
    with open(os.path.join(folder, probe, "results.json"), encoding="utf-8") as handle:
        results = json.load(handle)
    cases = results["cases"]
    blamed = sorted({finding["requirement"] for case in cases for finding in case.get("findings", [])})
    unwired = [finding["message"] for case in cases for finding in case.get("findings", []) if finding.get("fault") == "unwired"]
    counts = {}
    for case in cases:
        counts[case["outcome"]] = counts.get(case["outcome"], 0) + 1
    return status, results["verdict"], blamed, counts, unwired


def holds(expected, status, verdict, blamed, counts, unwired, cause):
    # An error is never a verdict: a probe app is always judged.
    if counts.get("error", 0):
        return False
    if cause is not None and (not unwired or any(cause not in message for message in unwired)):
        return False
    if expected == "pass":
        return status == 0 and verdict == "passed"
    wanted = expected.split(" ", 1)[1]
    if status != 1 or verdict != "failed" or not blamed:
        return False
    if wanted.endswith("+"):
        return wanted[:-1] in blamed
    return set(blamed) <= set(wanted.split("|"))


def table(rows, kind="wiring class"):
    lines = [
        "| probe | %s | expected | measured | holds | decided by |" % kind,
        "|---|---|---|---|---|---|",
    ]
    for probe, wiring, expected, measured, ok, citation in rows:
        held = "yes" if ok else ("**NO** (open: %s)" % OPEN[probe] if probe in OPEN else "**NO**")
        lines.append("| `%s` | %s | %s | %s | %s | %s |" % (probe, wiring, expected, measured, held, citation))
    return "\n".join(lines) + "\n"


def replace_table(page, marker, text):
    """`page` with the table that follows `marker` replaced by `text` (appended, with the marker, when absent)."""
    if marker not in page:
        return page.rstrip("\n") + "\n\n" + marker + text
    head, tail = page.split(marker, 1)
    lines = tail.splitlines(keepends=True)
    rest = 0
    while rest < len(lines) and lines[rest].startswith("|"):
        rest += 1
    return head + marker + text + "".join(lines[rest:])


def measure(trackcheck, probes, folder, profile=None):
    rows = []
    for probe, wiring, command, expected, citation in probes:
        status, verdict, blamed, counts, unwired = run(trackcheck, probe, command, folder, profile)
        ok = holds(expected, status, verdict, blamed, counts, unwired, CAUSES.get(probe))
        measured = "exit %d, %s; %d passed, %d failed, %d errors, %d n/a%s%s" % (
            status, verdict, counts.get("passed", 0), counts.get("failed", 0), counts.get("error", 0),
            counts.get("not-applicable", 0), ("; blamed: " + ", ".join(blamed)) if blamed else "",
            ("; cause: \"%s\"" % CAUSES[probe]) if probe in CAUSES else "")
        rows.append((probe, wiring, expected, measured, ok, citation))
        state = "ok   " if ok else ("open " if probe in OPEN else "FAIL ")
        print(state + probe + ": " + measured, flush=True)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trackcheck", required=True)
    parser.add_argument("--write")
    parser.add_argument("--check")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        rows = measure(options.trackcheck, PROBES, folder)
        classic_rows = measure(options.trackcheck, CLASSIC_PROBES, folder, CLASSIC)
        jo_rows = measure(options.trackcheck, JO_PROBES, folder, JOURNEY_OPTIMIZER)
    tables = [
        ("<!-- probes: generated by Tests/Probes/run_probes.py --write docs/PROBES.md -->\n", table(rows)),
        ("<!-- classic probes: generated by Tests/Probes/run_probes.py --write docs/PROBES.md -->\n",
         table(classic_rows, "story class")),
        ("<!-- journey optimizer probes: generated by Tests/Probes/run_probes.py --write docs/PROBES.md -->\n",
         table(jo_rows, "story class")),
    ]
    everything = rows + classic_rows + jo_rows
    failed = [row[0] for row in everything if not row[4] and row[0] not in OPEN]
    closed = [row[0] for row in everything if row[4] and row[0] in OPEN]
    if options.write:
        with open(options.write, encoding="utf-8") as handle:
            page = handle.read()
        for marker, text in tables:
            page = replace_table(page, marker, text)
        with open(options.write, "w", encoding="utf-8") as handle:
            handle.write(page)
    if options.check:
        with open(options.check, encoding="utf-8") as handle:
            page = handle.read()
        if any(marker + text not in page for marker, text in tables):
            print("%s is not the table measured now: run run_probes.py --write %s" % (options.check, options.check), file=sys.stderr)
            return 1
    if failed:
        print("probes that do not hold: " + ", ".join(failed), file=sys.stderr)
    if closed:
        print("open probes that hold now (take them out of OPEN): " + ", ".join(closed), file=sys.stderr)
    if failed or closed:
        return 1
    opened = [row[0] for row in everything if row[0] in OPEN]
    print("%d probes hold%s" % (len(everything) - len(opened), (", %d open: %s" % (len(opened), ", ".join(opened))) if opened else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())

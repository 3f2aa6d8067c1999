#!/usr/bin/env python3
"""The probe set: for each wiring class, a correct-but-different app that must
pass every applicable case and a wrong app that must fail, blamed on the
requirement it breaks, each with the documentation sentence that decides it.

    python3 run_probes.py --trackcheck PATH [--write docs/PROBES.md | --check docs/PROBES.md]

Exits 1 when a probe does not get the verdict its documentation decides, or
(with --check) when the table in the file is not the one measured now.
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


def reference(*arguments):
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


#: Probes whose wiring findings must name one cause: every `unwired` finding's message contains the text.
CAUSES = {
    "android-new-task-only": "only brought that task to the front",
}


def run(trackcheck, probe, command, folder):
    if command[0] == "@reference-tracker":
        command = [trackcheck, "reference-tracker", *command[1:]]
    junit = os.path.join(folder, probe, "junit.xml")
    os.makedirs(os.path.dirname(junit), exist_ok=True)
    status = subprocess.run(
        [trackcheck, "run", "--quiet", "--jobs", "2", "--junit", junit, "--", *command],
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


def table(rows):
    lines = [
        "| probe | wiring class | expected | measured | holds | decided by |",
        "|---|---|---|---|---|---|",
    ]
    for probe, wiring, expected, measured, ok, citation in rows:
        lines.append("| `%s` | %s | %s | %s | %s | %s |" % (probe, wiring, expected, measured, "yes" if ok else "**NO**", citation))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trackcheck", required=True)
    parser.add_argument("--write")
    parser.add_argument("--check")
    options = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for probe, wiring, command, expected, citation in PROBES:
            status, verdict, blamed, counts, unwired = run(options.trackcheck, probe, command, folder)
            ok = holds(expected, status, verdict, blamed, counts, unwired, CAUSES.get(probe))
            measured = "exit %d, %s; %d passed, %d failed, %d errors, %d n/a%s%s" % (
                status, verdict, counts.get("passed", 0), counts.get("failed", 0), counts.get("error", 0),
                counts.get("not-applicable", 0), ("; blamed: " + ", ".join(blamed)) if blamed else "",
                ("; cause: \"%s\"" % CAUSES[probe]) if probe in CAUSES else "")
            rows.append((probe, wiring, expected, measured, ok, citation))
            print(("ok   " if ok else "FAIL ") + probe + ": " + measured, flush=True)
    text = table(rows)
    failed = [row[0] for row in rows if not row[4]]
    marker = "<!-- probes: generated by Tests/Probes/run_probes.py --write docs/PROBES.md -->\n"
    if options.write:
        with open(options.write, encoding="utf-8") as handle:
            page = handle.read()
        head = page.split(marker)[0]
        with open(options.write, "w", encoding="utf-8") as handle:
            handle.write(head + marker + text)
    if options.check:
        with open(options.check, encoding="utf-8") as handle:
            page = handle.read()
        if marker + text not in page:
            print("%s is not the table measured now: run run_probes.py --write %s" % (options.check, options.check), file=sys.stderr)
            return 1
    if failed:
        print("probes that do not hold: " + ", ".join(failed), file=sys.stderr)
        return 1
    print("%d probes hold" % len(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Campaign Standard's results, before and after profiles: the same.

Runs the bundled reference tracker, each of its faults, and the examples
(Python, Python --wrong, Python with hits, Node, Java) under the default
profile, reduces each results file to what a verdict is made of, and writes
the SHA-256 of each reduction with its counts (--write FILE), or checks a
run against such a file (--check FILE), naming every implementation whose
results changed and the cases that differ.

What is left out, and why: when and where it ran (timestamp, durations,
host, harness version and digest, the command's paths and file digests,
fingerprints, the numbering of protocol messages); the profile (named since profiles exist); the
request identifier `didReceive` carries since the Journey Optimizer profile (an argument no Campaign
Standard verdict reads); and where the suite
files are and what they hash to (the suite digest and the line and column of
each case), because the story files now also hold other profiles'
expectations: a Classic block moves the lines of the cases after it and
changes the files' digest without changing any Campaign Standard case;
and the story files that hold no Campaign Standard story (their cases name
other profiles only, `profiles: [...]`), which the run reads and does not
judge by.
"""
import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def implementations(trackcheck):
    tracker = os.path.join(os.path.dirname(trackcheck), "reference-tracker")
    faults = subprocess.run([tracker, "--list-faults"], check=True, capture_output=True, text=True).stdout.split("\n")
    runs = {"reference": []}
    for line in faults:
        if line.strip():
            name = line.split("\t")[0]
            runs["fault " + name] = ["--", tracker, "--fault", name]
    runs["python"] = ["--", "python3", "Examples/python/adapter.py"]
    runs["python --wrong"] = ["--", "python3", "Examples/python/adapter.py", "--wrong"]
    runs["python calls,hits"] = ["--", "python3", "Examples/python/adapter.py", "--reports", "calls,hits"]
    runs["node"] = ["--", "node", "Examples/node/adapter.js"]
    runs["java"] = ["--platform", "android", "--", "java", "-cp", "Examples/java/build", "Adapter"]
    return runs


MESSAGE_ID = re.compile(r'"id": ?"[0-9]+"')


def reduce(path):
    with open(path, encoding="utf-8") as handle:
        results = json.load(handle)
    for key in ("timestamp", "duration", "host", "harness", "profile"):
        results.pop(key, None)
    for key in ("command", "files", "fingerprints"):
        results["implementation"].pop(key, None)
    results["suites"].pop("digest", None)
    # A story file with no Campaign Standard story (its cases name other profiles only) is read, not judged by.
    if TOLD is not None:
        results["suites"]["files"] = [entry for entry in results["suites"].get("files", []) if entry.get("name") in TOLD]
    for case in results["cases"]:
        case.pop("duration", None)
        # Message ids count the messages of a session: with several jobs, which case a session runs next varies.
        case["transcript"] = [without_request_identifier(MESSAGE_ID.sub('"id":"#"', line)) for line in case.get("transcript", [])]
        case.get("location", {}).pop("line", None)
        case.get("location", {}).pop("column", None)
    return results


# The notification request's identifier that `didReceive` carries since Journey Optimizer's profile (its message id):
# one more argument of the callback, which no Campaign Standard verdict reads.
DID_RECEIVE = '"name":"userNotificationCenter(_:didReceive:withCompletionHandler:)"'
REQUEST_IDENTIFIER = re.compile(r',"identifier":"[^"]*"')


def without_request_identifier(line):
    return REQUEST_IDENTIFIER.sub("", line, count=1) if DID_RECEIVE in line else line


def digest(value):
    return "sha256:" + hashlib.sha256(json.dumps(value, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


# The suites that tell at least one Campaign Standard story (`trackcheck list`), set by run_all.
TOLD = None


def run_all(trackcheck):
    global TOLD
    listed = subprocess.run([trackcheck, "list", "--format", "json"], cwd=ROOT, check=True, capture_output=True, text=True).stdout
    TOLD = {case["suite"] for case in json.loads(listed)["cases"]}
    out = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, arguments in implementations(trackcheck).items():
            results = os.path.join(folder, "results.json")
            command = [trackcheck, "run", "--quiet", "--junit", os.path.join(folder, "junit.xml"), "--results", results] + arguments
            completed = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
            if completed.returncode not in (0, 1):
                sys.exit(f"{name}: trackcheck exited {completed.returncode}\n{completed.stderr[-2000:]}")
            reduced = reduce(results)
            out[name] = {
                "sha256": digest(reduced),
                "summary": reduced["summary"],
                # Each case's digest, 8 hex digits, in the run's order, to name the cases that differ.
                "ids": [case["id"] for case in reduced["cases"]],
                "cases": "".join(digest(case)[7:15] for case in reduced["cases"]),
            }
            os.remove(results)
    return out


def pack(runs):
    """The record as written: each distinct list of case ids once (the runs share three)."""
    lists = {}
    packed = {}
    for name, entry in runs.items():
        key = digest(entry["ids"])[7:19]
        lists[key] = entry["ids"]
        packed[name] = {"sha256": entry["sha256"], "summary": entry["summary"], "ids": key, "cases": entry["cases"]}
    return {"idLists": lists, "runs": packed}


def unpack(record):
    runs = {}
    for name, entry in record["runs"].items():
        ids = record["idLists"][entry["ids"]]
        runs[name] = {"sha256": entry["sha256"], "summary": entry["summary"],
                      "cases": {case: entry["cases"][8 * index:8 * index + 8] for index, case in enumerate(ids)}}
    return runs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trackcheck", required=True)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write")
    group.add_argument("--check")
    options = parser.parse_args()
    trackcheck = os.path.abspath(options.trackcheck)
    now = run_all(trackcheck)
    if options.write:
        with open(options.write, "w", encoding="utf-8") as handle:
            json.dump(pack(now), handle, sort_keys=True, separators=(",", ":"))
            handle.write("\n")
        print(f"wrote {options.write}: {len(now)} implementations")
        return
    with open(options.check, encoding="utf-8") as handle:
        then = unpack(json.load(handle))
    now = unpack(pack(now))
    problems = []
    for name in sorted(set(then) | set(now)):
        if name not in now or name not in then:
            problems.append(f"{name}: {'no longer run' if name not in now else 'new, not in ' + options.check}")
            continue
        if then[name]["sha256"] == now[name]["sha256"]:
            continue
        changed = sorted(case for case in set(then[name]["cases"]) | set(now[name]["cases"])
                         if then[name]["cases"].get(case) != now[name]["cases"].get(case))
        problems.append(f"{name}: results changed ({then[name]['summary']} -> {now[name]['summary']}); "
                        f"{len(changed)} cases differ, e.g. {', '.join(changed[:5]) or 'the header'}")
    for problem in problems:
        print("CHANGED " + problem)
    total = sum(entry["summary"]["total"] for entry in now.values())
    if problems:
        sys.exit(f"{len(problems)} of {len(now)} implementations judged differently under Campaign Standard")
    print(f"Campaign Standard unchanged: {len(now)} implementations, {total} case results identical "
          f"(profile, times, places and suite digest left out)")


if __name__ == "__main__":
    main()

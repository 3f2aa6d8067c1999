#!/usr/bin/env python3
"""A deliberately broken implementation of the trackcheck protocol, for tests.

Usage: misbehave.py MODE. It answers the handshake and `begin` correctly
(unless the mode is about them) and then misbehaves on the first callback of
any case whose id contains "BAD"; other cases get correct, empty answers.
"""
import json
import os
import sys
import time

mode = sys.argv[1]


def send(obj):
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    msg = json.loads(line)
    kind = msg.get("type")
    if kind == "hello":
        if mode == "hang-handshake":
            time.sleep(3600)
        version = 2 if mode == "wrong-version" else 1
        send({"type": "hello", "protocol": version,
              "implementation": {"name": "misbehave-" + mode, "version": "0"},
              "platforms": ["ios"] if mode == "ios-only" else ["ios", "android"],
              "apis": ["collectMessageInfo"]})
    elif kind == "begin":
        if mode == "unsupported":
            send({"type": "unsupported", "id": msg["id"], "reason": "no iOS build here"})
        else:
            send({"type": "ready", "id": msg["id"]})
    elif kind == "callback":
        bad = "BAD" in msg.get("case", "")
        if bad and mode == "garbage":
            sys.stdout.write("this is not json\n")
            sys.stdout.flush()
        elif bad and mode == "hang":
            time.sleep(3600)
        elif bad and mode == "crash":
            sys.stderr.write("fatal: boom in the tracker\n")
            sys.stderr.flush()
            os._exit(3)
        elif bad and mode == "wrong-id":
            send({"type": "calls", "id": "999", "calls": []})
        elif bad and mode == "report-error":
            send({"type": "error", "id": msg["id"], "message": "handler threw NullPointerException"})
        elif bad and mode == "numeric-action":
            args = msg["args"]
            info = args.get("userInfo") or args.get("message", {}).get("data", {})
            send({"type": "calls", "id": msg["id"], "calls": [
                {"api": "collectMessageInfo",
                 "contextData": {"deliveryId": info["_dId"], "broadlogId": info["_mId"], "action": 7}}]})
        else:
            if mode == "chatty":
                sys.stderr.write("x" * 200000 + "\n")
                sys.stderr.flush()
            send({"type": "log", "message": "handled " + msg["name"]})
            send({"type": "calls", "id": msg["id"], "calls": []})
    elif kind == "end":
        send({"type": "calls", "id": msg["id"], "calls": []})
    elif kind == "bye":
        break

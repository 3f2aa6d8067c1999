#!/usr/bin/env python3
"""A protocol 3 Android app whose answers attack trackcheck's budgets.

Usage: app_flood.py MODE. Every callback is answered with the tracking calls
the documents' app makes; what the app reports depends on MODE:

- "notifications": the answer to the first onMessageReceived posts 16,000
  notifications (about 200 KB, within the 1 MiB line limit);
- "shared-extras": the first push posts 499 notifications sharing one delete
  PendingIntent (request code 1, FLAG_UPDATE_CURRENT); the second push posts
  one more whose extras replace the shared ones with 300 KiB, so that "Clear
  all" would send 500 delete intents of 300 KiB each.
"""
import json
import sys

MODE = sys.argv[1] if len(sys.argv) > 1 else "notifications"
LARGE = "x" * (300 * 1024)
posted_first = False


def send(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def delete_intent(extras):
    return {"kind": "broadcast", "requestCode": 1, "flags": ["FLAG_UPDATE_CURRENT", "FLAG_IMMUTABLE"],
            "intent": {"action": "DISMISSED", "extras": extras}}


def posted_for(push, data):
    global posted_first
    first = not posted_first
    posted_first = True
    if MODE == "notifications":
        return [{"id": n} for n in range(16000)] if first else []
    if first:
        return [{"id": n, "for": push, "deleteIntent": delete_intent(dict(data))} for n in range(1, 500)]
    return [{"id": 500, "for": push, "deleteIntent": delete_intent({"padding": LARGE})}]


def call(data, action):
    return {"api": "collectMessageInfo",
            "contextData": {"deliveryId": data.get("_dId", ""), "broadlogId": data.get("_mId", ""), "action": action}}


for line in sys.stdin:
    message = json.loads(line)
    kind = message.get("type")
    if kind == "hello":
        send({"type": "hello", "protocol": 3, "implementation": {"name": "app-flood", "version": "1"},
              "platforms": ["android"], "apis": ["collectMessageInfo"], "features": []})
    elif kind == "begin":
        posted_first = False
        send({"type": "ready", "id": message["id"], "app": {"targetSdk": 34}})
    elif kind == "callback":
        args = message.get("args", {})
        answer = {"type": "calls", "id": message["id"], "calls": []}
        if message["name"].endswith("onMessageReceived"):
            msg = args.get("message", {})
            data = msg.get("data", {})
            answer["calls"] = [call(data, "7")]
            answer["app"] = {"posted": posted_for(msg.get("messageId"), data)}
        elif message["name"].endswith("onDismissReceived"):
            extras = args.get("intent", {}).get("extras", {})
            answer["calls"] = [call(extras, "2")]
        send(answer)
    elif kind == "end":
        send({"type": "calls", "id": message["id"], "calls": []})
    elif kind == "bye":
        break

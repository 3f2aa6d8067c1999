#!/usr/bin/env python3
"""A device whose AEP Messaging and Edge extensions send a story's push tracking events to `trackcheck collect`.

It plays an Android app tracking one push by Journey Optimizer's documents: the receive
(`Messaging.trackPushReceived`) and the tap (`handleNotificationResponse(intent, true, null)`), each sent as the
Edge extension sends an experience event: `POST https://{edge.domain}/ee/v1/interact?configId=…&requestId=…` with
the event's xdm (eventType, pushNotificationTracking, application.launches, the push's _xdm content merged, the
message profile added) and meta.collect.datasetId (docs/profiles/journey-optimizer.md §4, §13). The provider's
message id is the device's own, as FCM assigns it. With --mark, each step is marked on the collector's API
before its event, as a UI test does. With --tap-not-opened, the tap is tracked as
handleNotificationResponse(intent, false, null): its event says the app was not opened (launches 0).
"""
import argparse
import json
import ssl
import sys
import urllib.request
import uuid


def send(url, context, body=None, token=None):
    request = urllib.request.Request(url, data=None if body is None else json.dumps(body).encode(), method="POST")
    request.add_header("Content-Type", "application/json")
    request.add_header("accept", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request, context=context, timeout=30) as response:
        return response.status, response.read()


def event(event_type, message_id, opened, xdm_text):
    xdm = {
        "eventType": event_type,
        "pushNotificationTracking": {"pushProvider": "fcm", "pushProviderMessageID": message_id},
        "application": {"launches": {"value": 1 if opened else 0}},
    }
    tracking = json.loads(xdm_text) if xdm_text else {}
    mixins = tracking.get("mixins") if isinstance(tracking.get("mixins"), dict) else tracking.get("cjm")
    if isinstance(mixins, dict):
        xdm.update(mixins)
        journey = xdm.get("_experience", {}).get("customerJourneyManagement")
        if isinstance(journey, dict):
            journey["messageProfile"] = {"channel": {"_id": "https://ns.adobe.com/xdm/channels/push"}}
            journey["pushChannelContext"] = {"platform": "fcm"}
    xdm["_id"] = str(uuid.uuid4())
    xdm["timestamp"] = "2026-11-29T10:00:00.000Z"
    return {
        "xdm": {"identityMap": {"ECID": [{"id": "00000000000000000000000000000000000001", "authenticatedState": "ambiguous"}]}},
        "events": [{"xdm": xdm, "meta": {"collect": {"datasetId": "ci-dataset"}}}],
        "meta": {"konductorConfig": {"streaming": {"enabled": True, "recordSeparator": "\u0000", "lineFeed": "\n"}}},
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the collector's https://host:port")
    parser.add_argument("--cacert", required=True, help="the authority the collector made")
    parser.add_argument("--fcm-data", required=True, help="the push's data (trackcheck explain CASE --fcm-data)")
    parser.add_argument("--mark", metavar="TOKEN", help="mark each step on the API with this token")
    parser.add_argument("--tap-not-opened", action="store_true")
    arguments = parser.parse_args()
    context = ssl.create_default_context(cafile=arguments.cacert)
    data = json.load(open(arguments.fcm_data))
    message_id = "0:1764410000000000%" + uuid.uuid4().hex[:16]
    interact = arguments.base + "/ee/v1/interact?configId=ci-datastream&requestId="
    for step, event_type, opened in [
        ("receive", "pushTracking.receive", False),
        ("tap", "pushTracking.applicationOpened", not arguments.tap_not_opened),
    ]:
        if arguments.mark:
            send(arguments.base + "/_trackcheck/step?name=" + step, context, token=arguments.mark)
        status, answer = send(interact + str(uuid.uuid4()), context, event(event_type, message_id, opened, data.get("_xdm")))
        reply = json.loads(answer)
        if status != 200 or "handle" not in reply:
            sys.exit("the collector answered %d %r, not the Edge Network's answer" % (status, reply))
    print("sent 2 Edge requests for message", message_id)


if __name__ == "__main__":
    main()

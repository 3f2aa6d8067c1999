"""The SDK's network service, a recorder of every request it sends, and the Campaign extension's hits.

The shape is AEP's (`com.adobe.marketing.mobile.services.Networking` on Android,
`AEPServices.Networking` on iOS): the SDK hands a `NetworkRequest` to
`ServiceProvider.network_service.connect_async(request, callback)`. The kit's default
service is `NetworkRecorder.shared`, which records each request in order (two identical
hits are two entries) and answers it 200; an adapter that reports hits (`serve(…,
reports=["calls", "hits"])`, or `--reports calls,hits` on its command line) sends them
with each answer. docs/PROTOCOL.md, "Hits"; docs/ADAPTERS.md.

With hits reported, the kit's `MobileCore`/`ACPCore` stand-ins send the tracking hit
Campaign's extension sends for each call it accepts (`CampaignHits`), its URL built as
the case's platform builds it.
"""
from __future__ import annotations

import re
import threading
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Type, Union

#: What an adapter can report as evidence (`hello.reports`), in the order the protocol lists them.
EVIDENCE = ("calls", "hits")


def reports_from_command_line(arguments: Sequence[str], default: Sequence[str] = ("calls",)) -> List[str]:
    """What `--reports calls,hits` (or `hits`, `calls`) in `arguments` asks the adapter to report;
    `default` without it, or when it names nothing the protocol knows."""
    arguments = list(arguments)
    if "--reports" not in arguments:
        return list(default)
    flag = arguments.index("--reports")
    if flag + 1 >= len(arguments):
        return list(default)
    named = [word for word in arguments[flag + 1].split(",") if word in EVIDENCE]
    return [word for word in EVIDENCE if word in named] or list(default)


class HttpMethod:
    """AEP's `HttpMethod`."""

    GET = "GET"
    POST = "POST"


class NetworkRequest:
    """AEP's `NetworkRequest`: what the SDK asks its network service to send."""

    def __init__(self, url: str, method: str = HttpMethod.GET, body: Union[bytes, str] = b"",
                 headers: Optional[Mapping[str, str]] = None, connect_timeout: int = 5, read_timeout: int = 5):
        #: The URL exactly as the SDK built it (never re-encoded).
        self.url = url
        #: "GET" or "POST".
        self.method = method
        #: The payload (ignored for a GET).
        self.body = body
        #: The headers.
        self.headers: Dict[str, str] = dict(headers or {})
        #: Seconds to connect and to read (AEP: 5 by default).
        self.connect_timeout = connect_timeout
        self.read_timeout = read_timeout

    # Android's getters.
    def get_url(self) -> str:
        """`getUrl()`."""
        return self.url

    def get_method(self) -> str:
        """`getMethod()`."""
        return self.method

    def get_body(self) -> bytes:
        """`getBody()`: the payload as bytes."""
        return self.body.encode("utf-8") if isinstance(self.body, str) else self.body

    def get_headers(self) -> Dict[str, str]:
        """`getHeaders()`."""
        return self.headers

    # The SDK's own spellings.
    getUrl = get_url
    getMethod = get_method
    getBody = get_body
    getHeaders = get_headers


class HttpConnection:
    """AEP's `HttpConnection`: the answer to a request."""

    def __init__(self, response_code: int, body: bytes = b""):
        self.response_code = response_code
        self.body = body

    def get_response_code(self) -> int:
        """`getResponseCode()`."""
        return self.response_code

    def close(self) -> None:
        """Android's `close()`: nothing to release."""

    # The SDK's own spelling.
    getResponseCode = get_response_code


class NetworkRecorder:
    """Every request the SDK sends, in the order it sends them, answered 200 with an empty body:
    what an adapter reports as hits (`requests` in each answer).

    Two identical hits are two entries: a recorder keyed by URL, as Adobe's own test double
    keeps them, would hide a duplicate. It is the kit's default network service
    (`ServiceProvider.network_service`).
    """

    #: The recorder the kit reports from (set below).
    shared: "NetworkRecorder"

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._requests: List[Dict[str, Any]] = []

    def record(self, method: str, url: str, headers: Optional[Mapping[str, str]] = None, body: str = "") -> None:
        """Records one request the SDK sent."""
        with self._lock:
            self._requests.append({"method": method, "url": url, "headers": dict(headers or {}), "body": body})

    def connect_async(self, request: NetworkRequest,
                      callback: Optional[Callable[[HttpConnection], None]] = None) -> None:
        """Records `request` (method, URL, headers, body) and answers it 200."""
        body = request.getBody().decode("utf-8", "replace") if request.method == HttpMethod.POST else ""
        self.record(request.method, request.url, request.headers, body)
        if callback is not None:
            callback(HttpConnection(200))

    connectAsync = connect_async

    def take(self) -> List[Dict[str, Any]]:
        """The requests recorded since the last take, in order, as the protocol reports them."""
        with self._lock:
            requests, self._requests = self._requests, []
        return requests


NetworkRecorder.shared = NetworkRecorder()


class ServiceProvider:
    """AEP's `ServiceProvider`: the network service the SDK sends through (replaceable, as in a test)."""

    #: The service; the kit's default is the shared recorder (the stand-ins reach no network).
    network_service: Any = NetworkRecorder.shared

    @classmethod
    def get_instance(cls) -> "Type[ServiceProvider]":
        """`ServiceProvider.getInstance()`: the class is its own only instance, so that
        `ServiceProvider.get_instance().get_network_service()` reads as Android's call does."""
        return cls

    @classmethod
    def get_network_service(cls) -> Any:
        """`getNetworkService()`: the network service."""
        return cls.network_service

    @classmethod
    def set_network_service(cls, service: Any) -> None:
        """`setNetworkService(service)`: replaces the network service."""
        cls.network_service = service

    # The SDK's own spellings.
    getInstance = get_instance
    getNetworkService = get_network_service
    setNetworkService = set_network_service


_UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
#: What URLComponents leaves unencoded in a query item's value: `&`, `=` and `+`… are encoded but the `+`.
_QUERY_ITEM_ALLOWED = _UNRESERVED | frozenset("!$'()*+,/:;?@")
#: What URLComponents accepts in a host (a reg-name: unreserved, sub-delimiters, percent-encoded octets).
_HOST_ALLOWED = _UNRESERVED | frozenset("!$&'()*+,;=%")


def _percent_encoded(text: str, allowed: frozenset[str]) -> str:
    return "".join(character if character in allowed else "".join("%%%02X" % byte for byte in character.encode("utf-8"))
                   for character in text)


def _ios_host(server: str) -> Optional[str]:
    """The host `URLComponents.host = server` keeps, or None when it refuses it (`host:port`, a space …)."""
    if server.startswith("[") and server.endswith("]"):
        inside = server[1:-1]
        return server if inside and all(c in "0123456789abcdefABCDEF:." for c in inside) else None
    if not server.isascii():
        try:
            server = server.encode("idna").decode("ascii")
        except UnicodeError:
            return None
    return server if all(character in _HOST_ALLOWED for character in server) else None


class CampaignHits:
    """The Campaign extension's tracking hits, as the kit's SDK stand-ins send them when the adapter
    reports hits: for each call the SDK accepts (`collectMessageInfo`, or `trackAction("tracking", …)`
    with the postback rule) with deliveryId, broadlogId and action non-empty strings, a GET through
    `ServiceProvider.network_service` to `https://{campaign.server}/r/?id={broadlogId},{deliveryId},{action}&mcId={ECID}`,
    built as the case's platform builds it: iOS with `URLComponents` (the query percent-encoded, a `+`
    left as is; a server written `host:port` gives no URL, and the hit is dropped), Android by
    formatting the text (nothing encoded). The same rules and defaults as the Swift and Java kits.
    """

    #: The `campaign.server` used when the app configures none (`MobileCore.update_configuration`).
    DEFAULT_SERVER = "campaign.example.com"
    #: The ECID the stand-ins' Identity holds.
    ECID = "43174937127634517389425386451364813219"
    #: The headers each platform's extension sends with a hit.
    HEADERS = {"ios": {"Content-Type": "application/json", "Accept": "*/*"},
               "android": {"connection": "close", "Content-Type": "application/json", "Accept": "*/*"}}

    #: Whether the stand-ins send hits (the adapter reports them), and as which platform's extension.
    sending = False
    platform = "ios"
    #: The app's `campaign.server`, when it configured one.
    server: Optional[str] = None

    @staticmethod
    def tracking_url(platform: str, server: str, broadlog_id: str, delivery_id: str, action: str,
                     ecid: str) -> Optional[str]:
        """The tracking URL `platform`'s Campaign extension builds, or None when it builds none (an empty
        value; on iOS a server `URLComponents.host` refuses, such as `host:port`)."""
        if not all((server, broadlog_id, delivery_id, action, ecid)):
            return None
        if platform != "ios":
            # Android: String.format(CAMPAIGN_TRACKING_URL, server, broadlogId, deliveryId, action, ecid).
            return "https://%s/r/?id=%s,%s,%s&mcId=%s" % (server, broadlog_id, delivery_id, action, ecid)
        host = _ios_host(server)
        if host is None:
            return None
        query = "id=%s&mcId=%s" % (_percent_encoded("%s,%s,%s" % (broadlog_id, delivery_id, action), _QUERY_ITEM_ALLOWED),
                                   _percent_encoded(ecid, _QUERY_ITEM_ALLOWED))
        return "https://%s/r/?%s" % (host, query)

    @classmethod
    def configuration(cls, values: Mapping[str, Any]) -> None:
        """The app's configuration (`MobileCore.update_configuration`): its `campaign.server`."""
        server = values.get("campaign.server")
        if isinstance(server, str):
            cls.server = server

    @classmethod
    def process(cls, api: str, action: Any, context_data: Any) -> None:
        """What the extension does with a call the tracker made: the hit it sends, if any."""
        if not cls.sending or not isinstance(context_data, Mapping):
            return
        if api != "collectMessageInfo" and not (api == "trackAction" and action == "tracking"):
            return

        # iOS reads each value `as? String`, Android with `optString(…, "")`: anything else sends nothing.
        def text(key: str) -> str:
            value = context_data.get(key)
            return value if isinstance(value, str) else ""

        server = cls.server if cls.server is not None else cls.DEFAULT_SERVER
        url = cls.tracking_url(cls.platform, server, text("broadlogId"), text("deliveryId"), text("action"), cls.ECID)
        if url is None:
            return
        headers = cls.HEADERS["ios" if cls.platform == "ios" else "android"]
        ServiceProvider.network_service.connect_async(NetworkRequest(url, HttpMethod.GET, b"", headers), None)


_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")
_SUB_DELIMS = frozenset("!$&'()*+,;=")
#: What Foundation's `URL(string:)` keeps in a URL's path, query and fragment; anything else it percent-encodes.
_URL_TAIL_ALLOWED = _UNRESERVED | _SUB_DELIMS | frozenset(":@/?")
#: What it keeps in the user information before an `@`.
_URL_USERINFO_ALLOWED = _UNRESERVED | _SUB_DELIMS | frozenset(":")
#: A UUID as `UUID(uuidString:)` (iOS) and `TrackRequestManager.UUID_PATTERN` (Android) take it: 8-4-4-4-12 hex, any case.
_UUID = re.compile(r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}")
#: A decimal integer as Swift's `Int(_:)` and Java's `Long.parseLong` read it (ASCII digits here: Java also takes other
#: Unicode decimal digits, which the Java kit follows and this kit does not).
_DECIMAL = re.compile(r"[+-]?[0-9]+")


def _valid_percent(text: str, index: int) -> bool:
    """Whether the `%` at `index` starts a percent-encoded octet (two hex digits follow)."""
    return index + 2 < len(text) and text[index + 1] in _HEX_DIGITS and text[index + 2] in _HEX_DIGITS


def _encode_invalid(text: str, allowed: frozenset[str], fragment: bool) -> str:
    """`text` with every character `allowed` lacks percent-encoded (UTF-8, upper-case hex), a valid `%XX` kept, and,
    with `fragment`, the first `#` kept (the fragment's start)."""
    encoded = []
    hashed = not fragment
    for index, character in enumerate(text):
        if character == "%" and _valid_percent(text, index):
            encoded.append(character)
        elif character == "#" and not hashed:
            hashed = True
            encoded.append(character)
        elif character in allowed:
            encoded.append(character)
        else:
            encoded.append("".join("%%%02X" % byte for byte in character.encode("utf-8", "surrogatepass")))
    return "".join(encoded)


def ios_url(text: str) -> Optional[str]:
    """`URL(string: text)?.absoluteString` for an `https://` URL, as Foundation does in Swift 6 (measured with Swift
    6.3 on Linux): characters a URL cannot hold in the user information, path, query or fragment are percent-encoded
    (a space as `%20`, a second `#` as `%23`, a `%` not followed by two hex digits as `%25`); a host with such a
    character, or a port that is not digits, gives no URL (None); a host beyond ASCII is IDNA-encoded. Whether an iOS
    version returns nil rather than encoding is not verified (docs/profiles/campaign-classic.md, 4.3)."""
    prefix = "https://"
    if not text.startswith(prefix):
        return None
    rest = text[len(prefix):]
    end = min([rest.index(mark) for mark in "/?#" if mark in rest] or [len(rest)])
    authority, tail = rest[:end], rest[end:]
    userinfo, _, hostport = authority.rpartition("@") if "@" in authority else (None, "", authority)
    if hostport.startswith("["):
        close = hostport.find("]")
        if close < 0:
            return None
        host, after = hostport[:close + 1], hostport[close + 1:]
        if after and not after.startswith(":"):
            return None
        port: Optional[str] = after[1:] if after else None
    else:
        host, colon, port_text = hostport.partition(":")
        port = port_text if colon else None
        if not host.isascii():
            try:
                host = host.encode("idna").decode("ascii").lower()
            except UnicodeError:
                return None
        index = 0
        while index < len(host):
            if host[index] == "%":
                if not _valid_percent(host, index):
                    return None
                index += 3
                continue
            if host[index] not in _UNRESERVED and host[index] not in _SUB_DELIMS:
                return None
            index += 1
    if port is not None and not all(character in "0123456789" for character in port):
        return None
    url = prefix
    if userinfo is not None:
        url += _encode_invalid(userinfo, _URL_USERINFO_ALLOWED, fragment=False) + "@"
    url += host + (":" + port if port is not None else "")
    return url + _encode_invalid(tail, _URL_TAIL_ALLOWED, fragment=True)


class CampaignClassicHits:
    """The Campaign Classic extension's tracking requests, as the kit's `CampaignClassic` stand-in sends them when the
    adapter reports hits: for each `trackNotificationReceive` (tag `1`) or `trackNotificationClick` (tag `2`) that
    passes the extension's gates, a GET with no body and no headers through `ServiceProvider.network_service` to
    `https://{campaignclassic.trackingServer}/r/?id=h{messageId},{_dId},{tag}` (AEPCampaignClassic
    `TRACKING_API_URL_BASE`: Android 3.1.4, aepsdk-campaignclassic-android@fe21bacd `TrackRequestManager.kt`; iOS
    5.0.0, aepsdk-campaignclassic-ios@ff0d579d `CampaignClassic.swift`; docs/profiles/campaign-classic.md, sections 2
    and 4), built as the case's platform builds it: Android formats the text (nothing encoded), iOS formats it and
    parses it with `URL(string:)` (`ios_url`; no URL, no request).

    The gates, in the extension's order:

    - privacy opted in: the stand-ins' SDK always is, as for Campaign Standard's hits;
    - `campaignclassic.trackingServer`: the app's (`MobileCore.update_configuration`), else `DEFAULT_TRACKING_SERVER`
      (as `configureWithAppID`'s configuration would hold one); a configured value that is not a string, or empty
      (Android: blank), sends nothing;
    - `_dId` and `_mId` strings, not empty (Android: not blank; Android reads the map as a string map, so one value
      that is not a string leaves it without ids; iOS reads each `as? String`, so a number is missing);
    - `_mId` a UUID, kept as it is, or a decimal integer, as its hex (`message_id`); anything else sends nothing.
    """

    #: The `campaignclassic.trackingServer` used when the app configures none.
    DEFAULT_TRACKING_SERVER = "tracking.example.com"
    #: `MESSAGE_RECEIVED_TAGID` / `TRACK_RECEIVE_TAG_ID`, `MESSAGE_CLICKED_TAGID` / `TRACK_CLICK_TAG_ID`.
    RECEIVE = "1"
    CLICK = "2"
    #: The extension's default timeout, seconds (`campaignclassic.timeout`).
    TIMEOUT = 30
    #: Whether the app configured `campaignclassic.trackingServer`, and its value as given.
    configured = False
    server: Any = None

    @staticmethod
    def message_id(platform: str, message_id: str) -> Optional[str]:
        """The `id`'s message part `platform`'s extension makes of `_mId`, or None when it sends nothing. A UUID as it
        is. A decimal integer that fits 64 bits as its lower-case hex: Android as `String.format("%x", …)` of the
        64-bit value, no padding, but a negative value that fits 32 bits in 32-bit two's complement (`toInt()`,
        3.1.4); iOS as `String(format: "%02x", Int(…))`, which takes the value's low 32 bits and pads 0-15 to two
        digits (measured with Swift 6.3's Foundation on Linux; on a device, beyond 32 bits and negative values are
        unverified: docs/profiles/campaign-classic.md, 4.2)."""
        if _UUID.fullmatch(message_id):
            return message_id
        if not _DECIMAL.fullmatch(message_id):
            return None
        value = int(message_id)
        if platform == "ios":
            return "%02x" % (value & 0xFFFFFFFF) if -2 ** 63 <= value < 2 ** 63 else None
        if message_id.startswith("-") and value >= -2 ** 31:
            # isNegative32BitDecimal: a '-', then digits, and a value toIntOrNull takes.
            return "%x" % (value & 0xFFFFFFFF)
        return "%x" % (value & 0xFFFFFFFFFFFFFFFF) if -2 ** 63 <= value < 2 ** 63 else None

    @classmethod
    def tracking_url(cls, platform: str, server: Any, track_info: Any, tag: str) -> Optional[str]:
        """The tracking URL `platform`'s extension builds for a call with `track_info`, sent to `server`, or None when
        it sends nothing (a gate above)."""
        android = platform != "ios"

        def present(value: Any) -> bool:
            # Android: optString(…, "") then isNullOrBlank; iOS: `as? String`, then isEmpty.
            return isinstance(value, str) and value != "" and not (android and value.isspace())

        if not present(server) or not isinstance(track_info, Mapping):
            return None
        if android and any(not isinstance(key, str) or (value is not None and not isinstance(value, str))
                           for key, value in track_info.items()):
            return None  # DataReader.optStringMap: not a string map, so no ids
        delivery_id, message_id = track_info.get("_dId"), track_info.get("_mId")
        if not present(delivery_id) or not isinstance(message_id, str) or not present(message_id):
            return None
        converted = cls.message_id(platform, message_id)
        if converted is None:
            return None
        url = "https://%s/r/?id=h%s,%s,%s" % (server, converted, delivery_id, tag)
        return url if android else ios_url(url)

    @classmethod
    def configuration(cls, values: Mapping[str, Any]) -> None:
        """The app's configuration (`MobileCore.update_configuration`): its `campaignclassic.trackingServer`."""
        if "campaignclassic.trackingServer" in values:
            cls.configured = True
            cls.server = values["campaignclassic.trackingServer"]

    @classmethod
    def process(cls, tag: str, track_info: Any) -> None:
        """What the extension does with a call the tracker made: the request it sends, if any."""
        if not CampaignHits.sending:
            return
        server = cls.server if cls.configured else cls.DEFAULT_TRACKING_SERVER
        url = cls.tracking_url(CampaignHits.platform, server, track_info, tag)
        if url is None:
            return
        ServiceProvider.network_service.connect_async(NetworkRequest(url, HttpMethod.GET, b"", {}, cls.TIMEOUT, cls.TIMEOUT), None)


class EdgeHits:
    """The Edge Network requests of Journey Optimizer's push tracking, as the kit's `Messaging` stand-in sends them
    when the adapter reports hits: each event the Messaging extension dispatches, sent by the Edge extension as one
    experience event in its own request (AEPMessaging 3.10.0 Android / 5.14.0 iOS `handleTrackingInfo`,
    `sendPushInteraction`; AEPEdge's `EdgeEndpoint`, `RequestBuilder`; docs/profiles/journey-optimizer.md §4, §13):
    `POST https://{edge.domain}/ee/v1/interact?configId={edge.configId}&requestId={UUID}`, the event's `xdm`
    (`eventType`, `pushNotificationTracking`, `application.launches.value`, the `_xdm`'s `mixins` else `cjm` merged
    in, the message profile added to its journey data, `_id`, `timestamp`) and `meta.collect.datasetId`. The same
    rules and defaults as the Java kit's `EdgeHits`: `edge.domain` else `edge.adobedc.net`, the kit's datastream and
    dataset unless the app configures its own, and nothing sent for a blank one."""

    DEFAULT_DOMAIN = "edge.adobedc.net"
    DEFAULT_DATASTREAM = "trackcheck-datastream"
    DEFAULT_DATASET = "trackcheck-push-tracking-dataset"
    HEADERS = {"accept": "application/json", "Content-Type": "application/json"}
    #: The app's configuration: the Edge and Messaging keys it gave `MobileCore.update_configuration`.
    configured: Dict[str, Any] = {}

    @classmethod
    def configuration(cls, values: Mapping[str, Any]) -> None:
        for key in ("edge.domain", "edge.configId", "messaging.eventDataset"):
            if key in values:
                cls.configured[key] = values[key]

    @classmethod
    def _setting(cls, key: str, default: str) -> str:
        if key not in cls.configured:
            return default
        value = cls.configured[key]
        return value.strip() if isinstance(value, str) else ""

    @staticmethod
    def mixins(adobe_xdm: Any, platform: str) -> Dict[str, Any]:
        """`addXDMData` / `addAdobeData`: `_xdm`'s `mixins`, else its `cjm` (Android's JSON text, iOS's dictionary), with
        the message profile and push channel context put into its `_experience.customerJourneyManagement`."""
        import copy
        import json
        tracking = adobe_xdm
        if isinstance(adobe_xdm, str):
            try:
                tracking = json.loads(adobe_xdm)
            except ValueError:
                return {}
        if not isinstance(tracking, dict):
            return {}
        chosen = tracking.get("mixins") if isinstance(tracking.get("mixins"), dict) else tracking.get("cjm")
        if not isinstance(chosen, dict):
            return {}
        content = copy.deepcopy(chosen)
        journey = content.get("_experience", {}).get("customerJourneyManagement") if isinstance(content.get("_experience"), dict) else None
        if isinstance(journey, dict):
            journey["messageProfile"] = {"channel": {"_id": "https://ns.adobe.com/xdm/channels/push"}}
            journey["pushChannelContext"] = {"platform": "apns" if platform == "ios" else "fcm"}
        return content

    @classmethod
    def body(cls, event: Mapping[str, Any], dataset: str, platform: str) -> Dict[str, Any]:
        """The request body the Edge extension sends for the Messaging `event`, to `dataset`."""
        import datetime
        import uuid
        tracking: Dict[str, Any] = {"pushProvider": "apns" if platform == "ios" else "fcm",
                                    "pushProviderMessageID": event.get("messageId")}
        if event.get("actionId") is not None:
            tracking["customAction"] = {"actionID": event["actionId"]}
        xdm: Dict[str, Any] = {"eventType": event.get("eventType"), "pushNotificationTracking": tracking,
                               "application": {"launches": {"value": 1 if event.get("applicationOpened") is True else 0}}}
        xdm.update(cls.mixins(event.get("adobe_xdm"), platform))
        # The event's id: Android's `UUID.randomUUID().toString()`, iOS's `event.id.uuidString` (upper-case).
        xdm["_id"] = str(uuid.uuid4()).upper() if platform == "ios" else str(uuid.uuid4())
        xdm["timestamp"] = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
        return {"events": [{"xdm": xdm, "meta": {"collect": {"datasetId": dataset}}}],
                "meta": {"konductorConfig": {"streaming": {"enabled": True, "recordSeparator": "\u0000", "lineFeed": "\n"}}}}

    @classmethod
    def process(cls, event: Mapping[str, Any]) -> None:
        """What the Edge extension does with an event the Messaging extension dispatched: the request it sends, if any."""
        import json
        import uuid
        if not CampaignHits.sending:
            return
        dataset = cls._setting("messaging.eventDataset", cls.DEFAULT_DATASET)
        datastream = cls._setting("edge.configId", cls.DEFAULT_DATASTREAM)
        if not dataset or not datastream:
            return
        domain = cls._setting("edge.domain", cls.DEFAULT_DOMAIN) or cls.DEFAULT_DOMAIN
        request_id = str(uuid.uuid4())
        if CampaignHits.platform == "ios":
            request_id = request_id.upper()  # Foundation's UUID().uuidString
        url = "https://%s/ee/v1/interact?configId=%s&requestId=%s" % (domain, datastream, request_id)
        body = json.dumps(cls.body(event, dataset, CampaignHits.platform))
        ServiceProvider.network_service.connect_async(NetworkRequest(url, HttpMethod.POST, body, dict(cls.HEADERS)), None)

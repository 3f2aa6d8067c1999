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

import threading
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Union

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
    def getUrl(self) -> str:  # noqa: N802 - the SDK's spelling
        return self.url

    def getMethod(self) -> str:  # noqa: N802
        return self.method

    def getBody(self) -> bytes:  # noqa: N802
        return self.body.encode("utf-8") if isinstance(self.body, str) else self.body

    def getHeaders(self) -> Dict[str, str]:  # noqa: N802
        return self.headers


class HttpConnection:
    """AEP's `HttpConnection`: the answer to a request."""

    def __init__(self, response_code: int, body: bytes = b""):
        self.response_code = response_code
        self.body = body

    def getResponseCode(self) -> int:  # noqa: N802 - the SDK's spelling
        return self.response_code

    def close(self) -> None:
        """Android's `close()`: nothing to release."""


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
    def getNetworkService(cls) -> Any:  # noqa: N802 - the SDK's spelling
        return cls.network_service

    @classmethod
    def setNetworkService(cls, service: Any) -> None:  # noqa: N802
        cls.network_service = service


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

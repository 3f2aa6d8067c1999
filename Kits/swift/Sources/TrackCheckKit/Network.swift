import Foundation
import Synchronization

// The SDK's network service as AEPServices declares it (`Networking`, `NetworkRequest`, `HttpConnection`,
// `HttpMethod`, `ServiceProvider.shared.networkService`), a recorder of every request in order
// (``NetworkRecorder``), and the Campaign extension's tracking hits as the stand-ins send them when the
// adapter reports hits (``CampaignHits``). docs/PROTOCOL.md, "Hits"; docs/ADAPTERS.md.

/// What an adapter reports as evidence (`hello.reports`): the tracking calls, the requests the SDK sent, or both.
public enum Evidence: String, Sendable, CaseIterable {
  /// The calls the tracker's code made (`collectMessageInfo`, `trackAction`).
  case calls
  /// The HTTP requests the SDK sent (its tracking hits among them), in order.
  case hits

  /// What the adapter's command line asks it to report: `--reports calls,hits` (or `hits`, `calls`); `fallback` without it.
  public static func commandLine(_ arguments: [String] = CommandLine.arguments, default fallback: [Evidence] = [.calls]) -> [Evidence] {
    guard let flag = arguments.firstIndex(of: "--reports"), flag + 1 < arguments.count else { return fallback }
    let named = arguments[flag + 1].split(separator: ",").compactMap { Evidence(rawValue: String($0)) }
    return named.isEmpty ? fallback : named
  }
}

/// AEPServices' `HttpMethod`.
public enum HttpMethod: Int, Sendable {
  case get
  case post

  /// `"GET"` or `"POST"`.
  public func toString() -> String {
    switch self {
    case .get: "GET"
    case .post: "POST"
    }
  }
}

/// AEPServices' `NetworkRequest`: what the SDK asks its network service to send.
public final class NetworkRequest: Sendable {
  /// The URL, which the SDK builds (https only).
  public let url: URL
  /// GET or POST.
  public let httpMethod: HttpMethod
  /// The body (ignored for a GET).
  public let connectPayload: Data
  /// The headers.
  public let httpHeaders: [String: String]
  /// Seconds to connect (AEPServices: 5 by default).
  public let connectTimeout: TimeInterval
  /// Seconds to read (AEPServices: 5 by default).
  public let readTimeout: TimeInterval

  /// A request with a text body, as AEPServices' convenience initialiser takes it.
  public convenience init(
    url: URL, httpMethod: HttpMethod = .get, connectPayload: String = "", httpHeaders: [String: String] = [:],
    connectTimeout: TimeInterval = 5,
    readTimeout: TimeInterval = 5
  ) {
    self.init(
      url: url, httpMethod: httpMethod, connectPayloadData: Data(connectPayload.utf8), httpHeaders: httpHeaders,
      connectTimeout: connectTimeout,
      readTimeout: readTimeout)
  }

  /// A request with a body of bytes.
  public init(
    url: URL, httpMethod: HttpMethod = .get, connectPayloadData: Data, httpHeaders: [String: String] = [:],
    connectTimeout: TimeInterval = 5,
    readTimeout: TimeInterval = 5
  ) {
    self.url = url
    self.httpMethod = httpMethod
    connectPayload = connectPayloadData
    self.httpHeaders = httpHeaders
    self.connectTimeout = connectTimeout
    self.readTimeout = readTimeout
  }
}

/// AEPServices' `HttpConnection`: the answer to a request. (AEPServices holds an `HTTPURLResponse`, which
/// Foundation on Linux keeps in FoundationNetworking; the stand-in holds its status code.)
public struct HttpConnection {
  /// The body received.
  public let data: Data?
  /// The HTTP status, or nil when nothing was received.
  public let responseCode: Int?
  /// Why the request failed, if it did.
  public let error: (any Error)?

  /// An answer.
  public init(data: Data?, responseCode: Int?, error: (any Error)?) {
    self.data = data
    self.responseCode = responseCode
    self.error = error
  }

  /// The body as UTF-8 text.
  public var responseString: String? { data.map { String(decoding: $0, as: UTF8.self) } }
}

/// AEPServices' `Networking`: the SDK's network service, which `ServiceProvider.shared.networkService` replaces.
public protocol Networking: Sendable {
  /// Sends `networkRequest`; `completionHandler` gets the answer.
  func connectAsync(networkRequest: NetworkRequest, completionHandler: ((HttpConnection) -> Void)?)
}

extension ServiceProvider {
  /// The network service the SDK sends through (AEPServices: settable, to override the default). The
  /// kit's default is ``NetworkRecorder/shared``: the stand-ins reach no network.
  public var networkService: any Networking {
    get { Self.network.withLock { $0 } }
    set { Self.network.withLock { $0 = newValue } }
  }

  static let network = Mutex<any Networking>(NetworkRecorder.shared)
}

/// Every request the SDK sends, in the order it sends them, answered `200` with an empty body: what an
/// adapter reports as hits (`requests` in each answer).
///
/// Two identical hits are two entries: a recorder keyed by URL, as Adobe's own test double on Android
/// keeps them, would hide a duplicate. With the stand-ins it is the default network service. With the real
/// AEP SDK (an XCTest), install it in place of the SDK's own:
///
/// ```swift
/// import AEPServices
///
/// final class Recorder: AEPServices.Networking {
///   func connectAsync(networkRequest: AEPServices.NetworkRequest, completionHandler: ((AEPServices.HttpConnection) -> Void)?) {
///     NetworkRecorder.shared.record(
///       method: networkRequest.httpMethod.toString(), url: networkRequest.url.absoluteString,
///       headers: networkRequest.httpHeaders, body: String(decoding: networkRequest.connectPayload, as: UTF8.self))
///     completionHandler?(HttpConnection(data: Data(), response: HTTPURLResponse(url: networkRequest.url, statusCode: 200,
///       httpVersion: nil, headerFields: nil), error: nil))
///   }
/// }
/// ServiceProvider.shared.networkService = Recorder()
/// ```
public final class NetworkRecorder: Networking {
  /// One request, as the SDK sent it.
  public struct Request: Sendable, Equatable {
    /// `GET` or `POST`.
    public var method: String
    /// The URL exactly as the SDK built it (`url.absoluteString`).
    public var url: String
    /// The headers.
    public var headers: [String: String]
    /// The body, as text.
    public var body: String

    /// A request.
    public init(method: String, url: String, headers: [String: String] = [:], body: String = "") {
      self.method = method
      self.url = url
      self.headers = headers
      self.body = body
    }

    /// As the protocol reports it.
    var reported: [String: Any] { ["method": method, "url": url, "headers": headers, "body": body] }
  }

  /// The recorder the kit reports from.
  public static let shared = NetworkRecorder()

  private let requests = Mutex<[Request]>([])

  /// A recorder.
  public init() {}

  /// Records one request the SDK sent.
  public func record(method: String, url: String, headers: [String: String] = [:], body: String = "") {
    requests.withLock { $0.append(Request(method: method, url: url, headers: headers, body: body)) }
  }

  /// Records `networkRequest` and answers it `200`.
  public func connectAsync(networkRequest: NetworkRequest, completionHandler: ((HttpConnection) -> Void)?) {
    record(
      method: networkRequest.httpMethod.toString(), url: networkRequest.url.absoluteString, headers: networkRequest.httpHeaders,
      body: networkRequest.httpMethod == .post ? String(decoding: networkRequest.connectPayload, as: UTF8.self) : "")
    completionHandler?(HttpConnection(data: Data(), responseCode: 200, error: nil))
  }

  /// The requests recorded since the last `take()`, in order.
  public func take() -> [Request] {
    requests.withLock { requests in
      defer { requests = [] }
      return requests
    }
  }

  /// The requests since the last `take()`, as the protocol reports them.
  func reportedRequests() -> [[String: Any]] { take().map(\.reported) }
}

/// The Campaign extension's tracking hits, as the kit's SDK stand-ins send them when the adapter reports
/// hits (``TrackCheck/serve(name:version:apis:reports:notificationDelegate:infoDictionary:unsupported:makeAppDelegate:)``):
/// for each call the SDK accepts — `collectMessageInfo`, or `trackAction("tracking", …)` with the postback
/// rule — with three non-empty string values, a `GET` through ``ServiceProvider/networkService`` to
/// `https://{campaign.server}/r/?id={broadlogId},{deliveryId},{action}&mcId={ECID}`, built as the platform's
/// extension builds it: iOS with `URLComponents` (the query percent-encoded, a `+` left as is; a server
/// written `host:port` gives no URL, and the hit is dropped), Android by formatting the text (nothing encoded).
public enum CampaignHits {
  /// The `campaign.server` used when the app configures none (`MobileCore.updateConfigurationWith(configDict:)`).
  public static let defaultServer = "campaign.example.com"
  /// The ECID the stand-ins' Identity holds.
  public static let ecid = "43174937127634517389425386451364813219"

  struct State {
    var sending = false
    var platform = "ios"
    var server: String?
  }

  static let state = Mutex(State())

  /// Whether the stand-ins send hits, and as which platform's extension.
  static func configure(sending: Bool, platform: String) {
    state.withLock {
      $0.sending = sending
      $0.platform = platform
    }
  }

  /// The app's configuration (`campaign.server`), as `updateConfigurationWith(configDict:)` gives it.
  static func configuration(_ values: [String: Any]) {
    guard let server = values["campaign.server"] as? String else { return }
    state.withLock { $0.server = server }
  }

  /// What the extension does with a call the tracker made: the hit it sends, if any.
  static func process(_ call: TrackingRecorder.Call) {
    let (sending, platform, server) = state.withLock { ($0.sending, $0.platform, $0.server ?? defaultServer) }
    guard sending, call.api == "collectMessageInfo" || (call.api == "trackAction" && call.action == "tracking") else { return }
    // iOS reads each value `as? String`, Android with `optString(…, "")`: anything else, or empty, sends nothing.
    guard case .string(let broadlogId)? = call.context?["broadlogId"], case .string(let deliveryId)? = call.context?["deliveryId"],
      case .string(let action)? = call.context?["action"],
      let url = trackingURL(platform: platform, server: server, broadlogId: broadlogId, deliveryId: deliveryId, action: action, ecid: ecid)
    else { return }
    guard platform == "ios" else {
      // Android's NetworkRequest holds the URL as text, sent as formatted (Foundation's URL would encode it), with
      // the headers the Android extension sets.
      let headers = ["connection": "close", "Content-Type": "application/json", "Accept": "*/*"]
      (ServiceProvider.shared.networkService as? NetworkRecorder)?.record(method: "GET", url: url, headers: headers)
      return
    }
    guard let parsed = URL(string: url) else { return }
    let request = NetworkRequest(
      url: parsed, httpMethod: .get, connectPayload: "", httpHeaders: ["Content-Type": "application/json", "Accept": "*/*"])
    ServiceProvider.shared.networkService.connectAsync(networkRequest: request, completionHandler: nil)
  }

  /// The tracking URL `platform`'s Campaign extension builds, or nil when it builds none (an empty value; on
  /// iOS a server `URLComponents.host` refuses, such as `host:port`).
  public static func trackingURL(
    platform: String, server: String, broadlogId: String, deliveryId: String, action: String, ecid: String
  ) -> String? {
    guard !server.isEmpty, !broadlogId.isEmpty, !deliveryId.isEmpty, !action.isEmpty, !ecid.isEmpty else { return nil }
    guard platform == "ios" else {
      // Android: String.format(CAMPAIGN_TRACKING_URL, server, broadlogId, deliveryId, action, ecid).
      return "https://\(server)/r/?id=\(broadlogId),\(deliveryId),\(action)&mcId=\(ecid)"
    }
    var components = URLComponents()
    components.scheme = "https"
    components.host = server
    components.path = "/r/"
    components.queryItems = [
      URLQueryItem(name: "id", value: "\(broadlogId),\(deliveryId),\(action)"), URLQueryItem(name: "mcId", value: ecid),
    ]
    return components.url?.absoluteString
  }
}

import TrackCheckJudging
import TrackCheckModel

/// One request the collector received, as it arrived: what a device's SDK sent, in the order it came.
public struct CollectedRequest: Sendable, Hashable {
  /// The listener it came to.
  public enum Scheme: String, Sendable, Hashable {
    /// The HTTPS listener (the SDK's own requests, the device trusting the collector's certificate).
    case https
    /// The plain HTTP listener (a test proxy that ends TLS in front of the collector).
    case http
  }

  /// One header, as sent (names keep their case, order is kept): the header of a request `run` reads.
  public typealias Header = RecordedRequest.Header

  /// Arrival order across every device, from 1.
  public var sequence: Int
  /// The device it is kept under (``DeviceKey``).
  public var device: DeviceKey
  /// The listener's scheme.
  public var scheme: Scheme
  /// The HTTP method.
  public var method: String
  /// The `Host` header (empty when the request had none).
  public var host: String
  /// The request target: path and query, as sent.
  public var target: String
  /// The headers.
  public var headers: [Header]
  /// The body, as text (a `GET`'s is empty).
  public var body: String
  /// Milliseconds since the collector started.
  public var receivedAt: Int64

  /// Creates a request.
  public init(
    sequence: Int, device: DeviceKey, scheme: Scheme, method: String, host: String, target: String, headers: [Header], body: String,
    receivedAt: Int64
  ) {
    self.sequence = sequence
    self.device = device
    self.scheme = scheme
    self.method = method
    self.host = host
    self.target = target
    self.headers = headers
    self.body = body
    self.receivedAt = receivedAt
  }

  /// The URL as the SDK addressed it: `https://host/r/?id=…`.
  public var url: String { "\(scheme.rawValue)://\(host)\(target)" }

  /// The path, without the query.
  public var path: Substring { target.prefix { $0 != "?" } }

  /// The query's parameters in order, each value percent-decoded where it is valid percent-encoding
  /// (iOS encodes the query; Android sends it as formatted).
  public var query: [(name: String, value: String)] { QueryString.parameters(of: target) }
}

/// The key a device's requests are kept under: its Experience Cloud ID (ECID) where a request carries one
/// (a tracking hit's `mcId`, a registration's path, an identity request's `d_mid`), else what the test says
/// (an `X-TrackCheck-Device` header a proxy adds), else the address it came from.
public struct DeviceKey: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// What the key was read from.
  public enum Source: String, Sendable, Hashable {
    /// The Experience Cloud ID the SDK sent.
    case ecid
    /// The `X-TrackCheck-Device` header.
    case header
    /// The client's address (requests that name no device).
    case address
  }

  /// What the key was read from.
  public var source: Source
  /// The key.
  public var value: String

  /// Creates a key.
  public init(_ source: Source, _ value: String) {
    self.source = source
    self.value = value
  }

  /// `ecid:…`, `header:…` or `address:…`; also how a query names a device.
  public var description: String { "\(source.rawValue):\(value)" }

  /// A key as written by ``description``; a bare value is an ECID.
  public init(parsing text: String) {
    let parts = text.split(separator: ":", maxSplits: 1)
    if parts.count == 2, let source = Source(rawValue: String(parts[0])) {
      self.init(source, String(parts[1]))
    } else {
      self.init(.ecid, text)
    }
  }

  public static func < (lhs: DeviceKey, rhs: DeviceKey) -> Bool { lhs.description < rhs.description }

  /// The device a request belongs to.
  static func of(target: String, headers: [CollectedRequest.Header], address: String) -> DeviceKey {
    if let named = headers.first(where: { $0.name.lowercased() == "x-trackcheck-device" })?.value, !named.isEmpty {
      return DeviceKey(.header, named)
    }
    let parameters = QueryString.parameters(of: target)
    for name in ["mcId", "d_mid"] {
      if let ecid = parameters.first(where: { $0.name == name })?.value, !ecid.isEmpty { return DeviceKey(.ecid, ecid) }
    }
    // POST …/rest/head/mobileAppV5/{pkey}/subscriptions/{ecid}
    let path = target.prefix { $0 != "?" }.split(separator: "/")
    if let index = path.firstIndex(of: "subscriptions"), index + 1 < path.endIndex, path.contains("mobileAppV5") {
      return DeviceKey(.ecid, String(path[index + 1]))
    }
    return DeviceKey(.address, address)
  }
}

/// A URL's query, read leniently: Android's Campaign extension formats hits without encoding them.
enum QueryString {
  static func parameters(of target: String) -> [(name: String, value: String)] {
    guard let mark = target.firstIndex(of: "?") else { return [] }
    return target[target.index(after: mark)...].split(separator: "&", omittingEmptySubsequences: true).map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (decoded(parts[0]), parts.count > 1 ? decoded(parts[1]) : "")
    }
  }

  /// `text` percent-decoded as Campaign reads a hit's query (``HitDecoding/percentDecoded(_:)``: a `+` stays
  /// a plus); as it is when it holds a broken escape (Android sends hits unencoded).
  static func decoded(_ text: Substring) -> String { HitDecoding.percentDecoded(text) ?? String(text) }
}

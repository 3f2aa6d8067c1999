import TrackCheckJudging
import TrackCheckModel

extension CollectedRequest {
  /// The request as `run` reads an implementation's: its method, URL as addressed, headers and body.
  public var recorded: RecordedRequest {
    RecordedRequest(
      method: method, url: url, headers: headers, body: body, callbackIndex: nil)
  }

  /// What the request is, told from its URL as `run` tells it (``HitDecoding``).
  public var kind: RequestKind { HitDecoding([recorded], platform: .android).kinds.first ?? .other }
}

/// The collector's answer to one of the SDK's requests: the least that lets the SDK proceed.
public struct CollectResponse: Sendable, Hashable {
  /// The status code.
  public var status: Int
  /// `Content-Type`, when there is a body.
  public var contentType: String?
  /// The body.
  public var body: [UInt8]
  /// Headers beyond `Content-Type`, `Content-Length` and `Connection` (`WWW-Authenticate` on a `401`).
  public var headers: [CollectedRequest.Header]

  /// Creates a response.
  public init(status: Int, contentType: String? = nil, body: [UInt8] = [], headers: [CollectedRequest.Header] = []) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.headers = headers
  }

  /// A JSON response.
  public static func json(_ status: Int, _ value: JSONValue) -> CollectResponse {
    CollectResponse(status: status, contentType: "application/json", body: Array((JSONSerializer.string(value) + "\n").utf8))
  }

  /// The answer to an SDK request of `kind`: a hit and a registration succeed (the SDK retries only on
  /// failure), an Edge Network request gets the Edge Network's empty answer, an identity request gets the device's ECID back, rules are not found (the SDK then has
  /// none, which push tracking does not need), anything else is not found.
  public static func answering(_ request: CollectedRequest, kind: RequestKind) -> CollectResponse {
    switch kind {
    case .trackingHit: return CollectResponse(status: 200)
    case .registration: return .json(200, .object([:]))
    case .identity:
      let ecid = request.query.first { $0.name == "d_mid" }?.value ?? Self.ecid(for: request.sequence)
      return .json(200, ["d_mid": .string(ecid), "id_sync_ttl": 604_800, "dcs_region": 9, "d_blob": "", "tid": "trackcheck"])
    case .edge:
      // The Edge Network's answer to an interact request: its request id, and no handles (nothing for the SDK to do).
      let requestId = request.query.first { $0.name == "requestId" }?.value ?? ""
      return .json(200, ["requestId": .string(requestId), "handle": [], "errors": [], "warnings": []])
    case .rulesDownload, .other: return CollectResponse(status: 404)
    }
  }

  /// A 38-digit ECID, made from a request's number (never a real visitor's).
  static func ecid(for sequence: Int) -> String {
    let digits = String(sequence)
    return String(repeating: "0", count: max(0, 38 - digits.count)) + digits
  }
}

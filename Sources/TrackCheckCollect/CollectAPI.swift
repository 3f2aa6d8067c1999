import TrackCheckModel

/// The collector's API for a UI test, under `/_trackcheck/`:
///
/// | request | answer |
/// |---|---|
/// | `GET /_trackcheck/requests[?device=D]` | every request kept (of device `D`), in arrival order, each with its kind |
/// | `GET /_trackcheck/devices` | the devices heard from and how many requests each has |
/// | `GET /_trackcheck/status` | requests received, kept and dropped |
/// | `POST /_trackcheck/reset[?device=D]` | forgets the requests (of `D`); answers how many |
/// | `GET /_trackcheck/verdict?case=ID[&device=D]` | the verdict of case `ID` from the device's requests |
///
/// `D` is a device key as the collector writes it (`ecid:…`, `header:…`, `address:…`) or a bare ECID;
/// without it, `verdict` needs exactly one device to have been heard from.
///
/// Every request must carry the collector's token (``APIToken``); one without it, or with another, is
/// answered `401` and served nothing.
struct CollectAPI {
  static let prefix = "/_trackcheck/"

  let log: RequestLog
  let judge: CollectServer.Judge
  let token: APIToken

  /// How to authenticate, for the answer to a request that did not.
  static let howToAuthenticate =
    "send the token trackcheck collect printed when it started ('API token: …', or the one given with --api-token or TRACKCHECK_COLLECT_TOKEN) as 'Authorization: Bearer TOKEN' or 'X-TrackCheck-Token: TOKEN'"

  func respond(method: String, target: String, headers: [CollectedRequest.Header]) -> CollectResponse {
    let refusal: String
    switch APIToken.presented(in: headers) {
    case .token(let given) where token.matches(given): return served(method: method, target: target)
    case .token: refusal = "wrong API token"
    case .none: refusal = "the collector's API needs its token"
    }
    var response = CollectResponse.json(401, ["error": .string("\(refusal): \(Self.howToAuthenticate)")])
    response.headers = [.init(name: "WWW-Authenticate", value: #"Bearer realm="trackcheck collect""#)]
    return response
  }

  private func served(method: String, target: String) -> CollectResponse {
    let path = target.prefix { $0 != "?" }.dropFirst(Self.prefix.count)
    let query = QueryString.parameters(of: target)
    let device = query.first { $0.name == "device" }.map { DeviceKey(parsing: $0.value) }
    switch (method, path) {
    case ("GET", "requests"):
      return .json(200, ["requests": .array(log.requests(of: device).map(\.json))])
    case ("GET", "devices"):
      return .json(
        200,
        [
          "devices": .array(
            log.devices().map { .object(["device": .string($0.device.description), "requests": .integer(Int64($0.requests))]) })
        ])
    case ("GET", "status"):
      let counts = log.counts
      return .json(
        200,
        [
          "received": .integer(Int64(counts.received)), "kept": .integer(Int64(counts.kept)), "dropped": .integer(Int64(counts.dropped)),
          "limit": .integer(Int64(log.limits.requests)),
        ])
    case ("POST", "reset"):
      return .json(200, ["cleared": .integer(Int64(log.reset(device)))])
    case ("GET", "verdict"):
      guard let caseID = query.first(where: { $0.name == "case" })?.value, !caseID.isEmpty else {
        return .json(400, ["error": "name the case: /_trackcheck/verdict?case=ID"])
      }
      let chosen: DeviceKey
      if let device {
        chosen = device
      } else {
        let heard = log.devices()
        guard heard.count == 1 else {
          return .json(
            400,
            ["error": .string("\(heard.count) devices were heard from: name one with &device= (GET /_trackcheck/devices lists them)")])
        }
        chosen = heard[0].device
      }
      switch judge(caseID, log.requests(of: chosen)) {
      case .success(let verdict): return .json(200, verdict)
      case .failure(let error): return .json(error.status, ["error": .string(error.message)])
      }
    default:
      return .json(404, ["error": .string("no such API: \(method) \(Self.prefix)\(path)")])
    }
  }
}

extension CollectedRequest {
  /// The request as the API lists it and `--save` writes it.
  public var json: JSONValue {
    .object([
      "sequence": .integer(Int64(sequence)), "device": .string(device.description), "kind": .string(kind.rawValue),
      "method": .string(method), "url": .string(url),
      "headers": .array(headers.map { .object(["name": .string($0.name), "value": .string($0.value)]) }), "body": .string(body),
      "receivedAt": .integer(receivedAt),
    ])
  }
}

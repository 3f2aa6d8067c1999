import TrackCheckModel

/// The collector's API for a UI test, under `/_trackcheck/`:
///
/// | request | answer |
/// |---|---|
/// | `GET /_trackcheck/requests[?device=D]` | every request kept (of device `D`), in arrival order, each with its kind |
/// | `GET /_trackcheck/devices` | the devices heard from and how many requests each has |
/// | `GET /_trackcheck/status` | requests received, kept and dropped |
/// | `POST /_trackcheck/reset[?device=D]` | forgets the requests and step marks (of `D`); answers how many |
/// | `POST /_trackcheck/step?index=N\|name=S[&device=D]` | marks that the test now plays a step (also as a JSON body `{"index": N}` or `{"name": S}`) |
/// | `GET /_trackcheck/steps[?device=D]` | the step marks (that `D`'s requests are anchored to) |
/// | `GET /_trackcheck/verdict?case=ID[&device=D]` | the verdict of case `ID` from the device's requests and step marks |
/// | `POST /_trackcheck/verdict[?case=ID][&device=D]` | the same, of the case given in the body in the suites' YAML |
///
/// `D` is a device key as the collector writes it (`ecid:…`, `header:…`, `address:…`) or a bare ECID;
/// without it, `verdict` needs exactly one device to have been heard from, and a step mark is for every
/// device that has no marks of its own.
///
/// Every request must carry the collector's token (``APIToken``); one without it, or with another, is
/// answered `401` and served nothing.
struct CollectAPI {
  static let prefix = "/_trackcheck/"

  let log: RequestLog
  let judge: CollectJudge
  let token: APIToken

  /// How to authenticate, for the answer to a request that did not.
  static let howToAuthenticate =
    "send the token trackcheck collect printed when it started ('API token: …', or the one given with --api-token or TRACKCHECK_COLLECT_TOKEN) as 'Authorization: Bearer TOKEN' or 'X-TrackCheck-Token: TOKEN'"

  /// Milliseconds since the collector started, for a step mark.
  let now: Int64

  func respond(method: String, target: String, headers: [CollectedRequest.Header], body: String) -> CollectResponse {
    let refusal: String
    switch APIToken.presented(in: headers) {
    case .token(let given) where token.matches(given): return served(method: method, target: target, body: body)
    case .token: refusal = "wrong API token"
    case .none: refusal = "the collector's API needs its token"
    }
    var response = CollectResponse.json(401, ["error": .string("\(refusal): \(Self.howToAuthenticate)")])
    response.headers = [.init(name: "WWW-Authenticate", value: #"Bearer realm="trackcheck collect""#)]
    return response
  }

  private func served(method: String, target: String, body: String) -> CollectResponse {
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
      let cleared = log.reset(device)
      return .json(200, ["cleared": .integer(Int64(cleared.requests)), "marks": .integer(Int64(cleared.marks))])
    case ("POST", "step"):
      let step: StepMark.Step
      switch Self.step(query: query, body: body) {
      case .success(let named): step = named
      case .failure(let error): return .json(error.status, ["error": .string(error.message)])
      }
      guard let mark = log.mark(step, device: device, markedAt: now) else {
        return .json(503, ["error": .string("\(RequestLog.maximumMarks) step marks are kept: reset (POST /_trackcheck/reset)")])
      }
      return .json(200, mark.json)
    case ("GET", "steps"):
      return .json(200, ["steps": .array(log.marks(of: device).map(\.json))])
    case ("GET", "verdict"), ("POST", "verdict"):
      let caseID = query.first(where: { $0.name == "case" })?.value ?? ""
      let subject: VerdictSubject
      if method == "POST" {
        guard !body.isEmpty else {
          return .json(400, ["error": "give the case in the body, in the suites' YAML (docs/SUITES.md): POST /_trackcheck/verdict"])
        }
        subject = .given(yaml: body, id: caseID.isEmpty ? nil : caseID)
      } else {
        guard !caseID.isEmpty else { return .json(400, ["error": "name the case: /_trackcheck/verdict?case=ID"]) }
        subject = .suiteCase(id: caseID)
      }
      let chosen: DeviceKey
      if let device {
        chosen = device
      } else {
        let heard = log.devices()
        guard heard.count == 1 else {
          return .json(
            400,
            ["error": .string("\(heard.count) devices were heard from: name one with device= (GET /_trackcheck/devices lists them)")])
        }
        chosen = heard[0].device
      }
      let evidence = VerdictEvidence(device: chosen, requests: log.requests(of: chosen), marks: log.marks(of: chosen))
      switch judge(subject, evidence) {
      case .success(let verdict): return .json(200, verdict)
      case .failure(let error): return .json(error.status, ["error": .string(error.message)])
      }
    default:
      return .json(404, ["error": .string("no such API: \(method) \(Self.prefix)\(path)")])
    }
  }
}

extension CollectAPI {
  /// The step a mark names: `index=N` or `name=S` in the query, or a JSON body `{"index": N}` or `{"name": S}`.
  static func step(query: [(name: String, value: String)], body: String) -> Result<StepMark.Step, CollectError> {
    let usage =
      "name the step as index=N (from 1, as trackcheck explain numbers a case's steps) or name=S (a step's keyword, tap, or as written, tap default), in the query or as a JSON body {\"index\": N} or {\"name\": \"S\"}"
    var index: JSONValue?
    var name: JSONValue?
    if !body.isEmpty {
      guard let object = (try? JSONParser.parse(body))?.objectValue else {
        return .failure(CollectError(status: 400, "the body of a step mark is a JSON object: \(usage)"))
      }
      if let unknown = object.keys.first(where: { $0 != "index" && $0 != "name" }) {
        return .failure(CollectError(status: 400, "a step mark has no '\(unknown)': \(usage)"))
      }
      index = object["index"]
      name = object["name"]
    }
    if let given = query.first(where: { $0.name == "index" }) {
      index = Int64(given.value).map(JSONValue.integer) ?? .string(given.value)
    }
    if let given = query.first(where: { $0.name == "name" }) { name = .string(given.value) }
    switch (index, name) {
    case (.integer(let number)?, nil) where number >= 1 && number <= Int64(Int32.max): return .success(.number(Int(number)))
    case (nil, .string(let text)?) where !text.trimmingSpaces.isEmpty: return .success(.name(text.trimmingSpaces))
    case (nil, nil): return .failure(CollectError(status: 400, "which step? \(usage)"))
    case (.some, .some): return .failure(CollectError(status: 400, "a step mark names its step once, by index or by name: \(usage)"))
    case (.some(let value), nil):
      return .failure(CollectError(status: 400, "a step's index is a whole number from 1, not \(JSONSerializer.string(value)): \(usage)"))
    case (nil, .some(let value)):
      return .failure(CollectError(status: 400, "a step's name is non-empty text, not \(JSONSerializer.string(value)): \(usage)"))
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

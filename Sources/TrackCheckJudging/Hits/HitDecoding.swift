import TrackCheckModel
import TrackCheckPlatform

/// What a request the SDK sent is, told from its URL (the Campaign extension's and Identity's URL templates:
/// docs/SOURCES.md, AEPSDK-CAMPAIGN-IOS, AEPSDK-CAMPAIGN-ANDROID, AEPSDK-CORE).
public enum RequestKind: String, Sendable, Hashable, CaseIterable {
  /// A tracking hit: `GET https://{campaign.server}/r/?id={broadlogId},{deliveryId},{action}&mcId={ECID}`.
  case trackingHit = "tracking"
  /// The push registration: `POST https://{campaign.server}/rest/head/mobileAppV5/{pkey}/subscriptions/{ecid}`.
  case registration
  /// The Campaign rules download: `https://{campaign.mcias}/{campaign.server}/{property}/{ecid}/rules.zip`.
  case rulesDownload = "rules"
  /// An Identity request: `https://{experienceCloud.server}/id?…` or its opt-out `/demoptout.jpg`.
  case identity
  /// An Edge Network request (`/ee/v1/interact`, `/ee/{location}/v1/interact`) that carries no push tracking event
  /// (under Journey Optimizer one that does is a tracking hit).
  case edge
  /// None of the SDK's Campaign or Identity requests (another extension's, the app's own).
  case other

  /// The words reports use.
  public var words: String {
    switch self {
    case .trackingHit: "tracking hit"
    case .registration: "registration"
    case .rulesDownload: "rules download"
    case .identity: "identity request"
    case .edge: "Edge Network request"
    case .other: "other request"
    }
  }
}

/// A tracking hit as Campaign reads it from the request's URL, in the profile's wire format (``HitFormat``).
public struct DecodedHit: Sendable, Hashable {
  /// The index (from 0) of the request among the case's recorded requests.
  public var request: Int
  /// The callback whose answer reported it (`nil`: at `end`).
  public var callbackIndex: Int?
  /// The server the hit went to (`host` or `host:port`).
  public var server: String
  /// The three values of `id`, percent-decoded; the broadlog id in the payload's form (Campaign Classic's
  /// hexadecimal back to its decimal, a UUID as it is), or as sent when it has no such form.
  public var broadlogId: String
  public var deliveryId: String
  public var action: String
  /// The ECID of `mcId` (empty in a format without one).
  public var ecid: String
  /// Whether Campaign receives it: a tracking request over plain HTTP is never sent by the SDK's network
  /// service and is not counted.
  public var secure: Bool
  /// The `id`'s first value as sent, with the prefix (`h138a`).
  public var wireBroadlog: String
  /// The prefix the format writes before the message id (`h`; empty under Campaign Standard).
  var prefix: String = ""
  /// The format's reading of the message id on the wire.
  var broadlogOnWire: HitFormat.BroadlogOnWire = .asIs
  /// How the request carried the event.
  var transport: HitFormat.Transport = .campaignURL
  /// The values an Edge event reports beside its ids and type, under a call's names (``EdgeEvent/values(ofEvent:)``);
  /// empty for a Campaign hit.
  public var values = JSONObject()

  /// The hit's values as messages quote them: `(h138a,56c4,7)`, or an Edge event's type and message id.
  public var quoted: String {
    transport == .edgeInteract ? "(\(action) for message \(wireBroadlog))" : "(\(wireBroadlog),\(deliveryId),\(action))"
  }

  /// The hit in the form trackcheck judges calls: its three values as context data, marked as read from hit `request`.
  public var call: ActualCall {
    var context: JSONObject = ["deliveryId": .string(deliveryId), "broadlogId": .string(broadlogId), "action": .string(action)]
    for (key, value) in values.members { context[key] = value }
    var call = ActualCall(api: "hit", contextData: .object(context), callbackIndex: callbackIndex)
    call.hit = request
    return call
  }

  /// Whether it carries the three values a call sent (`sent`), the message id as the format writes it.
  func carries(_ sent: SentValues, ios: Bool) -> Bool {
    if transport == .edgeInteract {
      return sent.broadlogId == broadlogId && sent.action == action
        && EdgeEvent.content(ofTrackingData: .string(sent.deliveryId)) == deliveryId
        && sent.values == values
    }
    guard sent.deliveryId == deliveryId && sent.action == action else { return false }
    guard broadlogOnWire != .asIs else { return sent.broadlogId == broadlogId }
    return broadlogOnWire.carries(String(wireBroadlog.dropFirst(prefix.count)), for: sent.broadlogId, ios: ios)
  }
}

/// One thing wrong on the wire, before it is blamed on a requirement.
public struct WireProblem: Sendable, Hashable {
  /// The fault (one of ``Fault/wireLevel``).
  public var fault: Fault
  /// The request concerned, when one is.
  public var request: Int?
  /// The call concerned (its index among the calls), when one is.
  public var call: Int?
  /// The callback whose answer carried it, for its step (`nil`: at `end`).
  public var callbackIndex: Int?
  /// The problem in one sentence.
  public var message: String

  /// Creates a problem.
  public init(fault: Fault, request: Int? = nil, call: Int? = nil, callbackIndex: Int?, message: String) {
    self.fault = fault
    self.request = request
    self.call = call
    self.callbackIndex = callbackIndex
    self.message = message
  }
}

/// The requests an SDK sent, read: each one's kind, the tracking hits decoded as Campaign reads them,
/// and what is wrong with the requests on their own. A pure function of the ordered requests and the
/// platform whose extension sent them, so that anything holding a recording (a kit's answer, a
/// collector endpoint) can use it.
public struct HitDecoding: Sendable, Hashable {
  /// Each request's kind, in order.
  public var kinds: [RequestKind]
  /// The tracking hits Campaign can read, in order (over HTTP too: ``DecodedHit/secure`` says).
  public var hits: [DecodedHit]
  /// Malformed or insecure tracking requests.
  public var problems: [WireProblem]

  /// The requests set aside: registration, rules, identity and others, by index.
  public var setAside: [(request: Int, kind: RequestKind)] {
    kinds.enumerated().filter { $0.element != .trackingHit }.map { (request: $0.offset, kind: $0.element) }
  }

  /// Reads `requests`, sent by the extension of `platform` in wire format `format` (Campaign Standard's iOS
  /// extension percent-encodes the query with `URLComponents`, Campaign Classic's parses it with `URL(string:)`;
  /// Android's format the URL without encoding it).
  public init(_ requests: [RecordedRequest], platform: Platform, format: HitFormat = .campaignStandard) {
    kinds = []
    hits = []
    problems = []
    for (index, request) in requests.enumerated() {
      let url = RequestURL(request.url)
      var kind = url.map(Self.kind) ?? (request.url.contains("/r/?") ? .trackingHit : .other)
      if format.transport == .edgeInteract {
        // Journey Optimizer's events travel in Edge Network requests; a Campaign hit is another product's request.
        if kind == .trackingHit { kind = .other }
        if kind == .edge, let url {
          let read = Self.edgeEvents(request, url, index: index)
          if read.tracks { kind = .trackingHit }
          hits += read.hits
          problems += read.problems
        }
        kinds.append(kind)
        continue
      }
      kinds.append(kind)
      guard kind == .trackingHit else { continue }
      switch Self.hit(request, url, index: index, platform: platform, format: format) {
      case .success(let hit):
        hits.append(hit)
        if !hit.secure { problems.append(Self.insecure(request, index: index, sending: "the hit", to: "Campaign")) }
      case .failure(let reason):
        problems.append(
          WireProblem(
            fault: .hitMalformed, request: index, callbackIndex: request.callbackIndex,
            message:
              "request \(index + 1) to Campaign's tracking path is not a hit Campaign can read: \(reason.text) (\(Self.quote(request.url)))"
          ))
      }
    }
  }

  private static func kind(of url: RequestURL) -> RequestKind {
    let segments = url.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if url.path == "/r/" || url.path == "/r" { return .trackingHit }
    if segments.count == 7, segments[0].isEmpty, segments[1] == "rest", segments[2] == "head", segments[3] == "mobileAppV5",
      segments[5] == "subscriptions"
    {
      return .registration
    }
    if url.path.hasSuffix("/rules.zip") { return .rulesDownload }
    if url.path == "/id" || url.path.hasSuffix("/demoptout.jpg") { return .identity }
    // `/ee/v1/interact` (`/ee-pre-prd` for the pre-production environment), with the Edge Network's location hint
    // before the version when it has given one (`/ee/or2/v1/interact`): Edge's EdgeEndpoint.
    if segments.count >= 4, segments[0].isEmpty, segments[1] == "ee" || segments[1] == "ee-pre-prd", segments.last == "interact",
      segments.count <= 5,
      segments[segments.count - 2].hasPrefix("v")
    {
      return .edge
    }
    return .other
  }

  /// Reads an Edge Network request as the Edge Network does: a `POST` over HTTPS naming its datastream (`configId`),
  /// a JSON body whose `events` each carry an `xdm` and the dataset they go to (`meta.collect.datasetId`). Each
  /// push tracking event (`xdm.eventType` `pushTracking.…`) is a hit; `tracks` says whether the request carries one
  /// (or is one the Edge Network cannot read at all).
  private static func edgeEvents(_ request: RecordedRequest, _ url: RequestURL, index: Int) -> (
    tracks: Bool, hits: [DecodedHit], problems: [WireProblem]
  ) {
    func malformed(_ reason: String) -> WireProblem {
      WireProblem(
        fault: .hitMalformed, request: index, callbackIndex: request.callbackIndex,
        message: "request \(index + 1) to the Edge Network is not one it can read: \(reason) (\(quote(request.method + " " + request.url)))"
      )
    }
    guard let body = try? JSONParser.parse(request.body), let events = body["events"]?.arrayValue else {
      return (true, [], [malformed(request.body.isEmpty ? "it has no body" : "its body is not a JSON object with an 'events' array")])
    }
    let tracking = events.enumerated().filter { $0.element["xdm"]?["eventType"]?.stringValue?.hasPrefix("pushTracking.") == true }
    guard !tracking.isEmpty else { return (false, [], []) }
    if let bad = url.unencoded { return (true, [], [malformed("its URL holds \(bad), which a URL cannot carry unencoded")]) }
    guard url.scheme == "https" || url.scheme == "http" else { return (true, [], [malformed("the scheme is '\(url.scheme)', not https")]) }
    guard request.method.uppercased() == "POST" else { return (true, [], [malformed("it is a \(request.method), not a POST")]) }
    let parameters = (url.query ?? "").split(separator: "&").map {
      $0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    }
    guard parameters.contains(where: { $0.first == "configId" && $0.count == 2 && !$0[1].isEmpty }) else {
      return (true, [], [malformed("it names no datastream ('configId' is missing or empty; edge.configId is not set)")])
    }
    var hits: [DecodedHit] = []
    var problems: [WireProblem] = []
    for (position, event) in tracking {
      let xdm = event["xdm"]?.objectValue ?? JSONObject()
      let which = events.count == 1 ? "its event" : "its event \(position + 1)"
      guard case .string(let messageId)? = xdm["pushNotificationTracking"]?["pushProviderMessageID"], !messageId.isEmpty else {
        problems.append(malformed("\(which) has no pushNotificationTracking.pushProviderMessageID"))
        continue
      }
      guard case .string(let dataset)? = event["meta"]?["collect"]?["datasetId"], !dataset.isEmpty else {
        problems.append(malformed("\(which) names no dataset (meta.collect.datasetId): Journey Optimizer stores it nowhere"))
        continue
      }
      guard let launches = xdm["application"]?["launches"]?["value"], launches == .integer(0) || launches == .integer(1) else {
        problems.append(malformed("\(which) has no application.launches.value of 1 or 0"))
        continue
      }
      var hit = DecodedHit(
        request: index, callbackIndex: request.callbackIndex, server: url.host + (url.port.map { ":\($0)" } ?? ""),
        broadlogId: messageId, deliveryId: EdgeEvent.content(ofEvent: xdm), action: xdm["eventType"]?.stringValue ?? "", ecid: "",
        secure: url.scheme == "https", wireBroadlog: messageId)
      hit.transport = .edgeInteract
      hit.values = EdgeEvent.values(ofEvent: xdm)
      hits.append(hit)
      if !hit.secure { problems.append(insecure(request, index: index, sending: "the event", to: "the Edge Network")) }
    }
    return (true, hits, problems)
  }

  /// Reads a tracking request as Campaign's server does: the query split at `&` and `=`, each part
  /// percent-decoded (RFC 3986: a `+` is a plus), `id` three values split at `,`.
  private static func hit(_ request: RecordedRequest, _ url: RequestURL?, index: Int, platform: Platform, format: HitFormat) -> Result<
    DecodedHit, Reason
  > {
    guard let url else { return .failure(Reason("the URL has no scheme and host")) }
    if let bad = url.unencoded {
      let cause =
        platform == .android
        ? "; the Android extension formats the URL without encoding it (String.format), so an id holding it breaks the URL"
        : format.iosDropsHostPort
          ? "; iOS's URLComponents would have percent-encoded it" : "; iOS's URL(string:) would have percent-encoded it"
      return .failure(Reason("it holds \(bad), which a URL cannot carry unencoded\(cause)"))
    }
    guard url.scheme == "https" || url.scheme == "http" else { return .failure(Reason("the scheme is '\(url.scheme)', not https")) }
    guard !url.host.isEmpty else { return .failure(Reason("it names no host (\(format.serverKey) is empty)")) }
    guard request.method.uppercased() == "GET" else { return .failure(Reason("it is a \(request.method), not a GET")) }
    guard let query = url.query, !query.isEmpty else { return .failure(Reason("it has no query")) }
    var parameters: [(name: String, value: String)] = []
    for part in query.split(separator: "&", omittingEmptySubsequences: false) {
      let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = percentDecoded(pair[0]), let value = percentDecoded(pair.count > 1 ? pair[1] : "") else {
        return .failure(Reason("its query holds an escape that is not percent-encoded UTF-8"))
      }
      parameters.append((name, value))
    }
    let ids = parameters.filter { $0.name == "id" }
    guard let id = ids.first else { return .failure(Reason("it has no 'id' parameter")) }
    guard ids.count == 1 else { return .failure(Reason("it has \(ids.count) 'id' parameters")) }
    let values = id.value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let names = format.valueNames
    guard values.count == 3 else {
      var reason =
        "'id' carries \(values.count) value\(values.count == 1 ? "" : "s") (\(quote(id.value))), not \(format.idPrefix)\(names.joined(separator: ","))"
      if platform == .android && parameters.count > (format.ecidParameter == nil ? 1 : 2) {
        reason += "; the Android extension does not encode the query, so an '&' in an id ends the parameter"
      } else if values.count > 3 {
        reason += "; a ',' in an id splits it"
      }
      return .failure(Reason(reason))
    }
    if let empty = zip(names, values).first(where: { $0.1.isEmpty }) {
      return .failure(Reason("'id' has an empty \(empty.0)"))
    }
    // Campaign Classic: `h` before the message id, always (a UUID too).
    guard values[0].hasPrefix(format.idPrefix) else {
      return .failure(
        Reason("'id' starts \(quote(values[0])), without the '\(format.idPrefix)' the extension writes before the message id"))
    }
    let message = String(values[0].dropFirst(format.idPrefix.count))
    guard !message.isEmpty else { return .failure(Reason("'id' has an empty \(names[0]) after '\(format.idPrefix)'")) }
    var ecid = ""
    if let name = format.ecidParameter {
      guard let value = parameters.first(where: { $0.name == name })?.value, !value.isEmpty else {
        return .failure(Reason("it has no '\(name)' (the ECID)"))
      }
      ecid = value
    }
    if format.refusesOtherParameters, let other = parameters.first(where: { $0.name != "id" }) {
      let standard = other.name == HitFormat.campaignStandard.ecidParameter ? ", Campaign Standard's ECID," : ","
      return .failure(
        Reason("it carries '\(other.name)'\(standard) a parameter the \(format.extensionName) extension never sends (\(format.template))"))
    }
    var hit = DecodedHit(
      request: index, callbackIndex: request.callbackIndex, server: url.host + (url.port.map { ":\($0)" } ?? ""),
      broadlogId: format.broadlogOnWire.payloadForm(of: message) ?? values[0], deliveryId: values[1], action: values[2], ecid: ecid,
      secure: url.scheme == "https", wireBroadlog: values[0])
    hit.prefix = format.idPrefix
    hit.broadlogOnWire = format.broadlogOnWire
    return .success(hit)
  }

  /// A request `index` that sends `what` over plain HTTP, which no SDK core sends, so `receiver` never gets it.
  private static func insecure(_ request: RecordedRequest, index: Int, sending what: String, to receiver: String) -> WireProblem {
    WireProblem(
      fault: .hitInsecure, request: index, callbackIndex: request.callbackIndex,
      message:
        "request \(index + 1) sends \(what) over plain HTTP (\(quote(request.url))); both SDK cores refuse anything but HTTPS, so \(receiver) never receives it"
    )
  }

  /// Why a request is not a readable hit.
  struct Reason: Error {
    var text: String
    init(_ text: String) { self.text = text }
  }

  /// `text` with its `%XX` escapes decoded as UTF-8 (a `+` stays a plus); `nil` when an escape is broken or the bytes are not UTF-8.
  public static func percentDecoded(_ text: some StringProtocol) -> String? {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.startIndex + 1]) else { return nil }
      bytes.append(high << 4 | low)
      utf8 = utf8.dropFirst(2)
    }
    var decoded = ""
    var iterator = bytes.makeIterator()
    var codec = UTF8()
    while true {
      switch codec.decode(&iterator) {
      case .scalarValue(let scalar): decoded.unicodeScalars.append(scalar)
      case .emptyInput: return decoded
      case .error: return nil
      }
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  static func quote(_ text: String) -> String {
    let shown = text.unicodeScalars.count > 200 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(200))) + "…" : text
    return "'" + shown + "'"
  }
}

/// A URL split as RFC 3986 reads it (`scheme://host:port/path?query#fragment`): enough to tell the
/// SDK's requests apart and to read a hit. Pure: no Foundation.
struct RequestURL {
  /// The scheme, lower-cased.
  var scheme: String
  /// The host (lower-cased), without user information or port.
  var host: String
  /// The port, when one is written.
  var port: String?
  /// The path, as written.
  var path: String
  /// The query, as written (without `?`).
  var query: String?
  /// The first character the URL holds that RFC 3986 does not allow unencoded (a space, a quote,
  /// a character beyond ASCII), described; `nil` when there is none.
  var unencoded: String?

  /// Splits `text`; `nil` when it has no `scheme://`.
  init?(_ text: String) {
    let characters = Array(text.unicodeScalars)
    guard let colon = characters.firstIndex(of: ":"), characters[colon...].starts(with: "://".unicodeScalars) else { return nil }
    let scheme = String(String.UnicodeScalarView(characters[..<colon]))
    guard let first = characters.first, Self.isLetter(first),
      characters[..<colon].allSatisfy({ Self.isLetter($0) || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." })
    else { return nil }
    let after = String(String.UnicodeScalarView(characters[(colon + 3)...]))
    self.scheme = scheme.lowercased()
    var rest = after[...]
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    var authority = rest[..<authorityEnd]
    rest = rest[authorityEnd...]
    if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
    // A port follows the last ':' outside an IPv6 literal's brackets.
    if let colon = authority.lastIndex(of: ":"), !authority[colon...].contains("]") {
      host = authority[..<colon].lowercased()
      port = String(authority[authority.index(after: colon)...])
    } else {
      host = authority.lowercased()
      port = nil
    }
    if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
    if let question = rest.firstIndex(of: "?") {
      path = String(rest[..<question])
      query = String(rest[rest.index(after: question)...])
    } else {
      path = String(rest)
      query = nil
    }
    unencoded = text.unicodeScalars.first { !Self.allowed($0) }.map(Self.describe)
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }

  /// RFC 3986's unreserved and reserved characters, and `%`.
  private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII, scalar.value > 0x20, scalar.value < 0x7F else { return false }
    return !"\"<>\\^`{|}".unicodeScalars.contains(scalar)
  }

  private static func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case " ": "a space"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F: "the control character U+\(String(scalar.value, radix: 16, uppercase: true))"
    case _ where !scalar.isASCII: "'\(scalar)', a character beyond ASCII,"
    default: "'\(scalar)'"
    }
  }
}

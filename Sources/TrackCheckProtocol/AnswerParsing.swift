import TrackCheckModel
import TrackCheckPlatform

extension ImplementationIdentity {
  /// Reads a `hello` answer, or says what is wrong with it.
  public static func parse(_ message: JSONObject) -> Result<ImplementationIdentity, ProtocolFault> {
    guard message["type"]?.stringValue == "hello" else {
      let type = message["type"].map(JSONSerializer.string) ?? "(none)"
      return .failure(ProtocolFault("the first line must be a 'hello' message, got type \(type)"))
    }
    guard case .integer(let version)? = message["protocol"] else {
      return .failure(ProtocolFault("the 'hello' message has no integer 'protocol' version"))
    }
    guard ProtocolVersion.supported.contains(Int(version)) else {
      return .failure(
        ProtocolFault(
          "the implementation speaks protocol version \(version), but this trackcheck speaks versions \(ProtocolVersion.supported.dropLast().map(String.init).joined(separator: ", ")) and \(ProtocolVersion.supported.last ?? 1); update the adapter or trackcheck"
        ))
    }
    let implementation = message["implementation"]?.objectValue ?? JSONObject()
    guard let name = implementation["name"]?.stringValue, !name.isEmpty else {
      return .failure(ProtocolFault("the 'hello' message has no 'implementation.name'"))
    }
    let platforms: [Platform]
    let apis: [TrackingAPI]
    let features: [ProtocolFeature]
    let reports: [Evidence]
    do throws(ProtocolFault) {
      platforms = try known(message["platforms"], field: "platforms", default: Platform.allCases, what: "platform")
      apis = try known(message["apis"], field: "apis", default: [.collectMessageInfo], what: "API")
      features =
        try strings(message["features"], field: "features", example: [ProtocolFeature.pipelining.rawValue])?.compactMap(
          ProtocolFeature.init(rawValue:)) ?? []
      reports = try known(message["reports"], field: "reports", default: Evidence.defaultReports, what: "evidence")
    } catch {
      return .failure(error)
    }
    guard !platforms.isEmpty, !apis.isEmpty else {
      return .failure(ProtocolFault("the 'hello' message lists no platform or no API"))
    }
    guard !reports.isEmpty else {
      return .failure(
        ProtocolFault("'reports' in the 'hello' message lists nothing: it names what the answers carry, \"calls\", \"hits\" or both"))
    }
    return .success(
      ImplementationIdentity(
        name: name, version: implementation["version"]?.stringValue ?? "unknown",
        protocolVersion: Int(version), platforms: platforms, apis: apis,
        features: features, reports: reports))
  }

  /// The values of a list of names, `fallback` when it is absent; a name that
  /// is not one of `Value`'s is a fault naming the field and the allowed names.
  private static func known<Value: RawRepresentable & CaseIterable>(
    _ list: JSONValue?, field: String, default fallback: [Value], what: String
  ) throws(ProtocolFault) -> [Value] where Value.RawValue == String {
    guard let names = try strings(list, field: field, example: fallback.map(\.rawValue)) else { return fallback }
    var values: [Value] = []
    for name in names {
      guard let value = Value(rawValue: name) else {
        let allowed = Value.allCases.map(\.rawValue).joined(separator: " or ")
        throw ProtocolFault("unknown \(what) '\(name)' in '\(field)' (expected \(allowed))")
      }
      values.append(value)
    }
    return values
  }

  /// A list of strings, `nil` when absent; anything else is a fault, never ignored.
  private static func strings(_ value: JSONValue?, field: String, example: [String]) throws(ProtocolFault) -> [String]? {
    guard let value, value != .null else { return nil }
    guard let array = value.arrayValue else {
      throw ProtocolFault(
        "'\(field)' in the 'hello' message must be a list of strings, e.g. \(JSONSerializer.string(.array(example.map { .string($0) }))), got \(value.typeName) \(JSONSerializer.string(value).prefix(80))"
      )
    }
    var names: [String] = []
    for element in array {
      guard let name = element.stringValue else {
        throw ProtocolFault(
          "'\(field)' in the 'hello' message must hold only strings, got \(element.typeName) \(JSONSerializer.string(element).prefix(80))")
      }
      names.append(name)
    }
    return names
  }
}

extension ActualCall {
  /// Reads one entry of a `calls` array, or says what is wrong with it.
  public static func parse(_ value: JSONValue, callbackIndex: Int?) -> Result<ActualCall, ProtocolFault> {
    guard let object = value.objectValue else { return .failure(ProtocolFault("a call must be an object, got \(value.typeName)")) }
    guard let api = object["api"]?.stringValue else { return .failure(ProtocolFault("a call has no string 'api'")) }
    guard let contextData = object["contextData"] else { return .failure(ProtocolFault("a call has no 'contextData'")) }
    var origin = CallOrigin.app
    if let value = object["origin"], value != .null {
      guard let named = value.stringValue.flatMap(CallOrigin.init(rawValue:)) else {
        let allowed = CallOrigin.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
        return .failure(ProtocolFault("a call's 'origin' must be \(allowed), got \(JSONSerializer.string(value).prefix(80))"))
      }
      origin = named
    }
    return .success(
      ActualCall(api: api, actionName: object["action"], contextData: contextData, callbackIndex: callbackIndex, origin: origin))
  }
}

extension RecordedRequest {
  /// Reads one entry of a `calls` answer's `requests` (`{"method", "url", "headers", "body"}`), or says what is wrong with it.
  public static func parse(_ value: JSONValue, callbackIndex: Int?) -> Result<RecordedRequest, ProtocolFault> {
    guard let object = value.objectValue else { return .failure(ProtocolFault("a request must be an object, got \(value.typeName)")) }
    guard let method = object["method"]?.stringValue, !method.isEmpty else {
      return .failure(ProtocolFault("a request has no string 'method' (\"GET\", \"POST\")"))
    }
    guard let url = object["url"]?.stringValue else { return .failure(ProtocolFault("a request has no string 'url'")) }
    var headers: [Header] = []
    if let given = object["headers"], given != .null {
      guard let fields = given.objectValue else {
        return .failure(ProtocolFault("a request's 'headers' must be an object, got \(given.typeName)"))
      }
      for (name, value) in fields.members {
        guard let text = value.stringValue else {
          return .failure(ProtocolFault("the request header '\(name)' must be a string, got \(value.typeName)"))
        }
        headers.append(Header(name: name, value: text))
      }
    }
    var body = ""
    if let given = object["body"], given != .null {
      guard let text = given.stringValue else {
        return .failure(ProtocolFault("a request's 'body' must be a string, got \(given.typeName)"))
      }
      body = text
    }
    return .success(RecordedRequest(method: method, url: url, headers: headers, body: body, callbackIndex: callbackIndex))
  }
}

/// A message from an implementation that breaks the protocol, and why.
public struct ProtocolFault: Error, Sendable, CustomStringConvertible {
  /// Why the message breaks the protocol.
  public var reason: String
  /// A fault for `reason`.
  public init(_ reason: String) { self.reason = reason }
  /// The reason.
  public var description: String { reason }
}

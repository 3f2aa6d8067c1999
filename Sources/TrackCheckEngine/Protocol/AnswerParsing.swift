import TrackCheckModel
import TrackCheckPlatform

extension ImplementationIdentity {
  /// Reads a `hello` answer, or says what is wrong with it.
  static func parse(_ message: JSONObject) -> Result<ImplementationIdentity, ProtocolFault> {
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
          "the implementation speaks protocol version \(version), but this trackcheck speaks version \(ProtocolVersion.current); update the adapter or trackcheck"
        ))
    }
    let implementation = message["implementation"]?.objectValue ?? JSONObject()
    guard let name = implementation["name"]?.stringValue, !name.isEmpty else {
      return .failure(ProtocolFault("the 'hello' message has no 'implementation.name'"))
    }
    let platformNames: [String]
    switch strings(message["platforms"], field: "platforms", example: #"["ios", "android"]"#) {
    case .failure(let fault): return .failure(fault)
    case .success(let names): platformNames = names ?? Platform.allCases.map(\.rawValue)
    }
    var platforms: [Platform] = []
    for platformName in platformNames {
      guard let platform = Platform(rawValue: platformName) else {
        return .failure(ProtocolFault("unknown platform '\(platformName)' in 'platforms' (expected ios or android)"))
      }
      platforms.append(platform)
    }
    let apiNames: [String]
    switch strings(message["apis"], field: "apis", example: #"["collectMessageInfo"]"#) {
    case .failure(let fault): return .failure(fault)
    case .success(let names): apiNames = names ?? [TrackingAPI.collectMessageInfo.rawValue]
    }
    var apis: [TrackingAPI] = []
    for apiName in apiNames {
      guard let api = TrackingAPI(rawValue: apiName) else {
        return .failure(ProtocolFault("unknown API '\(apiName)' in 'apis' (expected collectMessageInfo or trackAction)"))
      }
      apis.append(api)
    }
    let features: [String]
    switch strings(message["features"], field: "features", example: #"["pipelining"]"#) {
    case .failure(let fault): return .failure(fault)
    case .success(let names): features = names ?? []
    }
    guard !platforms.isEmpty, !apis.isEmpty else {
      return .failure(ProtocolFault("the 'hello' message lists no platform or no API"))
    }
    return .success(
      ImplementationIdentity(
        name: name, version: implementation["version"]?.stringValue ?? "unknown",
        protocolVersion: Int(version), platforms: platforms, apis: apis,
        features: features))
  }

  /// A list of strings, `nil` when absent; anything else is a fault, never ignored.
  private static func strings(_ value: JSONValue?, field: String, example: String) -> Result<[String]?, ProtocolFault> {
    guard let value, value != .null else { return .success(nil) }
    guard let array = value.arrayValue else {
      return .failure(
        ProtocolFault(
          "'\(field)' in the 'hello' message must be a list of strings, e.g. \(example), got \(value.typeName) \(JSONSerializer.string(value).prefix(80))"
        ))
    }
    var names: [String] = []
    for element in array {
      guard let name = element.stringValue else {
        return .failure(
          ProtocolFault(
            "'\(field)' in the 'hello' message must hold only strings, got \(element.typeName) \(JSONSerializer.string(element).prefix(80))"
          ))
      }
      names.append(name)
    }
    return .success(names)
  }
}

extension ActualCall {
  /// Reads one entry of a `calls` array, or says what is wrong with it.
  static func parse(_ value: JSONValue, callbackIndex: Int?) -> Result<ActualCall, ProtocolFault> {
    guard let object = value.objectValue else { return .failure(ProtocolFault("a call must be an object, got \(value.typeName)")) }
    guard let api = object["api"]?.stringValue else { return .failure(ProtocolFault("a call has no string 'api'")) }
    guard let contextData = object["contextData"] else { return .failure(ProtocolFault("a call has no 'contextData'")) }
    return .success(ActualCall(api: api, actionName: object["action"], contextData: contextData, callbackIndex: callbackIndex))
  }
}

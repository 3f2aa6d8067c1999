/// What an implementation says about itself in the handshake.
public struct ImplementationIdentity: Sendable, Hashable {
  /// Its name.
  public var name: String
  /// Its version.
  public var version: String
  /// The protocol version it speaks.
  public var protocolVersion: Int
  /// The platforms it can run cases for.
  public var platforms: [Platform]
  /// The tracking APIs its code can call.
  public var apis: [TrackingAPI]
  /// Optional features it announced, for later protocol versions.
  public var features: [String]

  /// Why the implementation cannot run `testCase`, or `nil` when it can.
  public func reasonNotApplicable(_ testCase: TrackingCase) -> String? {
    if !platforms.contains(testCase.platform) {
      return "the implementation does not support \(testCase.platform.rawValue)"
    }
    if case .pinned(let api) = testCase.api, !apis.contains(api) {
      return "the case pins \(api.rawValue), which the implementation does not support"
    }
    return nil
  }

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
      return .failure(ProtocolFault("the implementation speaks protocol version \(version), but this trackcheck speaks version \(ProtocolVersion.current); update the adapter or trackcheck"))
    }
    let implementation = message["implementation"]?.objectValue ?? JSONObject()
    guard let name = implementation["name"]?.stringValue, !name.isEmpty else {
      return .failure(ProtocolFault("the 'hello' message has no 'implementation.name'"))
    }
    let platformNames = message["platforms"]?.arrayValue?.compactMap(\.stringValue) ?? Platform.allCases.map(\.rawValue)
    var platforms: [Platform] = []
    for platformName in platformNames {
      guard let platform = Platform(rawValue: platformName) else {
        return .failure(ProtocolFault("unknown platform '\(platformName)' in 'platforms' (expected ios or android)"))
      }
      platforms.append(platform)
    }
    let apiNames = message["apis"]?.arrayValue?.compactMap(\.stringValue) ?? [TrackingAPI.collectMessageInfo.rawValue]
    var apis: [TrackingAPI] = []
    for apiName in apiNames {
      guard let api = TrackingAPI(rawValue: apiName) else {
        return .failure(ProtocolFault("unknown API '\(apiName)' in 'apis' (expected collectMessageInfo or trackAction)"))
      }
      apis.append(api)
    }
    guard !platforms.isEmpty, !apis.isEmpty else {
      return .failure(ProtocolFault("the 'hello' message lists no platform or no API"))
    }
    return .success(ImplementationIdentity(
      name: name, version: implementation["version"]?.stringValue ?? "unknown",
      protocolVersion: Int(version), platforms: platforms, apis: apis,
      features: message["features"]?.arrayValue?.compactMap(\.stringValue) ?? []))
  }
}

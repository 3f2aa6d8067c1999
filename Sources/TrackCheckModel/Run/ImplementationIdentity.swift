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
  /// The optional features it announced that this trackcheck knows (others mean nothing to it).
  public var features: [ProtocolFeature]
  /// What it reports as evidence (`hello.reports`): its calls, the SDK's requests, or both.
  public var reports: [Evidence] = Evidence.defaultReports

  /// Why the implementation cannot run `testCase`, or `nil` when it can.
  public func reasonNotApplicable(_ testCase: TrackingCase) -> NotApplicableReason? {
    if !platforms.contains(testCase.platform) { return .platformUnsupported(testCase.platform) }
    if case .pinned(let api) = testCase.api, !apis.contains(api) { return .apiUnsupported(api) }
    return nil
  }

  /// The identity of an implementation that never completed the handshake:
  /// named by its program, version `unknown`, no platform.
  public static func unknown(command: [String]) -> ImplementationIdentity {
    var identity = ImplementationIdentity(
      name: command.first ?? "(none)", version: "unknown", protocolVersion: 0, platforms: [], apis: [], features: [])
    identity.reports = []
    return identity
  }

  /// Creates an identity.
  public init(
    name: String, version: String, protocolVersion: Int, platforms: [Platform], apis: [TrackingAPI], features: [ProtocolFeature],
    reports: [Evidence] = Evidence.defaultReports
  ) {
    self.reports = reports
    self.name = name
    self.version = version
    self.protocolVersion = protocolVersion
    self.platforms = platforms
    self.apis = apis
    self.features = features
  }
}

/// The optional capabilities an implementation may announce in `hello.features`.
public enum ProtocolFeature: String, Sendable, CaseIterable {
  /// The implementation reads requests while it answers earlier ones, in
  /// order: trackcheck then sends all the callbacks of a case and its `end`
  /// at once, after `ready`.
  case pipelining
}

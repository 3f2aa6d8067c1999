import Foundation
import Synchronization

/// The tracking calls made since the last answer, in order, as passed.
///
/// Tracker code never uses this type: it calls ``MobileCore`` or ``ACPCore``
/// as it calls the Adobe Mobile SDK, from any thread.
public final class TrackingRecorder: Sendable {
  /// One call, as the tracker made it.
  public struct Call: Sendable, Equatable {
    /// `collectMessageInfo` or `trackAction`; Campaign Classic's `trackNotificationReceive` or `trackNotificationClick`.
    public var api: String
    /// `trackAction`'s first argument.
    public var action: String?
    /// The dictionary passed, taken as JSON when the call was made (``JSONValue``): numbers stay numbers,
    /// a value JSON cannot hold is its description, as the harness receives it.
    public var context: [String: JSONValue]?

    /// The dictionary passed, as Foundation holds JSON.
    public var contextData: [String: Any]? { context?.mapValues(\.foundationValue) }

    /// A call of `api` with `contextData` as the tracker passed it.
    public init(api: String, action: String?, contextData: [String: Any]?) {
      self.api = api
      self.action = action
      context = contextData?.mapValues(JSONValue.init)
    }

    /// The call as the protocol reports it.
    var reported: [String: Any] {
      var reported: [String: Any] = ["api": api, "contextData": contextData ?? NSNull()]
      if api == "trackAction" { reported["action"] = action as Any? ?? NSNull() }
      return reported
    }
  }

  /// The recorder every ``MobileCore`` and ``ACPCore`` call goes to.
  public static let shared = TrackingRecorder()

  private let calls = Mutex<[Call]>([])

  /// Records `call` as the SDK would receive it. Tracker code never calls this; an adapter does, from a member it
  /// adds to a stand-in for an SDK call the kit lacks (docs/ADAPTERS.md, "A member the kit lacks"), so that the call
  /// is reported as the kit's own are (and its Campaign hit sent, when the adapter reports hits).
  public func record(_ call: Call) {
    calls.withLock { $0.append(call) }
    // The Campaign extension's hit for it, when the adapter reports hits.
    CampaignHits.process(call)
  }

  /// The calls recorded since the last `take()`.
  public func take() -> [Call] {
    calls.withLock { calls in
      defer { calls = [] }
      return calls
    }
  }

  /// The calls recorded since the last `take()`, as the protocol reports them.
  func reportedCalls() -> [[String: Any]] { take().map(\.reported) }

  static func dictionary(_ data: [AnyHashable: Any]?) -> [String: Any]? {
    guard let data else { return nil }
    var result: [String: Any] = [:]
    for (key, value) in data { result[String(describing: key.base)] = value }
    return result
  }
}

/// What the app set up of the Adobe SDK in this process: extensions registered, the app id, the log level,
/// the push token, lifecycle. Startup records nothing a Campaign server would see; a new process starts empty.
public struct SDKSetup: Sendable, Equatable {
  /// The extensions registered (`MobileCore.registerExtensions`, `ACPCampaign.registerExtension()` …), by type name, in order.
  public var extensions: [String] = []
  /// The app id configured with (`MobileCore.configureWith(appId:)`, `ACPCore.configure(withAppId:)`).
  public var appID: String?
  /// The privacy status set (`MobileCore.setPrivacyStatus(_:)`), if any.
  public var privacyStatus: PrivacyStatus?
  /// Whether the SDK was started (AEP: `registerExtensions`'s completion ran; ACP: `ACPCore.start`).
  public var started = false
  /// The log level's name, if set.
  public var logLevel: String?
  /// Whether a push token was given (`setPushIdentifier`), and whether it was nil.
  public var pushIdentifier: Data?
  /// Lifecycle: `lifecycleStart` called last (true) or `lifecyclePause` (false); nil: neither.
  public var lifecycleRunning: Bool?

  static let current = Mutex(SDKSetup())

  /// The set-up of this process.
  public static var shared: SDKSetup { current.withLock { $0 } }

  static func update(_ change: (inout SDKSetup) -> Void) { current.withLock { change(&$0) } }
}

/// AEPCore's `PrivacyStatus` (`AEPPrivacyStatus`), as AEPCore 5.7.0 declares it: an Objective-C enum of
/// `Int` whose `RawRepresentable` value is the SDK's configuration string.
@objc(AEPPrivacyStatus)
public enum PrivacyStatus: Int, RawRepresentable, Codable, Sendable {
  case optedIn = 0
  case optedOut = 1
  case unknown = 2

  /// The configuration's spelling: `optedin`, `optedout`, `optunknown`.
  public typealias RawValue = String

  /// The configuration's spelling.
  public var rawValue: RawValue {
    switch self {
    case .optedIn: "optedin"
    case .optedOut: "optedout"
    case .unknown: "optunknown"
    }
  }

  /// The status a configuration string names.
  public init?(rawValue: RawValue) {
    switch rawValue {
    case "optedin": self = .optedIn
    case "optedout": self = .optedOut
    case "optunknown": self = .unknown
    default: return nil
    }
  }
}

/// The Adobe Experience Platform SDK's `MobileCore` (AEPCore), as a recorder.
///
/// `import AEPCore` on a device; `import TrackCheckKit` under trackcheck. Every method may be called from any thread.
public enum MobileCore {
  /// `MobileCore.extensionVersion`: the AEPCore version these stand-ins follow.
  public static let extensionVersion = "5.7.0"

  /// `MobileCore.collectMessageInfo(_:)`: a push-tracking event.
  public static func collectMessageInfo(_ messageInfo: [String: Any]) {
    TrackingRecorder.shared.record(.init(api: "collectMessageInfo", action: nil, contextData: messageInfo))
  }

  /// `MobileCore.track(action:data:)`: an analytics action.
  public static func track(action: String?, data: [String: Any]?) {
    TrackingRecorder.shared.record(.init(api: "trackAction", action: action, contextData: data))
  }

  /// `MobileCore.track(state:data:)`: a screen view; nothing Campaign tracks.
  public static func track(state: String?, data: [String: Any]?) {}

  /// `MobileCore.registerExtensions(_:_:)`: records the extensions, then runs `completion` (at once: the stand-ins need no start-up).
  public static func registerExtensions(_ extensions: [NSObject.Type], _ completion: (() -> Void)? = nil) {
    SDKSetup.update {
      $0.extensions += extensions.map { String(describing: $0) }
      $0.started = true
    }
    completion?()
  }

  /// `MobileCore.configureWith(appId:)`: records the app id.
  public static func configureWith(appId: String) { SDKSetup.update { $0.appID = appId } }

  /// `MobileCore.configureWith(filePath:)`: a bundled configuration file; nothing to read here.
  public static func configureWith(filePath: String) {}

  /// `MobileCore.updateConfigurationWith(configDict:)`: its `campaign.server` (and Campaign Classic's
  /// `campaignclassic.trackingServer`) is where the stand-ins send hits.
  public static func updateConfigurationWith(configDict: [String: Any]) {
    CampaignHits.configuration(configDict)
    CampaignClassicHits.configuration(configDict)
    EdgeHits.configuration(configDict)
  }

  /// `MobileCore.setLogLevel(_:)`: records the level.
  public static func setLogLevel(_ level: LogLevel) { SDKSetup.update { $0.logLevel = "\(level)" } }

  /// `MobileCore.setPushIdentifier(_:)`: records the device token.
  public static func setPushIdentifier(_ deviceToken: Data?) { SDKSetup.update { $0.pushIdentifier = deviceToken } }

  /// `MobileCore.lifecycleStart(additionalContextData:)`: lifecycle metrics, which a Campaign server does not count as push tracking.
  public static func lifecycleStart(additionalContextData: [String: Any]?) { SDKSetup.update { $0.lifecycleRunning = true } }

  /// `MobileCore.lifecyclePause()`.
  public static func lifecyclePause() { SDKSetup.update { $0.lifecycleRunning = false } }

  /// `MobileCore.collectPii(_:)`: nothing push tracking needs.
  public static func collectPii(_ data: [String: Any]) {}

  /// `MobileCore.setPrivacyStatus(_:)`: recorded in ``SDKSetup/privacyStatus``; the stand-ins' hits are
  /// sent whatever it says (the case's tracking is what is judged).
  public static func setPrivacyStatus(_ status: PrivacyStatus) { SDKSetup.update { $0.privacyStatus = status } }

  /// `MobileCore.getPrivacyStatus(completion:)`: the status last set, `.unknown` before.
  public static func getPrivacyStatus(completion: @escaping (PrivacyStatus) -> Void) {
    completion(SDKSetup.shared.privacyStatus ?? .unknown)
  }

  /// `MobileCore.collectLaunchInfo(_:)`: the launch's user info; nothing Campaign tracks.
  public static func collectLaunchInfo(_ userInfo: [String: Any]) {}

  /// `MobileCore.setAdvertisingIdentifier(_:)`.
  public static func setAdvertisingIdentifier(_ identifier: String?) {}

  /// `MobileCore.clearUpdatedConfiguration()`.
  public static func clearUpdatedConfiguration() {}

  /// `MobileCore.resetIdentities()`.
  public static func resetIdentities() {}

  /// `MobileCore.getSdkIdentities(completion:)`: no identity is known here.
  public static func getSdkIdentities(completion: @escaping (String?, Error?) -> Void) { completion("{}", nil) }

  /// `MobileCore.initialize(appId:_:)` (AEPCore 5.5.0 and later): as `configureWith(appId:)` and a start.
  public static func initialize(appId: String, _ completion: (() -> Void)? = nil) {
    SDKSetup.update { $0.appID = appId }
    completion?()
  }
}

/// AEPCore's `LogLevel`.
public enum LogLevel: Int, Sendable {
  case error, warning, debug, trace
}

/// The Adobe Campaign Platform SDK's `ACPCore` (the documents' samples), as a recorder.
public enum ACPCore {
  /// `ACPCore.collectMessageInfo(_:)` (ACPCore 2.3.0 and later on iOS).
  public static func collectMessageInfo(_ messageInfo: [AnyHashable: Any]) {
    TrackingRecorder.shared.record(
      .init(api: "collectMessageInfo", action: nil, contextData: TrackingRecorder.dictionary(messageInfo)))
  }

  /// `ACPCore.trackAction(_:data:)`: the older SDKs' way of tracking.
  public static func trackAction(_ action: String?, data: [String: String]?) {
    TrackingRecorder.shared.record(.init(api: "trackAction", action: action, contextData: data))
  }

  /// `ACPCore.trackState(_:data:)`: a screen view; nothing Campaign tracks.
  public static func trackState(_ state: String?, data: [String: String]?) {}

  /// `ACPCore.configure(withAppId:)`: records the app id.
  public static func configure(withAppId appId: String?) { SDKSetup.update { $0.appID = appId } }

  /// `ACPCore.updateConfiguration(_:)`: its `campaign.server` (and `campaignclassic.trackingServer`) is where the
  /// stand-ins send hits.
  public static func updateConfiguration(_ config: [AnyHashable: Any]?) {
    // ACPCore's is an NSDictionary: its keys are strings in any configuration the SDK reads.
    let strings = Dictionary((config ?? [:]).compactMap { key, value in (key as? String).map { ($0, value) } }) { first, _ in first }
    CampaignHits.configuration(strings)
    CampaignClassicHits.configuration(strings)
  }

  /// `ACPCore.start(_:)`: records the start, then runs `callback` (at once).
  public static func start(_ callback: (() -> Void)? = nil) {
    SDKSetup.update { $0.started = true }
    callback?()
  }

  /// `ACPCore.setLogLevel(_:)`: records the level.
  public static func setLogLevel(_ level: ACPMobileLogLevel) { SDKSetup.update { $0.logLevel = "\(level)" } }

  /// `ACPCore.setPushIdentifier(_:)`: records the device token.
  public static func setPushIdentifier(_ deviceToken: Data?) { SDKSetup.update { $0.pushIdentifier = deviceToken } }

  /// `ACPCore.lifecycleStart(_:)`.
  public static func lifecycleStart(_ additionalContextData: [String: String]?) { SDKSetup.update { $0.lifecycleRunning = true } }

  /// `ACPCore.lifecyclePause()`.
  public static func lifecyclePause() { SDKSetup.update { $0.lifecycleRunning = false } }

  /// `ACPCore.extensionVersion()`: the ACPCore version these stand-ins follow.
  public static func extensionVersion() -> String { "2.9.5" }
}

/// ACPCore's `ACPMobileLogLevel`.
public enum ACPMobileLogLevel: Int, Sendable {
  case error, warning, debug, verbose
}

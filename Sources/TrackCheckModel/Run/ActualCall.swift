/// A tracking call the implementation reported, as received.
public struct ActualCall: Sendable, Hashable {
  /// The API named in the report (`collectMessageInfo`, `trackAction`, or anything else it said).
  public var api: String
  /// The first argument of `trackAction`, as sent.
  public var actionName: JSONValue?
  /// The context data, as sent.
  public var contextData: JSONValue
  /// The index of the callback it answered (0-based), or `nil` for a call reported at `end`.
  public var callbackIndex: Int?
  /// The step (from 0) whose callback the call answered, once the run has placed it on the case's timeline.
  public var step: Int?
  /// For a call read from the SDK's tracking request rather than reported by the implementation: the
  /// index (from 0) of that request among the case's recorded requests. Such a call carries the three
  /// values the hit sends; which SDK API caused it, a hit does not say.
  public var hit: Int?
  /// Whose code made the call: the app's, or the SDK's own display-and-tracking path.
  public var origin: CallOrigin

  /// Creates a call.
  public init(api: String, actionName: JSONValue? = nil, contextData: JSONValue, callbackIndex: Int?, origin: CallOrigin = .app) {
    self.api = api
    self.actionName = actionName
    self.contextData = contextData
    self.callbackIndex = callbackIndex
    self.origin = origin
  }

  /// A one-line rendering: `collectMessageInfo({"deliveryId":"…",…})`.
  /// A call the SDK's own path made ends with "by the SDK's own path".
  public var rendered: String {
    if let hit { return "hit #\(hit + 1) \(JSONSerializer.string(contextData))" }
    let call =
      api == TrackingAPI.trackAction.rawValue
      ? "trackAction(\(actionName.map(JSONSerializer.string) ?? "(no action)"), \(JSONSerializer.string(contextData)))"
      : "\(api)(\(JSONSerializer.string(contextData)))"
    return origin == .app ? call : "\(call) by the SDK's own path"
  }
}

/// Whose code made a tracking call (`origin` in the protocol).
///
/// An SDK that can display a push and track it by itself (Campaign Classic's
/// `AEPMessagingService.handleRemoteMessage` on Android, Journey Optimizer's
/// `MessagingService`) makes the same calls an app makes by hand; a kit that
/// plays such an SDK says which calls were the SDK's, so that a call the app
/// makes beside them is named for what it is.
public enum CallOrigin: String, Sendable, Hashable, CaseIterable {
  /// The app's own code (the default: an implementation that says nothing).
  case app
  /// The SDK's own display-and-tracking path.
  case sdk
}

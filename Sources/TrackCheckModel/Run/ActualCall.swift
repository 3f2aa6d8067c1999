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

  /// Creates a call.
  public init(api: String, actionName: JSONValue? = nil, contextData: JSONValue, callbackIndex: Int?) {
    self.api = api
    self.actionName = actionName
    self.contextData = contextData
    self.callbackIndex = callbackIndex
  }

  /// A one-line rendering: `collectMessageInfo({"deliveryId":"…",…})`.
  public var rendered: String {
    if let hit { return "hit #\(hit + 1) \(JSONSerializer.string(contextData))" }
    if api == TrackingAPI.trackAction.rawValue {
      return "trackAction(\(actionName.map(JSONSerializer.string) ?? "(no action)"), \(JSONSerializer.string(contextData)))"
    }
    return "\(api)(\(JSONSerializer.string(contextData)))"
  }
}

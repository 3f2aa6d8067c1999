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

  /// Creates a call.
  public init(api: String, actionName: JSONValue? = nil, contextData: JSONValue, callbackIndex: Int?) {
    self.api = api
    self.actionName = actionName
    self.contextData = contextData
    self.callbackIndex = callbackIndex
  }

  /// Reads one entry of a `calls` array, or says what is wrong with it.
  static func parse(_ value: JSONValue, callbackIndex: Int?) -> Result<ActualCall, ProtocolFault> {
    guard let object = value.objectValue else { return .failure(ProtocolFault("a call must be an object, got \(value.typeName)")) }
    guard let api = object["api"]?.stringValue else { return .failure(ProtocolFault("a call has no string 'api'")) }
    guard let contextData = object["contextData"] else { return .failure(ProtocolFault("a call has no 'contextData'")) }
    return .success(ActualCall(api: api, actionName: object["action"], contextData: contextData, callbackIndex: callbackIndex))
  }

  /// A one-line rendering: `collectMessageInfo({"deliveryId":"…",…})`.
  public var rendered: String {
    if api == TrackingAPI.trackAction.rawValue {
      return "trackAction(\(actionName.map(JSONSerializer.string) ?? "(no action)"), \(JSONSerializer.string(contextData)))"
    }
    return "\(api)(\(JSONSerializer.string(contextData)))"
  }
}

import Foundation

/// The tracking calls made since the last answer, in order, as passed.
///
/// Tracker code never uses this type: it calls ``MobileCore`` or ``ACPCore``
/// as it calls the Adobe Mobile SDK, from any thread.
public final class TrackingRecorder: @unchecked Sendable {
  /// One call, as the tracker made it.
  public struct Call: @unchecked Sendable {
    /// `collectMessageInfo` or `trackAction`.
    public var api: String
    /// `trackAction`'s first argument.
    public var action: String?
    /// The dictionary passed; its values keep their types.
    public var contextData: [String: Any]?

    /// The call as the protocol reports it.
    var reported: [String: Any] {
      var reported: [String: Any] = ["api": api, "contextData": contextData as Any? ?? NSNull()]
      if api == "trackAction" { reported["action"] = action as Any? ?? NSNull() }
      return reported
    }
  }

  /// The recorder every ``MobileCore`` and ``ACPCore`` call goes to.
  public static let shared = TrackingRecorder()

  private let lock = NSLock()
  private var calls: [Call] = []

  func record(_ call: Call) {
    lock.lock()
    calls.append(call)
    lock.unlock()
  }

  /// The calls recorded since the last `take()`.
  public func take() -> [Call] {
    lock.lock()
    defer { lock.unlock() }
    let taken = calls
    calls = []
    return taken
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

/// The Adobe Experience Platform SDK's `MobileCore` (AEPCore), as a recorder.
///
/// `import AEPCore` on a device; `import TrackCheckKit` under trackcheck.
public enum MobileCore {
  /// `MobileCore.collectMessageInfo(_:)`: a push-tracking event.
  public static func collectMessageInfo(_ messageInfo: [String: Any]) {
    TrackingRecorder.shared.record(.init(api: "collectMessageInfo", action: nil, contextData: messageInfo))
  }

  /// `MobileCore.track(action:data:)`: an analytics action.
  public static func track(action: String?, data: [String: Any]?) {
    TrackingRecorder.shared.record(.init(api: "trackAction", action: action, contextData: data))
  }
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
}

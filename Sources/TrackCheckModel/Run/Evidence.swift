/// What an implementation reports as the evidence it is judged on (its `hello.reports`):
/// the tracking calls its code made, the requests the SDK sent for them, or both.
public enum Evidence: String, Sendable, Hashable, CaseIterable, Codable {
  /// The calls to `collectMessageInfo` / `trackAction`, as the code made them.
  case calls
  /// The HTTP requests the SDK sent (its Campaign extension's tracking hits among them), in order.
  case hits

  /// What an implementation reports when its `hello` does not say: its calls.
  public static let defaultReports: [Evidence] = [.calls]
}

/// One HTTP request the SDK sent, as a recorder in place of its network service saw it
/// (`Networking.connectAsync`): what a tracking hit is decoded from.
public struct RecordedRequest: Sendable, Hashable {
  /// One header, as given (names keep their case; order is kept).
  public struct Header: Sendable, Hashable {
    /// The header's name.
    public var name: String
    /// Its value.
    public var value: String

    /// Creates a header.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The HTTP method (`GET`, `POST`).
  public var method: String
  /// The URL as the SDK gave it to its network service (iOS: `URL.absoluteString`; Android: the string).
  public var url: String
  /// The request's headers.
  public var headers: [Header]
  /// The body, as text (empty for a `GET`).
  public var body: String
  /// The index (from 0) of the callback whose answer reported it, or `nil` when reported at `end`.
  public var callbackIndex: Int?

  /// Creates a request.
  public init(method: String, url: String, headers: [Header] = [], body: String = "", callbackIndex: Int?) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.callbackIndex = callbackIndex
  }

  /// `GET https://…`, for reports.
  public var rendered: String { "\(method) \(url)" + (body.isEmpty ? "" : " body \(body)") }
}

/// A requirement a case lists that the evidence it was judged on cannot judge, and why
/// (a case judged on hits alone cannot say which SDK API was called).
public struct RequirementGap: Sendable, Hashable {
  /// The requirement id.
  public var requirement: RequirementID
  /// Why the case could not judge it.
  public var reason: String

  /// Creates a gap.
  public init(requirement: RequirementID, reason: String) {
    self.requirement = requirement
    self.reason = reason
  }
}

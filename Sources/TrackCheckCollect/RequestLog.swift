import TrackCheckPrimitives

/// Every request the collector received, in arrival order, kept per device: the evidence a UI test's
/// case is judged on. Bounded: past ``Limits/requests`` a request is refused (the device sees `503`) and
/// counted as dropped, never silently lost.
public final class RequestLog: Sendable {
  /// How much the log keeps.
  public struct Limits: Sendable {
    /// Requests kept at once, over every device (a reset frees room).
    public var requests: Int
    /// The bytes of one request's body.
    public var bodyBytes: Int

    /// The collector's defaults: a million requests, 64 KiB bodies (a registration is under 1 KiB).
    public static let standard = Limits(requests: 1_000_000, bodyBytes: 64 * 1024)

    /// Creates limits.
    public init(requests: Int, bodyBytes: Int) {
      self.requests = requests
      self.bodyBytes = bodyBytes
    }
  }

  /// What the log holds now.
  public struct Counts: Sendable, Hashable {
    /// Requests received since the collector started (kept, cleared or dropped).
    public var received: Int
    /// Requests kept now.
    public var kept: Int
    /// Requests refused because the log was full.
    public var dropped: Int
  }

  private struct State {
    var sequence = 0
    var kept = 0
    var dropped = 0
    var byDevice: [DeviceKey: [CollectedRequest]] = [:]
  }

  /// The log's limits.
  public let limits: Limits
  private let state = Locked(State())

  /// An empty log.
  public init(limits: Limits = .standard) {
    self.limits = limits
  }

  /// Records a request as the next to arrive; `nil` when the log is full (the request is counted dropped).
  public func record(_ make: (_ sequence: Int) -> CollectedRequest) -> CollectedRequest? {
    state.withLock { state in
      state.sequence += 1
      guard state.kept < limits.requests else {
        state.dropped += 1
        return nil
      }
      let request = make(state.sequence)
      state.kept += 1
      state.byDevice[request.device, default: []].append(request)
      return request
    }
  }

  /// The requests of `device` (or of every device, by arrival), in arrival order.
  public func requests(of device: DeviceKey? = nil) -> [CollectedRequest] {
    state.withLock { state in
      if let device { return state.byDevice[device] ?? [] }
      return state.byDevice.values.flatMap { $0 }.sorted { $0.sequence < $1.sequence }
    }
  }

  /// The devices heard from, with how many requests each has kept.
  public func devices() -> [(device: DeviceKey, requests: Int)] {
    state.withLock { state in state.byDevice.map { ($0.key, $0.value.count) }.sorted { $0.device < $1.device } }
  }

  /// Forgets the requests of `device` (or of every device); answers how many were forgotten.
  @discardableResult
  public func reset(_ device: DeviceKey? = nil) -> Int {
    state.withLock { state in
      let cleared: Int
      if let device {
        cleared = state.byDevice.removeValue(forKey: device)?.count ?? 0
      } else {
        cleared = state.kept
        state.byDevice = [:]
      }
      state.kept -= cleared
      return cleared
    }
  }

  /// The counts now.
  public var counts: Counts {
    state.withLock { Counts(received: $0.sequence, kept: $0.kept, dropped: $0.dropped) }
  }
}

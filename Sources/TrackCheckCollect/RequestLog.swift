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
    /// Step marks for every device without marks of its own.
    var sharedMarks: [StepMark] = []
    var marksByDevice: [DeviceKey: [StepMark]] = [:]
    var markCount = 0
  }

  /// Step marks kept at once, over every device (a reset frees room).
  public static let maximumMarks = 10_000

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

  /// Marks that the UI test now plays `step` on `device` (on every device without marks of its own when
  /// `nil`): the requests that arrive from now on arrived during it. `nil` when ``maximumMarks`` are kept.
  public func mark(_ step: StepMark.Step, device: DeviceKey?, markedAt: Int64) -> StepMark? {
    state.withLock { state in
      guard state.markCount < Self.maximumMarks else { return nil }
      let mark = StepMark(step: step, device: device, after: state.sequence, markedAt: markedAt)
      if let device {
        state.marksByDevice[device, default: []].append(mark)
      } else {
        state.sharedMarks.append(mark)
      }
      state.markCount += 1
      return mark
    }
  }

  /// The step marks `device`'s requests are anchored to: its own, else those made for every device; in the
  /// order they were made. Without a device, every mark.
  public func marks(of device: DeviceKey? = nil) -> [StepMark] {
    state.withLock { state in
      guard let device else { return (state.sharedMarks + state.marksByDevice.values.flatMap { $0 }).sorted { $0.after < $1.after } }
      return state.marksByDevice[device] ?? state.sharedMarks
    }
  }

  /// What a reset forgot.
  public struct Cleared: Sendable, Hashable {
    /// Requests.
    public var requests: Int
    /// Step marks.
    public var marks: Int
  }

  /// Forgets the requests and step marks of `device` (or every request and mark, those made for every
  /// device included); answers how many were forgotten.
  @discardableResult
  public func reset(_ device: DeviceKey? = nil) -> Cleared {
    state.withLock { state in
      let cleared: Cleared
      if let device {
        cleared = Cleared(
          requests: state.byDevice.removeValue(forKey: device)?.count ?? 0,
          marks: state.marksByDevice.removeValue(forKey: device)?.count ?? 0)
      } else {
        cleared = Cleared(requests: state.kept, marks: state.markCount)
        state.byDevice = [:]
        state.sharedMarks = []
        state.marksByDevice = [:]
      }
      state.kept -= cleared.requests
      state.markCount -= cleared.marks
      return cleared
    }
  }

  /// The counts now.
  public var counts: Counts {
    state.withLock { Counts(received: $0.sequence, kept: $0.kept, dropped: $0.dropped) }
  }
}

import Dispatch

import TrackCheckModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into a call of a handler, so a run can
/// stop its workers and still write its reports. A second signal calls the
/// `last` handler (which must clean up and exit at once), then exits with
/// 128 + the signal.
public final class SignalTrap: Sendable {
  /// The signals trapped by default.
  public static let defaultSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// What a signal does; shared with the dispatch sources' handlers.
  private final class Receiver: Sendable {
    private struct State {
      var received: [Int32] = []
      var handler: @Sendable (Int32) -> Void
    }

    private let state: Locked<State>
    private let last: @Sendable (Int32) -> Void

    init(handler: @escaping @Sendable (Int32) -> Void, last: @escaping @Sendable (Int32) -> Void) {
      state = Locked(State(handler: handler))
      self.last = last
    }

    func receive(_ number: Int32) {
      let (count, handler) = state.withLock { state -> (Int, @Sendable (Int32) -> Void) in
        state.received.append(number)
        return (state.received.count, state.handler)
      }
      if count > 1 {
        last(number)
        _exit(128 + number)
      }
      handler(number)
    }

    func replace(_ handler: @escaping @Sendable (Int32) -> Void) -> Int32? {
      state.withLock { state in
        state.handler = handler
        return state.received.first
      }
    }

    var first: Int32? { state.withLock { $0.received.first } }
  }

  private let receiver: Receiver
  private let sources: Locked<[any DispatchSourceSignal]>

  /// Starts trapping `signals`; `handler` gets the first, `last` a second.
  public init(
    _ signals: [Int32] = SignalTrap.defaultSignals,
    handler: @escaping @Sendable (Int32) -> Void,
    last: @escaping @Sendable (Int32) -> Void = { _ in }
  ) {
    let receiver = Receiver(handler: handler, last: last)
    var sources: [any DispatchSourceSignal] = []
    for number in signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { receiver.receive(number) }
      source.resume()
      sources.append(source)
    }
    self.receiver = receiver
    self.sources = Locked(sources)
  }

  /// Replaces the handler of a first signal: each phase of a command says
  /// what stopping means. A signal already received was handled by the
  /// handler of its time; ``received`` tells.
  public func onSignal(_ handler: @escaping @Sendable (Int32) -> Void) {
    _ = receiver.replace(handler)
  }

  /// The first signal received, if any.
  public var received: Int32? { receiver.first }

  /// Stops trapping and restores the default actions.
  public func release() {
    sources.withLock { sources in
      for source in sources { source.cancel() }
      sources = []
    }
    for number in Self.defaultSignals { signal(number, SIG_DFL) }
  }

  deinit { release() }
}

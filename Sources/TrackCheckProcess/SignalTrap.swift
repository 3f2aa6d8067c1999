import CProcessSpawn
import Foundation
import TrackCheckPrimitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Turns SIGINT, SIGTERM and SIGHUP into a call of a handler, so a run can
/// stop its workers and still write its reports. A second signal calls the
/// `last` handler, which cleans up and ends the process (the command line
/// decides with which code).
public final class SignalTrap: Sendable {
  /// The signals trapped by default.
  public static let defaultSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// What a signal does; shared with the thread that reads the signal pipe.
  private final class Receiver: Sendable {
    private struct State {
      var received: [Int32] = []
      var handler: @Sendable (Int32) -> Void
      var last: @Sendable (Int32) -> Void
    }

    private let state: Locked<State>

    init(handler: @escaping @Sendable (Int32) -> Void, last: @escaping @Sendable (Int32) -> Void) {
      state = Locked(State(handler: handler, last: last))
    }

    func receive(_ number: Int32) {
      let (count, handler, last) = state.withLock { state -> (Int, @Sendable (Int32) -> Void, @Sendable (Int32) -> Void) in
        state.received.append(number)
        return (state.received.count, state.handler, state.last)
      }
      if count > 1 {
        last(number)
        return
      }
      handler(number)
    }

    func replace(_ handler: @escaping @Sendable (Int32) -> Void, last: (@Sendable (Int32) -> Void)?) {
      state.withLock { state in
        state.handler = handler
        if let last { state.last = last }
      }
    }

    var first: Int32? { state.withLock { $0.received.first } }
  }

  private let receiver: Receiver
  private let signals: [Int32]

  /// Starts trapping `signals`; `handler` gets the first, `last` a second.
  ///
  /// A signal is caught from the moment this returns, by a handler that only
  /// writes its number to a pipe; a thread reads the pipe and calls the
  /// handlers, so no signal that arrives during set-up is lost.
  public init(
    _ signals: [Int32] = SignalTrap.defaultSignals,
    handler: @escaping @Sendable (Int32) -> Void,
    last: @escaping @Sendable (Int32) -> Void = { _ in }
  ) {
    let receiver = Receiver(handler: handler, last: last)
    self.receiver = receiver
    self.signals = signals
    let descriptor = signals.withUnsafeBufferPointer { trackcheck_signal_pipe($0.baseAddress, Int32($0.count)) }
    guard descriptor >= 0 else { return }
    let reader = Thread {
      while true {
        let number = trackcheck_signal_wait(descriptor)
        if number == 0 { return }
        receiver.receive(Int32(number))
      }
    }
    reader.start()
  }

  /// Replaces the handler of a first signal: each phase of a command says
  /// what stopping means. A signal already received was handled by the
  /// handler of its time; ``received`` tells.
  public func onSignal(_ handler: @escaping @Sendable (Int32) -> Void, last: (@Sendable (Int32) -> Void)? = nil) {
    receiver.replace(handler, last: last)
  }

  /// The first signal received, if any.
  public var received: Int32? { receiver.first }

  /// From now on every trapped signal ends the process at once with `128 + number`, until the process
  /// exits. The trap is kept alive for that: released, it would restore the default actions, and a
  /// signal arriving between a command's end and the process's exit would then kill trackcheck without
  /// its exit code (a second Ctrl-C just after a run stopped on the first).
  public func endProcessOnSignal() {
    receiver.replace({ signal in _exit(128 + signal) }, last: { signal in _exit(128 + signal) })
    Self.kept.withLock { $0.append(self) }
  }

  /// Traps kept until the process exits (``endProcessOnSignal()``).
  private static let kept = Locked<[SignalTrap]>([])

  /// Stops trapping and restores the default actions.
  public func release() {
    signals.withUnsafeBufferPointer { trackcheck_signal_default($0.baseAddress, Int32($0.count)) }
  }

  deinit { release() }
}

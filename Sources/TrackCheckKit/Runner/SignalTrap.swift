import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT and SIGTERM into a call of `handler`, so a run can stop its
/// workers and still write its reports. A second signal ends the process at
/// once with 128 + the signal.
public final class SignalTrap: @unchecked Sendable {
  private var sources: [DispatchSourceSignal] = []
  private var received = 0
  private let lock = DispatchQueue(label: "trackcheck.signals")

  /// Starts trapping `signals`.
  public init(_ signals: [Int32] = [SIGINT, SIGTERM], handler: @escaping @Sendable (Int32) -> Void) {
    for number in signals {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self] in
        guard let self else { return }
        let count = self.lock.sync { () -> Int in
          self.received += 1
          return self.received
        }
        if count > 1 { _exit(128 + number) }
        handler(number)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Stops trapping and restores the default actions.
  public func release() {
    for source in sources { source.cancel() }
    sources.removeAll()
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }

  deinit { release() }

  /// The name of a signal, for messages.
  public static func name(_ number: Int32) -> String {
    ChildProcess.Termination.signalName(number)
  }
}

import TrackCheckProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A worker's placement: the worker's thread and its implementation's
/// protocol thread share one CPU (``CPUPlacement``). The protocol thread is
/// looked for when the implementation starts (a few milliseconds) and then as
/// each case begins; after ``attempts`` looks the main thread is taken.
/// Confining is a matter of speed only: a refusal by the system is ignored.
struct Placement {
  /// How many looks for the protocol thread before the main thread is taken.
  static let attempts = 16

  /// The worker's CPU.
  let cpu: Int32
  /// A process whose protocol thread is still to be placed, and how often it was looked for.
  private var pending: (pid: pid_t, attempts: Int)?

  /// The placement of the worker `job`: its own thread is confined at once.
  /// `nil` on a machine with one CPU to run on, or where placement is left to the kernel (``CPUPlacement/Support``).
  init?(job: Int) {
    guard let cpu = CPUPlacement.cpu(forJob: job) else { return nil }
    self.cpu = cpu
    CPUPlacement.confineCurrentThread(to: cpu)
  }

  /// A fresh implementation started: its protocol thread is placed now if it
  /// is found waiting within a few milliseconds, else as later cases begin.
  mutating func started(_ pid: pid_t?) {
    pending = pid.map { ($0, 0) }
    place(waiting: 0.005)
  }

  /// Looks for the protocol thread once more, if it is not placed yet.
  mutating func place(waiting: Double = 0) {
    guard let current = pending else { return }
    if let thread = CPUPlacement.protocolThread(of: current.pid, waiting: waiting) {
      CPUPlacement.confineThread(thread, to: cpu)
      pending = nil
    } else if current.attempts + 1 >= Self.attempts {
      // A wrapper that waits for its program, say: the process itself is confined, to no gain and no harm.
      CPUPlacement.confineThread(current.pid, to: cpu)
      pending = nil
    } else {
      pending = (current.pid, current.attempts + 1)
    }
  }
}

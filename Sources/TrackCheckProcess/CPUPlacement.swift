import CProcessSpawn

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Where a job and its implementation run.
///
/// Without pipelining a job and its implementation take turns: one writes a
/// line and sleeps until the other answers. When the two sleep on different
/// CPUs, every line wakes an idle CPU, and on a virtual machine that wake-up
/// costs more than the work it wakes for (measured on a 2-core VM: a C
/// ping-pong over pipes does 25,000 round trips per second across two CPUs,
/// 260,000 on one, and spends a seventh of the system time). Co-locating
/// each job with its implementation's protocol thread on one CPU, job *i* on the
/// *i*-th CPU the process may use, keeps every hand-over on one CPU. The
/// implementation's other threads, and the start-up before the handshake
/// (where a JVM compiles on every core), are left to the kernel; the thread
/// confined is the one that reads the protocol (``protocolThread(of:waiting:)``).
///
/// Only the Linux process layer can confine a thread (``Support``); on the POSIX layer (macOS)
/// placement is left to the kernel, and co-location does nothing.
public enum CPUPlacement {
  /// Whether this build can place threads on CPUs.
  public enum Support: Sendable, Equatable {
    /// Threads are confined to CPUs (Linux `sched_setaffinity`).
    case confinesThreads
    /// Placement is left to the kernel: the POSIX layer has no call for it (macOS has none).
    case leftToTheKernel
  }

  /// What this build does (from ``ProcessLayer/current``).
  public static let support: Support = ProcessLayer.current == .linux ? .confinesThreads : .leftToTheKernel

  /// The CPUs this process may use (its main thread's affinity, which
  /// trackcheck never narrows), in order; empty where placement is left to the kernel.
  public static let allowedCPUs: [Int32] = cpus(of: getpid()) ?? []

  /// The CPU for job `job`, or `nil` when there is nothing to choose (one
  /// CPU allowed, or placement left to the kernel).
  public static func cpu(forJob job: Int) -> Int32? {
    guard support == .confinesThreads, allowedCPUs.count > 1 else { return nil }
    return allowedCPUs[job % allowedCPUs.count]
  }

  /// Confines the calling thread to `cpu`; `false` when the system refused.
  @discardableResult
  public static func confineCurrentThread(to cpu: Int32) -> Bool {
    trackcheck_confine_task(0, cpu) == 0
  }

  /// Confines thread `thread` (a thread id; a process id names its main thread) to `cpu`; `false` when the system refused.
  @discardableResult
  public static func confineThread(_ thread: pid_t, to cpu: Int32) -> Bool {
    trackcheck_confine_task(thread, cpu) == 0
  }

  /// The thread of process `pid` that reads the protocol, if one waits for
  /// its standard input now: the main thread when it waits for input
  /// (reading, or in poll, select or epoll, as Node's loop does), else the
  /// thread blocked reading stdin (a JVM reads on a thread of its own while
  /// its main thread waits for it). `waiting` seconds are spent looking, for
  /// an implementation that has only just answered.
  public static func protocolThread(of pid: pid_t, waiting: Double = 0) -> pid_t? {
    let deadline = Deadline.after(seconds: waiting)
    while true {
      let thread = trackcheck_protocol_thread(pid)
      if thread > 0 { return thread }
      if deadline.remainingMilliseconds == 0 { return nil }
      usleep(500)
    }
  }

  /// The CPUs task `task` may use (0: the calling thread; a pid: that
  /// process's main thread), or `nil` where the system does not say.
  public static func cpus(of task: pid_t) -> [Int32]? {
    var found = [Int32](repeating: 0, count: 1024)
    let count = found.withUnsafeMutableBufferPointer { trackcheck_task_cpus(task, $0.baseAddress, Int32($0.count)) }
    guard count >= 0 else { return nil }
    return Array(found.prefix(Int(count)))
  }
}

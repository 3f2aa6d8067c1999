import CProcessSpawn

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a job and its implementation run.
///
/// Without pipelining a job and its implementation take turns: one writes a
/// line and sleeps until the other answers. When the two sleep on different
/// CPUs, every line wakes an idle CPU, and on a virtual machine that wake-up
/// costs more than the work it wakes for (measured on a 2-core VM: a C
/// ping-pong over pipes does 25,000 round trips per second across two CPUs,
/// 260,000 on one, and spends a seventh of the system time). Co-locating
/// each job with its implementation's main thread on one CPU, job *i* on the
/// *i*-th CPU the process may use, keeps every hand-over on one CPU. The
/// implementation's other threads, and the start-up before the handshake
/// (where a JVM compiles on every core), are left to the kernel.
public enum CPUPlacement {
  /// The CPUs this process may use (its main thread's affinity, which
  /// trackcheck never narrows), in order.
  public static let allowedCPUs: [Int32] = cpus(of: getpid()) ?? []

  /// The CPU for job `job`, or `nil` when there is nothing to choose (one
  /// CPU allowed, or a system that does not say).
  public static func cpu(forJob job: Int) -> Int32? {
    guard allowedCPUs.count > 1 else { return nil }
    return allowedCPUs[job % allowedCPUs.count]
  }

  /// Confines the calling thread to `cpu`; `false` when the system refused.
  @discardableResult
  public static func confineCurrentThread(to cpu: Int32) -> Bool {
    trackcheck_confine_task(0, cpu) == 0
  }

  /// Confines the main thread of process `pid` to `cpu`; `false` when the system refused.
  @discardableResult
  public static func confineMainThread(of pid: pid_t, to cpu: Int32) -> Bool {
    trackcheck_confine_task(pid, cpu) == 0
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

import Foundation

/// Where the CPU went: trackcheck's own time against the implementation's
/// (its processes, once they ended and were reaped).
enum CPUTime {
  /// CPU seconds of this process (`own`, of which `system` in the kernel) and of its ended children (`implementation`).
  static func seconds() -> (own: Double, system: Double, implementation: Double) {
    func usage(_ who: UsageOf) -> (user: Double, system: Double) {
      var usage = rusage()
      #if canImport(Glibc)
        getrusage(__rusage_who_t(who.rawValue), &usage)
      #else
        getrusage(who, &usage)
      #endif
      return (
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6,
        Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
      )
    }
    let own = usage(RUSAGE_SELF)
    let children = usage(RUSAGE_CHILDREN)
    return (own.user + own.system, own.system, children.user + children.system)
  }

  /// "CPU: trackcheck 1.200 s (system 0.800 s), the implementation 3.400 s (trackcheck 26.1 %)".
  static func line() -> String {
    let (own, system, implementation) = seconds()
    let share = 100 * own / max(own + implementation, 0.000_001)
    return "CPU: trackcheck \(String(format: "%.3f", own)) s (system \(String(format: "%.3f", system)) s), "
      + "the implementation \(String(format: "%.3f", implementation)) s (trackcheck \(String(format: "%.1f", share)) %)"
  }

  /// Whether `TRACKCHECK_CPU_REPORT` asks `run` for the line too (on stderr; the benchmark reads it).
  static var reportRequested: Bool { ProcessInfo.processInfo.environment["TRACKCHECK_CPU_REPORT"] != nil }
}

/// The `who` of `getrusage`: an enum in glibc, an `Int32` elsewhere.
#if canImport(Glibc)
  private typealias UsageOf = __rusage_who
#else
  private typealias UsageOf = Int32
#endif

import Foundation

/// Where the CPU went: trackcheck's own time against the implementation's
/// (its processes, once they ended and were reaped).
enum CPUTime {
  /// CPU seconds of this process (`own`) and of its ended children (`implementation`).
  static func seconds() -> (own: Double, implementation: Double) {
    func seconds(_ who: __rusage_who) -> Double {
      var usage = rusage()
      getrusage(__rusage_who_t(who.rawValue), &usage)
      return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    return (seconds(RUSAGE_SELF), seconds(RUSAGE_CHILDREN))
  }

  /// "CPU: trackcheck 1.2 s, the implementation 3.4 s (trackcheck 26 %)".
  static func line() -> String {
    let (own, implementation) = seconds()
    let share = 100 * own / max(own + implementation, 0.000_001)
    return "CPU: trackcheck \(String(format: "%.3f", own)) s, the implementation \(String(format: "%.3f", implementation)) s "
      + "(trackcheck \(String(format: "%.0f", share)) %)"
  }

  /// Whether `TRACKCHECK_CPU_REPORT` asks `run` for the line too (on stderr; the benchmark reads it).
  static var reportRequested: Bool { ProcessInfo.processInfo.environment["TRACKCHECK_CPU_REPORT"] != nil }
}

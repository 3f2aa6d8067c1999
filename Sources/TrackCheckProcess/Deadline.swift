#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A point on the monotonic clock by which something must happen.
public struct Deadline: Sendable, Comparable {
  /// Nanoseconds on the monotonic clock.
  public var uptimeNanoseconds: UInt64

  /// The current time on the monotonic clock.
  public static var now: Deadline {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Deadline(uptimeNanoseconds: UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec))
  }

  /// The deadline `seconds` from now.
  public static func after(seconds: Double) -> Deadline {
    Deadline(uptimeNanoseconds: now.uptimeNanoseconds + UInt64(max(0, seconds) * 1_000_000_000))
  }

  /// Milliseconds left, rounded up, 0 once passed, capped for `poll`.
  public var remainingMilliseconds: Int32 {
    let current = Deadline.now.uptimeNanoseconds
    guard uptimeNanoseconds > current else { return 0 }
    let milliseconds = (uptimeNanoseconds - current + 999_999) / 1_000_000
    return Int32(min(milliseconds, UInt64(Int32.max)))
  }

  /// Seconds elapsed since `start`.
  public static func seconds(since start: Deadline) -> Double {
    Double(now.uptimeNanoseconds &- start.uptimeNanoseconds) / 1_000_000_000
  }

  public static func < (lhs: Deadline, rhs: Deadline) -> Bool { lhs.uptimeNanoseconds < rhs.uptimeNanoseconds }
}

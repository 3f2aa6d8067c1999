#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The time a run starts, as every report writes it.
public enum UTCTimestamp {
  /// The current UTC time as JUnit writes it (`yyyy-MM-ddTHH:mm:ss`).
  ///
  /// From the C library's calendar, not a `DateFormatter`: creating one costs
  /// more than running a batch of explored scenarios.
  public static func now() -> String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return
      "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The names of the signals trackcheck reports, by the system's numbering.
public enum SignalNames {
  private static let table: [(Int32, String)] = [
    (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGILL, "SIGILL"), (SIGABRT, "SIGABRT"), (SIGBUS, "SIGBUS"), (SIGFPE, "SIGFPE"),
    (SIGKILL, "SIGKILL"), (SIGSEGV, "SIGSEGV"), (SIGPIPE, "SIGPIPE"), (SIGTERM, "SIGTERM"),
  ]

  /// `SIGINT` for 2; `signal N` for one without a name here.
  public static func name(_ number: Int32) -> String {
    table.first { $0.0 == number }?.1 ?? "signal \(number)"
  }

  /// The number of a name this table knows (`SIGINT` → 2).
  public static func number(_ name: String) -> Int32? {
    table.first { $0.1 == name }?.0
  }
}

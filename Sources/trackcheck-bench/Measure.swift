import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// What one command cost: wall time, peak resident memory, exit status.
struct Measurement {
  var seconds: Double
  var peakRSSMegabytes: Double
  var status: Int32
  /// trackcheck's own CPU seconds, as its `TRACKCHECK_CPU_REPORT` line says (nil when it printed none).
  var ownCPUSeconds: Double?
  /// Of those, the seconds spent in the kernel (system time).
  var ownSystemSeconds: Double?
  /// The CPU seconds of the process and its waited-for children, from `wait4`.
  var totalCPUSeconds: Double = 0
}

enum Measure {
  /// Runs `arguments` with stdout and stderr discarded and measures it.
  static func run(_ arguments: [String], environment: [String: String] = [:]) -> Measurement {
    // stderr goes to a file, for trackcheck's CPU line (wait4's usage counts its children too).
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-bench-stderr-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: errors) }
    // A structure in glibc and musl, a pointer the call fills in on macOS.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var merged = ProcessInfo.processInfo.environment
    merged["TRACKCHECK_CPU_REPORT"] = "1"
    for (key, value) in environment { merged[key] = value }
    var cEnvironment: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for variable in cEnvironment { free(variable) } }
    var pid: pid_t = 0
    let start = Date()
    guard posix_spawnp(&pid, arguments[0], &actions, nil, &cArguments, &cEnvironment) == 0 else {
      return Measurement(seconds: 0, peakRSSMegabytes: 0, status: -1, ownCPUSeconds: nil, ownSystemSeconds: nil)
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Date().timeIntervalSince(start)
    let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    // "CPU: trackcheck 1.200 s (system 0.800 s), the implementation …"
    let line = text.split(separator: "\n").first { $0.hasPrefix("CPU: trackcheck ") }
    let own = line.flatMap { Double($0.dropFirst("CPU: trackcheck ".count).prefix { $0 != " " }) }
    let system = line.flatMap { line in
      line.range(of: "(system ").flatMap { Double(line[$0.upperBound...].prefix { $0 != " " }) }
    }
    let total =
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return Measurement(
      seconds: seconds, peakRSSMegabytes: Double(usage.ru_maxrss) / maxRSSUnitsPerMegabyte, status: exit, ownCPUSeconds: own,
      ownSystemSeconds: system,
      totalCPUSeconds: total)
  }

  /// Runs a command and returns its stdout.
  static func output(_ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try? process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

/// `ru_maxrss` counts kibibytes on Linux, bytes on macOS.
#if canImport(Darwin)
  private let maxRSSUnitsPerMegabyte = 1024.0 * 1024
#else
  private let maxRSSUnitsPerMegabyte = 1024.0
#endif

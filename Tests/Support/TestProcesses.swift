import Foundation

/// The processes of this machine, for tests that check nothing is left behind.
public enum TestProcesses {
  /// The command lines of the processes whose command line contains `marker`.
  public static func containing(_ marker: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
      return line.contains(marker) ? line : nil
    }
  }

  /// The interpreters (not their shims, not trackcheck, whose command line
  /// names the implementation too) whose command line contains `marker`.
  public static func implementations(_ marker: String) -> [String] {
    containing(marker).filter { line in
      let program = line.split(separator: " ").first.map { $0.split(separator: "/").last.map(String.init) ?? "" } ?? ""
      return program.hasPrefix("python")
    }
  }
}

/// Facts about the test run itself.
public enum TestEnvironment {
  /// Whether the tests run under a sanitizer (`TRACKCHECK_SANITIZER`, set by `.ci/run`): the
  /// `trackcheck` executable is then instrumented too, and its runtime takes over signal delivery
  /// and file-size limits, so the tests of those run in the plain build only. The in-process
  /// tests of cancellation still run under the sanitizer.
  public static let underSanitizer = ProcessInfo.processInfo.environment["TRACKCHECK_SANITIZER"] != nil
}

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
}

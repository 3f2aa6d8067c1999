import Foundation
import TrackCheckEngine
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckReports
import TrackCheckSuites

/// Finds the reference tracker built beside `trackcheck`.
enum BundledTracker {
  static func path() throws(UsageError) -> String {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidate = executable.deletingLastPathComponent().appendingPathComponent("reference-tracker").path
    guard FileManager.default.isExecutableFile(atPath: candidate) else {
      throw UsageError(
        "the bundled reference tracker is not at \(candidate)",
        hint: "build it with 'swift build --product reference-tracker', or name an implementation after '--'")
    }
    return candidate
  }

  /// The faults the reference tracker offers (`--list-faults`).
  static func faults(at path: String) throws(UsageError) -> [(name: String, summary: String)] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["--list-faults"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      throw UsageError("cannot run \(path) --list-faults: \(error.localizedDescription)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t", maxSplits: 1)
      return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
    }
  }
}

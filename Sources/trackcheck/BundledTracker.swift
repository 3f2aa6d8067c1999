import Foundation
import TrackCheckKit

/// Finds the reference tracker built beside `trackcheck`.
enum BundledTracker {
  static func path() throws(TrackCheckError) -> String {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidate = executable.deletingLastPathComponent().appendingPathComponent("reference-tracker").path
    guard FileManager.default.isExecutableFile(atPath: candidate) else {
      throw .usage("the bundled reference tracker is not at \(candidate)",
        hint: "build it with 'swift build --product reference-tracker', or name an implementation after '--'")
    }
    return candidate
  }
}

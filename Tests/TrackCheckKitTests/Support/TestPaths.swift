import Foundation

/// Paths the tests need: the repository, the fixtures, and the built executables.
enum TestPaths {
  /// The repository root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/TrackCheckKitTests/Fixtures`.
  static let fixtures = root.appendingPathComponent("Tests/TrackCheckKitTests/Fixtures")

  /// A fixture file or folder.
  static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

  /// The folder of the test executable, where SwiftPM also puts the package's executables.
  static let products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()

  /// The built reference tracker.
  static var referenceTracker: String { products.appendingPathComponent("reference-tracker").path }

  /// The project's suites.
  static var suites: String { root.appendingPathComponent("Suites").path }

  /// A hostile implementation in the fixtures, run with python3.
  static func misbehaving(_ mode: String) -> [String] {
    ["python3", fixture("implementations/misbehave.py"), mode]
  }
}

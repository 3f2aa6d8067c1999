import Foundation
import TrackCheckProcess

/// Paths the tests need: the repository, the fixtures, and the built executables.
public enum TestPaths {
  /// The repository root.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/Fixtures`.
  public static let fixtures = root.appendingPathComponent("Tests/Fixtures")

  /// A fixture file or folder.
  public static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

  /// A JUnit consumer's schema in `Tests/Fixtures/schemas` (its README names each one's source and licence).
  public static func schema(_ name: String) -> String { fixture("schemas/\(name)") }

  /// The folder of the tests' build, where SwiftPM also puts the package's executables: the test
  /// executable's own on Linux; on macOS the tests are a bundle that a runner loads, beside it.
  public static let products: URL = {
    #if canImport(Darwin)
      if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return URL(fileURLWithPath: ExecutablePath.current ?? CommandLine.arguments[0]).deletingLastPathComponent()
  }()

  /// The built reference tracker.
  public static var referenceTracker: String { products.appendingPathComponent("reference-tracker").path }

  /// The project's suites.
  public static var suites: String { root.appendingPathComponent("Suites").path }

  /// A hostile implementation in the fixtures, run with python3.
  public static func misbehaving(_ mode: String) -> [String] {
    ["python3", fixture("implementations/misbehave.py"), mode]
  }
}

import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckSuites

/// Seeded, bounded fuzzing of the suite loader: mutated suite files never
/// crash it; they load, or fail with positioned diagnostics.
@Suite("Fuzzing: suite loader")
struct SuiteFuzzTests {
  @Test func mutatedSuitesLoadOrFailWithPositions() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let minimal = TestPaths.fixtures.appendingPathComponent("suites/minimal")
    for name in ["requirements.yaml", "payloads.yaml"] {
      try FileManager.default.copyItem(at: minimal.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    let seeds = try [
      Data(contentsOf: minimal.appendingPathComponent("cases.yaml")),
      Data(contentsOf: TestPaths.root.appendingPathComponent("Suites/ios/interactions.yaml")),
    ].map { [UInt8]($0) }
    let target = folder.appendingPathComponent("cases.yaml")
    var random = SeededRandom(seed: SeededRandom.seed &+ 3)
    var outcomes = (loaded: 0, rejected: 0)
    for _ in 0..<SeededRandom.iterations(default: 300) {
      let mutated = Mutator.mutate(seeds.randomElement(using: &random)!, using: &random)
      try Data(mutated).write(to: target)
      do {
        _ = try SuiteLoader.load(paths: [folder.path])
        outcomes.loaded += 1
      } catch {
        outcomes.rejected += 1
        guard case .invalid(let diagnostics) = error else {
          Issue.record("not a suite error: \(error)")
          continue
        }
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
          #expect(!diagnostic.location.file.isEmpty && !diagnostic.message.isEmpty, "\(diagnostic)")
        }
      }
    }
    #expect(outcomes.rejected > 0)
  }
}

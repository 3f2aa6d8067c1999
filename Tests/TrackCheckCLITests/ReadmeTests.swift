import Foundation
import Testing
import TrackCheckTestSupport

/// What the README says about the examples holds.
@Suite("README") struct ReadmeTests {
  /// The adapter of each example, as the README's table of kits and examples names it.
  static let adapters = [
    "Examples/swift": "Examples/swift/Adapter.swift",
    "Examples/java": "Examples/java/Adapter.java",
    "Examples/python": "Examples/python/adapter.py",
    "Examples/node": "Examples/node/adapter.js",
  ]

  @Test func theAdapterLineCountsAreTheFilesAndAFewDozenLines() throws {
    let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    var checked = 0
    for row in readme.split(separator: "\n") where row.hasPrefix("| ") && row.contains(" lines |") {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let example = Self.adapters.keys.first(where: { key in cells.contains { $0.contains("`\(key)`") } }),
        let count = cells.first(where: { $0.hasSuffix(" lines") }).flatMap({ Int($0.dropLast(" lines".count)) })
      else { continue }
      let file = TestPaths.root.appendingPathComponent(Self.adapters[example]!)
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
      #expect(count == lines, "the README says \(count) lines for \(example); \(Self.adapters[example]!) has \(lines)")
      #expect(lines <= 60, "\(example)'s adapter is \(lines) lines; the glue should be a few dozen")
      checked += 1
    }
    #expect(checked >= 3)
  }
}

import Foundation
import Testing
import TrackCheckTestSupport

/// What the README says about the examples holds.
@Suite("README", .serialized) struct ReadmeTests {
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

  /// A sample of output in the README: the block after a line `<!-- output of: trackcheck ARGUMENTS -->`.
  struct Sample {
    var arguments: [String]
    var text: String
  }

  static func samples(in readme: String) -> [Sample] {
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var samples: [Sample] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- output of: trackcheck ") && line.hasSuffix(" -->") {
      let command = line.dropFirst("<!-- output of: trackcheck ".count).dropLast(" -->".count)
      guard index + 1 < lines.count, lines[index + 1] == "```", let end = lines[(index + 2)...].firstIndex(of: "```") else { continue }
      samples.append(
        Sample(arguments: command.split(separator: " ").map(String.init), text: lines[(index + 2)..<end].joined(separator: "\n")))
    }
    return samples
  }

  /// Timings vary from run to run: "(0.335 s)" becomes "(… s)".
  static func normalised(_ text: String) -> String {
    text.replacingOccurrences(of: #"\([0-9]+\.[0-9]{3} s\)"#, with: "(… s)", options: .regularExpression)
  }

  /// The parts of a sample between its elisions (a line that is only "…"), each of which the real output
  /// must hold, in order.
  static func parts(of sample: String) -> [String] {
    var parts: [[Substring]] = [[]]
    for line in sample.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces) == "…" { parts.append([]) } else { parts[parts.count - 1].append(line) }
    }
    return parts.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }
  }

  /// Every output sample in the README is what trackcheck prints today, timings aside: each is run, in a
  /// folder that holds the examples and kits as the repository does.
  @Test func theSampleOutputIsWhatARealRunPrints() throws {
    let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let samples = Self.samples(in: readme)
    #expect(samples.count >= 2, "the README's samples are marked with <!-- output of: trackcheck … -->")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for linked in ["Examples", "Kits"] {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(linked), withDestinationURL: TestPaths.root.appendingPathComponent(linked))
    }
    var outputs: [String: String] = [:]
    for sample in samples {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLineTests.trackcheck)
      process.arguments = sample.arguments
      process.currentDirectoryURL = folder
      let finished = try TestProcesses.run(process)
      let output = Self.normalised(String(decoding: finished.output, as: UTF8.self))
      outputs[sample.arguments.joined(separator: " ")] = output
      var rest = output[...]
      for part in Self.parts(of: Self.normalised(sample.text)) {
        guard let found = rest.range(of: part) else {
          Issue.record(
            "the README's output of 'trackcheck \(sample.arguments.joined(separator: " "))' is not what it prints: \n\(part)\n--- it prints:\n\(output)"
          )
          break
        }
        rest = rest[found.upperBound...]
      }
    }
    // The counts the README's prose gives agree with those runs.
    let passing = try #require(outputs["run"])
    let total = try #require(passing.firstMatch(of: /PASS: ([0-9]+) cases/)?.1)
    let coverage = try CommandLineTests.run(["coverage"]).output
    let requirements = try #require(coverage.firstMatch(of: /([0-9]+) of [0-9]+ requirements have/)?.1)
    #expect(readme.contains("— \(total) cases over \(requirements) requirements"), "the introduction's numbers of cases and requirements")
    let wrong = try #require(outputs["run -- python3 Examples/python/adapter.py --wrong"])
    let failed = try #require(wrong.firstMatch(of: /, ([0-9]+) failed,/)?.1)
    #expect(readme.contains("fails \(failed) cases and shows what failures look like"), "the number of cases --wrong fails")
  }
}

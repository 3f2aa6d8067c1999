import ArgumentParser
import Foundation
import TrackCheckKit

struct Baseline: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write an expected-failures baseline from the results of a run.",
    discussion: """
      Lists every case that failed or errored. When the output file exists, the
      reason, kind and link of entries for cases that still fail are kept, and
      entries for cases that now pass are dropped. Use it with
      'trackcheck run --expected-failures FILE'.
      """)

  @Option(help: ArgumentHelp("The results of a run.", valueName: "path"))
  var results = "Reports/results.json"

  @Option(help: ArgumentHelp("The baseline to write.", valueName: "path"))
  var output = "expected-failures.yaml"

  func run() throws {
    let record = try ResultsFile.load(results)
    let existing = FileManager.default.fileExists(atPath: output) ? try ExpectedFailures.load(output) : nil
    let baseline = ExpectedFailures.make(from: record, keeping: existing)
    try AtomicFile.write(Data(baseline.yaml().utf8), to: output)
    print("wrote \(output): \(baseline.entries.count) expected failure\(baseline.entries.count == 1 ? "" : "s")")
  }
}

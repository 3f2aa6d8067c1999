import ArgumentParser
import Foundation
import TrackCheckModel
import TrackCheckReports
import TrackCheckSuites

struct Baseline: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write an expected-failures baseline from the results of a run.",
    discussion: """
      Lists every case of the run that failed or errored. When the output file
      exists, the reason, kind and link of its entries are kept, and entries
      for cases the run did not cover (outside its selection or shard) stay.
      Entries for cases that now pass are dropped; with --prune, every entry
      whose case the run did not see fail is dropped too. Results of an
      interrupted run are refused. Use the baseline with
      'trackcheck run --expected-failures FILE'.
      """)

  @Option(help: ArgumentHelp("The results of a run.", valueName: "path"))
  var results = "Reports/results.json"

  @Option(help: ArgumentHelp("The baseline to write.", valueName: "path"))
  var output = "expected-failures.yaml"

  @Flag(help: "Drop the entries of cases the run did not cover as well.")
  var prune = false

  func run() throws {
    let record = try ResultsFile.load(results)
    let existing = FileManager.default.fileExists(atPath: output) ? try ExpectedFailures.load(output) : nil
    let baseline = try ExpectedFailures.make(from: record, keeping: existing, prune: prune)
    try AtomicFile.write(Data(baseline.yaml().utf8), to: output)
    let kept = baseline.entriesOutside(record)
    print(
      "wrote \(output): \(baseline.entries.count) expected failure\(baseline.entries.count == 1 ? "" : "s")"
        + (kept > 0 ? " (\(kept) kept for cases outside this run)" : ""))
  }
}

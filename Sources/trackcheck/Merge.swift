import ArgumentParser
import Foundation
import TrackCheckKit

struct Merge: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Join the reports of the shards of one run (--shard K/N) into the report of the whole run.",
    discussion: """
      Give every shard's results file (.json) and JUnit report (.xml). Shards of
      different suites, implementations or selections are refused, and so is an
      incomplete set. Exits like 'run' would have for the whole run.
      """)

  @Option(help: ArgumentHelp("Where to write the merged JUnit report.", valueName: "path"))
  var junit = "Reports/junit.xml"

  @Option(help: ArgumentHelp("Where to write the merged results.", valueName: "path"))
  var results: String?

  @Flag(help: "Also write the compliance report beside the merged JUnit report.")
  var report = false

  @Argument(help: ArgumentHelp("The shards' results (.json) and JUnit reports (.xml).", valueName: "file"))
  var files: [String]

  func run() throws {
    let jsonFiles = files.filter { $0.hasSuffix(".json") }
    let xmlFiles = files.filter { $0.hasSuffix(".xml") }
    guard !jsonFiles.isEmpty else {
      throw TrackCheckError.usage("no results files (.json) given", hint: "pass each shard's results.json and junit.xml")
    }
    let parts = try jsonFiles.map { path throws(TrackCheckError) in (path: path, file: try ResultsFile.load(path)) }
    let merged = try ResultsMerge.merge(parts)
    let resultsPath = results ?? URL(fileURLWithPath: junit).deletingLastPathComponent().appendingPathComponent("results.json").relativePath
    var written: [String] = []
    if !xmlFiles.isEmpty {
      guard xmlFiles.count == jsonFiles.count else {
        throw TrackCheckError.usage("\(jsonFiles.count) results files but \(xmlFiles.count) JUnit reports", hint: "pass both files of every shard")
      }
      let order = Dictionary(merged.cases.map { ($0.id, $0.order) }, uniquingKeysWith: { first, _ in first })
      try AtomicFile.write(try JUnitMerge.merge(xmlFiles, order: order, selection: merged.selection), to: junit)
      written.append(junit)
    }
    try merged.write(to: resultsPath)
    written.append(resultsPath)
    if report {
      written += try ComplianceReport(results: merged).write(toFolder: URL(fileURLWithPath: junit).deletingLastPathComponent().relativePath)
    }
    let counts = merged.counts
    for path in written { print("wrote \(path)") }
    print("merged \(parts.count) shards: \(merged.cases.count) cases: " + ["passed", "failed", "error", "expected-failure", "fixed", "not-applicable"]
      .map { "\(counts[$0] ?? 0) \($0.replacingOccurrences(of: "-", with: " "))" }.joined(separator: ", "))
    if merged.hasConformanceFailure { throw ExitCode(ExitStatus.caseFailed) }
    if (counts["fixed"] ?? 0) > 0 || !merged.unknownBaselineEntries.isEmpty { throw ExitCode(ExitStatus.staleBaseline) }
  }
}

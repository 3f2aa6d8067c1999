import Foundation

/// Writes everything a run produces: the JUnit report, the results JSON beside
/// it, and, when asked, the compliance report.
public struct RunReports {
  /// The JUnit report's path.
  public var junit: String
  /// The results file's path (default: `results.json` beside the JUnit report).
  public var results: String
  /// The JUnit flavour.
  public var flavour: JUnitReport.Flavour
  /// Whether to write the compliance report (HTML, Markdown, badge).
  public var compliance: Bool
  /// The suites the cases came from.
  public var collection: SuiteCollection
  /// What was selected.
  public var selection: CaseSelection

  /// Describes the outputs of a run.
  public init(junit: String, results: String?, flavour: JUnitReport.Flavour, compliance: Bool, collection: SuiteCollection, selection: CaseSelection) {
    self.junit = junit
    self.results = results ?? URL(fileURLWithPath: junit).deletingLastPathComponent().appendingPathComponent("results.json").relativePath
    self.flavour = flavour
    self.compliance = compliance
    self.collection = collection
    self.selection = selection
  }

  /// The folder the reports go to.
  public var folder: String { URL(fileURLWithPath: junit).deletingLastPathComponent().relativePath }

  /// Stamps `run` with the suites' digest and the selection, writes the reports,
  /// and returns the paths written.
  @discardableResult
  public func write(_ run: RunResult) throws(TrackCheckError) -> [String] {
    var run = run
    var unsharded = selection
    unsharded.shard = nil
    run.suiteDigest = collection.digest
    run.selection = unsharded.description
    run.shard = selection.shard
    // Each case's position in the whole selection, so shards merge back in
    // order; without a shard it is the position in the results.
    var order: [String: Int] = [:]
    if selection.shard != nil {
      for (index, testCase) in unsharded.apply(to: collection.cases, requirements: collection.requirements).enumerated() {
        order[testCase.id] = index
      }
    }
    try JUnitReport(run: run, suites: collection.suites, flavour: flavour).write(to: junit)
    try ResultsFile.write(run: run, collection: collection, orderOf: order, to: results)
    var written = [junit, results]
    if compliance {
      written += try ComplianceReport(results: ResultsFile(run: run, collection: collection, orderOf: order)).write(toFolder: folder)
    }
    return written
  }
}

import Foundation
import TrackCheckModel
import TrackCheckPrimitives

/// Writes everything a run produces from its record: the JUnit report, the
/// results file beside it, and, when asked, the compliance report.
public struct RunReports {
  /// The JUnit report's path.
  public var junit: String
  /// The results file's path (default: `results.json` beside the JUnit report).
  public var results: String
  /// The JUnit report's layout, after the consumers that read it.
  public var flavor: JUnitReport.Flavor
  /// Optional additions to the JUnit report that break schema validity.
  public var extras: JUnitReport.Extras
  /// Whether to write the compliance report (HTML, Markdown, badge).
  public var compliance: Bool
  /// A folder for one JUnit file per suite (`TEST-<suite>.xml`), if any.
  public var junitSplit: String?

  /// Describes the outputs of a run.
  public init(
    junit: String, results: String?, flavor: JUnitReport.Flavor = .jenkins, extras: JUnitReport.Extras = .init(), compliance: Bool,
    junitSplit: String? = nil
  ) {
    self.junit = junit
    self.results = results ?? Self.resultsPath(besideJUnit: junit)
    self.flavor = flavor
    self.extras = extras
    self.compliance = compliance
    self.junitSplit = junitSplit
  }

  /// `results.json` in the folder of `junit`.
  public static func resultsPath(besideJUnit junit: String) -> String {
    URL(fileURLWithPath: junit).deletingLastPathComponent().appendingPathComponent("results.json").relativePath
  }

  /// The folder the reports go to.
  public var folder: String { URL(fileURLWithPath: junit).deletingLastPathComponent().relativePath }

  /// Two outputs at one path would overwrite each other: the paths that collide, if any.
  public var collision: String? {
    let junitPath = URL(fileURLWithPath: junit).standardizedFileURL.path
    let resultsPath = URL(fileURLWithPath: results).standardizedFileURL.path
    if junitPath == resultsPath { return junit }
    if compliance {
      let others = ["compliance.html", "compliance.md", "badge.svg"].map {
        URL(fileURLWithPath: folder).appendingPathComponent($0).standardizedFileURL.path
      }
      if let clash = others.first(where: { $0 == junitPath || $0 == resultsPath }) { return clash }
    }
    return nil
  }

  /// Writes the reports of `run` and returns the paths written.
  @discardableResult
  public func write(_ run: RunRecord) throws(ReportError) -> [String] {
    // The results file is written on a thread of its own while the JUnit
    // report is written here: neither reads the other, and at 100,000 cases
    // each takes a few hundred milliseconds. A JUnit path that can never be
    // written is refused first, so that nothing is written beside it; when
    // the JUnit report fails later (a full disk), the results file may still
    // have been written, and the error is thrown all the same.
    try AtomicFile.checkDestination(junit)
    let resultsPath = results
    let resultsOutcome = Locked<Result<Void, ReportError>?>(nil)
    let resultsDone = DispatchSemaphore(value: 0)
    let resultsThread = Thread {
      let outcome = Result { () throws(ReportError) in try ResultsFile.write(run, to: resultsPath) }
      resultsOutcome.withLock { $0 = outcome }
      resultsDone.signal()
    }
    resultsThread.stackSize = 8 << 20
    resultsThread.start()
    let junitOutcome = Result { () throws(ReportError) in try JUnitReport(run: run, flavor: flavor, extras: extras).write(to: junit) }
    resultsDone.wait()
    try junitOutcome.get()
    try resultsOutcome.withLock { $0 }?.get()
    var written = [junit, results]
    if let junitSplit {
      written += try JUnitReport(run: run, flavor: flavor, extras: extras).writeSplit(toFolder: junitSplit)
    }
    if compliance {
      written += try ComplianceReport(results: run, resultsDigest: ComplianceReport.digest(ofFile: results)).write(toFolder: folder)
    }
    return written
  }
}

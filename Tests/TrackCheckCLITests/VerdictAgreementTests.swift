import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckReports

/// One verdict per run: under `--fail-on must` and `--fail-on should`, the
/// exit code, `results.json`'s verdict, the JUnit run-level verdict, the
/// terminal headline, the compliance headline and the badge's colour say the
/// same thing, for every kind of run.
@Suite("One verdict, read by every report", .serialized, .hangGuard(minutes: 10))
struct VerdictAgreementTests {
  /// A kind of run, and how it is made.
  enum Row: String, CaseIterable {
    /// Only SHOULD requirements fail (the fault breaks ACS-FLAG-CASE only).
    case shouldFailuresOnly
    /// A MUST requirement fails.
    case mustFailure
    /// No selected case applies to the implementation.
    case nothingTested
    /// Every case that applied passed, but a protocol 1 adapter cannot report the wiring MUST requirements judge.
    case partial
    /// The same, accepted by `--allow-partial`: exit 0, still partial in every report.
    case partialAllowed
    /// A signal stopped a shard; the merged run is incomplete.
    case interrupted
    /// `--max-failures 1` stopped the run at its first failure.
    case stoppedEarly
  }

  /// What every output said about one run.
  struct Seen: CustomStringConvertible {
    var exitCode: Int32
    var resultsVerdict: String?
    var junitVerdict: String?
    var terminalHeadline: String?
    var complianceClass: String?
    var markdownMark: String?
    var badgeColour: String?
    var terminalCause: String?

    var description: String {
      "exit \(exitCode), results \(resultsVerdict ?? "-"), junit \(junitVerdict ?? "-"), terminal \(terminalHeadline ?? "-"), "
        + "compliance \(complianceClass ?? "-") \(markdownMark ?? "-"), badge \(badgeColour ?? "-")"
    }
  }

  /// The verdict each row must get: its word in files, its exit code.
  static func expected(_ row: Row, failOn: String) -> (verdict: String, exitCode: Int32) {
    switch row {
    case .shouldFailuresOnly: failOn == "must" ? ("passed", 0) : ("failed", 1)
    case .mustFailure, .stoppedEarly: ("failed", 1)
    case .nothingTested: ("nothing-tested", 5)
    case .partial: ("partial", 7)
    case .partialAllowed: ("partial", 0)
    case .interrupted: ("incomplete", 128 + SIGTERM)
    }
  }

  @Test(arguments: ["must", "should"])
  func everyOutputAgrees(failOn: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-verdict-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for row in Row.allCases {
      let seen = try run(row, failOn: failOn, in: folder.appendingPathComponent(row.rawValue))
      let (verdict, exitCode) = Self.expected(row, failOn: failOn)
      let passes = verdict == "passed"
      let partial = verdict == "partial"
      #expect(seen.exitCode == exitCode, "\(row) --fail-on \(failOn): \(seen)")
      #expect(seen.resultsVerdict == verdict, "\(row) --fail-on \(failOn): \(seen)")
      #expect(seen.junitVerdict == verdict, "\(row) --fail-on \(failOn): \(seen)")
      #expect(seen.terminalHeadline == Self.headline(verdict), "\(row) --fail-on \(failOn): \(seen)")
      #expect(seen.complianceClass == (passes ? "ok" : partial ? "partial" : "bad"), "\(row) --fail-on \(failOn): \(seen)")
      #expect(seen.markdownMark == (passes ? "✅" : partial ? "⚠️" : "❌"), "\(row) --fail-on \(failOn): \(seen)")
      #expect(
        seen.badgeColour == (passes ? "#15803d" : partial ? "#d97706" : "#b91c1c"), "\(row) --fail-on \(failOn): \(seen)")
      if partial {
        // The cause is named: the wiring a protocol 1 adapter does not report.
        #expect(seen.terminalCause?.contains("AND-NOTIFICATION-WIRING (MUST)") == true, "\(seen)")
        #expect(seen.terminalCause?.contains("protocol v1") == true, "\(seen)")
      }
    }
  }

  /// The terminal's headline word for a verdict.
  static func headline(_ verdict: String) -> String {
    switch verdict {
    case "passed": "PASS"
    case "failed": "FAIL"
    case "nothing-tested": "NOTHING TESTED"
    case "partial": "PARTIAL"
    default: "INCOMPLETE"
    }
  }

  private func run(_ row: Row, failOn: String, in folder: URL) throws -> Seen {
    let junit = folder.appendingPathComponent("junit.xml").path
    let tracker = TestPaths.referenceTracker
    let reports = ["--quiet", "--report", "--fail-on", failOn, "--junit", junit]
    let outcome: CommandLineTests.Outcome
    switch row {
    case .shouldFailuresOnly:
      outcome = try CommandLineTests.run(["run"] + reports + ["--", tracker, "--fault", "flag-case-sensitive"])
    case .mustFailure:
      outcome = try CommandLineTests.run(["run"] + reports + ["--", tracker, "--fault", "ids-swapped"])
    case .nothingTested:
      outcome = try CommandLineTests.run(
        ["run"] + reports + ["--platform", "android", "--", "python3", TestPaths.fixture("implementations/misbehave.py"), "ios-only"])
    case .partial, .partialAllowed:
      outcome = try CommandLineTests.run(
        ["run"] + reports + (row == .partialAllowed ? ["--allow-partial"] : [])
          + ["--", tracker, "--protocol", "1"])
    case .stoppedEarly:
      outcome = try CommandLineTests.run(
        ["run"] + reports + ["--max-failures", "1", "--jobs", "1", "--", tracker, "--fault", "ids-swapped"])
    case .interrupted:
      // A shard that a signal stopped, merged: the merged run is incomplete.
      let shard = folder.appendingPathComponent("shard/junit.xml").path
      let ran = try CommandLineTests.run(["run", "--quiet", "--fail-on", failOn, "--case", "EVENT-*", "--shard", "1/1", "--junit", shard])
      #expect(ran.status == 0, "\(ran.error)")
      let results = folder.appendingPathComponent("shard/results.json")
      let text = try String(contentsOf: results, encoding: .utf8).replacingOccurrences(
        of: #""stopped": null"#, with: #""stopped": {"cause":"signal","signal":"SIGTERM","ran":5,"planned":9}"#)
      try text.write(to: results, atomically: true, encoding: .utf8)
      outcome = try CommandLineTests.run(["merge", "--report", "--junit", junit, results.path])
    }
    return try seen(outcome, folder: folder)
  }

  private func seen(_ outcome: CommandLineTests.Outcome, folder: URL) throws -> Seen {
    func read(_ name: String) -> String? { try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
    var seen = Seen(exitCode: outcome.status)
    if let results = read("results.json") { seen.resultsVerdict = try JSONParser.parse(Data(results.utf8))["verdict"]?.stringValue }
    seen.junitVerdict = read("junit.xml").flatMap { Self.between($0, #"<property name="run.verdict" value=""#, #"""#) }
    // The headline is the line with the counts: "PASS: 395 cases: …".
    seen.terminalHeadline = outcome.output.split(separator: "\n").last { $0.contains(" cases: ") }
      .flatMap { $0.split(separator: ":").first.map(String.init) }
    let causes = outcome.output.split(separator: "\n").filter { $0.contains("(MUST): ") }
    seen.terminalCause = causes.isEmpty ? nil : causes.joined(separator: "\n")
    seen.complianceClass = read("compliance.html").flatMap { Self.between($0, #"<div class="verdict "#, #"""#) }
    seen.markdownMark = read("compliance.md").flatMap { Self.between($0, "**", " ") }
    seen.badgeColour = read("badge.svg").flatMap { Self.between($0, #"<rect x=""#, "/>").flatMap { Self.between($0, #"fill=""#, #"""#) } }
    return seen
  }

  /// The text between the first `start` and the next `end`.
  static func between(_ text: String, _ start: String, _ end: String) -> String? {
    guard let from = text.range(of: start), let to = text[from.upperBound...].range(of: end) else { return nil }
    return String(text[from.upperBound..<to.lowerBound])
  }
}

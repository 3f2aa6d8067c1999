import Foundation
import Testing
import TrackCheckPlatform
import TrackCheckPrimitives
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol
@testable import TrackCheckReports
@testable import TrackCheckSuites

@Suite("The suites against the reference tracker", .serialized)
struct EndToEndTests {
  @Test func theReferenceTrackerPassesEveryCase() throws {
    let suites = try SuiteLoader.prepare(paths: [TestPaths.suites])
    let collection = suites.collection
    let record = try Runner(options: .init(command: [TestPaths.referenceTracker], jobs: 2, timeout: 10, profile: TestProfiles.standard))
      .run(RunPlan(suites: suites))
    let problems = record.cases.filter(\.outcome.isProblem).map(\.id)
    #expect(problems.isEmpty, "failing: \(problems.prefix(10))")
    #expect(record.counts.passed == collection.cases.count)
    let report = JUnitReport(run: record).render()
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(validator.validate(report) == [])
  }

  @Test func everyFaultIsCaughtAndEveryRuleHasAFault() throws {
    let suites = try SuiteLoader.prepare(paths: [TestPaths.suites])
    let collection = suites.collection
    let listing = try Self.output(of: TestPaths.referenceTracker, ["--list-faults"])
    // name, the requirement it breaks, what it does: tab-separated.
    let faults = listing.split(separator: "\n").map { line -> FaultProof.Fault in
      let parts = line.split(separator: "\t", maxSplits: 2).map(String.init)
      return FaultProof.Fault(name: parts[0], summary: parts[2], requirement: RequirementID(parts[1]))
    }
    #expect(faults.count >= 40)
    let proof = try FaultProof.run(
      cases: suites.cases(CaseSelection()), command: [TestPaths.referenceTracker], faults: faults, jobs: 2,
      timeout: 10,
      rules: BlameRules(collection.requirements), profile: TestProfiles.standard)
    #expect(proof.escaped.map(\.fault) == [])
    // Each fault's findings name the requirement it breaks.
    #expect(proof.misblamed.map(\.fault) == [])
    // Faults of one rule are blamed on that rule alone.
    let single = [
      "extra-context-key", "dismiss-ignored", "ios-dismiss-ignored", "open-without-click", "open-before-click", "numeric-action",
      "impression-code-wrong", "open-code-wrong", "stale-ids", "duplicate-on-return", "track-off-on-tap", "open-on-recreate",
      "single-top-stale-intent", "tracks-restored-intent", "never-shows-notification", "no-delete-intent", "documents-pending-intents",
      "both-apis", "duplicate-foreground-impression", "flag-case-sensitive", "legacy-api-always",
      "hit-dropped", "hit-wrong-action", "hit-without-ecid", "hit-over-http", "hit-twice",
    ]
    // Where a fault really breaks a second rule too: "Clear all" is a dismissal;
    // tracking in every onResume also re-tracks when a rotation re-creates the activity.
    let alsoBroken: [String: RequirementID] = ["dismiss-ignored": "AND-CLEAR-ALL", "duplicate-on-return": "AND-NO-TRACK-ON-RECREATE"]
    for entry in proof.entries where single.contains(entry.fault) {
      let blamed = entry.blamed.map(\.requirement).filter { $0 != entry.target && $0 != alsoBroken[entry.fault] }
      #expect(blamed == [], "\(entry.fault) is also blamed on \(blamed)")
    }

    // Every requirement the tracker can break has a fault naming it; the rest
    // are enforced by the platform and say so in the catalogue.
    for requirement in collection.requirements where requirement.enforcedByPlatform == nil {
      let named = faults.contains { $0.requirement == requirement.id }
      let shared = requirement.id == "DEV-FOREGROUND-DOUBLE-CALLBACK"
      #expect(named || shared, "no fault breaks \(requirement.id)")
    }
  }

  static func output(of executable: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// A tracker that tracks nothing at the tap, but click and open when Recents
  /// re-creates the activity after the process died, used to pass: the later
  /// calls made up for the missing ones. On the timeline it fails every such case.
  @Test func callsMadeAtALaterStepDoNotMakeUpForTheTap() throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.suites])
    let cases = collection.cases.filter { $0.id.hasPrefix("AND-RETURN-") && $0.id.hasSuffix("-killed-then-recents") }
    try #require(!cases.isEmpty)
    let result = try Runner(
      options: .init(
        command: [TestPaths.referenceTracker, "--fault", "open-on-recreate"], jobs: 2, timeout: 10,
        rules: BlameRules(collection.requirements), profile: collection.profile)
    ).run(cases)
    for record in result.cases {
      #expect(record.outcome == .failed, "\(record.id)")
      // Blamed on the tap's rule, not on the return rules the case lists.
      #expect(record.findings.map(\.requirement) == ["AND-TAP-OPEN", "AND-TAP-OPEN"], "\(record.findings)")
      #expect(record.findings.allSatisfy { $0.fault == .wrongStep && $0.step == 3 })
      #expect(
        record.message.hasPrefix("click expected at step 2 (tap default); made at step 4 (open the app from Recents)"), "\(record.message)")
      #expect(
        record.details.contains("- wrong step: open (expected call 3) expected at step 2 (tap default); made at step 4"),
        "\(record.details)")
    }
  }

  /// One harmless extra context key is one SHOULD rule broken, not every rule
  /// each failing case lists; a tracker wrong only at dismissals leaves the tap rules met.
  @Test func findingsAreBlamedOnTheRuleTheyBreak() throws {
    let suites = try SuiteLoader.prepare(paths: [TestPaths.suites])
    let rules = BlameRules(suites.collection.requirements)
    func run(_ fault: String) throws -> RunRecord {
      try Runner(
        options: .init(
          command: [TestPaths.referenceTracker, "--fault", fault], jobs: 2, timeout: 10, rules: rules, profile: TestProfiles.standard)
      ).run(RunPlan(suites: suites))
    }
    let extraKey = try run("extra-context-key")
    #expect(extraKey.counts[.failed] > 200)
    #expect(extraKey.findingsByRequirement.map(\.requirement) == ["ACS-CONTEXT-NO-EXTRA-KEYS"])
    let failing = ComplianceSummary(results: extraKey).rows.filter { $0.status == .fail }.map(\.requirement.id)
    #expect(failing == ["ACS-CONTEXT-NO-EXTRA-KEYS"])
    #expect(
      extraKey.cases.filter { $0.outcome == .failed }.allSatisfy { JUnitReport.failureType($0) == "SHOULD ACS-CONTEXT-NO-EXTRA-KEYS" })
    // A SHOULD finding alone does not fail a run judged at MUST.
    #expect(extraKey.verdict == .failed)
    var judgedAtMust = extraKey
    judgedAtMust.failOn = .must
    #expect(judgedAtMust.verdict == .passed)

    let dismissals = try run("dismiss-ignored")
    let summary = ComplianceSummary(results: dismissals)
    let status = Dictionary(summary.rows.map { ($0.requirement.id, $0.status) }, uniquingKeysWith: { first, _ in first })
    #expect(status["AND-DISMISS-CLICK"] == .fail)
    #expect(status["AND-TAP-OPEN"] == .pass)
    #expect(status["AND-IMPRESSION"] == .pass)
    #expect(status["ACS-OWN-IDS"] == .pass)

    // And the other way round: wrong only at taps, the dismissal rules are met.
    let taps = ComplianceSummary(results: try run("single-top-stale-intent"))
    let tapStatus = Dictionary(taps.rows.map { ($0.requirement.id, $0.status) }, uniquingKeysWith: { first, _ in first })
    #expect(tapStatus["AND-TAP-OPEN"] == .fail)
    #expect(tapStatus["AND-DISMISS-CLICK"] == .pass)
    #expect(tapStatus["AND-CLEAR-ALL"] == .pass)
    #expect(tapStatus["ACS-DISMISS-CLICK-ONLY"] == .pass)
  }

  /// A protocol v1 adapter is played the documents' app: it passes every case
  /// it can run, and the cases about the app's own wiring are not applicable to it.
  @Test func aVersionOneAdapterPassesAndTheWiringCasesAreNotApplicableToIt() throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.suites])
    let rules = BlameRules(collection.requirements)
    let wiring = Set(collection.cases.filter(\.needsReportedWiring).map(\.id))
    #expect(wiring.count >= 10)
    for command in [[TestPaths.referenceTracker, "--protocol", "1"], ["python3", TestPaths.fixture("implementations/v1_adapter.py")]] {
      let v1 = try Runner(options: .init(command: command, jobs: 2, timeout: 10, rules: rules, profile: TestProfiles.standard)).run(
        collection.cases)
      #expect(v1.identity.protocolVersion == 1)
      #expect(v1.counts.problems == 0, "\(command.last ?? ""): \(v1.cases.filter(\.outcome.isProblem).map(\.id).prefix(5))")
      #expect(Set(v1.cases.filter { $0.outcome == .notApplicable }.map(\.id)) == wiring)
    }
    let v2 = try Runner(
      options: .init(command: [TestPaths.referenceTracker], jobs: 2, timeout: 10, rules: rules, profile: TestProfiles.standard)
    ).run(collection.cases)
    #expect(v2.counts.passed == collection.cases.count)

    // Only wiring cases for a v1 adapter: nothing was tested, which no report may show as a pass.
    let onlyWiring = try Runner(
      options: .init(
        command: [TestPaths.referenceTracker, "--protocol", "1"], jobs: 2, timeout: 10, rules: rules, profile: TestProfiles.standard)
    ).run(collection.cases.filter(\.needsReportedWiring))
    guard case .nothingTested = onlyWiring.verdict else {
      Issue.record("expected nothing tested, got \(onlyWiring.verdict)")
      return
    }
  }

  /// An app that registers a category of its own beside the documents' DEFAULT
  /// gets every iOS case played and judged: a case whose DEFAULT has action
  /// buttons this app does not offer owes nothing for the button it cannot tap.
  @Test func anAppWithOtherCategoriesGetsEveryCaseJudged() throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.suites])
    let ios = collection.cases.filter { $0.platform == .ios }
    let run = try Runner(
      options: .init(
        command: ["python3", TestPaths.fixture("implementations/extra_category_adapter.py")], jobs: 2, timeout: 10,
        rules: BlameRules(collection.requirements), profile: collection.profile)
    ).run(ios)
    #expect(run.counts.problems == 0, "\(run.cases.filter(\.outcome.isProblem).map(\.id).prefix(5))")
    #expect(run.counts[.notApplicable] == 0, "\(run.cases.filter { $0.outcome == .notApplicable }.map(\.message).prefix(3))")
    #expect(run.counts[.passed] == ios.count)
  }

  /// The app's wiring failures name their cause.
  @Test func wiringFailuresNameTheirCause() throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.suites])
    let rules = BlameRules(collection.requirements)
    let cases = collection.cases.filter { $0.id.hasPrefix("AND-WIRING-") }
    func findings(_ fault: String) throws -> [Finding] {
      try Runner(
        options: .init(
          command: [TestPaths.referenceTracker, "--fault", fault], jobs: 2, timeout: 10, rules: rules, profile: TestProfiles.standard)
      ).run(cases)
        .cases.flatMap(\.findings)
    }
    let silent = try findings("never-shows-notification")
    #expect(!silent.isEmpty && silent.allSatisfy { $0.fault == .unwired && $0.requirement == "AND-NOTIFICATION-WIRING" })
    #expect(silent.contains { $0.message.contains("never shown") })
    let noDelete = try findings("no-delete-intent")
    #expect(noDelete.contains { $0.message.contains("without a delete intent") })
    let shared = try findings("documents-pending-intents")
    #expect(shared.contains { $0.fault == .otherNotificationIds && $0.requirement == "ACS-OWN-IDS" })
  }

  /// Every line of both protocol versions, as the harness, the reference
  /// tracker and the Python and Node examples write them, matches
  /// docs/protocol.schema.json.
  @Test func everyProtocolLineMatchesTheSchema() throws {
    let schemaText = try String(contentsOf: TestPaths.root.appendingPathComponent("docs/protocol.schema.json"), encoding: .utf8)
    let check = JSONSchemaCheck(try JSONParser.parse(Array(schemaText.utf8)))
    #expect(check.problems(.object(ProtocolMessages.hello())) == [])
    #expect(check.problems(.object(ProtocolMessages.bye())) == [])
    // The check can fail: a posted notification without an integer id, a wrong launch mode.
    #expect(
      !check.problems(try JSONParser.parse(Array(#"{"type":"calls","id":"2","calls":[],"app":{"posted":[{"id":"x"}]}}"#.utf8))).isEmpty)
    #expect(!check.problems(try JSONParser.parse(Array(#"{"type":"ready","id":"1","app":{"launchMode":"singletop"}}"#.utf8))).isEmpty)
    let collection = try SuiteLoader.load(paths: [TestPaths.suites])
    // Every case for the reference tracker; a spread of them for the others.
    let spread = collection.cases.enumerated().filter { $0.offset % 6 == 0 }.map(\.element)
    let implementations = [
      [TestPaths.referenceTracker], [TestPaths.referenceTracker, "--protocol", "1"],
      [TestPaths.referenceTracker, "--fault", "single-top-stale-intent"],
      ["python3", TestPaths.root.appendingPathComponent("Examples/python/adapter.py").path],
      ["node", TestPaths.root.appendingPathComponent("Examples/node/adapter.js").path],
    ]
    var lines = 0
    var seen: [String: Int] = [:]
    for command in implementations {
      let cases = command == [TestPaths.referenceTracker] ? collection.cases : spread
      let run = try Runner(options: .init(command: command, jobs: 2, timeout: 10, keepAllTranscripts: true, profile: TestProfiles.standard))
        .run(cases)
      for record in run.cases {
        for entry in record.transcript where entry.direction != .note {
          let value = try JSONParser.parse(Array(entry.text.utf8))
          // Up to 40 lines of each kind (direction, type, callback, app report): every shape, not every copy.
          let kind = "\(entry.direction) \(value["type"]?.stringValue ?? "") \(value["name"]?.stringValue ?? "") \(value["app"] != nil)"
          seen[kind, default: 0] += 1
          guard seen[kind, default: 0] <= 40 else { continue }
          let problems = check.problems(value)
          #expect(problems == [], "\(command.last ?? "") \(record.id): \(entry.text.prefix(200)): \(problems.prefix(3))")
          lines += 1
        }
      }
    }
    #expect(lines > 500)
    #expect(seen.count >= 20, "\(seen.keys.sorted())")
  }
}

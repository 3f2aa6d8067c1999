import Foundation
import Testing
import TrackCheckEngine
import TrackCheckExplore
import TrackCheckModel
import TrackCheckOracle
import TrackCheckPlatform
import TrackCheckPrimitives
import TrackCheckSuites
import TrackCheckTestSupport

@testable import TrackCheckJudging
@testable import TrackCheckProcess
@testable import TrackCheckProtocol

@Suite struct ExplorerTests {
  static let rules = BlameRules((try? SuiteLoader.load(paths: [TestPaths.suites]))?.requirements ?? [])

  func explorer(_ arguments: [String] = [], scenarios: Int, seed: UInt64 = 1) -> Explorer {
    Explorer(
      options: .init(
        runner: .init(
          command: [TestPaths.referenceTracker] + arguments, jobs: 2, timeout: 10, rules: Self.rules, profile: TestProfiles.standard),
        seed: seed,
        scenarios: scenarios, seconds: nil))
  }

  /// The differential check: the reference tracker and the oracle agree on 10,000 generated scenarios
  /// (1,000 under a sanitizer, which looks for races, not for disagreements, and runs ten times slower).
  @Test func theReferenceTrackerAgreesWithTheOracle() throws {
    let count = TestEnvironment.underSanitizer ? 1_000 : 10_000
    let outcome = try explorer(scenarios: count).run()
    #expect(outcome.scenarios == count)
    #expect(outcome.failed == 0, "\(outcome.failure.map { "\($0.shrunk)" } ?? "")")
    #expect(outcome.notApplicable == 0)
    #expect(outcome.requirements.count > 20)
    // It reports its wiring (protocol 3), so the scenarios proposed other wirings, which it adopted.
    #expect(outcome.wirings && outcome.identity?.protocolVersion == 3)
  }

  /// A protocol 1 implementation is played the documents' app (PROTOCOL.md): a correct v1 adapter
  /// disagrees with the oracle nowhere, and no scenario is not applicable to it.
  @Test func aCorrectV1AdapterAgreesWithTheOracle() throws {
    let count = TestEnvironment.underSanitizer ? 200 : 2_000
    let outcome = try Explorer(
      options: .init(
        runner: .init(
          command: ["python3", TestPaths.fixture("implementations/v1_adapter.py")], jobs: 2, timeout: 10, rules: Self.rules,
          profile: TestProfiles.standard),
        seed: 1, scenarios: count, seconds: nil)
    ).run()
    #expect(outcome.identity?.protocolVersion == 1 && !outcome.wirings)
    #expect(outcome.scenarios == count && outcome.notApplicable == 0)
    #expect(outcome.failed == 0, "\(outcome.failures.map { "\($0.signature): \($0.shrunk)" })")
  }

  /// Exploring goes on after a failure: a tracker with several bugs (the documents' samples) shows
  /// each, distinct by the requirement and fault of its leading finding, each shrunk, in the reports too.
  @Test func everyDistinctFailureIsShrunkAndReported() throws {
    var options = Explorer.Options(
      runner: .init(
        command: ["python3", TestPaths.root.appendingPathComponent("Examples/python/adapter.py").path, "--wrong"], jobs: 2,
        timeout: 10, rules: Self.rules, profile: TestProfiles.standard), seed: 1, scenarios: TestEnvironment.underSanitizer ? 300 : 2_000,
      seconds: nil)
    options.distinctFailures = 30
    let explorer = Explorer(options: options)
    let outcome = try explorer.run()
    #expect(outcome.scenarios == options.scenarios)
    let signatures = outcome.failures.map(\.signature)
    #expect(Set(signatures).count == signatures.count && signatures.count > 3, "\(signatures)")
    // The documents' action-button difference, which the first failure used to hide (seed 1 reaches it
    // within 2,000 scenarios; the shorter run under a sanitizer looks for races, not for it).
    if !TestEnvironment.underSanitizer {
      #expect(signatures.contains { $0.hasPrefix("IOS-ACTION-NO-OPEN ") }, "\(signatures)")
    }
    for failure in outcome.failures {
      #expect(Explorer.signature(of: failure.shrunkRecord) == failure.signature)
      #expect(failure.shrunk.steps.count <= failure.original.steps.count)
    }
    #expect(outcome.failures.reduce(0) { $0 + $1.occurrences } <= outcome.failed)
    let record = explorer.record(
      of: outcome,
      suites: PreparedSuites(
        collection: SuiteCollection(profile: TestProfiles.standard, requirements: [], fixtures: [:], suites: [], files: [], cases: []),
        models: []))
    #expect(record.cases.filter { $0.outcome == .failed }.count == 2 * outcome.failures.count)
  }

  /// With a cap of one, exploring stops at the first failure (`faults --explore`).
  @Test func aCapOfOneStopsAtTheFirstFailure() throws {
    var options = explorer(["--fault", "flag-case-sensitive"], scenarios: 20_000).options
    options.distinctFailures = 1
    let outcome = try Explorer(options: options).run()
    #expect(outcome.failures.count == 1 && outcome.scenarios < 20_000)
  }

  /// A fault the hand-written suites once missed (only the first of two
  /// dismissals tracked on iOS) is found and shrunk to a case that shows it.
  @Test func aFaultIsFoundAndShrunkToAMinimalCase() throws {
    let outcome = try explorer(["--fault", "ios-dismiss-first-only"], scenarios: 20_000).run()
    let failure = try #require(outcome.failure)
    #expect(failure.shrunkRecord.outcome == .failed)
    #expect(failure.shrunkRecord.findings.first?.requirement == "IOS-DISMISS-CLICK")
    // Two dismissals, of one push or of two: nothing else is needed.
    #expect(failure.shrunk.pushes.count <= 2 && failure.shrunk.steps.count <= 4, "\(failure.shrunk.steps)")
    #expect(failure.shrunk.steps.filter { if case .dismiss = $0 { true } else { false } }.count == 2)
    #expect(failure.shrunk.steps.count <= failure.original.steps.count)
    let yaml = try failure.shrunk.yaml(title: "t", source: "s", profile: TestProfiles.standard)
    #expect(yaml.contains("expect: [{action: click, notification: "))
  }

  /// An implementation of one platform gets the other's scenarios as not applicable; a run of those alone tests nothing.
  @Test func scenariosOfAnotherPlatformAreNotApplicable() throws {
    var options = explorer(["--platforms", "ios"], scenarios: 200).options
    options.platforms = [.android]
    let outcome = try Explorer(options: options).run()
    #expect(outcome.notApplicable == 200 && outcome.tested == 0 && outcome.failure == nil)
  }
}

/// Explore keeps its promises: `--time` bounds it at every batch, and a failure is run again
/// before it is reported, so one that does not come back is flaky, never "the same way".
@Suite("Explore keeps time and tells the truth", .serialized, .hangGuard(minutes: 3))
struct ExplorePromisesTests {
  static let rules = ExplorerTests.rules

  /// An explorer of `explore_promises.py MODE ARGUMENT` (the Python example misbehaving as `mode` says).
  static func promises(
    _ mode: String, _ argument: String, jobs: Int = 1, timeout: Double = 10, scenarios: Int? = nil, seconds: Double? = nil
  ) -> Explorer {
    Explorer(
      options: .init(
        runner: .init(
          command: ["python3", TestPaths.fixture("implementations/explore_promises.py"), mode, argument], jobs: jobs,
          timeout: timeout, rules: rules, profile: TestProfiles.standard),
        seed: 1, scenarios: scenarios, seconds: seconds))
  }

  /// The finished record of `outcome`, with no suites behind it.
  static func record(of outcome: Explorer.Outcome, by explorer: Explorer) -> RunRecord {
    explorer.record(
      of: outcome,
      suites: PreparedSuites(
        collection: SuiteCollection(profile: TestProfiles.standard, requirements: [], fixtures: [:], suites: [], files: [], cases: []),
        models: []))
  }

  /// An adapter answering 0.2 s late, given one second: a first batch of 500 scenarios took minutes;
  /// now a batch is what the rate so far fits in the time left.
  @Test func timeIsHonouredAtEveryBatch() throws {
    let outcome = try Self.promises("slow", "0.2", seconds: 1).run()
    // Only the bound is promised: on a busy machine the adapter's own start may take the whole second.
    #expect(outcome.scenarios < 40, "\(outcome.scenarios) scenarios in one second at 0.2 s a callback")
  }

  /// `--time` bounds the whole exploration whatever the implementation does: one that hangs on every case
  /// after its first, given 60 s a case and 6 s in all, is stopped at the 6 s (its cases in flight killed and
  /// left out, not errors), and the exploration is complete, not interrupted. (6 s, not less: the clock
  /// includes the implementation's start, which a busy or sanitized machine can stretch past 2 s.)
  @Test func timeBoundsTheWholeExplorationWhenTheImplementationHangs() throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-hang-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let started = Deadline.now
    let outcome = try Self.promises("hang", marker, jobs: 2, timeout: 60, seconds: 6).run()
    let elapsed = Deadline.seconds(since: started)
    // The bound, with room for a busy machine: a case's own timeout (60 s) was never waited for.
    #expect(elapsed < 40, "explore --time 6 took \(elapsed) s")
    #expect(outcome.stop == nil)
    #expect(outcome.failed == 0, "cases cut by the clock are not failures")
    #expect(FileManager.default.fileExists(atPath: marker), "the implementation played a case")
  }

  /// SIGINT once the failure is found: shrinking stops at its first run, the exploration is
  /// incomplete (the run's stop is the signal, so exit 130), and nothing is said to fail "the same way".
  @Test func aSignalWhileShrinkingStopsItAndTheExplorationIsIncomplete() throws {
    let explorer = Self.promises("wrong", "-", scenarios: 50)
    let outcome = try explorer.run { _, failed, _ in
      if failed > 0 { explorer.cancel(signal: SIGINT) }
    }
    #expect(outcome.stop?.signal == SIGINT)
    let failure = try #require(outcome.failures.first)
    #expect(failure.rerun == nil && !failure.reproduced)
    let record = Self.record(of: outcome, by: explorer)
    guard case .incomplete(let stop) = record.verdict else {
      Issue.record("expected an incomplete exploration, got \(record.verdict)")
      return
    }
    #expect(stop.signal == SIGINT)
    // Every report's sentence says where the exploration was, in scenarios, not in the record's cases.
    #expect(stop.exploration == .init(scenarios: outcome.scenarios, shrinking: true))
    #expect(stop.sentence(ran: record.cases.count).contains("while shrinking a failure, after \(outcome.scenarios) generated scenario"))
  }

  /// SIGINT while generated scenarios are still running: incomplete, "while exploring".
  @Test func aSignalWhileExploringMakesTheExplorationIncomplete() throws {
    let explorer = Self.promises("slow", "0.02", scenarios: 200)
    // One batch of 200 scenarios at 20 ms a callback: the signal comes while it runs.
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { explorer.cancel(signal: SIGINT) }
    let outcome = try explorer.run()
    #expect(outcome.stop?.signal == SIGINT)
    #expect(outcome.stop?.exploration == .init(scenarios: outcome.scenarios, shrinking: false))
    #expect(outcome.scenarios < 200)
    let record = Self.record(of: outcome, by: explorer)
    guard case .incomplete(let stop) = record.verdict else {
      Issue.record("expected an incomplete exploration, got \(record.verdict)")
      return
    }
    #expect(stop.sentence(ran: record.cases.count).contains("while exploring, after"))
  }

  /// A tracker that fails once across its whole life: the shrunk case is run again, passes, and
  /// is reported as flaky with both runs, never as failing "the same way".
  @Test func aFailureThatDoesNotComeBackIsFlaky() throws {
    let marker = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-flaky-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: marker) }
    let explorer = Self.promises("flaky", marker, scenarios: 50)
    let outcome = try explorer.run()
    let failure = try #require(outcome.failures.first)
    #expect(outcome.failures.count == 1 && outcome.failed == 1)
    #expect(!failure.reproduced)
    #expect(failure.rerun?.outcome == .passed)
    let record = Self.record(of: outcome, by: explorer)
    #expect(record.cases.contains { $0.id.hasSuffix("-rerun") && $0.message.hasPrefix("flaky: ") })
  }
}

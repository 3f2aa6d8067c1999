import Foundation
import Testing
import TrackCheckEngine
import TrackCheckExplore
import TrackCheckModel
import TrackCheckOracle
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
        runner: .init(command: [TestPaths.referenceTracker] + arguments, jobs: 2, timeout: 10, rules: Self.rules), seed: seed,
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
    let yaml = try failure.shrunk.yaml(title: "t", source: "s")
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

import Testing
import TrackCheckModel
import TrackCheckOracle
import TrackCheckSuites
import TrackCheckTestSupport

@Suite struct OracleTests {
  /// A call as the comparison sees it: where, what, with which ids.
  struct Seen: Hashable, CustomStringConvertible {
    var step: Int
    var action: TrackingAction
    var deliveryId: String
    var broadlogId: String
    var optional: Bool
    var description: String { "step \(step + 1) \(action.name)\(optional ? " (optional)" : "") \(deliveryId)/\(broadlogId)" }

    init(_ call: ExpectedCall) {
      step = call.step ?? -1
      action = call.action
      deliveryId = call.deliveryId
      broadlogId = call.broadlogId
      optional = call.optional
    }
  }

  /// The oracle computes, for every hand-written case, exactly the calls the suite expects, step by step and in order.
  @Test func theOracleAgreesWithEveryHandWrittenCase() throws {
    try agreement(TestProfiles.standard, minimumCases: 300, minimumCalls: 500)
  }

  /// The same under Campaign Classic: every story the suites give Classic expectations.
  @Test func theClassicOracleAgreesWithEveryHandWrittenClassicExpectation() throws {
    try agreement(TestProfiles.classic, minimumCases: 40, minimumCalls: 40)
  }

  /// The same under Journey Optimizer.
  @Test func theJourneyOptimizerOracleAgreesWithEveryHandWrittenExpectation() throws {
    try agreement(TestProfiles.journeyOptimizer, minimumCases: 100, minimumCalls: 100)
  }

  private func agreement(_ profile: Profile, minimumCases: Int, minimumCalls: Int) throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.suites], profile: profile.id)
    var disagreements: [String] = []
    var compared = 0
    for testCase in collection.cases {
      let oracle = try Oracle.expectedCalls(for: testCase, profile: profile).map(Seen.init)
      let suite = testCase.expectedCalls.map(Seen.init)
      compared += suite.count
      if oracle != suite {
        disagreements.append("\(testCase.id): suite \(suite), oracle \(oracle)")
      }
    }
    #expect(collection.cases.count > minimumCases && compared > minimumCalls, "\(collection.cases.count) cases, \(compared) calls")
    #expect(disagreements.isEmpty, "\(disagreements.count) of \(collection.cases.count) cases:\n\(disagreements.joined(separator: "\n"))")
  }
}

extension OracleTests {
  /// Each call the oracle requires names the requirement it proves, as the suite's blame rules name it.
  @Test func theOracleNamesTheRequirementEachCallProves() throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.suites])
    var disagreements: [String] = []
    for testCase in collection.cases {
      let oracle = try Oracle.expectedCalls(for: testCase, profile: TestProfiles.standard)
      for (mine, theirs) in zip(oracle, testCase.expectedCalls) where mine.requirement != theirs.requirement {
        disagreements.append(
          "\(testCase.id) step \((theirs.step ?? 0) + 1) \(theirs.action.name): suite \(theirs.requirement ?? "-"), oracle \(mine.requirement ?? "-")"
        )
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) calls:\n\(disagreements.joined(separator: "\n"))")
  }
}

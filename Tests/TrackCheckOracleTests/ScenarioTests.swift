import Foundation
import Testing
import TrackCheckModel
import TrackCheckOracle
import TrackCheckSuites
import TrackCheckTestSupport

@Suite struct ScenarioTests {
  @Test func theSameSeedGivesTheSameScenarios() {
    var first = ScenarioGenerator(seed: 7, profile: TestProfiles.standard)
    var second = ScenarioGenerator(seed: 7, profile: TestProfiles.standard)
    var other = ScenarioGenerator(seed: 8, profile: TestProfiles.standard)
    let a = (0..<50).map { _ in first.next() }
    #expect(a == (0..<50).map { _ in second.next() })
    #expect(a != (0..<50).map { _ in other.next() })
  }

  @Test func everyGeneratedScenarioIsPlayableAndTheSpaceIsCovered() throws {
    var generator = ScenarioGenerator(seed: 1, profile: TestProfiles.standard)
    var kinds = Set<StepKeyword>()
    var platforms = Set<Platform>()
    var states = Set<AppState>()
    var expected = 0
    for _ in 0..<2_000 {
      let scenario = generator.next()
      #expect(scenario.isPlayable, "\(scenario.id)")
      kinds.formUnion(scenario.steps.map { Step($0, at: SourceLocation(file: "")).keyword })
      platforms.insert(scenario.platform)
      states.insert(scenario.initialState)
      expected += try scenario.judgedCase(profile: TestProfiles.standard).expectedCalls.count
    }
    #expect(platforms.count == 2 && states.count == 5)
    #expect(kinds == Set(StepKeyword.allCases), "\(kinds.map(\.rawValue).sorted())")
    #expect(expected > 1_000)
  }

  /// A printed scenario is a valid suite case whose expectations are the oracle's.
  @Test func aScenarioPrintsAsASuiteCaseThatLoadsBackTheSame() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-scenarios-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in ["requirements.yaml", "sources.yaml"] {
      try FileManager.default.copyItem(
        at: TestPaths.root.appendingPathComponent("Suites/\(file)"), to: folder.appendingPathComponent(file))
    }
    var generator = ScenarioGenerator(seed: 3, profile: TestProfiles.standard)
    var scenarios: [Scenario] = []
    var text = "cases:\n"
    for _ in 0..<300 {
      let scenario = generator.next()
      // A wiring proposal (an app that sets its delegate late) is no part of a suite case: the YAML only says it.
      if scenario.wiring != .documents { continue }
      scenarios.append(scenario)
      text +=
        try scenario.yaml(title: "generated", source: "trackcheck explore --seed 3", profile: TestProfiles.standard).split(separator: "\n")
        .map { "  " + $0 }.joined(
          separator: "\n") + "\n"
    }
    try text.write(to: folder.appendingPathComponent("explored.yaml"), atomically: true, encoding: .utf8)
    let loaded = try SuiteLoader.load(paths: [folder.path])
    #expect(loaded.cases.count == scenarios.count)
    for (scenario, loadedCase) in zip(scenarios, loaded.cases) {
      let judged = try scenario.judgedCase(profile: TestProfiles.standard)
      #expect(loadedCase.id == scenario.id)
      #expect(loadedCase.steps.map(\.kind) == scenario.steps)
      #expect(loadedCase.notifications.map(\.payload) == judged.notifications.map(\.payload))
      #expect(loadedCase.device == judged.device && loadedCase.initialState == judged.initialState)
      let calls = { (calls: [ExpectedCall]) in calls.map { "\($0.step ?? -1) \($0.action) \($0.deliveryId) \($0.broadlogId)" } }
      #expect(calls(loadedCase.expectedCalls) == calls(judged.expectedCalls), "\(scenario.id)")
    }
  }

  /// Shrinking keeps the first simpler scenario that still fails, until none does.
  @Test func shrinkingEndsAtAScenarioWhereEveryPartMatters() {
    // A failure that needs a dismissal of a push whose flag is "ON" (upper case), on iOS.
    func fails(_ scenario: Scenario) -> Bool {
      scenario.steps.contains { step in
        guard case .dismiss(let name) = step else { return false }
        return scenario.pushes.first { $0.name == name }?.flag == .text("ON")
      }
    }
    var generator = ScenarioGenerator(seed: 11, platforms: [.ios], profile: TestProfiles.standard)
    var found: Scenario?
    for _ in 0..<20_000 {
      let scenario = generator.next()
      if fails(scenario) && scenario.steps.count >= 4 {
        found = scenario
        break
      }
    }
    guard let found else {
      Issue.record("no failing scenario among 20,000")
      return
    }
    let shrunk = Shrinker.shrink(found) { candidates in candidates.firstIndex(where: fails) }
    #expect(fails(shrunk.scenario))
    #expect(shrunk.scenario.pushes.count == 1)
    // Receive and dismiss, or a dismissal of a notification delivered at launch: at most two steps.
    #expect(shrunk.scenario.steps.count <= 2, "\(shrunk.scenario.steps)")
    let stillFailing = shrunk.scenario.simplifications.filter(fails)
    #expect(stillFailing.isEmpty, "shrunk to \(shrunk.scenario.steps) after \(shrunk.tried); still failing: \(stillFailing.map(\.steps))")
  }

  /// Every value the built-in suites vary (flag values, id shapes and types, payload shapes, device
  /// settings, app states, steps, categories and action buttons, APIs, wiring) is one the generator
  /// reaches: a suite that adds a value the generator cannot produce fails here.
  @Test func theGeneratorReachesEveryValueTheSuitesVary() throws {
    let suites = try SuiteLoader.load(paths: [TestPaths.suites])
    var varied: Set<String> = []
    for testCase in suites.cases { varied.formUnion(ScenarioValues.of(testCase)) }
    let reachable = ScenarioGenerator.reachableValues(seed: 1, samples: 20_000, profile: TestProfiles.standard)
    let missing = varied.subtracting(reachable).sorted()
    #expect(missing.isEmpty, "the generator never produces: \(missing)")
    #expect(varied.count > 40)
  }
}

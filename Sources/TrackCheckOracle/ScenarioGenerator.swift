import TrackCheckModel
import TrackCheckPlatform

/// Generates scenarios over the whole space the platform model covers, seeded
/// and reproducible: scenario `n` of seed `s` is the same everywhere. The
/// weights are in docs/EXPLORE.md; a step the platform model does not allow at
/// that point (a tap on a push not shown, a return to an app not running) is
/// never generated.
public struct ScenarioGenerator: Sendable {
  /// The seed of the sequence.
  public let seed: UInt64
  /// The platforms to generate for.
  public var platforms: [Platform]
  /// The most steps a scenario has.
  public var maximumSteps = 8
  private var random: SplitMix64
  private var count = 0

  /// Scenarios of `seed`, on `platforms`.
  public init(seed: UInt64, platforms: [Platform] = [.ios, .android]) {
    self.seed = seed
    self.platforms = platforms
    random = SplitMix64(seed: seed)
  }

  /// The next scenario.
  public mutating func next() -> Scenario {
    nextDerived().scenario
  }

  /// The next scenario with the case the runner judges (``Scenario/judgedCase()``),
  /// judged from the derivation that drawing its steps already made, which
  /// is also the case's model.
  public mutating func nextJudged() -> (scenario: Scenario, prepared: PreparedCase?) {
    let (scenario, derivation) = nextDerived()
    guard let derivation else {
      guard let judged = try? scenario.judgedCase() else { return (scenario, nil) }
      return (scenario, PreparedCase(judged, model: Result { () throws(PlatformModelError) in try CaseModel(judged) }))
    }
    var testCase = scenario.testCase
    (testCase.expectedCalls, testCase.requirements) = Oracle.judge(testCase, derivation: derivation)
    return (scenario, PreparedCase(testCase, model: .success(CaseModel(testCase, derivation: derivation))))
  }

  private mutating func nextDerived() -> (scenario: Scenario, derivation: Derivation?) {
    count += 1
    // Each scenario has a generator of its own, so scenario n does not depend on how many draws the ones before took.
    var random = SplitMix64(seed: self.random.next())
    let platform = platforms[Int.random(in: 0..<platforms.count, using: &random)]
    let initialState: AppState = random.pick([
      (30, .foreground), (30, .background), (25, .terminated), (15, platform == .ios ? .forceQuit : .forceStopped),
    ])
    var pushes: [Scenario.Push] = []
    let pushCount: Int = random.pick([(55, 1), (35, 2), (10, 3)])
    var scenario = Scenario(
      id: "EXPLORE-\(seed)-\(count)", platform: platform, initialState: initialState, pushes: [], steps: [])
    scenario.api = random.pick([(70, .any), (15, .pinned(.collectMessageInfo)), (15, .pinned(.trackAction))])
    scenario.device.notificationsAllowed = random.chance(90)
    if platform == .ios {
      scenario.device.backgroundAppRefresh = random.chance(85)
      scenario.device.deferBackgroundDelivery = random.chance(10)
      scenario.device.notificationDelegate = random.chance(90)
      let dismissable = random.chance(90)
      scenario.categories = [NotificationCategory(identifier: "DEFAULT", customDismissAction: dismissable)]
      if random.chance(30) {
        scenario.categories.append(
          NotificationCategory(
            identifier: "SALE", customDismissAction: true,
            actions: [NotificationAction(identifier: "BUY", opensApp: true), NotificationAction(identifier: "LATER", opensApp: false)]))
      }
    }
    for index in 1...pushCount {
      var push = Scenario.Push(
        name: index == 1 ? "default" : "push\(index)", deliveryId: .text("d\(index)"), broadlogId: .text("m\(index)"))
      push.flag = random.pick([
        (55, .text("on")), (15, .absent), (5, .text("ON")), (5, .text("On")), (12, .text("off")), (4, .text("yes")), (4, .number(1)),
      ])
      push.deliveryId = id(.text("d\(index)"), platform: platform, using: &random)
      push.broadlogId = id(.text("m\(index)"), platform: platform, using: &random)
      push.extraKeys = random.chance(25)
      if platform == .ios {
        push.alert = random.chance(85)
        push.contentAvailable = random.chance(75)
        let sale = scenario.categories.contains { $0.identifier == "SALE" }
        push.category = random.pick([(75, "DEFAULT"), (sale ? 15 : 0, "SALE"), (10, nil)])
        push.idsInsideAps = random.chance(5)
      } else {
        push.collapseKey = random.chance(20) ? "sale" : nil
      }
      pushes.append(push)
    }
    scenario.pushes = pushes
    scenario.judgesWiring = random.chance(15)
    let (steps, derivation) = steps(for: scenario, using: &random)
    scenario.steps = steps
    return (scenario, derivation)
  }

  private func id(_ normal: Scenario.Push.Id, platform: Platform, using random: inout SplitMix64) -> Scenario.Push.Id {
    random.pick([(85, normal), (5, .absent), (5, .empty), (platform == .ios ? 5 : 0, .number(1234))])
  }

  /// A timeline the platform model allows: steps drawn together, and a step the
  /// model cannot play at its point drawn again (one derivation per try, not per step).
  private func steps(for scenario: Scenario, using random: inout SplitMix64) -> ([Step.Kind], Derivation?) {
    let length = Int.random(in: 1...maximumSteps, using: &random)
    var steps = (0..<length).map { _ in step(for: scenario, using: &random) }
    // The case is built once (its payloads, no title); each try changes its steps only.
    var trial = scenario.caseForModel
    for attempt in 0..<(length * 3) {
      onceEach(&steps, for: scenario, using: &random)
      if steps.isEmpty { break }
      trial.steps = Scenario.numbered(steps)
      let index: Int
      do {
        return (steps, try PlatformModel.derive(trial))
      } catch {
        // Steps are numbered by line (Scenario.testCase), so the error says which one the model refused.
        guard let line = error.step?.location.line, steps.indices.contains(line - 1) else { break }
        index = line - 1
      }
      if attempt < length { steps[index] = step(for: scenario, using: &random) } else { steps.remove(at: index) }
      if steps.isEmpty { break }
    }
    // A case has at least one step: a push arriving can always be played.
    return ([.receive(notification: scenario.pushes[0].name)], nil)
  }

  /// Each push arrives once, as Campaign sends a message once to each recipient: a second
  /// `receive` of the same push is drawn again (the platform model's own redeliveries, such as a
  /// tap's didReceiveRemoteNotification, are another thing, and stay).
  private func onceEach(_ steps: inout [Step.Kind], for scenario: Scenario, using random: inout SplitMix64) {
    var received = Set<String>()
    for index in steps.indices {
      for _ in 0..<16 {
        guard case .receive(let name) = steps[index], received.contains(name) else { break }
        steps[index] = step(for: scenario, using: &random)
      }
      if case .receive(let name) = steps[index] { received.insert(name) }
    }
    var seen = Set<String>()
    steps.removeAll { step in
      guard case .receive(let name) = step else { return false }
      return !seen.insert(name).inserted
    }
  }

  private func step(for scenario: Scenario, using random: inout SplitMix64) -> Step.Kind {
    let name = scenario.pushes[Int.random(in: 0..<scenario.pushes.count, using: &random)].name
    let ios = scenario.platform == .ios
    let action = random.chance(50) ? "BUY" : "LATER"
    return random.pick([
      (30, .receive(notification: name)), (20, .tap(notification: name)), (10, .dismiss(notification: name)), (4, .clearAll),
      (ios ? 6 : 0, .tapAction(notification: name, action: action)), (ios ? 3 : 0, .swipeBanner(notification: name)),
      (7, .leaveApp), (7, .returnToApp), (ios ? 0 : 4, .openFromRecents), (5, .launchFromIcon), (ios ? 0 : 3, .rotate),
      (ios ? 3 : 0, .coverApp), (ios ? 2 : 0, .forceQuit), (3, .systemKill),
    ])
  }
}

extension Scenario {
  /// The scenario as a suite case, with no expectations yet.
  public var testCase: TrackingCase {
    var testCase = caseForModel
    testCase.title =
      "Generated: \(platform.rawValue), app \(initialState.rawValue), " + testCase.steps.map(\.summary).joined(separator: ", ")
    return testCase
  }

  /// The case without its title: all the platform model reads.
  var caseForModel: TrackingCase {
    var testCase = TrackingCase(
      id: id, title: "", requirements: [], source: "trackcheck explore", tags: ["explore"], platform: platform,
      device: device, categories: platform == .ios ? categories : [], initialState: initialState,
      notifications: pushes.map { Notification(name: $0.name, payload: $0.payload(on: platform)) },
      steps: Self.numbered(steps), expectedCalls: [], api: api, suite: "explore",
      location: SourceLocation(file: "explore", line: 1, column: 1))
    testCase.needsReportedWiring = judgesWiring
    return testCase
  }

  /// Steps numbered by line, so that a model error says which one it refused.
  static func numbered(_ steps: [Step.Kind]) -> [Step] {
    steps.enumerated().map { Step($1, at: SourceLocation(file: "explore", line: $0 + 1, column: 1)) }
  }

  /// Whether the platform model can play every step.
  public var isPlayable: Bool {
    (try? PlatformModel.derive(caseForModel)) != nil
  }

  /// The scenario as a case the runner judges: the oracle's calls expected,
  /// and the requirements they prove listed.
  public func judgedCase() throws(PlatformModelError) -> TrackingCase {
    var testCase = self.testCase
    (testCase.expectedCalls, testCase.requirements) = try Oracle.judge(testCase)
    return testCase
  }
}

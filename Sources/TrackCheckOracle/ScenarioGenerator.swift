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
  /// Whether to draw the app's wiring (the iOS delegate's timing and the categories beyond the case's,
  /// Android launch modes, intents, PendingIntents, notification ids, trampolines, configChanges):
  /// only for an implementation that reports its wiring (protocol 2 and later). Without it every
  /// scenario is played to the documents' app, as protocol 1 says.
  public var wirings = true
  /// The profile whose oracle judges the scenarios.
  public let profile: Profile
  private var random: SplitMix64
  private var count = 0

  /// Scenarios of `seed`, on `platforms`.
  public init(seed: UInt64, platforms: [Platform] = [.ios, .android], profile: Profile) {
    self.seed = seed
    self.profile = profile
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
      guard let judged = try? scenario.judgedCase(profile: profile), let derived = try? scenario.derive(judged) else {
        return (scenario, nil)
      }
      return (scenario, PreparedCase(judged, model: .success(CaseModel(judged, derivation: derived))))
    }
    var testCase = scenario.testCase
    let judged = Oracle.judge(testCase, derivation: derivation, profile: profile)
    testCase.expectedCalls = judged.calls
    testCase.requirements = Oracle.blamed(judged, profile: profile)
    return (scenario, PreparedCase(testCase, model: .success(CaseModel(testCase, derivation: derivation))))
  }

  /// A push's broadlog id as the profile's product writes one: `m1` where any text is an id, a decimal
  /// (`5001`) where the SDK accepts decimals only (Campaign Classic v7), so the scenarios track.
  private func broadlog(_ index: Int) -> String {
    profile.ids.broadlogForms?.contains(.decimal) == true ? String(5000 + index) : "m\(index)"
  }

  private mutating func nextDerived() -> (scenario: Scenario, derivation: Derivation?) {
    count += 1
    // Each scenario has a generator of its own, so scenario n does not depend on how many draws the ones before took.
    var random = SplitMix64(seed: self.random.next())
    let platform = platforms[Int.random(in: 0..<platforms.count, using: &random)]
    let initialState: AppState = random.pick(Draws.states(platform))
    var pushes: [Scenario.Push] = []
    let pushCount: Int = random.pick([(55, 1), (35, 2), (10, 3)])
    var scenario = Scenario(
      id: "EXPLORE-\(seed)-\(count)", platform: platform, initialState: initialState, pushes: [], steps: [])
    // A pinned API is one of Campaign Standard's: a profile without them has every call of its own.
    let api = random.pick(Draws.apis)
    scenario.api = profile.call(api.description) == nil ? .any : api
    scenario.device.notificationsAllowed = random.chance(90)
    if platform == .ios {
      scenario.device.backgroundAppRefresh = random.chance(85)
      scenario.device.deferBackgroundDelivery = random.chance(10)
      // The delegate and the categories beyond the documents' are the app's wiring: drawn only for an implementation that reports it.
      let delegate: DelegateTiming = wirings ? random.pick(Draws.delegates) : .launch
      scenario.device.notificationDelegate = delegate != .none
      scenario.wiring.lateDelegate = delegate == .late
      let dismissable = wirings ? random.chance(90) : true
      var defaultCategory = NotificationCategory(identifier: "DEFAULT", customDismissAction: dismissable)
      if wirings && random.chance(8) { defaultCategory.actions = Draws.defaultExtraActions }
      scenario.categories = [defaultCategory]
      // The case's own category with action buttons (as the suites' action cases declare), for every implementation.
      if random.chance(30) { scenario.categories.append(Draws.saleCategory) }
      if wirings && random.chance(8) {
        scenario.categories.append(NotificationCategory(identifier: "NEWS", customDismissAction: random.chance(50)))
      }
    } else if wirings && random.chance(40) {
      scenario.wiring.launchMode = random.pick(Draws.launchModes)
      // A standard activity reached with no flag (or REORDER_TO_FRONT alone) from a task it already roots is brought
      // to the front without the new intent: a wiring that loses taps, not one a correct app proposes.
      scenario.wiring.contentFlags = random.pick(
        Draws.contentFlags.filter { scenario.wiring.launchMode != .standard || !($0.value.isEmpty || $0.value == [.reorderToFront]) })
      scenario.wiring.contentTarget = random.pick(Draws.contentTargets)
      scenario.wiring.targetSdk = random.pick(Draws.targetSdks)
      scenario.wiring.notificationIds = random.pick(Draws.notificationIds)
      scenario.wiring.configChanges = random.chance(20)
    }
    for index in 1...pushCount {
      var push = Scenario.Push(
        name: index == 1 ? "default" : "push\(index)", deliveryId: .text("d\(index)"), broadlogId: .text(broadlog(index)))
      push.flag = random.pick(Draws.flags)
      push.deliveryId = random.pick(Draws.ids(.text("d\(index)")))
      push.broadlogId = random.pick(Draws.ids(.text(broadlog(index))))
      push.extraKeys = random.chance(25)
      if platform == .ios {
        push.alert = random.chance(85)
        push.contentAvailable = random.chance(75)
        let registered = scenario.categories.map(\.identifier)
        push.category = random.pick([
          (75, "DEFAULT"), (registered.contains("SALE") ? 15 : 0, "SALE"), (registered.contains("NEWS") ? 8 : 0, "NEWS"),
          (wirings ? 3 : 0, "PROMO"), (10, nil),
        ])
        push.idsInsideAps = random.chance(5)
        push.decorations = random.chance(20)
        push.plainAlert = random.chance(10)
      } else {
        push.collapseKey = random.chance(20) ? "sale" : nil
        push.addressed = random.chance(5)
      }
      pushes.append(push)
    }
    scenario.pushes = pushes
    scenario.judgesWiring = wirings && random.chance(15)
    let (steps, derivation) = steps(for: scenario, using: &random)
    scenario.steps = steps
    return (scenario, derivation)
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
        return (steps, try scenario.derive(trial))
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
    let actions = scenario.categories.flatMap(\.actions).map(\.identifier)
    let action = actions.isEmpty ? "BUY" : actions[Int.random(in: 0..<actions.count, using: &random)]
    return random.pick(Draws.steps(ios: ios, notification: name, action: action))
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
    testCase.appProposal = wiring.proposal(on: platform)
    return testCase
  }

  /// The callbacks of `testCase` (this scenario's case) for the scenario's own
  /// app: the documents' app, or (iOS) one that sets its delegate late, which
  /// only reported wiring can say. An Android proposal leaves the scenario's
  /// model the documents' app: the app that adopts it reports what it posts,
  /// and is judged by the callbacks it gets (`Oracle.expectations`).
  func derive(_ testCase: TrackingCase) throws(PlatformModelError) -> Derivation {
    guard platform == .ios, wiring.lateDelegate else { return try PlatformModel.derive(testCase) }
    var manifest = AppManifest(categories: testCase.categories)
    manifest.notificationDelegate = .late
    return try PlatformModel.play(PlatformPlayer(testCase, wiring: .reported(manifest), budget: .unlimited))
  }

  /// Steps numbered by line, so that a model error says which one it refused.
  static func numbered(_ steps: [Step.Kind]) -> [Step] {
    steps.enumerated().map { Step($1, at: SourceLocation(file: "explore", line: $0 + 1, column: 1)) }
  }

  /// Whether the platform model can play every step.
  public var isPlayable: Bool {
    (try? derive(caseForModel)) != nil
  }

  /// The scenario as a case the runner judges, with its model (the scenario's own app); `nil` when the model cannot play it.
  public func prepared(profile: Profile) -> PreparedCase? {
    guard let judged = try? judgedCase(profile: profile), let derivation = try? derive(judged) else { return nil }
    return PreparedCase(judged, model: .success(CaseModel(judged, derivation: derivation)))
  }

  /// The scenario as a case the runner judges: the oracle's calls expected,
  /// and the requirements they prove listed.
  public func judgedCase(profile: Profile) throws(PlatformModelError) -> TrackingCase {
    var testCase = self.testCase
    let judged = Oracle.judge(testCase, derivation: try derive(testCase), profile: profile)
    testCase.expectedCalls = judged.calls
    testCase.requirements = Oracle.blamed(judged, profile: profile)
    return testCase
  }
}

/// What the generator draws from, with the weights (docs/EXPLORE.md): one table per
/// respect, read by the generator and by ``ScenarioGenerator/domains``.
enum Draws {
  static func states(_ platform: Platform) -> [(weight: Int, value: AppState)] {
    [(30, .foreground), (30, .background), (25, .terminated), (15, platform == .ios ? .forceQuit : .forceStopped)]
  }

  static let apis: [(weight: Int, value: APIChoice)] = [(70, .any), (15, .pinned(.collectMessageInfo)), (15, .pinned(.trackAction))]

  static let flags: [(weight: Int, value: Scenario.Push.Flag)] = [
    (55, .text("on")), (15, .absent), (4, .text("ON")), (4, .text("On")), (10, .text("off")), (2, .text("OFF")), (2, .text("yes")),
    (1, .text("no")), (1, .text("true")), (1, .text("")), (1, .text(" on")), (1, .text("on ")), (2, .number(1)), (1, .bool(true)),
  ]

  static func ids(_ normal: Scenario.Push.Id) -> [(weight: Int, value: Scenario.Push.Id)] {
    [(85, normal), (5, .absent), (5, .empty), (5, .number(1234))]
  }

  static let delegates: [(weight: Int, value: DelegateTiming)] = [(80, .launch), (10, .late), (10, .none)]

  /// Action buttons an app may add to the documents' `DEFAULT` (the suites' REPLY and VIEW).
  static let defaultExtraActions = [
    NotificationAction(identifier: "REPLY", opensApp: false), NotificationAction(identifier: "VIEW", opensApp: true),
  ]

  static let saleCategory = NotificationCategory(
    identifier: "SALE", customDismissAction: true,
    actions: [NotificationAction(identifier: "BUY", opensApp: true), NotificationAction(identifier: "LATER", opensApp: false)])

  static let launchModes: [(weight: Int, value: LaunchMode)] = [
    (40, .standard), (25, .singleTop), (20, .singleTask), (15, .singleInstance),
  ]

  static let contentFlags: [(weight: Int, value: [IntentFlag])] = [
    (40, [.clearTop]), (20, []), (15, [.singleTop]), (10, [.clearTop, .singleTop]), (10, [.newTask, .clearTask]), (5, [.reorderToFront]),
  ]

  static let contentTargets: [(weight: Int, value: Scenario.Wiring.ContentTarget)] = [
    (55, .activity), (15, .activities), (18, .broadcast), (12, .service),
  ]

  static let targetSdks: [(weight: Int, value: Int)] = [(60, 34), (40, 30)]

  static let notificationIds: [(weight: Int, value: Scenario.Wiring.NotificationIds)] = [(80, .perPush), (20, .single)]

  static func steps(ios: Bool, notification name: String, action: String) -> [(weight: Int, value: Step.Kind)] {
    [
      (30, .receive(notification: name)), (20, .tap(notification: name)), (10, .dismiss(notification: name)), (4, .clearAll),
      (ios ? 6 : 0, .tapAction(notification: name, action: action)), (ios ? 3 : 0, .swipeBanner(notification: name)),
      (7, .leaveApp), (7, .returnToApp), (ios ? 1 : 4, .openFromRecents), (5, .launchFromIcon), (ios ? 0 : 3, .rotate),
      (ios ? 3 : 0, .coverApp), (ios ? 2 : 1, .forceQuit), (3, .systemKill),
    ]
  }
}

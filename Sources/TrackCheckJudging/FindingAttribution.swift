import TrackCheckModel
import TrackCheckPlatform

extension CallComparison {
  /// The comparison's differences as findings, each blamed on one requirement.
  ///
  /// A missing call, or one made at the wrong step, breaks the requirement the
  /// expected call proves. Anything else is put to the catalogue's blame
  /// rules: its fault, the step where it happened (and the callbacks that step
  /// delivered) and the action concerned. Wrong values split by the rule each
  /// one breaks. When none of a notification's calls is made and no call
  /// carries its ids, the push was not tracked at all: that is one finding,
  /// blamed where its first call is, and the rules of its other calls are left
  /// unjudged in the case rather than failed.
  ///
  /// A call missing at a step the app's own wiring kept from reaching its
  /// code (a note whose rule is marked ``PlatformRule/isAppWiring``: the
  /// notification was never posted, had no delete or content intent, its
  /// PendingIntent was cancelled or carried another push, a trampoline was
  /// blocked, …) is an `unwired` finding.
  ///
  /// `nil` when a difference cannot be blamed on any requirement (a catalogue
  /// without a pattern for it, and a case that lists none): the case's
  /// failure is then shared by its requirements, as without a catalogue.
  ///
  /// - Parameters:
  ///   - testCase: The case compared.
  ///   - derivation: The callbacks each step delivered, and why a step delivered none.
  ///   - rules: The catalogue's blame rules.
  public func attributedFindings(of testCase: TrackingCase, derivation: Derivation, rules: BlameRules) -> [Finding]? {
    let stepCallbacks = derivation.steps.map { $0.callbacks.map(\.name.rawValue) }
    func wiringNote(at step: Int?) -> PlatformRuleID? {
      guard let step, step < derivation.steps.count else { return nil }
      return derivation.steps[step].notes.first { Self.wiringNotes.contains($0) }
    }
    let nothingExpected = expected.isEmpty
    func carried(_ call: ExpectedCall) -> Bool { actual.contains { carries($0, idsOf: call) } }
    func question(_ fault: Fault, step: Int?, action: TrackingAction?, untracked: Bool = false, besideSDK: Bool = false) -> BlameQuestion {
      let known = step.flatMap { $0 < testCase.steps.count ? $0 : nil }
      return BlameQuestion(
        fault: fault, platform: testCase.platform, step: known.map { testCase.steps[$0].keyword },
        callbacks: known.flatMap { $0 < stepCallbacks.count ? stepCallbacks[$0] : nil } ?? [], action: action, untracked: untracked,
        nothingExpected: nothingExpected,
        notes: known.flatMap { $0 < derivation.steps.count ? derivation.steps[$0].notes.map(\.rawValue) : nil } ?? [],
        besideSDK: besideSDK)
    }
    // Set when a difference has no requirement to blame.
    var unblamed = false
    func blame(_ question: BlameQuestion, expected: ExpectedCall? = nil) -> RequirementID {
      if question.fault.concernsExpectedCall, let requirement = expected?.requirement {
        // A push the case is about (its flag, its payload) that was not tracked at all breaks that rule.
        if question.untracked, let listed = rules.requirement(for: question, listed: testCase.requirements, only: .untracked) {
          return listed
        }
        return requirement
      }
      if let requirement = rules.requirement(for: question, listed: testCase.requirements) ?? expected?.requirement
        ?? testCase.requirements.first
      {
        return requirement
      }
      // An incomplete catalogue and a case that lists nothing: no finding can be blamed.
      unblamed = true
      return RequirementID("")
    }
    func finding(_ fault: Fault, _ requirement: RequirementID, step: Int?, _ message: String, unjudged: [RequirementID] = []) -> Finding {
      Finding(fault: fault, requirement: requirement, level: rules.level(of: requirement), step: step, message: message, unjudged: unjudged)
    }

    // Notifications of which nothing at all was tracked.
    let missing = Set(findings.compactMap { if case .missing(let e) = $0 { e } else { nil } })
    var untracked: [String: [Int]] = [:]
    let byNotification = Dictionary(grouping: expected.indices) { Self.push(of: expected[$0]) }
    // A call the app's wiring kept from its code is that wiring's finding, never part of "not tracked".
    for (name, indices) in byNotification
    where indices.count > 1 && indices.allSatisfy({ missing.contains($0) && wiringNote(at: expected[$0].step) == nil }) {
      if !carried(expected[indices[0]]) { untracked[name] = indices.sorted() }
    }
    let collapsed = Set(untracked.values.flatMap { $0.dropFirst() })

    var result: [Finding] = []
    for callFinding in findings {
      switch callFinding {
      case .missing(let e):
        guard !collapsed.contains(e) else { continue }
        let call = expected[e]
        let requirement = blame(question(.missing, step: call.step, action: call.action, untracked: !carried(call)), expected: call)
        if let indices = untracked[Self.push(of: call)], indices.first == e {
          let others = indices.dropFirst().compactMap { expected[$0].requirement }
          var unjudged: [RequirementID] = []
          for id in others where id != requirement && !unjudged.contains(id) { unjudged.append(id) }
          let calls = indices.map { expected[$0].action.name }.joined(separator: ", ")
          let label = call.notification.map { "'\($0)'" } ?? "the push"
          result.append(
            finding(
              .missing, requirement, step: call.step,
              "not tracked: none of the \(indices.count) calls expected for \(label) (\(calls)) was made, "
                + "the first at \(timeline.describe(call.step))", unjudged: unjudged))
        } else if call.action == .click, openMadeAlone(after: e) {
          // The tap's open was made, its click was not: an open alone.
          let requirement = blame(question(.openAlone, step: call.step, action: .open))
          result.append(finding(.openAlone, requirement, step: call.step, sentence(callFinding) + "; the open was made without it"))
        } else if let note = wiringNote(at: call.step) {
          let blamed = blame(question(.unwired, step: call.step, action: call.action))
          let why = PlatformRule.all[note]?.text ?? note.rawValue
          result.append(
            finding(.unwired, blamed, step: call.step, sentence(callFinding) + "; the app's wiring kept it from its code: \(why)"))
        } else {
          result.append(finding(.missing, requirement, step: call.step, sentence(callFinding) + staleIntent(at: call.step, derivation)))
        }
      case .wrongStep(let a, let e), .wrongOrder(let a, let e):
        // A right call at the wrong step or out of order: blamed where the expected call belongs.
        let fault: Fault = if case .wrongStep = callFinding { .wrongStep } else { .wrongOrder }
        let call = expected[e]
        let requirement = blame(question(fault, step: call.step, action: call.action), expected: call)
        result.append(finding(fault, requirement, step: timeline.step(of: actual[a]), sentence(callFinding)))
      case .unexpected(let a, let duplicate):
        let call = actual[a]
        // The same event through the other API, before or after: one call too many.
        let twin =
          duplicate ?? actual.indices.first { $0 != a && actual[$0].api != call.api && CallShape.same(actual[$0], call, profile: profile) }
        let fault: Fault = twin.map { actual[$0].api == call.api ? Fault.duplicate : .bothAPIs } ?? .unexpected
        let action = CallShape(call, profile: profile).looseAction.flatMap(profile.event(code:))
        let step = timeline.step(of: call)
        // The app's own call beside the same call of the SDK's own path (or the SDK's beside the app's).
        let besideSDK =
          actual.indices.contains { $0 != a && actual[$0].origin != call.origin && CallShape.same(actual[$0], call, profile: profile) }
        var message = sentence(callFinding)
        if besideSDK {
          message += call.origin == .sdk ? "; the app had made it by hand" : "; the SDK's own path made it too"
        }
        result.append(finding(fault, blame(question(fault, step: step, action: action, besideSDK: besideSDK)), step: step, message))
      case .wrongFields(let a, let e, let differences):
        let call = expected[e]
        let step = timeline.step(of: actual[a])
        // One finding per rule broken: the same call may break several.
        var groups: [(requirement: RequirementID, fault: Fault, problems: [FieldProblem])] = []
        for problem in differences {
          let requirement = blame(question(problem.fault, step: call.step ?? step, action: call.action), expected: call)
          if let index = groups.firstIndex(where: { $0.requirement == requirement }) {
            groups[index].problems.append(problem)
          } else {
            groups.append((requirement, problem.fault, [problem]))
          }
        }
        for group in groups {
          result.append(finding(group.fault, group.requirement, step: step, sentence(callFinding, differences: group.problems)))
        }
      }
    }
    return unblamed ? nil : result
  }

  /// Whether the open that follows expected click `index` at its step was made while the click was not.
  private func openMadeAlone(after index: Int) -> Bool {
    let click = expected[index]
    guard let step = click.step else { return false }
    guard profile.codes[.open] != nil else { return false }
    return actual.contains { call in
      timeline.step(of: call) == step && CallShape(call, profile: profile).action == .string(profile.code(.open))
        && carries(call, idsOf: click)
    }
  }

  /// Whether `made` carries the ids of the push `expected` belongs to.
  private func carries(_ made: ActualCall, idsOf expected: ExpectedCall) -> Bool {
    let shape = CallShape(made, profile: profile)
    return shape.deliveryId == .string(expected.deliveryId) && shape.broadlogId == .string(expected.broadlogId)
  }

  /// The push an expected call belongs to: its notification's name, else its ids.
  private static func push(of call: ExpectedCall) -> String {
    call.notification ?? "\(call.deliveryId)/\(call.broadlogId)"
  }

  /// The notes of steps the app's own wiring kept from reaching its code:
  /// the rules marked so in the platform model's table (``PlatformRule/isAppWiring``).
  static var wiringNotes: Set<PlatformRuleID> { PlatformRule.appWiring }

  /// A note for a step where `onResume` read an older intent than `onNewIntent` delivered.
  private func staleIntent(at step: Int?, _ derivation: Derivation) -> String {
    guard let step, step < derivation.steps.count else { return "" }
    let callbacks = derivation.steps[step].callbacks
    guard let delivered = callbacks.last(where: { $0.name == CallbackName.onNewIntent })?.arguments["intent"],
      let resumed = callbacks.last(where: { $0.name == CallbackName.onResume })?.arguments["intent"], delivered != resumed
    else { return "" }
    return "; getIntent() in onResume still returned the activity's earlier intent: the app did not call setIntent in onNewIntent"
  }
}

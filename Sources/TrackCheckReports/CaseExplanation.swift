import TrackCheckModel
import TrackCheckPlatform

/// What `trackcheck explain` prints for one case: the inputs, the callbacks
/// the platform model derives with the rule behind each, and the expected
/// calls (the protocol lines to replay by hand are
/// `ProtocolMessages.lines(of:derivation:)`).
public struct CaseExplanation {
  /// The case.
  public var testCase: TrackingCase
  /// Its derivation.
  public var derivation: Derivation
  /// The catalogue's blame rules, to say which rule a call where none is expected breaks.
  public var rules: BlameRules
  /// The register of sources, to give each cited source's title and address.
  public var sources: [SourceReference]

  /// The explanation of `prepared`: its callbacks as its model derived them.
  public init(_ prepared: PreparedCase, rules: BlameRules = .none, sources: [SourceReference] = []) throws(PlatformModelError) {
    self.testCase = prepared.testCase
    self.derivation = try prepared.model.get().derivation
    self.rules = rules
    self.sources = sources
  }

  /// The registered sources `citation` names, in order.
  public func references(in citation: String) -> [SourceReference] {
    SourceReference.ids(in: citation).compactMap { id in sources.first { $0.id == id } }
  }

  /// The requirement a call at step `index`, where none is expected, is blamed on
  /// (`fault` `.duplicate` for a repeat of an earlier call).
  public func ruleAgainstCalls(at index: Int, fault: Fault = .unexpected) -> RequirementID? {
    guard !rules.isEmpty, index < derivation.steps.count, !derivation.steps[index].callbacks.isEmpty else { return nil }
    let question = BlameQuestion(
      fault: fault, platform: testCase.platform, step: testCase.steps[index].keyword,
      callbacks: derivation.steps[index].callbacks.map(\.name.rawValue), action: nil, nothingExpected: testCase.expectedCalls.isEmpty)
    return rules.requirement(for: question, listed: testCase.requirements)
  }

  /// The human-readable explanation.
  public func render() -> String {
    var lines = [
      "\(testCase.id): \(testCase.title)",
      "  suite: \(testCase.suite) (\(testCase.location))",
      "  requirements: \(testCase.requirements.map(\.rawValue).joined(separator: ", "))",
      "  source: \(testCase.source)",
      "  platform: \(testCase.platform.rawValue)   app: \(testCase.initialState.rawValue)   api: \(testCase.api)",
      "  device: notifications \(testCase.device.notificationsAllowed ? "allowed" : "denied")"
        + (testCase.platform == .ios
          ? ", Background App Refresh \(testCase.device.backgroundAppRefresh ? "on" : "off")"
            + (testCase.device.deferBackgroundDelivery ? ", background delivery deferred" : "")
            + (testCase.device.notificationDelegate ? "" : ", no notification-centre delegate") : ""),
    ]
    if testCase.platform == .ios {
      let categories = testCase.categories.map { category in
        category.identifier + (category.customDismissAction ? " (customDismissAction)" : "")
          + (category.actions.isEmpty
            ? "" : " actions: " + category.actions.map { $0.identifier + ($0.opensApp ? " [foreground]" : "") }.joined(separator: ", "))
      }
      lines.append("  categories: " + (categories.isEmpty ? "(none)" : categories.joined(separator: "; ")))
    }
    lines.append("  notifications:")
    for notification in testCase.notifications {
      lines.append(
        "    \(notification.name)" + (notification.fixture.map { " (fixture \($0))" } ?? "") + ": "
          + JSONSerializer.string(notification.payload))
    }
    lines.append("")
    lines.append("timeline: the callbacks each step derives, and the calls it must cause")
    var number = 0
    for (index, step) in derivation.steps.enumerated() {
      lines.append("  step \(index + 1): \(step.step.summary)")
      let expected = testCase.expectedCalls.enumerated().filter { $0.element.step == index }
      for (position, call) in expected {
        let proves = call.requirement.map { "   proves \($0)" } ?? ""
        lines.append(
          "    expect \(position + 1). \(call.action.name): \(call.apiDescription) \(JSONSerializer.string(.object(call.contextData)))\(proves)"
        )
      }
      if expected.isEmpty {
        let unexpected = ruleAgainstCalls(at: index)
        var breaks = unexpected.map { " (a call here breaks \($0)" } ?? ""
        if let repeated = ruleAgainstCalls(at: index, fault: .duplicate), repeated != unexpected {
          breaks += "; a repeat, \(repeated)"
        }
        lines.append("    expect: no call" + breaks + (breaks.isEmpty ? "" : ")"))
      }
      for callback in step.callbacks {
        number += 1
        lines.append("    #\(number) \(callback.name)")
        lines.append("        args: \(JSONSerializer.string(.object(callback.arguments)))")
        lines.append("        why:  [\(callback.rule.rawValue)] \(PlatformRule.all[callback.rule]?.text ?? "")")
      }
      for note in step.notes {
        lines.append("    no callback: [\(note.rawValue)] \(PlatformRule.all[note]?.text ?? "")")
      }
    }
    lines.append("")
    lines.append("expected tracking calls, in order:")
    if testCase.expectedCalls.isEmpty { lines.append("  (none)") }
    for (index, call) in testCase.expectedCalls.enumerated() {
      let place = call.step.map { " (step \($0 + 1))" } ?? ""
      lines.append(
        "  \(index + 1). \(call.action.name)\(place): \(call.apiDescription) \(JSONSerializer.string(.object(call.contextData)))")
    }
    let rules = Set(derivation.steps.flatMap { $0.callbacks.map(\.rule) + $0.notes }).sorted { $0.rawValue < $1.rawValue }
    if !rules.isEmpty {
      lines.append("")
      lines.append("sources of the platform rules:")
      for id in rules {
        lines.append("  [\(id.rawValue)] \(PlatformRule.all[id]?.source ?? "")")
      }
    }
    // Where to read each source: the case's, and the platform rules'.
    var cited: [SourceReference] = []
    for citation in [testCase.source] + rules.map({ PlatformRule.all[$0]?.source ?? "" }) {
      for reference in references(in: citation) where !cited.contains(reference) { cited.append(reference) }
    }
    if !cited.isEmpty {
      lines.append("")
      lines.append("where to read them:")
      for reference in cited {
        lines.append("  \(reference.id): \(reference.title)" + (reference.url.map { " — \($0)" } ?? " (no public address established)"))
      }
    }
    return lines.joined(separator: "\n")
  }
}

import TrackCheckJudging
import TrackCheckModel
import TrackCheckPlatform

/// The machine-readable forms of `list`, `coverage`, `explain` and `diff`
/// (`--format json`): one JSON document each, for scripts and CI steps.
public enum JSONOutput {
  /// The selected cases.
  public static func cases(_ cases: [TrackingCase], total: Int) -> JSONValue {
    [
      "selected": .integer(Int64(cases.count)), "total": .integer(Int64(total)),
      "cases": .array(cases.map(caseSummary)),
    ]
  }

  static func caseSummary(_ testCase: TrackingCase) -> JSONValue {
    [
      "id": .string(testCase.id), "title": .string(testCase.title), "suite": .string(testCase.suite),
      "platform": .string(testCase.platform.rawValue), "app": .string(testCase.initialState.rawValue),
      "requirements": .array(testCase.requirements.map(\.json)), "tags": .array(testCase.tags.map { .string($0) }),
      "source": .string(testCase.source), "location": .string(testCase.location.description),
    ]
  }

  /// Each requirement with its level and the cases that check it.
  public static func coverage(_ coverage: RequirementCoverage) -> JSONValue {
    [
      "requirements": .array(
        coverage.entries.map { entry in
          [
            "id": entry.requirement.id.json, "level": .string(entry.requirement.level.rawValue),
            "rule": .string(entry.requirement.rule),
            "cases": .array(entry.cases.map { .string($0) }), "count": .integer(Int64(entry.cases.count)),
          ]
        }),
      "uncovered": .array(coverage.uncovered.map(\.id.json)),
    ]
  }

  /// A case, its timeline of callbacks and expected calls, and the sources of the rules.
  public static func explanation(_ explanation: CaseExplanation) -> JSONValue {
    let testCase = explanation.testCase
    var number = 0
    let steps: [JSONValue] = explanation.derivation.steps.enumerated().map { index, step in
      let callbacks: [JSONValue] = step.callbacks.map { callback in
        number += 1
        return [
          "number": .integer(Int64(number)), "name": .string(callback.name.rawValue), "args": .object(callback.arguments),
          "rule": .string(callback.rule.rawValue), "why": .string(PlatformRule.all[callback.rule]?.text ?? ""),
        ]
      }
      var entry: JSONObject = [
        "step": .integer(Int64(index + 1)), "summary": .string(step.step.summary), "callbacks": .array(callbacks),
        "noCallback": .array(step.notes.map { .string($0.rawValue) }),
        "expect": .array(testCase.expectedCalls.filter { $0.step == index }.map(expectedCall)),
      ]
      if !testCase.expectedCalls.contains(where: { $0.step == index }), let rule = explanation.ruleAgainstCalls(at: index) {
        entry["callBreaks"] = rule.json
      }
      return .object(entry)
    }
    return [
      "case": caseSummary(testCase),
      "notifications": .array(testCase.notifications.map { ["name": .string($0.name), "payload": $0.payload] }),
      "timeline": .array(steps),
      "expect": .array(testCase.expectedCalls.map(expectedCall)),
    ]
  }

  static func expectedCall(_ call: ExpectedCall) -> JSONValue {
    var object: JSONObject = [
      "action": .string(call.action.name), "api": .string(call.api.description), "contextData": .object(call.contextData),
    ]
    if let step = call.step { object["step"] = .integer(Int64(step + 1)) }
    if let notification = call.notification { object["notification"] = .string(notification) }
    if let requirement = call.requirement { object["requirement"] = requirement.json }
    return .object(object)
  }

  /// The changes between two runs.
  public static func diff(_ diff: ResultsDiff) -> JSONValue {
    func changes(_ list: [ResultsDiff.Change]) -> JSONValue {
      .array(
        list.map {
          ["id": .string($0.id), "old": .string($0.old.rawValue), "new": .string($0.new.rawValue), "message": .string($0.message)]
        })
    }
    return [
      "regressions": changes(diff.regressions), "fixes": changes(diff.fixes), "changes": changes(diff.changes),
      "added": .array(diff.added.map { .string($0) }), "removed": .array(diff.removed.map { .string($0) }),
      "remarks": .array(diff.remarks.map { .string($0) }),
    ]
  }
}

import TrackCheckModel
import TrackCheckPlatform

/// One difference between the expected and the actual tracking calls.
public enum CallFinding: Sendable, Hashable {
  /// An expected call that was not made.
  case missing(expected: Int)
  /// A call that was made but not expected; `duplicateOf` is an earlier identical call.
  case unexpected(actual: Int, duplicateOf: Int?)
  /// A call in the expected place whose fields differ.
  case wrongFields(actual: Int, expected: Int, differences: [FieldProblem])
  /// A correct call made in the wrong position within its step.
  case wrongOrder(actual: Int, expected: Int)
  /// A correct call made at another step than the one that must cause it.
  case wrongStep(actual: Int, expected: Int)
}

/// The verdict of comparing a case's expected calls with the calls made,
/// step by step: every expected call belongs to the step that must cause it,
/// every actual call to the step whose callback it answered.
public struct CallComparison: Sendable {
  /// The expected calls.
  public var expected: [ExpectedCall]
  /// The calls made.
  public var actual: [ActualCall]
  /// The differences; empty when the case passed.
  public var findings: [CallFinding]
  /// Where the callbacks and calls fall.
  public var timeline: Timeline
  /// The profile whose vocabulary the calls are read in.
  public var profile: Profile

  /// The names of the callbacks the calls answered, by index, for the report.
  public var callbackNames: [String] { timeline.callbackNames }

  /// Whether the calls are exactly the expected ones, each at its step, in order.
  public var passed: Bool { findings.isEmpty }

  /// Compares `actual` with `expected` on `timeline`. Expected calls that are
  /// not all placed on steps are compared as one list, without the timeline.
  public init(expected: [ExpectedCall], actual: [ActualCall], timeline: Timeline, profile: Profile) {
    self.profile = profile
    let anchored = expected.allSatisfy { $0.step != nil }
    self.expected =
      anchored
      ? expected
      : expected.map {
        var call = $0
        call.step = nil
        return call
      }
    self.actual = actual
    self.timeline = anchored ? timeline : Timeline(steps: [], stepOfCallback: [], callbackNames: timeline.callbackNames)
    self.findings = Self.compare(expected: self.expected, actual: actual, timeline: self.timeline, profile: profile)
  }

  /// Compares without a timeline (every call in one place); `callbackNames` label where each call came from.
  public init(expected: [ExpectedCall], actual: [ActualCall], callbackNames: [String] = [], profile: Profile) {
    self.init(
      expected: expected.map {
        var call = $0
        call.step = nil
        return call
      }, actual: actual,
      timeline: Timeline(steps: [], stepOfCallback: [], callbackNames: callbackNames), profile: profile)
  }

  /// Step by step, then across steps: a missing call at one step and the same
  /// call made at another are one finding, a call at the wrong step.
  private static func compare(expected: [ExpectedCall], actual: [ActualCall], timeline: Timeline, profile: Profile) -> [CallFinding] {
    let expectedSteps = expected.map(\.step)
    let actualSteps = actual.map { timeline.step(of: $0) }
    var ids: [(deliveryId: String, broadlogId: String)] = []
    for call in expected where !ids.contains(where: { $0 == (call.deliveryId, call.broadlogId) }) {
      ids.append((call.deliveryId, call.broadlogId))
    }
    var places: [Int?] = []
    for place in expectedSteps + actualSteps where !places.contains(place) { places.append(place) }
    var findings: [CallFinding] = []
    for place in places {
      let expectedIndices = expected.indices.filter { expectedSteps[$0] == place }
      let actualIndices = actual.indices.filter { actualSteps[$0] == place }
      let local = CallMatcher(
        expected: expectedIndices.map { expected[$0] }, actual: actualIndices.map { actual[$0] }, ids: ids, profile: profile
      ).findings()
      findings += local.map { finding in
        switch finding {
        case .missing(let e): .missing(expected: expectedIndices[e])
        case .unexpected(let a, let duplicate): .unexpected(actual: actualIndices[a], duplicateOf: duplicate.map { actualIndices[$0] })
        case .wrongFields(let a, let e, let differences):
          .wrongFields(actual: actualIndices[a], expected: expectedIndices[e], differences: differences)
        case .wrongOrder(let a, let e): .wrongOrder(actual: actualIndices[a], expected: expectedIndices[e])
        case .wrongStep(let a, let e): .wrongStep(actual: actualIndices[a], expected: expectedIndices[e])
        }
      }
    }
    // A call missing at its step and made, exactly, at another is at the wrong step.
    var missing = findings.compactMap { if case .missing(let e) = $0 { e } else { nil } }
    var unexpected = findings.compactMap { if case .unexpected(let a, _) = $0 { a } else { nil } }
    var moved: [CallFinding] = []
    for e in missing {
      guard let a = unexpected.first(where: { CallShape(actual[$0], profile: profile).matches(expected[e]) }) else { continue }
      moved.append(.wrongStep(actual: a, expected: e))
      unexpected.removeAll { $0 == a }
      missing.removeAll { $0 == e }
    }
    if !moved.isEmpty {
      findings.removeAll { finding in
        switch finding {
        case .missing(let e): !missing.contains(e)
        case .unexpected(let a, _): !unexpected.contains(a)
        default: false
        }
      }
      findings += moved
    }
    // An unexpected call identical to an earlier one, at any step, is a duplicate of it.
    findings = findings.map { finding in
      guard case .unexpected(let a, nil) = finding,
        let earlier = actual[..<a].indices.last(where: { CallShape.same(actual[$0], actual[a], profile: profile) })
      else { return finding }
      return .unexpected(actual: a, duplicateOf: earlier)
    }
    // A call the profile allows but does not require (a MAY) is no finding when it was not made; under a
    // profile where a step's order does not matter, a call out of order is as expected.
    findings.removeAll { finding in
      switch finding {
      case .missing(let e): expected[e].optional
      case .wrongOrder: !profile.ordered
      default: false
      }
    }
    return findings.sorted {
      order($0, expectedSteps: expectedSteps, actualSteps: actualSteps).lexicographicallyPrecedes(
        order($1, expectedSteps: expectedSteps, actualSteps: actualSteps))
    }
  }

  /// Findings in timeline order: by step, then as the matcher orders them.
  private static func order(_ finding: CallFinding, expectedSteps: [Int?], actualSteps: [Int?]) -> [Int] {
    let end = Int.max / 4
    switch finding {
    case .missing(let e): return [expectedSteps[e] ?? end, e * 2]
    case .wrongStep(let a, let e): return [expectedSteps[e] ?? end, e * 2, a]
    case .unexpected(let a, _), .wrongFields(let a, _, _), .wrongOrder(let a, _): return [actualSteps[a] ?? end, a * 2 + 1]
    }
  }

  /// The summaries of passing cases, made once: every passing record shares one (not 64 bytes a case).
  private static let allAsExpected = (0..<32).map { "all \($0) calls as expected" }

  /// A one-line summary for a JUnit `message` attribute and the terminal.
  public var summary: String {
    guard let first = findings.first else {
      return expected.count < Self.allAsExpected.count ? Self.allAsExpected[expected.count] : "all \(expected.count) calls as expected"
    }
    let more = findings.count > 1 ? " (+\(findings.count - 1) more)" : ""
    switch first {
    case .missing(let index):
      let place = expected[index].step.map { " at \(timeline.describe($0))" } ?? " (\(ordinal(index)) expected)"
      return "missing \(expected[index].action.name) call\(place)" + more
    case .unexpected(let index, let duplicate):
      let what = CallShape(actual[index], profile: profile).looseAction.flatMap { profile.event(code: $0)?.name } ?? "tracking"
      let place =
        timeline.steps.isEmpty ? "call \(index + 1)" : "call \(index + 1), at \(timeline.describe(timeline.step(of: actual[index])))"
      return (duplicate != nil ? "duplicate \(what) call" : "unexpected \(what) call") + " (\(place))" + more
    case .wrongFields(let index, _, let differences):
      return "call \(index + 1): \(differences.first?.text ?? "differs")" + more
    case .wrongOrder(let index, let expectedIndex):
      return "calls out of order: call \(index + 1) was expected as call \(expectedIndex + 1)" + more
    case .wrongStep(let index, let expectedIndex):
      return "\(expected[expectedIndex].action.name) expected at \(timeline.describe(expected[expectedIndex].step)); "
        + "made at \(timeline.describe(timeline.step(of: actual[index])))" + more
    }
  }

  /// The full diff, for a tracker developer: the timeline, then the differences.
  public var report: String {
    var lines: [String] = []
    if timeline.steps.isEmpty {
      lines.append("expected \(expected.count) call\(expected.count == 1 ? "" : "s"):")
      if expected.isEmpty { lines.append("  (none)") }
      for (index, call) in expected.enumerated() { lines.append("  \(index + 1). \(describeExpected(call))") }
      lines.append("actual \(actual.count) call\(actual.count == 1 ? "" : "s"):")
      if actual.isEmpty { lines.append("  (none)") }
      for (index, call) in actual.enumerated() { lines.append("  \(index + 1). \(call.rendered)   [from \(origin(call))]") }
    } else {
      lines.append("timeline (\(expected.count) call\(expected.count == 1 ? "" : "s") expected, \(actual.count) made):")
      let places: [Int?] = timeline.steps.indices.map { $0 } + (actual.contains { timeline.step(of: $0) == nil } ? [nil] : [])
      for place in places {
        lines.append("  \(place.map { "step \($0 + 1)" } ?? "end of case"): \(place.map { timeline.steps[$0] } ?? "")")
        let wanted = expected.indices.filter { expected[$0].step == place }
        let made = actual.indices.filter { timeline.step(of: actual[$0]) == place }
        if wanted.isEmpty && made.isEmpty { continue }
        for index in wanted { lines.append("    expected \(index + 1). \(describeExpected(expected[index]))") }
        if wanted.isEmpty { lines.append("    expected: (none)") }
        for index in made { lines.append("    actual   \(index + 1). \(actual[index].rendered)   [from \(origin(actual[index]))]") }
        if made.isEmpty { lines.append("    actual: (none)") }
      }
    }
    guard !findings.isEmpty else { return lines.joined(separator: "\n") }
    lines.append("differences:")
    for finding in findings {
      if case .wrongFields(_, _, let differences) = finding {
        lines.append("  - " + sentence(finding, differences: []) + ":")
        for difference in differences { lines.append("      \(difference.text)") }
      } else {
        lines.append("  - " + sentence(finding))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// One finding in one sentence; for wrong values, `differences` (the
  /// finding's own when `nil`) follow the lead.
  func sentence(_ finding: CallFinding, differences chosen: [FieldProblem]? = nil) -> String {
    switch finding {
    case .missing(let index):
      let place = expected[index].step.map { " at \(timeline.describe($0))" } ?? ""
      return
        "missing: expected call \(index + 1), \(expected[index].action.name) (\"\(expected[index].code)\"), was not made\(place)"
    case .unexpected(let index, let duplicate):
      let place = timeline.steps.isEmpty ? "" : " at \(timeline.describe(timeline.step(of: actual[index])))"
      if let duplicate {
        return "duplicate: call \(index + 1) repeats call \(duplicate + 1)\(place); the event must be tracked once"
      }
      return "unexpected: call \(index + 1) \(actual[index].rendered)\(place) matches no expected call"
    case .wrongFields(let index, let expectedIndex, let differences):
      let lead = "wrong values: call \(index + 1) (expected call \(expectedIndex + 1), \(expected[expectedIndex].action.name))"
      let texts = (chosen ?? differences).map(\.text)
      return texts.isEmpty ? lead : lead + ": " + texts.joined(separator: "; ")
    case .wrongOrder(let index, let expectedIndex):
      return
        "wrong order: call \(index + 1) is expected call \(expectedIndex + 1) (\(expected[expectedIndex].action.name)), made out of order"
    case .wrongStep(let index, let expectedIndex):
      return "wrong step: \(expected[expectedIndex].action.name) (expected call \(expectedIndex + 1)) expected at "
        + "\(timeline.describe(expected[expectedIndex].step)); made at \(timeline.describe(timeline.step(of: actual[index]))) (call \(index + 1))"
    }
  }

  private func describeExpected(_ call: ExpectedCall) -> String {
    "\(call.action.name) via \(call.apiDescription) \(JSONSerializer.string(.object(call.contextData)))"
  }

  private func origin(_ call: ActualCall) -> String {
    call.callbackIndex.map { index in
      "callback #\(index + 1)" + (index < callbackNames.count ? " \(callbackNames[index])" : "")
    } ?? "end of case"
  }

  private func ordinal(_ index: Int) -> String {
    switch index + 1 {
    case 1: "1st"
    case 2: "2nd"
    case 3: "3rd"
    case let n: "\(n)th"
    }
  }
}

/// Aligns expected and actual calls: exact matches in order first (a longest
/// common subsequence), then calls made out of order, then near misses paired
/// field by field, and what is left is missing or unexpected.
struct CallMatcher {
  let expected: [ExpectedCall]
  let actual: [ActualCall]
  let shapes: [CallShape]
  /// The ids of every notification the case expects calls for.
  let ids: [(deliveryId: String, broadlogId: String)]
  let profile: Profile

  init(expected: [ExpectedCall], actual: [ActualCall], ids: [(deliveryId: String, broadlogId: String)] = [], profile: Profile) {
    self.expected = expected
    self.actual = actual
    self.shapes = actual.map { CallShape($0, profile: profile) }
    self.ids = ids
    self.profile = profile
  }

  private func differences(_ actualIndex: Int, from expectedIndex: Int) -> [FieldProblem] {
    let call = expected[expectedIndex]
    return shapes[actualIndex].differences(from: call, others: ids.filter { $0 != (call.deliveryId, call.broadlogId) })
  }

  func findings() -> [CallFinding] {
    // The same number of calls with the same action codes in the same places:
    // compare them position by position, so wrong values show as such.
    if expected.count == actual.count,
      expected.indices.allSatisfy({ shapes[$0].looseAction == expected[$0].code })
    {
      return expected.indices.compactMap { index in
        shapes[index].matches(expected[index])
          ? nil : .wrongFields(actual: index, expected: index, differences: differences(index, from: index))
      }
    }
    let aligned = longestCommonSubsequence()
    var unmatchedExpected = expected.indices.filter { index in !aligned.contains { $0.expected == index } }
    var unmatchedActual = actual.indices.filter { index in !aligned.contains { $0.actual == index } }
    var findings: [CallFinding] = []

    // Correct calls in the wrong place.
    for expectedIndex in unmatchedExpected {
      if let actualIndex = unmatchedActual.first(where: { shapes[$0].matches(expected[expectedIndex]) }) {
        findings.append(.wrongOrder(actual: actualIndex, expected: expectedIndex))
        unmatchedExpected.removeAll { $0 == expectedIndex }
        unmatchedActual.removeAll { $0 == actualIndex }
      }
    }

    // Near misses: the same action code (whatever its type), else the same
    // position. A repeated call is a duplicate when there are more calls than
    // expected; with as many calls as expected it is a call with wrong values.
    let sameCount = expected.count == actual.count
    for expectedIndex in unmatchedExpected {
      let wanted = expected[expectedIndex].code
      // The same notification's ids with another action code: the call meant
      // this event and sent the wrong code. An impression where a click or an
      // open is due is another event (a delivery counted again), not a wrong code.
      // Nor is a click sent beside an open of the same ids where an impression is due: that pair is
      // a tap's events, made where nobody tapped (unexpected calls), not an impression with a wrong code.
      let click = profile.code(.click)
      let open = profile.code(.open)
      let pairedClick = { (index: Int) in
        guard self.expected[expectedIndex].action == .impression, let action = shapes[index].looseAction, action == click || action == open
        else { return false }
        let partner = action == click ? open : click
        return unmatchedActual.contains { other in
          other != index && shapes[other].looseAction == partner && shapes[other].deliveryId == shapes[index].deliveryId
            && shapes[other].broadlogId == shapes[index].broadlogId
        }
      }
      let sameIds = { (index: Int) in
        !pairedClick(index)
          && !(shapes[index].looseAction == profile.code(.impression) && self.expected[expectedIndex].action != .impression)
          && shapes[index].deliveryId == .string(self.expected[expectedIndex].deliveryId)
          && shapes[index].broadlogId == .string(self.expected[expectedIndex].broadlogId)
          && !unmatchedExpected.contains { other in
            other != expectedIndex && self.expected[other].code == shapes[index].looseAction
          }
      }
      let candidate =
        unmatchedActual.first { shapes[$0].looseAction == wanted }
        ?? unmatchedActual.first { $0 == expectedIndex && shapes[$0].looseAction.flatMap(profile.event(code:)) == nil }
        ?? unmatchedActual.first(where: sameIds)
      if let actualIndex = candidate, sameCount || !isDuplicate(actualIndex) {
        findings.append(
          .wrongFields(
            actual: actualIndex, expected: expectedIndex, differences: differences(actualIndex, from: expectedIndex)))
        unmatchedExpected.removeAll { $0 == expectedIndex }
        unmatchedActual.removeAll { $0 == actualIndex }
      }
    }

    for expectedIndex in unmatchedExpected { findings.append(.missing(expected: expectedIndex)) }
    for actualIndex in unmatchedActual {
      let earlier = actual[..<actualIndex].indices.last { sameCall(actual[$0], actual[actualIndex]) }
      findings.append(.unexpected(actual: actualIndex, duplicateOf: earlier))
    }
    return findings.sorted { position($0) < position($1) }
  }

  private func isDuplicate(_ index: Int) -> Bool {
    actual[..<index].contains { sameCall($0, actual[index]) }
  }

  private func sameCall(_ lhs: ActualCall, _ rhs: ActualCall) -> Bool {
    CallShape.same(lhs, rhs, profile: profile)
  }

  private func position(_ finding: CallFinding) -> Int {
    switch finding {
    case .missing(let index): index * 2
    case .unexpected(let index, _), .wrongFields(let index, _, _), .wrongOrder(let index, _), .wrongStep(let index, _): index * 2 + 1
    }
  }

  private func longestCommonSubsequence() -> [(expected: Int, actual: Int)] {
    let rows = expected.count
    let columns = actual.count
    guard rows > 0, columns > 0 else { return [] }
    var table = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        table[i][j] = shapes[j].matches(expected[i]) ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var pairs: [(expected: Int, actual: Int)] = []
    var i = 0
    var j = 0
    while i < rows, j < columns {
      if shapes[j].matches(expected[i]) {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if table[i + 1][j] >= table[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }
}

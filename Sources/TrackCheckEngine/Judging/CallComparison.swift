import TrackCheckModel
import TrackCheckPlatform

/// One difference between the expected and the actual tracking calls.
public enum CallFinding: Sendable, Hashable {
  /// An expected call that was not made.
  case missing(expected: Int)
  /// A call that was made but not expected; `duplicateOf` is an earlier identical call.
  case unexpected(actual: Int, duplicateOf: Int?)
  /// A call in the expected place whose fields differ.
  case wrongFields(actual: Int, expected: Int, differences: [String])
  /// A correct call made in the wrong position.
  case wrongOrder(actual: Int, expected: Int)
}

/// The verdict of comparing a case's expected calls with the calls made.
public struct CallComparison: Sendable {
  /// The expected calls.
  public var expected: [ExpectedCall]
  /// The calls made.
  public var actual: [ActualCall]
  /// The differences; empty when the case passed.
  public var findings: [CallFinding]
  /// The names of the callbacks the calls answered, by index, for the report.
  public var callbackNames: [String]

  /// Whether the calls are exactly the expected ones, in order.
  public var passed: Bool { findings.isEmpty }

  /// Compares `actual` with `expected`; `callbackNames` label where each call came from.
  public init(expected: [ExpectedCall], actual: [ActualCall], callbackNames: [String] = []) {
    self.expected = expected
    self.actual = actual
    self.callbackNames = callbackNames
    self.findings = CallMatcher(expected: expected, actual: actual).findings()
  }

  /// A one-line summary for a JUnit `message` attribute and the terminal.
  public var summary: String {
    guard let first = findings.first else { return "all \(expected.count) calls as expected" }
    let more = findings.count > 1 ? " (+\(findings.count - 1) more)" : ""
    switch first {
    case .missing(let index):
      return "missing \(expected[index].action.name) call (\(ordinal(index)) expected)" + more
    case .unexpected(let index, let duplicate):
      let what = CallShape(actual[index]).looseAction.flatMap { TrackingAction(rawValue: $0)?.name } ?? "tracking"
      return (duplicate != nil ? "duplicate \(what) call" : "unexpected \(what) call") + " (call \(index + 1))" + more
    case .wrongFields(let index, _, let differences):
      return "call \(index + 1): \(differences.first ?? "differs")" + more
    case .wrongOrder(let index, let expectedIndex):
      return "calls out of order: call \(index + 1) was expected as call \(expectedIndex + 1)" + more
    }
  }

  /// The full diff, for a tracker developer.
  public var report: String {
    var lines: [String] = []
    lines.append("expected \(expected.count) call\(expected.count == 1 ? "" : "s"):")
    if expected.isEmpty { lines.append("  (none)") }
    for (index, call) in expected.enumerated() {
      lines.append("  \(index + 1). \(call.action.name) via \(call.apiDescription) \(JSONSerializer.string(.object(call.contextData)))")
    }
    lines.append("actual \(actual.count) call\(actual.count == 1 ? "" : "s"):")
    if actual.isEmpty { lines.append("  (none)") }
    for (index, call) in actual.enumerated() {
      let origin =
        call.callbackIndex.map { index in
          "callback #\(index + 1)" + (index < callbackNames.count ? " \(callbackNames[index])" : "")
        } ?? "end of case"
      lines.append("  \(index + 1). \(call.rendered)   [from \(origin)]")
    }
    guard !findings.isEmpty else { return lines.joined(separator: "\n") }
    lines.append("differences:")
    for finding in findings {
      switch finding {
      case .missing(let index):
        lines.append(
          "  - missing: expected call \(index + 1), \(expected[index].action.name) (\"\(expected[index].action.rawValue)\"), was not made")
      case .unexpected(let index, let duplicate):
        if let duplicate {
          lines.append("  - duplicate: call \(index + 1) repeats call \(duplicate + 1); the event must be tracked once")
        } else {
          lines.append("  - unexpected: call \(index + 1) \(actual[index].rendered) matches no expected call")
        }
      case .wrongFields(let index, let expectedIndex, let differences):
        lines.append("  - wrong values: call \(index + 1) (expected call \(expectedIndex + 1), \(expected[expectedIndex].action.name)):")
        for difference in differences { lines.append("      \(difference)") }
      case .wrongOrder(let index, let expectedIndex):
        lines.append(
          "  - wrong order: call \(index + 1) is expected call \(expectedIndex + 1) (\(expected[expectedIndex].action.name)), made out of order"
        )
      }
    }
    return lines.joined(separator: "\n")
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

  init(expected: [ExpectedCall], actual: [ActualCall]) {
    self.expected = expected
    self.actual = actual
    self.shapes = actual.map(CallShape.init)
  }

  func findings() -> [CallFinding] {
    // The same number of calls with the same action codes in the same places:
    // compare them position by position, so wrong values show as such.
    if expected.count == actual.count,
      expected.indices.allSatisfy({ shapes[$0].looseAction == expected[$0].action.rawValue })
    {
      return expected.indices.compactMap { index in
        shapes[index].matches(expected[index])
          ? nil : .wrongFields(actual: index, expected: index, differences: shapes[index].differences(from: expected[index]))
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
      let wanted = expected[expectedIndex].action.rawValue
      let candidate =
        unmatchedActual.first { shapes[$0].looseAction == wanted }
        ?? unmatchedActual.first { $0 == expectedIndex && shapes[$0].looseAction.flatMap(TrackingAction.init(rawValue:)) == nil }
      if let actualIndex = candidate, sameCount || !isDuplicate(actualIndex) {
        findings.append(
          .wrongFields(
            actual: actualIndex, expected: expectedIndex, differences: shapes[actualIndex].differences(from: expected[expectedIndex])))
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
    lhs.contextData == rhs.contextData
  }

  private func position(_ finding: CallFinding) -> Int {
    switch finding {
    case .missing(let index): index * 2
    case .unexpected(let index, _), .wrongFields(let index, _, _), .wrongOrder(let index, _): index * 2 + 1
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

/// A unified-style line diff of two texts, for the failure message of a test that compares a text with
/// an expected one (a golden file): the changed lines with a few lines of context around them, under
/// `@@ -line,count +line,count @@` headers, control characters made visible.
public enum LineDiff {
  /// One line of the edit script.
  enum Edit: Equatable {
    case same(Substring)
    case removed(Substring)
    case added(Substring)

    var isSame: Bool { if case .same = self { true } else { false } }
  }

  /// The diff of `expected` and `actual`, `context` lines around each change, at most `limit` lines of hunks;
  /// empty when the texts are equal.
  public static func unified(
    expected: String, actual: String, expectedName: String = "expected", actualName: String = "actual", context: Int = 3,
    limit: Int = 200
  ) -> String {
    guard expected != actual else { return "" }
    let script = edits(
      expected.split(separator: "\n", omittingEmptySubsequences: false), actual.split(separator: "\n", omittingEmptySubsequences: false))
    // Each edit's position: the lines of each side before it.
    var before: [(old: Int, new: Int)] = []
    var old = 0
    var new = 0
    for edit in script {
      before.append((old, new))
      switch edit {
      case .same: (old, new) = (old + 1, new + 1)
      case .removed: old += 1
      case .added: new += 1
      }
    }
    // The hunks: each change with its context, overlapping ones merged.
    var hunks: [ClosedRange<Int>] = []
    for index in script.indices where !script[index].isSame {
      let range = max(0, index - context)...min(script.count - 1, index + context)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        hunks.append(range)
      }
    }
    var lines = ["--- \(expectedName)", "+++ \(actualName)"]
    var written = 0
    for hunk in hunks {
      let edits = script[hunk]
      let oldCount = edits.filter { if case .added = $0 { false } else { true } }.count
      let newCount = edits.filter { if case .removed = $0 { false } else { true } }.count
      let start = before[hunk.lowerBound]
      lines.append("@@ -\(start.old + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(start.new + (newCount > 0 ? 1 : 0)),\(newCount) @@")
      for edit in edits {
        guard written < limit else { break }
        switch edit {
        case .same(let line): lines.append(" " + visible(line))
        case .removed(let line): lines.append("-" + visible(line))
        case .added(let line): lines.append("+" + visible(line))
        }
        written += 1
      }
    }
    let total = hunks.reduce(0) { $0 + $1.count }
    if total > written { lines.append("… \(total - written) more lines of diff") }
    return lines.joined(separator: "\n")
  }

  /// The shortest edit script from `old` to `new` (by their longest common subsequence), removals before additions.
  static func edits(_ old: [Substring], _ new: [Substring]) -> [Edit] {
    let width = new.count + 1
    // common[i * width + j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = [Int](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i * width + j] =
          old[i] == new[j] ? common[(i + 1) * width + j + 1] + 1 : max(common[(i + 1) * width + j], common[i * width + j + 1])
      }
    }
    var script: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        script.append(.same(old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[(i + 1) * width + j] >= common[i * width + j + 1] {
        script.append(.removed(old[i]))
        i += 1
      } else {
        script.append(.added(new[j]))
        j += 1
      }
    }
    return script
  }

  /// The line with its control characters (an escape, a carriage return) written as `\x1B`, `\r`.
  static func visible(_ line: Substring) -> String {
    var text = ""
    for scalar in line.unicodeScalars {
      switch scalar {
      case "\r": text += "\\r"
      case "\t": text += "\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}

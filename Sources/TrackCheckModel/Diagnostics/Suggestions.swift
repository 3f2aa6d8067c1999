/// Finds the closest of a set of known words, for "did you mean" hints.
public enum Suggestions {
  /// The candidate closest to `word`, when it is close enough to be a likely typo.
  public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
    let lowered = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(2, word.count / 3)
    return best.distance <= allowed ? best.candidate : nil
  }

  /// A "did you mean" hint, or a list of what is allowed when nothing is close.
  public static func hint(for word: String, among candidates: [String]) -> String {
    if let match = closest(to: word, among: candidates) { return "did you mean '\(match)'?" }
    return "expected one of: " + candidates.joined(separator: ", ")
  }

  /// The Levenshtein distance between two strings, over characters.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    var current = Array(repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}

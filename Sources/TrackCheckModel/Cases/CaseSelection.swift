#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Which cases a command works on; every criterion given must hold.
public struct CaseSelection: Sendable, CustomStringConvertible {
  /// Case-id globs (`IOS-*`); a case matches any of them.
  public var caseGlobs: [String] = []
  /// Platforms; a case matches any of them.
  public var platforms: [Platform] = []
  /// Tags; a case matches when it has any of them.
  public var tags: [String] = []
  /// Requirement ids; a case matches when it checks any of them.
  public var requirements: [String] = []
  /// Requirement levels; a case matches when it checks a requirement of any of them.
  public var levels: [RequirementLevel] = []
  /// This shard of the selected cases: (index from 1, count).
  public var shard: Shard?

  /// One of N deterministic, balanced parts of a selection.
  public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// The part, from 1.
    public var index: Int
    /// The number of parts.
    public var count: Int

    /// Creates a shard; `index` must be in `1...count`.
    public init?(index: Int, count: Int) {
      guard count >= 1, (1...count).contains(index) else { return nil }
      self.index = index
      self.count = count
    }

    /// Reads `K/N`.
    public init?(_ text: String) {
      let parts = text.split(separator: "/")
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
      self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }
  }

  /// Selects everything.
  public init() {}

  /// Whether nothing narrows the selection.
  public var selectsAll: Bool {
    caseGlobs.isEmpty && platforms.isEmpty && tags.isEmpty && requirements.isEmpty && levels.isEmpty && shard == nil
  }

  /// Whether `testCase` passes the filters (the shard aside); `levelOf` gives a requirement's level.
  public func matches(_ testCase: TrackingCase, levelOf: (RequirementID) -> RequirementLevel? = { _ in nil }) -> Bool {
    if !levels.isEmpty, !testCase.requirements.contains(where: { levelOf($0).map(levels.contains) ?? false }) { return false }
    if !caseGlobs.isEmpty, !caseGlobs.contains(where: { fnmatch($0, testCase.id, 0) == 0 }) { return false }
    if !platforms.isEmpty, !platforms.contains(testCase.platform) { return false }
    if !tags.isEmpty, !testCase.tags.contains(where: tags.contains) { return false }
    if !requirements.isEmpty, !testCase.requirements.contains(where: { requirements.contains($0.rawValue) }) { return false }
    return true
  }

  /// The selected cases, in suite order.
  ///
  /// A shard takes every N-th case of the filtered list, starting at its
  /// index: the same selection always splits the same way, and shard sizes
  /// differ by one at most.
  public func apply(to cases: [TrackingCase], requirements catalogue: [Requirement] = []) -> [TrackingCase] {
    if selectsAll && shard == nil { return cases }
    return indices(of: cases, requirements: catalogue).map { cases[$0] }
  }

  /// The positions in `cases` of the cases selected, in order.
  public func indices(of cases: [TrackingCase], requirements catalogue: [Requirement] = []) -> [Int] {
    let levelByID = Dictionary(catalogue.map { ($0.id, $0.level) }, uniquingKeysWith: { first, _ in first })
    let filtered = selectsAll ? Array(cases.indices) : cases.indices.filter { matches(cases[$0], levelOf: { levelByID[$0] }) }
    guard let shard else { return filtered }
    return filtered.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
  }

  public var description: String {
    if selectsAll { return "all cases" }
    var parts: [String] = []
    if !caseGlobs.isEmpty { parts.append("case \(caseGlobs.joined(separator: " or "))") }
    if !platforms.isEmpty { parts.append("platform \(platforms.map(\.rawValue).joined(separator: " or "))") }
    if !tags.isEmpty { parts.append("tag \(tags.joined(separator: " or "))") }
    if !requirements.isEmpty { parts.append("requirement \(requirements.joined(separator: " or "))") }
    if !levels.isEmpty { parts.append("level \(levels.map(\.rawValue).joined(separator: " or "))") }
    if let shard { parts.append("shard \(shard)") }
    return parts.joined(separator: ", ")
  }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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

  /// Selects everything.
  public init() {}

  /// Whether nothing narrows the selection.
  public var selectsAll: Bool { caseGlobs.isEmpty && platforms.isEmpty && tags.isEmpty && requirements.isEmpty }

  /// Whether `testCase` is selected.
  public func matches(_ testCase: TrackingCase) -> Bool {
    if !caseGlobs.isEmpty, !caseGlobs.contains(where: { fnmatch($0, testCase.id, 0) == 0 }) { return false }
    if !platforms.isEmpty, !platforms.contains(testCase.platform) { return false }
    if !tags.isEmpty, !testCase.tags.contains(where: tags.contains) { return false }
    if !requirements.isEmpty, !testCase.requirements.contains(where: requirements.contains) { return false }
    return true
  }

  /// The selected cases, in suite order.
  public func apply(to cases: [TrackingCase]) -> [TrackingCase] {
    selectsAll ? cases : cases.filter(matches)
  }

  public var description: String {
    if selectsAll { return "all cases" }
    var parts: [String] = []
    if !caseGlobs.isEmpty { parts.append("case \(caseGlobs.joined(separator: " or "))") }
    if !platforms.isEmpty { parts.append("platform \(platforms.map(\.rawValue).joined(separator: " or "))") }
    if !tags.isEmpty { parts.append("tag \(tags.joined(separator: " or "))") }
    if !requirements.isEmpty { parts.append("requirement \(requirements.joined(separator: " or "))") }
    return parts.joined(separator: ", ")
  }
}

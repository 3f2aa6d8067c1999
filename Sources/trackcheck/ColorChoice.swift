import ArgumentParser
import Foundation
import TrackCheckModel
import TrackCheckReports

/// When the terminal output is coloured.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto
  case always
  case never

  /// Whether to colour output written to `descriptor`: `auto` colours a
  /// terminal unless `NO_COLOR` is set or `TERM` is `dumb`.
  func enabled(for descriptor: Int32) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      let environment = ProcessInfo.processInfo.environment
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isatty(descriptor) == 1
    }
  }
}

/// The level whose failures fail a run (`--fail-on`).
enum LevelChoice: String, ExpressibleByArgument, CaseIterable {
  case must
  case should

  /// The catalogue's level.
  var level: RequirementLevel { self == .must ? .must : .should }
}

extension LevelChoice {
  /// The help of `--fail-on`.
  static let help =
    "Which failures fail the run: should (any failing case) or must (only cases with a finding blamed on a MUST requirement; errors always)."
}

/// `--junit-flavor jenkins|ant`.
extension JUnitReport.Flavor: ExpressibleByArgument {
  /// The help of `--junit-flavor`.
  static let help =
    "The JUnit report's layout: jenkins (each case's output in its own <system-out>: Jenkins, GitLab, GitHub) or ant (Ant's schema: Azure DevOps); docs/JUNIT.md says which consumer reads which."
}

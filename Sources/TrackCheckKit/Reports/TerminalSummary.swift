/// The verdict of a run as text for the terminal: each problem with its diff,
/// then the counts.
public struct TerminalSummary {
  /// The run.
  public var run: RunResult
  /// Whether to colour the verdict words (only on a terminal).
  public var colour: Bool

  /// Creates a summary.
  public init(run: RunResult, colour: Bool) {
    self.run = run
    self.colour = colour
  }

  /// The full text.
  public func render() -> String {
    var lines: [String] = []
    let identity = run.identity
    lines.append("implementation: \(identity.name) \(identity.version) (platforms: \(identity.platforms.map(\.rawValue).joined(separator: ", ")); APIs: \(identity.apis.map(\.rawValue).joined(separator: ", ")))")
    let problems = run.results.filter(\.isProblem)
    for result in problems {
      let testCase = result.testCase
      lines.append("")
      switch result.outcome {
      case .failed(let comparison):
        lines.append(paint("FAIL", red: true) + "  \(testCase.id): \(testCase.title)")
        lines.append("      requirements: \(testCase.requirements.joined(separator: ", "))   defined at \(testCase.location)")
        lines += comparison.report.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
      case .error(let kind, let message):
        lines.append(paint("ERROR", red: true) + " \(testCase.id): \(testCase.title)")
        lines.append("      requirements: \(testCase.requirements.joined(separator: ", "))   defined at \(testCase.location)")
        lines.append("      \(kind.rawValue): \(message)")
        if !result.standardError.isEmpty {
          lines.append("      stderr (last lines):")
          lines += JUnitReport.lastLines(result.standardError, count: 8).split(separator: "\n").map { "        " + $0 }
        }
      default:
        break
      }
    }
    let counts = run.counts
    lines.append("")
    let verdict = problems.isEmpty ? paint("PASS", red: false) : paint("FAIL", red: true)
    lines.append("\(verdict): \(run.results.count) cases: \(counts.passed) passed, \(counts.failed) failed, \(counts.errors) errors, \(counts.notApplicable) not applicable (\(JUnitReport.seconds(run.duration)) s)")
    return lines.joined(separator: "\n")
  }

  private func paint(_ word: String, red: Bool) -> String {
    guard colour else { return word }
    return (red ? "\u{1B}[1;31m" : "\u{1B}[1;32m") + word + "\u{1B}[0m"
  }
}

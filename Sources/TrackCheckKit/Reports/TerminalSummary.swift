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
    let expected = run.results.filter { if case .expectedFailure = $0.outcome { true } else { false } }
    if !expected.isEmpty {
      lines.append("")
      lines.append("expected failures (listed in the baseline):")
      for result in expected {
        if case .expectedFailure(let entry, let summary, _) = result.outcome {
          lines.append("  \(result.testCase.id): \(entry.reason) [\(entry.kind.rawValue)] — \(summary)")
        }
      }
    }
    let fixed = run.results.filter { if case .fixed = $0.outcome { true } else { false } }
    if !fixed.isEmpty || !run.unknownBaselineEntries.isEmpty {
      lines.append("")
      lines.append(paint("STALE BASELINE", red: true) + ": update the expected-failures file")
      for result in fixed {
        if case .fixed(let entry) = result.outcome {
          lines.append("  \(entry.location): \(entry.caseID) now passes; remove the entry")
        }
      }
      for entry in run.unknownBaselineEntries {
        lines.append("  \(entry.location): \(entry.caseID) names no case of the suites; remove or correct the entry")
      }
    }
    lines.append("")
    if let interruption = run.interruption {
      lines.append(paint("INTERRUPTED", red: true) + " by \(SignalTrap.name(interruption.signal)): \(run.results.count) of \(interruption.planned) cases ran; the reports are partial and marked incomplete")
    }
    let verdict: String
    switch run.exitCode {
    case ExitStatus.success: verdict = paint("PASS", red: false)
    case ExitStatus.staleBaseline: verdict = paint("STALE", red: true)
    case 128...: verdict = paint("INCOMPLETE", red: true)
    default: verdict = paint("FAIL", red: true)
    }
    lines.append("\(verdict): \(run.counts.sentence) (\(JUnitReport.seconds(run.duration)) s)")
    if run.selection != "all cases" { lines.append("selection: \(run.selection)") }
    return lines.joined(separator: "\n")
  }

  private func paint(_ word: String, red: Bool) -> String {
    guard colour else { return word }
    return (red ? "\u{1B}[1;31m" : "\u{1B}[1;32m") + word + "\u{1B}[0m"
  }
}

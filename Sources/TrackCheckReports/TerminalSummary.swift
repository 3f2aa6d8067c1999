import TrackCheckModel

/// The verdict of a run as text for the terminal: each problem with its diff,
/// then the counts and the verdict.
///
/// Everything an implementation wrote (its stderr, its answers, the names it
/// gave) is shown with control characters as visible escapes, so no line it
/// prints can move the cursor, clear the screen or fake a summary.
public struct TerminalSummary {
  /// The run.
  public var run: RunRecord
  /// Whether to colour the verdict words.
  public var colour: Bool
  /// Whether failures are shown once per requirement (`--summary`) rather than case by case.
  public var byRequirement = false
  /// The callbacks of a case's step (by case id and step index), where they are known: named
  /// in the summary by requirement as the code that must make the missing call.
  public var callbacks: (_ caseID: String, _ step: Int) -> [String] = { _, _ in [] }

  /// Creates a summary of `run`, judged by its own policy (``RunRecord/failOn``).
  public init(run: RunRecord, colour: Bool) {
    self.run = run
    self.colour = colour
  }

  /// Each failing requirement once, MUST first: its rule, how many cases break it, and the
  /// first of them with its finding and the callbacks of the step that must make the call;
  /// then the cases that ended in an error, by kind, with the first of each.
  func requirementLines() -> [String] {
    var lines: [String] = []
    var first: [RequirementID: (record: Int, finding: Finding)] = [:]
    var order: [RequirementID] = []
    var cases: [RequirementID: Set<String>] = [:]
    var errors: [String: (count: Int, first: Int)] = [:]
    var errorOrder: [String] = []
    for index in run.cases.indices where run.cases[index].outcome.isProblem {
      let record = run.cases[index]
      if record.outcome == .error {
        let kind = record.errorKind?.rawValue ?? "error"
        if errors[kind] == nil { errorOrder.append(kind) }
        errors[kind, default: (0, index)].count += 1
        continue
      }
      for finding in record.findings {
        if first[finding.requirement] == nil {
          first[finding.requirement] = (index, finding)
          order.append(finding.requirement)
        }
        cases[finding.requirement, default: []].insert(record.id)
      }
    }
    let rules = Dictionary(run.requirements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let sorted = order.enumerated().sorted { left, right in
      let (a, b) = (first[left.element]?.finding.level == .must ? 0 : 1, first[right.element]?.finding.level == .must ? 0 : 1)
      return (a, left.offset) < (b, right.offset)
    }
    if !sorted.isEmpty {
      lines.append("")
      lines.append("failing requirements, each with the first case that breaks it:")
    }
    for (_, requirement) in sorted {
      guard let (index, finding) = first[requirement] else { continue }
      let record = run.cases[index]
      let count = cases[requirement]?.count ?? 0
      lines.append("")
      lines.append(paint("FAIL ", red: true) + "\(finding.label)" + (rules[requirement].map { ": " + Self.clean($0.rule) } ?? ""))
      lines.append("      \(count) case\(count == 1 ? "" : "s"); first: \(record.id) (defined at \(record.location))")
      lines.append("      \(Self.clean(finding.message))")
      if let step = finding.step {
        let names = Self.counted(callbacks(record.id, step))
        if !names.isEmpty { lines.append("      the callbacks of that step: \(names.joined(separator: ", "))") }
      }
    }
    // Rules a failing case could not judge because its push was not tracked at all: named once, so a
    // stub that tracks nothing sees every rule waiting behind its first missing call.
    var waiting: [RequirementID] = []
    for index in run.cases.indices where run.cases[index].outcome == .failed {
      for finding in run.cases[index].findings {
        for id in finding.unjudged where first[id] == nil && !waiting.contains(id) { waiting.append(id) }
      }
    }
    if !waiting.isEmpty {
      lines.append("")
      lines.append(
        "not judged yet, behind a missing call in the cases above (the push was never tracked): "
          + waiting.sorted().map(\.rawValue).joined(separator: ", ")
      )
    }
    for kind in errorOrder {
      guard let entry = errors[kind] else { continue }
      let record = run.cases[entry.first]
      lines.append("")
      lines.append(paint("ERROR", red: true) + " \(kind): \(entry.count) case\(entry.count == 1 ? "" : "s"); first: \(record.id)")
      lines.append("      " + Self.clean(record.message))
    }
    return lines
  }

  /// The full text.
  public func render() -> String {
    var lines: [String] = []
    let identity = run.identity
    // What the cases were judged on, when it is not the calls alone (docs/PROTOCOL.md, "Hits").
    let reports =
      identity.reports.isEmpty || identity.reports == Evidence.defaultReports
      ? "" : "; reports: " + identity.reports.map(\.rawValue).joined(separator: ", ")
    lines.append("profile: \(Self.clean(run.profileDescription))")
    lines.append(
      "implementation: \(Self.clean(identity.name)) \(Self.clean(identity.version)) (platforms: \(identity.platforms.map(\.rawValue).joined(separator: ", ")); APIs: \(identity.apis.map(\.rawValue).joined(separator: ", "))\(reports))"
    )
    let levels = run.caseLevels
    if byRequirement { lines += requirementLines() }
    // Read in place: only the problems are copied out.
    for index in run.cases.indices where !byRequirement && run.cases[index].outcome.isProblem {
      let record = run.cases[index]
      lines.append("")
      let word = record.outcome == .failed ? "FAIL " : "ERROR"
      let level = run.requirements.isEmpty ? "" : " [\(levels.level(of: record).rawValue)]"
      lines.append(paint(word, red: true) + "\(level) \(record.id): \(Self.clean(record.title))")
      lines.append("      requirements: \(record.requirements.map(\.rawValue).joined(separator: ", "))   defined at \(record.location)")
      if record.outcome == .failed {
        if !record.findings.isEmpty {
          lines.append("      findings:")
          for finding in record.findings { lines.append("        \(finding.label): \(Self.clean(finding.message))") }
        }
        // The findings say what the differences would: the timeline follows them alone.
        var details = record.details
        if !record.findings.isEmpty, let range = details.range(of: "\ndifferences:\n") { details = String(details[..<range.lowerBound]) }
        lines += Self.clean(details).split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
      } else {
        lines.append("      " + Self.clean(record.message))
        if !record.standardError.isEmpty {
          lines.append("      stderr (last lines):")
          lines += Self.clean(JUnitReport.lastLines(record.standardError, count: 8)).split(separator: "\n").map { "        " + $0 }
        }
      }
    }
    let expected = run.cases.filter { $0.outcome == .expectedFailure }
    if !expected.isEmpty {
      lines.append("")
      lines.append("expected failures (listed in the baseline):")
      for record in expected {
        let entry = record.baseline
        lines.append(
          "  \(record.id): \(Self.clean(entry?.reason ?? "")) [\(entry?.kind.rawValue ?? "bug")] — \(Self.clean(record.message))")
      }
    }
    let fixed = run.cases.filter { $0.outcome == .fixed }
    if !fixed.isEmpty || !run.unknownBaselineEntries.isEmpty {
      lines.append("")
      lines.append(paint("STALE BASELINE", red: true) + ": update the expected-failures file")
      for record in fixed {
        let place = record.baseline.map { $0.location.file.isEmpty ? "" : "\($0.location): " } ?? ""
        lines.append("  \(place)\(record.id) now passes; remove the entry")
      }
      for entry in run.unknownBaselineEntries {
        lines.append("  \(entry.location): \(entry.caseID) names no case of the suites; remove or correct the entry")
      }
    }
    let blamed = run.findingsByRequirement
    if !blamed.isEmpty && !byRequirement {
      lines.append("")
      lines.append("findings by requirement:")
      let width = blamed.map(\.requirement.rawValue.count).max() ?? 0
      for entry in blamed {
        let id = entry.requirement.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
        lines.append(
          "  [\(entry.level.rawValue)]\(entry.level == .must ? "  " : "") \(id)  \(entry.findings) finding\(entry.findings == 1 ? "" : "s") in \(entry.cases) case\(entry.cases == 1 ? "" : "s")"
        )
      }
    }
    lines.append("")
    let verdict = run.verdict
    if let stop = run.stop, stop.signal == nil {
      lines.append(paint("STOPPED EARLY", red: true) + ": " + stop.sentence(ran: run.cases.count) + "; the rest was not run")
    }
    switch verdict {
    case .incomplete(let stop) where stop.signal != nil:
      lines.append(
        paint("INTERRUPTED", red: true) + ": " + stop.sentence(ran: run.cases.count)
          + "; the reports are partial and marked incomplete")
    case .nothingTested(let reason):
      lines.append(paint("NOTHING TESTED", red: true) + ": \(reason); a run that tests nothing is not a pass")
    case .partial(let unjudged, let allowed):
      lines.append(
        paint("PARTIAL", red: true)
          + ": \(unjudged.count) MUST requirement\(unjudged.count == 1 ? " was" : "s were") judged by no case"
          + (allowed ? " (accepted by --allow-partial)" : "; not a pass (exit code 7; --allow-partial accepts it)") + ":")
      for entry in unjudged.prefix(12) { lines.append("  " + Self.clean(entry.sentence)) }
      if unjudged.count > 12 { lines.append("  … and \(unjudged.count - 12) more (results.json lists them all)") }
    default:
      break
    }
    lines.append("\(paint(verdict.word, red: !verdict.isPass)): \(run.counts.sentence) (\(JUnitReport.seconds(run.duration)) s)")
    let tolerated = run.toleratedFailures
    if tolerated > 0 {
      // Said of all the failing cases only when none breaks a MUST requirement: otherwise of how many of them.
      let failing = run.failing
      let which =
        failing == 0
        ? "the \(tolerated) failing case\(tolerated == 1 ? "" : "s")"
        : "\(tolerated) of the \(tolerated + failing) failing cases"
      lines.append(
        "--fail-on must: \(which) \(tolerated == 1 ? "breaks" : "break") SHOULD requirements only"
          + (failing == 0 ? "" : "; the other \(failing) break\(failing == 1 ? "s" : "") a MUST requirement and fail the run"))
    }
    if run.selection != "all cases" || run.shard != nil {
      lines.append("selection: \(run.selection)" + (run.shard.map { ", shard \($0)" } ?? ""))
    }
    return lines.joined(separator: "\n")
  }

  /// Names in their first order, each once, repeated ones with their count ("onReceive (×3)").
  static func counted(_ names: [String]) -> [String] {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for name in names {
      if counts[name] == nil { order.append(name) }
      counts[name, default: 0] += 1
    }
    return order.map { name in counts[name].map { $0 > 1 ? "\(name) (×\($0))" : name } ?? name }
  }

  private func paint(_ word: String, red: Bool) -> String {
    guard colour else { return word }
    return (red ? "\u{1B}[1;31m" : "\u{1B}[1;32m") + word + "\u{1B}[0m"
  }

  /// `text` with every control character but the line feed shown as an escape (`\x1B`).
  public static func clean(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        output.append(contentsOf: XMLText.escape(scalar).unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00..<0x20, 0x7F..<0xA0: true
    // Bidirectional overrides and isolates reorder what the eye reads.
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}

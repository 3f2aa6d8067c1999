import Foundation
import TrackCheckModel
import TrackCheckPlatform

/// The compliance report of a run, to hand to someone else: a self-contained
/// HTML page (no external assets; prints to PDF), a Markdown version for CI
/// step summaries, and an SVG badge.
public struct ComplianceReport {
  /// What the report says.
  public var summary: ComplianceSummary

  /// The SHA-256 of the results file the report was made from, when there is one.
  public var resultsDigest: String?

  /// Makes the report of `results`; `resultsDigest` identifies the results file it came from.
  public init(results: RunRecord, resultsDigest: String? = nil) {
    summary = ComplianceSummary(results: results)
    self.resultsDigest = resultsDigest
  }

  /// The `sha256:` digest of the file at `path`, or `nil` when it cannot be read.
  public static func digest(ofFile path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    var hash = SHA256()
    hash.update(data)
    return "sha256:" + hash.hexDigest()
  }

  /// Writes `compliance.html`, `compliance.md` and `badge.svg` into `folder`.
  public func write(toFolder folder: String) throws(ReportError) -> [String] {
    let base = URL(fileURLWithPath: folder)
    let files = [
      ("compliance.html", html()), ("compliance.md", markdown()), ("badge.svg", badge()),
    ]
    var written: [String] = []
    for (name, text) in files {
      let path = base.appendingPathComponent(name).relativePath
      try AtomicFile.write(Data(text.utf8), to: path)
      written.append(path)
    }
    return written
  }

  private var results: RunRecord { summary.results }

  /// Facts about the run, as label and value.
  var facts: [(String, String)] {
    let identity = results.identity
    return [
      ("Implementation", "\(identity.name) \(identity.version)"),
      ("Platforms", identity.platforms.map(\.rawValue).joined(separator: ", ")),
      ("APIs", identity.apis.map(\.rawValue).joined(separator: ", ")),
      ("Command", results.command.joined(separator: " ")),
      (
        "Command files",
        results.commandFiles.isEmpty ? "none recorded" : results.commandFiles.map { "\($0.path) \($0.digest)" }.joined(separator: "; ")
      ),
      (
        "Tracker code",
        results.fingerprints.isEmpty
          ? "not fingerprinted (run --fingerprint PATH… names the tracker's sources or build)"
          : results.fingerprints.map(\.sentence).joined(separator: "; ")
      ),
      ("Protocol", String(identity.protocolVersion)),
      ("Harness", "\(HarnessInfo.name) \(results.harnessVersion) " + (results.harnessDigest ?? "(its executable's digest not recorded)")),
      ("Suites", "\(results.suiteDigest) (\(results.suiteFiles.count) files)"),
      ("Selection", results.selection + (results.shard.map { ", shard \($0)" } ?? "")),
      ("Date", results.timestamp.isEmpty ? "unknown" : results.timestamp.replacingOccurrences(of: "T", with: " ") + " UTC"),
      ("Host", results.host.isEmpty ? "unknown" : results.host),
      ("Results", resultsDigest ?? "not from a results file"),
      (
        "Cases",
        "\(results.cases.count) in \(String(format: "%.3f", results.duration)) s"
          + (results.stop.map { ($0.signal == nil ? " — STOPPED EARLY: " : " — INCOMPLETE: ") + $0.sentence(ran: results.cases.count) }
            ?? "")
      ),
    ]
  }

  // MARK: - HTML

  /// The HTML page.
  public func html() -> String {
    let headline =
      switch summary.headline {
      case .pass: "ok"
      case .limited: "partial"
      case .fail: "bad"
      }
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Push tracking compliance — \(Self.escape(results.identity.name))</title>
      <style>
      \(Self.css)
      </style>
      </head>
      <body>
      <header>
        <p class="kicker">Adobe Campaign Standard · push tracking conformance</p>
        <h1>\(Self.escape(results.identity.name)) <span class="version">\(Self.escape(results.identity.version))</span></h1>
        <div class="verdict \(headline)">\(Self.escape(summary.verdict))</div>
      </header>
      <section class="top">
        <table class="facts">
      \(facts.map { "      <tr><th>\(Self.escape($0.0))</th><td>\(Self.escape($0.1))</td></tr>" }.joined(separator: "\n"))
        </table>
        <div class="chart">\(chart())</div>
      </section>

      """
    for level in RequirementLevel.allCases {
      let rows = summary.rows(level)
      guard !rows.isEmpty else { continue }
      let (met, total) = summary.met(level)
      page += """
        <section>
          <h2>\(level.rawValue) requirements <span class="count">\(met) of \(total) met</span></h2>
          <table class="matrix">
            <thead><tr><th>Requirement</th>\(summary.platforms.map { "<th class=\"cell\">\($0 == .ios ? "iOS" : "Android")</th>" }.joined())</tr></thead>
            <tbody>

        """
      for row in rows {
        let cells = summary.platforms.map { platform -> String in
          guard let cell = row.cells[platform] else { return "<td class=\"cell untested\">—</td>" }
          let counts = cell.status == .notApplicable ? "" : "<small>\(cell.passed)/\(cell.total)</small>"
          return "<td class=\"cell \(Self.cssClass(cell.status))\">\(cell.status.label)\(counts)</td>"
        }.joined()
        let platformNote =
          row.requirement.enforcedByPlatform.map { "<div class=\"note\">Enforced by the platform: \(Self.escape($0))</div>" } ?? ""
        let evidence = Self.evidence(row)
        page += """
                <tr><td><div class="rid">\(Self.escape(row.requirement.id))\(row.findings > 0 ? " <span class=\"findings\">\(row.findings) finding\(row.findings == 1 ? "" : "s")</span>" : "")</div><div>\(Self.escape(row.requirement.rule))</div><div class="source">\(Self.escape(row.requirement.source))</div>\(platformNote)\(evidence)</td>\(cells)</tr>

          """
      }
      page += "      </tbody>\n    </table>\n  </section>\n"
    }
    let untested = summary.untested
    if !untested.isEmpty {
      page += "  <section>\n    <h2>Not tested <span class=\"count\">\(untested.count)</span></h2>\n    <ul class=\"untested\">\n"
      for requirement in untested {
        page +=
          "      <li><b>\(Self.escape(requirement.id))</b> (\(requirement.level.rawValue)) \(Self.escape(requirement.rule))"
          + "<br><small>Why: \(Self.escape(summary.whyUntested(requirement)))</small></li>\n"
      }
      page += "    </ul>\n  </section>\n"
    }
    let outOfScope = summary.outOfScope
    if !outOfScope.isEmpty {
      page +=
        "  <section>\n    <h2>Out of scope <span class=\"count\">\(outOfScope.count)</span></h2>\n"
        + "    <p>Requirements of platforms this run does not judge (it judges \(summary.scope.map(\.rawValue).joined(separator: ", "))): "
        + outOfScope.map { Self.escape($0.id) }.joined(separator: ", ") + ".</p>\n  </section>\n"
    }
    let causes = summary.causes
    if !causes.isEmpty {
      page += "  <section>\n    <h2>Causes <span class=\"count\">\(causes.count)</span></h2>\n    <table class=\"causes\">\n"
      for cause in causes {
        let ids = cause.cases.prefix(12).map { Self.escape($0.id) }.joined(separator: ", ") + (cause.cases.count > 12 ? ", …" : "")
        page +=
          "      <tr><td class=\"n\">\(cause.cases.count)</td><td>\(Self.escape(cause.signature))<div class=\"source\">\(ids)</div></td></tr>\n"
      }
      page += "    </table>\n  </section>\n"
    }
    let problems = summary.problems
    page += "  <section>\n    <h2>Failures <span class=\"count\">\(problems.count)</span></h2>\n"
    if problems.isEmpty { page += "    <p class=\"none\">Every case passed.</p>\n" }
    let rules = Dictionary(results.requirements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for record in problems.prefix(500) {
      // A failure lists its findings, each with the rule it breaks; an error judged nothing, so it lists the rules it left open.
      let breaks =
        record.findings.isEmpty
        ? record.requirements.compactMap { rules[$0] }.map {
          "<li><b>\(Self.escape($0.id))</b> (\($0.level.rawValue)) \(Self.escape($0.rule)) <span class=\"source\">— \(Self.escape($0.source))</span></li>"
        }.joined()
        : record.findings.map { finding in
          let rule = rules[finding.requirement]
          return
            "<li><b>\(Self.escape(finding.requirement))</b> (\(finding.level.rawValue)) \(Self.escape(finding.message))<div class=\"source\">\(Self.escape(rule?.rule ?? "")) — \(Self.escape(rule?.source ?? ""))</div></li>"
        }.joined()
      page += """
          <article class="failure \(record.outcome.rawValue)">
            <h3><span class="tag">\(Self.escape(record.outcome.words))</span> \(Self.escape(record.id)) <span class="platform">\(record.platform == .ios ? "iOS" : "Android")</span></h3>
            <p>\(Self.escape(record.title))</p>
            <p class="message">\(Self.escape(record.message))</p>
            <ul class="rules">\(breaks)</ul>
            <pre>\(Self.escape(String(record.details.prefix(8000))))</pre>
            <p class="source">Case source: \(Self.escape(record.source))</p>
          </article>

        """
    }
    if problems.count > 500 { page += "    <p>… and \(problems.count - 500) more in the results file.</p>\n" }
    page += """
        </section>
        <footer>Generated by \(HarnessInfo.name) \(HarnessInfo.version) from the results of \(Self.escape(results.timestamp)) UTC.</footer>
      </body>
      </html>

      """
    return page
  }

  /// The cases behind a requirement's cells, folded: the failing ones first.
  static func evidence(_ row: ComplianceSummary.Row) -> String {
    let (passing, failing) = row.evidence
    guard !passing.isEmpty || !failing.isEmpty else { return "" }
    func list(_ ids: [String]) -> String {
      ids.prefix(40).map { escape($0) }.joined(separator: ", ") + (ids.count > 40 ? ", … (\(ids.count - 40) more)" : "")
    }
    var parts: [String] = []
    if !failing.isEmpty { parts.append("<div><b>not passing:</b> \(list(failing))</div>") }
    if !passing.isEmpty { parts.append("<div><b>passing:</b> \(list(passing))</div>") }
    return
      "<details class=\"evidence\"><summary>evidence: \(passing.count) passing, \(failing.count) not</summary>\(parts.joined())</details>"
  }

  /// An inline SVG: requirements met per level, and case outcomes.
  func chart() -> String {
    let width = 360.0
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Int(width)) 170\" width=\"360\" height=\"170\" role=\"img\" aria-label=\"Summary chart\">"
    var y = 8.0
    for level in RequirementLevel.allCases {
      let (met, total) = summary.met(level)
      let fraction = total == 0 ? 1 : Double(met) / Double(total)
      svg += "<text x=\"0\" y=\"\(y + 13)\" class=\"label\">\(level.rawValue)</text>"
      svg += "<rect x=\"70\" y=\"\(y)\" width=\"220\" height=\"18\" rx=\"3\" fill=\"#e5e7eb\"/>"
      svg +=
        "<rect x=\"70\" y=\"\(y)\" width=\"\(String(format: "%.1f", 220 * fraction))\" height=\"18\" rx=\"3\" fill=\"\(fraction == 1 ? "#15803d" : "#b91c1c")\"/>"
      svg += "<text x=\"298\" y=\"\(y + 13)\" class=\"value\">\(met)/\(total)</text>"
      y += 30
    }
    svg += "<text x=\"0\" y=\"\(y + 16)\" class=\"label\">Cases by outcome</text>"
    y += 26
    let total = max(1, results.cases.count)
    var x = 0.0
    let colours: [Outcome: String] = [
      .passed: "#15803d", .failed: "#b91c1c", .error: "#7c2d12", .expectedFailure: "#d97706", .fixed: "#7c3aed", .notApplicable: "#9ca3af",
    ]
    for (outcome, count) in summary.outcomeCounts where count > 0 {
      let segment = width * Double(count) / Double(total)
      svg +=
        "<rect x=\"\(String(format: "%.1f", x))\" y=\"\(y)\" width=\"\(String(format: "%.1f", segment))\" height=\"18\" fill=\"\(colours[outcome] ?? "#000")\"><title>\(outcome.words): \(count)</title></rect>"
      x += segment
    }
    y += 34
    x = 0
    for (outcome, count) in summary.outcomeCounts where count > 0 {
      svg += "<rect x=\"\(Int(x))\" y=\"\(y - 9)\" width=\"10\" height=\"10\" fill=\"\(colours[outcome] ?? "#000")\"/>"
      svg += "<text x=\"\(Int(x) + 14)\" y=\"\(y)\" class=\"legend\">\(outcome.words) \(count)</text>"
      x += 14 + Double(outcome.words.count + String(count).count + 2) * 6.2
      if x > width - 60 {
        x = 0
        y += 16
      }
    }
    svg += "</svg>"
    return svg
  }

  static func cssClass(_ status: ComplianceSummary.Status) -> String {
    switch status {
    case .pass: "pass"
    case .fail: "fail"
    case .expectedFailure: "expected"
    case .notApplicable: "na"
    case .untested: "untested"
    }
  }

  /// HTML text with every character that matters escaped and control characters made visible.
  static func escape(_ text: String) -> String {
    var output = ""
    for scalar in XMLText.sanitize(text, limit: Int.max).unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  static let css = """
    :root { --ink: #111827; --muted: #6b7280; --line: #e5e7eb; --pass: #15803d; --fail: #b91c1c; --warn: #d97706; }
    * { box-sizing: border-box; }
    body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK SC", "Noto Sans CJK KR", "PingFang TC", "Microsoft JhengHei", "Malgun Gothic", sans-serif; color: var(--ink); margin: 0 auto; max-width: 1040px; padding: 32px 28px 48px; }
    header { border-bottom: 2px solid var(--ink); padding-bottom: 16px; margin-bottom: 20px; }
    .kicker { text-transform: uppercase; letter-spacing: .08em; font-size: 11px; color: var(--muted); margin: 0 0 6px; }
    h1 { font-size: 28px; margin: 0 0 12px; }
    h1 .version { font-weight: 400; color: var(--muted); }
    h2 { font-size: 18px; margin: 28px 0 10px; border-bottom: 1px solid var(--line); padding-bottom: 6px; }
    h2 .count { font-weight: 400; color: var(--muted); font-size: 14px; margin-left: 8px; }
    .verdict { display: inline-block; padding: 8px 14px; border-radius: 6px; font-weight: 600; }
    .verdict.ok { background: #dcfce7; color: #14532d; }
    .verdict.bad { background: #fee2e2; color: #7f1d1d; }
    section.top { display: flex; gap: 28px; align-items: flex-start; flex-wrap: wrap; }
    table { border-collapse: collapse; }
    .facts th { text-align: left; color: var(--muted); font-weight: 500; padding: 3px 16px 3px 0; vertical-align: top; white-space: nowrap; }
    .facts { max-width: 610px; }
    .facts td { padding: 3px 0; word-break: break-all; max-width: 460px; }
    .chart svg .label { font: 600 12px sans-serif; fill: #111827; }
    .chart svg .value, .chart svg .legend { font: 11px sans-serif; fill: #374151; }
    .matrix { width: 100%; }
    .matrix th { text-align: left; font-size: 12px; color: var(--muted); border-bottom: 1px solid var(--line); padding: 6px 8px; }
    .matrix td { border-bottom: 1px solid var(--line); padding: 8px; vertical-align: top; }
    .matrix .cell { width: 118px; text-align: center; font-weight: 600; font-size: 12px; }
    .matrix td.cell small { display: block; font-weight: 400; color: var(--muted); }
    .cell.pass { color: var(--pass); background: #f0fdf4; }
    .cell.fail { color: var(--fail); background: #fef2f2; }
    .cell.expected { color: var(--warn); background: #fffbeb; }
    .cell.na, .cell.untested { color: var(--muted); }
    .rid { font-weight: 600; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
    .source { color: var(--muted); font-size: 12px; }
    .note { color: #1d4ed8; font-size: 12px; }
    article.failure { border: 1px solid var(--line); border-left: 4px solid var(--fail); border-radius: 4px; padding: 10px 14px; margin: 12px 0; break-inside: avoid; }
    article.failure.expected-failure { border-left-color: var(--warn); }
    article.failure h3 { margin: 0 0 4px; font-size: 14px; font-family: ui-monospace, Menlo, Consolas, monospace; }
    .tag { font-family: sans-serif; font-size: 11px; text-transform: uppercase; background: #fee2e2; color: #7f1d1d; border-radius: 3px; padding: 1px 6px; margin-right: 6px; }
    .expected-failure .tag { background: #fef3c7; color: #78350f; }
    .platform { font-family: sans-serif; font-weight: 400; color: var(--muted); font-size: 12px; margin-left: 6px; }
    .message { font-weight: 600; }
    .rules { margin: 4px 0 8px; padding-left: 18px; }
    pre { background: #f9fafb; border: 1px solid var(--line); padding: 10px; overflow-x: auto; font-size: 11.5px; white-space: pre-wrap; word-break: break-word; }
    .none { color: var(--pass); font-weight: 600; }
    footer { margin-top: 36px; color: var(--muted); font-size: 12px; border-top: 1px solid var(--line); padding-top: 10px; }
    .verdict.partial { background: #fef3c7; color: #78350f; }
    .causes td { border-bottom: 1px solid var(--line); padding: 4px 8px; vertical-align: top; }
    .causes td.n { font-weight: 700; text-align: right; width: 3em; }
    .untested li { margin: 2px 0; }
    details.evidence { font-size: 12px; color: var(--muted); margin-top: 4px; }
    .rid .findings { font-weight: normal; font-size: 12px; color: var(--fail); }
    details.evidence summary { cursor: pointer; }
    @media print { details.evidence > div { display: block; } }
    @media (max-width: 480px) {
      body { padding: 12px; }
      .top { display: block; }
      .chart svg { width: 100%; height: auto; }
      table.matrix, table.facts { font-size: 12px; }
      .matrix td, .matrix th { padding: 4px; }
    }
    @page { margin: 18mm 14mm; @bottom-right { content: "page " counter(page) " of " counter(pages); } @top-left { content: "Push tracking compliance"; } }
    @media print { body { padding: 0; max-width: none; } section { break-inside: auto; } article { break-inside: avoid; } a { color: inherit; } }
    """

  // MARK: - Markdown

  /// The Markdown version, for a CI step summary.
  public func markdown(maximumFailures: Int = 50) -> String {
    let mark =
      switch summary.headline {
      case .pass: "✅"
      case .limited: "⚠️"
      case .fail: "❌"
      }
    var lines = [
      "# Push tracking compliance: \(Self.markdownText(results.identity.name)) \(Self.markdownText(results.identity.version))",
      "",
      "**\(mark) \(Self.markdownText(summary.verdict))**",
      "",
      "| | |",
      "|---|---|",
    ]
    lines += facts.map { "| \($0.0) | \(Self.cell($0.1)) |" }
    lines.append("")
    lines.append(
      "Cases: " + summary.outcomeCounts.filter { $0.count > 0 }.map { "\($0.count) \($0.outcome.words)" }.joined(separator: " · "))
    for level in RequirementLevel.allCases {
      let rows = summary.rows(level)
      guard !rows.isEmpty else { continue }
      let (met, total) = summary.met(level)
      lines += ["", "## \(level.rawValue) requirements: \(met) of \(total) met", ""]
      lines.append("| Requirement | " + summary.platforms.map { $0 == .ios ? "iOS" : "Android" }.joined(separator: " | ") + " |")
      lines.append("|---|" + summary.platforms.map { _ in "---|" }.joined())
      for row in rows {
        let cells = summary.platforms.map { platform -> String in
          guard let cell = row.cells[platform] else { return "—" }
          let mark: String
          switch cell.status {
          case .pass: mark = "✅"
          case .fail: mark = "❌"
          case .expectedFailure: mark = "⚠️"
          case .notApplicable, .untested: return "n/a"
          }
          return "\(mark) \(cell.passed)/\(cell.total)"
        }
        let findings = row.findings > 0 ? " (\(row.findings) finding\(row.findings == 1 ? "" : "s"))" : ""
        lines.append(
          "| **\(row.requirement.id)**\(findings) \(Self.cell(row.requirement.rule)) | " + cells.joined(separator: " | ") + " |")
      }
    }
    let untested = summary.untested
    if !untested.isEmpty {
      lines += ["", "## Not tested: \(untested.count)", ""]
      lines += untested.map {
        "- **\($0.id)** (\($0.level.rawValue)) \(Self.markdownText($0.rule)) — why: \(Self.markdownText(summary.whyUntested($0)))"
      }
    }
    let outOfScope = summary.outOfScope
    if !outOfScope.isEmpty {
      lines += [
        "", "## Out of scope: \(outOfScope.count)", "",
        "Requirements of platforms this run does not judge (it judges \(summary.scope.map(\.rawValue).joined(separator: ", "))): "
          + outOfScope.map(\.id).joined(separator: ", ") + ".",
      ]
    }
    let causes = summary.causes
    if !causes.isEmpty {
      lines += ["", "## Causes: \(causes.count)", "", "| cases | cause | examples |", "|---:|---|---|"]
      for cause in causes {
        let ids = cause.cases.prefix(6).map(\.id).joined(separator: ", ") + (cause.cases.count > 6 ? ", …" : "")
        lines.append("| \(cause.cases.count) | \(Self.cell(cause.signature)) | \(Self.cell(ids)) |")
      }
    }
    let problems = summary.problems
    lines += ["", "## Failures: \(problems.count)", ""]
    if problems.isEmpty { lines.append("Every case passed.") }
    for record in problems.prefix(maximumFailures) {
      lines.append(
        "<details><summary><b>\(Self.escape(record.id))</b> (\(record.outcome.rawValue), \(record.platform.rawValue)): \(Self.escape(record.message))</summary>"
      )
      lines.append("")
      lines.append(
        "\(Self.escape(record.title)) — requirements: \(record.requirements.joined(separator: ", ")); source: \(Self.escape(record.source))"
      )
      lines.append("")
      for finding in record.findings {
        lines.append("- **\(finding.requirement)** (\(finding.level.rawValue)) \(Self.markdownText(finding.message))")
      }
      if !record.findings.isEmpty { lines.append("") }
      lines.append("```")
      lines.append(XMLText.sanitize(String(record.details.prefix(4000)), limit: Int.max).replacingOccurrences(of: "```", with: "'''"))
      lines.append("```")
      lines.append("</details>")
    }
    if problems.count > maximumFailures {
      lines += ["", "… and \(problems.count - maximumFailures) more in the HTML report and the results file."]
    }
    lines.append("")
    return lines.joined(separator: "\n")
  }

  private static func cell(_ text: String) -> String {
    markdownText(XMLText.attribute(text, limit: 400))
  }

  /// Text that came from outside (an implementation's name, a message) made inert in Markdown:
  /// one line, control characters escaped, HTML escaped, Markdown's markup characters backslashed.
  static func markdownText(_ text: String) -> String {
    var output = ""
    for character in XMLText.attribute(text, limit: 2000) {
      switch character {
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "&": output += "&amp;"
      case "\\", "`", "*", "_", "[", "]", "|", "#", "!", "~": output += "\\" + String(character)
      default: output.append(character)
      }
    }
    return output
  }

  // MARK: - Badge

  /// An SVG badge: "push tracking | MUST 100%".
  public func badge() -> String {
    let percentage = summary.percentage(.must)
    var colour =
      switch summary.headline {
      case .pass: "#15803d"
      case .limited: "#d97706"
      case .fail: "#b91c1c"
      }
    let left = "push tracking"
    var right = "MUST \(percentage)%"
    switch summary.conclusion {
    case .incomplete:
      right = "incomplete"
      colour = "#b91c1c"
    case .nothingTested:
      right = "nothing tested"
      colour = "#b91c1c"
    case .inconclusive:
      right = "inconclusive"
      colour = "#b91c1c"
    case .partial:
      right = "partial: MUST \(percentage)% of \(summary.met(.must).total)"
      // Amber unless the run failed by its policy: the badge never looks better than the verdict.
      colour = summary.headline == .fail ? "#b91c1c" : "#d97706"
    case .conformsToMust where summary.headline == .fail:
      right = "SHOULD \(summary.percentage(.should))%"
    case .doesNotConform, .conforms, .conformsToMust:
      break
    }
    let leftWidth = 10 + left.count * 7
    let rightWidth = 10 + right.count * 7
    let total = leftWidth + rightWidth
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(total)" height="20" role="img" aria-label="\(left): \(right)">
        <title>\(left): \(right)</title>
        <linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>
        <clipPath id="r"><rect width="\(total)" height="20" rx="3" fill="#fff"/></clipPath>
        <g clip-path="url(#r)">
          <rect width="\(leftWidth)" height="20" fill="#555"/>
          <rect x="\(leftWidth)" width="\(rightWidth)" height="20" fill="\(colour)"/>
          <rect width="\(total)" height="20" fill="url(#s)"/>
        </g>
        <g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">
          <text x="\(leftWidth / 2)" y="14">\(left)</text>
          <text x="\(leftWidth + rightWidth / 2)" y="14">\(right)</text>
        </g>
      </svg>

      """
  }
}

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
      ("Judged by", results.profileDescription + (results.profile.map { ", \($0.digest)" } ?? "")),
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

  /// At most this many failing cases are listed; the rest are counted, and are in the results file.
  static let listedFailures = 2000
  /// At most this many failing cases get their full detail in the appendix.
  static let detailedFailures = 500

  /// The HTML page: the verdict and what was tested, the failures by requirement (MUST first)
  /// and their causes, the requirement matrix with its evidence, each failing case in a line or
  /// two, and an appendix with each one's full detail. Printed, the appendix keeps the first case
  /// of each cause; the results file keeps every case.
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
        <p class="kicker">\(Self.escape(results.profile?.name ?? "Adobe Campaign Standard")) · push tracking conformance · profile \(Self.escape(results.profile?.label ?? "campaign-standard"))</p>
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
    page += failuresByRequirementSection()
    page += errorsSection()
    page += matrixSections()
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
    page += failingCasesSection()
    page += signOffSection()
    page += appendixSection()
    page += """
        <footer>Generated by \(HarnessInfo.name) \(HarnessInfo.version) from the results of \(Self.escape(results.timestamp)) UTC.</footer>
      </body>
      </html>

      """
    return page
  }

  /// "MUST" or "SHOULD" as a coloured label.
  static func levelTag(_ level: RequirementLevel) -> String {
    "<span class=\"lvl \(level == .must ? "must" : "should")\">\(level.rawValue)</span>"
  }

  /// The anchor of a case's full detail in the appendix.
  static func anchor(_ id: String) -> String { "case-" + escape(id) }

  /// Case ids, each a link to its detail, at most `limit` of them.
  static func caseLinks(_ records: [CaseRecord], limit: Int = 40) -> String {
    records.prefix(limit).map { "<a href=\"#\(anchor($0.id))\">\(escape($0.id))</a>" }.joined(separator: ", ")
      + (records.count > limit ? ", … and \(records.count - limit) more (under Failing cases)" : "")
  }

  static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

  /// Each requirement failing cases break, MUST first, with its findings grouped by cause.
  func failuresByRequirementSection() -> String {
    let groups = summary.failuresByRequirement
    guard !groups.isEmpty else { return "" }
    let must = groups.filter { $0.requirement.level == .must }.count
    let cases = Set(groups.flatMap { $0.cases.map(\.id) }).count
    var html = """
        <section class="groups">
          <h2>Failures by requirement <span class="count">\(must) MUST and \(groups.count - must) SHOULD requirement\(groups.count - must == 1 ? "" : "s") broken, by \(Self.plural(cases, "case"))</span></h2>
          <p class="lead">MUST requirements first, then SHOULD; each with its findings grouped by cause (ids, values and notification names aside). A case that breaks several requirements counts under each. Every failing case is listed under <a href="#failing-cases">Failing cases</a>, with its full detail in the <a href="#appendix">Appendix</a>.</p>

      """
    for group in groups {
      let level = group.requirement.level
      let expected = group.expected > 0 ? ", \(group.expected) of them expected by the baseline" : ""
      html += """
            <div class="group \(level == .must ? "must" : "should")">
              <h3>\(Self.levelTag(level)) <span class="rid">\(Self.escape(group.requirement.id))</span> <span class="count">\(Self.plural(group.findings, "finding")) in \(Self.plural(group.cases.count, "case"))\(expected)</span></h3>
              <p class="rule">\(Self.escape(group.requirement.rule)) <span class="source">— \(Self.escape(group.requirement.source))</span></p>
              <table class="causes"><thead><tr><th class="n">cases</th><th class="n">findings</th><th>cause, and the cases</th></tr></thead><tbody>

        """
      for cause in group.causes {
        html +=
          "        <tr><td class=\"n\">\(cause.cases.count)</td><td class=\"n\">\(cause.findings)</td><td>\(Self.escape(cause.signature))"
          + "<div class=\"ids\">\(Self.caseLinks(cause.cases))</div></td></tr>\n"
      }
      html += "      </tbody></table>\n    </div>\n"
    }
    return html + "  </section>\n"
  }

  /// The cases that ended in an error, grouped by cause: they judged nothing.
  func errorsSection() -> String {
    let causes = summary.errorCauses
    guard !causes.isEmpty else { return "" }
    let count = causes.reduce(0) { $0 + $1.cases.count }
    var html = """
        <section class="groups">
          <h2>Errors <span class="count">\(Self.plural(count, "case")), \(Self.plural(causes.count, "cause"))</span></h2>
          <p class="lead">A case that ended in an error (a timeout, a crash, a protocol violation) judged nothing: every requirement it checks counts as not met.</p>
          <table class="causes"><thead><tr><th class="n">cases</th><th>cause, and the cases</th></tr></thead><tbody>

      """
    for cause in causes {
      html +=
        "      <tr><td class=\"n\">\(cause.cases.count)</td><td>\(Self.escape(cause.signature))<div class=\"ids\">\(Self.caseLinks(cause.cases))</div></td></tr>\n"
    }
    return html + "    </tbody></table>\n  </section>\n"
  }

  /// The requirement × platform matrix, one table per level, each row with its evidence.
  func matrixSections() -> String {
    var html = ""
    for level in RequirementLevel.allCases {
      let rows = summary.rows(level)
      guard !rows.isEmpty else { continue }
      let (met, total) = summary.met(level)
      html += """
          <section>
            <h2>\(level.rawValue) requirements <span class="count">\(met) of \(total) met</span></h2>
            <table class="matrix">
              <thead><tr><th>Requirement</th>\(summary.platforms.map { "<th class=\"cell\">\($0 == .ios ? "iOS" : "Android")</th>" }.joined())</tr></thead>

        """
      for row in rows {
        let cells = summary.platforms.map { platform -> String in
          guard let cell = row.cells[platform] else { return "<td class=\"cell untested\">—</td>" }
          let counts = cell.status == .notApplicable ? "" : "<small>\(cell.passed)/\(cell.total)</small>"
          return "<td class=\"cell \(Self.cssClass(cell.status))\">\(cell.status.label)\(counts)</td>"
        }.joined()
        let platformNote =
          row.requirement.enforcedByPlatform.map { "<div class=\"note\">Enforced by the platform: \(Self.escape($0))</div>" } ?? ""
        let findings = row.findings > 0 ? " <span class=\"findings\">\(Self.plural(row.findings, "finding"))</span>" : ""
        // A tbody per requirement, so that on paper its row and its evidence stay together.
        html += """
                <tbody><tr><td><div class="rid">\(Self.escape(row.requirement.id))\(findings)</div><div>\(Self.escape(row.requirement.rule))</div><div class="source">\(Self.escape(row.requirement.source))</div>\(platformNote)\(Self.evidence(row, columns: summary.platforms.count + 1, cells: cells))</tbody>

          """
      }
      html += "    </table>\n  </section>\n"
    }
    return html
  }

  /// Each failing case in a line or two, MUST failures first: its findings, or its error.
  func failingCasesSection() -> String {
    let problems = summary.problems
    var html = "  <section id=\"failing-cases\">\n    <h2>Failing cases <span class=\"count\">\(problems.count)</span></h2>\n"
    if problems.isEmpty { return html + "    <p class=\"none\">Every case passed.</p>\n  </section>\n" }
    html +=
      "    <p class=\"lead\">MUST failures first, then SHOULD failures, errors, and failures the baseline expects; in suite order within each. Each links to its full detail in the <a href=\"#appendix\">Appendix</a>.</p>\n    <ol class=\"index\">\n"
    let levels = results.caseLevels
    for record in problems.prefix(Self.listedFailures) {
      let level = record.outcome == .error ? "" : " " + Self.levelTag(levels.level(of: record))
      let lines =
        record.findings.isEmpty
        ? "<li>\(Self.escape(record.message))</li>"
        : record.findings.map { "<li><b>\(Self.escape($0.requirement))</b> \(Self.escape($0.message))</li>" }.joined()
      html +=
        "      <li class=\"\(record.outcome.rawValue)\"><a class=\"cid\" href=\"#\(Self.anchor(record.id))\">\(Self.escape(record.id))</a>"
        + " <span class=\"tag\">\(Self.escape(record.outcome.words))</span>\(level) <span class=\"platform\">\(record.platform == .ios ? "iOS" : "Android")</span>"
        + "<ul>\(lines)</ul></li>\n"
    }
    html += "    </ol>\n"
    if problems.count > Self.listedFailures {
      html += "    <p>… and \(problems.count - Self.listedFailures) more in the results file.</p>\n"
    }
    return html + "  </section>\n"
  }

  /// On paper only: what the signature covers, and lines to sign.
  func signOffSection() -> String {
    let harness = results.harnessDigest.map { " (\($0))" } ?? ""
    let source = resultsDigest.map { "the results file \($0)" } ?? "a run record"
    return """
        <section class="signoff">
          <h2>Review</h2>
          <p>This report was made by \(HarnessInfo.name) \(Self.escape(results.harnessVersion))\(Self.escape(harness)) from \(Self.escape(source)). Its verdict: \(Self.escape(summary.verdict)).</p>
          <table><tr><td>Reviewed by<div class="line"></div></td><td>Date<div class="line"></div></td><td>Signature<div class="line"></div></td></tr></table>
        </section>

      """
  }

  /// Every failing case in full: its findings with their rules and its timeline. Printed, only the
  /// first case of each cause (the page says so); the results file has every case.
  func appendixSection() -> String {
    let problems = summary.problems
    guard !problems.isEmpty else { return "" }
    let examples = summary.exampleCases
    let detailed = Array(problems.prefix(Self.detailedFailures))
    let printed = detailed.filter { examples.contains($0.id) }.count
    let results = resultsDigest.map { "the results file (\($0))" } ?? "the results file"
    var html = """
        <section id="appendix" class="appendix">
          <h2>Appendix: each failing case in full <span class="count">\(detailed.count)</span></h2>
          <p class="lead">On screen, every failing case\(problems.count > detailed.count ? " (the first \(detailed.count))" : "") in full. On paper, only the first case of each cause: \(printed) of \(problems.count), marked “example”; each case’s full detail, transcript and stderr are in \(Self.escape(results)).</p>

      """
    let rules = Dictionary(self.results.requirements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let levels = self.results.caseLevels
    for record in detailed {
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
      let example = examples.contains(record.id)
      let level = record.outcome == .error ? "" : " " + Self.levelTag(levels.level(of: record))
      html += """
            <article id="\(Self.anchor(record.id))" class="failure \(record.outcome.rawValue)\(example ? " example" : " screen-only")">
              <h3><span class="tag">\(Self.escape(record.outcome.words))</span>\(level) <span class="cid">\(Self.escape(record.id))</span> <span class="platform">\(record.platform == .ios ? "iOS" : "Android")</span>\(example ? " <span class=\"example-tag\">example</span>" : "")</h3>
              <p>\(Self.escape(record.title))</p>
              <p class="message">\(Self.escape(record.message))</p>
              <ul class="rules">\(breaks)</ul>
        \(Self.timeline(record.details))
              <p class="source">Case source: \(Self.escape(record.source))</p>
            </article>

        """
    }
    return html + "  </section>\n"
  }

  /// The longest part of a case's details shown; the results file keeps the rest.
  static let detailsShown = 8000

  /// A case's details (the timeline and the differences, as the terminal prints them), one block
  /// per line with its indentation kept as a hanging indent, so a long line wraps under itself
  /// rather than at the left margin.
  static func timeline(_ details: String) -> String {
    guard !details.isEmpty else { return "" }
    let shown = details.prefix(detailsShown)
    var lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let indent = line.prefix { $0 == " " }.count
      let text = line.dropFirst(indent)
      return "<div class=\"l\(min(indent / 2, 10))\">\(text.isEmpty ? "&#160;" : escape(String(text)))</div>"
    }
    if details.count > detailsShown {
      lines.append("<div class=\"l0 cut\">… \(details.count - detailsShown) more characters in the results file</div>")
    }
    return "<div class=\"timeline\">" + lines.joined() + "</div>"
  }

  /// The end of a requirement's matrix row: the cases behind its cells, folded on screen in the
  /// requirement's cell, and written out on paper in a row of their own across the table (a
  /// closed `<details>` does not print). `cells` are the row's platform cells.
  static func evidence(_ row: ComplianceSummary.Row, columns: Int, cells: String) -> String {
    let (passing, failing) = row.evidence
    guard !passing.isEmpty || !failing.isEmpty else { return "</td>\(cells)</tr>" }
    func list(_ ids: [String]) -> String {
      ids.prefix(200).map { escape($0) }.joined(separator: ", ") + (ids.count > 200 ? ", … (\(ids.count - 200) more)" : "")
    }
    var parts: [String] = []
    if !failing.isEmpty { parts.append("<div><b>not passing:</b> \(list(failing))</div>") }
    if !passing.isEmpty { parts.append("<div><b>passing:</b> \(list(passing))</div>") }
    let title = "evidence: \(passing.count) passing, \(failing.count) not"
    return "<details class=\"evidence screen-only\"><summary>\(title)</summary>\(parts.joined())</details></td>\(cells)</tr>"
      + "<tr class=\"print-only\"><td class=\"evidence\" colspan=\"\(columns)\"><b>\(title).</b> \(parts.joined())</td></tr>"
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
  /// A requirement id, escaped for HTML.
  static func escape(_ id: RequirementID) -> String { escape(id.rawValue) }

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
    :root { --ink: #111827; --muted: #6b7280; --line: #e5e7eb; --pass: #15803d; --fail: #b91c1c; --warn: #d97706; --mono: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    * { box-sizing: border-box; }
    html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans CJK SC", "Noto Sans CJK KR", "PingFang TC", "Microsoft JhengHei", "Malgun Gothic", sans-serif; color: var(--ink); margin: 0 auto; max-width: 1040px; padding: 32px 28px 48px; overflow-wrap: break-word; }
    a { color: #1d4ed8; text-decoration: none; }
    a:hover { text-decoration: underline; }
    header { border-bottom: 2px solid var(--ink); padding-bottom: 16px; margin-bottom: 20px; }
    .kicker { text-transform: uppercase; letter-spacing: .08em; font-size: 11px; color: var(--muted); margin: 0 0 6px; }
    h1 { font-size: 28px; margin: 0 0 12px; overflow-wrap: anywhere; }
    h1 .version { font-weight: 400; color: var(--muted); }
    h2 { font-size: 18px; margin: 28px 0 10px; border-bottom: 1px solid var(--line); padding-bottom: 6px; }
    h2 .count { font-weight: 400; color: var(--muted); font-size: 14px; margin-left: 8px; }
    h3 { font-size: 14px; margin: 0 0 4px; }
    h3 .count { font-weight: 400; color: var(--muted); font-size: 13px; margin-left: 4px; }
    .lead { color: #374151; margin: 0 0 12px; }
    .verdict { display: inline-block; padding: 8px 14px; border-radius: 6px; font-weight: 600; }
    .verdict.ok { background: #dcfce7; color: #14532d; }
    .verdict.bad { background: #fee2e2; color: #7f1d1d; }
    .verdict.partial { background: #fef3c7; color: #78350f; }
    section.top { display: flex; gap: 28px; align-items: flex-start; flex-wrap: wrap; }
    table { border-collapse: collapse; }
    .facts { max-width: 610px; }
    .facts th { text-align: left; color: var(--muted); font-weight: 500; padding: 3px 16px 3px 0; vertical-align: top; white-space: nowrap; }
    .facts td { padding: 3px 0; overflow-wrap: anywhere; max-width: 460px; }
    .chart svg .label { font: 600 12px sans-serif; fill: #111827; }
    .chart svg .value, .chart svg .legend { font: 11px sans-serif; fill: #374151; }
    .lvl { display: inline-block; font: 600 10px/1.6 sans-serif; letter-spacing: .04em; border-radius: 3px; padding: 0 5px; vertical-align: 1px; }
    .lvl.must { background: #7f1d1d; color: #fff; }
    .lvl.should { background: #fde68a; color: #78350f; }
    .rid, .cid { font-weight: 600; font-family: var(--mono); font-size: 12px; overflow-wrap: anywhere; }
    .source { color: var(--muted); font-size: 12px; }
    .note { color: #1d4ed8; font-size: 12px; }
    .group { border-left: 4px solid var(--warn); padding: 6px 0 6px 12px; margin: 14px 0; }
    .group.must { border-left-color: var(--fail); }
    .group .rule { margin: 0 0 6px; }
    table.causes { width: 100%; }
    .causes th { text-align: left; font-size: 11px; font-weight: 500; color: var(--muted); border-bottom: 1px solid var(--line); padding: 2px 8px; }
    .causes td { border-bottom: 1px solid var(--line); padding: 4px 8px; vertical-align: top; overflow-wrap: anywhere; }
    .causes .n { text-align: right; width: 4.5em; }
    .causes td.n { font-weight: 700; }
    .ids { color: var(--muted); font-size: 11.5px; font-family: var(--mono); }
    .matrix { width: 100%; }
    .matrix th { text-align: left; font-size: 12px; color: var(--muted); border-bottom: 1px solid var(--line); padding: 6px 8px; }
    .matrix td { border-bottom: 1px solid var(--line); padding: 8px; vertical-align: top; overflow-wrap: anywhere; }
    .matrix .cell { width: 118px; text-align: center; font-weight: 600; font-size: 12px; overflow-wrap: normal; }
    .matrix td.cell small { display: block; font-weight: 400; color: var(--muted); }
    .cell.pass { color: var(--pass); background: #f0fdf4; }
    .cell.fail { color: var(--fail); background: #fef2f2; }
    .cell.expected { color: var(--warn); background: #fffbeb; }
    .cell.na, .cell.untested { color: var(--muted); }
    .rid .findings { font-weight: normal; font-family: sans-serif; font-size: 12px; color: var(--fail); }
    .evidence { font-size: 12px; color: var(--muted); margin-top: 4px; overflow-wrap: anywhere; }
    details.evidence summary { cursor: pointer; }
    .print-only { display: none; }
    .untested li { margin: 2px 0; }
    ol.index { list-style: none; padding: 0; margin: 0; }
    ol.index > li { border-bottom: 1px solid var(--line); padding: 4px 0; }
    ol.index ul { margin: 2px 0 0; padding-left: 18px; font-size: 12.5px; overflow-wrap: anywhere; }
    .tag { font-family: sans-serif; font-size: 11px; font-weight: 600; text-transform: uppercase; background: #fee2e2; color: #7f1d1d; border-radius: 3px; padding: 1px 6px; }
    .expected-failure .tag { background: #fef3c7; color: #78350f; }
    .error .tag { background: #ffedd5; color: #7c2d12; }
    .platform { font-family: sans-serif; font-weight: 400; color: var(--muted); font-size: 12px; }
    .example-tag { font: 400 11px sans-serif; color: #1d4ed8; border: 1px solid #93c5fd; border-radius: 3px; padding: 0 5px; }
    article.failure { border: 1px solid var(--line); border-left: 4px solid var(--fail); border-radius: 4px; padding: 10px 14px; margin: 12px 0; min-width: 0; overflow-wrap: anywhere; }
    article.failure.expected-failure { border-left-color: var(--warn); }
    article.failure.error { border-left-color: #7c2d12; }
    article.failure p { margin: 4px 0; }
    .message { font-weight: 600; }
    .rules { margin: 4px 0 8px; padding-left: 18px; }
    .timeline { font: 11.5px/1.45 var(--mono); background: #f9fafb; border: 1px solid var(--line); border-radius: 3px; padding: 8px 10px; overflow-wrap: anywhere; }
    .timeline > div { padding-left: calc(var(--l) * 2ch + 4ch); text-indent: -4ch; }
    .timeline .cut { color: var(--muted); }
    .l0 { --l: 0; } .l1 { --l: 1; } .l2 { --l: 2; } .l3 { --l: 3; } .l4 { --l: 4; } .l5 { --l: 5; }
    .l6 { --l: 6; } .l7 { --l: 7; } .l8 { --l: 8; } .l9 { --l: 9; } .l10 { --l: 10; }
    .none { color: var(--pass); font-weight: 600; }
    .signoff { display: none; border: 1px solid var(--ink); padding: 10px 14px; margin-top: 20px; }
    .signoff table { width: 100%; margin-top: 8px; }
    .signoff td { padding: 14px 8px 2px 0; width: 33%; }
    .signoff .line { border-bottom: 1px solid var(--ink); height: 18px; }
    footer { margin-top: 36px; color: var(--muted); font-size: 12px; border-top: 1px solid var(--line); padding-top: 10px; }
    @media (max-width: 480px) {
      body { padding: 12px; }
      .top { display: block; }
      .chart svg { width: 100%; height: auto; }
      table.matrix, table.facts { font-size: 12px; }
      .facts th { padding-right: 8px; }
      .matrix td, .matrix th { padding: 4px; }
      .matrix .cell { width: 64px; }
      .causes td, .causes th { padding: 3px 4px; }
      .causes .n { width: 3em; }
      .timeline { font-size: 11px; padding: 6px; }
      .timeline > div { padding-left: calc(var(--l) * 1ch + 3ch); text-indent: -3ch; }
      article.failure { padding: 8px 10px; }
    }
    @page { margin: 16mm 12mm; @bottom-right { content: "page " counter(page) " of " counter(pages); font: 9px sans-serif; } @top-left { content: "Push tracking compliance"; font: 9px sans-serif; } }
    @media print {
      body { padding: 0; max-width: none; font-size: 10.5px; }
      a { color: inherit; }
      h1 { font-size: 22px; }
      h2 { font-size: 15px; margin-top: 18px; break-after: avoid; }
      h3 { break-after: avoid; }
      .screen-only { display: none; }
      .print-only { display: block; }
      tr.print-only { display: table-row; }
      .matrix tbody { break-inside: avoid; }
      .matrix td.evidence { border-top: 0; padding: 0 6px 4px; font-size: 8.5px; line-height: 1.3; }
      .matrix tbody tr:first-child td { border-bottom: 0; padding-bottom: 2px; }
      .matrix .evidence div { display: inline; margin-right: 6px; }
      .facts td, .facts th { padding-top: 1px; padding-bottom: 1px; }
      section.top { flex-wrap: nowrap; gap: 16px; }
      .facts { max-width: none; flex: 1; }
      .facts td { max-width: none; }
      .chart svg { width: 230px; height: auto; }
      .group .rule { break-after: avoid; }
      .signoff { display: block; break-inside: avoid; }
      .matrix td { padding: 4px 6px; }
      .matrix tr, .causes tr, ol.index > li { break-inside: avoid; }
      .matrix .cell { width: 84px; font-size: 10px; }
      .rid, .cid { font-size: 10.5px; }
      .source, .evidence, .ids, ol.index ul, .note { font-size: 9.5px; }
      .evidence { margin-top: 2px; }
      .group { padding: 2px 0 2px 10px; margin: 8px 0; }
      ol.index > li { padding: 2px 0; }
      article.failure { padding: 6px 10px; margin: 8px 0; }
      article.failure > h3, article.failure > p, article.failure > .rules { break-after: avoid; }
      .timeline { font-size: 9px; line-height: 1.35; padding: 4px 8px; }
      footer { margin-top: 16px; }
    }
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
    let groups = summary.failuresByRequirement
    if !groups.isEmpty {
      lines += [
        "", "## Failures by requirement: \(groups.count)", "",
        "MUST first; each requirement's findings grouped by cause (ids and values aside).", "",
        "| level | requirement | findings | cases | causes (cases) |", "|---|---|---:|---:|---|",
      ]
      for group in groups {
        let causes =
          group.causes.prefix(4).map { "\($0.signature) (\($0.cases.count))" }.joined(separator: "; ")
          + (group.causes.count > 4 ? "; and \(group.causes.count - 4) more" : "")
        lines.append(
          "| \(group.requirement.level.rawValue) | **\(group.requirement.id)** | \(group.findings) | \(group.cases.count) | \(Self.cell(causes)) |"
        )
      }
    }
    let errorCauses = summary.errorCauses
    if !errorCauses.isEmpty {
      lines += ["", "## Errors: \(errorCauses.reduce(0) { $0 + $1.cases.count })", "", "| cases | cause | examples |", "|---:|---|---|"]
      for cause in errorCauses {
        let ids = cause.cases.prefix(6).map(\.id).joined(separator: ", ") + (cause.cases.count > 6 ? ", …" : "")
        lines.append("| \(cause.cases.count) | \(Self.cell(cause.signature)) | \(Self.cell(ids)) |")
      }
    }
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
          + outOfScope.map(\.id.rawValue).joined(separator: ", ") + ".",
      ]
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
        "\(Self.escape(record.title)) — requirements: \(record.requirements.map(\.rawValue).joined(separator: ", ")); source: \(Self.escape(record.source))"
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

  static func cell(_ text: String) -> String {
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
    let left = "push tracking · \(results.profile?.label ?? "campaign-standard")"
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

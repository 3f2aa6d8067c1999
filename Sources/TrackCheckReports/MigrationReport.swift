import Foundation
import TrackCheckModel

/// One tracker judged under two profiles, story by story: what each profile expects, what the
/// tracker did, each verdict, and every collision a team moving from the first to the second meets,
/// named. The stories are the cases both profiles give expectations to, paired by their id.
public struct MigrationReport: Sendable {
  /// What breaks, by kind: each kind is one of the collisions the profiles' research lists.
  public enum Collision: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A call through an API the target profile does not know (`collectMessageInfo` left in an app moved to Campaign v8).
    case callNeverReceived = "call-never-received"
    /// An event sent with another event's API: Standard's open sent as Classic's receive (tag 1).
    case eventCodeCollision = "event-code-collision"
    /// The call carries the source profile's keys or id format, which the target SDK reads as missing or refuses.
    case sourceKeysOrIds = "source-keys-or-ids"
    /// Nothing tracked for a push a gate of the source profile stopped, a gate the target does not have.
    case goneGate = "gone-gate"
    /// An event tracked where the target's documents track none (a receive from willPresent, a second receive).
    case trackedWhereNotTracked = "tracked-where-not-tracked"
    /// An event the target owes that the tracker does not make (a receive on iOS only from didReceiveRemoteNotification).
    case missingUnderTarget = "missing-under-target"
    /// Anything else the target's verdict finds.
    case other

    /// The collision in words, for the report's headings.
    public var title: String {
      switch self {
      case .callNeverReceived: "Calls the new server never receives"
      case .eventCodeCollision: "An event sent as another (codes that mean other events)"
      case .sourceKeysOrIds: "Keys or ids the new SDK does not read"
      case .goneGate: "A gate that no longer exists"
      case .trackedWhereNotTracked: "Tracked where the new documents track nothing"
      case .missingUnderTarget: "Owed under the new profile, not made"
      case .other: "Other findings"
      }
    }

    public static func < (a: Collision, b: Collision) -> Bool {
      (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
  }

  /// One story under both profiles.
  public struct Story: Sendable {
    public var id: String
    public var title: String
    public var platform: Platform
    /// The case under the source profile and under the target one.
    public var from: CaseRecord
    public var to: CaseRecord
    /// What breaks, each with its sentence.
    public var collisions: [(kind: Collision, sentence: String)]
  }

  /// The two runs.
  public var from: RunRecord
  public var to: RunRecord
  /// The stories both profiles judge, in the source run's order.
  public var stories: [Story]
  /// Cases only the source profile judges (no expectations under the target): what the target does not say.
  public var onlyInSource: [CaseRecord]

  /// Pairs the runs' cases by id and names the collisions of each story, from the target run's
  /// findings and calls and the story's pushes (`cases`, the target profile's cases, by id).
  ///
  /// `gates` are the source profile's gates on a push's keys: a push one of them stops, for which the
  /// target owes a call that was not made, meets a gate that no longer exists. `targetAPIs` are the
  /// APIs the target profile's calls use: a call through any other is one its server never receives.
  public init(from: RunRecord, to: RunRecord, cases: [String: TrackingCase], gates: [KeyGate] = [], targetAPIs: Set<String>) {
    self.from = from
    self.to = to
    let target = Dictionary(to.cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var stories: [Story] = []
    var onlyInSource: [CaseRecord] = []
    for record in from.cases {
      guard let other = target[record.id] else {
        onlyInSource.append(record)
        continue
      }
      stories.append(
        Story(
          id: record.id, title: record.title, platform: record.platform, from: record, to: other,
          collisions: Self.collisions(other, testCase: cases[record.id], gates: gates, target: to.profile, targetAPIs: targetAPIs)))
    }
    self.stories = stories
    self.onlyInSource = onlyInSource
  }

  /// The stories with a collision of `kind`.
  public func stories(with kind: Collision) -> [Story] { stories.filter { $0.collisions.contains { $0.kind == kind } } }

  /// What breaks in one story under the target profile, read from the target run: its calls and findings.
  static func collisions(
    _ record: CaseRecord, testCase: TrackingCase?, gates: [KeyGate], target: ProfileStamp?, targetAPIs: Set<String>
  ) -> [(
    kind: Collision, sentence: String
  )] {
    var result: [(kind: Collision, sentence: String)] = []
    func add(_ kind: Collision, _ sentence: String) {
      if !result.contains(where: { $0.kind == kind && $0.sentence == sentence }) { result.append((kind, sentence)) }
    }
    let targetName = target?.name ?? "the target profile"
    var unknownAPIs: Set<String> = []
    for call in record.actual where call.hit == nil {
      let keys = call.contextData.objectValue?.keys ?? []
      if !targetAPIs.contains(call.api) {
        add(.callNeverReceived, "\(call.api) is called: \(targetName) does not receive it (the extension listens for its own APIs only)")
        unknownAPIs.insert(call.api)
        continue
      }
      if keys.contains("deliveryId") || keys.contains("broadlogId") {
        add(.sourceKeysOrIds, "\(call.api) is passed deliveryId/broadlogId: the extension reads _mId and _dId, and sends nothing")
      }
      if let mId = call.contextData["_mId"]?.stringValue, mId.hasPrefix("h"), UUID(uuidString: mId) == nil {
        add(
          .sourceKeysOrIds, "_mId is passed as \(mId), Campaign Standard's broadlog id format: the extension wants a UUID or a decimal id")
      }
    }
    // The source profile's gate that stops one of the story's pushes, with the value that it stops.
    var stopped: (key: String, value: JSONValue?)?
    for notification in testCase?.notifications ?? [] {
      let keys = notification.campaignKeys(on: testCase?.platform ?? .ios)
      if let gate = gates.first(where: { $0.decide(keys[$0.key])?.tracked == false }) { stopped = (gate.key, keys[gate.key]) }
    }
    let unknownCall = !unknownAPIs.isEmpty
    // A finding about a call made through an API the target never hears of: its message shows the call, or
    // every call made at its step went through such an API.
    func madeThroughUnknownAPI(_ finding: Finding) -> Bool {
      if unknownAPIs.contains(where: { finding.message.contains($0 + "(") }) { return true }
      let atStep = record.actual.filter { $0.hit == nil && $0.step == finding.step }
      return !atStep.isEmpty && atStep.allSatisfy { !targetAPIs.contains($0.api) }
    }
    for finding in record.findings {
      switch finding.fault {
      case .wrongAction:
        add(.eventCodeCollision, "\(finding.requirement): \(finding.message)")
      case .unknownAPI:
        add(.callNeverReceived, "\(finding.requirement): \(finding.message)")
      case .missing where unknownCall:
        add(
          .callNeverReceived, "\(finding.requirement): \(finding.message) (a call was made, through an API the new server never hears of)")
      case .missingKey where unknownCall, .idNotString where unknownCall, .wrongIds where unknownCall:
        // The values of a call no server receives do not matter: the call is the collision.
        continue
      case .missingKey, .idNotString, .wrongIds:
        add(.sourceKeysOrIds, "\(finding.requirement): \(finding.message)")
      case .missing where stopped != nil:
        add(
          .goneGate,
          "\(finding.requirement): the push's \(stopped?.key ?? "") is \(stopped?.value.map(JSONSerializer.string) ?? "absent"), "
            + "which stops tracking before; \(targetName) has no such gate and owes the call: \(finding.message)")
      case .missing, .unwired, .wrongStep:
        add(.missingUnderTarget, "\(finding.requirement): \(finding.message)")
      case .unexpected where madeThroughUnknownAPI(finding), .duplicate where madeThroughUnknownAPI(finding),
        .bothAPIs where madeThroughUnknownAPI(finding):
        // A call no server receives is not tracked anywhere: it is named once, as such.
        continue
      case .unexpected, .duplicate, .bothAPIs:
        add(.trackedWhereNotTracked, "\(finding.requirement): \(finding.message)")
      default:
        add(.other, "\(finding.requirement): \(finding.message)")
      }
    }
    if record.outcome == .error { add(.other, "error: \(record.message)") }
    return result
  }
}

extension MigrationReport {
  /// The expected calls in words: `impression, click, open` / `receive (optional), click`; `nothing`.
  static func expectation(_ record: CaseRecord) -> String {
    record.expected.isEmpty
      ? "nothing" : record.expected.map { $0.action.name + ($0.optional ? " (optional)" : "") }.joined(separator: ", ")
  }

  /// The calls made, in words.
  static func calls(_ record: CaseRecord) -> String {
    let made = record.actual.filter { $0.hit == nil }
    return made.isEmpty ? "nothing" : made.map(\.rendered).joined(separator: "; ")
  }

  static func verdict(_ record: CaseRecord) -> String {
    switch record.outcome {
    case .passed: "pass"
    case .failed: "FAIL"
    case .error: "ERROR"
    case .notApplicable: "n/a"
    case .expectedFailure: "expected failure"
    case .fixed: "fixed"
    }
  }

  /// The counts in one line: `312 stories: 120 pass under both, …`.
  public var headline: String {
    let both = stories.filter { $0.from.outcome == .passed && $0.to.outcome == .passed }.count
    let broken = stories.filter { $0.from.outcome == .passed && $0.to.outcome.isProblem }.count
    let fixed = stories.filter { $0.from.outcome.isProblem && $0.to.outcome == .passed }.count
    let neither = stories.filter { $0.from.outcome.isProblem && $0.to.outcome.isProblem }.count
    return "\(stories.count) stories: \(both) pass under both, \(broken) pass under \(from.profile?.label ?? "the source") and fail under "
      + "\(to.profile?.label ?? "the target"), \(fixed) the other way round, \(neither) fail under both"
  }

  /// The report as Markdown.
  public func markdown() -> String {
    let source = from.profile?.name ?? "Campaign Standard"
    let target = to.profile?.name ?? "the target"
    var lines = [
      "# Migration: \(ComplianceReport.markdownText(from.identity.name)) from \(source) to \(target)", "",
      "Profiles: \(from.profileDescription) → \(to.profileDescription). Implementation: \(ComplianceReport.markdownText(from.identity.name)) \(ComplianceReport.markdownText(from.identity.version)).",
      "", "**\(headline)**", "",
    ]
    lines.append("## What breaks")
    lines.append("")
    for kind in Collision.allCases {
      let affected = stories(with: kind)
      guard !affected.isEmpty else { continue }
      lines.append("- **\(kind.title)**: \(affected.count) stor\(affected.count == 1 ? "y" : "ies")")
    }
    lines.append("")
    lines.append("## Story by story")
    lines.append("")
    lines.append(
      "| story | \(ComplianceReport.markdownText(source)) expects | verdict | \(ComplianceReport.markdownText(target)) expects | verdict | the tracker did | what breaks |"
    )
    lines.append("|---|---|---|---|---|---|---|")
    for story in stories {
      let breaks = story.collisions.map { "\($0.kind.title): \($0.sentence)" }.joined(separator: "<br>")
      lines.append(
        "| \(ComplianceReport.markdownText(story.id)) | \(Self.expectation(story.from)) | \(Self.verdict(story.from)) | "
          + "\(Self.expectation(story.to)) | \(Self.verdict(story.to)) | \(ComplianceReport.cell(Self.calls(story.to))) | "
          + "\(ComplianceReport.cell(breaks.isEmpty ? "—" : breaks)) |")
    }
    if !onlyInSource.isEmpty {
      lines.append("")
      lines.append(
        "\(onlyInSource.count) stories are \(source)'s alone (no expectations under \(target)): "
          + onlyInSource.prefix(20).map { ComplianceReport.markdownText($0.id) }.joined(separator: ", ")
          + (onlyInSource.count > 20 ? ", …" : ""))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as one HTML page, readable from a phone to a desktop.
  public func html() -> String {
    let e: (String) -> String = ComplianceReport.escape
    let source = from.profile?.name ?? "Campaign Standard"
    let target = to.profile?.name ?? "the target"
    var body = ""
    body += "<section><h2>What breaks</h2><ul class=\"kinds\">"
    for kind in Collision.allCases {
      let affected = stories(with: kind)
      guard !affected.isEmpty else { continue }
      body +=
        "<li><a href=\"#\(kind.rawValue)\">\(e(kind.title))</a> <span class=\"count\">\(affected.count) stor\(affected.count == 1 ? "y" : "ies")</span></li>"
    }
    body += "</ul></section>"
    for kind in Collision.allCases {
      let affected = stories(with: kind)
      guard !affected.isEmpty else { continue }
      body += "<section id=\"\(kind.rawValue)\"><h2>\(e(kind.title)) <span class=\"count\">\(affected.count)</span></h2>"
      for story in affected.prefix(200) {
        body += "<article class=\"story\"><h3><code>\(e(story.id))</code> <span class=\"platform\">\(story.platform.rawValue)</span></h3>"
        body += "<p class=\"title\">\(e(story.title))</p><dl>"
        body +=
          "<dt>\(e(source))</dt><dd>expects \(e(Self.expectation(story.from))) — <b class=\"\(story.from.outcome.isProblem ? "bad" : "ok")\">\(Self.verdict(story.from))</b></dd>"
        body +=
          "<dt>\(e(target))</dt><dd>expects \(e(Self.expectation(story.to))) — <b class=\"\(story.to.outcome.isProblem ? "bad" : "ok")\">\(Self.verdict(story.to))</b></dd>"
        body += "<dt>The tracker did</dt><dd><code>\(e(Self.calls(story.to)))</code></dd></dl><ul>"
        for collision in story.collisions where collision.kind == kind { body += "<li>\(e(collision.sentence))</li>" }
        body += "</ul></article>"
      }
      if affected.count > 200 { body += "<p class=\"lead\">… and \(affected.count - 200) more: the Markdown report lists every story.</p>" }
      body += "</section>"
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Migration — \(e(from.identity.name)): \(e(source)) → \(e(target))</title>
      <style>
      \(ComplianceReport.css)
      .kinds { padding-left: 18px; }
      .story { border: 1px solid var(--line); border-radius: 6px; padding: 10px 12px; margin: 0 0 10px; }
      .story .title { margin: 0 0 6px; color: #374151; }
      .story dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 0 0 6px; }
      .story dt { color: var(--muted); }
      .story dd { margin: 0; min-width: 0; }
      .story code { overflow-wrap: anywhere; white-space: normal; }
      .story .platform { font-weight: 400; color: var(--muted); font-size: 12px; }
      b.ok { color: var(--pass); } b.bad { color: var(--fail); }
      @media (max-width: 600px) { body { padding: 16px 12px 32px; } .story dl { grid-template-columns: 1fr; } }
      </style>
      </head>
      <body>
      <header>
        <p class="kicker">push tracking migration · \(e(from.profile?.label ?? "campaign-standard")) → \(e(to.profile?.label ?? "?"))</p>
        <h1>\(e(from.identity.name)) <span class="version">\(e(from.identity.version))</span></h1>
        <p class="lead">From \(e(from.profileDescription)) to \(e(to.profileDescription)).</p>
        <div class="verdict \(to.verdict == .passed ? "ok" : "bad")">\(e(headline))</div>
      </header>
      \(body)
      <p class="lead">\(onlyInSource.count) stories are \(e(source))'s alone: \(e(target)) gives them no expectations.</p>
      </body>
      </html>

      """
  }
}

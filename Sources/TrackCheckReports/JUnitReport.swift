internal import CLibXML2
import Foundation
import TrackCheckModel
import TrackCheckPlatform

/// Writes a run as a JUnit XML report with libxml2.
///
/// No single JUnit file is valid against every consumer's schema without
/// losing what Jenkins shows: Ant's schema (the one Azure DevOps points to)
/// allows no output inside a `<testcase>`, and Jenkins shows a case's own
/// `<system-out>`, or else the whole suite's on every case. So the report
/// comes in two ``Flavor``s (docs/JUNIT.md has the measured consumer ×
/// schema matrix).
public struct JUnitReport {
  /// The layout of the report, after the consumers that read it.
  public enum Flavor: String, CaseIterable, Sendable {
    /// The default: each case's identity, transcript and stderr in its own
    /// `<system-out>` and `<system-err>`, as Jenkins, GitLab and the GitHub
    /// reporters show them. Valid against the Jenkins xUnit schema
    /// (`junit-10.xsd`), the JUnit 5 / Jenkins schema and the project's own
    /// `docs/junit-report.xsd`; its split files against Maven Surefire's.
    case jenkins
    /// Ant's layout, valid against Ant's schema (windyroad's, which Azure
    /// DevOps names) and the Jenkins xUnit schema: the cases' output gathered
    /// into each suite's `<system-out>` and `<system-err>`, each part headed
    /// by its case, and `<skipped message>` as Azure DevOps reads it.
    case ant
  }

  /// Optional additions that break schema validity.
  public struct Extras: Sendable {
    /// `<properties>` inside each `<testcase>` (requirements, source, platform).
    public var caseProperties = false
    /// `file` and `line` attributes on each `<testcase>`.
    public var annotations = false

    /// None: the schema-valid report.
    public init(caseProperties: Bool = false, annotations: Bool = false) {
      self.caseProperties = caseProperties
      self.annotations = annotations
    }
  }

  /// The run to write.
  public var run: RunRecord
  /// The layout.
  public var flavor: Flavor
  /// Optional additions.
  public var extras: Extras
  /// The host name written into each `<testsuite>`: the machine the run ran
  /// on (``RunRecord/host``), wherever the report is written.
  public var hostname: String { run.host.isEmpty ? "localhost" : run.host }

  /// Creates a report.
  public init(run: RunRecord, flavor: Flavor = .jenkins, extras: Extras = Extras()) {
    self.run = run
    self.flavor = flavor
    self.extras = extras
  }

  /// The XML document as bytes.
  public func render() -> Data {
    let buffer = xmlBufferCreate()
    defer { xmlBufferFree(buffer) }
    let writer = xmlNewTextWriterMemory(buffer, 0)
    emit(writer)
    xmlFreeTextWriter(writer)
    guard let content = xmlBufferContent(buffer) else { return Data() }
    return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
  }

  /// Writes the report to `path` as it is produced, into a temporary file that
  /// replaces `path` only when it is complete.
  public func write(to path: String) throws(ReportError) {
    try Self.writeDocument(to: path) { emit($0) }
  }

  /// Writes one XML document to `path` through libxml2's writer, atomically;
  /// `body` writes it whole and says whether libxml2 reported no error.
  private static func writeDocument(to path: String, body: (xmlTextWriterPtr?) -> Bool) throws(ReportError) {
    try AtomicFile.replace(path) { temporary throws(ReportError) in
      // The temporary file is opened, never created, here: once an interruption
      // has removed it, nothing can bring it back.
      let descriptor = open(temporary, O_WRONLY | O_TRUNC | O_CLOEXEC)
      guard descriptor >= 0 else { throw .notWritten(path: path, reason: String(cString: strerror(errno))) }
      defer { close(descriptor) }
      guard let output = xmlOutputBufferCreateFd(descriptor, nil), let writer = xmlNewTextWriter(output) else {
        throw .notWritten(path: path, reason: "libxml2 could not open a writer")
      }
      let complete = body(writer)
      let flushed = xmlTextWriterFlush(writer)
      let reason = String(cString: strerror(errno))
      xmlFreeTextWriter(writer)
      guard complete, flushed >= 0 else { throw .notWritten(path: path, reason: reason) }
    }
  }

  /// The suites of the report, in file order (then any the record names
  /// without a file), each with the indices of its cases.
  private func suiteParts() -> [(name: String, path: String, indices: [Int])] {
    var indicesBySuite: [String: [Int]] = [:]
    var suiteOrder = run.suiteFiles.map(\.name)
    var known = Set(suiteOrder)
    for index in run.cases.indices {
      let suite = run.cases[index].suite
      indicesBySuite[suite, default: []].append(index)
      if known.insert(suite).inserted { suiteOrder.append(suite) }
    }
    let paths = Dictionary(run.suiteFiles.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
    return suiteOrder.compactMap { name in
      guard let indices = indicesBySuite[name], !indices.isEmpty else { return nil }
      return (name, paths[name] ?? "", indices)
    }
  }

  /// Writes the whole document; `false` when libxml2 reported a write error.
  @discardableResult
  private func emit(_ writer: xmlTextWriterPtr?) -> Bool {
    xmlTextWriterSetIndent(writer, 1)
    xmlTextWriterSetIndentString(writer, "  ")
    xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
    let counts = run.counts
    let runProblem = Self.runProblem(run.verdict, ran: run.cases.count)
    xmlTextWriterStartElement(writer, "testsuites")
    // Ant's schema allows no attribute here; the suites carry the counts.
    if flavor == .jenkins {
      attribute(writer, "name", "trackcheck")
      attribute(writer, "tests", String(run.cases.count + (runProblem == nil ? 0 : 1)))
      attribute(writer, "failures", String(counts[.failed] + counts[.fixed]))
      attribute(writer, "errors", String(counts[.error] + (runProblem == nil ? 0 : 1)))
      attribute(writer, "time", Self.seconds(run.duration))
    }
    // A run that was cut short or tested nothing carries an error of its own,
    // so no consumer can read it as green, even when no case finished.
    var index = 0
    if let runProblem {
      writeRunSuite(writer, runProblem, placement: .aggregated(index: index))
      index += 1
    }
    for part in suiteParts() {
      writeSuite(writer, name: part.name, path: part.path, indices: part.indices, placement: .aggregated(index: index))
      index += 1
    }
    xmlTextWriterEndElement(writer)
    return xmlTextWriterEndDocument(writer) >= 0
  }

  /// Where a `<testsuite>` stands: the `index`-th (from 0) inside `<testsuites>`, or alone, the root of a split file.
  private enum Placement {
    case aggregated(index: Int)
    case alone

    /// Whether the suite carries the run's identity: the first of a document does.
    var carriesIdentity: Bool {
      switch self {
      case .aggregated(let index): index == 0
      case .alone: true
      }
    }
  }

  /// Writes one file per suite, `TEST-<suite>.xml`, each a single `<testsuite>`
  /// as Maven Surefire and the Ant-style readers expect; a run that is
  /// incomplete or tested nothing adds `TEST-trackcheck.run.xml` with its error.
  /// Returns the paths written.
  public func writeSplit(toFolder folder: String) throws(ReportError) -> [String] {
    var written: [String] = []
    let base = URL(fileURLWithPath: folder)
    func write(_ name: String, _ body: (xmlTextWriterPtr?) -> Void) throws(ReportError) {
      let path = base.appendingPathComponent("TEST-\(Self.fileName(name)).xml").relativePath
      try Self.writeDocument(to: path) { writer in
        xmlTextWriterSetIndent(writer, 1)
        xmlTextWriterSetIndentString(writer, "  ")
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
        body(writer)
        return xmlTextWriterEndDocument(writer) >= 0
      }
      written.append(path)
    }
    if let runProblem = Self.runProblem(run.verdict, ran: run.cases.count) {
      try write("trackcheck.run") { writeRunSuite($0, runProblem, placement: .alone) }
    }
    for part in suiteParts() {
      try write(part.name) {
        writeSuite($0, name: part.name, path: part.path, indices: part.indices, placement: .alone)
      }
    }
    return written
  }

  /// A suite name as a file name: letters, digits, '.', '-' and '_' kept, anything else '_'.
  static func fileName(_ name: String) -> String {
    String(
      name.unicodeScalars.map { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || ".-_".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
      })
  }

  /// The name of the property that names a suite's file: one name per suite,
  /// because some readers (xunitparser) gather every suite's properties into one map.
  static func suiteFileProperty(_ suite: String) -> String { "suite.file." + suite }

  /// Opens a `<testsuite>` with its counts and, for the first of a document, the run's identity.
  private func startSuite(
    _ writer: xmlTextWriterPtr?, name: String, counts: (tests: Int, failures: Int, errors: Int, skipped: Int), time: Double,
    placement: Placement
  ) {
    xmlTextWriterStartElement(writer, "testsuite")
    attribute(writer, "name", name)
    attribute(writer, "tests", String(counts.tests))
    attribute(writer, "failures", String(counts.failures))
    attribute(writer, "errors", String(counts.errors))
    attribute(writer, "skipped", String(counts.skipped))
    attribute(writer, "time", Self.seconds(time))
    attribute(writer, "timestamp", run.timestamp)
    // Surefire's schema (the Jenkins flavour's split files) has no hostname on a suite; Ant's requires one.
    if case .aggregated(let index) = placement {
      attribute(writer, "hostname", hostname)
      // Ant's schema requires both on a suite inside <testsuites>, and only there.
      if flavor == .ant {
        attribute(writer, "package", name)
        attribute(writer, "id", String(index))
      }
    } else if flavor == .ant {
      attribute(writer, "hostname", hostname)
    }
  }

  private func writeRunSuite(_ writer: xmlTextWriterPtr?, _ runProblem: (name: String, type: String, message: String), placement: Placement)
  {
    let name = "trackcheck.run"
    startSuite(writer, name: name, counts: (1, 0, 1, 0), time: run.duration, placement: placement)
    // The run's suite comes first, so it always carries the identity (and so at least one property).
    writeProperties(writer, suite: nil, identity: true)
    xmlTextWriterStartElement(writer, "testcase")
    attribute(writer, "classname", name)
    attribute(writer, "name", runProblem.name)
    attribute(writer, "time", Self.seconds(run.duration))
    element(writer, "error", attributes: [("message", runProblem.message), ("type", runProblem.type)], text: runProblem.message)
    let output = "verdict: \(run.verdict.name)\nselection: \(run.selection)\ncases recorded: \(run.cases.count)"
    if flavor == .jenkins { element(writer, "system-out", attributes: [], text: output) }
    xmlTextWriterEndElement(writer)
    if flavor == .ant {
      element(writer, "system-out", attributes: [], text: Self.caseHeading(runProblem.name) + output)
      element(writer, "system-err", attributes: [], text: "")
    }
    xmlTextWriterEndElement(writer)
  }

  /// `MUST AND-TAP-OPEN`: the level and requirement of the leading finding
  /// (`+2` when the findings blame more requirements), for CI tools that group failures by type.
  static func failureType(_ record: CaseRecord) -> String {
    guard let lead = record.leadingFinding else { return "TrackingCallMismatch" }
    let others = record.blamedRequirements.count - 1
    return "\(lead.level.rawValue) \(lead.requirement)" + (others > 0 ? " +\(others)" : "")
  }

  /// The findings, one per line, before the diff.
  static func findingsText(_ record: CaseRecord) -> String {
    guard !record.findings.isEmpty else { return "" }
    return "findings:\n" + record.findings.map { "  \($0.label): \($0.message)\n" }.joined() + "\n"
  }

  /// The run-level error of a verdict that is neither a pass nor a failure of cases.
  static func runProblem(_ verdict: Verdict, ran: Int) -> (name: String, type: String, message: String)? {
    switch verdict {
    case .incomplete(let stop):
      return ("run: incomplete", stop.signal == nil ? "stopped" : "interrupted", "the run is incomplete: " + stop.sentence(ran: ran))
    case .nothingTested(let reason):
      return ("run: nothing tested", "nothing-tested", "nothing was tested: \(reason)")
    case .partial(let unjudged, _):
      return (
        "run: partial", "partial",
        "\(unjudged.count) MUST requirement\(unjudged.count == 1 ? " was" : "s were") judged by no case: "
          + unjudged.map(\.sentence).joined(separator: "; ")
      )
    case .passed, .failed, .staleBaseline:
      return nil
    }
  }

  /// The suite of the run's cases at `indices`, each read in place (a record holds a dozen references; copying
  /// each out would cost more than writing it).
  private func writeSuite(_ writer: xmlTextWriterPtr?, name: String, path: String, indices: [Int], placement: Placement) {
    let counts = OutcomeCounts(indices.lazy.map { run.cases[$0].outcome })
    let time = indices.reduce(0) { $0 + run.cases[$1].duration }
    startSuite(
      writer, name: name,
      counts: (indices.count, counts[.failed] + counts[.fixed], counts[.error], counts[.notApplicable] + counts[.expectedFailure]),
      time: time, placement: placement)
    writeProperties(writer, suite: (name, path), identity: placement.carriesIdentity)
    for index in indices { writeCase(writer, run.cases[index]) }
    if flavor == .ant {
      // Ant's layout: the cases' output is the suite's, each part headed by its case, written piece by piece.
      xmlTextWriterStartElement(writer, "system-out")
      for index in indices {
        let record = run.cases[index]
        xmlTextWriterWriteString(
          writer, XMLText.sanitize(Self.caseHeading("\(record.id): \(record.title)") + Self.systemOut(record) + "\n\n"))
      }
      xmlTextWriterEndElement(writer)
      xmlTextWriterStartElement(writer, "system-err")
      for index in indices where !run.cases[index].standardError.isEmpty {
        let record = run.cases[index]
        xmlTextWriterWriteString(writer, XMLText.sanitize(Self.caseHeading(record.id) + record.standardError + "\n\n"))
      }
      xmlTextWriterEndElement(writer)
    }
    xmlTextWriterEndElement(writer)
  }

  /// The line that heads a case's part of a suite's output in Ant's layout.
  static func caseHeading(_ name: String) -> String { "=== \(name)\n" }

  /// The run's identity (when `identity`) and the property naming the suite's file (when it is a suite of cases).
  private func writeProperties(_ writer: xmlTextWriterPtr?, suite: (name: String, path: String)?, identity: Bool) {
    xmlTextWriterStartElement(writer, "properties")
    if identity {
      let implementation = run.identity
      property(writer, "profile", run.profile?.label ?? "campaign-standard (not recorded)")
      if let profile = run.profile { property(writer, "profile.digest", profile.digest) }
      property(writer, "implementation.name", implementation.name)
      property(writer, "implementation.version", implementation.version)
      property(writer, "implementation.platforms", implementation.platforms.map(\.rawValue).joined(separator: ","))
      property(writer, "implementation.apis", implementation.apis.map(\.rawValue).joined(separator: ","))
      property(writer, "implementation.command", run.command.joined(separator: " "))
      property(writer, "protocol.version", String(implementation.protocolVersion))
      property(writer, "harness.version", "\(HarnessInfo.name) \(run.harnessVersion)")
      property(writer, "suite.digest", run.suiteDigest)
      property(writer, "selection", run.selection + (run.shard.map { ", shard \($0)" } ?? ""))
      property(writer, "run.verdict", run.verdict.name)
      property(writer, "run.failOn", run.failOn.word)
      if let stop = run.stop {
        property(writer, stop.signal == nil ? "run.stopped" : "run.incomplete", stop.sentence(ran: run.cases.count))
      }
    }
    if let suite { property(writer, Self.suiteFileProperty(suite.name), suite.path) }
    xmlTextWriterEndElement(writer)
  }

  private func writeCase(_ writer: xmlTextWriterPtr?, _ record: CaseRecord) {
    xmlTextWriterStartElement(writer, "testcase")
    attribute(writer, "classname", record.suite)
    attribute(writer, "name", "\(record.id): \(record.title)")
    attribute(writer, "time", Self.seconds(record.duration))
    if extras.annotations {
      attribute(writer, "file", record.location.file)
      attribute(writer, "line", String(record.location.line))
    }
    if extras.caseProperties {
      xmlTextWriterStartElement(writer, "properties")
      property(writer, "requirements", record.requirements.map(\.rawValue).joined(separator: ","))
      property(writer, "source", record.source)
      property(writer, "platform", record.platform.rawValue)
      xmlTextWriterEndElement(writer)
    }
    switch record.result {
    case .passed:
      break
    case .failed:
      element(
        writer, "failure", attributes: [("message", record.message), ("type", Self.failureType(record))],
        text: Self.findingsText(record) + record.details + "\n\nrequirements: "
          + record.requirements.map(\.rawValue).joined(separator: ", "))
    case .error(let kind):
      element(
        writer, "error", attributes: [("message", record.message), ("type", kind.rawValue)],
        text: record.details
          + (record.standardError.isEmpty ? "" : "\n\nlast stderr lines:\n" + Self.lastLines(record.standardError, count: 20)))
    case .notApplicable:
      skipped(writer, message: record.message, text: record.message)
    case .expectedFailure:
      let entry = record.baseline
      let link = entry?.link.map { " (\($0))" } ?? ""
      let message = "expected failure (\(entry?.kind.rawValue ?? "bug")): \(entry?.reason ?? "")\(link)"
      skipped(writer, message: message, text: "\(message)\n\(record.message)\n\n\(record.details)")
    case .fixed:
      element(
        writer, "failure",
        attributes: [
          ("message", "fixed: the case passes but the baseline lists it as an expected failure; remove it from the baseline"),
          ("type", "StaleBaseline"),
        ], text: "listed in the baseline: \(record.baseline?.reason ?? "")")
    }
    if flavor == .jenkins {
      element(writer, "system-out", attributes: [], text: Self.systemOut(record))
      if !record.standardError.isEmpty {
        element(writer, "system-err", attributes: [], text: record.standardError)
      }
    }
    xmlTextWriterEndElement(writer)
  }

  /// A `<skipped>` element: its text always (the JUnit 5 / Jenkins schema allows
  /// nothing else, and Jenkins shows the text when there is no `message`), and
  /// in Ant's layout the `message` Azure DevOps reads as well.
  private func skipped(_ writer: xmlTextWriterPtr?, message: String, text: String) {
    element(writer, "skipped", attributes: flavor == .ant ? [("message", message)] : [], text: text)
  }

  /// The case's identity and, when kept, its transcript: one text per case,
  /// so it is appended piece by piece into one string.
  static func systemOut(_ record: CaseRecord) -> String {
    // Built as UTF-8 bytes and made a string once: appending to a string piece by piece costs several times more.
    var text: [UInt8] = []
    text.reserveCapacity(192 + record.id.utf8.count + record.title.utf8.count + record.source.utf8.count)
    text.append(literal: "case: ")
    text += record.id.utf8
    text.append(literal: "\ntitle: ")
    text += record.title.utf8
    text.append(literal: "\nrequirements: ")
    for (index, requirement) in record.requirements.enumerated() {
      if index > 0 { text.append(literal: ", ") }
      text += requirement.rawValue.utf8
    }
    text.append(literal: "\nsource: ")
    text += record.source.utf8
    text.append(literal: "\nplatform: ")
    text += record.platform.rawValue.utf8
    text.append(literal: "; app: ")
    text += (record.initialState?.rawValue ?? "").utf8
    text.append(literal: "; api: ")
    text += record.api.description.utf8
    text.append(literal: "\ndefined at: ")
    text += record.location.description.utf8
    if !record.transcript.isEmpty {
      text.append(literal: "\ntranscript:")
      for entry in record.transcript {
        text.append(literal: "\n")
        text += entry.direction.rawValue.utf8
        text.append(literal: " ")
        text += entry.text.utf8
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  static func lastLines(_ text: String, count: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).suffix(count).joined(separator: "\n")
  }

  /// Seconds with three decimals, as every JUnit consumer parses them.
  static func seconds(_ value: Double) -> String {
    let milliseconds = Int((max(0, value) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  private func attribute(_ writer: xmlTextWriterPtr?, _ name: String, _ value: String) {
    xmlTextWriterWriteAttribute(writer, name, XMLText.attribute(value, limit: 2000))
  }

  private func property(_ writer: xmlTextWriterPtr?, _ name: String, _ value: String) {
    xmlTextWriterStartElement(writer, "property")
    attribute(writer, "name", name)
    attribute(writer, "value", value)
    xmlTextWriterEndElement(writer)
  }

  private func element(_ writer: xmlTextWriterPtr?, _ name: String, attributes: [(String, String)], text: String?) {
    xmlTextWriterStartElement(writer, name)
    for (key, value) in attributes { attribute(writer, key, value) }
    if let text { xmlTextWriterWriteString(writer, XMLText.sanitize(text)) }
    xmlTextWriterEndElement(writer)
  }
}

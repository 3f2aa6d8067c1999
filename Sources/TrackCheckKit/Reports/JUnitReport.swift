import CLibXML2
import Foundation

/// Writes a run as a JUnit XML report with libxml2.
///
/// The default output is valid against the Jenkins xUnit schema
/// (`junit-10.xsd`) and the project's own `docs/junit-report.xsd`. Two
/// opt-in flavours add what some consumers read although no schema allows it.
public struct JUnitReport {
  /// Optional additions that break schema validity.
  public struct Flavour: Sendable {
    /// `<properties>` inside each `<testcase>` (requirements, source, platform).
    public var caseProperties = false
    /// `file` and `line` attributes on each `<testcase>`.
    public var annotations = false

    /// The schema-valid default.
    public init(caseProperties: Bool = false, annotations: Bool = false) {
      self.caseProperties = caseProperties
      self.annotations = annotations
    }
  }

  /// The run to write.
  public var run: RunResult
  /// The suite files, for grouping into `<testsuite>`s.
  public var suites: [SuiteCollection.SuiteFile]
  /// Optional additions.
  public var flavour: Flavour
  /// The host name written into each `<testsuite>`.
  public var hostname: String

  /// Creates a report.
  public init(run: RunResult, suites: [SuiteCollection.SuiteFile], flavour: Flavour = Flavour(), hostname: String = ProcessInfo.processInfo.hostName) {
    self.run = run
    self.suites = suites
    self.flavour = flavour
    self.hostname = hostname.isEmpty ? "localhost" : hostname
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
  public func write(to path: String) throws(TrackCheckError) {
    try AtomicFile.replace(path) { temporary throws(TrackCheckError) in
      guard let writer = xmlNewTextWriterFilename(temporary, 0) else {
        throw .reportNotWritten(path: path, reason: String(cString: strerror(errno)))
      }
      let complete = emit(writer)
      let flushed = xmlTextWriterFlush(writer)
      let reason = String(cString: strerror(errno))
      xmlFreeTextWriter(writer)
      guard complete, flushed >= 0 else { throw .reportNotWritten(path: path, reason: reason) }
    }
  }

  /// Writes the whole document; `false` when libxml2 reported a write error.
  @discardableResult
  private func emit(_ writer: xmlTextWriterPtr?) -> Bool {
    xmlTextWriterSetIndent(writer, 1)
    xmlTextWriterSetIndentString(writer, "  ")
    xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)

    // Indices, not copies, of each suite's results.
    var indicesBySuite: [String: [Int]] = [:]
    for (index, result) in run.results.enumerated() { indicesBySuite[result.testCase.suite, default: []].append(index) }
    let counts = run.counts
    xmlTextWriterStartElement(writer, "testsuites")
    attribute(writer, "name", "trackcheck")
    attribute(writer, "tests", String(run.results.count))
    attribute(writer, "failures", String(counts.failed + counts.fixed))
    attribute(writer, "errors", String(counts.errors))
    attribute(writer, "time", Self.seconds(run.duration))

    for suite in suites {
      guard let indices = indicesBySuite[suite.name], !indices.isEmpty else { continue }
      writeSuite(writer, suite: suite, results: indices.lazy.map { run.results[$0] })
    }
    xmlTextWriterEndElement(writer)
    return xmlTextWriterEndDocument(writer) >= 0
  }

  private func writeSuite(_ writer: xmlTextWriterPtr?, suite: SuiteCollection.SuiteFile, results: some Collection<CaseResult>) {
    let counts = OutcomeCounts(results.map(\.outcome))
    let time = results.reduce(0) { $0 + $1.duration }
    xmlTextWriterStartElement(writer, "testsuite")
    attribute(writer, "name", suite.name)
    attribute(writer, "tests", String(results.count))
    attribute(writer, "failures", String(counts.failed + counts.fixed))
    attribute(writer, "errors", String(counts.errors))
    attribute(writer, "skipped", String(counts.notApplicable + counts.expectedFailures))
    attribute(writer, "time", Self.seconds(time))
    attribute(writer, "timestamp", run.timestamp)
    attribute(writer, "hostname", hostname)

    xmlTextWriterStartElement(writer, "properties")
    let identity = run.identity
    property(writer, "implementation.name", identity.name)
    property(writer, "implementation.version", identity.version)
    property(writer, "implementation.platforms", identity.platforms.map(\.rawValue).joined(separator: ","))
    property(writer, "implementation.apis", identity.apis.map(\.rawValue).joined(separator: ","))
    property(writer, "implementation.command", run.command.joined(separator: " "))
    property(writer, "protocol.version", String(identity.protocolVersion))
    property(writer, "harness.version", "\(HarnessInfo.name) \(HarnessInfo.version)")
    property(writer, "suite.file", suite.path)
    property(writer, "suite.digest", run.suiteDigest)
    property(writer, "selection", run.selection)
    if let interruption = run.interruption {
      property(writer, "run.incomplete", "interrupted by \(SignalTrap.name(interruption.signal)) after \(run.results.count) of \(interruption.planned) cases")
    }
    xmlTextWriterEndElement(writer)

    for result in results { writeCase(writer, result) }
    xmlTextWriterEndElement(writer)
  }

  private func writeCase(_ writer: xmlTextWriterPtr?, _ result: CaseResult) {
    let testCase = result.testCase
    xmlTextWriterStartElement(writer, "testcase")
    attribute(writer, "classname", testCase.suite)
    attribute(writer, "name", "\(testCase.id): \(testCase.title)")
    attribute(writer, "time", Self.seconds(result.duration))
    if flavour.annotations {
      attribute(writer, "file", testCase.location.file)
      attribute(writer, "line", String(testCase.location.line))
    }
    if flavour.caseProperties {
      xmlTextWriterStartElement(writer, "properties")
      property(writer, "requirements", testCase.requirements.joined(separator: ","))
      property(writer, "source", testCase.source)
      property(writer, "platform", testCase.platform.rawValue)
      xmlTextWriterEndElement(writer)
    }
    switch result.outcome {
    case .passed:
      break
    case .failed(let comparison):
      element(writer, "failure", attributes: [("message", comparison.summary), ("type", "TrackingCallMismatch")],
        text: comparison.report + "\n\nrequirements: " + testCase.requirements.joined(separator: ", "))
    case .error(let kind, let message):
      element(writer, "error", attributes: [("message", message), ("type", kind.rawValue)],
        text: message + (result.standardError.isEmpty ? "" : "\n\nlast stderr lines:\n" + Self.lastLines(result.standardError, count: 20)))
    case .notApplicable(let reason):
      element(writer, "skipped", attributes: [("message", "not applicable: \(reason)")], text: nil)
    case .expectedFailure(let entry, let summary, let details):
      let link = entry.link.map { " (\($0))" } ?? ""
      element(writer, "skipped", attributes: [("message", "expected failure (\(entry.kind.rawValue)): \(entry.reason)\(link)")],
        text: "expected failure: \(entry.reason)\n\(summary)\n\n\(details)")
    case .fixed(let entry):
      element(writer, "failure", attributes: [
        ("message", "fixed: the case passes but the baseline lists it as an expected failure; remove it from the baseline"),
        ("type", "StaleBaseline"),
      ], text: "listed at \(entry.location): \(entry.reason)")
    }
    element(writer, "system-out", attributes: [], text: Self.systemOut(result))
    if !result.standardError.isEmpty {
      element(writer, "system-err", attributes: [], text: result.standardError)
    }
    xmlTextWriterEndElement(writer)
  }

  static func systemOut(_ result: CaseResult) -> String {
    let testCase = result.testCase
    var lines = [
      "case: \(testCase.id)",
      "title: \(testCase.title)",
      "requirements: \(testCase.requirements.joined(separator: ", "))",
      "source: \(testCase.source)",
      "platform: \(testCase.platform.rawValue); app: \(testCase.initialState.rawValue); api: \(testCase.api)",
      "defined at: \(testCase.location)",
    ]
    if !result.transcript.isEmpty {
      lines.append("transcript:")
      lines += result.transcript.map { "\($0.direction.rawValue) \($0.text)" }
    }
    return lines.joined(separator: "\n")
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

import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckReports

@Suite("JUnit report")
struct JUnitReportTests {
  static let hostileText =
    "ESC \u{1B}[31m NUL \u{0} CDATA end ]]> lt < amp & quote \" invalid \u{FFFF} emoji 😀 line\u{2028}sep "
    + String(decoding: [0xC3, 0x28, 0xFF], as: UTF8.self)

  private func run() -> RunRecord {
    let passed = CaseBuilder.testCase(id: "P-1")
    let failed = CaseBuilder.testCase(id: "F-2")
    let errored = CaseBuilder.testCase(id: "E-3")
    let skipped = CaseBuilder.testCase(id: "S-4", platform: .android)
    let actual = [
      ActualCall(
        api: "collectMessageInfo", contextData: ["deliveryId": .string(Self.hostileText), "broadlogId": "h138a", "action": "7"],
        callbackIndex: 0)
    ]
    let records = [
      CaseRecord(
        passed, result: .passed, message: "all 1 calls as expected",
        transcript: [TranscriptEntry(direction: .received, text: Self.hostileText)], duration: 0.0123),
      CaseRecord(
        failed, result: .failed, message: "call 1: deliveryId differs " + Self.hostileText, details: "diff " + Self.hostileText,
        actual: actual, standardError: Self.hostileText, duration: 1.5, order: 1),
      CaseRecord(
        errored, result: .error(.crash), message: "crash: killed " + Self.hostileText,
        details: "the implementation was killed by signal 9 " + Self.hostileText,
        standardError: String(repeating: "flood ", count: 100_000), order: 2),
      CaseRecord(
        skipped, result: .notApplicable(.platformUnsupported(.android)),
        message: "not applicable: the implementation does not support android", order: 3),
    ]
    let identity = ImplementationIdentity(
      name: "hostile \u{1B} name", version: "1", protocolVersion: 1, platforms: [.ios], apis: [.collectMessageInfo], features: [])
    var run = RunRecord(identity: identity, command: ["impl", "--x"], timestamp: "2026-11-22T10:00:00", duration: 1.51234, cases: records)
    run.suiteFiles = [SuiteFileRecord(name: "test", path: "Suites/test.yaml")]
    return run
  }

  @Test func hostileBytesStillGiveAValidReport() throws {
    let run = run()
    let data = JUnitReport(run: run.onHost("host")).render()
    let text = String(decoding: data, as: UTF8.self)
    #expect(!text.contains("\u{1B}"))
    #expect(!text.unicodeScalars.contains("\u{0}"))
    #expect(text.contains("\\x1B[31m"))
    #expect(text.contains(#"failures="1" errors="1" skipped="1""#))
    #expect(text.contains(#"time="1.500""#))
    #expect(text.contains(#"<skipped>not applicable: the implementation does not support android</skipped>"#))
    #expect(text.contains("requirements: R-1"))
    #expect(data.count < 400_000, "the flood of stderr must be bounded")
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(validator.validate(data) == [])
  }

  static let jenkinsSchema = TestPaths.schema("junit-10.xsd")

  /// The Jenkins xUnit plugin's schema (`.ci/run` checks real reports against it too).
  @Test func theReportIsValidAgainstTheJenkinsSchema() throws {
    let jenkins = Self.jenkinsSchema
    let run = run()
    let validator = try SchemaValidator(schemaPath: jenkins)
    #expect(validator.validate(JUnitReport(run: run).render()) == [])
  }

  @Test func optInExtrasAddCaseLevelDataAndLeaveTheSchema() throws {
    let run = run()
    let data = JUnitReport(run: run, extras: .init(caseProperties: true, annotations: true)).render()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#"<property name="requirements" value="R-1"/>"#))
    #expect(text.contains(#"file="test.yaml" line="1""#))
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(!validator.validate(data).isEmpty)
  }

  @Test func timesHaveThreeDecimals() {
    #expect(JUnitReport.seconds(0) == "0.000")
    #expect(JUnitReport.seconds(1.2345) == "1.235")
    #expect(JUnitReport.seconds(12.0005) == "12.001")
  }

  @Test func writingIsAtomicAndCreatesTheFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("nested/junit.xml").path
    let run = run()
    try JUnitReport(run: run).write(to: path)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("nested").path)
    #expect(leftovers == ["junit.xml"])
    #expect(#expect(throws: ReportError.self) { try JUnitReport(run: run).write(to: "/proc/forbidden/junit.xml") }?.code == .notWritten)
  }
}

@Suite("Reports interrupted while written")
struct InterruptedWriteTests {
  @Test func anInterruptionLeavesTheOldReportAndNoTemporaryFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-interrupt-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("junit.xml").path
    try Data("OLD".utf8).write(to: URL(fileURLWithPath: path))
    let temporaries = TemporaryFiles()
    // The signal handler's work, done halfway through writing.
    #expect(throws: ReportError.self) {
      try AtomicFile.replace(path, temporaries: temporaries) { temporary throws(ReportError) in
        let sink = try FileSink(path: temporary)
        sink.write(Array("<half a report".utf8))
        temporaries.removeAll()
        sink.write(Array(" and the rest>".utf8))
        try sink.close()
      }
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "OLD")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["junit.xml"])
    // Once stopping, nothing more is started.
    #expect(throws: ReportError.self) { try AtomicFile.replace(path, temporaries: temporaries) { _ throws(ReportError) in } }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["junit.xml"])
  }
}

import Foundation
import Testing
import TrackCheckProcess
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckReports

/// No false green, and every finding of the hostile review, through the
/// `trackcheck` executable: the exit code, the message, and a report that is
/// valid and not green.
@Suite("Hostile use of the command line", .serialized, .hangGuard(minutes: 3))
struct HostileCommandLineTests {
  private func folder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-hostile-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func misbehaving(_ mode: String, _ marker: String? = nil) -> [String] {
    ["--", "python3", TestPaths.fixture("implementations/misbehave.py"), mode] + (marker.map { [$0] } ?? [])
  }

  /// The JUnit report at `path` is valid against the project's schema, and the verdict of the results beside it.
  private func checkReports(_ junit: URL) throws -> (junit: String, verdict: String?) {
    let data = try Data(contentsOf: junit)
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(validator.validate(data) == [])
    let results = try JSONParser.parse(Data(contentsOf: junit.deletingLastPathComponent().appendingPathComponent("results.json")))
    return (String(decoding: data, as: UTF8.self), results["verdict"]?.stringValue)
  }

  private func run(_ arguments: [String], signals: [(Double, Int32)] = [], once marker: String? = nil, count: Int = 1) throws
    -> CommandLineTests.Outcome
  {
    try CommandLineTests.run(arguments, signals: signals, once: marker, count: count)
  }

  // MARK: - No false green

  @Test func aRunInWhichNoCaseAppliesExitsFiveAndSaysWhy() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let junit = dir.appendingPathComponent("junit.xml")
    let result = try run(["run", "--quiet", "--platform", "android", "--junit", junit.path] + misbehaving("ios-only"))
    #expect(result.status == 5)
    #expect(result.output.contains("NOTHING TESTED: none of the"), "\(result.output)")
    let reports = try checkReports(junit)
    #expect(reports.verdict == "nothing-tested")
    #expect(
      reports.junit.contains(#"<error message="nothing was run: "#) || reports.junit.contains(#"<error message="nothing was tested: "#))

    let declined = try run(["run", "--quiet", "--case", "EVENT-*", "--junit", junit.path] + misbehaving("unsupported"))
    #expect(declined.status == 5)
    #expect(try checkReports(junit).verdict == "nothing-tested")
  }

  @Test(.enabled(if: !TestEnvironment.underSanitizer, "signals reach a sanitized trackcheck late or not at all"))
  func anInterruptionDuringTheFirstHandshakeIsActedOnAndReported() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let junit = dir.appendingPathComponent("junit.xml")
    let marker = "trackcheck-handshake-\(UUID().uuidString)"
    let result = try run(
      ["run", "--quiet", "--junit", junit.path] + misbehaving("hang-handshake", marker), signals: [(0.3, SIGINT)], once: marker)
    #expect(result.status == 130, "\(result.error)")
    #expect(result.output.contains("INTERRUPTED: interrupted by SIGINT after 0 of"), "\(result.output)")
    let reports = try checkReports(junit)
    #expect(reports.verdict == "incomplete")
    #expect(reports.junit.contains(#"<error message="the run is incomplete: interrupted by SIGINT after 0 of"#))
    usleep(300_000)
    #expect(TestProcesses.containing(marker).isEmpty)
  }

  @Test(.enabled(if: !TestEnvironment.underSanitizer, "signals reach a sanitized trackcheck late or not at all"))
  func aSecondSignalLeavesNoImplementationAndNoTemporaryFile() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let marker = "trackcheck-twice-\(UUID().uuidString)"
    let result = try run(
      ["run", "--quiet", "--junit", dir.appendingPathComponent("junit.xml").path] + misbehaving("hang-handshake", marker),
      signals: [(0.3, SIGINT), (0.35, SIGINT)], once: marker)
    #expect(result.status == 130)
    usleep(300_000)
    #expect(TestProcesses.containing(marker).isEmpty)
    let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
    #expect(!leftovers.contains { $0.hasSuffix(".tmp") }, "\(leftovers)")
  }

  @Test(.enabled(if: !TestEnvironment.underSanitizer, "signals reach a sanitized trackcheck late or not at all"))
  func sighupStopsTheRunLikeSigterm() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let junit = dir.appendingPathComponent("junit.xml")
    let marker = "trackcheck-hup-\(UUID().uuidString)"
    let result = try run(["run", "--quiet", "--junit", junit.path] + misbehaving("slow", marker), signals: [(1.0, SIGHUP)], once: marker)
    #expect(result.status == 129)
    #expect(try checkReports(junit).verdict == "incomplete")
    usleep(300_000)
    #expect(TestProcesses.containing(marker).isEmpty)
  }

  @Test(.enabled(if: !TestEnvironment.underSanitizer, "signals reach a sanitized trackcheck late or not at all"))
  func killingTrackcheckAloneTakesItsImplementationsWithIt() throws {
    let marker = "trackcheck-kill-\(UUID().uuidString)"
    let result = try run(
      ["run", "--quiet", "--jobs", "3", "--junit", "/tmp/\(marker)/junit.xml"] + misbehaving("slow", marker), signals: [(1.0, SIGKILL)],
      once: marker)
    #expect(result.status == 9 || result.status == 137, "killed: \(result.status)")
    usleep(500_000)
    #expect(TestProcesses.containing(marker).filter { !$0.hasPrefix("bash ") }.isEmpty, "\(TestProcesses.containing(marker))")
  }

  /// App facts that would make trackcheck hold and send without bound (16,000 notifications in one
  /// answer; 500 notifications sharing a delete PendingIntent with 300 KiB of extras, then "Clear all")
  /// end their case as a protocol error naming the budget, and the report is valid and red.
  @Test(arguments: [("notifications", "budget 'notifications'"), ("shared-extras", "budget 'requestBytes'")])
  func appFactsBeyondTheBudgetsAreAProtocolErrorNamingIt(mode: String, budget: String) throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let junit = dir.appendingPathComponent("junit.xml")
    let result = try run(
      [
        "run", "--quiet", "--case", "AND-WIRING-OWN-PENDING-INTENTS-clear-all", "--junit", junit.path, "--", "python3",
        TestPaths.fixture("implementations/app_flood.py"), mode,
      ])
    #expect(result.status == 1)
    #expect(result.output.contains("protocol: the implementation's answers exceeded trackcheck's budget"), "\(result.output)")
    #expect(result.output.contains(budget))
    #expect(!result.output.contains("no answer"))
    let reports = try checkReports(junit)
    #expect(reports.verdict == "failed")
    #expect(reports.junit.contains(budget))
  }

  /// The implementation's own children, in its process group, die with trackcheck too: its
  /// supervisor leads the group and ends it when trackcheck dies, even by SIGKILL.
  @Test(.enabled(if: !TestEnvironment.underSanitizer, "signals reach a sanitized trackcheck late or not at all"))
  func killingTrackcheckAloneTakesTheImplementationsChildrenWithIt() throws {
    let marker = "trackcheck-children-\(UUID().uuidString)"
    // The implementation and its ten children are all running before trackcheck is killed.
    let result = try run(
      ["run", "--quiet", "--jobs", "1", "--junit", "/tmp/\(marker)/junit.xml"] + misbehaving("children", marker),
      signals: [(0.2, SIGKILL)], once: marker, count: 11)
    #expect(result.status == 9 || result.status == 137, "killed: \(result.status)")
    var left = TestProcesses.containing(marker).filter { !$0.hasPrefix("bash ") }
    // The group ends as soon as the kernel tells the supervisor; give it up to 10 s on a busy machine.
    for _ in 0..<500 where !left.isEmpty {
      usleep(20_000)
      left = TestProcesses.containing(marker).filter { !$0.hasPrefix("bash ") }
    }
    #expect(left.isEmpty, "\(left)")
  }

  @Test(.enabled(if: ProcessLayer.current.adoptsOrphans, "the POSIX process layer has no subreaper: such a grandchild goes to init"))
  func aGrandchildThatLeftItsSessionDoesNotOutliveTheRun() throws {
    let marker = "trackcheck-setsid-\(UUID().uuidString)"
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let result = try run(
      ["run", "--quiet", "--case", "EVENT-ios-bg-*", "--junit", dir.appendingPathComponent("junit.xml").path]
        + misbehaving("setsid-grandchild", marker))
    #expect(result.status == 1)
    usleep(300_000)
    #expect(TestProcesses.containing(marker).isEmpty, "\(TestProcesses.containing(marker))")
  }

  @Test func mergingAnInterruptedShardGivesAnIncompleteRun() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    for k in 1...2 {
      let shard = try run([
        "run", "--quiet", "--case", "EVENT-*", "--shard", "\(k)/2", "--junit", dir.appendingPathComponent("s\(k)/junit.xml").path,
      ])
      #expect(shard.status == 0)
    }
    let second = dir.appendingPathComponent("s2/results.json")
    var text = try String(contentsOf: second, encoding: .utf8)
    text = text.replacingOccurrences(
      of: #""stopped": null"#, with: #""stopped": {"cause":"signal","signal":"SIGTERM","ran":7,"planned":9}"#)
    try text.write(to: second, atomically: true, encoding: .utf8)
    let merged = dir.appendingPathComponent("merged/junit.xml")
    let result = try run(["merge", "--junit", merged.path, dir.appendingPathComponent("s1/results.json").path, second.path])
    #expect(result.status == 143, "\(result.output) \(result.error)")
    let reports = try checkReports(merged)
    #expect(reports.verdict == "incomplete")
    #expect(reports.junit.contains(#"type="interrupted""#))
    let xml = try run(["merge", "--junit", merged.path, dir.appendingPathComponent("s1/junit.xml").path])
    #expect(xml.status == 2)
    #expect(xml.error.contains("merge reads the shards' results files only"))
  }

  // MARK: - Command-line values

  @Test(arguments: [
    (["--timeout", "inf"], "--timeout must be a number of seconds above 0"),
    (["--timeout", "1e300"], "--timeout must be a number of seconds above 0"),
    (["--startup-timeout", "inf"], "--startup-timeout must be a number of seconds above 0"),
    (["--timeout", "nan"], "--timeout must be a number of seconds above 0"),
    (["--jobs", "-1"], "--jobs must be at least 1, got -1"),
    (["--jobs", "0"], "--jobs must be at least 1, got 0"),
    (["--junit", ""], "--junit needs a file path"),
    (["--junit", "Reports/same.json", "--results", "Reports/same.json"], "two reports would be written to Reports/same.json"),
  ])
  func badValuesAreUsageErrors(arguments: [String], message: String) throws {
    let result = try run(["run", "--quiet"] + arguments)
    #expect(result.status == 2, "\(arguments): \(result.error)")
    #expect(result.error.contains(message), "\(arguments): \(result.error)")
  }

  @Test func aReportPathThatIsADeviceIsRefusedNotReplaced() throws {
    let result = try run(["run", "--quiet", "--case", "EVENT-ios-bg-*", "--junit", "/dev/null"])
    #expect(result.status == 6, "\(result.error)")
    #expect(result.error.contains("could not write the report /dev/null: it is not a regular file"), "\(result.error)")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/null must still be a device")
    #expect(!FileManager.default.fileExists(atPath: "/dev/results.json"))
  }

  // MARK: - Hostile text

  @Test func implementationTextCannotDrawOnTheTerminal() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let arguments =
      ["run", "--quiet", "--case", "EVENT-ios-bg-*", "--junit", dir.appendingPathComponent("junit.xml").path] + misbehaving("fake-green")
    let plain = try run(arguments)
    #expect(plain.status == 1)
    #expect(!plain.output.contains("\u{1B}") && !plain.output.contains("\r"), "no raw control character reaches the terminal")
    #expect(plain.output.contains(#"\x1B[2J"#))
    let always = try run(["run", "--color", "always"] + arguments.dropFirst())
    #expect(always.output.contains("\u{1B}[1;31mFAIL"))
    #expect(!always.output.contains("\u{1B}[2J"))
  }

  @Test func controlCharacterFloodsAreWrittenQuicklyAndBounded() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let junit = dir.appendingPathComponent("junit.xml")
    let result = try run(["run", "--quiet", "--case", "EVENT-*", "--junit", junit.path] + misbehaving("control-flood"))
    #expect(result.status == 1)
    _ = try checkReports(junit)
    let resultsSize = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("results.json").path)[.size] as? Int ?? 0
    let junitSize = try FileManager.default.attributesOfItem(atPath: junit.path)[.size] as? Int ?? 0
    #expect(resultsSize < 4_000_000, "results.json is \(resultsSize) bytes")
    #expect(junitSize < 8_000_000, "junit.xml is \(junitSize) bytes")
  }

  // MARK: - Hostile suites

  @Test func hostileSuiteFilesAreRefusedWithTheirPlace() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    // An alias of a huge node used as a key, in a suite and in a baseline.
    var bomb = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    for level in 1...9 {
      bomb.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
    }
    try (bomb + ["cases:", "  - id: X", "    *a9 : boom"]).joined(separator: "\n").write(
      to: dir.appendingPathComponent("bomb.yaml"), atomically: true, encoding: .utf8)
    let suite = try run(["validate", "--suite", dir.appendingPathComponent("bomb.yaml").path])
    #expect(suite.status == 2)
    #expect(suite.error.contains("bomb.yaml:13:5: error: an alias ('*a9') is used as a mapping key"), "\(suite.error)")
    try (bomb + ["expectedFailures:", "  - case: X", "    reason: r", "    ? *a9", "    : 1"]).joined(separator: "\n")
      .write(to: dir.appendingPathComponent("baseline.yaml"), atomically: true, encoding: .utf8)
    let baseline = try run(["run", "--quiet", "--expected-failures", dir.appendingPathComponent("baseline.yaml").path])
    #expect(baseline.status == 2)
    #expect(baseline.error.contains("baseline.yaml:14:7: error: an alias ('*a9') is used as a mapping key"), "\(baseline.error)")

    // A FIFO named like a suite file.
    let fifoSuite = dir.appendingPathComponent("fifo")
    try FileManager.default.createDirectory(at: fifoSuite, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: TestPaths.fixture("suites/minimal/requirements.yaml"), toPath: fifoSuite.appendingPathComponent("requirements.yaml").path)
    #expect(mkfifo(fifoSuite.appendingPathComponent("cases.yaml").path, 0o644) == 0)
    let fifo = try run(["validate", "--suite", fifoSuite.path])
    #expect(fifo.status == 2)
    #expect(fifo.error.contains("cases.yaml:1:1: error: cannot read the file: it is a FIFO, not a regular file"), "\(fifo.error)")

    // A suite file linked in from outside the suite folder.
    let linked = dir.appendingPathComponent("linked")
    try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
    for name in ["requirements.yaml", "payloads.yaml", "cases.yaml"] {
      try FileManager.default.copyItem(
        atPath: TestPaths.fixture("suites/minimal/\(name)"), toPath: linked.appendingPathComponent(name).path)
    }
    try FileManager.default.createSymbolicLink(
      atPath: linked.appendingPathComponent("outside.yaml").path, withDestinationPath: dir.appendingPathComponent("bomb.yaml").path)
    let link = try run(["validate", "--suite", linked.path])
    #expect(link.status == 2)
    #expect(link.error.contains("outside.yaml:1:1: error: the suite file is a link to"), "\(link.error)")

    // A tag that would be dropped without a word.
    try "cases:\n  - id: X\n    title: !!binary aGVsbG8=\n".write(
      to: dir.appendingPathComponent("tagged.yaml"), atomically: true, encoding: .utf8)
    let tagged = try run(["validate", "--suite", dir.appendingPathComponent("tagged.yaml").path])
    #expect(tagged.status == 2)
    #expect(tagged.error.contains("tagged.yaml:3:12: error: YAML tags such as '!!binary' are not supported"), "\(tagged.error)")
  }

  @Test func aSmallSuiteThatExpandsToMillionsOfCasesStopsAtTheLimit() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.copyItem(
      atPath: TestPaths.fixture("suites/minimal/requirements.yaml"), toPath: dir.appendingPathComponent("requirements.yaml").path)
    try FileManager.default.copyItem(
      atPath: TestPaths.fixture("suites/minimal/payloads.yaml"), toPath: dir.appendingPathComponent("payloads.yaml").path)
    // 200 matrices of 5,000 combinations each: a million cases from a few hundred kilobytes.
    var lines = ["cases:"]
    for index in 1...200 {
      lines += [
        "  - id: \"M\(index)-${a}-${b}\"", "    title: t", "    requirements: [R-IMPRESSION]", "    source: test", "    platform: ios",
        "    app: background", "    payload: ios-push", "    steps: [receive]", "    expect: [impression]",
        "    matrix:", "      a: {" + (1...100).map { "x\($0): {}" }.joined(separator: ", ") + "}",
        "      b: {" + (1...50).map { "y\($0): {}" }.joined(separator: ", ") + "}",
      ]
    }
    try lines.joined(separator: "\n").write(to: dir.appendingPathComponent("huge.yaml"), atomically: true, encoding: .utf8)
    let result = try run(["validate", "--suite", dir.path])
    #expect(result.status == 2)
    #expect(result.error.contains("the suites expand to more than 200000 cases"), "\(result.error.prefix(2000))")
  }
}

/// What CI users expect of the command line.
@Suite("Command-line conveniences", .serialized)
struct CommandLineConvenienceTests {
  @Test func aMistypedCommandGetsADidYouMean() throws {
    let result = try CommandLineTests.run(["rn"])
    #expect(result.status == 2)
    #expect(result.error.contains("error: 'rn' is not a trackcheck command"))
    #expect(result.error.contains("did you mean 'run'?"))
  }

  @Test func anImplementationWithoutTheSeparatorGetsAHint() throws {
    let result = try CommandLineTests.run(["run", "python3", "adapter.py"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("error: 2 unexpected arguments"))
    #expect(result.error.contains("the implementation's command goes after '--'"))
  }

  @Test func selectionsApplyOrAreRefused() throws {
    for command in [["validate"], ["explain", "EVENT-ios-bg-open"]] {
      let refused = try CommandLineTests.run(command + ["--platform", "ios"])
      #expect(refused.status == 2, "\(command)")
      #expect(refused.error.contains("do not apply to it"), "\(command): \(refused.error)")
    }
    let coverage = try CommandLineTests.run(["coverage", "--platform", "ios"])
    #expect(coverage.status == 1, "android requirements have no iOS case")
    #expect(coverage.output.contains("AND-TAP-OPEN                       0"))
    #expect(try CommandLineTests.run(["coverage"]).status == 0)
  }

  @Test func maxFailuresStopsEarlyAndTheReportsSaySo() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-max-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let junit = folder.appendingPathComponent("junit.xml")
    let result = try CommandLineTests.run([
      "run", "--quiet", "--jobs", "1", "--max-failures", "2", "--junit", junit.path, "--", "python3", "Examples/python/adapter.py",
      "--wrong",
    ])
    #expect(result.status == 1)
    #expect(result.output.contains("STOPPED EARLY: stopped after 2 failures (--max-failures)"), "\(result.output)")
    let record = try ResultsFile.load(folder.appendingPathComponent("results.json").path)
    #expect(record.stop == RunStop(.maxFailures(2), planned: try suiteCaseCount()))
    #expect(record.counts[.failed] == 2 && record.cases.count < 376)
    #expect(try String(contentsOf: junit, encoding: .utf8).contains(#"name="run.stopped""#))
    let zero = try CommandLineTests.run(["run", "--max-failures", "0"])
    #expect(zero.status == 2 && zero.error.contains("--max-failures must be at least 1"))
  }

  @Test func listingCommandsPrintOneJSONDocument() throws {
    let list = try JSONParser.parse(try CommandLineTests.run(["list", "--format", "json", "--platform", "ios"]).output)
    #expect(list["cases"]?.arrayValue?.allSatisfy { $0["platform"] == "ios" } == true)
    let coverage = try JSONParser.parse(try CommandLineTests.run(["coverage", "--format", "json"]).output)
    #expect(coverage["requirements"]?.arrayValue?.count == 61 && coverage["uncovered"]?.arrayValue?.isEmpty == true)
    let explain = try JSONParser.parse(try CommandLineTests.run(["explain", "EVENT-ios-bg-open", "--format", "json"]).output)
    #expect(explain["timeline"]?.arrayValue?.map { $0["expect"]?.arrayValue?.count ?? -1 } == [1, 2])
    let diff = try JSONParser.parse(
      try CommandLineTests.run([
        "diff", "--format", "json", TestPaths.fixture("golden/results.json"), TestPaths.fixture("golden/results.json"),
      ]).output)
    #expect(diff["regressions"]?.arrayValue?.isEmpty == true)
  }

  @Test func failOnMustLetsFailuresOfShouldRequirementsPass() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-failon-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let junit = folder.appendingPathComponent("junit.xml").path
    let tracker = TestPaths.referenceTracker
    // The fault breaks only ACS-FLAG-CASE, a SHOULD requirement.
    let should = try CommandLineTests.run(["run", "--quiet", "--junit", junit, "--", tracker, "--fault", "flag-case-sensitive"])
    #expect(should.status == 1)
    #expect(should.output.contains("FAIL  [SHOULD] FLAG-TRACKED-"))
    let must = try CommandLineTests.run([
      "run", "--quiet", "--fail-on", "must", "--junit", junit, "--", tracker, "--fault", "flag-case-sensitive",
    ])
    #expect(must.status == 0, "\(must.output.suffix(300))")
    #expect(must.output.contains("--fail-on must: the 30 failing cases break SHOULD requirements only"))
    // A fault that breaks a MUST requirement fails either way.
    let swapped = try CommandLineTests.run([
      "run", "--quiet", "--fail-on", "must", "--junit", junit, "--", tracker, "--fault", "ids-swapped",
    ])
    #expect(swapped.status == 1)
    // Failures of both levels: the line says how many of the failing cases are tolerated, not that all are.
    let mixed = try CommandLineTests.run([
      "run", "--quiet", "--fail-on", "must", "--junit", junit, "--", tracker, "--fault", "missing-id-tracked",
    ])
    #expect(mixed.status == 1)
    #expect(
      mixed.output.contains(
        "--fail-on must: 20 of the 30 failing cases break SHOULD requirements only; the other 10 break a MUST requirement"),
      "\(mixed.output.suffix(300))")
    // Nothing tested stays nothing tested, whatever the level.
    let nothing = try CommandLineTests.run([
      "run", "--quiet", "--fail-on", "must", "--platform", "android", "--junit", junit, "--", "python3",
      TestPaths.fixture("implementations/misbehave.py"), "ios-only",
    ])
    #expect(nothing.status == 5)
    // --max-failures counts the cases that fail the run under the policy: 30
    // failures of a SHOULD requirement do not stop a run judged at MUST, which
    // runs every case and passes; judged at SHOULD it stops at the first.
    let tolerated = try CommandLineTests.run([
      "run", "--quiet", "--fail-on", "must", "--max-failures", "1", "--jobs", "1", "--junit", junit, "--", tracker, "--fault",
      "flag-case-sensitive",
    ])
    #expect(tolerated.status == 0, "\(tolerated.output.suffix(300))")
    let full = try ResultsFile.load(folder.appendingPathComponent("results.json").path)
    let total = try suiteCaseCount()
    #expect(full.stop == nil && full.cases.count == total && full.counts[.failed] == 30)
    let stopped = try CommandLineTests.run([
      "run", "--quiet", "--max-failures", "1", "--jobs", "1", "--junit", junit, "--", tracker, "--fault", "flag-case-sensitive",
    ])
    #expect(stopped.status == 1)
    let cut = try ResultsFile.load(folder.appendingPathComponent("results.json").path)
    #expect(cut.stop == RunStop(.maxFailures(1), planned: total))
    #expect(cut.cases.count < total)
  }
}

/// How many cases the built-in suites hold, as `trackcheck validate` counts them.
private func suiteCaseCount() throws -> Int {
  let validated = try CommandLineTests.run(["validate"])
  // "13 files, 61 requirements, 11 fixtures, 424 cases: valid"
  let words = validated.output.split(whereSeparator: { $0 == " " || $0 == "\n" })
  guard let index = words.firstIndex(of: "cases:"), index > 0, let count = Int(words[index - 1]) else {
    Issue.record("validate printed no case count: \(validated.output)")
    return 0
  }
  return count
}

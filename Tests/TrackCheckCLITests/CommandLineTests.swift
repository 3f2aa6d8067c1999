import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckJudging
@testable import TrackCheckModel
@testable import TrackCheckProcess
@testable import TrackCheckProtocol
@testable import TrackCheckReports
@testable import TrackCheckSuites

/// The `trackcheck` executable end to end: exit codes, messages, and reports
/// that survive interrupts and write failures.
@Suite("trackcheck command line", .serialized, .hangGuard(minutes: 2))
struct CommandLineTests {
  struct Outcome {
    var status: Int32
    var output: String
    var error: String
  }

  static var trackcheck: String { TestPaths.products.appendingPathComponent("trackcheck").path }

  /// Runs `trackcheck` (through `bash -c` when `shell` is given, for ulimit) in the repository.
  /// With `once`, the signals' delays count from the moment a process whose
  /// command line holds that marker runs (the implementation has started),
  /// not from the start of trackcheck, so a slow start cannot make them early.
  static func run(
    _ arguments: [String], shellPrefix: String? = nil, signals: [(Double, Int32)] = [],
    once marker: String? = nil, count: Int = 1
  ) throws -> Outcome {
    let process = Process()
    if let shellPrefix {
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      let quoted = ([trackcheck] + arguments).map { "'\($0)'" }.joined(separator: " ")
      process.arguments = ["-c", "\(shellPrefix); exec \(quoted)"]
    } else {
      process.executableURL = URL(fileURLWithPath: trackcheck)
      process.arguments = arguments
    }
    process.currentDirectoryURL = TestPaths.root
    let planned = signals
    // stdout and stderr are read together (TestProcesses.run): trackcheck may fill one while the other is still open.
    let finished = try TestProcesses.run(process) { pid in
      guard !planned.isEmpty else { return }
      let start = DispatchTime.now()
      DispatchQueue.global().async {
        var origin = start
        if let marker {
          // At most 60 s for the implementation (`count` processes with the marker) to appear.
          var waited = 0
          while waited < 3000, TestProcesses.implementations(marker).count < count {
            usleep(20_000)
            waited += 1
          }
          origin = DispatchTime.now()
        }
        for (delay, signal) in planned {
          DispatchQueue.global().asyncAfter(deadline: origin + delay) { kill(pid, signal) }
        }
      }
    }
    return Outcome(
      status: finished.status, output: String(decoding: finished.output, as: UTF8.self),
      error: String(decoding: finished.error, as: UTF8.self))
  }

  private func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-cli-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs the command `init` printed, as a user pastes it into a shell; answers its exit status.
  static func runPrinted(_ printed: String) throws -> Int32 {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", printed + " > /dev/null 2>&1"]
    try shell.run()
    shell.waitUntilExit()
    return shell.terminationStatus
  }

  /// `init` writes a project that runs against the suites at once: the
  /// printed command, run as printed, fails (exit 1) with findings, not errors,
  /// because the stubs track nothing. (Swift and Java, which compile first,
  /// are run the same way by .ci/run.)
  @Test(arguments: ["python", "node"])
  func initWritesAProjectThatRunsAtOnce(_ language: String) throws {
    let folder = temporaryFolder().appendingPathComponent("project")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let written = try Self.run(["init", "--language", language, folder.path])
    #expect(written.status == 0, "\(written.error)")
    // The printed command: "  cd …/project && …/trackcheck run -- python3 adapter.py".
    let printed = try #require(written.output.split(separator: "\n").last.map(String.init))
    #expect(printed.hasPrefix("  cd \(folder.path) && "))
    #expect(try Self.runPrinted(printed) == 1)
    let record = try ResultsFile.load(folder.appendingPathComponent("Reports/results.json").path)
    #expect(record.counts[.error] == 0)
    #expect(record.counts[.passed] > 100 && record.counts[.failed] > 100)
    #expect(record.identity.protocolVersion == 3, "the kits speak protocol 3")
    let again = try Self.run(["init", "--language", language, folder.path])
    #expect(again.status == 2 && again.error.contains("is not empty"))
    // What cannot be listed (here a file, not a folder) is refused, never taken for an empty folder.
    let file = folder.appendingPathComponent("Reports/results.json").path
    let unlisted = try Self.run(["init", "--language", language, file])
    #expect(unlisted.status == 2 && unlisted.error.contains("cannot list"), "\(unlisted.error)")
  }

  /// Every stub handler lists the requirements it must meet, each with its level and rule from the
  /// catalogue (none unknown, no marker left); the project holds REQUIREMENTS.md with every
  /// requirement, and the documents its README points at.
  @Test(arguments: ["python", "node", "java", "swift"])
  func initTellsTheStubsWhatPassingNeeds(_ language: String) throws {
    let folder = temporaryFolder().appendingPathComponent("project")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let written = try Self.run(["init", "--language", language, folder.path])
    #expect(written.status == 0, "\(written.error)")
    let stubs: [String: [String]] = [
      "python": ["my_tracker.py"], "node": ["my-tracker.js"],
      "java": ["MyMessagingService.java", "NotificationDismissedReceiver.java", "MainActivity.java"],
      "swift": ["Sources/MyTracker/AppDelegate.swift"],
    ]
    for stub in stubs[language] ?? [] {
      let text = try String(contentsOf: folder.appendingPathComponent(stub), encoding: .utf8)
      #expect(!text.contains("@requirements"), "\(stub) still has a marker")
      #expect(!text.contains("not in this trackcheck's catalogue"), "\(stub) names an unknown requirement")
      #expect(text.contains(" [MUST]: "), "\(stub) lists no requirement")
    }
    let requirements = try String(contentsOf: folder.appendingPathComponent("REQUIREMENTS.md"), encoding: .utf8)
    let catalogue = try String(contentsOf: TestPaths.root.appendingPathComponent("Suites/requirements.yaml"), encoding: .utf8)
    let ids = catalogue.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return trimmed.hasPrefix("- id: ") ? String(trimmed.dropFirst(6)) : nil
    }
    #expect(ids.count > 40)
    for id in ids { #expect(requirements.contains("| \(id) | "), "REQUIREMENTS.md lacks \(id)") }
    for document in ["docs/ADAPTERS.md", "docs/PROTOCOL.md", "docs/KIT.md"] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(document).path), "\(document)")
    }
    let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("REQUIREMENTS.md") && readme.contains("docs/ADAPTERS.md") && readme.contains("docs/KIT.md"))
  }

  /// Under Journey Optimizer the stubs are the profile's own: they post with the push's tracking details and name the
  /// Messaging calls to make, no Campaign call is left in them, and their comments list the profile's rules. The Python
  /// project, run as printed, fails with findings, never errors. (.ci/run runs the four languages' projects.)
  @Test(arguments: ["python", "node", "java", "swift"])
  func initUnderJourneyOptimizerWritesStubsThatCallMessaging(_ language: String) throws {
    let folder = temporaryFolder().appendingPathComponent("project")
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let written = try Self.run(["init", "--language", language, "--profile", "journey-optimizer", folder.path])
    #expect(written.status == 0, "\(written.error)")
    let stubs: [String: [String]] = [
      "python": ["my_tracker.py", "adapter.py"], "node": ["my-tracker.js", "adapter.js"],
      "java": ["MyMessagingService.java", "NotificationDismissedReceiver.java", "MainActivity.java", "Adapter.java", "Tracking.java"],
      "swift": ["Sources/MyTracker/AppDelegate.swift", "Sources/adapter/main.swift"],
    ]
    var text = ""
    for stub in stubs[language] ?? [] { text += try String(contentsOf: folder.appendingPathComponent(stub), encoding: .utf8) }
    #expect(text.contains("Messaging.handleNotificationResponse") && text.contains("JO-IOS-RESPONSE [MUST]: ") || language == "java")
    #expect(text.contains("Messaging.trackPushReceived") || text.contains("Messaging.track_push_received") || language == "swift")
    for campaign in ["collectMessageInfo(", "trackAction(", "Tracking.track(", "ACS-", "CC-", "@requirements", "\"7\"", "'7'"] {
      #expect(!text.contains(campaign), "the \(language) stubs still hold \(campaign)")
    }
    guard language == "python" else { return }
    let printed = try #require(written.output.split(separator: "\n").last.map(String.init))
    #expect(printed.contains("run --profile journey-optimizer"))
    #expect(try Self.runPrinted(printed) == 1)
    let record = try ResultsFile.load(folder.appendingPathComponent("Reports/results.json").path)
    #expect(record.counts[.error] == 0 && record.counts[.passed] > 50 && record.counts[.failed] > 100, "\(record.counts)")
  }

  /// The Swift project depends on the kit's package by path (this checkout's Kits/swift, or --swift-kit's) and
  /// holds no copy of the kit; a folder without a package is refused. (.ci/run builds and runs such a project.)
  @Test func initSwiftDependsOnTheKitPackageByPath() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try Self.run(["init", "--language", "swift", folder.appendingPathComponent("project").path])
    #expect(written.status == 0, "\(written.error)")
    let manifest = try String(contentsOf: folder.appendingPathComponent("project/Package.swift"), encoding: .utf8)
    let kit = TestPaths.root.appendingPathComponent("Kits/swift").standardizedFileURL.path
    #expect(manifest.contains(".package(path: \"\(kit)\")"), "\(manifest)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("project/Sources/TrackCheckKit").path))
    let chosen = try Self.run(["init", "--language", "swift", "--swift-kit", kit, folder.appendingPathComponent("chosen").path])
    #expect(chosen.status == 0, "\(chosen.error)")
    let refused = try Self.run(["init", "--language", "swift", "--swift-kit", folder.path, folder.appendingPathComponent("refused").path])
    #expect(refused.status == 2 && refused.error.contains("has no Package.swift"), "\(refused.error)")
  }

  /// An exploration in which no scenario applied is not green: exit 5 and a nothing-tested error in the JUnit report.
  @Test func anExplorationThatTestedNothingExitsFive() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let junit = folder.appendingPathComponent("junit.xml").path
    let result = try Self.run([
      "explore", "--seed", "1", "--scenarios", "50", "--platform", "android", "--quiet", "--junit", junit, "--",
      TestPaths.referenceTracker, "--platforms", "ios",
    ])
    #expect(result.status == 5, "\(result.error)")
    #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("nothing-tested"))
  }

  @Test func anInvalidSuiteExitsTwoWithPositionsAndRunsNothing() throws {
    let result = try Self.run(["run", "--suite", TestPaths.fixture("suites/invalid/unknown-key.yaml")])
    #expect(result.status == 2)
    #expect(result.error.contains("unknown-key.yaml:3:5: error: unknown key 'titel' in a case"))
    #expect(result.error.contains("nothing was run"))
  }

  @Test func aSelectionOfNothingIsAnError() throws {
    let result = try Self.run(["run", "--case", "NO-SUCH-*"])
    #expect(result.status == 2)
    #expect(result.error.contains("matches none of the"))
  }

  /// `--listen`: the command after '--' is started once and connects back; the cases are played over the socket.
  @Test func aRunOverASocketStartsTheCommandOnceAndPasses() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.run([
      "run", "--quiet", "--listen", "127.0.0.1:0", "--case", "EVENT-*", "--junit", folder.appendingPathComponent("junit.xml").path, "--",
      "python3", TestPaths.fixture("implementations/socket_bridge.py"), TestPaths.referenceTracker,
    ])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.error.contains("listening on 127.0.0.1:"))
    #expect(result.output.contains("PASS: "))
    let bad = try Self.run(["run", "--listen", "nowhere"])
    #expect(bad.status == 2)
    #expect(bad.error.contains("--listen takes HOST:PORT, [IPV6]:PORT or unix:PATH, got 'nowhere'"), "\(bad.error)")
  }

  /// The kits connect when TRACKCHECK_CONNECT is set: the Python and Node examples, started once by
  /// `run --listen`, pass over TCP and over a Unix socket.
  @Test(arguments: [
    (["python3", "Examples/python/adapter.py"], "127.0.0.1:0"), (["python3", "Examples/python/adapter.py"], "unix"),
    (["node", "Examples/node/adapter.js"], "127.0.0.1:0"), (["node", "Examples/node/adapter.js"], "unix"),
    ([TestPaths.products.appendingPathComponent("swift-example").path], "127.0.0.1:0"),
    ([TestPaths.products.appendingPathComponent("swift-example").path], "unix"),
  ])
  func theKitsConnectBack(adapter: [String], listen: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let address = listen == "unix" ? "unix:" + folder.appendingPathComponent("tc.sock").path : listen
    let result = try Self.run(
      ["run", "--quiet", "--listen", address, "--junit", folder.appendingPathComponent("junit.xml").path, "--"] + adapter)
    #expect(result.status == 0, "\(result.output)\(result.error)")
    // The Swift example serves iOS: the Android cases are not applicable to it.
    let passed =
      adapter[0].hasSuffix("swift-example") ? "424 cases: 194 passed, 0 failed, 0 errors, 230 not applicable" : "424 cases: 424 passed"
    #expect(result.output.contains("PASS: \(passed)"), "\(result.output)")
  }

  @Test func aBadArgumentExitsTwo() throws {
    let result = try Self.run(["run", "--shard", "5/4"])
    #expect(result.status == 2)
    #expect(result.error.contains("--shard takes K/N"))
  }

  @Test func anImplementationThatFailsTheHandshakeExitsThreeAndStillWritesTheReport() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let junit = folder.appendingPathComponent("junit.xml").path
    let result = try Self.run([
      "run", "--case", "EVENT-*", "--junit", junit, "--", "python3", TestPaths.fixture("implementations/misbehave.py"), "wrong-version",
    ])
    #expect(result.status == 3)
    #expect(result.error.contains("protocol version 4"))
    let report = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(report.contains(#"errors="15""#))
  }

  @Test(.enabled(if: !TestEnvironment.underSanitizer, "signals reach a sanitized trackcheck late or not at all"))
  func sigtermStopsTheRunAndWritesAnIncompleteReport() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let junit = folder.appendingPathComponent("junit.xml").path
    let marker = "trackcheck-cli-\(UUID().uuidString)"
    let result = try Self.run(
      ["run", "--quiet", "--junit", junit, "--", "python3", TestPaths.fixture("implementations/misbehave.py"), "slow", marker],
      signals: [(1.0, SIGTERM)], once: marker)
    #expect(result.status == 143)
    #expect(result.output.contains("INTERRUPTED: interrupted by SIGTERM"))
    let report = try Data(contentsOf: URL(fileURLWithPath: junit))
    #expect(String(decoding: report, as: UTF8.self).contains("run.incomplete"))
    let validator = try SchemaValidator(schemaPath: TestPaths.root.appendingPathComponent("docs/junit-report.xsd").path)
    #expect(validator.validate(report) == [])
    usleep(300_000)
    #expect(TestProcesses.containing(marker).isEmpty)
  }

  @Test(.enabled(if: !TestEnvironment.underSanitizer, "a file-size limit stops the sanitizer's own runtime"))
  func aReportThatCannotBeWrittenLeavesTheOldOneWhole() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let junit = folder.appendingPathComponent("junit.xml").path
    try Data("OLD".utf8).write(to: URL(fileURLWithPath: junit))
    // A file-size limit of 8 KiB stands in for a full disk.
    let result = try Self.run(["run", "--quiet", "--junit", junit], shellPrefix: "ulimit -f 8")
    #expect(result.status != 0)
    #expect(result.error.contains("could not write the report \(junit): File too large"))
    #expect(try String(contentsOfFile: junit, encoding: .utf8) == "OLD")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["junit.xml"])
  }

  /// stdout and stderr are read together: a child that writes 1 MiB to stderr
  /// while its stdout is still open, and only then a line to stdout, completes.
  /// (Read one after the other, it would block on the full stderr pipe for
  /// ever; `timeout` kills the writers after 60 s, so that such a regression
  /// fails here instead of hanging the test run. With SIGKILL: the processes a
  /// test starts inherit its blocked signals, SIGTERM among them.)
  @Test func aChildThatFillsStderrBeforeWritingToStdoutIsReadToTheEnd() throws {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    shell.arguments = ["-s", "KILL", "60", "/bin/sh", "-c", "head -c 1048576 /dev/zero | tr '\\0' e >&2; echo done"]
    let finished = try TestProcesses.run(shell)
    #expect(finished.status == 0)
    #expect(String(decoding: finished.output, as: UTF8.self) == "done\n")
    #expect(finished.error.count == 1 << 20 && finished.error.allSatisfy { $0 == UInt8(ascii: "e") })
    // The same through `run`, the helper of the command-line tests (bash's own
    // stderr, where it would report the killed writer, goes to /dev/null).
    let wrapped = try Self.run(
      ["explain", "EVENT-ios-bg-open"], shellPrefix: "{ yes e | timeout -s KILL 60 head -c 1048576 >&3; } 3>&2 2>/dev/null")
    #expect(wrapped.status == 0)
    #expect(wrapped.output.contains("why:  [IOS-TAP]"))
    #expect(wrapped.error.hasPrefix(String(repeating: "e\n", count: 1 << 19)), "stderr: \(wrapped.error.utf8.count) bytes")
  }

  @Test func explainPrintsTheCallbacksAndTheProtocolLines() throws {
    let text = try Self.run(["explain", "EVENT-ios-bg-open"])
    #expect(text.status == 0)
    #expect(text.output.contains("userNotificationCenter(_:didReceive:withCompletionHandler:)"))
    #expect(text.output.contains("why:  [IOS-TAP]"))
    let lines = try Self.run(["explain", "EVENT-ios-bg-open", "--protocol"])
    let messages = lines.output.split(separator: "\n").compactMap { try? JSONParser.parse(String($0)) }
    #expect(messages.first?["type"] == "hello")
    #expect(messages.last?["type"] == "bye")
    let typo = try Self.run(["explain", "EVENT-ios-bg-opn"])
    #expect(typo.status == 2)
    #expect(typo.error.contains("did you mean 'EVENT-ios-bg-open'?"))
  }
}

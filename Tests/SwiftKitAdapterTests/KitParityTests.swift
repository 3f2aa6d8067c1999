import Foundation
import Testing
import TrackCheckTestSupport

/// Every kit reports the same facts the same way: the same tracker, written once per kit
/// (`Tests/Fixtures/parity/`), fed the same protocol lines, answers line for line the same
/// (each line compared as a JSON value, the implementation's name removed). A kit whose
/// language is not installed is skipped, unless `TRACKCHECK_PARITY_REQUIRE_ALL` is set (CI sets it).
@Suite struct KitParityTests {
  static let parity = TestPaths.fixtures.appendingPathComponent("parity")

  /// The first executable called `name` on the PATH.
  static func tool(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `command` with `input` on stdin; returns its stdout lines.
  static func run(_ command: [String], input: Data) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    let finished = try TestProcesses.run(process, input: input)
    #expect(finished.status == 0, "\(command): \(String(decoding: finished.error, as: UTF8.self).suffix(2000))")
    return String(decoding: finished.output, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// A line as a canonical JSON text (sorted keys, types kept), the implementation's name removed.
  static func canonical(_ line: String) -> String {
    guard var value = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
      return "not a JSON object: \(line)"
    }
    if var implementation = value["implementation"] as? [String: Any] {
      implementation["name"] = nil
      value["implementation"] = implementation
    }
    guard let text = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes]) else {
      return "not writable as JSON: \(line)"
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The kits' commands for this machine; a missing language is recorded, not run.
  static func commands() throws -> (commands: [String: [String]], missing: [String]) {
    var commands = ["swift": [TestPaths.products.appendingPathComponent("parity-swift-adapter").path]]
    var missing: [String] = []
    if let python = tool("python3") {
      commands["python"] = [python, parity.appendingPathComponent("python/adapter.py").path]
    } else {
      missing.append("python3")
    }
    if let node = tool("node") {
      commands["node"] = [node, parity.appendingPathComponent("node/adapter.js").path]
    } else {
      missing.append("node")
    }
    if let javac = tool("javac"), let java = tool("java") {
      let classes = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-parity-\(UUID().uuidString)")
      let kit = TestPaths.root.appendingPathComponent("Kits/java/src/main/java")
      let sources = try FileManager.default.subpathsOfDirectory(atPath: kit.path)
        .filter { $0.hasSuffix(".java") }.map { kit.appendingPathComponent($0).path }
      _ = try run(
        [javac, "-d", classes.path] + sources + [parity.appendingPathComponent("java/ParityAdapter.java").path], input: Data())
      commands["java"] = [java, "-cp", classes.path, "ParityAdapter"]
    } else {
      missing.append("java")
    }
    return (commands, missing)
  }

  @Test(arguments: ["android.jsonl"])
  func everyKitAnswersTheSameScriptTheSame(fixture: String) throws {
    let input = try Data(contentsOf: Self.parity.appendingPathComponent(fixture))
    let (commands, missing) = try Self.commands()
    if ProcessInfo.processInfo.environment["TRACKCHECK_PARITY_REQUIRE_ALL"] != nil {
      #expect(missing.isEmpty, "the parity test needs \(missing) (TRACKCHECK_PARITY_REQUIRE_ALL is set)")
    }
    let requests = String(decoding: input, as: UTF8.self).split(separator: "\n").count
    let swiftLines = try Self.run(commands["swift"]!, input: input)
    // The Swift kit's lines, the reference the others are compared with, each valid against docs/protocol.schema.json.
    ProtocolSchema.expectValid(swiftLines, from: "the Swift parity tracker")
    let reference = swiftLines.map(Self.canonical)
    // One answer per line but `bye`: the script is played through.
    #expect(reference.count == requests - 1, "\(reference)")
    for (kit, command) in commands.sorted(by: { $0.key < $1.key }) where kit != "swift" {
      let answers = try Self.run(command, input: input).map(Self.canonical)
      #expect(answers.count == reference.count, "\(kit) answered \(answers.count) lines, the Swift kit \(reference.count)")
      for (index, (mine, swift)) in zip(answers, reference).enumerated() where mine != swift {
        Issue.record("line \(index + 1): the \(kit) kit answers\n  \(mine)\nthe Swift kit answers\n  \(swift)")
      }
    }
  }

  @Test func theComparisonSeesADifference() {
    #expect(
      Self.canonical(#"{"type":"calls","id":"2","calls":[],"app":{"setIntent":true}}"#)
        != Self.canonical(#"{"type":"calls","id":"2","calls":[],"app":{"setIntent":{"flags":[],"extras":{}}}}"#))
    #expect(
      Self.canonical(#"{"implementation":{"name":"a","version":"1"},"x":1}"#)
        == Self.canonical(#"{"x":1,"implementation":{"version":"1","name":"b"}}"#))
  }
}

import Foundation
import Testing
import TrackCheckTestSupport

/// The messages and help of the command line say what the tool does and why a file was refused.
@Suite("Messages that match the tool", .serialized)
struct MessageTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-messages-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The binary's suites are built in: the hint says so, not "the default is Suites/".
  @Test func aMissingSuitePathPointsAtTheBuiltInSuites() throws {
    let result = try CommandLineTests.run(["run", "--suite", "nosuch"])
    #expect(result.status == 2)
    #expect(result.error.contains("error: cannot read the suites at 'nosuch': no such file or folder"), "\(result.error)")
    #expect(result.error.contains("without --suite, the suites built into trackcheck run ('trackcheck suites export DIR' writes them out)"))
    #expect(!result.error.contains("Suites/"), "\(result.error)")
  }

  /// A results file, a baseline, a folder to write: each refusal names its cause.
  @Test func everyFileErrorNamesItsCause() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file.json")
    try Data("{}".utf8).write(to: file)
    let fifo = folder.appendingPathComponent("fifo.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let cases: [(arguments: [String], message: String)] = [
      (["report", "--results", folder.appendingPathComponent("missing.json").path], "': no such file or folder"),
      (["report", "--results", folder.path], "': it is a folder, not a file"),
      (["diff", fifo.path, file.path], "': it is a FIFO, not a regular file"),
      (["merge", file.path + "/results.json"], "': a part of the path is a file, not a folder"),
      (["run", "--expected-failures", folder.appendingPathComponent("none.yaml").path], "': no such file or folder"),
      (["suites", "export", file.appendingPathComponent("out").path], ": a part of the path is a file, not a folder"),
      (["init", "--language", "python", file.path], " to see that it is empty: it is a file"),
    ]
    for (arguments, message) in cases {
      let result = try CommandLineTests.run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.error)")
      #expect(result.error.contains(message), "\(arguments): \(result.error)")
      #expect(!result.error.contains("cannot read it") && !result.error.contains("could not be completed"), "\(result.error)")
    }
    // The hint of a missing results file says where they come from; a folder needs no such hint.
    let missing = try CommandLineTests.run(["report", "--results", folder.appendingPathComponent("missing.json").path])
    #expect(missing.error.contains("hint: results files are written beside the JUnit report by 'trackcheck run'"))
    let notAFile = try CommandLineTests.run(["report", "--results", folder.path])
    #expect(!notAFile.error.contains("hint:"), "\(notAFile.error)")
  }

  /// `--jobs` says what its default is, not this machine's core count.
  @Test(arguments: ["run", "explore", "faults"])
  func theJobsHelpDescribesItsDefault(_ command: String) throws {
    let help = try CommandLineTests.run([command, "--help"])
    #expect(help.status == 0)
    let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("--jobs <n>") })
    // The option's help runs until the next option.
    let entry = lines[start...].prefix { $0 == lines[start] || !$0.trimmingCharacters(in: .whitespaces).hasPrefix("-") }
      .joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(entry.contains("the default is the number of cores"), "\(entry)")
    #expect(!entry.contains("(default:"), "\(entry)")
  }

  /// The README documents shell completion; the scripts it names are there.
  @Test(arguments: ["bash", "zsh", "fish"])
  func completionScriptsAreGeneratedAsTheReadmeSays(_ shell: String) throws {
    let script = try CommandLineTests.run(["--generate-completion-script", shell])
    #expect(script.status == 0)
    #expect(script.output.contains("trackcheck") && script.output.contains("junit-flavor"))
    let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("trackcheck --generate-completion-script \(shell)"))
  }

  /// `--junit-flavor` takes one of its flavors by name; another word is refused with the list.
  @Test func theJUnitFlavorIsChosenByName() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let junit = folder.appendingPathComponent("junit.xml")
    let ran = try CommandLineTests.run(["run", "--quiet", "--case", "EVENT-ios-*", "--junit-flavor", "ant", "--junit", junit.path])
    #expect(ran.status == 0, "\(ran.error)")
    let text = try String(contentsOf: junit, encoding: .utf8)
    #expect(text.contains("<testsuites>") && text.contains(#" package=""#) && text.contains(#" id="0""#))
    let refused = try CommandLineTests.run(["run", "--junit-flavor", "azure", "--junit", junit.path])
    #expect(refused.status == 2)
    #expect(refused.error.contains("'azure'") && refused.error.contains("jenkins") && refused.error.contains("ant"), "\(refused.error)")
  }
}

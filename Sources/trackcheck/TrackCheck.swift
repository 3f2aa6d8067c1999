import ArgumentParser
import Foundation
import TrackCheckModel
import TrackCheckProtocol

@main
struct TrackCheck: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trackcheck",
    abstract: "Conformance harness for Adobe push tracking: Campaign Standard, Campaign Classic / v8.",
    discussion: """
      Runs declarative suites against any tracker implementation that speaks the
      trackcheck stdin/stdout protocol, and writes a JUnit XML report.

      \(ExitStatus.help)
      """,
    version: "\(HarnessInfo.name) \(HarnessInfo.version) (protocol \(ProtocolVersion.current))",
    subcommands: [
      Run.self, List.self, Validate.self, Explain.self, Coverage.self, Faults.self, Baseline.self, Report.self, Diff.self, Merge.self,
      Explore.self, Migrate.self, Collect.self, Init.self, SuitesCommand.self, ReferenceTrackerCommand.self,
    ]
  )

  /// The one place errors become messages and exit codes: argument errors exit 2, not 64.
  static func main() {
    // Past a file-size limit, a write must fail with an error trackcheck can
    // report (and clean up after), not kill the process halfway through a report.
    signal(SIGXFSZ, SIG_IGN)
    signal(SIGPIPE, SIG_IGN)
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      try checkCommandName(arguments)
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let exit as Exit {
      Foundation.exit(exit.code)
    } catch {
      if let (text, code) = ErrorReport.describe(error) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
        Foundation.exit(code)
      }
      guard exitCode(for: error) != .success else { exit(withError: error) }
      // One spelling for every error trackcheck prints ("error: …"), and exit code 2.
      var message = fullMessage(for: error)
      if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
      if arguments.first == "run", !arguments.contains("--"), message.lowercased().contains("unexpected argument") {
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert("    hint: the implementation's command goes after '--': trackcheck run [options] -- python3 adapter.py", at: 1)
        message = lines.joined(separator: "\n")
      }
      FileHandle.standardError.write(Data((message + "\n").utf8))
      Foundation.exit(ExitStatus.usageOrSuiteError.code)
    }
  }

  /// A first word that is no command gets a "did you mean".
  private static func checkCommandName(_ arguments: [String]) throws {
    guard let first = arguments.first, !first.hasPrefix("-") else { return }
    let names = configuration.subcommands.map { $0._commandName } + ["help"]
    guard !names.contains(first) else { return }
    throw UsageError("'\(first)' is not a trackcheck command", hint: Suggestions.hint(for: first, among: names))
  }
}

import ArgumentParser
import Foundation
import TrackCheckKit

@main
struct TrackCheck: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trackcheck",
    abstract: "Conformance harness for Adobe Campaign Standard push tracking.",
    discussion: """
      Runs declarative suites against any tracker implementation that speaks the
      trackcheck stdin/stdout protocol, and writes a JUnit XML report.

      Exit codes: 0 all cases passed; 1 a case failed or errored; 2 usage or
      suite error (nothing ran); 3 the implementation could not be started or
      failed the handshake; 4 the expected-failures baseline is stale (a listed
      case passes, or an entry names no case).
      """,
    version: "\(HarnessInfo.name) \(HarnessInfo.version) (protocol \(ProtocolVersion.current))",
    subcommands: [Run.self, List.self, Validate.self, Explain.self, Coverage.self, Faults.self, Baseline.self, Report.self, Diff.self, Merge.self]
  )

  /// Maps every error to its documented exit code: argument errors exit 2, not 64.
  static func main() {
    // Past a file-size limit, a write must fail with an error trackcheck can
    // report (and clean up after), not kill the process halfway through a report.
    signal(SIGXFSZ, SIG_IGN)
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as TrackCheckError {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      Foundation.exit(error.exitCode)
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(ExitStatus.usageOrSuiteError)
      }
      exit(withError: error)
    }
  }
}

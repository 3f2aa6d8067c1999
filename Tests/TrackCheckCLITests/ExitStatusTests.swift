import Foundation
import Testing
import TrackCheckTestSupport

@testable import trackcheck

/// Every exit status is listed where users look for it: `--help`, `run --help` and the README's table.
@Suite("Exit codes")
struct ExitStatusTests {
  /// The help text with its line breaks and indentation folded into single spaces, as it wraps to the terminal.
  private func folded(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  @Test(arguments: [["--help"], ["run", "--help"]])
  func theHelpListsEveryExitStatus(_ arguments: [String]) throws {
    let help = try CommandLineTests.run(arguments)
    #expect(help.status == 0)
    let text = folded(help.output)
    #expect(text.contains("Exit codes:"), "\(help.output)")
    for status in ExitStatus.allCases {
      #expect(text.contains("\(status.code) \(folded(status.meaning))"), "exit code \(status.code) is missing from \(arguments)")
    }
    #expect(text.contains("128+N \(folded(ExitStatus.signalMeaning))"))
  }

  @Test func theReadmeTableHasARowForEveryExitStatus() throws {
    let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "### Exit codes\n").dropFirst().first)
    let codes = section.split(separator: "\n").prefix { !$0.hasPrefix("#") }.filter { $0.hasPrefix("| ") }
      .compactMap { $0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) }
    #expect(codes == ["code"] + ExitStatus.allCases.map { "\($0.code)" } + ["128+N"])
  }

  @Test func aSignalsCodeIs128PlusItsNumber() {
    #expect(ExitStatus.signal(2) == 130 && ExitStatus.signal(15) == 143)
    #expect(Set(ExitStatus.allCases.map(\.code)).count == ExitStatus.allCases.count)
  }
}

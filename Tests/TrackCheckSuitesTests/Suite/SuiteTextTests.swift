import Foundation
import Testing
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckSuites
import TrackCheckTestSupport

/// Cases given as text (a UI test's scenario posted to the collector), read with the suites' fixtures and catalogue.
@Suite struct SuiteTextTests {
  static let suites = Result { try SuiteLoader.load(paths: [TestPaths.suites]) }

  /// A case as a UI test would post it (the file is shared with the collector's end-to-end test).
  static let scenario = (try? String(contentsOfFile: TestPaths.fixture("cases/app-dismiss-background.yaml"), encoding: .utf8)) ?? ""

  @Test func aSingleCaseIsReadAsTheOneCaseOfASuiteFile() throws {
    let given = try SuiteLoader.prepare(text: Self.scenario, shownAs: "the case given", with: try Self.suites.get())
    #expect(given.collection.cases.map(\.id) == ["APP-DISMISS-background"])
    let prepared = try #require(given.testCase("APP-DISMISS-background"))
    // Placed on the timeline and given the requirements they prove, as a suite file's case is.
    #expect(prepared.testCase.expectedCalls.map(\.step) == [0, 1])
    #expect(prepared.testCase.expectedCalls.allSatisfy { $0.requirement != nil })
    if case .failure(let error) = prepared.model { Issue.record("no model: \(error.message)") }
  }

  @Test func aSuiteFileGivenAsTextKeepsItsDefaultsAndMatrices() throws {
    let text = """
      defaults: {platform: android, payload: android-tracked, requirements: [ACS-IDS-MAPPING], source: "ACS-PUSH-TRACKING-FR §about-push-tracking"}
      cases:
        - id: "MINE-${app}"
          title: "Received (${app})"
          matrix: {app: {foreground: {app: foreground}, background: {app: background}}}
          steps: [receive]
          expect: [impression]
      """
    let given = try SuiteLoader.prepare(text: text, shownAs: "the case given", with: try Self.suites.get())
    #expect(given.collection.cases.map(\.id) == ["MINE-foreground", "MINE-background"])
  }

  @Test func whatIsWrongIsPositionedInTheTextGiven() throws {
    let suites = try Self.suites.get()
    func problems(_ text: String) -> [String] {
      do {
        _ = try SuiteLoader.prepare(text: text, shownAs: "the case given", with: suites)
        return []
      } catch {
        guard case .invalid(let diagnostics) = error else { return ["\(error)"] }
        return diagnostics.map(\.description)
      }
    }
    #expect(
      problems(Self.scenario.replacingOccurrences(of: "app: background", with: "app: bakground")).first?.hasPrefix(
        "the case given:6:6: error: 'app' cannot be 'bakground'") == true)
    #expect(problems("").first?.contains("no case was given") == true)
    #expect(problems("cases: []").first?.contains("no case was given") == true)
    #expect(problems("id: [").first?.hasPrefix("the case given:") == true)
    let file = Self.scenario.replacingOccurrences(of: "payload: ios-tracked", with: "payload: {file: ../../etc/passwd}")
    #expect(problems(file).contains { $0.contains("no folder to read the payload file '../../etc/passwd' from") })
  }
}

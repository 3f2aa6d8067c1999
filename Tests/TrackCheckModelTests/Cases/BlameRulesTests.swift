import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel

@Suite("Blame rules")
struct BlameRulesTests {
  private func requirement(_ id: RequirementID, _ level: RequirementLevel = .must, blame: [BlamePattern]) -> Requirement {
    Requirement(
      id: id, level: level, rule: id.rawValue, source: "test", enforcedByPlatform: nil, blame: blame, location: SourceLocation(file: ""))
  }

  private var catalogue: [Requirement] {
    [
      requirement("EVENTS", blame: [BlamePattern(faults: [.unexpected, .duplicate])]),
      requirement("TAP", blame: [BlamePattern(faults: [.missing], platform: .android, steps: [.tap], actions: [.click, .open])]),
      requirement("RETURN", blame: [BlamePattern(faults: [.duplicate], platform: .android, steps: [.returnToApp])]),
      requirement("FLAG-OFF", blame: [BlamePattern(faults: [.unexpected], condition: .nothingExpected)]),
      requirement("FLAG-ON", .should, blame: [BlamePattern(faults: [.missing], condition: .untracked)]),
      requirement("FG", blame: [BlamePattern(faults: [.missing], platform: .ios, steps: [.receive], callbacks: ["willPresent"])]),
      requirement("BG", blame: [BlamePattern(faults: [.missing], platform: .ios, steps: [.receive])]),
      requirement("SDK-PATH", blame: [BlamePattern(faults: [.unexpected, .duplicate], platform: .android, besideSDK: true)]),
    ]
  }

  private func ask(
    _ fault: Fault, _ platform: Platform = .android, at step: StepKeyword? = nil, callbacks: [String] = [], action: TrackingAction? = nil,
    untracked: Bool = false, nothingExpected: Bool = false, besideSDK: Bool = false, listed: [RequirementID] = []
  ) -> RequirementID? {
    BlameRules(catalogue).requirement(
      for: BlameQuestion(
        fault: fault, platform: platform, step: step, callbacks: callbacks, action: action, untracked: untracked,
        nothingExpected: nothingExpected, besideSDK: besideSDK), listed: listed)
  }

  @Test func aCallBesideTheSDKsOwnPathIsThatPathsRuleWhateverTheCaseLists() {
    #expect(ask(.duplicate, at: .tap, besideSDK: true) == "SDK-PATH")
    #expect(ask(.duplicate, at: .returnToApp, besideSDK: true, listed: ["RETURN", "EVENTS"]) == "SDK-PATH")
    // Not beside the SDK's path: the general rules, as before.
    #expect(ask(.duplicate, at: .returnToApp, listed: ["RETURN", "EVENTS"]) == "RETURN")
    #expect(ask(.duplicate, at: .tap) == "EVENTS")
    // Only on the pattern's platform.
    #expect(ask(.duplicate, .ios, at: .tap, besideSDK: true) == "EVENTS")
  }

  @Test func theNarrowestPatternOfTheCatalogueWins() {
    #expect(ask(.duplicate, at: .returnToApp) == "RETURN")
    #expect(ask(.duplicate, at: .tap) == "EVENTS")
    #expect(ask(.missing, at: .tap, action: .click) == "TAP")
    #expect(ask(.missing, at: .tap, action: .impression) == nil)
    #expect(ask(.missing, .ios, at: .receive, callbacks: ["userNotificationCenter(_:willPresent:withCompletionHandler:)"]) == "FG")
    #expect(ask(.missing, .ios, at: .receive, callbacks: ["application(_:didReceiveRemoteNotification:)"]) == "BG")
  }

  @Test func conditionalPatternsApplyOnlyToCasesThatListTheirRequirement() {
    #expect(ask(.unexpected, at: .tap, nothingExpected: true) == "EVENTS")
    #expect(ask(.unexpected, at: .tap, nothingExpected: true, listed: ["FLAG-OFF"]) == "FLAG-OFF")
    #expect(ask(.unexpected, at: .tap, nothingExpected: false, listed: ["FLAG-OFF"]) == "EVENTS")
    // A listed requirement wins over a narrower one of the catalogue.
    #expect(ask(.missing, at: .tap, action: .click, untracked: true, listed: ["FLAG-ON"]) == "FLAG-ON")
    #expect(ask(.missing, at: .tap, action: .click, untracked: false, listed: ["FLAG-ON"]) == "TAP")
  }

  @Test func everyFaultNeedsACatalogueWideOwner() {
    let rules = BlameRules(catalogue)
    #expect(rules.unownedFaults(under: TestProfiles.standard).contains(.extraKey))
    #expect(!rules.unownedFaults(under: TestProfiles.standard).contains(.unexpected))
    #expect(!rules.unownedFaults(under: TestProfiles.standard).contains(.missing))
    #expect(rules.level(of: "FLAG-ON") == .should)
    #expect(rules.level(of: "UNKNOWN") == .should)
    #expect(BlameRules.none.isEmpty)
  }
}

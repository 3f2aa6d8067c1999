import Foundation
import Testing
import TrackCheckPlatform
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckSuites

@Suite("Suite loading")
struct SuiteLoaderTests {
  @Test func loadsTheMinimalSuiteWithMatrixAndDefaults() throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.fixture("suites/minimal")])
    #expect(collection.requirements.map(\.id) == ["R-IMPRESSION", "R-OPEN"])
    #expect(collection.cases.map(\.id) == ["MIN-IOS-BG", "MIN-ios-TAP", "MIN-android-TAP"])
    let tap = try #require(collection.testCase("MIN-android-TAP"))
    #expect(tap.platform == .android)
    #expect(tap.tags == ["minimal"])
    #expect(tap.title == "Tap on android")
    #expect(tap.expectedCalls.map(\.action) == [.impression, .click, .open])
    #expect(tap.expectedCalls.first?.deliveryId == "d57fd6")
    #expect(tap.location.line == 15)
  }

  @Test func anUnquotedOnStaysAString() throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.fixture("suites/minimal")])
    let payload = try #require(collection.fixtures["ios-push"]).payload
    #expect(payload["_acsDeliveryTracking"] == .string("on"))
    #expect(payload["aps"]?["content-available"] == .integer(1))
  }

  @Test(arguments: [
    ("unknown-key.yaml", "unknown-key.yaml:3:5: error: unknown key 'titel' in a case", "did you mean 'title'?"),
    ("bad-yaml.yaml", "bad-yaml.yaml:5:1: error: invalid YAML", "check indentation"),
    ("wrong-type.yaml", "wrong-type.yaml:9:12: error: 'steps' must be a non-empty list", "steps: [receive, tap]"),
    ("duplicate-id.yaml", "duplicate-id.yaml:11:5: error: case id 'X-1' is already used at", "unique"),
    ("missing-fixture.yaml", "missing-fixture.yaml:8:14: error: no payload fixture named 'ios-pushh'", "expected one of"),
    ("bad-step.yaml", "bad-step.yaml:9:22: error: unknown step 'tapp'", "did you mean 'tap'?"),
    ("bad-state.yaml", "bad-state.yaml:7:10: error: app state 'force-stopped' does not exist on ios", "force-quit"),
    ("matrix-collision.yaml", "matrix-collision.yaml:2:5: error: case id 'X-foreground' is already used", "${axis}"),
    ("impossible-step.yaml", "impossible-step.yaml:9:22: error: case X-1: the app has no running activity", "launchFromIcon"),
    (
      "ambiguous-expect.yaml",
      "ambiguous-expect.yaml:10:13: error: the flat 'expect' list of case X-1 is ambiguous: 1 impression of 'default' for 2 receive steps",
      "with 'expect' on the steps"
    ),
    (
      "expect-without-callback.yaml",
      "expect-without-callback.yaml:10:13: error: case X-1: the impression is placed at step 1 (receive default), which delivers no callback",
      "put 'expect' on the step whose callbacks must cause it"
    ),
    ("expect-twice.yaml", "expect-twice.yaml:10:13: error: case X-1 has 'expect' on its steps and a flat 'expect' list", "keep one"),
  ])
  func invalidSuitesGetPositionedErrors(file: String, message: String, hint: String) {
    let path = TestPaths.fixture("suites/invalid/\(file)")
    do {
      _ = try SuiteLoader.load(paths: [path])
      Issue.record("\(file) loaded without an error")
    } catch {
      #expect(error.code == .invalid)
      guard case .invalid(let diagnostics) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      let text = diagnostics.map(\.description).joined(separator: "\n")
      #expect(text.contains(message), "\(text)")
      #expect(text.contains(hint), "\(text)")
    }
  }

  @Test func aMissingPathIsAUsageError() {
    #expect(#expect(throws: SuiteError.self) { try SuiteLoader.load(paths: ["/nonexistent/suites"]) }?.code == .notFound)
  }

  /// The compliance report never blames a rule the platform enforces, so a case
  /// that lists one and can receive callbacks must also list the tracker's rule
  /// that a failure of it would break.
  @Test func casesOfPlatformRulesAlsoNameATrackerRule() throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.suites])
    let enforced = Set(collection.requirements.filter { $0.enforcedByPlatform != nil }.map(\.id))
    for testCase in collection.cases where testCase.requirements.contains(where: enforced.contains) {
      let reachesTracker = try !PlatformModel.derive(testCase).callbacks.isEmpty
      #expect(!reachesTracker || testCase.requirements.contains { !enforced.contains($0) }, "\(testCase.id)")
    }
  }

  @Test func theProjectSuitesAreValidAndLarge() throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.suites])
    #expect(collection.cases.count >= 200)
    #expect(RequirementCoverage(collection).uncovered.isEmpty)
  }
}

@Suite("Suite digest")
struct SuiteDigestTests {
  @Test func theDigestDependsOnTheSuitesNotOnWhereTheyAre() throws {
    var digests: [String] = []
    for _ in 0..<2 {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-digest-\(UUID().uuidString)/nested/suites")
      try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: TestPaths.fixture("suites/minimal"), toPath: folder.path)
      defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }
      digests.append(try SuiteLoader.load(paths: [folder.path]).digest)
      // The same files named one by one give the same digest.
      let files = ["cases.yaml"].map { folder.appendingPathComponent($0).path }
      #expect(try SuiteLoader.load(paths: files).digest == digests.last)
    }
    #expect(digests[0] == digests[1])
    #expect(digests[0] == (try SuiteLoader.load(paths: [TestPaths.fixture("suites/minimal")]).digest))
  }

  @Test func theDigestChangesWithAByte() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-digest-\(UUID().uuidString)")
    try FileManager.default.copyItem(atPath: TestPaths.fixture("suites/minimal"), toPath: folder.path)
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try SuiteLoader.load(paths: [folder.path]).digest
    let cases = folder.appendingPathComponent("cases.yaml")
    try (String(contentsOf: cases, encoding: .utf8) + "\n").write(to: cases, atomically: true, encoding: .utf8)
    #expect(try SuiteLoader.load(paths: [folder.path]).digest != before)
  }
}

@Suite("The timeline of expected calls")
struct TimelineTests {
  private func load(_ yaml: String) throws -> TrackingCase {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-timeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try yaml.write(to: folder.appendingPathComponent("cases.yaml"), atomically: true, encoding: .utf8)
    let collection = try SuiteLoader.load(paths: [folder.path])
    return try #require(collection.cases.first)
  }

  private let header = """
    cases:
      - id: X-1
        title: t
        requirements: [R]
        source: test
        platform: android
        app: background
        payload: {inline: {data: {_dId: "a", _mId: "b"}}}

    """

  @Test func aFlatListIsPlacedByTheRule() throws {
    let testCase = try load(header + "    steps: [receive, tap, systemKill, openFromRecents]\n    expect: [impression, click, open]\n")
    #expect(testCase.expectedCalls.map(\.step) == [0, 1, 1])
  }

  @Test func clearAllActsOnWhatIsStillShown() throws {
    let yaml = """
      cases:
        - id: X-2
          title: t
          requirements: [R]
          source: test
          platform: android
          app: background
          notifications: {a: {inline: {data: {_dId: "a", _mId: "a"}}}, b: {inline: {data: {_dId: "b", _mId: "b"}}}}
          steps: [{receive: a}, {receive: b}, {tap: a}, clearAll]
          expect:
            - {action: impression, notification: a}
            - {action: impression, notification: b}
            - {action: click, notification: a}
            - {action: open, notification: a}
            - {action: click, notification: b}

      """
    #expect(try load(yaml).expectedCalls.map(\.step) == [0, 1, 2, 2, 3])
  }

  @Test func callsWrittenOnStepsKeepTheirPlace() throws {
    let testCase = try load(
      header + "    steps: [{receive: {expect: [impression]}}, tap, systemKill, {openFromRecents: {expect: [click, open]}}]\n")
    #expect(testCase.expectedCalls.map(\.step) == [0, 3, 3])
    #expect(testCase.expectedCalls.map(\.action) == [.impression, .click, .open])
  }
}

/// Every source a rule cites can be opened by anyone: it names an id of
/// docs/SOURCES.md, never a file that is not in the repository.
@Suite("Sources anyone can check")
struct CitationTests {
  static let register = (try? String(contentsOf: TestPaths.root.appendingPathComponent("docs/SOURCES.md"), encoding: .utf8)) ?? ""

  /// The ids the register lists in its tables (`| ID | …`).
  static let registeredIDs: Set<String> = Set(
    register.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| ") else { return nil }
      let cell = line.dropFirst(2).prefix { $0 != " " && $0 != "|" }
      return cell.contains("-") && cell.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "-" }) ? String(cell) : nil
    })

  /// Register-style ids in a citation (`APPLE-UN-DISMISS-ACTION`, `AEPSDK-CAMPAIGN-IOS@7a695695`).
  static func ids(in citation: String) -> [String] {
    citation.split(whereSeparator: { !($0.isUppercase || $0.isNumber || $0 == "-" || $0 == "@" || $0.isLowercase) }).compactMap { token in
      let id = token.split(separator: "@").first.map(String.init) ?? ""
      let parts = id.split(separator: "-")
      guard parts.count >= 2, id.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "-" }), id.first?.isLetter == true else { return nil }
      return id
    }
  }

  @Test func noSuiteOrSourceFileNamesAPrivateFile() throws {
    let root = TestPaths.root
    var offenders: [String] = []
    for folder in ["Suites", "Sources"] {
      let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        guard ["yaml", "swift", "md"].contains(url.pathExtension), let text = try? String(contentsOf: url, encoding: .utf8) else {
          continue
        }
        if text.contains("platform-facts.md") || text.range(of: #"00[0-4]_[0-9a-f]{8,}\.txt"#, options: .regularExpression) != nil {
          offenders.append(url.lastPathComponent)
        }
      }
    }
    #expect(offenders.isEmpty, "files citing private sources: \(offenders)")
  }

  @Test func everyRequirementAndPlatformRuleCitesRegisteredSources() throws {
    #expect(Self.registeredIDs.count > 20, "the register's ids: \(Self.registeredIDs.count)")
    #expect(
      Self.ids(in: "ACS-PUSH-TRACKING-FR §x (a 'b'); AEPSDK-CAMPAIGN-IOS@7a695695") == ["ACS-PUSH-TRACKING-FR", "AEPSDK-CAMPAIGN-IOS"])
    #expect(!Self.registeredIDs.contains("BOGUS-SOURCE"))
    let collection = try SuiteLoader.load(paths: [TestPaths.suites])
    var unknown: [String] = []
    for requirement in collection.requirements {
      for id in Self.ids(in: requirement.source) where !Self.registeredIDs.contains(id) && !id.hasPrefix("D-") {
        unknown.append("\(requirement.id): \(id)")
      }
    }
    for rule in PlatformRule.all.values {
      for id in Self.ids(in: rule.source) where !Self.registeredIDs.contains(id) {
        unknown.append("\(rule.id): \(id)")
      }
    }
    #expect(unknown.isEmpty, "citations of ids not in docs/SOURCES.md: \(unknown)")
  }
}

@Suite("Which requirement each expected call proves")
struct ExpectedRequirementTests {
  private func load(catalogue: String, cases: String) throws -> SuiteCollection {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-blame-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try catalogue.write(to: folder.appendingPathComponent("requirements.yaml"), atomically: true, encoding: .utf8)
    try cases.write(to: folder.appendingPathComponent("cases.yaml"), atomically: true, encoding: .utf8)
    return try SuiteLoader.load(paths: [folder.path])
  }

  private let catalogue = """
    requirements:
      - id: IMPRESSION
        level: MUST
        rule: r
        source: s
        blame:
          - {for: [missing], actions: [impression]}
          - {for: [unexpected, duplicate, both-apis, wrong-order, open-alone, unwired]}
      - id: TAP
        level: MUST
        rule: r
        source: s
        blame:
          - {for: [missing], platform: android, at: [tap], actions: [click, open]}
      - id: FIELDS
        level: SHOULD
        rule: r
        source: s
        blame:
          - {for: [unknown-api, tracking-name, pinned-collect, pinned-trackaction, extra-key, missing-key, action-not-string, id-not-string, wrong-ids, other-notification-ids, wrong-action]}

    """

  private let cases = """
    cases:
      - id: X-1
        title: t
        requirements: [TAP]
        source: test
        platform: android
        app: background
        payload: {inline: {data: {_dId: "a", _mId: "b"}}}
        steps: [receive, {tap: {expect: [{action: click, requirement: FIELDS}, open]}}]
        expect: [impression]

    """

  @Test func callsProveTheRuleOfTheirStepUnlessTheSuiteNamesOne() throws {
    let collection = try load(catalogue: catalogue, cases: cases.replacingOccurrences(of: "\n    expect: [impression]", with: ""))
    let testCase = try #require(collection.cases.first)
    #expect(testCase.expectedCalls.map(\.requirement) == ["FIELDS", "TAP"])
    #expect(testCase.requirements == ["TAP", "FIELDS"])
  }

  @Test func aCatalogueThatBlamesMustBlameEveryFault() throws {
    let partial = catalogue.replacingOccurrences(of: "wrong-ids, ", with: "")
    #expect {
      _ = try load(catalogue: partial, cases: cases.replacingOccurrences(of: "\n    expect: [impression]", with: ""))
    } throws: { error in
      "\(error)".contains("no requirement of the catalogue takes the blame for 'wrong-ids' findings")
    }
  }

  @Test func aMisspeltFaultIsRefusedWithAHint() throws {
    let typo = catalogue.replacingOccurrences(of: "{for: [missing], actions: [impression]}", with: "{for: [mising], actions: [impression]}")
    #expect {
      _ = try load(catalogue: typo, cases: cases)
    } throws: { error in
      "\(error)".contains("'for' of a blame pattern cannot be 'mising'") && "\(error)".contains("did you mean 'missing'?")
    }
  }

  /// A pattern's `callback` word that no callback's name contains would match nothing: an error at its place, with a
  /// hint; a word that names a callback (`onCreate`, `willPresent`) loads.
  @Test func aCallbackNoCallbackIsNamedIsRefusedWithAHint() throws {
    let named = catalogue.replacingOccurrences(
      of: "{for: [missing], actions: [impression]}", with: "{for: [missing], actions: [impression], callback: [willPresent, onCreate]}")
    #expect(named != catalogue)
    _ = try load(catalogue: named, cases: cases.replacingOccurrences(of: "\n    expect: [impression]", with: ""))
    let typo = catalogue.replacingOccurrences(
      of: "{for: [missing], actions: [impression]}", with: "{for: [missing], actions: [impression], callback: [willPresnt]}")
    #expect {
      _ = try load(catalogue: typo, cases: cases.replacingOccurrences(of: "\n    expect: [impression]", with: ""))
    } throws: { error in
      "\(error)".contains("'callback' of a blame pattern cannot be 'willPresnt': no callback is named so")
        && "\(error)".contains("did you mean 'willPresent'?")
    }
  }
}

@Suite("The register of sources")
struct SourceRegisterTests {
  /// Suites/sources.yaml and docs/SOURCES.md list the same ids; every platform
  /// rule cites registered ids only; most sources have a public address.
  @Test func theToolsRegisterMatchesTheDocumentedOne() throws {
    let collection = try SuiteLoader.load(paths: [TestPaths.suites])
    let ids = Set(collection.sources.map(\.id))
    #expect(ids.count >= 50)
    #expect(ids.isSubset(of: CitationTests.registeredIDs), "\(ids.subtracting(CitationTests.registeredIDs))")
    var unknown: [String] = []
    for rule in PlatformRule.all.values {
      let cited = SourceReference.ids(in: rule.source)
      #expect(!cited.isEmpty, "\(rule.id) cites no registered source: \(rule.source)")
      unknown += cited.filter { !ids.contains($0) }.map { "\(rule.id): \($0)" }
    }
    #expect(unknown == [])
    // Each platform rule rests on the vendor's own documentation, AOSP, or the seeds, not on third parties alone.
    let firstHand = ["APPLE-", "ANDROID-", "FIREBASE-", "AOSP-", "ACS-", "FIELD-STUDY-"]
    for rule in PlatformRule.all.values {
      #expect(
        SourceReference.ids(in: rule.source).contains { id in firstHand.contains { id.hasPrefix($0) } },
        "\(rule.id) cites no first-hand source: \(rule.source)")
    }
    #expect(collection.sources.filter { $0.url == nil }.count <= 3)
    #expect(collection.sources.allSatisfy { $0.url.map { $0.hasPrefix("https://") } ?? true })
  }

  @Test func aCitationOfAnUnregisteredSourceIsASuiteError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-sources-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "sources:\n  - {id: KNOWN-SOURCE, title: t, url: \"https://example.com\"}\n".write(
      to: folder.appendingPathComponent("sources.yaml"), atomically: true, encoding: .utf8)
    try """
    requirements:
      - {id: R, level: MUST, rule: r, source: "KNOWN-SOURCE; UNKNOWN-SOURCE §1"}
    """.write(to: folder.appendingPathComponent("requirements.yaml"), atomically: true, encoding: .utf8)
    try """
    cases:
      - {id: X-1, title: t, requirements: [R], source: KNOWN-SOURCE, platform: android, app: background,
         payload: {inline: {data: {_dId: "a", _mId: "b"}}}, steps: [receive], expect: [impression]}
    """.write(to: folder.appendingPathComponent("cases.yaml"), atomically: true, encoding: .utf8)
    #expect {
      _ = try SuiteLoader.load(paths: [folder.path])
    } throws: { error in
      "\(error)".contains("requirement R cites 'UNKNOWN-SOURCE', which the register of sources does not list")
    }
  }
}

@Suite("Stories only some profiles tell")
struct ProfilesOfAStoryTests {
  /// The built-in stories of the Campaign Classic extension's own path are Classic's only.
  @Test func aStoryNamingItsProfilesIsLeftOutUnderTheOthers() throws {
    let standard = try SuiteLoader.load(paths: [TestPaths.suites])
    let classic = try SuiteLoader.load(paths: [TestPaths.suites], profile: ProfileID(rawValue: "campaign-classic"))
    #expect(!standard.cases.contains { $0.id.hasPrefix("SDK-PATH-") })
    let told = classic.cases.filter { $0.id.hasPrefix("SDK-PATH-") }
    #expect(told.count == 8)
    #expect(told.allSatisfy { $0.requirements.first == "CC-DOUBLE-PATH" && $0.platform == .android })
  }

  /// A profile's block tells the story in its own words; the default profile keeps its own.
  @Test func aProfilesBlockGivesTheStoryItsOwnTitle() throws {
    let standard = try SuiteLoader.load(paths: [TestPaths.suites])
    let classic = try SuiteLoader.load(paths: [TestPaths.suites], profile: ProfileID(rawValue: "campaign-classic"))
    let id = "EVENT-and-fg-open"
    #expect(standard.cases.first { $0.id == id }?.title == "The open of a tracked push carries the documented code and ids (and-fg)")
    #expect(
      classic.cases.first { $0.id == id }?.title
        == "A tap on a tracked push: a receive, then one click through trackNotificationClick, with the push's ids (and-fg)")
    // No Classic title speaks of Campaign Standard's impression or open.
    #expect(!classic.cases.contains { $0.title.localizedCaseInsensitiveContains("impression") })
  }

  /// A profile no one has is an error with its place, under every profile: never a story silently left out.
  @Test func anUnknownProfileIsASuiteError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-profiles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    cases:
      - id: ONLY-CLASSIC
        title: t
        source: s
        profiles: [campaign-clasic]
        platform: android
        app: background
        payload: {inline: {data: {_dId: "d", _mId: "1"}}}
        steps: [receive]
        requirements: [AND-IMPRESSION]
        expect: [impression]
    """.write(to: folder.appendingPathComponent("cases.yaml"), atomically: true, encoding: .utf8)
    let error = #expect(throws: SuiteError.self) { try SuiteLoader.load(paths: [folder.path]) }
    let text = error?.description ?? ""
    #expect(text.contains("cases.yaml:5"), "\(text)")
    #expect(text.contains("'profiles' of a case cannot be 'campaign-clasic'"), "\(text)")
    #expect(text.contains("campaign-classic"), "the hint names the profile meant: \(text)")
  }
}

@Suite("The Journey Optimizer profile's data")
struct JourneyOptimizerProfileTests {
  static let id = ProfileID(rawValue: "journey-optimizer")

  /// Events that share a code are told apart by the values their call carries beside it.
  @Test func eventsCarryTheirValuesBesideTheirCode() throws {
    let profile = try SuiteLoader.builtInProfile(Self.id)
    #expect(profile.code(.opened) == "pushTracking.applicationOpened")
    #expect(profile.code(.action) == profile.code(.dismiss))
    #expect(profile.values[.dismiss] == ["applicationOpened": false, "actionId": "Dismiss"])
    #expect(profile.values[.action] == ["applicationOpened": true])
    #expect(profile.ids.providerMessageID && profile.ids.deliveryIsJSON && profile.xdmFromIds)
    let expected = profile.contextData(deliveryId: "{}", broadlogId: "push-1", event: .dismiss)
    #expect(expected.keys == ["adobe_xdm", "messageId", "eventType", "applicationOpened", "actionId"])
  }

  /// Every push of a story with both Campaign ids carries _xdm made from them: iOS a dictionary, Android its text;
  /// a story that unsets _xdm has none; Campaign Standard's payloads are untouched.
  @Test func thePushesOfAStoryCarryXdmMadeFromTheirIds() throws {
    let journey = try SuiteLoader.load(paths: [TestPaths.suites], profile: Self.id)
    let standard = try SuiteLoader.load(paths: [TestPaths.suites])
    let ios = try #require(journey.cases.first { $0.id == "IOS-TAP-background-ios-tracked" }?.notifications.first?.payload)
    let android = try #require(journey.cases.first { $0.id == "AND-TAP-foreground" }?.notifications.first?.payload)
    let execution = ios["_xdm"]?["cjm"]?["_experience"]?["customerJourneyManagement"]?["messageExecution"]
    #expect(execution?["messageExecutionID"] == ios["_dId"] && execution?["messageID"] == ios["_mId"])
    let text = try #require(android["data"]?["_xdm"]?.stringValue)
    #expect(IdRules.canonicalJSON(.string(text)) == IdRules.canonicalJSON(try JSONParser.parse(text)))
    #expect(text.contains(android["data"]?["_mId"]?.stringValue ?? "?"))
    #expect(journey.cases.first { $0.id == "XDM-MISSING-ios-tap" }?.notifications.first?.payload["_xdm"] == nil)
    #expect(standard.cases.allSatisfy { $0.notifications.allSatisfy { $0.payload["_xdm"] == nil && $0.payload["data"]?["_xdm"] == nil } })
    #expect(!standard.cases.contains { $0.id.hasPrefix("XDM-") })
  }

  /// The stories speak Journey Optimizer's words under its profile: no title of its stories says impression or click.
  @Test func noStoryTitleSpeaksOfCampaignsEvents() throws {
    let journey = try SuiteLoader.load(paths: [TestPaths.suites], profile: Self.id)
    let campaign = journey.cases.filter {
      $0.title.localizedCaseInsensitiveContains("impression") || $0.title.localizedCaseInsensitiveContains("click")
    }
    #expect(campaign.isEmpty, "\(campaign.map(\.id))")
  }

  /// A push's id under this profile is the provider's message id: the push's name on the platform model.
  @Test func theExpectedCallsCarryThePushsNameAsItsMessageId() throws {
    let journey = try SuiteLoader.load(paths: [TestPaths.suites], profile: Self.id)
    let twoPushes = try #require(journey.cases.first { $0.id == "AND-OWN-IDS-background-tap" })
    #expect(twoPushes.expectedCalls.map(\.broadlogId) == ["older", "newer", "older"])
    #expect(twoPushes.expectedCalls.map(\.action) == [.receive, .receive, .opened])
  }
}

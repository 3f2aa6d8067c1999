import ArgumentParser
import TrackCheckEngine
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckReports
import TrackCheckSuites

/// Options shared by every command that reads suites.
struct SuiteOptions: ParsableArguments {
  @Option(
    name: .customLong("suite"),
    help: ArgumentHelp(
      "A suite folder or file (repeatable); the default is the suites built into trackcheck ('trackcheck suites export DIR' writes them out).",
      valueName: "path"))
  var suites: [String] = []

  @Option(name: .customLong("case"), help: ArgumentHelp("Only cases whose id matches this glob (repeatable).", valueName: "glob"))
  var caseGlobs: [String] = []

  @Option(
    name: .customLong("platform"), help: ArgumentHelp("Only cases of this platform: ios or android (repeatable).", valueName: "platform"))
  var platforms: [String] = []

  @Option(name: .customLong("tag"), help: ArgumentHelp("Only cases with this tag (repeatable).", valueName: "tag"))
  var tags: [String] = []

  @Option(name: .customLong("requirement"), help: ArgumentHelp("Only cases that check this requirement id (repeatable).", valueName: "id"))
  var requirements: [String] = []

  @Option(
    name: .customLong("level"),
    help: ArgumentHelp("Only cases that check a requirement of this level: must or should (repeatable).", valueName: "level"))
  var levels: [String] = []

  @OptionGroup var profileOption: ProfileOption

  @Option(
    name: .customLong("shard"), help: ArgumentHelp("Only the K-th of N deterministic, balanced parts of the selection.", valueName: "K/N"))
  var shard: String?

  func validate() throws {
    for platform in platforms where Platform(rawValue: platform) == nil {
      throw ValidationError("unknown platform '\(platform)'; use ios or android")
    }
    for level in levels where RequirementLevel(rawValue: level.uppercased()) == nil {
      throw ValidationError("unknown level '\(level)'; use must or should")
    }
    if let shard, CaseSelection.Shard(shard) == nil {
      throw ValidationError("--shard takes K/N with 1 <= K <= N, e.g. 2/4; got '\(shard)'")
    }
  }

  /// The selection the options describe.
  var selection: CaseSelection {
    var selection = CaseSelection()
    selection.caseGlobs = caseGlobs
    selection.platforms = platforms.compactMap(Platform.init(rawValue:))
    selection.tags = tags
    selection.requirements = requirements
    selection.levels = levels.compactMap { RequirementLevel(rawValue: $0.uppercased()) }
    selection.shard = shard.flatMap(CaseSelection.Shard.init)
    return selection
  }

  /// Refuses the selection options for a command they do not apply to.
  func refuseSelection(for command: String, because reason: String) throws {
    guard !selection.selectsAll else { return }
    throw UsageError(
      "'\(command)' \(reason); --case, --platform, --tag, --requirement, --level and --shard do not apply to it",
      hint: "'trackcheck list' with the same options shows the cases they select")
  }

  /// The suites `--suite` names, or the built-in ones, each case with its model.
  func loadPrepared() throws -> PreparedSuites { try loadPrepared(profile: profileID) }

  /// The suites read under `profile` rather than `--profile`'s (`migrate` reads them under two).
  func loadPrepared(profile: ProfileID) throws -> PreparedSuites {
    guard suites.isEmpty else { return try SuiteLoader.prepare(paths: suites, profile: profile) }
    return try BuiltInSuites.prepared(profile: profile)
  }

  /// The profile `--profile` names (checked when the suites are read).
  var profileID: ProfileID { profileOption.id }

  /// The suites `--suite` names, or the built-in ones.
  func loadCollection() throws -> SuiteCollection { try loadPrepared().collection }

  /// The plan of a run of the selected cases; an empty selection is a usage error.
  func plan(baseline: ExpectedFailures?, failOn: RequirementLevel) throws -> RunPlan {
    let plan = RunPlan(suites: try loadPrepared(), selection: selection, baseline: baseline, failOn: failOn)
    if plan.cases.isEmpty { throw emptySelection(among: plan.suites.collection.cases.count) }
    return plan
  }

  /// Loads the suites and applies the selection; an empty selection is a usage error.
  func load(allowEmptySelection: Bool = false) throws -> (SuiteCollection, [TrackingCase]) {
    let collection = try loadCollection()
    let selected = selection.apply(to: collection.cases, requirements: collection.requirements)
    if selected.isEmpty && !allowEmptySelection { throw emptySelection(among: collection.cases.count) }
    return (collection, selected)
  }

  /// The usage error of a selection that matches none of `total` cases.
  private func emptySelection(among total: Int) -> UsageError {
    UsageError(
      "the selection (\(selection)) matches none of the \(total) cases", hint: "check the filters; 'trackcheck list' shows the case ids")
  }
}

import ArgumentParser
import TrackCheckKit

/// Options shared by every command that reads suites.
struct SuiteOptions: ParsableArguments {
  @Option(name: .customLong("suite"), help: ArgumentHelp("A suite folder or file (repeatable).", valueName: "path"))
  var suites: [String] = ["Suites"]

  @Option(name: .customLong("case"), help: ArgumentHelp("Only cases whose id matches this glob (repeatable).", valueName: "glob"))
  var caseGlobs: [String] = []

  @Option(name: .customLong("platform"), help: ArgumentHelp("Only cases of this platform: ios or android (repeatable).", valueName: "platform"))
  var platforms: [String] = []

  @Option(name: .customLong("tag"), help: ArgumentHelp("Only cases with this tag (repeatable).", valueName: "tag"))
  var tags: [String] = []

  @Option(name: .customLong("requirement"), help: ArgumentHelp("Only cases that check this requirement id (repeatable).", valueName: "id"))
  var requirements: [String] = []

  func validate() throws {
    for platform in platforms where Platform(rawValue: platform) == nil {
      throw ValidationError("unknown platform '\(platform)'; use ios or android")
    }
  }

  /// The selection the options describe.
  var selection: CaseSelection {
    var selection = CaseSelection()
    selection.caseGlobs = caseGlobs
    selection.platforms = platforms.compactMap(Platform.init(rawValue:))
    selection.tags = tags
    selection.requirements = requirements
    return selection
  }

  /// Loads the suites and applies the selection; an empty selection is a usage error.
  func load(allowEmptySelection: Bool = false) throws(TrackCheckError) -> (SuiteCollection, [TrackingCase]) {
    let collection = try SuiteLoader.load(paths: suites)
    let selected = selection.apply(to: collection.cases)
    if selected.isEmpty && !allowEmptySelection {
      throw .usage("the selection (\(selection)) matches none of the \(collection.cases.count) cases",
        hint: "check the filters; 'trackcheck list' shows the case ids")
    }
    return (collection, selected)
  }
}

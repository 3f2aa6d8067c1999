import TrackCheckModel
import TrackCheckPlatform

extension SuiteLoader {
  /// The most cases a suite given as text may expand to.
  public static let maximumCasesOfText = 1_000

  /// Cases given as text rather than in a file (a scenario a UI test played, posted to `trackcheck collect`):
  /// a suite file (`cases: […]`, with `defaults` and matrices as in a file) or a single case (the mapping one
  /// entry of `cases:` holds). They are read with the fixtures, catalogue and register of sources of
  /// `suites`, and checked as the loader checks suite files: every problem is thrown at once, positioned in
  /// `shownAs`. A payload from a file (`payload: {file: …}`) has no folder to be read from: give it inline or
  /// as a fixture.
  public static func prepare(text: String, shownAs name: String, with suites: SuiteCollection) throws(SuiteError) -> PreparedSuites {
    var log = DiagnosticLog()
    let start = SourceLocation(file: name, line: 1, column: 1)
    guard text.utf8.count <= YAMLFile.maximumSize else {
      throw .invalid([Diagnostic(start, "the text is \(text.utf8.count) bytes; suites are limited to \(YAMLFile.maximumSize) bytes")])
    }
    guard let yaml = YAMLFile.parse(text, displayPath: name, log: &log) else { throw .invalid(log.diagnostics) }
    guard let root = yaml.root else {
      throw .invalid([
        Diagnostic(
          start, "no case was given", hint: "give a case as a suite file has it: 'id', 'platform', 'app', 'payload', 'steps', 'expect'")
      ])
    }
    // A single case is read as the one case of a suite file.
    let file: YAMLNode
    if root.mapping?["cases"] != nil {
      file = root
    } else {
      let key = YAMLNode.scalar(YAMLNode.Scalar(string: "cases", isPlain: true, mark: root.mark))
      file = .mapping(YAMLNode.Mapping([(key: key, value: .sequence(YAMLNode.Sequence([root], mark: root.mark)))], mark: root.mark))
    }
    let decoder = SuiteFileDecoder(
      file: name, defaultName: "given", fixtures: suites.fixtures, payloadFiles: nil, profile: suites.profile)
    var cases: [TrackingCase] = []
    var budget = maximumCasesOfText
    let suite = decoder.decode(file, into: &cases, caseBudget: &budget, log: &log)
    if log.isEmpty && cases.isEmpty {
      log.error(start, "no case was given", hint: "give a case, or a suite file with 'cases:'")
    }
    guard log.isEmpty else { throw .invalid(log.diagnostics) }
    var collection = SuiteCollection(
      profile: suites.profile, requirements: suites.requirements, fixtures: suites.fixtures,
      suites: [SuiteCollection.SuiteFile(name: suite ?? "given", path: name, caseCount: cases.count)], files: [name], cases: cases)
    collection.sources = suites.sources
    let models = SuiteChecks.check(&collection, log: &log)
    guard log.isEmpty else { throw .invalid(log.diagnostics) }
    return PreparedSuites(collection: collection, models: models)
  }
}

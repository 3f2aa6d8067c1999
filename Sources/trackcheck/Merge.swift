import ArgumentParser
import TrackCheckModel
import TrackCheckReports

struct Merge: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Join the results of the shards of one run (--shard K/N) and write the reports of the whole run.",
    discussion: """
      Give every shard's results file. The merged run record is rendered again,
      as 'run' renders it: the JUnit report, the results file and, with
      --report, the compliance report. Shards of different suites,
      implementations or selections are refused, and so is an incomplete set;
      an interrupted shard makes the merged run incomplete. Exits like 'run'
      would have for the whole run.
      """)

  @Option(help: ArgumentHelp("Where to write the merged JUnit report.", valueName: "path"))
  var junit = "Reports/junit.xml"

  @Option(help: ArgumentHelp("Where to write the merged results (default: results.json beside the JUnit report).", valueName: "path"))
  var results: String?

  @Flag(help: "Also write the compliance report beside the merged JUnit report.")
  var report = false

  @Option(
    name: .customLong("fail-on"),
    help: ArgumentHelp(LevelChoice.help + " Default: the level the shards were run with.", valueName: "level"))
  var failOn: LevelChoice?

  @OptionGroup var verdictOptions: VerdictOptions

  @Argument(help: ArgumentHelp("The shards' results files (.json).", valueName: "file"))
  var files: [String]

  func run() throws {
    if let xml = files.first(where: { $0.hasSuffix(".xml") }) {
      throw UsageError("'\(xml)' is a JUnit report; merge reads the shards' results files only", hint: "pass each shard's results.json")
    }
    guard !files.isEmpty else { throw UsageError("no results files given", hint: "pass each shard's results.json") }
    let outputs = RunReports(
      junit: junit, results: results, flavor: verdictOptions.junitFlavor, compliance: report, junitSplit: verdictOptions.junitSplit)
    if let clash = outputs.collision {
      throw UsageError("two reports would be written to \(clash)", hint: "give --junit and --results different paths")
    }
    let parts = try files.map { path throws in (path: path, run: try ResultsFile.load(path)) }
    var merged = try ResultsMerge.merge(parts, failOn: failOn?.level)
    // Partial is accepted when asked, or when every shard was run accepting it.
    merged.allowPartial = verdictOptions.allowPartial || parts.allSatisfy(\.run.allowPartial)
    let written = try outputs.write(merged)
    for path in written { print("wrote \(path)") }
    print("merged \(parts.count) shards")
    print(verdictOptions.summary(of: merged))
    let code = ExitStatus.of(merged.verdict)
    if code != 0 { throw Exit(code: code) }
  }
}

import TrackCheckPrimitives

/// The one word list for the verdict on a case, used by every report, the
/// results file and the terminal.
public enum Outcome: String, Sendable, Hashable, CaseIterable {
  /// The calls were exactly the expected ones.
  case passed
  /// The calls differ from the expected ones.
  case failed
  /// The case could not be judged: a timeout, a crash, a protocol violation.
  case error
  /// The implementation does not support the case's platform or pinned API, or declined it.
  case notApplicable = "not-applicable"
  /// A failure or error listed in the expected-failures baseline.
  case expectedFailure = "expected-failure"
  /// A case listed in the baseline that now passes: the baseline is stale.
  case fixed

  /// The word in prose (`not applicable`).
  public var words: String { String(rawValue.map { $0 == "-" ? " " : $0 }) }

  /// Whether the outcome counts against the run as a conformance failure.
  public var isProblem: Bool { self == .failed || self == .error }

  /// Whether the case was judged against the implementation (anything but not applicable).
  public var wasTested: Bool { self != .notApplicable }
}

/// Why a case could not be judged.
public enum CaseErrorKind: String, Sendable, Hashable, CaseIterable {
  /// The implementation did not answer in time.
  case timeout
  /// The implementation exited, was killed, or closed its stdout.
  case crash
  /// The implementation wrote something that is not valid protocol.
  case protocolViolation = "protocol"
  /// The implementation reported an error of its own.
  case implementationError = "implementation"
  /// The implementation could not be (re)started.
  case startFailure = "start"
}

/// One case of a run, its verdict, and what was exchanged: everything any
/// report shows about it.
public struct CaseRecord: Sendable {
  /// The case id.
  public var id: String
  /// The case title.
  public var title: String
  /// The suite (dotted file name) the case belongs to.
  public var suite: String
  /// The platform.
  public var platform: Platform
  /// The requirement ids the case checks.
  public var requirements: [RequirementID]
  /// The source of the case's rule.
  public var source: String
  /// Where the case is written.
  public var location: SourceLocation
  /// The app state the case starts in.
  public var initialState: AppState?
  /// The API the case pins, or `any`.
  public var api: APIChoice
  /// The verdict, with its error kind or not-applicable reason.
  public var result: CaseResult
  /// The verdict's word.
  public var outcome: Outcome { result.outcome }
  /// For an error (or an expected failure that was an error), its kind.
  public var errorKind: CaseErrorKind? { result.errorKind }
  /// One line: the first difference, the error, the reason.
  public var message: String
  /// The full diff or error text; empty for a pass.
  public var details: String {
    get { evidence?.fields.details ?? "" }
    set { updateEvidence { $0.details = newValue } }
  }
  /// What is wrong, each blamed on one requirement; empty unless the case failed.
  public var findings: [Finding] {
    get { evidence?.fields.findings ?? [] }
    set { updateEvidence { $0.findings = newValue } }
  }
  /// The calls the case expects.
  public var expected: [ExpectedCall]
  /// The calls the implementation reported, in order.
  public var actual: [ActualCall] {
    get { evidence?.fields.actual ?? [] }
    set { updateEvidence { $0.actual = newValue } }
  }
  /// The lines exchanged (kept for failures and errors unless every transcript is kept).
  public var transcript: [TranscriptEntry] {
    get { evidence?.fields.transcript ?? [] }
    set { updateEvidence { $0.transcript = newValue } }
  }
  /// The implementation's stderr during the case (a bounded tail).
  public var standardError: String {
    get { evidence?.fields.standardError ?? "" }
    set { updateEvidence { $0.standardError = newValue } }
  }
  /// The requests the SDK sent, in order, as the implementation reported them (an implementation that reports hits).
  public var requests: [RecordedRequest] {
    get { evidence?.fields.requests ?? [] }
    set { updateEvidence { $0.requests = newValue } }
  }
  /// Requirements the case lists that the evidence it was judged on cannot judge (``RunRecord/unjudged`` counts them).
  public var gaps: [RequirementGap] {
    get { evidence?.fields.gaps ?? [] }
    set { updateEvidence { $0.gaps = newValue } }
  }
  /// Wall-clock seconds.
  public var duration: Double
  /// The baseline entry that applied, if any.
  public var baseline: ExpectedFailure? {
    get { evidence?.fields.baseline }
    set { updateEvidence { $0.baseline = newValue } }
  }

  /// What most records lack (a passing case has no details, calls or
  /// transcript), kept in one box so that a record of 100,000 takes a
  /// pointer for them, not a hundred bytes.
  private var evidence: EvidenceBox?

  private struct EvidenceFields: Sendable {
    var details = ""
    var findings: [Finding] = []
    var actual: [ActualCall] = []
    var transcript: [TranscriptEntry] = []
    var standardError = ""
    var baseline: ExpectedFailure?
    var requests: [RecordedRequest] = []
    var gaps: [RequirementGap] = []

    var isEmpty: Bool {
      details.isEmpty && findings.isEmpty && actual.isEmpty && transcript.isEmpty && standardError.isEmpty && baseline == nil
        && requests.isEmpty && gaps.isEmpty
    }
  }

  /// Immutable, so records stay values: a change makes a new box.
  private final class EvidenceBox: Sendable {
    let fields: EvidenceFields
    init(_ fields: EvidenceFields) { self.fields = fields }
  }

  private mutating func updateEvidence(_ change: (inout EvidenceFields) -> Void) {
    var fields = evidence?.fields ?? EvidenceFields()
    change(&fields)
    evidence = fields.isEmpty ? nil : EvidenceBox(fields)
  }

  /// The position of the case in the whole selection (before sharding).
  public var order: Int

  /// A record of `testCase` with its result; the rest is filled in by the caller.
  public init(
    _ testCase: borrowing TrackingCase, result: CaseResult, message: String, details: String = "",
    actual: [ActualCall] = [], transcript: [TranscriptEntry] = [], standardError: String = "", duration: Double = 0, order: Int = 0
  ) {
    self.init(
      id: testCase.id, title: testCase.title, suite: testCase.suite, platform: testCase.platform,
      requirements: testCase.requirements, source: testCase.source, location: testCase.location,
      initialState: testCase.initialState, api: testCase.api, result: result,
      message: message, details: details, expected: testCase.expectedCalls, actual: actual, transcript: transcript,
      standardError: standardError, duration: duration, baseline: nil, order: order)
  }

  /// A record from its fields, as a results file holds them.
  public init(
    id: String, title: String, suite: String, platform: Platform, requirements: [RequirementID], source: String,
    location: SourceLocation, initialState: AppState?, api: APIChoice, result: CaseResult,
    message: String, details: String, expected: [ExpectedCall], actual: [ActualCall], transcript: [TranscriptEntry],
    standardError: String, duration: Double, baseline: ExpectedFailure?, order: Int
  ) {
    self.id = id
    self.title = title
    self.suite = suite
    self.platform = platform
    self.requirements = requirements
    self.source = source
    self.location = location
    self.initialState = initialState
    self.api = api
    self.result = result
    self.message = message
    self.expected = expected
    self.duration = duration
    self.order = order
    let fields = EvidenceFields(
      details: details, actual: actual, transcript: transcript, standardError: standardError, baseline: baseline)
    self.evidence = fields.isEmpty ? nil : EvidenceBox(fields)
  }

  /// A record for a case that could not start because the implementation never did.
  public static func unavailable(_ testCase: TrackingCase, message: String, order: Int) -> CaseRecord {
    CaseRecord(testCase, result: .error(.startFailure), message: "start: \(message)", details: message, order: order)
  }

  /// A record for a case not played against the implementation, its message the reason.
  public static func notApplicable(_ testCase: borrowing TrackingCase, _ reason: NotApplicableReason, order: Int) -> CaseRecord {
    CaseRecord(testCase, result: .notApplicable(reason), message: notApplicablePrefix + reason.sentence, order: order)
  }
}

/// Why a run stopped before every selected case ran: the one "stopped"
/// record, whatever stopped it.
public struct RunStop: Sendable, Hashable {
  /// What stopped the run.
  public enum Cause: Sendable, Hashable {
    /// A signal (`SIGINT`, `SIGTERM`, …): the run is incomplete.
    case signal(Int32)
    /// The number of failing cases reached `--max-failures`.
    case maxFailures(Int)
  }

  /// Where an exploration (`trackcheck explore`) was when it stopped: its record's cases are the failures
  /// found (or one that stands for every scenario), so the sentence counts scenarios, not cases.
  public struct Exploration: Sendable, Hashable {
    /// Scenarios generated and run before the stop (shrinking's candidates aside).
    public var scenarios: Int
    /// Whether a failure was being shrunk (or its minimal scenario run again).
    public var shrinking: Bool

    /// Creates where an exploration was.
    public init(scenarios: Int, shrinking: Bool) {
      self.scenarios = scenarios
      self.shrinking = shrinking
    }
  }

  /// What stopped the run.
  public var cause: Cause
  /// How many cases were selected.
  public var planned: Int
  /// Set for an exploration: what it had done when it stopped.
  public var exploration: Exploration?

  /// Creates a stop.
  public init(_ cause: Cause, planned: Int) {
    self.cause = cause
    self.planned = planned
  }

  /// The signal that stopped the run, if a signal did.
  public var signal: Int32? {
    if case .signal(let number) = cause { return number }
    return nil
  }

  /// The sentence every report uses.
  public func sentence(ran: Int) -> String {
    if let exploration, case .signal(let number) = cause {
      let scenarios = "\(exploration.scenarios) generated scenario\(exploration.scenarios == 1 ? "" : "s")"
      return "interrupted by \(SignalNames.name(number)) "
        + (exploration.shrinking ? "while shrinking a failure, after \(scenarios)" : "while exploring, after \(scenarios)")
    }
    return switch cause {
    case .signal(let number): "interrupted by \(SignalNames.name(number)) after \(ran) of \(planned) cases"
    case .maxFailures(let limit):
      "stopped after \(limit) failure\(limit == 1 ? "" : "s") (--max-failures): \(ran) of \(planned) cases ran"
    }
  }
}

/// A file and its SHA-256, to say exactly what was tested.
public struct FileDigest: Sendable, Hashable {
  /// The file's path as resolved.
  public var path: String
  /// `sha256:` and the hex digest.
  public var digest: String

  /// Creates a record.
  public init(path: String, digest: String) {
    self.path = path
    self.digest = digest
  }
}

/// A suite file as a run record remembers it, for grouping reports.
public struct SuiteFileRecord: Sendable, Hashable {
  /// The dotted name (`ios.impressions`).
  public var name: String
  /// The path relative to the suite root.
  public var path: String

  /// Creates a record.
  public init(name: String, path: String) {
    self.name = name
    self.path = path
  }
}

/// Everything about one run — who was tested, against which suites, what was
/// selected, how it ended, and every case — in the one form that every
/// renderer takes: the JUnit report, the terminal summary, the results file,
/// the compliance report, baselines and diffs. `merge` joins records and
/// renders them again.
public struct RunRecord: Sendable {
  /// The harness version that made the run.
  public var harnessVersion: String
  /// `sha256:` and the hex SHA-256 of the trackcheck executable that made the run, when known
  /// (results of older versions, and a merge of shards run by different builds, have none).
  public var harnessDigest: String?
  /// What the implementation said about itself.
  public var identity: ImplementationIdentity
  /// The command that ran it.
  public var command: [String]
  /// The profile the run was judged by (`nil`: a results file written before profiles, judged by Campaign Standard).
  public var profile: ProfileStamp?

  /// The profile in words, as every report names it: `Adobe Campaign Standard (campaign-standard 1.0)`.
  public var profileDescription: String {
    profile.map { "\($0.name) (\($0.label))" } ?? "Adobe Campaign Standard (not recorded: a run from before profiles)"
  }
  /// The digest of the suite files (see ``SuiteCollection/digest``).
  public var suiteDigest: String
  /// The suite files, in path order.
  public var suiteFiles: [SuiteFileRecord]
  /// The requirement catalogue.
  public var requirements: [Requirement]
  /// What was selected, in words, before sharding.
  public var selection: String
  /// The shard this run covers, if any.
  public var shard: CaseSelection.Shard?
  /// When the run started (UTC, `yyyy-MM-ddTHH:mm:ss`).
  public var timestamp: String
  /// Wall-clock seconds for the whole run.
  public var duration: Double
  /// One record per case that ran, in suite order.
  public var cases: [CaseRecord]
  /// Baseline entries that name no case of the suites.
  public var unknownBaselineEntries: [ExpectedFailure]
  /// Set when the run stopped before every selected case ran: a signal, or `--max-failures`.
  public var stop: RunStop?
  /// Which failures fail the run (`--fail-on`): the policy ``verdict`` judges by.
  public var failOn: RequirementLevel
  /// Whether a partial run (a MUST requirement unjudged) is accepted (`--allow-partial`): its verdict is
  /// still partial in every report, but it exits 0.
  public var allowPartial = false
  /// The machine the run ran on.
  public var host: String
  /// The files of the implementation's command line (its program, and any
  /// argument that names a file, such as an adapter script), with their SHA-256.
  public var commandFiles: [FileDigest]
  /// The tracker's own sources or build, as `--fingerprint` hashed them: what was tested, beyond the
  /// command's program (often an interpreter, a launcher or a shim).
  public var fingerprints: [Fingerprint] = []

  /// A record of a run with no cases yet.
  public init(
    identity: ImplementationIdentity, command: [String], timestamp: String, duration: Double = 0, cases: [CaseRecord] = [],
    harnessVersion: String = HarnessInfo.version
  ) {
    self.harnessVersion = harnessVersion
    self.identity = identity
    self.command = command
    self.suiteDigest = ""
    self.suiteFiles = []
    self.requirements = []
    self.selection = "all cases"
    self.shard = nil
    self.timestamp = timestamp
    self.duration = duration
    self.cases = cases
    self.unknownBaselineEntries = []
    self.stop = nil
    self.failOn = .should
    self.host = ""
    self.commandFiles = []
  }

  /// A run in which every case is an error because the implementation never started.
  public static func unavailable(message: String, command: [String], cases: [TrackingCase], timestamp: String) -> RunRecord {
    let identity = ImplementationIdentity.unknown(command: command)
    let records = cases.enumerated().map { CaseRecord.unavailable($1, message: message, order: $0) }
    return RunRecord(identity: identity, command: command, timestamp: timestamp, cases: records)
  }

  /// Fills in what the suites say about the run: digest, files, catalogue,
  /// selection, and each case's position in the unsharded selection.
  public mutating func describe(suites collection: SuiteCollection, selection: CaseSelection) {
    var unsharded = selection
    unsharded.shard = nil
    suiteDigest = collection.digest
    profile = collection.profile.stamp
    suiteFiles = collection.suites.map { SuiteFileRecord(name: $0.name, path: $0.path) }
    requirements = collection.requirements
    self.selection = unsharded.description
    shard = selection.shard
    if selection.shard != nil {
      var order: [String: Int] = [:]
      for (index, testCase) in unsharded.apply(to: collection.cases, requirements: collection.requirements).enumerated() {
        order[testCase.id] = index
      }
      for index in cases.indices { cases[index].order = order[cases[index].id] ?? cases[index].order }
    }
  }

  /// Counts by outcome.
  public var counts: OutcomeCounts { OutcomeCounts(cases.lazy.map(\.outcome)) }

  /// Whether the expected-failures baseline needs updating: a listed case
  /// passes, or an entry names no case.
  public var baselineIsStale: Bool { counts[.fixed] > 0 || !unknownBaselineEntries.isEmpty }

  /// The levels of this run's cases, from its catalogue (read once, then asked per case).
  public var caseLevels: CaseLevels { CaseLevels(requirements) }

  /// Whether `record` fails a run judged by `failOn`: an error always; a
  /// failure when `failOn` is `should`, or when it is `must` and the case's
  /// level (``CaseLevels``) is MUST.
  public static func fails(_ record: CaseRecord, failOn: RequirementLevel, levels: CaseLevels) -> Bool {
    switch record.outcome {
    case .error: true
    case .failed: failOn == .should || levels.level(of: record) == .must
    case .passed, .notApplicable, .expectedFailure, .fixed: false
    }
  }

  /// How many cases fail the run under its policy (``failOn``).
  public var failing: Int {
    let levels = caseLevels
    return cases.count { Self.fails($0, failOn: failOn, levels: levels) }
  }

  /// The verdict on the whole run, judged by its policy (``failOn``): the one
  /// verdict that every report, the terminal and the exit code read.
  public var verdict: Verdict {
    if let stop, stop.signal != nil { return .incomplete(stop) }
    if failing > 0 { return .failed }
    // Stopped at --max-failures without a failure that counts (a record judged again by another policy).
    if let stop { return .incomplete(stop) }
    if counts.tested == 0 {
      let reason =
        cases.isEmpty
        ? "no case ran"
        : "none of the \(cases.count) selected cases was applicable to \(identity.name) (platforms: \(identity.platforms.map(\.rawValue).joined(separator: ", ")))"
      return .nothingTested(reason)
    }
    let unjudgedMust = unjudged.filter { $0.level == .must }
    if !unjudgedMust.isEmpty { return .partial(unjudgedMust, allowed: allowPartial) }
    if baselineIsStale { return .staleBaseline }
    return .passed
  }

  /// The cases that failed but do not fail the run under `--fail-on must`:
  /// failures of SHOULD requirements only.
  public var toleratedFailures: Int { counts.problems - failing }
}

/// The level of a case's problem: for a failure, the highest level of its
/// findings (each blamed on one requirement); for an error, which judged
/// nothing, MUST when the case checks a MUST requirement (one the platform
/// enforces aside: a tracker cannot break it), else SHOULD.
public struct CaseLevels: Sendable {
  private let must: Set<RequirementID>

  /// The levels given by `requirements`.
  public init(_ requirements: [Requirement]) {
    must = Set(requirements.filter { $0.level == .must && $0.enforcedByPlatform == nil }.map(\.id))
  }

  /// The level of `record`.
  public func level(of record: CaseRecord) -> RequirementLevel {
    if !record.findings.isEmpty { return record.findings.contains { $0.level == .must } ? .must : .should }
    return record.requirements.contains(where: must.contains) ? .must : .should
  }
}

extension CaseRecord {
  /// The finding that leads: the first of the highest level.
  public var leadingFinding: Finding? { findings.first { $0.level == .must } ?? findings.first }

  /// The requirements the findings are blamed on, in order, each once.
  public var blamedRequirements: [RequirementID] {
    var result: [RequirementID] = []
    for finding in findings where !result.contains(finding.requirement) { result.append(finding.requirement) }
    return result
  }
}

extension RunRecord {
  /// How many findings each requirement is blamed for, over the failing cases
  /// (expected failures included), most first.
  public var findingsByRequirement: [(requirement: RequirementID, level: RequirementLevel, findings: Int, cases: Int)] {
    var counts: [RequirementID: (level: RequirementLevel, findings: Int, cases: Set<String>)] = [:]
    for record in cases where record.outcome == .failed || record.outcome == .expectedFailure {
      for finding in record.findings {
        var entry = counts[finding.requirement] ?? (finding.level, 0, [])
        entry.findings += 1
        entry.cases.insert(record.id)
        counts[finding.requirement] = entry
      }
    }
    return counts.map { (requirement: $0.key, level: $0.value.level, findings: $0.value.findings, cases: $0.value.cases.count) }
      .sorted {
        ($0.level == .must ? 0 : 1, -$0.findings, $0.requirement.rawValue) < (
          $1.level == .must ? 0 : 1, -$1.findings, $1.requirement.rawValue
        )
      }
  }
}

/// The verdict on a whole run.
public enum Verdict: Sendable, Hashable {
  /// Every case that applied passed (or failed as the baseline expects), and at least one applied.
  case passed
  /// At least one case failed or ended in an error.
  case failed
  /// Nothing failed, but the expected-failures baseline is stale.
  case staleBaseline
  /// No case was applicable to the implementation: nothing was tested.
  case nothingTested(String)
  /// The run stopped before every case ran (a signal, or `--max-failures` with nothing failing by the policy).
  case incomplete(RunStop)
  /// Nothing failed, but MUST requirements that the selected cases check were
  /// judged by none of them (each with its cause); `allowed` when
  /// `--allow-partial` accepts that.
  case partial([UnjudgedRequirement], allowed: Bool)

  /// The word the terminal and reports lead with.
  public var word: String {
    switch self {
    case .passed: "PASS"
    case .failed: "FAIL"
    case .staleBaseline: "STALE"
    case .nothingTested: "NOTHING TESTED"
    case .incomplete: "INCOMPLETE"
    case .partial: "PARTIAL"
    }
  }

  /// The word in files (`results.json`, the JUnit run properties): `passed`,
  /// `failed`, `stale-baseline`, `nothing-tested`, `incomplete`, `partial`.
  public var name: String {
    switch self {
    case .passed: "passed"
    case .failed: "failed"
    case .staleBaseline: "stale-baseline"
    case .nothingTested: "nothing-tested"
    case .incomplete: "incomplete"
    case .partial: "partial"
    }
  }

  /// Whether the verdict is a pass.
  public var isPass: Bool { self == .passed }
}

/// How many cases ended in each outcome.
public struct OutcomeCounts: Sendable, Equatable {
  private var storage: [Int] = Array(repeating: 0, count: Outcome.allCases.count)

  /// Counts `outcomes`.
  public init(_ outcomes: some Sequence<Outcome>) {
    for outcome in outcomes { self[outcome] += 1 }
  }

  /// The count of one outcome.
  public subscript(_ outcome: Outcome) -> Int {
    get { storage[Self.index(outcome)] }
    set { storage[Self.index(outcome)] = newValue }
  }

  private static func index(_ outcome: Outcome) -> Int {
    switch outcome {
    case .passed: 0
    case .failed: 1
    case .error: 2
    case .notApplicable: 3
    case .expectedFailure: 4
    case .fixed: 5
    }
  }

  /// All cases.
  public var total: Int { storage.reduce(0, +) }
  /// Cases that failed or errored.
  public var problems: Int { self[.failed] + self[.error] }
  /// Cases judged against the implementation.
  public var tested: Int { total - self[.notApplicable] }

  /// `362 cases: 360 passed, 1 failed, …` for summaries.
  public var sentence: String {
    var parts = ["\(self[.passed]) passed", "\(self[.failed]) failed", "\(self[.error]) errors"]
    if self[.expectedFailure] > 0 { parts.append("\(self[.expectedFailure]) expected failures") }
    if self[.fixed] > 0 { parts.append("\(self[.fixed]) fixed (stale baseline)") }
    parts.append("\(self[.notApplicable]) not applicable")
    return "\(total) cases: " + parts.joined(separator: ", ")
  }
}

/// The harness's own name and version, sent in the handshake and written into reports.
public enum HarnessInfo {
  /// The product name.
  public static let name = "trackcheck"
  /// The product version.
  public static let version = "0.2.0"
}

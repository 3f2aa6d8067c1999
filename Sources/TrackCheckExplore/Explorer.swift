import Foundation
import TrackCheckEngine
import TrackCheckModel
import TrackCheckOracle
import TrackCheckPlatform
import TrackCheckPrimitives
import TrackCheckProcess

/// Runs generated scenarios against an implementation, judges each against
/// the oracle, and shrinks the first failure to a minimal scenario.
public struct Explorer: Sendable {
  /// What to explore and how.
  public struct Options: Sendable {
    /// The runner's options: the implementation, workers, timeouts, blame rules.
    public var runner: Runner.Options
    /// The seed: the same seed explores the same scenarios.
    public var seed: UInt64
    /// Stop after this many scenarios…
    public var scenarios: Int?
    /// …or after this many seconds, whichever comes first.
    public var seconds: Double?
    /// The platforms to generate for.
    public var platforms: [Platform] = [.ios, .android]
    /// Scenarios run together (in parallel across the workers).
    public var batch = 500
    /// The most candidates shrinking tries.
    public var shrinkLimit = 2_000
    /// The most distinct failures kept and shrunk (the first ones found); exploring goes on after them,
    /// counting failures, until the count or the time is spent. 1 stops at the first failure.
    public var distinctFailures = 10

    /// Options for `runner`, exploring `scenarios` scenarios of `seed`.
    public init(runner: Runner.Options, seed: UInt64, scenarios: Int?, seconds: Double?) {
      self.runner = runner
      self.seed = seed
      self.scenarios = scenarios
      self.seconds = seconds
    }
  }

  /// A failing scenario and the minimal one it shrank to.
  public struct Failure: Sendable {
    /// The scenario as generated (its number in the seed's sequence is in its id).
    public var original: Scenario
    /// How the implementation failed it.
    public var originalRecord: CaseRecord
    /// The minimal scenario that still fails the same way.
    public var shrunk: Scenario
    /// How the implementation failed that.
    public var shrunkRecord: CaseRecord
    /// How many simpler candidates were run to find it.
    public var tried: Int
    /// What makes the failure distinct: the requirement and fault of its leading finding (or its error).
    public var signature: String
    /// How many scenarios failed this way.
    public var occurrences = 1
    /// The minimal scenario run once more before it is reported: `nil` when it could not be (the
    /// exploration was interrupted). A failure that does not come back is flaky, never "the same way".
    public var rerun: CaseRecord?
    /// Whether shrinking stopped at the time limit (`--time`) rather than at a minimal scenario.
    public var shrinkingCut = false

    /// Whether the minimal scenario failed the same way again when re-run.
    public var reproduced: Bool { rerun.map { $0.outcome.isProblem && Explorer.signature(of: $0) == signature } ?? false }
  }

  /// What exploring found.
  public struct Outcome: Sendable {
    /// The implementation, as its handshake said.
    public var identity: ImplementationIdentity?
    /// Scenarios run (not counting shrinking's candidates).
    public var scenarios = 0
    /// Of those, the ones the implementation could not run (its platforms or APIs).
    public var notApplicable = 0
    /// Of those, the ones that failed or errored.
    public var failed = 0
    /// Each distinct failure (by the requirement and fault of its leading finding), shrunk, in the order found.
    public var failures: [Failure] = []
    /// Failing scenarios of further distinct kinds, found once ``Options/distinctFailures`` were kept (not shrunk).
    public var beyondCap = 0
    /// Whether the implementation reports its own wiring, so that the app's wiring was drawn too (protocol 2 and later).
    public var wirings = false
    /// The first failure, shrunk.
    public var failure: Failure? { failures.first }
    /// The requirements the passing scenarios exercised.
    public var requirements: [RequirementID] = []
    /// Seconds spent, shrinking included.
    public var duration = 0.0
    /// Seconds spent on the scenarios alone: the rate is `scenarios / exploring`.
    public var exploring = 0.0
    /// Set when a signal stopped the exploration.
    public var stop: RunStop?
    /// When the exploration started (as ``UTCTimestamp/now()`` writes it).
    public var timestamp = ""

    /// Scenarios judged (run and applicable).
    public var tested: Int { scenarios - notApplicable }
  }

  /// Progress after each batch: scenarios run, failures, scenarios per second.
  public typealias Progress = @Sendable (_ scenarios: Int, _ failed: Int, _ rate: Double) -> Void

  public let options: Options
  private let runner: Runner

  public init(options: Options) {
    self.options = options
    runner = Runner(options: options.runner)
  }

  /// Stops the exploration at the next batch boundary, as `Runner.cancel` does for a run.
  public func cancel(signal: Int32) { runner.cancel(signal: signal) }

  /// Explores until the count or the time is reached (or, with ``Options/distinctFailures`` 1, a
  /// scenario fails), then shrinks each distinct failure.
  public func run(progress: Progress = { _, _, _ in }) throws(EngineError) -> Outcome {
    let started = Date()
    let deadline = options.seconds.map { started.addingTimeInterval($0) }
    // `--time` bounds the whole exploration whatever the implementation does: every run the runner makes
    // for it ends at this point on the monotonic clock, the cases in flight cut and left out.
    let clock = options.seconds.map { Deadline.after(seconds: $0) }
    var outcome = Outcome()
    outcome.timestamp = UTCTimestamp.now()
    var generator = ScenarioGenerator(seed: options.seed, platforms: options.platforms, profile: options.runner.profile)
    // The handshake says whether the implementation reports its wiring: a protocol 1 implementation is
    // played the documents' app, so only that app is generated for it.
    let handshake = try runner.run(prepared: PreparedCases([]), until: clock)
    if handshake.stop == nil {
      outcome.identity = handshake.identity
      generator.wirings = handshake.identity.protocolVersion >= 2
    }
    outcome.wirings = generator.wirings
    var requirements = Set<RequirementID>()
    var failing: [(scenario: Scenario, record: CaseRecord, signature: String, occurrences: Int)] = []
    var signatures: [String: Int] = [:]
    var beyond = Set<String>()
    let limit = options.scenarios ?? (options.seconds == nil ? 1_000 : Int.max)
    let cap = max(1, options.distinctFailures)
    var stopped = handshake.stop
    while stopped == nil, outcome.scenarios < limit, !(cap == 1 && !failing.isEmpty) {
      var count = min(options.batch, limit - outcome.scenarios)
      if let deadline {
        // The time is honoured at every batch, and a batch is as long as the rate so far says fits in
        // what is left (a few scenarios at first, one job's worth when the implementation is slow).
        let left = deadline.timeIntervalSinceNow
        if left <= 0 { break }
        let elapsed = Date().timeIntervalSince(started)
        let jobs = max(1, options.runner.jobs)
        let fits = outcome.scenarios == 0 ? 2 * jobs : Int(Double(outcome.scenarios) / max(elapsed, 0.001) * left)
        count = min(count, max(jobs, fits))
      }
      // A scenario and its judged case stay paired (the records come back in case order).
      let generated = (0..<count).compactMap { _ in
        let next = generator.nextJudged()
        return next.prepared.map { (scenario: next.scenario, prepared: $0) }
      }
      let scenarios = generated.map(\.scenario)
      let record = try runner.run(prepared: PreparedCases(generated.map(\.prepared)), until: clock)
      if record.identity.protocolVersion > 0 { outcome.identity = record.identity }
      outcome.scenarios += record.cases.count
      for (scenario, caseRecord) in zip(scenarios, record.cases) {
        switch caseRecord.outcome {
        case .notApplicable: outcome.notApplicable += 1
        case .failed, .error:
          outcome.failed += 1
          let signature = Self.signature(of: caseRecord)
          if let index = signatures[signature] {
            failing[index].occurrences += 1
          } else if failing.count < cap {
            signatures[signature] = failing.count
            failing.append((scenario, caseRecord, signature, 1))
          } else {
            beyond.insert(signature)
          }
        default: requirements.formUnion(caseRecord.requirements)
        }
      }
      progress(outcome.scenarios, outcome.failed, Double(outcome.scenarios) / max(Date().timeIntervalSince(started), 0.001))
      stopped = record.stop
      if record.cases.isEmpty { break }
    }
    outcome.stop = stopped.map { stop in
      var explored = stop
      explored.exploration = .init(scenarios: outcome.scenarios, shrinking: false)
      return explored
    }
    outcome.beyondCap = beyond.count
    outcome.exploring = Date().timeIntervalSince(started)
    // The runner sweeps orphans at most once a second; what the last batches left goes now.
    ProcessRegistry.sweepOrphans()
    for found in failing {
      var failure: Failure
      if outcome.stop == nil {
        let shrunk = try shrink(found.scenario, found.record, signature: found.signature, deadline: deadline, clock: clock)
        failure = shrunk.failure
        // A signal while shrinking stops the exploration: the reports say it is incomplete, and where it was.
        if var stop = shrunk.stop {
          stop.exploration = .init(scenarios: outcome.scenarios, shrinking: true)
          outcome.stop = stop
        }
      } else {
        failure = Failure(
          original: found.scenario, originalRecord: found.record, shrunk: found.scenario, shrunkRecord: found.record, tried: 0,
          signature: found.signature)
      }
      failure.occurrences = found.occurrences
      outcome.failures.append(failure)
    }
    outcome.requirements = requirements.sorted()
    outcome.duration = Date().timeIntervalSince(started)
    return outcome
  }

  /// The minimal scenario that still fails the way `scenario` did: its leading finding blamed on
  /// the same requirement, with the same fault; shrinking stops at `deadline` and at a signal (then
  /// `stop` says so). The minimal scenario is run once more before it is reported.
  private func shrink(
    _ scenario: Scenario, _ record: CaseRecord, signature: String, deadline: Date?, clock: Deadline?
  ) throws(EngineError) -> (failure: Failure, stop: RunStop?) {
    var shrunkRecord = record
    var stop: RunStop?
    var cut = false
    let shrunk = try Shrinker.shrink(scenario, limit: options.shrinkLimit) { (candidates) throws(EngineError) -> Int? in
      if let deadline, deadline.timeIntervalSinceNow <= 0 {
        cut = true
        return nil
      }
      let cases = candidates.compactMap { $0.prepared(profile: options.runner.profile) }
      guard cases.count == candidates.count else { return nil }
      let run = try runner.run(prepared: PreparedCases(cases), until: clock)
      if let interrupted = run.stop {
        stop = interrupted
        return nil
      }
      guard let index = run.cases.firstIndex(where: { $0.outcome.isProblem && Self.signature(of: $0) == signature }) else {
        return nil
      }
      shrunkRecord = run.cases[index]
      return index
    }
    var minimal = shrunk.scenario
    minimal.id = scenario.id + "-minimal"
    shrunkRecord.id = minimal.id
    var failure = Failure(
      original: scenario, originalRecord: record, shrunk: minimal, shrunkRecord: shrunkRecord, tried: shrunk.tried, signature: signature)
    failure.shrinkingCut = cut
    guard stop == nil, let prepared = shrunk.scenario.prepared(profile: options.runner.profile) else { return (failure, stop) }
    // Run once more: a failure that does not come back is reported as flaky, with both runs.
    let again = try runner.run(prepared: PreparedCases([prepared]), until: clock)
    if let interrupted = again.stop { return (failure, interrupted) }
    // The time ran out before it was run again (or during that run).
    guard let rerun = again.cases.first else {
      failure.shrinkingCut = true
      return (failure, nil)
    }
    failure.rerun = rerun
    return (failure, nil)
  }

  /// The finished record of an exploration, through the path every run's
  /// record takes (``RunPlan/finish(_:)``, judged at `should`): the shrunk and
  /// the original failure, or one case that stands for every scenario that
  /// agreed with the oracle.
  public func record(of outcome: Outcome, suites: PreparedSuites) -> RunRecord {
    let seed = options.seed
    var record = RunRecord(
      identity: outcome.identity ?? .unknown(command: options.runner.command), command: options.runner.command,
      timestamp: outcome.timestamp, duration: outcome.duration)
    record.host = Runner.host
    record.stop = outcome.stop
    if !outcome.failures.isEmpty {
      record.cases = outcome.failures.flatMap { failure -> [CaseRecord] in
        guard var again = failure.rerun, !failure.reproduced else { return [failure.shrunkRecord, failure.originalRecord] }
        // Flaky: the run that did not fail the same way is reported beside the two that did.
        again.id = failure.shrunk.id + "-rerun"
        again.message = "flaky: run again, it \(again.outcome.isProblem ? "failed otherwise" : "passed") — " + again.message
        return [failure.shrunkRecord, failure.originalRecord, again]
      }
    } else if outcome.tested > 0 {
      record.cases = [
        CaseRecord(
          id: "EXPLORE-\(seed)", title: "\(outcome.tested) generated scenarios (seed \(seed)) agree with the oracle", suite: "explore",
          platform: options.platforms.first ?? .ios, requirements: outcome.requirements, source: "trackcheck explore --seed \(seed)",
          location: SourceLocation(file: "explore"), initialState: nil, api: .any, result: .passed,
          message: "\(outcome.tested) scenarios", details: "", expected: [], actual: [], transcript: [], standardError: "",
          duration: outcome.exploring, baseline: nil, order: 0)
      ]
    }
    var plan = RunPlan(suites: suites, selection: CaseSelection(), failOn: .should)
    plan.selectionWords = "explore --seed \(seed): \(outcome.scenarios) generated scenarios"
    plan.finish(&record)
    return record
  }

  /// How a case failed: the requirement and fault of its leading finding, or its error kind. Two
  /// failures are the same when their signatures are; shrinking keeps it.
  public static func signature(of record: CaseRecord) -> String {
    if let finding = record.findings.first { return "\(finding.requirement) \(finding.fault.rawValue)" }
    return "\(record.outcome.rawValue) \(record.errorKind.map { "\($0)" } ?? "")"
  }
}

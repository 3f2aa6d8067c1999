import Dispatch
import Foundation
import TrackCheckJudging
import TrackCheckModel
import TrackCheckOracle
import TrackCheckPlatform
import TrackCheckPrimitives
import TrackCheckProcess
import TrackCheckProtocol

/// Runs cases against an implementation on N worker threads, each driving
/// its own implementation process.
///
/// Workers are real threads, not a pool capped at the core count: an adapter
/// that mostly waits (a JVM, a simulator) gets the N processes asked for. The
/// only state they share is behind one `Locked` value; each worker owns its session.
public final class Runner: Sendable {
  /// How to run.
  public struct Options: Sendable {
    /// The implementation's command line.
    public var command: [String]
    /// Worker processes.
    public var jobs: Int
    /// Seconds allowed for one case.
    public var timeout: Double
    /// Limits on what an implementation may send.
    public var limits: ImplementationSession.Limits
    /// Keep the transcript and stderr of every case, not only of failures and
    /// errors. Off by default: at 100,000 cases they would dominate memory and
    /// the size of the report.
    public var keepAllTranscripts: Bool
    /// Stop starting cases once this many have failed or errored (`nil`: run them all).
    public var maxFailures: Int?
    /// Which requirement each finding is blamed on (the catalogue's rules).
    public var rules: BlameRules
    /// The profile the cases are judged by: its vocabulary reads the calls, its event table says what an app that reports its own wiring owes.
    public var profile: Profile
    /// Run each job and its implementation's protocol thread on one CPU of their
    /// own once the handshake is done (``CPUPlacement``); off leaves placement to the kernel.
    public var coLocate: Bool
    /// Opens the transport to a fresh implementation instead of spawning
    /// ``command`` (an in-memory peer in tests, a socket); `nil` spawns it.
    public var connect: (@Sendable () throws(SpawnError) -> any LineTransport)?

    /// Creates options.
    public init(
      command: [String], jobs: Int, timeout: Double, limits: ImplementationSession.Limits = .init(), keepAllTranscripts: Bool = false,
      maxFailures: Int? = nil, rules: BlameRules = .none, coLocate: Bool = true, profile: Profile
    ) {
      self.rules = rules
      self.profile = profile
      self.coLocate = coLocate
      self.command = command
      self.jobs = max(1, jobs)
      self.timeout = timeout
      self.limits = limits
      self.keepAllTranscripts = keepAllTranscripts
      self.maxFailures = maxFailures
    }
  }

  /// What the workers share.
  private struct Shared {
    var nextIndex = 0
    /// One record per case, in case order; `recorded` says which hold a result
    /// (the others are placeholders, dropped when the run ends). Filled in
    /// place and compacted in place: at 100,000 cases a second array of
    /// records would be the largest thing trackcheck holds.
    var records: [CaseRecord] = []
    var recorded: [Bool] = []
    var finished = 0
    var cancelledBy: Int32?
    var problems = 0
    var stoppedEarly = false
    /// Set when the run's own time (``run(prepared:until:failOn:levels:progress:)``) ran out: no case starts,
    /// those in flight are ended and not recorded.
    var timeUp = false
  }

  /// The options.
  public let options: Options
  private let shared = Locked(Shared())
  /// The digests of the command's files, computed once however often the runner runs.
  private let commandFiles = Locked<[FileDigest]?>(nil)
  private let registry = ProcessRegistry()

  /// Creates a runner.
  public init(options: Options) {
    self.options = options
    judge = CaseJudge(rules: options.rules, profile: options.profile)
  }

  /// The judge of every case's evidence, by the options' rules and profile.
  private let judge: CaseJudge

  /// Stops the run: no new case starts, and every running implementation's
  /// process group is killed. Safe from any thread.
  public func cancel(signal: Int32) {
    shared.withLock { if $0.cancelledBy == nil { $0.cancelledBy = signal } }
    registry.shutDown(signal: signal)
  }

  private var cancellation: Int32? { shared.withLock { $0.cancelledBy } }

  /// Whether the run is to end now: a signal, or its time ran out.
  private var ending: Bool { shared.withLock { $0.cancelledBy != nil || $0.timeUp } }

  /// Runs the plan's cases and returns the finished record of the run:
  /// every case in suite order, the host, the suites, the selection, the
  /// baseline applied and the policy it is judged by (``RunPlan/finish(_:)``).
  ///
  /// - Parameter progress: called after each case with the number finished, the total and the record.
  /// - Throws: ``EngineError/Code/implementationUnavailable`` when the first
  ///   process cannot be started or fails the handshake (and the run was not
  ///   interrupted); the error carries the finished record of that run, each
  ///   selected case an error, for the reports.
  public func run(
    _ plan: RunPlan, progress: @escaping @Sendable (Int, Int, CaseRecord) -> Void = { _, _, _ in }
  ) throws(EngineError) -> RunRecord {
    var record: RunRecord
    do {
      record = try run(
        prepared: plan.cases, failOn: plan.failOn, levels: CaseLevels(plan.suites.collection.requirements), progress: progress)
    } catch {
      var unavailable = RunRecord.unavailable(
        message: error.message, command: options.command, cases: plan.cases.map(\.testCase), timestamp: UTCTimestamp.now())
      unavailable.host = Self.host
      plan.finish(&unavailable)
      var failure = error
      failure.record = unavailable
      throw failure
    }
    plan.finish(&record)
    return record
  }

  /// Runs `cases` and returns the record of the run, cases in the given
  /// order, judged by `failOn` for `--max-failures`; the suites' part of the
  /// record is left to the caller (``run(_:progress:)`` with a plan fills it in).
  ///
  /// - Parameter progress: called after each case with the number finished, the total and the record.
  /// - Throws: ``EngineError/Code/implementationUnavailable`` when the first
  ///   process cannot be started or fails the handshake (and the run was not interrupted).
  public func run(
    _ cases: [TrackingCase], failOn: RequirementLevel = .should, levels: CaseLevels = CaseLevels([]),
    progress: @escaping @Sendable (Int, Int, CaseRecord) -> Void = { _, _, _ in }
  ) throws(EngineError) -> RunRecord {
    var cache = ModelCache()
    return try run(prepared: PreparedCases(cases.map { cache.prepare($0) }), failOn: failOn, levels: levels, progress: progress)
  }

  /// Runs cases whose models were derived already (``RunPlan`` gives the
  /// suites' own), as ``run(_:failOn:levels:progress:)`` does.
  ///
  /// - Parameter deadline: when the run must end, whatever the implementation does (`explore --time`):
  ///   then no case starts, the implementation's processes are killed, and the cases they were playing are
  ///   left out of the record, which is not marked stopped (the time was the caller's to spend). `nil`: no limit.
  public func run(
    prepared cases: PreparedCases, until deadline: Deadline? = nil, failOn: RequirementLevel = .should,
    levels: CaseLevels = CaseLevels([]), progress: @escaping @Sendable (Int, Int, CaseRecord) -> Void = { _, _, _ in }
  ) throws(EngineError) -> RunRecord {
    let started = Deadline.now
    let timestamp = UTCTimestamp.now()
    // A runner may run several times (explore runs batch after batch): each run starts from the first case.
    shared.withLock { state in
      let cancelledBy = state.cancelledBy
      state = Shared()
      state.cancelledBy = cancelledBy
    }
    let watch = deadline.map(watchClock)
    defer { watch?() }
    let first = makeSession()
    let identity: ImplementationIdentity
    do {
      identity = try first.start()
    } catch {
      if shared.withLock({ $0.timeUp }) {
        // The time ran out during the handshake: a run with no case.
        var record = RunRecord(identity: .unknown(command: options.command), command: options.command, timestamp: timestamp)
        record.duration = Deadline.seconds(since: started)
        record.host = Self.host
        return record
      }
      if let signal = cancellation {
        // Interrupted during the handshake: an incomplete run with no case, not an unavailable implementation.
        var record = RunRecord(identity: .unknown(command: options.command), command: options.command, timestamp: timestamp)
        record.stop = RunStop(.signal(signal), planned: cases.count)
        record.duration = Deadline.seconds(since: started)
        record.host = Self.host
        return record
      }
      throw EngineError(
        .implementationUnavailable,
        message: "the implementation could not be started: \(error.message)\n    command: \(options.command.joined(separator: " "))",
        stderrTail: error.standardError)
    }
    shared.withLock { state in
      // Placeholders, all one value: each is overwritten when its case ends.
      state.records =
        cases.first.map { Array(repeating: CaseRecord($0.testCase, result: .passed, message: ""), count: cases.count) } ?? []
      state.recorded = Array(repeating: false, count: cases.count)
    }
    let counting = FailureCount(failOn: failOn, levels: levels, limit: options.maxFailures)
    let workers = min(options.jobs, max(1, cases.count))
    let handoff = Locked<ImplementationSession?>(first)
    let group = DispatchGroup()
    for worker in 0..<workers {
      group.enter()
      let thread = Thread { [self] in
        let initial = worker == 0 ? handoff.withLock { $0.take() } : nil
        work(cases, identity: identity, session: initial, job: worker, counting: counting, progress: progress)
        group.leave()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    group.wait()
    let (records, cancelledBy, stoppedEarly) = shared.withLock { state -> ([CaseRecord], Int32?, Bool) in
      var records: [CaseRecord] = []
      swap(&records, &state.records)
      var kept = 0
      for index in records.indices where state.recorded[index] {
        if kept != index { records.swapAt(kept, index) }
        kept += 1
      }
      records.removeLast(records.count - kept)
      state.recorded = []
      return (records, state.cancelledBy, state.stoppedEarly)
    }
    sweepOrphansNowAndThen()
    var run = RunRecord(
      identity: identity, command: options.command, timestamp: timestamp, duration: Deadline.seconds(since: started),
      cases: records)
    run.host = Self.host
    run.failOn = failOn
    run.commandFiles = commandFiles.withLock { cached in
      if let cached { return cached }
      let digests = Self.digests(of: options.command)
      cached = digests
      return digests
    }
    if let signal = cancelledBy {
      run.stop = RunStop(.signal(signal), planned: cases.count)
    } else if stoppedEarly, let maxFailures = options.maxFailures, run.cases.count < cases.count {
      run.stop = RunStop(.maxFailures(maxFailures), planned: cases.count)
    }
    return run
  }

  /// Watches `deadline` on a thread of its own: once it passes, the run's time is up and every process the
  /// runner started is killed, again every 50 ms (a worker may be starting one) until the run ends. Returns
  /// the function that ends the watch, which returns once the watcher has stopped: no later run is touched.
  private func watchClock(_ deadline: Deadline) -> () -> Void {
    let finished = DispatchSemaphore(value: 0)
    let stopped = DispatchSemaphore(value: 0)
    let thread = Thread { [shared, registry] in
      defer { stopped.signal() }
      let left = DispatchTime.now() + .milliseconds(Int(deadline.remainingMilliseconds))
      guard finished.wait(timeout: left) == .timedOut else { return }
      shared.withLock { $0.timeUp = true }
      repeat { registry.killLive() } while finished.wait(timeout: .now() + .milliseconds(50)) == .timedOut
    }
    thread.start()
    return {
      finished.signal()
      stopped.wait()
    }
  }

  /// The machine runs are made on, as every report names it.
  public static let host = ProcessInfo.processInfo.hostName

  /// Which ended cases count toward `--max-failures`: those that fail the
  /// run under its policy (``RunRecord/fails(_:failOn:levels:)``).
  struct FailureCount: Sendable {
    var failOn: RequirementLevel
    var levels: CaseLevels
    var limit: Int?

    func counts(_ record: CaseRecord) -> Bool { RunRecord.fails(record, failOn: failOn, levels: levels) }
  }

  /// A session of a fresh implementation: spawned from the command, or over the transport ``Options/connect`` opens.
  private func makeSession() -> ImplementationSession {
    guard let connect = options.connect else {
      return ImplementationSession(command: options.command, limits: options.limits, registry: registry)
    }
    return ImplementationSession(limits: options.limits) { () throws(SpawnError) -> any LineTransport in try connect() }
  }

  /// When orphans were last swept.
  private let lastSweep = Locked<Deadline?>(nil)

  /// Sweeps orphans after a run, at most once a second (the Linux process layer
  /// only; elsewhere there are none to sweep): a sweep reads every process's `/proc` entry, which for runs of a few hundred cases (explore's
  /// batches) would cost more than the cases. Whoever runs batch after batch
  /// sweeps once more when done (`Explorer` does).
  private func sweepOrphansNowAndThen() {
    let due = lastSweep.withLock { last -> Bool in
      guard last.map({ Deadline.seconds(since: $0) >= 1 }) ?? true else { return false }
      last = Deadline.now
      return true
    }
    if due { ProcessRegistry.sweepOrphans() }
  }

  private func work(
    _ cases: PreparedCases, identity: ImplementationIdentity, session initial: ImplementationSession?, job: Int,
    counting: FailureCount, progress: @Sendable (Int, Int, CaseRecord) -> Void
  ) {
    var placement = options.coLocate ? Placement(job: job) : nil
    placement?.started(initial?.processID)
    var session = initial
    // The last case played on the current process: stray lines are charged to it.
    var previous: Int?
    defer {
      if let stray = session?.stop(), let previous, !stray.isEmpty { charge(stray, to: previous, after: true) }
    }
    while !ending, let index = takeIndex(limit: cases.count) {
      // Read once: the suites' case, shared with them, and its model.
      let prepared = cases[index]
      let record: CaseRecord
      if let reason = Applicability.beforeBegin(prepared.testCase, declared: identity) {
        record = .notApplicable(prepared.testCase, reason, order: index)
      } else {
        if session == nil {
          let fresh = makeSession()
          do {
            try fresh.start()
            placement?.started(fresh.processID)
            session = fresh
            previous = nil
          } catch {
            if ending { break }
            let message = "the implementation could not be restarted: \(error.message)"
            self.record(
              CaseRecord(
                prepared.testCase, result: .error(.startFailure), message: "start: \(message)", details: message,
                standardError: error.standardError, order: index),
              at: index, total: cases.count, counting: counting, progress: progress)
            continue
          }
        }
        guard let current = session else { break }
        placement?.place()
        let (played, exchange) = play(prepared, on: current, order: index)
        if let previous, !exchange.strayFromPrevious.isEmpty { charge(exchange.strayFromPrevious, to: previous, after: false) }
        record = played
        if exchange.needsRestart {
          session?.kill()
          session = nil
          previous = nil
        } else {
          previous = index
        }
      }
      // A case cut short by an interruption is not recorded: the report says the run is incomplete. One cut
      // short by the run's time is not either: it was never judged.
      if ending, record.outcome == .error { break }
      self.record(record, at: index, total: cases.count, counting: counting, progress: progress)
    }
  }

  /// Turns the case at `index` into an error: the implementation wrote `lines`
  /// that answer its requests after it had ended.
  private func charge(_ lines: [String], to index: Int, after ended: Bool) {
    let shown = lines.prefix(3).joined(separator: ", ") + (lines.count > 3 ? ", …" : "")
    let message =
      "the implementation wrote \(lines.count) line\(lines.count == 1 ? "" : "s") for this case after it ended"
      + (ended ? " (before it exited)" : " (read before the next case began)") + ": \(shown)"
    shared.withLock { state in
      guard state.recorded[index] else { return }
      var record = state.records[index]
      if record.outcome == .notApplicable { return }
      record.transcript.append(TranscriptEntry(direction: .note, text: message))
      record.result = .error(.protocolViolation)
      record.details = message + (record.details.isEmpty ? "" : "\n\n" + record.details)
      record.message = "protocol: " + message
      state.records[index] = record
    }
  }

  private func play(
    _ prepared: borrowing PreparedCase, on session: ImplementationSession, order: Int
  ) -> (CaseRecord, CaseExchange) {
    let exchange = session.run(prepared, timeout: options.timeout)
    let testCase = prepared.testCase
    let derivation = exchange.derivation
    // The documents' app is played as the case's model says: its timeline is
    // the model's; an app that reports its own wiring has a timeline of its own.
    let timeline: Timeline
    switch prepared.model {
    case .success(let model) where exchange.playedModel: timeline = model.timeline
    // The steps are the case's whatever the wiring: their summaries are the model's.
    case .success(let model): timeline = Timeline(summaries: model.timeline.steps, derivation: derivation)
    case .failure: timeline = Timeline(steps: testCase.steps, derivation: derivation)
    }
    var record: CaseRecord
    var owed: [ExpectedCall]?
    var judgedCalls = exchange.calls
    switch exchange.ending {
    case .completed:
      // An app that reports its own wiring owes what that app's callbacks call for (the case's own
      // expectations where it delivered what the documents' app delivers).
      if let app = exchange.app, case .success(let model) = prepared.model {
        owed = Oracle.expectations(
          for: testCase, played: derivation, documents: model.derivation, delegate: app.notificationDelegate != .none,
          profile: options.profile)
      }
      // What no API the implementation declares can make is not owed.
      let expected = Applicability.owed(
        owed ?? testCase.expectedCalls, declared: session.identity?.apis ?? [], profile: options.profile)
      if expected != (owed ?? testCase.expectedCalls) { owed = expected }
      // Judged on what the implementation reports: its calls, the SDK's requests, or both.
      let verdict = judge.judge(
        testCase, expected: expected, calls: exchange.calls, requests: exchange.requests,
        reports: session.identity?.reports ?? [.calls], timeline: timeline, derivation: derivation)
      record = CaseRecord(testCase, result: verdict.result, message: verdict.summary, order: order)
      record.findings = verdict.findings
      record.gaps = verdict.gaps
      // A failure shows its report; a case judged on hits shows what was sent when every transcript is kept.
      if !verdict.passed || (verdict.evidence.decoding != nil && options.keepAllTranscripts) { record.details = verdict.report }
      // Hits replace the calls judged when the implementation reports hits alone.
      if !(session.identity?.reports.contains(.calls) ?? true) { judgedCalls = verdict.evidence.comparison.actual }
    case .notApplicable(let reason):
      record = .notApplicable(testCase, reason, order: order)
    case .error(let kind, let message):
      record = CaseRecord(
        testCase, result: .error(kind), message: "\(kind.rawValue): \(message)", details: message, order: order)
    }
    // The calls the case was judged against: an app wired otherwise owes what its own callbacks call for.
    if let owed { record.expected = owed }
    // The record keeps bounded copies: what an implementation writes cannot
    // grow it (the comparison above saw the calls whole).
    record.details = Bounds.text(record.details)
    record.message = Bounds.text(record.message, limit: 2000)
    record.actual = judgedCalls.map { call in
      var bounded = ActualCall(
        api: Bounds.text(call.api, limit: 200), actionName: call.actionName.map { Bounds.value($0) },
        contextData: Bounds.value(call.contextData), callbackIndex: call.callbackIndex, origin: call.origin)
      bounded.step = timeline.step(of: call)
      bounded.hit = call.hit
      return bounded
    }
    record.requests = exchange.requests.prefix(Bounds.value).map { request in
      RecordedRequest(
        method: Bounds.text(request.method, limit: 200), url: Bounds.text(request.url, limit: Bounds.value),
        headers: request.headers.prefix(100).map {
          .init(name: Bounds.text($0.name, limit: 200), value: Bounds.text($0.value, limit: 2000))
        },
        body: Bounds.text(request.body, limit: Bounds.value), callbackIndex: request.callbackIndex)
    }
    // The transcript and stderr of a case that passed are dropped unless every transcript is kept.
    if options.keepAllTranscripts || record.outcome.isProblem {
      record.transcript = exchange.transcript
      record.standardError = exchange.standardError
    }
    record.duration = exchange.duration
    return (record, exchange)
  }

  private func takeIndex(limit: Int) -> Int? {
    shared.withLock { state in
      guard state.nextIndex < limit, !state.stoppedEarly else { return nil }
      defer { state.nextIndex += 1 }
      return state.nextIndex
    }
  }

  /// Stores the record of the case at `index` (a passing case's transcript
  /// and stderr were left out when it was judged, in `play`).
  private func record(
    _ record: CaseRecord, at index: Int, total: Int, counting: FailureCount, progress: (Int, Int, CaseRecord) -> Void
  ) {
    let counts = counting.limit != nil && counting.counts(record)
    let done = shared.withLock { state -> Int in
      state.records[index] = record
      state.recorded[index] = true
      state.finished += 1
      if counts {
        state.problems += 1
        if let limit = counting.limit, state.problems >= limit { state.stoppedEarly = true }
      }
      return state.finished
    }
    progress(done, total, record)
  }

  /// The largest file hashed; a larger one (an interpreter such as `node`) is
  /// recorded by its size, so that a run does not start by reading it.
  public static let largestDigestedFile = 16 << 20

  /// The files a command line names — its program (looked up in `PATH`) and
  /// every argument that is an existing regular file — with their SHA-256
  /// (`size:N` for a file over ``largestDigestedFile`` bytes).
  public static func digests(of command: [String]) -> [FileDigest] {
    var paths: [String] = []
    if let program = command.first {
      if program.contains("/") {
        paths.append(program)
      } else {
        let search = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        if let found = search.map({ "\($0)/\(program)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
          paths.append(found)
        }
      }
    }
    paths += command.dropFirst().filter { !$0.hasPrefix("-") }
    return paths.compactMap { path in
      let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
      if let size = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.size] as? Int, size > largestDigestedFile {
        return FileDigest(path: resolved, digest: "size:\(size)")
      }
      guard let data = FileManager.default.contents(atPath: resolved) else { return nil }
      var hash = SHA256()
      hash.update(data)
      return FileDigest(path: resolved, digest: "sha256:" + hash.hexDigest())
    }
  }

}

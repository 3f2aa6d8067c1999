import Foundation

/// Runs cases against an implementation across several worker processes.
public final class Runner: @unchecked Sendable {
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

    /// Creates options.
    public init(command: [String], jobs: Int, timeout: Double, limits: ImplementationSession.Limits = .init(), keepAllTranscripts: Bool = false) {
      self.command = command
      self.jobs = max(1, jobs)
      self.timeout = timeout
      self.limits = limits
      self.keepAllTranscripts = keepAllTranscripts
    }
  }

  private let options: Options
  private let lock = NSLock()
  private var nextIndex = 0
  private var results: [CaseResult] = []
  private var recorded: [Bool] = []
  private var finished = 0
  private var live: [ObjectIdentifier: ImplementationSession] = [:]
  private var cancelledBy: Int32?

  /// Stops the run: no new case starts, and every running implementation's
  /// process group is killed. Safe to call from any thread (a signal handler's queue).
  public func cancel(signal: Int32) {
    lock.lock()
    cancelledBy = signal
    let sessions = Array(live.values)
    lock.unlock()
    sessions.forEach { $0.killProcessGroup() }
  }

  private var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelledBy != nil
  }

  private func register(_ session: ImplementationSession?, live isLive: Bool) {
    guard let session else { return }
    lock.lock()
    if isLive { live[ObjectIdentifier(session)] = session } else { live[ObjectIdentifier(session)] = nil }
    let cancelled = cancelledBy != nil
    lock.unlock()
    if cancelled && isLive { session.killProcessGroup() }
  }

  /// Creates a runner.
  public init(options: Options) {
    self.options = options
  }

  /// Runs `cases` and returns their results in the same order.
  ///
  /// - Parameter progress: called after each case with the number finished and the total.
  /// - Throws: ``TrackCheckError/implementationUnavailable(_:stderrTail:)`` when the
  ///   first process cannot be started or fails the handshake.
  public func run(_ cases: [TrackingCase], progress: @escaping @Sendable (Int, Int, CaseResult) -> Void = { _, _, _ in }) throws(TrackCheckError) -> RunResult {
    let started = Deadline.now
    let timestamp = Self.timestamp()
    let first = ImplementationSession(command: options.command, limits: options.limits)
    let identity: ImplementationIdentity
    do {
      identity = try first.start()
    } catch {
      throw .implementationUnavailable("the implementation could not be started: \(error.message)\n    command: \(options.command.joined(separator: " "))", stderrTail: error.standardError)
    }
    // Filled in place, so the finished array is handed over without a copy.
    results = cases.map { CaseResult(testCase: $0, outcome: .notApplicable("not run"), transcript: [], standardError: "", duration: 0) }
    recorded = Array(repeating: false, count: cases.count)
    let workers = min(options.jobs, max(1, cases.count))
    let sessions = UnsafeSessions(first: first)
    register(first, live: true)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let session = worker == 0 ? sessions.first : nil
      work(cases, identity: identity, session: session, progress: progress)
    }
    let finished = cancelledBy == nil ? results : results.indices.filter { recorded[$0] }.map { results[$0] }
    results = []
    var run = RunResult(identity: identity, command: options.command, results: finished,
      duration: Deadline.seconds(since: started), timestamp: timestamp)
    if let signal = cancelledBy {
      run.interruption = RunResult.Interruption(signal: signal, planned: cases.count)
    }
    return run
  }

  /// Carries the first, already started, session into worker 0.
  private struct UnsafeSessions: @unchecked Sendable { let first: ImplementationSession }

  private func work(_ cases: [TrackingCase], identity: ImplementationIdentity, session initial: ImplementationSession?, progress: @Sendable (Int, Int, CaseResult) -> Void) {
    var session = initial
    defer {
      session?.stop()
      register(session, live: false)
    }
    while !isCancelled, let index = takeIndex(limit: cases.count) {
      let testCase = cases[index]
      let result: CaseResult
      if let reason = identity.reasonNotApplicable(testCase) {
        result = CaseResult(testCase: testCase, outcome: .notApplicable(reason), transcript: [], standardError: "", duration: 0)
      } else {
        if session == nil {
          let fresh = ImplementationSession(command: options.command, limits: options.limits)
          do {
            register(fresh, live: true)
            try fresh.start()
            session = fresh
          } catch {
            register(fresh, live: false)
            if isCancelled { break }
            result = CaseResult(testCase: testCase, outcome: .error(.startFailure, "the implementation could not be restarted: \(error.message)"),
              transcript: [], standardError: error.standardError, duration: 0)
            record(result, at: index, total: cases.count, progress: progress)
            continue
          }
        }
        var played = play(testCase, on: session!)
        if played.needsFreshProcess {
          // The process had written lines after the previous case: replace it
          // and play this case again on a fresh one, which it deserves.
          let note = played.outcome
          replace(&session)
          if let fresh = startSession() {
            session = fresh
            played = play(testCase, on: fresh)
            if case .error(_, let message) = note { played.transcript.insert(TranscriptEntry(direction: .note, text: message + "; the process was replaced"), at: 0) }
          }
        }
        result = played
        if case .error(let kind, _) = result.outcome, kind != .implementationError {
          replace(&session)
        }
      }
      // A case cut short by an interruption is not recorded: the report says the run is incomplete.
      if isCancelled, case .error = result.outcome { break }
      record(result, at: index, total: cases.count, progress: progress)
    }
  }

  private func replace(_ session: inout ImplementationSession?) {
    register(session, live: false)
    session?.kill()
    session = nil
  }

  private func startSession() -> ImplementationSession? {
    let fresh = ImplementationSession(command: options.command, limits: options.limits)
    register(fresh, live: true)
    do {
      try fresh.start()
      return fresh
    } catch {
      register(fresh, live: false)
      return nil
    }
  }

  private func play(_ testCase: TrackingCase, on session: ImplementationSession) -> CaseResult {
    let derivation: Derivation
    do {
      derivation = try PlatformModel.derive(testCase)
    } catch {
      return CaseResult(testCase: testCase, outcome: .error(.protocolViolation, "the platform model cannot play the case: \(error.message)"),
        transcript: [], standardError: "", duration: 0)
    }
    let exchange = session.run(testCase, derivation: derivation, timeout: options.timeout)
    let outcome: CaseOutcome
    switch exchange.ending {
    case .completed:
      let comparison = CallComparison(expected: testCase.expectedCalls, actual: exchange.calls, callbackNames: derivation.callbacks.map(\.name))
      outcome = comparison.passed ? .passed : .failed(comparison)
    case .notApplicable(let reason):
      outcome = .notApplicable(reason)
    case .error(let kind, let message):
      outcome = .error(kind, message)
    }
    var result = CaseResult(testCase: testCase, outcome: outcome, transcript: exchange.transcript,
      standardError: exchange.standardError, duration: exchange.duration, calls: exchange.calls)
    result.needsFreshProcess = exchange.strayOutput
    return result
  }

  private func takeIndex(limit: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < limit else { return nil }
    defer { nextIndex += 1 }
    return nextIndex
  }

  private func record(_ result: CaseResult, at index: Int, total: Int, progress: (Int, Int, CaseResult) -> Void) {
    var result = result
    if !options.keepAllTranscripts && !result.isProblem {
      result.transcript = []
      result.standardError = ""
    }
    lock.lock()
    results[index] = result
    recorded[index] = true
    finished += 1
    let done = finished
    progress(done, total, result)
    lock.unlock()
  }

  /// The current UTC time as JUnit writes it (`yyyy-MM-ddTHH:mm:ss`).
  public static func timestamp() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
    return formatter.string(from: Date())
  }
}

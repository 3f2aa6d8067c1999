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

    /// Creates options.
    public init(command: [String], jobs: Int, timeout: Double, limits: ImplementationSession.Limits = .init()) {
      self.command = command
      self.jobs = max(1, jobs)
      self.timeout = timeout
      self.limits = limits
    }
  }

  private let options: Options
  private let lock = NSLock()
  private var nextIndex = 0
  private var results: [CaseResult?] = []
  private var finished = 0

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
    results = Array(repeating: nil, count: cases.count)
    let workers = min(options.jobs, max(1, cases.count))
    let sessions = UnsafeSessions(first: first)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      let session = worker == 0 ? sessions.first : nil
      work(cases, identity: identity, session: session, progress: progress)
    }
    return RunResult(identity: identity, command: options.command, results: results.map { $0! },
      duration: Deadline.seconds(since: started), timestamp: timestamp)
  }

  /// Carries the first, already started, session into worker 0.
  private struct UnsafeSessions: @unchecked Sendable { let first: ImplementationSession }

  private func work(_ cases: [TrackingCase], identity: ImplementationIdentity, session initial: ImplementationSession?, progress: @Sendable (Int, Int, CaseResult) -> Void) {
    var session = initial
    defer { session?.stop() }
    while let index = takeIndex(limit: cases.count) {
      let testCase = cases[index]
      let result: CaseResult
      if let reason = identity.reasonNotApplicable(testCase) {
        result = CaseResult(testCase: testCase, outcome: .notApplicable(reason), transcript: [], standardError: "", duration: 0)
      } else {
        if session == nil {
          let fresh = ImplementationSession(command: options.command, limits: options.limits)
          do {
            try fresh.start()
            session = fresh
          } catch {
            result = CaseResult(testCase: testCase, outcome: .error(.startFailure, "the implementation could not be restarted: \(error.message)"),
              transcript: [], standardError: error.standardError, duration: 0)
            record(result, at: index, total: cases.count, progress: progress)
            continue
          }
        }
        result = play(testCase, on: session!)
        if case .error(let kind, _) = result.outcome, kind != .implementationError {
          session?.kill()
          session = nil
        }
      }
      record(result, at: index, total: cases.count, progress: progress)
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
    return CaseResult(testCase: testCase, outcome: outcome, transcript: exchange.transcript,
      standardError: exchange.standardError, duration: exchange.duration, calls: exchange.calls)
  }

  private func takeIndex(limit: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < limit else { return nil }
    defer { nextIndex += 1 }
    return nextIndex
  }

  private func record(_ result: CaseResult, at index: Int, total: Int, progress: (Int, Int, CaseResult) -> Void) {
    lock.lock()
    results[index] = result
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

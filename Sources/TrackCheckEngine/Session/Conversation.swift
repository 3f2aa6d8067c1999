import TrackCheckModel
import TrackCheckPlatform
import TrackCheckProcess
import TrackCheckProtocol

/// One case's exchange with a running implementation: the transport, the
/// case's deadline and marks, and everything exchanged so far. It is made
/// when a case begins and ends in one ``CaseExchange`` (``finish(_:derivation:outOfStep:)``).
struct Conversation {
  /// One request of a case. A callback's line is made when it is sent, not before:
  /// a step's requests never all sit serialised in memory at once.
  struct Request {
    enum Line {
      /// A line made already (`end`).
      case made([UInt8])
      /// A callback of case `caseID`, the `sequence`-th, with its arguments serialised already or not.
      case callback(caseID: String, sequence: Int, arguments: [UInt8]?)
    }

    var id: String
    /// What the request is, for messages: set for `begin` and `end`; a callback's is made only when a message needs it.
    var label: String?
    var callbackIndex: Int?
    var callback: PlatformCallback?
    var line: Line

    var what: String { label ?? "callback #\((callbackIndex ?? 0) + 1) (\(callback?.name.rawValue ?? "?"))" }

    /// The request's line, ending in a newline.
    var bytes: [UInt8] {
      switch line {
      case .made(let bytes): return bytes
      case .callback(let caseID, let sequence, let arguments):
        guard let callback else { return [] }
        if let arguments {
          return ProtocolMessages.callbackLine(
            id: id, caseID: caseID, sequence: sequence, name: callback.name.rawValue, arguments: arguments)
        }
        return ProtocolMessages.callbackLine(id: id, caseID: caseID, sequence: sequence, callback: callback)
      }
    }
  }

  let transport: any LineTransport
  let limits: ImplementationSession.Limits
  /// Whether the implementation reads requests while it answers (`pipelining`).
  let pipelined: Bool
  /// Whether the implementation reports what its app does (protocol 2 or later).
  let reportsWiring: Bool
  /// The protocol version the implementation speaks.
  let protocolVersion: Int
  /// What the implementation reports: its calls, the SDK's requests, or both.
  let reports: [Evidence]
  /// When the case began, its deadline, and its time limit in words for messages.
  let started: Deadline
  let deadline: Deadline
  let limitInWords: String
  /// The stderr written before the case began: what follows is the case's.
  let stderrMark: Int
  /// The first request id of the case: answers to lower ids belong to earlier cases.
  let firstRequest: Int
  /// The last request id used (the session takes it back when the case ends).
  private(set) var lastRequest: Int

  var calls: [ActualCall] = []
  /// The requests the SDK sent, in order (an implementation that reports hits).
  var requests: [RecordedRequest] = []
  /// What the case has used of the request bytes it may write.
  private var usage = AppBudget.Usage()
  /// The lines exchanged; the session takes their storage back for the next case.
  private(set) var transcript: [TranscriptEntry]
  private var droppedTranscriptLines = 0
  /// Lines that answer requests of the previous case on the same process.
  private(set) var strayFromPrevious: [String] = []
  private var lastAnswerWasError = false

  /// Begins a case on `transport` within `timeout` seconds, after request id
  /// `lastRequest`, recording into `transcript`'s storage (emptied here).
  init(
    transport: any LineTransport, limits: ImplementationSession.Limits, identity: ImplementationIdentity?, timeout: Double,
    lastRequest: Int, transcript: [TranscriptEntry] = []
  ) {
    self.transcript = transcript
    self.transcript.removeAll(keepingCapacity: true)
    self.transport = transport
    self.limits = limits
    pipelined = identity?.features.contains(.pipelining) == true
    protocolVersion = identity?.protocolVersion ?? 1
    reportsWiring = protocolVersion >= 2
    reports = identity?.reports ?? Evidence.defaultReports
    started = .now
    deadline = .after(seconds: timeout)
    limitInWords = timeout == timeout.rounded() ? "\(Int(timeout)) s" : "\(timeout) s"
    stderrMark = transport.stderrTail.total
    firstRequest = lastRequest + 1
    self.lastRequest = lastRequest
    // Lines written after the previous case ended, before this one began, are the previous case's.
    for line in transport.pendingLines() where !Self.isLog(line) { strayFromPrevious.append(Self.quote(line)) }
  }

  // MARK: - Requests

  mutating func nextID() -> String {
    lastRequest += 1
    return String(lastRequest)
  }

  /// A request for `callback`, the `sequence`-th of case `caseID` (`arguments` already serialised, or serialised here).
  mutating func callback(_ callback: PlatformCallback, caseID: String, sequence: Int, arguments: [UInt8]? = nil) -> Request {
    Request(
      id: nextID(), label: nil, callbackIndex: sequence - 1, callback: callback,
      line: .callback(caseID: caseID, sequence: sequence, arguments: arguments))
  }

  /// The `end` of case `caseID`.
  mutating func end(caseID: String) -> Request {
    let id = nextID()
    return Request(id: id, label: "'end'", callbackIndex: nil, callback: nil, line: .made(ProtocolMessages.endLine(id: id, caseID: caseID)))
  }

  // MARK: - The exchange

  /// Sends `begin` and reads its answer, decoded.
  mutating func begin(_ testCase: borrowing TrackingCase) -> Result<BeginAnswer, CaseExchange.Ending> {
    let id = nextID()
    let bytes = ProtocolMessages.beginLine(id: id, testCase: testCase)
    record(.sent, bytes.dropLast())
    if let failure = send(bytes, what: "'begin'") { return .failure(failure) }
    switch receive(id: id, what: "'begin'") {
    case .failure(let ending): return .failure(ending)
    case .success(let answer):
      return BeginAnswer.decode(answer, version: protocolVersion).mapError { .error(.protocolViolation, $0.reason) }
    }
  }

  /// Sends `requests` and reads their answers: all at once to an
  /// implementation that announced `pipelining`, else one at a time. What the
  /// app reports in each answer goes to `absorb`. Returns how the case ended
  /// when it cannot go on, and whether the process is out of step.
  mutating func play(_ requests: [Request], absorb: (AppFacts, PlatformCallback) throws(PlayError) -> Void) -> (
    CaseExchange.Ending, outOfStep: Bool
  )? {
    guard pipelined else {
      for request in requests {
        let bytes: [UInt8]
        switch charged(request) {
        case .success(let line): bytes = line
        case .failure(let ending): return (ending, false)
        }
        record(.sent, bytes.dropLast())
        if let failure = send(bytes, what: request.what) { return (failure, false) }
        switch receiveCalls(request) {
        case .success(let answered):
          calls += answered.calls
          if let ending = took(answered.requests, at: request) { return (ending, false) }
          if let callback = request.callback, let ending = Self.absorbing(answered.facts, callback, into: absorb) { return (ending, false) }
        case .failure(let ending): return (ending, false)
        }
      }
      return nil
    }
    // Every line of the batch is made before any is written, within the case's request bytes.
    var batch: [UInt8] = []
    for request in requests {
      switch charged(request) {
      case .success(let line):
        record(.sent, line.dropLast())
        batch += line
      case .failure(let ending): return (ending, false)
      }
    }
    if let failure = send(batch, what: requests[0].what) { return (failure, false) }
    batch = []
    for (position, request) in requests.enumerated() {
      var stopped: CaseExchange.Ending
      switch receiveCalls(request) {
      case .success(let answered):
        calls += answered.calls
        if let ending = took(answered.requests, at: request) {
          stopped = ending
          let inStep = consumeAnswers(to: requests[(position + 1)...].map(\.id))
          return (stopped, !inStep)
        }
        guard let callback = request.callback, let ending = Self.absorbing(answered.facts, callback, into: absorb) else { continue }
        stopped = ending
      case .failure(let ending):
        guard case .error(.implementationError, _) = ending else { return (ending, false) }
        stopped = ending
      }
      // Every request was sent: the answers still owed must be read now,
      // or the next case would read them as its own.
      let inStep = consumeAnswers(to: requests[(position + 1)...].map(\.id))
      return (stopped, !inStep)
    }
    return nil
  }

  /// Keeps the SDK's `sent` requests reported in answer to `request`; the ending when the case goes over its bound.
  private mutating func took(_ sent: [RecordedRequest], at request: Request) -> CaseExchange.Ending? {
    guard !sent.isEmpty else { return nil }
    requests += sent
    guard requests.count <= limits.requestsPerCase else {
      return .error(
        .protocolViolation,
        "the implementation reported \(requests.count) requests of the SDK in one case, over the limit of \(limits.requestsPerCase), at \(request.what)"
      )
    }
    return nil
  }

  /// The line of `request`, charged to the case's request bytes; the ending when it goes over.
  private mutating func charged(_ request: Request) -> Result<[UInt8], CaseExchange.Ending> {
    let line = request.bytes
    do throws(AppBudget.Exceeded) {
      try usage.charge(.requestBytes, line.count, against: limits.app)
    } catch {
      return .failure(.error(.protocolViolation, "\(error.message), at \(request.what)"))
    }
    return .success(line)
  }

  /// Hands the app's facts to `absorb`: the ending when they go over the case's budget.
  private static func absorbing(
    _ facts: AppFacts, _ callback: PlatformCallback, into absorb: (AppFacts, PlatformCallback) throws(PlayError) -> Void
  ) -> CaseExchange.Ending? {
    do throws(PlayError) {
      try absorb(facts, callback)
      return nil
    } catch {
      return ImplementationSession.ending(error, answering: callback)
    }
  }

  /// The case's exchange as it ended.
  mutating func finish(_ ending: CaseExchange.Ending, derivation: Derivation = Derivation(steps: []), outOfStep: Bool = false)
    -> CaseExchange
  {
    transport.drainStandardError()
    if droppedTranscriptLines > 0 {
      transcript.append(TranscriptEntry(direction: .note, text: "\(droppedTranscriptLines) more lines not kept"))
    }
    if case .error(_, let message) = ending { transcript.append(TranscriptEntry(direction: .note, text: message)) }
    var exchange = CaseExchange(
      ending: ending, calls: calls, transcript: transcript, standardError: transport.stderrTail.text(since: stderrMark),
      duration: Deadline.seconds(since: started))
    exchange.requests = requests
    exchange.strayFromPrevious = strayFromPrevious
    exchange.outOfStep = outOfStep
    exchange.derivation = derivation
    return exchange
  }

  /// The case's exchange once `play` returned `stopped`: how it stopped, or
  /// completed when it went through (`nil`).
  mutating func finish(after stopped: (CaseExchange.Ending, outOfStep: Bool)?, derivation: Derivation) -> CaseExchange {
    guard let stopped else { return finish(.completed, derivation: derivation) }
    return finish(stopped.0, derivation: derivation, outOfStep: stopped.outOfStep)
  }

  // MARK: - Lines

  /// Reads and discards the answers to `ids`, in order; `false` when they did not all come.
  private mutating func consumeAnswers(to ids: [String]) -> Bool {
    for id in ids {
      guard case .success = receive(id: id, what: "a pipelined request after an error") else {
        // An `error` answer is an answer too; anything else leaves the process out of step.
        if lastAnswerWasError { continue }
        return false
      }
    }
    return true
  }

  /// Reads the `calls` answer to `request`, decoded.
  private mutating func receiveCalls(_ request: Request) -> Result<CallsAnswer, CaseExchange.Ending> {
    switch receive(id: request.id, what: request.what) {
    case .failure(let ending): return .failure(ending)
    case .success(let answer):
      return CallsAnswer.decode(
        answer, what: request.what, callbackIndex: request.callbackIndex, reportsWiring: reportsWiring, version: protocolVersion,
        answering: request.callback?.name, reports: reports
      )
      .mapError { .error(.protocolViolation, $0.reason) }
    }
  }

  /// Writes request lines; the ending when the implementation stopped reading.
  private func send(_ bytes: [UInt8], what: @autoclosure () -> String) -> CaseExchange.Ending? {
    guard transport.write(bytes, deadline: deadline) else {
      if deadline.remainingMilliseconds == 0 {
        return .error(.timeout, "the implementation did not read \(what()) within \(limitInWords)")
      }
      if let termination = transport.waitForExit(deadline: .after(seconds: 1)) {
        return .error(.crash, "the implementation \(termination) while handling \(what())")
      }
      return .error(
        .crash, "the implementation closed its stdin (stopped reading requests) but kept running when \(what()) was sent; it was killed")
    }
    return nil
  }

  /// Reads the answer to request `id`, skipping `log` lines.
  private mutating func receive(id: String, what: @autoclosure () -> String) -> Result<JSONObject, CaseExchange.Ending> {
    while true {
      let line = transport.readLine(deadline: deadline)
      let written = transport.stderrTail.total - stderrMark
      if written > limits.standardErrorPerCase {
        return .failure(
          .error(
            .protocolViolation,
            "the implementation wrote \(written) bytes to stderr while answering \(what()), over the limit of \(limits.standardErrorPerCase) bytes per case"
          ))
      }
      switch line {
      case .failure(.timedOut):
        return .failure(
          .error(
            .timeout,
            "no answer to \(what()) within \(limitInWords) (the case's time limit); the implementation's process group was killed and a fresh process started"
          ))
      case .failure(.endOfStream):
        return .failure(crash(during: what()))
      case .failure(.lineTooLong(let limit)):
        return .failure(.error(.protocolViolation, "the implementation wrote a line longer than \(limit) bytes while answering \(what())"))
      case .success(let bytes):
        if isBlankLine(bytes) { continue }
        record(.received, bytes[...])
        let parsed: JSONValue
        do {
          parsed = try JSONParser.parse(bytes)
        } catch {
          return .failure(
            .error(
              .protocolViolation,
              "the implementation's stdout carried a line that is not JSON (\(error)) in answer to \(what()): \(Self.quote(bytes)); "
                + "if the tracker printed it, its output must go to stderr (the kits move stdout there, but not a write to file descriptor 1 below the language's own streams)"
            ))
        }
        guard let answer = parsed.objectValue else {
          return .failure(.error(.protocolViolation, "a protocol line must be a JSON object, got \(parsed.typeName): \(Self.quote(bytes))"))
        }
        let type = answer["type"]?.stringValue.flatMap(AnswerType.init(rawValue:))
        if type == .log { continue }
        guard let answerID = answer["id"]?.stringValue else {
          return .failure(
            .error(.protocolViolation, "the answer to \(what()) has no string 'id' (expected \"\(id)\"): \(Self.quote(bytes))"))
        }
        if let number = Int(answerID), number < firstRequest {
          strayFromPrevious.append(Self.quote(bytes))
          continue
        }
        guard answerID == id else {
          return .failure(
            .error(.protocolViolation, "answer for request \"\(answerID)\" while waiting for \"\(id)\" (\(what())): \(Self.quote(bytes))"))
        }
        lastAnswerWasError = type == .error
        if lastAnswerWasError {
          let text = answer["message"]?.stringValue ?? "(no message)"
          return .failure(.error(.implementationError, "the implementation reported an error on \(what()): \(text)"))
        }
        return .success(answer)
      }
    }
  }

  private func crash(during what: @autoclosure () -> String) -> CaseExchange.Ending {
    if let termination = transport.waitForExit(deadline: .after(seconds: 1)) {
      return .error(.crash, "the implementation \(termination) while handling \(what())")
    }
    return .error(.crash, "the implementation closed its stdout but kept running while handling \(what()); it was killed")
  }

  private mutating func record(_ direction: TranscriptEntry.Direction, _ bytes: ArraySlice<UInt8>) {
    guard transcript.count < limits.transcriptLines else {
      droppedTranscriptLines += 1
      return
    }
    guard bytes.count > limits.transcriptLineLength else {
      // Most lines are kept whole, sharing the storage of the line itself.
      transcript.append(TranscriptEntry(direction: direction, bytes: bytes))
      return
    }
    var kept = Array(bytes.prefix(limits.transcriptLineLength))
    kept += Array(" […\(bytes.count - limits.transcriptLineLength) bytes cut]".utf8)
    transcript.append(TranscriptEntry(direction: direction, bytes: kept))
  }

  /// Whether `bytes` is a `log` message, which may come at any time.
  static func isLog(_ bytes: [UInt8]) -> Bool {
    if case .object(let message)? = try? JSONParser.parse(bytes) { return message["type"]?.stringValue == AnswerType.log.rawValue }
    return false
  }

  static func quote(_ bytes: [UInt8]) -> String {
    let shown = String(decoding: bytes.prefix(200), as: UTF8.self)
    return "'" + shown + (bytes.count > 200 ? "…' (\(bytes.count) bytes)" : "'")
  }
}

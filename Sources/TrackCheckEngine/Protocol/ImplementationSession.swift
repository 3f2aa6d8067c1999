import TrackCheckModel
import TrackCheckPlatform
import TrackCheckProcess
import TrackCheckProtocol

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One running implementation speaking protocol v1 or v2 over a
/// ``LineTransport``: the handshake, then any number of cases, each reset by
/// `begin`.
public final class ImplementationSession {
  /// Opens the transport to a fresh implementation (a child process, by default).
  public typealias Connect = () throws(SpawnError) -> any LineTransport

  /// Limits that keep a misbehaving implementation from exhausting the harness.
  public struct Limits: Sendable {
    /// The longest stdout line accepted, in bytes.
    public var maximumLineLength = 1 << 20
    /// The stderr bytes kept per process.
    public var standardErrorTail = 64 * 1024
    /// The transcript lines kept per case.
    public var transcriptLines = 400
    /// The characters kept of one transcript line.
    public var transcriptLineLength = 4096
    /// Seconds allowed for start-up and the handshake.
    public var startupTimeout = 10.0
    /// The most stderr bytes one case may produce before it is an error.
    public var standardErrorPerCase = 16 * 1024 * 1024

    /// The defaults.
    public init() {}
  }

  /// The implementation's identity, once the handshake succeeded.
  public private(set) var identity: ImplementationIdentity?
  /// Whether the implementation reports what its app does (protocol 2 or later).
  private var reportsWiring: Bool { (identity?.protocolVersion ?? 1) >= 2 }
  private let connect: Connect
  private let limits: Limits
  private var process: (any LineTransport)?
  private var nextRequest = 0
  private var caseStderrMark = 0
  private var transcript: [TranscriptEntry] = []
  /// The first request id of the current case: answers to lower ids belong to earlier cases.
  private var caseFirstRequest = 1
  private var strayFromPrevious: [String] = []
  private var lastAnswerWasError = false
  private var droppedTranscriptLines = 0

  /// Creates a session of the implementation `command` starts; nothing is
  /// started until ``start()``. Its processes are registered in `registry`,
  /// which can kill them from any thread.
  public convenience init(command: [String], limits: Limits = Limits(), registry: ProcessRegistry = ProcessRegistry()) {
    self.init(limits: limits, connect: Self.spawning(command, limits: limits, registry: registry))
  }

  /// Creates a session over the transport `connect` opens; nothing is opened until ``start()``.
  public init(limits: Limits = Limits(), connect: @escaping Connect) {
    self.limits = limits
    self.connect = connect
  }

  /// Opens a child process running `command`, its pipes the transport.
  public static func spawning(_ command: [String], limits: Limits, registry: ProcessRegistry) -> Connect {
    { () throws(SpawnError) -> any LineTransport in
      try ChildProcess(
        arguments: command, maximumLineLength: limits.maximumLineLength, stderrLimit: limits.standardErrorTail, registry: registry)
    }
  }

  /// The running implementation's process id, when it is a process on this machine.
  public var processID: pid_t? { process?.processID }

  /// Why a session could not start.
  public struct StartFailure: Error, Sendable {
    /// What went wrong.
    public var message: String
    /// The implementation's stderr so far.
    public var standardError: String
  }

  /// Starts the process and performs the handshake.
  @discardableResult
  public func start() throws(StartFailure) -> ImplementationIdentity {
    let child: any LineTransport
    do {
      child = try connect()
    } catch {
      throw StartFailure(message: error.description + " (is the command right, and executable?)", standardError: "")
    }
    process = child
    let deadline = Deadline.after(seconds: limits.startupTimeout)
    guard child.write(line(ProtocolMessages.hello()), deadline: deadline) else {
      throw startFailure("the implementation stopped reading stdin before the handshake", child)
    }
    // Blank lines before the answer are skipped, as between answers.
    var answer = child.readLine(deadline: deadline)
    while case .success(let bytes) = answer, bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
      answer = child.readLine(deadline: deadline)
    }
    switch answer {
    case .success(let bytes):
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        throw startFailure(
          "the handshake answer starts with a UTF-8 byte order mark (EF BB BF); protocol lines are plain UTF-8 without one: \(Self.quote(bytes))",
          child)
      }
      guard case .object(let message)? = try? JSONParser.parse(bytes) else {
        throw startFailure("the handshake answer is not a JSON object: \(Self.quote(bytes))", child)
      }
      switch ImplementationIdentity.parse(message) {
      case .success(let identity):
        self.identity = identity
        return identity
      case .failure(let reason):
        throw startFailure("handshake failed: \(reason.reason)", child)
      }
    case .failure(.timedOut):
      throw startFailure("no handshake answer within \(limits.startupTimeout) s", child)
    case .failure(.endOfStream):
      let status = child.waitForExit(deadline: .after(seconds: 1)).map { " (it \($0))" } ?? ""
      throw startFailure("the implementation closed its stdout before the handshake\(status)", child)
    case .failure(.lineTooLong(let limit)):
      throw startFailure("the handshake answer is longer than \(limit) bytes", child)
    }
  }

  private func startFailure(_ message: String, _ child: any LineTransport) -> StartFailure {
    child.drainStandardError()
    let tail = child.stderrTail.text()
    child.terminate()
    process = nil
    return StartFailure(message: message, standardError: tail)
  }

  /// Plays `testCase` within `timeout` seconds. For a protocol v1
  /// implementation the platform model assumes the documents' app and derives
  /// every callback up front; a v2 implementation reports what its app does,
  /// and the model derives each step's callbacks from its answers so far.
  public func run(_ testCase: TrackingCase, timeout: Double) -> CaseExchange {
    let started = Deadline.now
    let deadline = Deadline.after(seconds: timeout)
    transcript.removeAll(keepingCapacity: true)
    droppedTranscriptLines = 0
    guard let child = process else {
      return finish(.error(.startFailure, "the implementation is not running"), calls: [], started: started, stderrMark: 0)
    }
    let stderrMark = child.stderrTail.total
    caseStderrMark = stderrMark
    var calls: [ActualCall] = []
    strayFromPrevious = []
    caseFirstRequest = nextRequest + 1
    // Lines written after the previous case ended, before this one began,
    // are the previous case's.
    for line in child.pendingLines() where !Self.isLog(line) { strayFromPrevious.append(Self.quote(line)) }
    if testCase.needsReportedWiring && !reportsWiring {
      return finish(
        .notApplicable("the case tests the app's own wiring, which a protocol v1 implementation does not report"), calls: calls,
        started: started, stderrMark: stderrMark)
    }

    let beginID = requestID()
    let manifest: AppManifest
    switch exchange(
      ProtocolMessages.beginLine(id: beginID, testCase: testCase), id: beginID, what: "'begin'", child: child, deadline: deadline,
      timeout: timeout)
    {
    case .failure(let ending):
      return finish(ending, calls: calls, started: started, stderrMark: stderrMark)
    case .success(let answer):
      switch answer["type"]?.stringValue {
      case "ready":
        switch AppReport.manifest(in: answer) {
        case .success(let reported): manifest = reported
        case .failure(let fault):
          return finish(.error(.protocolViolation, fault.reason), calls: calls, started: started, stderrMark: stderrMark)
        }
      case "unsupported":
        let reason = answer["reason"]?.stringValue ?? "the implementation declined the case"
        return finish(.notApplicable(reason), calls: calls, started: started, stderrMark: stderrMark)
      default:
        return finish(
          .error(
            .protocolViolation,
            "expected 'ready' or 'unsupported' in answer to 'begin', got type \(answer["type"].map(JSONSerializer.string) ?? "(none)")"),
          calls: calls, started: started, stderrMark: stderrMark)
      }
    }

    // A case that assumes another registration of a category its pushes name
    // than the app has cannot be played to it (categories its pushes do not
    // name do not matter); a case about the app's own wiring judges them.
    if reportsWiring, testCase.platform == .ios, !testCase.needsReportedWiring, let registered = manifest.categories,
      let differing = testCase.namedCategories.first(where: { name in
        registered.first { $0.identifier == name } != testCase.categories.first { $0.identifier == name }
      })
    {
      let app = registered.first { $0.identifier == differing }.map {
        $0.customDismissAction ? "with customDismissAction" : "without customDismissAction"
      }
      return finish(
        .notApplicable("the case assumes another registration of category \(differing) than the app's (\(app ?? "not registered"))"),
        calls: calls, started: started, stderrMark: stderrMark)
    }
    if reportsWiring, testCase.platform == .ios, manifest.notificationDelegate != testCase.device.notificationDelegate {
      let app = manifest.notificationDelegate ? "sets a notification-centre delegate" : "sets no notification-centre delegate"
      return finish(
        .notApplicable(
          "the case assumes an app that \(testCase.device.notificationDelegate ? "sets" : "sets no") notification-centre delegate; this app \(app)"
        ), calls: calls, started: started, stderrMark: stderrMark)
    }
    var sent = 0
    func request(_ callback: PlatformCallback, arguments: [UInt8]? = nil) -> Request {
      let id = requestID()
      sent += 1
      let bytes =
        arguments.map {
          ProtocolMessages.callbackLine(id: id, caseID: testCase.id, sequence: sent, name: callback.name, arguments: $0)
        } ?? ProtocolMessages.callbackLine(id: id, caseID: testCase.id, sequence: sent, callback: callback)
      return Request(id: id, label: nil, callbackIndex: sent - 1, callback: callback, bytes: bytes)
    }
    func endRequest() -> Request {
      let id = requestID()
      return Request(
        id: id, label: "'end'", callbackIndex: nil, callback: nil, bytes: ProtocolMessages.endLine(id: id, caseID: testCase.id))
    }
    func refused(_ error: PlatformModelError, _ derivation: Derivation) -> CaseExchange {
      finish(
        .error(.protocolViolation, "the platform model cannot play the case: \(error.message)"), calls: calls, started: started,
        stderrMark: stderrMark, derivation: derivation)
    }

    guard reportsWiring else {
      // The documents' app: nothing it answers changes what follows, so every
      // callback, and the end, can go out together.
      let derived: DocumentsPlay
      switch documentsPlay(for: testCase) {
      case .success(let play): derived = play
      case .failure(let refusal): return refused(refusal.error, refusal.derivation)
      }
      let requests = derived.callbacks.map { request($0.callback, arguments: $0.arguments) } + [endRequest()]
      if let ending = play(requests, child: child, deadline: deadline, timeout: timeout, calls: &calls, absorb: { _, _ in }) {
        return finish(
          ending.0, calls: calls, started: started, stderrMark: stderrMark, outOfStep: ending.1, derivation: derived.derivation)
      }
      return finish(.completed, calls: calls, started: started, stderrMark: stderrMark, derivation: derived.derivation)
    }

    // Each step's callbacks follow from what the app did so far.
    var player = PlatformPlayer(testCase, wiring: .reported(manifest))
    do throws(PlatformModelError) {
      for index in testCase.steps.indices {
        var requests = try player.begin(step: index).map { request($0) }
        while !requests.isEmpty {
          if let ending = play(
            requests, child: child, deadline: deadline, timeout: timeout, calls: &calls,
            absorb: { player.absorb($0, answering: $1) })
          {
            return finish(
              ending.0, calls: calls, started: started, stderrMark: stderrMark, outOfStep: ending.1, derivation: player.derivation)
          }
          requests = player.continueStep().map { request($0) }
        }
      }
    } catch {
      return refused(error, player.derivation)
    }
    if let ending = play([endRequest()], child: child, deadline: deadline, timeout: timeout, calls: &calls, absorb: { _, _ in }) {
      return finish(
        ending.0, calls: calls, started: started, stderrMark: stderrMark, outOfStep: ending.1, derivation: player.derivation)
    }
    return finish(.completed, calls: calls, started: started, stderrMark: stderrMark, derivation: player.derivation)
  }

  /// What a protocol v1 case sends, which follows from the case's inputs
  /// alone: the callbacks (each one's arguments serialised) and the derivation.
  private struct DocumentsPlay {
    var inputs: PlatformModel.Inputs
    var derivation: Derivation
    var callbacks: [(callback: PlatformCallback, arguments: [UInt8])]
  }

  /// The platform model refused a case at some step.
  private struct ModelRefusal: Error {
    var error: PlatformModelError
    var derivation: Derivation
  }

  /// The last v1 case's play, kept for the next case with the same inputs
  /// (the cases of a matrix, which differ only in what they expect).
  private var lastDocumentsPlay: DocumentsPlay?

  private func documentsPlay(for testCase: TrackingCase) -> Result<DocumentsPlay, ModelRefusal> {
    let inputs = PlatformModel.Inputs(testCase)
    if let last = lastDocumentsPlay, last.inputs == inputs { return .success(last) }
    var player = PlatformPlayer(testCase, wiring: .documents)
    var callbacks: [PlatformCallback] = []
    do throws(PlatformModelError) {
      for index in testCase.steps.indices {
        callbacks += try player.begin(step: index)
        while case let more = player.continueStep(), !more.isEmpty { callbacks += more }
      }
    } catch {
      return .failure(ModelRefusal(error: error, derivation: player.derivation))
    }
    let play = DocumentsPlay(
      inputs: inputs, derivation: player.derivation,
      callbacks: callbacks.map { (callback: $0, arguments: JSONSerializer.bytes(.object($0.arguments))) })
    lastDocumentsPlay = play
    return .success(play)
  }

  /// One request of a case.
  private struct Request {
    var id: String
    /// What the request is, for messages: set for `begin` and `end`; a callback's is made only when a message needs it.
    var label: String?
    var callbackIndex: Int?
    var callback: PlatformCallback?
    var bytes: [UInt8]

    var what: String { label ?? "callback #\((callbackIndex ?? 0) + 1) (\(callback?.name ?? "?"))" }
  }

  /// Sends `requests` and reads their answers: all at once to an
  /// implementation that announced `pipelining`, else one at a time. What the
  /// app reports in each answer goes to `absorb`. Returns how the case ended
  /// when it cannot go on, and whether the process is out of step.
  private func play(
    _ requests: [Request], child: any LineTransport, deadline: Deadline, timeout: Double, calls: inout [ActualCall],
    absorb: (AppFacts, PlatformCallback) -> Void
  ) -> (CaseExchange.Ending, Bool)? {
    if identity?.features.contains(ProtocolFeature.pipelining) == true {
      for request in requests { record(.sent, request.bytes.dropLast()) }
      if let failure = send(requests.flatMap(\.bytes), what: requests[0].what, child: child, deadline: deadline, timeout: timeout) {
        return (failure, false)
      }
      for (position, request) in requests.enumerated() {
        switch receiveCalls(
          id: request.id, what: request.what, callbackIndex: request.callbackIndex, child: child, deadline: deadline, timeout: timeout)
        {
        case .success(let answered):
          calls += answered.calls
          if let callback = request.callback { absorb(answered.facts, callback) }
        case .failure(let ending):
          guard case .error(.implementationError, _) = ending else { return (ending, false) }
          // Every request was sent: the answers still owed must be read now,
          // or the next case would read them as its own.
          let inStep = consumeAnswers(to: requests[(position + 1)...].map(\.id), child: child, deadline: deadline, timeout: timeout)
          return (ending, !inStep)
        }
      }
    } else {
      for request in requests {
        record(.sent, request.bytes.dropLast())
        if let failure = send(request.bytes, what: request.what, child: child, deadline: deadline, timeout: timeout) {
          return (failure, false)
        }
        switch receiveCalls(
          id: request.id, what: request.what, callbackIndex: request.callbackIndex, child: child, deadline: deadline, timeout: timeout)
        {
        case .success(let answered):
          calls += answered.calls
          if let callback = request.callback { absorb(answered.facts, callback) }
        case .failure(let ending): return (ending, false)
        }
      }
    }
    return nil
  }

  private func finish(
    _ ending: CaseExchange.Ending, calls: [ActualCall], started: Deadline, stderrMark: Int, outOfStep: Bool = false,
    derivation: Derivation = Derivation(steps: [])
  ) -> CaseExchange {
    process?.drainStandardError()
    if droppedTranscriptLines > 0 {
      transcript.append(TranscriptEntry(direction: .note, text: "\(droppedTranscriptLines) more lines not kept"))
    }
    if case .error(_, let message) = ending {
      transcript.append(TranscriptEntry(direction: .note, text: message))
    }
    var exchange = CaseExchange(
      ending: ending, calls: calls, transcript: transcript,
      standardError: process?.stderrTail.text(since: stderrMark) ?? "",
      duration: Deadline.seconds(since: started))
    exchange.strayFromPrevious = strayFromPrevious
    exchange.outOfStep = outOfStep
    exchange.derivation = derivation
    return exchange
  }

  /// Reads and discards the answers to `ids`, in order; `false` when they did not all come.
  private func consumeAnswers(to ids: [String], child: any LineTransport, deadline: Deadline, timeout: Double) -> Bool {
    for id in ids {
      guard case .success = receive(id: id, what: "a pipelined request after an error", child: child, deadline: deadline, timeout: timeout)
      else {
        // An `error` answer is an answer too; anything else leaves the process out of step.
        if lastAnswerWasError { continue }
        return false
      }
    }
    return true
  }

  /// Reads the `calls` answer to request `id`, and what the app reported with it (v2).
  private func receiveCalls(
    id: String, what: @autoclosure () -> String, callbackIndex: Int?, child: any LineTransport, deadline: Deadline, timeout: Double
  ) -> Result<(calls: [ActualCall], facts: AppFacts), CaseExchange.Ending> {
    switch receive(id: id, what: what(), child: child, deadline: deadline, timeout: timeout) {
    case .failure(let ending): return .failure(ending)
    case .success(let answer):
      guard answer["type"]?.stringValue == "calls" else {
        return .failure(
          .error(
            .protocolViolation,
            "expected type 'calls' in answer to \(what()), got \(answer["type"].map(JSONSerializer.string) ?? "no type")")
        )
      }
      guard let list = answer["calls"]?.arrayValue else {
        return .failure(.error(.protocolViolation, "the answer to \(what()) has no 'calls' array"))
      }
      var calls: [ActualCall] = []
      for entry in list {
        switch ActualCall.parse(entry, callbackIndex: callbackIndex) {
        case .success(let call): calls.append(call)
        case .failure(let reason):
          return .failure(
            .error(.protocolViolation, "in answer to \(what()): \(reason.reason): \(JSONSerializer.string(entry).prefix(300))"))
        }
      }
      var facts = AppFacts()
      if reportsWiring {
        switch AppReport.facts(in: answer) {
        case .success(let reported): facts = reported
        case .failure(let fault): return .failure(.error(.protocolViolation, "in answer to \(what()): \(fault.reason)"))
        }
      }
      return .success((calls, facts))
    }
  }

  /// Sends one request (a line with its newline) and reads its answer.
  private func exchange(
    _ bytes: [UInt8], id: String, what: @autoclosure () -> String, child: any LineTransport, deadline: Deadline, timeout: Double
  ) -> Result<JSONObject, CaseExchange.Ending> {
    record(.sent, bytes.dropLast())
    if let failure = send(bytes, what: what(), child: child, deadline: deadline, timeout: timeout) { return .failure(failure) }
    return receive(id: id, what: what(), child: child, deadline: deadline, timeout: timeout)
  }

  /// Writes request lines; the ending when the implementation stopped reading.
  private func send(_ bytes: [UInt8], what: @autoclosure () -> String, child: any LineTransport, deadline: Deadline, timeout: Double)
    -> CaseExchange.Ending?
  {
    guard child.write(bytes, deadline: deadline) else {
      if deadline.remainingMilliseconds == 0 {
        return .error(.timeout, "the implementation did not read \(what()) within \(Self.seconds(timeout))")
      }
      if let termination = child.waitForExit(deadline: .after(seconds: 1)) {
        return .error(.crash, "the implementation \(termination) while handling \(what())")
      }
      return .error(
        .crash, "the implementation closed its stdin (stopped reading requests) but kept running when \(what()) was sent; it was killed")
    }
    return nil
  }

  /// Reads the answer to request `id`, skipping `log` lines.
  private func receive(id: String, what: @autoclosure () -> String, child: any LineTransport, deadline: Deadline, timeout: Double)
    -> Result<
      JSONObject, CaseExchange.Ending
    >
  {
    while true {
      let line = child.readLine(deadline: deadline)
      let written = child.stderrTail.total - caseStderrMark
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
            "no answer to \(what()) within \(Self.seconds(timeout)) (the case's time limit); the implementation's process group was killed and a fresh process started"
          ))
      case .failure(.endOfStream):
        return .failure(crash(child, during: what()))
      case .failure(.lineTooLong(let limit)):
        return .failure(.error(.protocolViolation, "the implementation wrote a line longer than \(limit) bytes while answering \(what())"))
      case .success(let bytes):
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
        record(.received, bytes[...])
        let parsed: JSONValue
        do {
          parsed = try JSONParser.parse(bytes)
        } catch {
          return .failure(.error(.protocolViolation, "not a valid protocol line (\(error)) in answer to \(what()): \(Self.quote(bytes))"))
        }
        guard let answer = parsed.objectValue else {
          return .failure(.error(.protocolViolation, "a protocol line must be a JSON object, got \(parsed.typeName): \(Self.quote(bytes))"))
        }
        if answer["type"]?.stringValue == "log" { continue }
        guard let answerID = answer["id"]?.stringValue else {
          return .failure(
            .error(.protocolViolation, "the answer to \(what()) has no string 'id' (expected \"\(id)\"): \(Self.quote(bytes))"))
        }
        if let number = Int(answerID), number < caseFirstRequest {
          strayFromPrevious.append(Self.quote(bytes))
          continue
        }
        guard answerID == id else {
          return .failure(
            .error(.protocolViolation, "answer for request \"\(answerID)\" while waiting for \"\(id)\" (\(what())): \(Self.quote(bytes))"))
        }
        lastAnswerWasError = answer["type"]?.stringValue == "error"
        if lastAnswerWasError {
          let text = answer["message"]?.stringValue ?? "(no message)"
          return .failure(.error(.implementationError, "the implementation reported an error on \(what()): \(text)"))
        }
        return .success(answer)
      }
    }
  }

  private func crash(_ child: any LineTransport, during what: @autoclosure () -> String) -> CaseExchange.Ending {
    if let termination = child.waitForExit(deadline: .after(seconds: 1)) {
      return .error(.crash, "the implementation \(termination) while handling \(what())")
    }
    return .error(.crash, "the implementation closed its stdout but kept running while handling \(what()); it was killed")
  }

  /// Asks the implementation to exit, then makes sure its process group is
  /// gone. Returns the lines it wrote after its last case ended: that case's.
  @discardableResult
  public func stop() -> [String] {
    guard let child = process else { return [] }
    var stray: [String] = []
    if !child.hasExited {
      _ = child.write(line(ProtocolMessages.bye()), deadline: .after(seconds: 0.5))
      child.closeStdin()
      // Whatever it wrote before it exits is read to the end of its stdout.
      let deadline = Deadline.after(seconds: 1)
      while case .success(let bytes) = child.readLine(deadline: deadline) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
        if Self.isLog(bytes) { continue }
        stray.append(Self.quote(bytes))
        if stray.count >= 20 { break }
      }
      _ = child.waitForExit(deadline: .after(seconds: 1))
    }
    child.terminate()
    process = nil
    return stray
  }

  /// Kills the process group at once.
  public func kill() {
    process?.terminate()
    process = nil
  }

  private func requestID() -> String {
    nextRequest += 1
    return String(nextRequest)
  }

  private func line(_ message: JSONObject) -> [UInt8] {
    var bytes = JSONSerializer.bytes(.object(message))
    bytes.append(0x0A)
    return bytes
  }

  private func record(_ direction: TranscriptEntry.Direction, _ bytes: ArraySlice<UInt8>) {
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
    if case .object(let message)? = try? JSONParser.parse(bytes) { return message["type"]?.stringValue == "log" }
    return false
  }

  static func quote(_ bytes: [UInt8]) -> String {
    let shown = String(decoding: bytes.prefix(200), as: UTF8.self)
    return "'" + shown + (bytes.count > 200 ? "…' (\(bytes.count) bytes)" : "'")
  }

  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}

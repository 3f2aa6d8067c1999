import TrackCheckModel
import TrackCheckPlatform
import TrackCheckProcess
import TrackCheckProtocol

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
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
    /// What one case's app facts may make trackcheck hold and do (docs/PROTOCOL.md, "Budgets").
    public var app = AppBudget()
    /// The most requests of the SDK one case may report (docs/PROTOCOL.md, "Budgets").
    public var requestsPerCase = 1000

    /// The defaults.
    public init() {}
  }

  /// The implementation's identity, once the handshake succeeded.
  public private(set) var identity: ImplementationIdentity?
  private let connect: Connect
  private let limits: Limits
  private var process: (any LineTransport)?
  /// The last request id used on the current process.
  private var lastRequest = 0
  /// The last case's transcript, whose storage the next case records into
  /// (by then the runner has let go of it unless it kept the transcript).
  private var spareTranscript: [TranscriptEntry] = []

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

  /// Accepts the next implementation that connects to `listener`, within the start-up time; the connection is the transport.
  public static func accepting(_ listener: SocketListener, limits: Limits) -> @Sendable () throws(SpawnError) -> any LineTransport {
    { () throws(SpawnError) -> any LineTransport in
      do throws(SocketError) {
        return try listener.accept(deadline: .after(seconds: limits.startupTimeout), maximumLineLength: limits.maximumLineLength)
      } catch {
        throw SpawnError(program: listener.address.description, reason: error.message)
      }
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
    while case .success(let bytes) = answer, isBlankLine(bytes) {
      answer = child.readLine(deadline: deadline)
    }
    switch answer {
    case .success(let bytes):
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        throw startFailure(
          "the handshake answer starts with a UTF-8 byte order mark (EF BB BF); protocol lines are plain UTF-8 without one: \(Conversation.quote(bytes))",
          child)
      }
      guard case .object(let message)? = try? JSONParser.parse(bytes) else {
        throw startFailure("the handshake answer is not a JSON object: \(Conversation.quote(bytes))", child)
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
  /// Whether the case applies before `begin` is the caller's to decide
  /// (``Applicability/beforeBegin(_:declared:)``).
  public func run(_ prepared: PreparedCase, timeout: Double) -> CaseExchange {
    let testCase = prepared.testCase
    guard let transport = process else {
      let message = "the implementation is not running"
      return CaseExchange(
        ending: .error(.startFailure, message), calls: [], transcript: [TranscriptEntry(direction: .note, text: message)],
        standardError: "", duration: 0)
    }
    var spare: [TranscriptEntry] = []
    swap(&spare, &spareTranscript)
    var conversation = Conversation(
      transport: transport, limits: limits, identity: identity, timeout: timeout, lastRequest: lastRequest, transcript: consume spare)
    defer {
      lastRequest = conversation.lastRequest
      spareTranscript = conversation.transcript
    }
    let manifest: AppManifest
    switch conversation.begin(testCase) {
    case .failure(let ending): return conversation.finish(ending)
    case .success(.unsupported(let reason)): return conversation.finish(.notApplicable(.declined(reason)))
    case .success(.ready(let reported)): manifest = reported
    }
    guard conversation.reportsWiring else { return playDocuments(prepared, on: &conversation) }
    var exchange = playReported(testCase, app: manifest, on: &conversation)
    exchange.app = manifest
    return exchange
  }

  /// Plays the documents' app: nothing it answers changes what follows, so
  /// every callback, and the end, can go out together.
  private func playDocuments(_ prepared: PreparedCase, on conversation: inout Conversation) -> CaseExchange {
    let testCase = prepared.testCase
    let derived: DocumentsPlay
    switch prepared.model {
    case .success(let model): derived = documentsPlay(of: model)
    case .failure(let error): return conversation.finish(Self.refused(error))
    }
    var requests: [Conversation.Request] = []
    requests.reserveCapacity(derived.callbacks.count + 1)
    for (index, callback) in derived.callbacks.enumerated() {
      requests.append(conversation.callback(callback.callback, caseID: testCase.id, sequence: index + 1, arguments: callback.arguments))
    }
    requests.append(conversation.end(caseID: testCase.id))
    var exchange = conversation.finish(after: conversation.play(requests, absorb: { _, _ in }), derivation: derived.derivation)
    exchange.playedModel = true
    return exchange
  }

  /// Plays the implementation's own app: each step's callbacks follow from what the app did so far.
  /// The model's own time is charged to the case's budget and counts inside its time limit:
  /// when either runs out while the model works, the ending names the budget, not the implementation's answer.
  private func playReported(_ testCase: TrackingCase, app manifest: AppManifest, on conversation: inout Conversation) -> CaseExchange {
    var player = PlatformPlayer(testCase, wiring: .reported(manifest), budget: limits.app)
    var sent = 0
    var modelTime = AppBudget.Usage()
    let deadline = conversation.deadline
    let budget = limits.app
    /// Runs `work` on the model, charging its time.
    func timed<T>(_ work: () throws(PlayError) -> T) throws(PlayError) -> T {
      // A limit that ran out before the model began is the conversation's to report, not the model's.
      let hadTime = deadline.remainingMilliseconds > 0
      let start = Deadline.now
      let result = try work()
      let elapsed = Int((Deadline.seconds(since: start) * 1000).rounded(.up))
      do throws(AppBudget.Exceeded) {
        try modelTime.charge(.modelMilliseconds, elapsed, against: budget)
      } catch {
        throw .budget(error)
      }
      if hadTime && deadline.remainingMilliseconds == 0 {
        throw .budget(.timeLimit(modelMilliseconds: modelTime[.modelMilliseconds], budget: budget))
      }
      return result
    }
    func requests(_ callbacks: [PlatformCallback]) -> [Conversation.Request] {
      callbacks.map { callback in
        sent += 1
        return conversation.callback(callback, caseID: testCase.id, sequence: sent)
      }
    }
    do throws(PlayError) {
      for index in testCase.steps.indices {
        var next = requests(try timed { () throws(PlayError) in try player.begin(step: index) })
        while !next.isEmpty {
          let stopped = conversation.play(next) { facts, callback throws(PlayError) in
            try timed { () throws(PlayError) in try player.absorb(facts, answering: callback) }
          }
          if let stopped { return conversation.finish(after: stopped, derivation: player.derivation) }
          next = requests(try timed { () throws(PlayError) in try player.continueStep() })
        }
      }
    } catch {
      return conversation.finish(Self.ending(error, answering: nil), derivation: player.derivation)
    }
    let end = conversation.end(caseID: testCase.id)
    return conversation.finish(after: conversation.play([end], absorb: { _, _ in }), derivation: player.derivation)
  }

  /// The ending of a case that could not be played on: the model refused a step, or a budget ran out
  /// (after the answer to `callback`, when it was an answer that went over).
  static func ending(_ error: PlayError, answering callback: PlatformCallback?) -> CaseExchange.Ending {
    switch error {
    case .model(let error): return refused(error)
    case .budget(let exceeded):
      let place = callback.map { " (in the answer to \($0.name))" } ?? ""
      return .error(.protocolViolation, exceeded.message + place)
    }
  }

  /// The ending of a case the platform model cannot play.
  private static func refused(_ error: PlatformModelError) -> CaseExchange.Ending {
    .error(.protocolViolation, "the platform model cannot play the case: \(error.message)")
  }

  /// What a protocol v1 case sends, which follows from its model: the
  /// callbacks, each one's arguments serialised, and the derivation.
  private struct DocumentsPlay {
    var derivation: Derivation
    var callbacks: [(callback: PlatformCallback, arguments: [UInt8])]
  }

  /// The last v1 case's play, kept for the next case with the same model
  /// (the cases of a matrix, which differ only in what they expect).
  private var lastDocumentsPlay: DocumentsPlay?

  private func documentsPlay(of model: CaseModel) -> DocumentsPlay {
    if let last = lastDocumentsPlay, last.derivation == model.derivation { return last }
    let play = DocumentsPlay(
      derivation: model.derivation,
      callbacks: model.derivation.callbacks.map { (callback: $0, arguments: JSONSerializer.bytes(.object($0.arguments))) })
    lastDocumentsPlay = play
    return play
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
        if isBlankLine(bytes) { continue }
        if Conversation.isLog(bytes) { continue }
        stray.append(Conversation.quote(bytes))
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

  private func line(_ message: JSONObject) -> [UInt8] {
    var bytes = JSONSerializer.bytes(.object(message))
    bytes.append(0x0A)
    return bytes
  }

}

import ArgumentParser
import Foundation
import TrackCheckCollect
import TrackCheckJudging
import TrackCheckModel
import TrackCheckPrimitives
import TrackCheckProcess
import TrackCheckReports

/// `trackcheck collect`: the endpoint a UI test's SDK sends its requests to; the verdict of a case from them.
struct Collect: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Record the Adobe SDK's requests from simulators, emulators and devices, and judge a case from its hits.",
    discussion: """
      Point the app's campaign.server at this machine (or a test proxy at --http), push the case's payload \
      (trackcheck explain ID --apns-payload / --fcm-data), play its steps in the UI test, marking each as it begins \
      (POST /_trackcheck/step?index=N or ?name=tap), then ask for the verdict: GET /_trackcheck/verdict?case=ID, \
      or POST /_trackcheck/verdict with a case of your own in the suites' YAML. Each hit is judged at the step \
      marked when it arrived, as run judges a timeline; with no step marked, the hits are judged as one list. \
      Runs until SIGINT or SIGTERM (exit 0). docs/COLLECT.md has recipes.

      The API under /_trackcheck/ answers only requests that carry its token, as 'Authorization: Bearer TOKEN' \
      or 'X-TrackCheck-Token: TOKEN' (anything else gets 401): the collector listens on every interface, and the \
      API serves what devices sent. The token is --api-token, else the environment variable \
      \(Self.tokenVariable), else a new random one printed at start ('API token: …'). The SDK's own requests \
      need no token. There is no way to turn the token off.
      """)

  /// The environment variable that gives the API token when --api-token does not (for CI).
  static let tokenVariable = "TRACKCHECK_COLLECT_TOKEN"

  @OptionGroup var suiteOptions: SuiteOptions

  @Option(
    name: .customLong("https"),
    help: ArgumentHelp("The HTTPS listener, HOST:PORT (port 0 picks one), or 'off'.", valueName: "address"))
  var https = "0.0.0.0:8443"

  @Option(
    name: .customLong("http"),
    help: ArgumentHelp(
      "A plain HTTP listener too, HOST:PORT, for a test proxy that ends TLS in front of the collector.", valueName: "address"))
  var http: String?

  @Option(
    name: .customLong("tls-name"),
    help: ArgumentHelp(
      "A host name or address the device reaches this machine by, for the certificate (repeatable; localhost, 127.0.0.1 and ::1 always).",
      valueName: "name"))
  var tlsNames: [String] = []

  @Option(
    name: .customLong("tls-folder"),
    help: ArgumentHelp(
      "Where the collector's certificate authority is kept (made on first use), for devices to trust once; the default is ~/.trackcheck/collect.",
      valueName: "folder"))
  var tlsFolder: String?

  @Option(name: .customLong("certificate"), help: ArgumentHelp("Serve this certificate chain (PEM) instead.", valueName: "file"))
  var certificate: String?

  @Option(name: .customLong("private-key"), help: ArgumentHelp("The private key (PEM) of --certificate.", valueName: "file"))
  var privateKey: String?

  @Option(
    name: .customLong("max-requests"),
    help: ArgumentHelp("Requests kept at once; past it the SDK gets 503 and they are counted dropped.", valueName: "n"))
  var maxRequests = RequestLog.Limits.standard.requests

  @Option(name: .customLong("save"), help: ArgumentHelp("When stopped, write every request kept to this JSON file.", valueName: "file"))
  var save: String?

  @Option(
    name: .customLong("api-token"),
    help: ArgumentHelp(
      "The token the API under /_trackcheck/ requires (at least 16 printable characters); the default is $TRACKCHECK_COLLECT_TOKEN, else a new random one, printed at start.",
      valueName: "token"))
  var apiToken: String?

  func validate() throws {
    if https != "off" && Self.hostAndPort(https) == nil { throw ValidationError("--https takes HOST:PORT or 'off', got '\(https)'") }
    if let http, Self.hostAndPort(http) == nil { throw ValidationError("--http takes HOST:PORT, got '\(http)'") }
    if https == "off" && http == nil { throw ValidationError("--https off needs --http: the collector must listen somewhere") }
    if (certificate == nil) != (privateKey == nil) { throw ValidationError("--certificate and --private-key go together") }
    if maxRequests < 1 { throw ValidationError("--max-requests must be at least 1") }
    if let apiToken {
      do throws(APIToken.Problem) { _ = try APIToken(apiToken) } catch { throw ValidationError("--api-token: \(error)") }
    }
  }

  /// Where the API's token came from, and the token.
  enum TokenOrigin {
    /// `--api-token`.
    case option
    /// The environment variable ``Collect/tokenVariable``.
    case environment
    /// Made at start, to be printed.
    case generated
  }

  /// The API's token: `--api-token`, else ``tokenVariable``, else a new random one.
  func token(environment: [String: String]) throws -> (APIToken, TokenOrigin) {
    if let apiToken { return (try APIToken(apiToken), .option) }
    if let given = environment[Self.tokenVariable], !given.isEmpty {
      do throws(APIToken.Problem) {
        return (try APIToken(given), .environment)
      } catch {
        throw UsageError("\(Self.tokenVariable): \(error)")
      }
    }
    return (APIToken.random(), .generated)
  }

  /// `HOST:PORT` or `[IPV6]:PORT`.
  static func hostAndPort(_ text: String) -> (host: String, port: Int)? {
    guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65_535).contains(port) else {
      return nil
    }
    var host = String(text[..<colon])
    if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    return host.isEmpty ? nil : (host, port)
  }

  func run() throws {
    try suiteOptions.refuseSelection(for: "collect", because: "judges the case a verdict request names")
    let (token, tokenOrigin) = try token(environment: ProcessInfo.processInfo.environment)
    #if Collector
      try serve(token: token, origin: tokenOrigin)
    #else
      _ = (token, tokenOrigin)
      throw UsageError(
        "this trackcheck was built without the collector (its HTTP and TLS stack is the package trait 'Collector')",
        hint: "build it with 'swift build --traits Collector --product trackcheck', or install a release binary, which has it")
    #endif
  }

  #if Collector
    /// Listens until SIGINT or SIGTERM, then says what it received (and saves it).
    private func serve(token: APIToken, origin tokenOrigin: TokenOrigin) throws {
      let suites = try suiteOptions.loadPrepared()
      var httpsListener: (host: String, port: Int, certificate: CollectCertificate)?
      if let address = Self.hostAndPort(https) {
        let identity: CollectCertificate
        do {
          if let certificate, let privateKey {
            identity = try CollectCertificate.given(
              certificate: URL(fileURLWithPath: certificate), privateKey: URL(fileURLWithPath: privateKey))
          } else {
            let folder =
              tlsFolder.map { URL(fileURLWithPath: $0) }
              ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".trackcheck/collect")
            identity = try CollectCertificate.load(in: folder, names: tlsNames)
          }
        } catch {
          throw UsageError("the collector's certificate: \(error)")
        }
        httpsListener = (address.host, address.port, identity)
      }
      let server = CollectServer(
        configuration: .init(
          https: httpsListener, http: http.flatMap(Self.hostAndPort), apiToken: token,
          limits: .init(requests: maxRequests, bodyBytes: RequestLog.Limits.standard.bodyBytes)),
        judge: CollectVerdict(
          cases: SuiteCases(suites: suites),
          judge: CaseJudge(rules: BlameRules(suites.collection.requirements), profile: suites.collection.profile)
        ).verdict)
      let stopped = DispatchSemaphore(value: 0)
      let trap = SignalTrap(handler: { _ in stopped.signal() })
      let bound = Locked<Result<(https: String?, http: String?), any Error>?>(nil)
      let startedSignal = DispatchSemaphore(value: 0)
      Task {
        do {
          let addresses = try await server.start()
          bound.withLock { $0 = .success(addresses) }
        } catch {
          bound.withLock { $0 = .failure(error) }
        }
        startedSignal.signal()
      }
      startedSignal.wait()
      switch bound.withLock({ $0 }) {
      case .success(let addresses):
        // Written at once, unbuffered: a UI test waits for these lines to know the collector listens.
        var lines: [String] = []
        if let address = addresses.https {
          lines.append("listening: https://\(address)")
          if let authority = httpsListener?.certificate.authorityFile {
            lines.append("certificate authority to trust on the device: \(authority.path)")
          }
          lines.append("certificate SHA-256: \(httpsListener?.certificate.fingerprint ?? "")")
        }
        if let address = addresses.http { lines.append("listening: http://\(address)") }
        // A token given by hand is not repeated into logs: whoever gave it has it.
        switch tokenOrigin {
        case .generated: lines.append("API token: \(token.value)")
        case .option: lines.append("API token: the one given with --api-token")
        case .environment: lines.append("API token: the one in \(Self.tokenVariable)")
        }
        lines.append(
          "API: GET /_trackcheck/requests, /_trackcheck/devices, /_trackcheck/status, /_trackcheck/steps, /_trackcheck/verdict?case=ID; POST /_trackcheck/reset, /_trackcheck/step?index=N or ?name=S, /_trackcheck/verdict (a case in YAML); each with 'Authorization: Bearer TOKEN'"
        )
        FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
      case .failure(let error):
        throw UsageError("the collector cannot listen: \(error)")
      case nil:
        throw UsageError("the collector did not start")
      }
      stopped.wait()
      trap.release()
      let done = DispatchSemaphore(value: 0)
      Task {
        await server.stop()
        done.signal()
      }
      done.wait()
      let counts = server.log.counts
      FileHandle.standardOutput.write(
        Data("stopped: \(counts.received) requests received, \(counts.kept) kept, \(counts.dropped) dropped\n".utf8))
      if let save {
        let list = JSONValue.array(server.log.requests().map(\.json))
        try AtomicFile.write(Data((JSONSerializer.string(list) + "\n").utf8), to: save)
        print("wrote \(save)")
      }
    }
  #endif
}

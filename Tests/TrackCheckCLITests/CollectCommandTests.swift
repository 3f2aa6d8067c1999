// The collector as a user runs it: built with the package trait `Collector` (.ci/run runs these tests so).
#if Collector
  import Foundation
  import Testing
  import TrackCheckModel
  import TrackCheckPrimitives
  import TrackCheckTestSupport

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// `trackcheck collect` as a UI test uses it, and `explain`'s pushes for one.
  @Suite("trackcheck collect", .serialized, .hangGuard(minutes: 2))
  struct CollectCommandTests {
    /// An HTTP request to the collector, as the SDK behind a TLS-ending proxy sends it: one connection,
    /// `Connection: close`, read to its end on a thread of its own, never longer than 30 s a read.
    static func send(_ method: String, _ url: String, token: String? = nil, body: String = "") async throws -> (status: Int, body: String) {
      let parsed = try #require(URL(string: url))
      let port = try #require(parsed.port)
      let target = parsed.path + (parsed.query.map { "?" + $0 } ?? "")
      let request =
        "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n"
        + (token.map { "Authorization: Bearer \($0)\r\n" } ?? "")
        + (method == "POST" ? "Content-Length: \(body.utf8.count)\r\n" : "") + "\r\n" + body
      let response = await offThread { exchange(request, port: port) }
      let text = try #require(response, "no answer from the collector to \(method) \(target)")
      let status = Int(text.split(separator: " ").dropFirst().first ?? "") ?? 0
      let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
      return (status, body)
    }

    /// Writes `request` to 127.0.0.1:`port` and reads until the collector closes; nil when it cannot.
    static func exchange(_ request: String, port: Int) -> String? {
      #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
      #endif
      guard socket >= 0 else { return nil }
      defer { close(socket) }
      var timeout = timeval(tv_sec: 30, tv_usec: 0)
      setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
      }
      guard connected == 0 else { return nil }
      let bytes = Array(request.utf8)
      #if canImport(Glibc)
        let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
      #else
        let sent = bytes.withUnsafeBytes { Darwin.send(socket, $0.baseAddress, $0.count, 0) }
      #endif
      guard sent == bytes.count else { return nil }
      var received: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count == 0 { return String(decoding: received, as: UTF8.self) }
        if count < 0 { return nil }
        received += buffer[0..<count]
      }
    }

    /// `work`, blocking, on a thread of its own.
    static func offThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
      await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
      }
    }

    /// A `trackcheck collect` started for a test: its process, its output, its address and its API token.
    struct Collector {
      let process: Process
      let reader: FileHandle
      let base: String
      let token: String
    }

    /// Starts `trackcheck collect --https off --http 127.0.0.1:0` with `arguments`, and waits until it listens.
    static func startCollector(_ arguments: [String]) async throws -> Collector {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLineTests.trackcheck)
      process.arguments = ["collect", "--https", "off", "--http", "127.0.0.1:0"] + arguments
      process.currentDirectoryURL = TestPaths.root
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Read off the test's threads: a blocking read must not hold one of the few that run every test. A
      // collector that never says it listens is ended after a minute, which ends the read.
      let reader = output.fileHandleForReading
      let listening = Locked(false)
      DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
        if !listening.withLock({ $0 }) && process.isRunning { process.terminate() }
      }
      let text = await Self.offThread {
        var text = ""
        while !text.contains("\nAPI: ") {
          let chunk = reader.availableData
          if chunk.isEmpty { break }
          text += String(decoding: chunk, as: UTF8.self)
        }
        return text
      }
      listening.withLock { $0 = true }
      try #require(text.contains("\nAPI: "), "collect ended before it listened: \(text)")
      let address = try #require(text.split(separator: "\n").first { $0.hasPrefix("listening: http://") }?.dropFirst("listening: ".count))
      // The API's token, printed at start (a new one each start).
      let token = String(try #require(text.split(separator: "\n").first { $0.hasPrefix("API token: ") }?.dropFirst("API token: ".count)))
      return Collector(process: process, reader: reader, base: String(address), token: token)
    }

    @Test(.enabled(if: !TestEnvironment.underSanitizer, "signals reach a sanitized trackcheck late or not at all"))
    func aDevicesHitsAreJudgedAgainstTheCaseTheUITestPlayed() async throws {
      let saved = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-collect-\(UUID().uuidString).json")
      defer { try? FileManager.default.removeItem(at: saved) }
      let collector = try await Self.startCollector(["--save", saved.path])
      let (process, reader, base, token) = (collector.process, collector.reader, collector.base, collector.token)
      defer { if process.isRunning { process.terminate() } }
      #expect(token.count == 64)

      // EVENT-ios-bg-open: the impression, then the tap's click and open, each a hit of the device.
      for action in ["7", "2", "1"] {
        #expect(try await Self.send("GET", "\(base)/r/?id=h138a,56c4,\(action)&mcId=DEVICE-1").status == 200)
      }
      let passed = try JSONParser.parse(try await Self.send("GET", "\(base)/_trackcheck/verdict?case=EVENT-ios-bg-open", token: token).body)
      #expect(passed["outcome"] == "passed")
      #expect(passed["hits"]?.arrayValue?.count == 3)
      // No step was marked: the hits are judged as one list, and the verdict says so.
      #expect(passed["judged"] == "list" && passed["note"]?.stringValue?.contains("no step was marked") == true)
      // Rules a hit cannot show are said to be unjudged, never passed in silence.
      #expect(passed["unjudged"]?.arrayValue?.isEmpty == false)

      // The next case, on a reset device: the open's hit sent twice, the click's never.
      // Without the token the API serves nothing and forgets nothing.
      let refused = try await Self.send("POST", "\(base)/_trackcheck/reset")
      #expect(refused.status == 401 && refused.body.contains("Authorization: Bearer TOKEN"))
      #expect(try await Self.send("GET", "\(base)/_trackcheck/verdict?case=EVENT-ios-bg-open", token: "not-" + token).status == 401)
      #expect(try await Self.send("POST", "\(base)/_trackcheck/reset", token: token).status == 200)
      for action in ["7", "1", "1"] {
        _ = try await Self.send("GET", "\(base)/r/?id=h138a,56c4,\(action)&mcId=DEVICE-1")
      }
      let failed = try JSONParser.parse(
        try await Self.send("GET", "\(base)/_trackcheck/verdict?case=EVENT-ios-bg-open&device=DEVICE-1", token: token).body)
      #expect(failed["outcome"] == "failed")
      #expect(failed["findings"]?.arrayValue?.isEmpty == false)

      let unknown = try await Self.send("GET", "\(base)/_trackcheck/verdict?case=EVENT-ios-bg-opn", token: token)
      #expect(unknown.status == 404 && unknown.body.contains("did you mean 'EVENT-ios-bg-open'?"))

      // The UI test marks the steps it plays: each hit is judged at the step marked when it arrived.
      func mark(_ query: String) async throws {
        #expect(try await Self.send("POST", "\(base)/_trackcheck/step?\(query)", token: token).status == 200)
      }
      func hit(_ action: String) async throws {
        #expect(try await Self.send("GET", "\(base)/r/?id=h138a,56c4,\(action)&mcId=DEVICE-1").status == 200)
      }
      #expect(try await Self.send("POST", "\(base)/_trackcheck/reset", token: token).status == 200)
      try await mark("name=receive")
      try await hit("7")
      try await mark("index=2")
      try await hit("2")
      try await hit("1")
      let onTime = try JSONParser.parse(try await Self.send("GET", "\(base)/_trackcheck/verdict?case=EVENT-ios-bg-open", token: token).body)
      #expect(onTime["outcome"] == "passed" && onTime["judged"] == "steps")
      let steps = try #require(onTime["steps"]?.arrayValue)
      #expect(steps.map { $0["summary"] } == ["receive default", "tap default"])
      // The collector numbers requests from its start: six came before these.
      #expect(steps.map { $0["hits"] } == [[7], [8, 9]])
      #expect(onTime["hits"]?.arrayValue?.map { $0["step"] } == [1, 2, 2])

      // The click sent while the test was still at the receive step: a wrong-step finding, as run finds it.
      #expect(try await Self.send("POST", "\(base)/_trackcheck/reset", token: token).status == 200)
      try await mark("name=receive")
      try await hit("7")
      try await hit("2")
      try await mark("name=tap")
      try await hit("1")
      let early = try JSONParser.parse(try await Self.send("GET", "\(base)/_trackcheck/verdict?case=EVENT-ios-bg-open", token: token).body)
      #expect(early["outcome"] == "failed")
      let finding = try #require(early["findings"]?.arrayValue?.first)
      #expect(early["findings"]?.arrayValue?.count == 1)
      #expect(finding["fault"] == "wrong-step" && finding["step"] == 1)
      #expect(finding["message"]?.stringValue?.contains("click (expected call 2) expected at step 2 (tap default); made at step 1") == true)
      #expect(early["steps"]?.arrayValue?.map { $0["hits"] } == [[10, 11], [12]])
      // A mark that names no step of the case: the verdict says which steps there are.
      try await mark("name=dismiss")
      let unnamed = try await Self.send("GET", "\(base)/_trackcheck/verdict?case=EVENT-ios-bg-open", token: token)
      #expect(unnamed.status == 422 && unnamed.body.contains("step mark 3, \\\"dismiss\\\", names no step of case EVENT-ios-bg-open"))

      // A scenario of the UI test's own, given in the suites' YAML, judged the same way.
      #expect(try await Self.send("POST", "\(base)/_trackcheck/reset", token: token).status == 200)
      try await mark("name=receive")
      try await hit("7")
      try await mark("name=dismiss")
      try await hit("2")
      let scenario = try String(contentsOfFile: TestPaths.fixture("cases/app-dismiss-background.yaml"), encoding: .utf8)
      let given = try JSONParser.parse(try await Self.send("POST", "\(base)/_trackcheck/verdict", token: token, body: scenario).body)
      #expect(given["outcome"] == "passed" && given["given"] == true && given["case"] == "APP-DISMISS-background")
      #expect(given["steps"]?.arrayValue?.map { $0["summary"] } == ["receive default", "dismiss default"])
      // A suite file of several cases: the one to judge is named.
      let entries = [scenario, scenario.replacingOccurrences(of: "id: APP-DISMISS-background", with: "id: APP-RECEIVE")].map { text in
        text.split(separator: "\n").enumerated().map { ($0.offset == 0 ? "  - " : "    ") + $0.element }.joined(separator: "\n")
      }
      let suite = "cases:\n" + entries.joined(separator: "\n") + "\n"
      let several = try await Self.send("POST", "\(base)/_trackcheck/verdict", token: token, body: suite)
      #expect(several.status == 400 && several.body.contains("holds 2 cases (APP-DISMISS-background, APP-RECEIVE): name one with case=ID"))
      let named = try JSONParser.parse(
        try await Self.send("POST", "\(base)/_trackcheck/verdict?case=APP-DISMISS-background", token: token, body: suite).body)
      #expect(named["outcome"] == "passed")
      let broken = try await Self.send(
        "POST", "\(base)/_trackcheck/verdict", token: token,
        body: scenario.replacingOccurrences(of: "app: background", with: "app: bakground"))
      #expect(broken.status == 422 && broken.body.contains("the case given:6:6: error: 'app' cannot be 'bakground'"))

      process.interrupt()
      // A collector that ignores SIGINT fails the test below, killed after 30 s, instead of hanging it.
      DispatchQueue.global().asyncAfter(deadline: .now() + 30) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      }
      let rest = await Self.offThread {
        let rest = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return rest
      }
      #expect(process.terminationStatus == 0)
      #expect(rest.contains("stopped: 14 requests received, 2 kept, 0 dropped"))
      let list = try JSONParser.parse(String(decoding: try Data(contentsOf: saved), as: UTF8.self))
      #expect(list.arrayValue?.count == 2)
    }

    /// Under Campaign Classic the collector reads the extension's requests (`/r/?id=h{messageId},{deliveryId},{tag}`,
    /// no ECID) and judges them by the Classic catalogue: the receive and the click of a tap pass; the message id
    /// sent in decimal, not in hexadecimal, is CC-HIT-VALUES.
    @Test(.enabled(if: !TestEnvironment.underSanitizer, "a sanitized collector answers too slowly for the request's 30-second read"))
    func underCampaignClassicTheExtensionsRequestsAreJudged() async throws {
      let collector = try await Self.startCollector(["--profile", "campaign-classic"])
      defer { if collector.process.isRunning { collector.process.terminate() } }
      let (base, token) = (collector.base, collector.token)
      // EVENT-and-fg-open: _mId 1476005 (0x1685a5), _dId d57fd6; tag 1 the receive, 2 the click.
      for tag in ["1", "2"] {
        #expect(try await Self.send("GET", "\(base)/r/?id=h1685a5,d57fd6,\(tag)").status == 200)
      }
      let passed = try JSONParser.parse(try await Self.send("GET", "\(base)/_trackcheck/verdict?case=EVENT-and-fg-open", token: token).body)
      #expect(passed["outcome"] == "passed", "\(passed)")
      #expect(passed["hits"]?.arrayValue?.count == 2)

      #expect(try await Self.send("POST", "\(base)/_trackcheck/reset", token: token).status == 200)
      for tag in ["1", "2"] {
        _ = try await Self.send("GET", "\(base)/r/?id=h1476005,d57fd6,\(tag)")
      }
      let failed = try JSONParser.parse(try await Self.send("GET", "\(base)/_trackcheck/verdict?case=EVENT-and-fg-open", token: token).body)
      #expect(failed["outcome"] == "failed")
      let findings = failed["findings"]?.arrayValue ?? []
      #expect(!findings.isEmpty && findings.allSatisfy { $0["requirement"] == "CC-HIT-VALUES" }, "\(findings)")
      #expect(findings.contains { $0["message"]?.stringValue?.contains("without converting it to hexadecimal") == true }, "\(findings)")
      // A Campaign Standard story the Classic profile does not tell is no case of this collector.
      let standardOnly = try await Self.send("GET", "\(base)/_trackcheck/verdict?case=API-COLLECT-ios-fg-receive", token: token)
      #expect(standardOnly.status == 404)
    }

    @Test func aTokenGivenByHandIsCheckedBeforeTheCollectorListens() throws {
      let short = try CommandLineTests.run(["collect", "--https", "off", "--http", "127.0.0.1:0", "--api-token", "short"])
      #expect(short.status == 2 && short.error.contains("at least 16 characters"))
      let spaced = try CommandLineTests.run(
        ["collect", "--https", "off", "--http", "127.0.0.1:0"], shellPrefix: "export TRACKCHECK_COLLECT_TOKEN='a token with spaces in it'")
      #expect(spaced.status == 2 && spaced.error.contains("TRACKCHECK_COLLECT_TOKEN") && spaced.error.contains("printable ASCII"))
    }

    @Test func explainPrintsWhatToPushForEachPlatform() throws {
      let apns = try CommandLineTests.run(["explain", "EVENT-ios-bg-open", "--apns-payload"])
      #expect(apns.status == 0)
      let payload = try JSONParser.parse(apns.output)
      #expect(payload["aps"]?["content-available"] == 1 && payload["_dId"] == "56c4")
      let fcm = try CommandLineTests.run(["explain", "AND-TAP-foreground", "--fcm-data"])
      #expect(fcm.status == 0)
      let data = try JSONParser.parse(fcm.output)
      #expect(data.objectValue?.members.allSatisfy { $0.value.stringValue != nil } == true)
      let wrong = try CommandLineTests.run(["explain", "AND-TAP-foreground", "--apns-payload"])
      #expect(wrong.status == 2 && wrong.error.contains("--fcm-data"))
    }
  }
#else
  import Testing

  /// Without the package trait `Collector`, `trackcheck collect` says how to get a build that has it.
  @Suite("trackcheck collect, built without the collector")
  struct CollectCommandTests {
    @Test func collectSaysHowToGetTheCollector() throws {
      let outcome = try CommandLineTests.run(["collect", "--http", "127.0.0.1:0", "--https", "off"])
      #expect(outcome.status == 2)
      #expect(outcome.error.contains("built without the collector") && outcome.error.contains("--traits Collector"), "\(outcome.error)")
    }
  }
#endif

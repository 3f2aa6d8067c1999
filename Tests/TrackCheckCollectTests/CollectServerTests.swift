// Over loopback, with the collector's network side: built with the package trait `Collector` (.ci/run runs
// these tests so; README, "The collector").
#if Collector
  import Foundation
  import NIOSSL
  import Testing
  import TrackCheckTestSupport
  import TrackCheckModel

  @testable import TrackCheckCollect

  /// The collector on loopback: what it records, answers and refuses.
  @Suite("The collector", .serialized, .hangGuard(minutes: 5))
  struct CollectServerTests {
    /// A server over plain HTTP on a free port, with a judge that lists what it was given.
    static func server(limits: RequestLog.Limits = .standard) async throws -> (CollectServer, Int) {
      let server = CollectServer(
        // Idle connections are closed after five minutes here, not thirty seconds: under ThreadSanitizer on a busy
        // machine a test client took that long between connecting and writing ("I/O on closed channel").
        configuration: .init(https: nil, http: ("127.0.0.1", 0), apiToken: token, limits: limits, idleTimeout: .minutes(5)),
        judge: { subject, evidence in
          switch subject {
          case .suiteCase(let id):
            .success(["case": .string(id), "requests": .integer(Int64(evidence.requests.count))])
          case .given(let yaml, let id):
            .success([
              "given": .string(yaml), "case": id.map(JSONValue.string) ?? .null, "requests": .integer(Int64(evidence.requests.count)),
              "marks": .array(evidence.marks.map(\.step.json)),
              "anchors": .array(
                StepMark.anchors(of: evidence.requests, in: evidence.marks).map { $0.map { .integer(Int64($0)) } ?? .null }),
            ])
          }
        })
      let bound = try await server.start()
      let port = try #require(bound.http.flatMap { Int($0.split(separator: ":").last ?? "") })
      return (server, port)
    }

    static let hit = "/r/?id=h138a,56c4,7&mcId=ECID-ONE"

    /// The API's token in these tests.
    static let token = try! APIToken("token-of-the-tests-0123")

    /// A request to the API that carries the token.
    static func api(_ method: String, _ target: String, body: String = "") -> [UInt8] {
      TestClient.request(method, target, headers: ["Authorization: Bearer \(token.value)"], body: body)
    }

    @Test func aHitIsRecordedUnderItsDeviceAndAnswered() async throws {
      let (server, port) = try await Self.server()
      let response = try await TestClient.exchange(port: port, TestClient.request("GET", Self.hit))
      #expect(response.hasPrefix("HTTP/1.1 200 OK"))
      let recorded = server.log.requests(of: DeviceKey(.ecid, "ECID-ONE"))
      #expect(recorded.map(\.url) == ["http://collector.test\(Self.hit)"])
      #expect(recorded.map(\.kind) == [.trackingHit])
      await server.stop()
    }

    @Test func registrationIdentityAndRulesAreAnsweredSoTheSDKGoesOn() async throws {
      let (server, port) = try await Self.server()
      let registration = try await TestClient.exchange(
        port: port,
        TestClient.request(
          "POST", "/rest/head/mobileAppV5/PKEY/subscriptions/ECID-TWO", headers: ["Content-Type: application/json"],
          body: #"{"pushPlatform":"apns","pushToken":"ab"}"#))
      #expect(registration.hasPrefix("HTTP/1.1 200 OK") && TestClient.body(registration) == "{}\n")
      let identity = try await TestClient.exchange(port: port, TestClient.request("GET", "/id?d_ver=2&d_orgid=ORG%40AdobeOrg"))
      #expect(identity.hasPrefix("HTTP/1.1 200 OK") && TestClient.body(identity).contains(#""d_mid":"0000"#))
      let rules = try await TestClient.exchange(port: port, TestClient.request("GET", "/mcias/server/property/ECID-TWO/rules.zip"))
      #expect(rules.hasPrefix("HTTP/1.1 404"))
      let kinds = server.log.requests().map(\.kind)
      #expect(kinds == [.registration, .identity, .rulesDownload])
      #expect(server.log.requests(of: DeviceKey(.ecid, "ECID-TWO")).first?.body == #"{"pushPlatform":"apns","pushToken":"ab"}"#)
      await server.stop()
    }

    @Test func theAPIListsResetsAndJudgesOneDevice() async throws {
      let (server, port) = try await Self.server()
      for device in ["A", "B", "A"] {
        _ = try await TestClient.exchange(port: port, TestClient.request("GET", "/r/?id=m,d,7&mcId=\(device)"))
      }
      let devices = TestClient.body(try await TestClient.exchange(port: port, Self.api("GET", "/_trackcheck/devices")))
      #expect(devices == #"{"devices":[{"device":"ecid:A","requests":2},{"device":"ecid:B","requests":1}]}"# + "\n")
      let ambiguous = try await TestClient.exchange(port: port, Self.api("GET", "/_trackcheck/verdict?case=C-1"))
      #expect(ambiguous.hasPrefix("HTTP/1.1 400"))
      let verdict = TestClient.body(
        try await TestClient.exchange(port: port, Self.api("GET", "/_trackcheck/verdict?case=C-1&device=A")))
      #expect(verdict == #"{"case":"C-1","requests":2}"# + "\n")
      let listed = TestClient.body(
        try await TestClient.exchange(port: port, Self.api("GET", "/_trackcheck/requests?device=ecid:B")))
      #expect(listed.contains(#""kind":"tracking""#) && listed.contains(#""url":"http://collector.test/r/?id=m,d,7&mcId=B""#))
      let reset = TestClient.body(try await TestClient.exchange(port: port, Self.api("POST", "/_trackcheck/reset?device=A")))
      #expect(reset == #"{"cleared":2,"marks":0}"# + "\n")
      #expect(server.log.devices().map(\.device) == [DeviceKey(.ecid, "B")])
      let unknown = try await TestClient.exchange(port: port, Self.api("GET", "/_trackcheck/nothing"))
      #expect(unknown.hasPrefix("HTTP/1.1 404"))
      await server.stop()
    }

    /// Every request of the API, as a UI test sends it.
    static let everyAPIRequest: [(method: String, target: String)] = [
      ("GET", "/_trackcheck/requests"), ("GET", "/_trackcheck/requests?device=ECID-ONE"), ("GET", "/_trackcheck/devices"),
      ("GET", "/_trackcheck/status"), ("GET", "/_trackcheck/verdict?case=C-1"), ("POST", "/_trackcheck/reset?device=ECID-ONE"),
      ("POST", "/_trackcheck/reset"), ("POST", "/_trackcheck/step?name=receive"), ("POST", "/_trackcheck/step?index=2"),
      ("GET", "/_trackcheck/steps"), ("POST", "/_trackcheck/verdict?case=C-1"), ("GET", "/_trackcheck/nothing"),
    ]

    @Test func theAPIServesTheHolderOfItsTokenAloneAndDevicesNeedNone() async throws {
      let (server, port) = try await Self.server()
      // The device-facing endpoints, without any token.
      #expect(try await TestClient.exchange(port: port, TestClient.request("GET", Self.hit)).hasPrefix("HTTP/1.1 200"))
      let registration = try await TestClient.exchange(
        port: port, TestClient.request("POST", "/rest/head/mobileAppV5/PKEY/subscriptions/ECID-ONE", body: #"{"pushToken":"ab"}"#))
      #expect(registration.hasPrefix("HTTP/1.1 200"))
      #expect(try await TestClient.exchange(port: port, TestClient.request("GET", "/id?d_mid=ECID-ONE")).hasPrefix("HTTP/1.1 200"))
      let recorded = server.log.counts
      #expect(recorded.kept == 3)

      let wrong = "token-of-the-tests-0124"
      let refusals: [(String, [String])] = [
        ("no token", []), ("another scheme", ["Authorization: Basic \(Self.token.value)"]),
        ("a wrong bearer token", ["Authorization: Bearer \(wrong)"]), ("a wrong header token", ["X-TrackCheck-Token: \(wrong)"]),
        ("a prefix of the token", ["Authorization: Bearer \(Self.token.value.dropLast())"]),
        ("the token and more", ["Authorization: Bearer \(Self.token.value)0"]), ("an empty token", ["X-TrackCheck-Token:"]),
      ]
      // Every request without a token or with a wrong one; every kind of refusal on a request that reads and one
      // that forgets (a request each: under ThreadSanitizer on a busy machine one takes about a second).
      let reading = ("GET", "/_trackcheck/requests")
      let forgetting = ("POST", "/_trackcheck/reset")
      let tried =
        Self.everyAPIRequest.flatMap { request in refusals.prefix(3).map { (request, $0) } }
        + [reading, forgetting].flatMap { request in refusals.dropFirst(3).map { ((method: request.0, target: request.1), $0) } }
      for (request, (what, headers)) in tried {
        let response = try await TestClient.exchange(port: port, TestClient.request(request.method, request.target, headers: headers))
        #expect(response.hasPrefix("HTTP/1.1 401"), "\(request.method) \(request.target) with \(what)")
        #expect(response.contains(#"WWW-Authenticate: Bearer realm="trackcheck collect""#))
        let error = try JSONParser.parse(TestClient.body(response))["error"]?.stringValue ?? ""
        #expect(error.contains("Authorization: Bearer TOKEN") && error.contains("X-TrackCheck-Token: TOKEN"), "\(error)")
        // Nothing served: nothing listed, nothing forgotten, nothing recorded.
        #expect(!response.contains("ECID-ONE"))
      }
      #expect(tried.count == Self.everyAPIRequest.count * 3 + 2 * (refusals.count - 3))
      #expect(server.log.counts == recorded)
      #expect(server.log.marks().isEmpty)

      // The right token, either way, is served.
      for request in Self.everyAPIRequest where request.method == "GET" {
        for header in [
          "Authorization: Bearer \(Self.token.value)", "authorization: bearer  \(Self.token.value) ",
          "X-TrackCheck-Token: \(Self.token.value)",
        ] {
          let response = try await TestClient.exchange(port: port, TestClient.request(request.method, request.target, headers: [header]))
          let expected = request.target.hasSuffix("nothing") ? "HTTP/1.1 404" : "HTTP/1.1 200"
          #expect(response.hasPrefix(expected), "\(request.target) with \(header): \(response)")
        }
      }
      let listed = TestClient.body(try await TestClient.exchange(port: port, Self.api("GET", "/_trackcheck/requests")))
      #expect(listed.contains("pushToken"))
      #expect(try await TestClient.exchange(port: port, Self.api("POST", "/_trackcheck/step?index=1")).hasPrefix("HTTP/1.1 200"))
      let given = try await TestClient.exchange(port: port, Self.api("POST", "/_trackcheck/verdict", body: "id: C-2"))
      #expect(given.hasPrefix("HTTP/1.1 200") && given.contains(#""given":"id: C-2""#))
      let reset = try await TestClient.exchange(
        port: port, TestClient.request("POST", "/_trackcheck/reset", headers: ["X-TrackCheck-Token: \(Self.token.value)"]))
      #expect(reset.hasPrefix("HTTP/1.1 200") && server.log.counts.kept == 0)
      await server.stop()
    }

    @Test func stepMarksAreKeptPerDeviceAndGoWithTheVerdict() async throws {
      let (server, port) = try await Self.server()
      func post(_ target: String, body: String = "") async throws -> (status: String, body: String) {
        let response = try await TestClient.exchange(port: port, Self.api("POST", target, body: body))
        return (String(response.prefix(12)), TestClient.body(response))
      }
      // A mark for every device (the one under test), by keyword; a hit during it; the next by number, as JSON.
      let first = try await post("/_trackcheck/step?name=receive")
      #expect(first.status == "HTTP/1.1 200" && first.body.hasPrefix(#"{"step":{"name":"receive"},"device":null,"after":0,"#))
      _ = try await TestClient.exchange(port: port, TestClient.request("GET", "/r/?id=m,d,7&mcId=A"))
      #expect(try await post("/_trackcheck/step", body: #"{"index": 2}"#).status == "HTTP/1.1 200")
      _ = try await TestClient.exchange(port: port, TestClient.request("GET", "/r/?id=m,d,2&mcId=A"))
      _ = try await TestClient.exchange(port: port, TestClient.request("GET", "/r/?id=m,d,1&mcId=A"))
      // The verdict gets the device's requests and the marks; each request arrived after the mark before it.
      let verdict = try await post("/_trackcheck/verdict?device=A", body: "cases: []")
      #expect(verdict.body.contains(#""marks":[{"name":"receive"},{"index":2}],"anchors":[0,1,1]"#), "\(verdict.body)")

      // A device with marks of its own is anchored to them alone.
      #expect(try await post("/_trackcheck/step?device=B", body: #"{"name": "tap default"}"#).status == "HTTP/1.1 200")
      _ = try await TestClient.exchange(port: port, TestClient.request("GET", "/r/?id=m,d,2&mcId=B"))
      #expect(server.log.marks(of: DeviceKey(.ecid, "B")).map(\.step) == [.name("tap default")])
      #expect(server.log.marks(of: DeviceKey(.ecid, "A")).map(\.step) == [.name("receive"), .number(2)])
      let listed = TestClient.body(try await TestClient.exchange(port: port, Self.api("GET", "/_trackcheck/steps?device=B")))
      #expect(listed.hasPrefix(#"{"steps":[{"step":{"name":"tap default"},"device":"ecid:B","after":3,"#))
      #expect(server.log.marks().count == 3)

      // What a step mark must name, and how it is refused.
      for (target, body, says) in [
        ("/_trackcheck/step", "", "which step?"), ("/_trackcheck/step?index=0", "", "whole number from 1"),
        ("/_trackcheck/step?index=two", "", "whole number from 1"), ("/_trackcheck/step?name=%20", "", "non-empty text"),
        ("/_trackcheck/step?index=1&name=tap", "", "by index or by name"), ("/_trackcheck/step", "tap", "JSON object"),
        ("/_trackcheck/step", #"{"step": "tap"}"#, "has no 'step'"), ("/_trackcheck/step", #"{"index": "1"}"#, "whole number"),
        ("/_trackcheck/verdict", "", "give the case in the body"),
      ] {
        let refused = try await post(target, body: body)
        #expect(refused.status == "HTTP/1.1 400" && refused.body.contains(says), "\(target) \(body): \(refused.body)")
      }
      #expect(server.log.marks().count == 3)

      // A reset of one device forgets its marks; a reset of all forgets every mark.
      #expect(try await post("/_trackcheck/reset?device=B").body == #"{"cleared":1,"marks":1}"# + "\n")
      #expect(try await post("/_trackcheck/reset").body == #"{"cleared":3,"marks":2}"# + "\n")
      #expect(server.log.marks().isEmpty)
      await server.stop()
    }

    @Test func aFullLogRefusesAndCountsWhatItDrops() async throws {
      let (server, port) = try await Self.server(limits: .init(requests: 2, bodyBytes: 1024))
      var statuses: [String] = []
      for _ in 0..<3 {
        statuses.append(String(try await TestClient.exchange(port: port, TestClient.request("GET", Self.hit)).prefix(12)))
      }
      #expect(statuses == ["HTTP/1.1 200", "HTTP/1.1 200", "HTTP/1.1 503"])
      #expect(server.log.counts == RequestLog.Counts(received: 3, kept: 2, dropped: 1))
      await server.stop()
    }

    @Test func hostileClientsEndTheirOwnConnectionsOnly() async throws {
      let (server, port) = try await Self.server(limits: .init(requests: 100, bodyBytes: 16))
      // Not HTTP at all.
      _ = try await TestClient.exchange(port: port, Array("\u{0}\u{1}garbage\r\n\r\n".utf8))
      // A body over the limit.
      let large = try await TestClient.exchange(
        port: port, TestClient.request("POST", "/rest/head/mobileAppV5/P/subscriptions/E", body: String(repeating: "x", count: 64)))
      #expect(large.hasPrefix("HTTP/1.1 413"))
      // A header far beyond what HTTP/1.1 parsers accept.
      _ = try await TestClient.exchange(
        port: port, TestClient.request("GET", Self.hit, headers: ["X-Big: " + String(repeating: "y", count: 200_000)]))
      // Gone halfway through its request.
      _ = try await TestClient.exchange(
        port: port, Array("GET /r/?id=a,b,7&mcId=GONE HTTP/1.1\r\nHost: x\r\n".utf8), closeAfterWriting: true)
      // The collector still answers, and kept none of them.
      let after = try await TestClient.exchange(port: port, TestClient.request("GET", Self.hit))
      #expect(after.hasPrefix("HTTP/1.1 200"))
      #expect(server.log.requests().map(\.device) == [DeviceKey(.ecid, "ECID-ONE")])
      await server.stop()
    }

    @Test func manyDevicesAtOnceAreNeverMixed() async throws {
      let (server, port) = try await Self.server()
      let devices = 20
      let hitsEach = 10
      try await withThrowingTaskGroup(of: Void.self) { group in
        for device in 0..<devices {
          group.addTask {
            for action in 0..<hitsEach {
              _ = try await TestClient.exchange(
                port: port, TestClient.request("GET", "/r/?id=m\(device),d\(device),\(action)&mcId=D\(device)"))
            }
          }
        }
        try await group.waitForAll()
      }
      #expect(server.log.counts.kept == devices * hitsEach)
      for device in 0..<devices {
        let targets = server.log.requests(of: DeviceKey(.ecid, "D\(device)")).map(\.target)
        // Each device's hits in the order it sent them, and only its own.
        #expect(targets == (0..<hitsEach).map { "/r/?id=m\(device),d\(device),\($0)&mcId=D\(device)" })
      }
      await server.stop()
    }

    @Test func overTLSWithTheCertificateItMade() async throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-collect-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      let certificate = try CollectCertificate.load(in: folder, names: ["collector.test"])
      let server = CollectServer(
        configuration: .init(https: ("127.0.0.1", 0, certificate), http: nil, apiToken: Self.token),
        judge: { _, _ in .failure(CollectError(status: 404, "none")) })
      let bound = try await server.start()
      let port = try #require(bound.https.flatMap { Int($0.split(separator: ":").last ?? "") })
      let authority = try #require(certificate.authorityFile)
      var configuration = TLSConfiguration.makeClientConfiguration()
      configuration.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(authority.path))
      let response = try await TestClient.exchange(
        port: port, tls: try NIOSSLContext(configuration: configuration), TestClient.request("GET", Self.hit))
      #expect(response.hasPrefix("HTTP/1.1 200 OK"))
      #expect(server.log.requests().map(\.scheme) == [.https])
      // The authority is kept: a second start signs with the same one, so a device trusts it once.
      let again = try CollectCertificate.load(in: folder, names: [])
      #expect(again.fingerprint == certificate.fingerprint)
      let mode =
        try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("trackcheck-collect-ca-key.pem").path)[
          .posixPermissions] as? Int
      #expect(mode == 0o600)
      await server.stop()
    }
  }
#endif

import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckModel
@testable import TrackCheckProcess

/// Implementations that connect back (`run --listen`): the same protocol over a
/// TCP or a Unix socket, one connection per session. A lost connection is a
/// crash, a timeout closes the connection, and the next case is played on the
/// next connection, as with pipes a fresh process.
@Suite("The socket transport", .serialized, .hangGuard(minutes: 2))
struct SocketTransportTests {
  /// Runs `cases` against misbehave.py in `mode`, bridged over a socket listening on `address`.
  static func run(_ cases: [TrackingCase], mode: String, on address: SocketAddress, timeout: Double) throws -> RunRecord {
    let listener = try SocketListener(address)
    defer { listener.stopListening() }
    let marker = "trackcheck-socket-\(UUID().uuidString)"
    let bridge = try ChildProcess(arguments: [
      "env", "TRACKCHECK_CONNECT=\(listener.address)", "python3", TestPaths.fixture("implementations/socket_bridge.py"), "python3",
      TestPaths.fixture("implementations/misbehave.py"), mode, marker,
    ])
    defer { bridge.terminate() }
    var limits = ImplementationSession.Limits()
    limits.startupTimeout = 30
    var options = Runner.Options(
      command: ["--listen", listener.address.description], jobs: 1, timeout: timeout, limits: limits, profile: TestProfiles.standard)
    options.connect = ImplementationSession.accepting(listener, limits: limits)
    options.coLocate = false
    return try Runner(options: options).run(cases)
  }

  static let cases = [
    CaseBuilder.testCase(id: "OK-1", expected: []), CaseBuilder.testCase(id: "BAD-2", expected: []),
    CaseBuilder.testCase(id: "OK-3", expected: []),
  ]

  static func unixAddress() -> SocketAddress {
    .unix(path: FileManager.default.temporaryDirectory.appendingPathComponent("tc-\(UUID().uuidString.prefix(8)).sock").path)
  }

  @Test(arguments: ["tcp", "unix"])
  func aRunOverASocketPasses(kind: String) throws {
    let address = kind == "tcp" ? SocketAddress.tcp(host: "127.0.0.1", port: 0) : Self.unixAddress()
    let record = try Self.run(Self.cases, mode: "ok", on: address, timeout: 10)
    #expect(record.cases.map(\.outcome) == [.passed, .passed, .passed], "\(record.cases.map(\.message))")
    #expect(record.identity.name == "misbehave-ok")
    if case .unix(let path) = address { #expect(!FileManager.default.fileExists(atPath: path)) }
  }

  /// The misbehaving case is an error that says what happened; the next case runs on a new connection.
  @Test(arguments: [
    ("hang", CaseErrorKind.timeout, "no answer to callback #1"),
    ("crash", .crash, "the implementation closed the connection while handling callback #1"),
    ("garbage", .protocolViolation, "'this is not json'"),
  ])
  func aMisbehavingSessionEndsAndTheNextConnectionTakesOver(mode: String, kind: CaseErrorKind, message: String) throws {
    let record = try Self.run(Self.cases, mode: mode, on: .tcp(host: "127.0.0.1", port: 0), timeout: mode == "hang" ? 1 : 20)
    guard case .error(let seenKind, let seenMessage)? = record.seen("BAD-2") else {
      Issue.record("\(mode): expected an error, got \(record.cases.map(\.outcome))")
      return
    }
    #expect(seenKind == kind, "\(seenMessage)")
    #expect(seenMessage.contains(message), "\(seenMessage)")
    #expect(record.cases.filter { $0.id != "BAD-2" }.map(\.outcome) == [.passed, .passed])
  }

  @Test func noConnectionWithinTheStartUpTimeIsAStartFailure() throws {
    let listener = try SocketListener(.tcp(host: "127.0.0.1", port: 0))
    defer { listener.stopListening() }
    var limits = ImplementationSession.Limits()
    limits.startupTimeout = 0.2
    var options = Runner.Options(command: ["--listen"], jobs: 1, timeout: 1, limits: limits, profile: TestProfiles.standard)
    options.connect = ImplementationSession.accepting(listener, limits: limits)
    do {
      _ = try Runner(options: options).run([CaseBuilder.testCase(id: "OK-1", expected: [])])
      Issue.record("a run with nobody connected started")
    } catch {
      #expect("\(error)".contains("no implementation connected to \(listener.address)"), "\(error)")
    }
  }

  @Test(arguments: [
    ("127.0.0.1:7311", SocketAddress.tcp(host: "127.0.0.1", port: 7311)), ("[::1]:0", .tcp(host: "::1", port: 0)),
    ("localhost:80", .tcp(host: "localhost", port: 80)), ("unix:/tmp/t.sock", .unix(path: "/tmp/t.sock")),
  ])
  func addressesAreRead(text: String, address: SocketAddress) {
    #expect(SocketAddress(text) == address)
    #expect(SocketAddress(address.description) == address)
  }

  @Test(arguments: ["7311", "host:", ":80", "host:99999", "unix:", "unix:/" + String(repeating: "x", count: 120)])
  func badAddressesAreRefused(text: String) {
    #expect(SocketAddress(text) == nil)
  }
}

import CProcessSpawn
import Foundation
import Testing
import TrackCheckPrimitives
import TrackCheckTestSupport

@testable import TrackCheckProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// What each process layer does differently (docs/PROCESSES.md, "Platforms"): the tests run with
/// the Linux layer and, in `.ci/run`, again with the POSIX layer (`-Xcc -DTRACKCHECK_POSIX_PROCESSES`).
@Suite("The process layer", .serialized, .hangGuard(minutes: 2))
struct ProcessLayerTests {
  /// `.ci/run` says which layer it built (`TRACKCHECK_EXPECT_PROCESS_LAYER`), so a build setting
  /// that silently did not take cannot pass for the POSIX layer's test run.
  @Test func theLayerIsTheOneBuilt() {
    if let expected = ProcessInfo.processInfo.environment["TRACKCHECK_EXPECT_PROCESS_LAYER"] {
      #expect(ProcessLayer.current.description == expected)
    }
    #if !os(Linux)
      #expect(ProcessLayer.current == .posix)
    #endif
    #expect(ProcessLayer.current.adoptsOrphans == (ProcessLayer.current == .linux))
    #expect(CPUPlacement.support == (ProcessLayer.current == .linux ? .confinesThreads : .leftToTheKernel))
  }

  #if os(Linux)
    /// Found without /proc on the POSIX layer (from argv[0]), the same file as /proc says.
    @Test func theExecutableIsTheOneRunning() {
      #expect(ExecutablePath.current == URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path)
    }
  #endif

  /// How the POSIX layer finds the executable from `argv[0]`, on every layer.
  @Test func aCommandNameIsResolvedAsTheShellResolvesIt() throws {
    func resolved(_ name: String) -> String? {
      var path = [CChar](repeating: 0, count: 4096)
      guard trackcheck_program_path(name, &path, path.count) == 0 else { return nil }
      return String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    let shell = try #require(resolved("sh"))
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    let first = try #require(folders.first { FileManager.default.isExecutableFile(atPath: $0 + "/sh") })
    #expect(shell == URL(fileURLWithPath: first + "/sh").resolvingSymlinksInPath().path)
    // A name with a '/' is a path, from the working directory when relative; links resolved.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-argv0-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("linked-sh")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: shell)
    #expect(resolved(link.path) == shell)
    // Relative: up from the working directory to the root, then down to the shell.
    let depth = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.pathComponents.count - 1
    #expect(resolved(String(repeating: "../", count: depth) + shell.dropFirst()) == shell)
    #expect(resolved("trackcheck-no-such-program-\(UUID().uuidString)") == nil)
    #expect(resolved("") == nil)
  }

  /// Every descriptor the layer makes is close-on-exec (Linux: in the call that makes it; POSIX:
  /// with `FD_CLOEXEC` at once, under the lock spawns take, so no fork catches it half made).
  @Test func theDescriptorsTheLayerMakesAreCloseOnExec() throws {
    var ends: [Int32] = [-1, -1]
    try #require(trackcheck_pipe_cloexec(&ends) == 0)
    let socket = trackcheck_socket_cloexec(AF_UNIX)
    try #require(socket >= 0)
    defer { for descriptor in ends + [socket] { close(descriptor) } }
    for descriptor in ends + [socket] {
      #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0, "descriptor \(descriptor)")
    }
  }

  /// A program started while another runs holds none of the other's pipes: closing the first one's
  /// stdin ends it (it reads its end) while the second lives on.
  @Test func aProgramHoldsNoneOfAnotherProgramsPipes() throws {
    let first = try ChildProcess(arguments: ["cat"])
    let second = try ChildProcess(arguments: ["sleep", "60"])
    defer { second.terminate() }
    first.closeStdin()
    #expect(first.readLine(deadline: .after(seconds: 30)) == .failure(.endOfStream))
    #expect(first.waitForExit(deadline: .after(seconds: 30)) == .exited(0))
    #expect(!second.hasExited)
  }

  /// On the POSIX layer nothing is confined: co-location asks, the kernel places.
  @Test(.enabled(if: CPUPlacement.support == .leftToTheKernel))
  func withoutPlacementNothingIsConfined() {
    #expect(CPUPlacement.allowedCPUs == [])
    #expect((0..<4).allSatisfy { CPUPlacement.cpu(forJob: $0) == nil })
    #expect(!CPUPlacement.confineCurrentThread(to: 0))
    #expect(CPUPlacement.protocolThread(of: getpid()) == nil)
  }
}

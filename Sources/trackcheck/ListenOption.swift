import ArgumentParser
import Foundation
import TrackCheckEngine
import TrackCheckProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// `--listen`: implementations connect back over a socket instead of being started, one per job.
struct ListenOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Accept implementations that connect back instead of starting one per job: HOST:PORT (port 0 picks a free one) or unix:PATH. "
        + "A command after '--' is started once with TRACKCHECK_CONNECT set to the address; without one, start the adapter yourself. "
        + "A session that ends (a timeout, a crash) waits for the next connection.",
      valueName: "address"))
  var listen: String?

  /// The address asked for, checked.
  var address: SocketAddress? { listen.flatMap(SocketAddress.init) }

  func validate() throws {
    if let listen, SocketAddress(listen) == nil {
      throw ValidationError("--listen takes HOST:PORT, [IPV6]:PORT or unix:PATH, got '\(listen)'")
    }
  }
}

/// A run's listening socket and the one command it started, if any: what `--listen` sets up
/// and takes down.
final class ListeningRun {
  let listener: SocketListener
  private let launched: BackgroundProcess?

  /// Listens on `address`, says so on stderr, and starts `command` (if any) with `TRACKCHECK_CONNECT` set.
  init(_ address: SocketAddress, command: [String]) throws {
    do {
      listener = try SocketListener(address)
    } catch {
      throw UsageError("cannot listen on \(address): \(error.message)", hint: "choose another port or path")
    }
    FileHandle.standardError.write(Data("listening on \(listener.address) for implementations (TRACKCHECK_CONNECT)\n".utf8))
    guard !command.isEmpty else {
      launched = nil
      return
    }
    setenv("TRACKCHECK_CONNECT", listener.address.description, 1)
    do {
      launched = try BackgroundProcess(arguments: command)
    } catch {
      throw UsageError("\(error)", hint: "the command after '--' is started once; it connects to TRACKCHECK_CONNECT")
    }
  }

  /// Stops listening; the command started, once it had the time to finish after `bye`, is ended with its group.
  func finish() {
    listener.stopListening()
    guard let launched else { return }
    if !launched.wait(deadline: .after(seconds: 5)) { launched.terminate() }
  }
}

import CProcessSpawn
import TrackCheckPrimitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Where trackcheck listens for implementations that connect back (`run --listen`):
/// a TCP address (`HOST:PORT`, `[IPV6]:PORT`; port 0 picks a free one) or a Unix socket (`unix:PATH`).
public enum SocketAddress: Sendable, Hashable, CustomStringConvertible {
  /// TCP, on `host` (a name or a numeric address) and `port`.
  case tcp(host: String, port: UInt16)
  /// A Unix-domain stream socket at `path`.
  case unix(path: String)

  /// Reads `HOST:PORT`, `[IPV6]:PORT` or `unix:PATH`; `nil` when it is neither.
  public init?(_ text: String) {
    if text.hasPrefix("unix:") {
      let path = String(text.dropFirst(5))
      // sockaddr_un holds the path and its terminator: 108 bytes on Linux, 104 on macOS.
      guard !path.isEmpty, path.utf8.count < MemoryLayout.size(ofValue: sockaddr_un().sun_path) else { return nil }
      self = .unix(path: path)
      return
    }
    guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]) else { return nil }
    var host = String(text[..<colon])
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    guard !host.isEmpty else { return nil }
    self = .tcp(host: host, port: port)
  }

  /// The address as the kits read it from `TRACKCHECK_CONNECT`.
  public var description: String {
    switch self {
    case .tcp(let host, let port): host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    case .unix(let path): "unix:\(path)"
    }
  }
}

/// Why a socket could not be listened on or accepted from.
public struct SocketError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, in words.
  public var message: String
  public var description: String { message }
}

/// A listening socket that implementations connect to, one connection per session.
public final class SocketListener: Sendable {
  private let descriptor: Int32
  /// The address bound, with the port the system chose when 0 was asked for.
  public let address: SocketAddress
  /// A Unix socket's path, removed when the listener closes.
  private let unixPath: String?
  private let closed = Locked(false)

  /// Binds and listens on `address`.
  public init(_ address: SocketAddress) throws(SocketError) {
    // A peer that went away must be an error to handle, not a signal that ends trackcheck.
    signal(SIGPIPE, SIG_IGN)
    switch address {
    case .unix(let path):
      let fd = trackcheck_socket_cloexec(AF_UNIX)
      guard fd >= 0 else { throw Self.failure("cannot create a Unix socket") }
      // A socket file left by an earlier run is replaced; anything else at the path is not.
      var status = stat()
      if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFSOCK { unlink(path) }
      var local = sockaddr_un()
      local.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &local.sun_path) { buffer in
        for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        buffer[path.utf8.count] = 0
      }
      let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
      }
      guard bound == 0, listen(fd, 16) == 0 else {
        let failure = Self.failure("cannot listen on \(address)")
        close(fd)
        throw failure
      }
      descriptor = fd
      self.address = address
      unixPath = path
    case .tcp(let host, let port):
      var hints = addrinfo()
      hints.ai_family = AF_UNSPEC
      hints.ai_socktype = streamSocketType
      hints.ai_flags = AI_PASSIVE
      var found: UnsafeMutablePointer<addrinfo>?
      let resolved = getaddrinfo(host, String(port), &hints, &found)
      guard resolved == 0, let first = found else {
        throw SocketError(message: "cannot resolve \(host): \(String(cString: gai_strerror(resolved)))")
      }
      defer { freeaddrinfo(first) }
      let info = first.pointee
      let fd = trackcheck_socket_cloexec(info.ai_family)
      guard fd >= 0 else { throw Self.failure("cannot create a socket") }
      var yes: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
      guard bind(fd, info.ai_addr, info.ai_addrlen) == 0, listen(fd, 16) == 0 else {
        let failure = Self.failure("cannot listen on \(address)")
        close(fd)
        throw failure
      }
      descriptor = fd
      self.address = .tcp(host: host, port: Self.boundPort(fd) ?? port)
      unixPath = nil
    }
    // Accepted only once poll says a connection waits, and never waited for in accept: one
    // that went away in between must not hold off every spawn (trackcheck_accept_cloexec).
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }

  deinit { stopListening() }

  /// Stops listening (and removes a Unix socket's file).
  public func stopListening() {
    let first = closed.withLock { closed -> Bool in
      defer { closed = true }
      return !closed
    }
    guard first else { return }
    close(descriptor)
    if let unixPath { unlink(unixPath) }
  }

  /// The next connection, waiting at most until `deadline`.
  public func accept(deadline: Deadline, maximumLineLength: Int) throws(SocketError) -> SocketConnection {
    while true {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let remaining = deadline.remainingMilliseconds
      guard remaining > 0 else {
        throw SocketError(message: "no implementation connected to \(address) within the start-up time")
      }
      let count = poll(&ready, 1, remaining)
      if count < 0 && errno != EINTR { throw Self.failure("cannot wait for a connection on \(address)") }
      guard count > 0 else { continue }
      let connection = trackcheck_accept_cloexec(descriptor)
      if connection >= 0 { return SocketConnection(descriptor: connection, maximumLineLength: maximumLineLength) }
      if errno != EINTR && errno != EAGAIN && errno != ECONNABORTED {
        throw Self.failure("cannot accept a connection on \(address)")
      }
    }
  }

  private static func boundPort(_ fd: Int32) -> UInt16? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let got = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard got == 0 else { return nil }
    switch Int32(storage.ss_family) {
    case AF_INET:
      return withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
      }
    case AF_INET6:
      return withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
      }
    default: return nil
    }
  }

  private static func failure(_ what: String) -> SocketError {
    SocketError(message: "\(what): \(String(cString: strerror(errno)))")
  }
}

/// One implementation's connection: protocol lines both ways on one socket,
/// framed and bounded as on a child's pipes. It has no stderr; the peer has
/// ended when it closed the connection.
public final class SocketConnection {
  private var descriptor: Int32
  private var input: LineBuffer
  private var writeClosed = false
  private var chunk = [UInt8](repeating: 0, count: 65536)
  /// No diagnostics travel on a socket: always empty.
  public private(set) var stderrTail = BoundedTail(limit: 1)

  init(descriptor: Int32, maximumLineLength: Int) {
    self.descriptor = descriptor
    input = LineBuffer(maximumLineLength: maximumLineLength)
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    // A request is one small write awaiting its answer: sent at once, not held for coalescing
    // (Nagle's algorithm with delayed acknowledgements would add tens of milliseconds to each).
    // On a Unix socket the option does not apply and is refused, harmlessly.
    var yes: Int32 = 1
    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    #if canImport(Darwin)
      // A peer gone must be an error to handle, not SIGPIPE: macOS says so per socket, not per send.
      setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  deinit { terminate() }

  /// Writes `bytes` before `deadline`; `false` when the peer is gone or the deadline passed.
  public func write(_ bytes: [UInt8], deadline: Deadline) -> Bool {
    var offset = 0
    while offset < bytes.count {
      guard descriptor >= 0, !writeClosed else { return false }
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return send(descriptor, base + offset, bytes.count - offset, sendFlags)
      }
      if written > 0 {
        offset += written
        continue
      }
      if written < 0 && errno != EAGAIN && errno != EINTR { return false }
      var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      let remaining = deadline.remainingMilliseconds
      if remaining == 0 { return false }
      if poll(&ready, 1, remaining) < 0 && errno != EINTR { return false }
    }
    return true
  }

  /// The next line, without its `\n`, before `deadline`.
  public func readLine(deadline: Deadline) -> Result<[UInt8], ChildProcess.ReadFailure> {
    while true {
      if let line = input.next() { return line }
      if readOnce() { continue }
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let remaining = deadline.remainingMilliseconds
      if remaining == 0 { return .failure(.timedOut) }
      if poll(&ready, 1, remaining) < 0 && errno != EINTR { input.close() }
    }
  }

  /// Reads what the socket holds now; `false` when nothing was there yet.
  private func readOnce() -> Bool {
    guard descriptor >= 0 else {
      input.close()
      return true
    }
    let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if count > 0 {
      input.append(chunk[0..<count])
      return true
    }
    guard count == 0 || (errno != EAGAIN && errno != EINTR) else { return false }
    input.close()
    return true
  }

  /// The whole lines received and not read, without waiting.
  public func pendingLines() -> [[UInt8]] {
    while !input.closed, input.hasRoom, readOnce() {}
    return input.takeWholeLines()
  }

  /// Ends the request direction: the peer reads the end of its input.
  public func closeStdin() {
    guard descriptor >= 0, !writeClosed else { return }
    writeClosed = true
    shutdown(descriptor, Int32(SHUT_WR))
  }

  /// Whether the peer closed the connection (read now, without waiting).
  public var hasExited: Bool {
    if !input.closed { _ = readOnce() }
    return input.closed
  }

  /// `.disconnected` once the peer closed the connection, waiting at most until `deadline`.
  public func waitForExit(deadline: Deadline) -> ChildProcess.Termination? {
    while !input.closed {
      // What the peer still sends is read and dropped: only its end matters now.
      _ = pendingLines()
      if input.closed { break }
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let remaining = deadline.remainingMilliseconds
      if remaining == 0 { return nil }
      _ = poll(&ready, 1, remaining)
    }
    return .disconnected
  }

  /// Closes the connection at once.
  public func terminate() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    input.close()
  }
}

/// `SOCK_STREAM` as `socket` and `addrinfo` take it (Glibc imports it as an enum).
#if canImport(Glibc)
  private let streamSocketType = Int32(SOCK_STREAM.rawValue)
#else
  private let streamSocketType = SOCK_STREAM
#endif

/// The flags of every `send`: no SIGPIPE for a peer gone (macOS has no such flag; its sockets
/// say so themselves, `SO_NOSIGPIPE`).
#if canImport(Darwin)
  private let sendFlags: Int32 = 0
#else
  private let sendFlags = Int32(MSG_NOSIGNAL)
#endif

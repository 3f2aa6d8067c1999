import CProcessSpawn
import TrackCheckPrimitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A child process in its own process group, with its three standard streams
/// on pipes, driven by `poll` so that stdout and stderr are always drained
/// while the harness waits, writes, or reads.
///
/// The protocol is framed on raw `\n` bytes here, not by a text reader: a
/// JSON string may legally carry U+2028, and a line must never be split there.
public final class ChildProcess {
  /// How a child ended.
  public enum Termination: Sendable, Equatable, CustomStringConvertible {
    /// It exited with a status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It closed its connection (an implementation that connected over a socket).
    case disconnected

    public var description: String {
      switch self {
      case .disconnected: "closed the connection"
      case .exited(let code): "exited with status \(code)"
      case .signalled(let signal): "was killed by signal \(signal) (\(SignalNames.name(signal)))"
      }
    }
  }

  /// Why a line could not be read.
  public enum ReadFailure: Error, Sendable, Equatable {
    /// The deadline passed.
    case timedOut
    /// The child closed its stdout (it exited, or closed the stream).
    case endOfStream
    /// A line was longer than the limit.
    case lineTooLong(limit: Int)
  }

  /// The process id of the implementation's supervisor, which is also the process group id
  /// (see `trackcheck_spawn`): what is waited for and what ends the group.
  public let pid: pid_t
  /// The program's own process id, the supervisor's child.
  public let programID: pid_t
  private var stdinFD: Int32
  private var stdoutFD: Int32
  private var stderrFD: Int32
  private var stdout: LineBuffer
  /// The supervisor that leads the group: reaped and ended here.
  private var leader: GroupLeader
  /// The most recent stderr bytes, bounded.
  public private(set) var stderrTail: BoundedTail
  /// The longest line accepted on stdout.
  public var maximumLineLength: Int { stdout.maximumLineLength }
  /// One read buffer for the life of the process, not one per read.
  private var chunk = [UInt8](repeating: 0, count: 65536)
  /// The descriptors a wait polls, kept for the next wait.
  private var pollSet: [pollfd] = []

  /// Starts `arguments[0]` (searched in `PATH`) with the rest as its arguments.
  ///
  /// - Throws: ``SpawnError`` when the program cannot be started.
  public init(
    arguments: [String], maximumLineLength: Int = 1 << 20, stderrLimit: Int = 64 * 1024, registry: ProcessRegistry = ProcessRegistry()
  ) throws(SpawnError) {
    precondition(!arguments.isEmpty)
    self.stdout = LineBuffer(maximumLineLength: maximumLineLength)
    self.stderrTail = BoundedTail(limit: stderrLimit)
    // Writing to a child that has exited must be an error to handle, not a
    // signal that ends the harness.
    signal(SIGPIPE, SIG_IGN)
    var inPipe: [Int32] = [0, 0]
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    // Close-on-exec before any spawn can see them, so no other worker's child inherits these ends.
    guard trackcheck_pipe_cloexec(&inPipe) == 0 else { throw Self.pipeError(arguments[0]) }
    guard trackcheck_pipe_cloexec(&outPipe) == 0 else {
      for descriptor in inPipe { close(descriptor) }
      throw Self.pipeError(arguments[0])
    }
    guard trackcheck_pipe_cloexec(&errPipe) == 0 else {
      for descriptor in inPipe + outPipe { close(descriptor) }
      throw Self.pipeError(arguments[0])
    }
    let spawned = registry.spawn(arguments, stdin: inPipe[0], stdout: outPipe[1], stderr: errPipe[1])
    close(inPipe[0])
    close(outPipe[1])
    close(errPipe[1])
    let childPID: pid_t
    switch spawned {
    case .success(let started):
      childPID = started.group
      programID = started.program
    case .failure(let error):
      close(inPipe[1])
      close(outPipe[0])
      close(errPipe[0])
      throw error
    }
    pid = childPID
    leader = GroupLeader(pid: childPID, registry: registry)
    stdinFD = inPipe[1]
    stdoutFD = outPipe[0]
    stderrFD = errPipe[0]
    for fd in [stdinFD, stdoutFD, stderrFD] {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }
  }

  deinit {
    terminate()
  }

  private static func pipeError(_ program: String) -> SpawnError {
    SpawnError(program: program, reason: "cannot create pipes: \(String(cString: strerror(errno)))")
  }

  /// Writes `bytes` (a whole protocol line) before `deadline`.
  ///
  /// - Returns: `false` when the child stopped reading (its stdin closed) or the deadline passed.
  public func write(_ bytes: [UInt8], deadline: Deadline) -> Bool {
    var offset = 0
    while offset < bytes.count {
      guard stdinFD >= 0 else { return false }
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(stdinFD, base + offset, bytes.count - offset)
      }
      if written > 0 {
        offset += written
        continue
      }
      if written < 0 && errno != EAGAIN && errno != EINTR {
        closeStdin()
        return false
      }
      guard pump(waitForWrite: true, deadline: deadline) else { return false }
    }
    return true
  }

  /// Closes the child's stdin, its signal to finish.
  public func closeStdin() {
    if stdinFD >= 0 {
      close(stdinFD)
      stdinFD = -1
    }
  }

  /// Reads the next line of stdout, without its `\n`, before `deadline`.
  public func readLine(deadline: Deadline) -> Result<[UInt8], ReadFailure> {
    while true {
      if let line = stdout.next() { return line }
      // The answer is often there already (a co-located implementation ran
      // while the request was written): one read, without a poll before it —
      // while there is time left, so that an implementation that never stops
      // writing still meets the deadline in `pump`.
      if deadline.remainingMilliseconds > 0, readOnce(stdoutFD) { continue }
      guard pump(waitForWrite: false, deadline: deadline) else {
        // A leader that exited while a descendant still holds its stdout open
        // has ended its part: report its exit now, not at the deadline.
        if deadline.remainingMilliseconds > 0 { return .failure(.endOfStream) }
        return .failure(.timedOut)
      }
    }
  }

  /// Reads what stdout or stderr (`fd`) holds now, without waiting, into its
  /// buffer, and marks the stream ended at its end or on an error; `false`
  /// when there was nothing to read yet.
  private func readOnce(_ fd: Int32) -> Bool {
    let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count > 0 {
      if fd == stdoutFD {
        stdout.append(chunk[0..<count])
      } else {
        stderrTail.append(chunk[0..<count])
      }
      return true
    }
    guard count == 0 || (errno != EAGAIN && errno != EINTR) else { return false }
    if fd == stdoutFD {
      stdout.close()
    } else {
      close(stderrFD)
      stderrFD = -1
    }
    return true
  }

  /// Waits for stdout or stderr to have bytes (or stdin room), and reads what is there.
  /// Returns `false` when the deadline passed first, or, with `immediate`, when nothing was ready.
  private func pump(waitForWrite: Bool, deadline: Deadline, immediate: Bool = false) -> Bool {
    // The kept buffer is moved out, not shared, so clearing it does not copy it.
    var fds: [pollfd] = []
    swap(&fds, &pollSet)
    fds.removeAll(keepingCapacity: true)
    defer { pollSet = fds }
    if !stdout.closed { fds.append(pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0)) }
    if stderrFD >= 0 { fds.append(pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)) }
    if waitForWrite && stdinFD >= 0 { fds.append(pollfd(fd: stdinFD, events: Int16(POLLOUT), revents: 0)) }
    if fds.isEmpty { return false }
    while true {
      let remaining = immediate ? 0 : deadline.remainingMilliseconds
      if remaining == 0 && !immediate { return false }
      // Waits in slices, so the exit of the leader is seen even when a
      // descendant keeps the pipes open and silent.
      let slice = immediate ? 0 : min(remaining, Self.exitCheckMilliseconds)
      let ready = poll(&fds, nfds_t(fds.count), slice)
      if ready < 0 { return errno == EINTR }
      if ready > 0 { break }
      if immediate || leader.hasExited() { return false }
    }
    for entry in fds where entry.revents != 0 {
      if entry.fd == stdinFD {
        if entry.revents & Int16(POLLERR | POLLHUP) != 0 { closeStdin() }
        continue
      }
      _ = readOnce(entry.fd)
    }
    return true
  }

  /// The complete lines stdout holds now, read without waiting.
  public func pendingLines() -> [[UInt8]] {
    while pump(waitForWrite: false, deadline: .now, immediate: true), stdout.hasRoom {}
    return stdout.takeWholeLines()
  }

  /// Reads whatever stderr has now, without waiting.
  public func drainStandardError() {
    guard stderrFD >= 0 else { return }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(stderrFD, $0.baseAddress, $0.count) }
      if count > 0 {
        stderrTail.append(chunk[0..<count])
      } else {
        if count == 0 {
          close(stderrFD)
          stderrFD = -1
        }
        return
      }
    }
  }

  /// The exit status, waiting at most until `deadline`; `nil` if it is still running.
  public func waitForExit(deadline: Deadline) -> Termination? {
    while true {
      if let termination = leader.reapNow() { return termination }
      if deadline.remainingMilliseconds == 0 { return nil }
      drainStandardError()
      usleep(2_000)
    }
  }

  /// How often a wait checks whether the leader exited.
  static let exitCheckMilliseconds: Int32 = 50

  /// Kills the whole process group with SIGKILL and reaps the child.
  public func terminate() {
    leader.terminate()
    closeStdin()
    if stdoutFD >= 0 {
      close(stdoutFD)
      stdoutFD = -1
    }
    if stderrFD >= 0 {
      close(stderrFD)
      stderrFD = -1
    }
  }

  /// Whether the child has been reaped.
  public var hasExited: Bool { leader.reapNow() != nil }
}

/// The C library's `write`, which `ChildProcess.write` hides inside the class (named here without
/// naming the C library's module, which differs by system).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Whether a line holds nothing but spaces, tabs and carriage returns: such a
/// line is skipped wherever protocol lines are read.
public func isBlankLine(_ bytes: some Collection<UInt8>) -> Bool {
  bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
}

/// A child process could not be started.
public struct SpawnError: Error, Sendable, CustomStringConvertible {
  /// The program.
  public var program: String
  /// Why.
  public var reason: String
  public var description: String { "cannot start '\(program)': \(reason)" }

  /// The error for `program` (or an address), and why.
  public init(program: String, reason: String) {
    self.program = program
    self.reason = reason
  }
}

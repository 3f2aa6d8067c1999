import TrackCheckProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A connection to an implementation that carries protocol lines: requests
/// written as lines, answers read as lines, and a side channel of diagnostics
/// (the implementation's stderr). A child process's pipes are one
/// (``ChildProcess``); a socket or an in-memory peer can be another.
public protocol LineTransport: AnyObject {
  /// Writes `bytes` (whole lines, each with its newline); `false` when the
  /// peer stopped reading or `deadline` passed first.
  func write(_ bytes: [UInt8], deadline: Deadline) -> Bool
  /// The next line, without its newline, waiting at most until `deadline`.
  func readLine(deadline: Deadline) -> Result<[UInt8], ChildProcess.ReadFailure>
  /// The whole lines already received and not read, without waiting (blank lines dropped).
  func pendingLines() -> [[UInt8]]
  /// The most recent diagnostics (stderr) bytes, bounded, and how many were written in all.
  var stderrTail: BoundedTail { get }
  /// Takes in the diagnostics written so far, without waiting.
  func drainStandardError()
  /// How the peer ended, waiting at most until `deadline`; `nil` while it runs.
  func waitForExit(deadline: Deadline) -> ChildProcess.Termination?
  /// Whether the peer has ended.
  var hasExited: Bool { get }
  /// Closes the request direction: the peer reads end of input.
  func closeStdin()
  /// Ends the peer at once (a process: its whole process group).
  func terminate()
  /// The peer's process, when it is one on this machine (to place it on a CPU).
  var processID: pid_t? { get }
}

extension ChildProcess: LineTransport {
  /// The program's process id (not its supervisor's).
  public var processID: pid_t? { programID }
}

extension SocketConnection: LineTransport {
  /// A connected implementation's process is not known: it is placed by the kernel.
  public var processID: pid_t? { nil }
  /// Nothing to take in: a socket carries no diagnostics.
  public func drainStandardError() {}
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A command trackcheck starts beside a run and does not speak to: its stdin is empty and its
/// output goes to trackcheck's stderr (the adapter `run --listen` starts, which connects back).
/// It runs under a supervisor in a process group of its own, like an implementation, and so dies
/// with trackcheck.
public final class BackgroundProcess {
  private var leader: GroupLeader

  /// Starts `arguments[0]` (searched in `PATH`) with the rest as its arguments.
  public init(arguments: [String], registry: ProcessRegistry = ProcessRegistry()) throws(SpawnError) {
    precondition(!arguments.isEmpty)
    let empty = open("/dev/null", O_RDONLY | O_CLOEXEC)
    guard empty >= 0 else { throw SpawnError(program: arguments[0], reason: "cannot open /dev/null") }
    defer { close(empty) }
    switch registry.spawn(arguments, stdin: empty, stdout: STDERR_FILENO, stderr: STDERR_FILENO) {
    case .success(let spawned): leader = GroupLeader(pid: spawned.group, registry: registry)
    case .failure(let error): throw error
    }
  }

  deinit { terminate() }

  /// Waits for it to end, at most until `deadline`; whether it ended.
  public func wait(deadline: Deadline) -> Bool {
    while leader.reapNow() == nil {
      if deadline.remainingMilliseconds == 0 { return false }
      usleep(10_000)
    }
    return true
  }

  /// Ends it and everything in its process group at once.
  public func terminate() { leader.terminate() }
}

import CProcessSpawn

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The leader of a process group trackcheck started (its supervisor): whether it has exited,
/// reaping it, and ending its group. It leaves the registry before it is reaped, so its number
/// is never signalled after it may be reused.
struct GroupLeader {
  /// The leader's pid, which is also the group's id.
  let pid: pid_t
  let registry: ProcessRegistry
  /// How it ended, once reaped.
  private(set) var reaped: ChildProcess.Termination?

  init(pid: pid_t, registry: ProcessRegistry) {
    self.pid = pid
    self.registry = registry
  }

  /// Whether the leader has exited, without reaping it.
  func hasExited() -> Bool {
    if reaped != nil { return true }
    return trackcheck_has_exited(pid) == 1
  }

  /// How it ended, reaping it now if it has exited; `nil` while it runs.
  mutating func reapNow() -> ChildProcess.Termination? {
    if let reaped { return reaped }
    guard hasExited() else { return nil }
    return reap()
  }

  /// Reaps the leader, which has exited or is about to.
  mutating func reap() -> ChildProcess.Termination? {
    registry.unregister(pid)
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(pid, &status, 0) } while result < 0 && errno == EINTR
    guard result == pid else { return nil }
    let termination: ChildProcess.Termination = (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
    reaped = termination
    return termination
  }

  /// Kills the whole group with SIGKILL and reaps the leader (once the leader is gone, whatever it started).
  mutating func terminate() {
    if reaped == nil {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
      _ = reap()
    } else {
      kill(-pid, SIGKILL)
    }
  }
}

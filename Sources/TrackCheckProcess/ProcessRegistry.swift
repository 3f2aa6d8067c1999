import CProcessSpawn
import TrackCheckPrimitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Every implementation process trackcheck started and has not reaped yet,
/// process-wide. Spawning, registering and sweeping happen under one lock, so
/// a process is always either unborn or registered, and an interruption can
/// kill every group from any thread without touching a worker's state.
public final class ProcessRegistry: Sendable {
  /// Every live implementation of every registry in this process; its lock
  /// is also the spawn lock, so a sweep never mistakes a newborn for an orphan.
  private static let everyLive = Locked(Set<pid_t>())

  private struct State {
    var live: Set<pid_t> = []
    var closedBy: Int32?
  }

  private let state = Locked(State())

  /// A registry of its own (one per run).
  public init() {}

  /// A spawned implementation: its supervisor, which leads its process group, and the program itself.
  struct Spawned {
    /// The supervisor's pid, the group's id: what is waited for and signalled.
    var group: pid_t
    /// The program's pid (its threads are what CPU placement looks at).
    var program: pid_t
  }

  /// Spawns `arguments` with the given pipe ends and registers the child;
  /// refuses once ``shutDown(signal:)`` was called.
  func spawn(_ arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32) -> Result<Spawned, SpawnError> {
    if let signal = stoppingSignal {
      return .failure(SpawnError(program: arguments[0], reason: "the run is stopping (\(SignalNames.name(signal)))"))
    }
    let spawned = Self.everyLive.withLock { everyLive -> Result<Spawned, SpawnError> in
      var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
      defer { for argument in cArguments { free(argument) } }
      var failure: Int32 = 0
      var program: pid_t = 0
      let pid = trackcheck_spawn(&cArguments, stdin, stdout, stderr, &program, &failure)
      guard pid > 0 else { return .failure(SpawnError(program: arguments[0], reason: String(cString: strerror(failure)))) }
      everyLive.insert(pid)
      return .success(Spawned(group: pid, program: program))
    }
    guard case .success(let pid) = spawned.map(\.group) else { return spawned }
    let stopping = state.withLock { state -> Bool in
      state.live.insert(pid)
      return state.closedBy != nil
    }
    // Stopped while it was being born: it must not outlive the stop.
    if stopping { kill(-pid, SIGKILL) }
    return spawned
  }

  /// Forgets `pid`: its owner is about to reap it, after which the number may be reused.
  func unregister(_ pid: pid_t) {
    _ = state.withLock { $0.live.remove(pid) }
    _ = Self.everyLive.withLock { $0.remove(pid) }
  }

  /// Kills the process group of every process of this registry and refuses
  /// new ones: the run is stopping.
  public func shutDown(signal: Int32) {
    state.withLock { state in
      if state.closedBy == nil { state.closedBy = signal }
      for pid in state.live { kill(-pid, SIGKILL) }
    }
  }

  /// Kills the process group of every process of this registry now, and takes new ones still:
  /// a run whose time is up ends the cases in flight, and the runner goes on with other runs.
  public func killLive() {
    state.withLock { state in
      for pid in state.live { kill(-pid, SIGKILL) }
    }
  }

  /// Whether ``shutDown(signal:)`` was called, and for which signal.
  public var stoppingSignal: Int32? { state.withLock { $0.closedBy } }

  /// Makes trackcheck the subreaper of what its implementations start, so a
  /// grandchild that left its process group (`setsid`) is reparented here when
  /// its parent dies, and ``sweepOrphans()`` can end it. The Linux layer only
  /// (``ProcessLayer/adoptsOrphans``): elsewhere such a grandchild goes to init.
  ///
  /// - Returns: whether trackcheck adopts orphans from now on.
  @discardableResult
  public static func adoptOrphans() -> Bool {
    guard trackcheck_become_subreaper() == 0 else { return false }
    adopting.withLock { $0 = true }
    return true
  }

  /// Set once this process is a subreaper: only then are its other children orphans to sweep.
  private static let adopting = Locked(false)

  /// Kills and reaps every child of this process that is no registry's
  /// implementation: descendants reparented here after their parent died.
  /// Returns how many there were.
  @discardableResult
  public static func sweepOrphans() -> Int {
    guard adopting.withLock({ $0 }) else { return 0 }
    return everyLive.withLock { everyLive -> Int in
      var swept = 0
      for pid in children(of: getpid()) where !everyLive.contains(pid) {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        if waitpid(pid, &status, 0) == pid { swept += 1 }
      }
      return swept
    }
  }

  /// The processes whose parent is `parent` (none where the system cannot tell).
  private static func children(of parent: pid_t) -> [pid_t] {
    var found = [pid_t](repeating: 0, count: 4096)
    let count = found.withUnsafeMutableBufferPointer { trackcheck_children(parent, $0.baseAddress, Int32($0.count)) }
    return count > 0 ? Array(found.prefix(Int(count))) : []
  }
}

import CProcessSpawn

/// Which process layer this trackcheck was built with (docs/PROCESSES.md, "Platforms").
///
/// The C target (`Sources/CProcessSpawn`) holds both, one file per concern, and decides: Linux
/// builds ``linux`` unless it is built with `-Xcc -DTRACKCHECK_POSIX_PROCESSES`; every other
/// system builds ``posix``.
public enum ProcessLayer: Sendable, Equatable, CustomStringConvertible {
  /// Linux's own calls: the kernel's parent-death signal, `pipe2`, `close_range`, `/proc`,
  /// `sched_setaffinity`, a subreaper.
  case linux
  /// POSIX calls only: parent death watched through a pipe, `pipe` and `FD_CLOEXEC`, the
  /// executable found without `/proc`; no CPU placement, no subreaper.
  case posix

  /// The layer of this build.
  public static let current: ProcessLayer = trackcheck_process_layer() == TRACKCHECK_PROCESS_LAYER_LINUX ? .linux : .posix

  /// Whether an orphan — a grandchild that left its process group with `setsid` and whose parent
  /// died — is reparented to trackcheck, which ends it (``ProcessRegistry/adoptOrphans()``).
  public var adoptsOrphans: Bool { self == .linux }

  public var description: String {
    switch self {
    case .linux: "linux"
    case .posix: "posix"
    }
  }
}

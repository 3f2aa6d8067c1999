import CProcessSpawn

/// The running executable's file, symbolic links resolved: what finds the programs built or
/// installed beside trackcheck. Linux reads `/proc/self/exe`; without `/proc` (macOS, the POSIX
/// layer) macOS asks dyld, and otherwise `argv[0]` is resolved against the working directory
/// (trackcheck never changes it) or `PATH`, as the shell resolved it.
public enum ExecutablePath {
  /// The path, or `nil` where it cannot be found.
  public static let current: String? = {
    let first = CommandLine.arguments.first ?? ""
    var path = [CChar](repeating: 0, count: 4096)
    guard trackcheck_executable_path(first, &path, path.count) == 0 else { return nil }
    return String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a path could not be read, as the system said: every message about a
/// file the user named says which of these it was.
public enum FileProblem: Error, Sendable, Hashable, CustomStringConvertible {
  /// Nothing at the path (`ENOENT`).
  case noSuchFile
  /// A part of the path before its last is a file, not a folder (`ENOTDIR`).
  case notAFolderOnThePath
  /// The file, or a folder on its path, may not be read (`EACCES`, `EPERM`).
  case permissionDenied
  /// The path names a folder where a file is needed.
  case isAFolder
  /// The path names something that is neither a file nor a folder.
  case notARegularFile(FileKind)
  /// Any other error, with the system's number and words.
  case system(errno: Int32, message: String)

  /// The problem `errno` describes.
  public init(errno code: Int32) {
    switch code {
    case ENOENT: self = .noSuchFile
    case ENOTDIR: self = .notAFolderOnThePath
    case EACCES, EPERM: self = .permissionDenied
    case EISDIR: self = .isAFolder
    default: self = .system(errno: code, message: String(cString: strerror(code)))
    }
  }

  /// The cause in words, to follow a colon: "no such file", "permission denied".
  public var description: String {
    switch self {
    case .noSuchFile: "no such file or folder"
    case .notAFolderOnThePath: "a part of the path is a file, not a folder"
    case .permissionDenied: "permission denied"
    case .isAFolder: "it is a folder, not a file"
    case .notARegularFile(let kind): "it is \(kind.description), not a regular file"
    case .system(let code, let message): "\(message.prefix(1).lowercased() + message.dropFirst()) (errno \(code))"
    }
  }
}

/// What a path names.
public enum FileKind: Sendable, Hashable, CustomStringConvertible {
  case regularFile
  case folder
  case fifo
  case characterDevice
  case blockDevice
  case socket
  case other

  /// The kind of a `stat` mode.
  public init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regularFile
    case S_IFDIR: self = .folder
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }

  /// The kind with its article: "a FIFO".
  public var description: String {
    switch self {
    case .regularFile: "a regular file"
    case .folder: "a folder"
    case .fifo: "a FIFO"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .other: "a special file"
    }
  }
}

/// Reads files the user names, so that a failure says why.
public enum FileRead {
  /// What `path` names, following links, or why that cannot be told.
  public static func kind(of path: String) -> Result<FileKind, FileProblem> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(FileProblem(errno: errno)) }
    return .success(FileKind(mode: info.st_mode))
  }

  /// The bytes of the regular file at `path`; a folder, a FIFO or a device is
  /// refused without being read (a FIFO would block, a device never end).
  /// `limit`, when given, is the most bytes read: a longer file gives its
  /// first `limit + 1` bytes, so the caller can say it is too large.
  public static func contents(of path: String, limit: Int? = nil) -> Result<[UInt8], FileProblem> {
    // Non-blocking, so that opening a FIFO with no writer returns at once; it is refused below.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(FileProblem(errno: errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(FileProblem(errno: errno)) }
    switch FileKind(mode: info.st_mode) {
    case .regularFile: break
    case .folder: return .failure(.isAFolder)
    case let kind: return .failure(.notARegularFile(kind))
    }
    let wanted = limit.map { $0 + 1 } ?? Int.max
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(Int(info.st_size), wanted))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < wanted {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, min($0.count, wanted - bytes.count)) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(FileProblem(errno: errno))
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return .success(bytes)
  }
}

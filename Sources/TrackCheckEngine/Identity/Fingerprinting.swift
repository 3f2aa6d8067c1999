import Foundation
import TrackCheckModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hashes the tracker's own sources or build (`run --fingerprint PATH…`), so a report names the
/// code that was tested and not only the command's program, which is often an interpreter, a
/// launcher or a shim.
///
/// A file's fingerprint is the SHA-256 of its bytes (what `sha256sum` prints). A folder's is the
/// SHA-256 of its manifest: one line per file, `HEX  PATH` as `sha256sum` writes it, and one per
/// symbolic link, `HEX @PATH` with the SHA-256 of its target's text, in the byte order of the paths
/// relative to the folder. Links are recorded, never followed, so nothing outside the folder is
/// read; `.git`, `.hg` and `.svn` folders, named pipes, sockets and devices are skipped. The
/// whole set of paths is bounded (``Limits``): a larger one is refused, not cut short, since a
/// fingerprint of part of the code would identify nothing.
public enum Fingerprinting {
  /// How much one run may hash, over all its paths together.
  public struct Limits: Sendable {
    /// At most this many files and links.
    public var files = 100_000
    /// At most this many bytes of file content (1 GiB).
    public var bytes = 1 << 30

    /// The default limits.
    public init() {}
  }

  /// Why a path could not be fingerprinted; the run does not start.
  public struct Failure: Error, Sendable, Equatable {
    /// What went wrong, naming the path.
    public var message: String
    /// What to do about it.
    public var hint: String?
  }

  /// The folders a fingerprint skips: version control's own, which change with every fetch.
  public static let skippedFolders: Set<String> = [".git", ".hg", ".svn"]

  /// The fingerprints of `paths`, in the order given, within `limits` taken over all of them.
  public static func fingerprints(_ paths: [String], limits: Limits = Limits()) throws(Failure) -> [Fingerprint] {
    var budget = Budget(limits: limits)
    var result: [Fingerprint] = []
    for path in paths {
      result.append(try fingerprint(path, budget: &budget))
    }
    return result
  }

  /// What is left of the limits.
  struct Budget {
    var limits: Limits
    var files = 0
    var bytes = 0

    /// The bytes that may still be read beyond those already counted.
    var left: Int { max(0, limits.bytes - bytes) }

    mutating func add(files more: Int, bytes size: Int, under root: String) throws(Failure) {
      files += more
      bytes += size
      let hint = "name the tracker's own sources or build output (files or folders), not a whole tree"
      if files > limits.files {
        throw Failure(message: "--fingerprint: more than \(limits.files) files to hash (reached in \(root)); refused", hint: hint)
      }
      if bytes > limits.bytes {
        throw Failure(
          message: "--fingerprint: more than \(Fingerprint.size(limits.bytes)) to hash (reached in \(root)); refused", hint: hint)
      }
    }
  }

  private enum Entry {
    case file(relative: String, size: Int)
    case link(relative: String, target: String)
  }

  private static func fingerprint(_ path: String, budget: inout Budget) throws(Failure) -> Fingerprint {
    guard !path.isEmpty else { throw Failure(message: "--fingerprint needs a path, got an empty one", hint: nil) }
    // The path itself was named by the user: a link there is followed; links inside a folder are not.
    let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
      throw Failure(message: "--fingerprint: no such file or folder: \(path)", hint: nil)
    }
    guard isFolder.boolValue else {
      let size = try attributes(of: root, shown: path).size
      try budget.add(files: 1, bytes: size, under: path)
      var hash = SHA256()
      let read = try hashFile(at: root, shown: path, into: &hash, atMost: budget.left + size)
      try budget.add(files: 0, bytes: read - size, under: path)
      return Fingerprint(path: path, digest: "sha256:" + hash.hexDigest(), files: 1, bytes: read)
    }
    var entries: [Entry] = []
    try collect(root: root, relative: "", shown: path, into: &entries, budget: &budget)
    entries.sort { name(of: $0).utf8.lexicographicallyPrecedes(name(of: $1).utf8) }
    var manifest = SHA256()
    var bytes = 0
    for entry in entries {
      switch entry {
      case .file(let relative, let size):
        var hash = SHA256()
        let read = try hashFile(at: join(root, relative), shown: join(path, relative), into: &hash, atMost: budget.left + size)
        try budget.add(files: 0, bytes: read - size, under: path)
        bytes += read
        manifest.update(Array(manifestLine(hash.hexDigest(), separator: "  ", relative).utf8))
      case .link(let relative, let target):
        manifest.update(Array(manifestLine(SHA256.hex(Array(target.utf8)), separator: " @", relative).utf8))
      }
    }
    return Fingerprint(path: path, digest: "sha256:" + manifest.hexDigest(), files: entries.count, bytes: bytes)
  }

  /// `folder/name`, without doubling the slash of `/` or of a path given as `dir/`.
  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  private static func name(of entry: Entry) -> String {
    switch entry {
    case .file(let relative, _), .link(let relative, _): relative
    }
  }

  /// A manifest line as `sha256sum` writes it: a name with a backslash or a newline is escaped,
  /// and its line starts with a backslash.
  static func manifestLine(_ hex: String, separator: String, _ relative: String) -> String {
    guard relative.contains(where: { $0 == "\\" || $0 == "\n" }) else { return hex + separator + relative + "\n" }
    let escaped = relative.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    return "\\" + hex + separator + escaped + "\n"
  }

  private static func collect(root: String, relative: String, shown: String, into entries: inout [Entry], budget: inout Budget)
    throws(Failure)
  {
    let folder = relative.isEmpty ? root : join(root, relative)
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw Failure(message: "--fingerprint: cannot list \(relative.isEmpty ? shown : join(shown, relative)): \(reason(error))", hint: nil)
    }
    for name in names {
      let child = relative.isEmpty ? name : relative + "/" + name
      let (type, size) = try attributes(of: join(root, child), shown: join(shown, child))
      switch type {
      case .typeDirectory:
        if skippedFolders.contains(name) { continue }
        try collect(root: root, relative: child, shown: shown, into: &entries, budget: &budget)
      case .typeRegular:
        try budget.add(files: 1, bytes: size, under: shown)
        entries.append(.file(relative: child, size: size))
      case .typeSymbolicLink:
        try budget.add(files: 1, bytes: 0, under: shown)
        let target: String
        do {
          target = try FileManager.default.destinationOfSymbolicLink(atPath: join(root, child))
        } catch {
          throw Failure(message: "--fingerprint: cannot read the link \(join(shown, child)): \(reason(error))", hint: nil)
        }
        entries.append(.link(relative: child, target: target))
      default:
        continue
      }
    }
  }

  /// The type and size of the entry at `path`, the entry itself and not what a link names.
  private static func attributes(of path: String, shown: String) throws(Failure) -> (type: FileAttributeType, size: Int) {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw Failure(message: "--fingerprint: cannot read \(shown): \(reason(error))", hint: nil)
    }
    let type = (attributes[.type] as? FileAttributeType) ?? .typeUnknown
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    return (type, size)
  }

  /// Feeds the file at `path` to `hash` and returns how many bytes it read, refusing one that has
  /// grown past `limit` since it was listed. The file is opened without following a link, so one
  /// swapped in since it was listed is refused, not followed.
  private static func hashFile(at path: String, shown: String, into hash: inout SHA256, atMost limit: Int) throws(Failure) -> Int {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Failure(message: "--fingerprint: cannot read \(shown): \(String(cString: strerror(errno)))", hint: nil)
    }
    defer { close(descriptor) }
    let chunk = 1 << 20
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
    defer { buffer.deallocate() }
    var total = 0
    while true {
      let count = read(descriptor, buffer.baseAddress, chunk)
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(message: "--fingerprint: cannot read \(shown): \(String(cString: strerror(errno)))", hint: nil)
      }
      if count == 0 { return total }
      hash.update(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      total += count
      if total > limit {
        throw Failure(
          message: "--fingerprint: \(shown) grew while it was read, past what the limit leaves; refused",
          hint: "fingerprint files that do not change during the run")
      }
    }
  }

  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
      return String(cString: strerror(code.rawValue))
    }
    return (error as NSError).localizedDescription
  }
}

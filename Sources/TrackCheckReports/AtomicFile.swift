import Foundation
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckPrimitives

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Writes files so that a reader sees either the old file or the whole new one.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `path`, flushes it to disk, then
  /// renames it into place. On any failure — no such folder, no permission,
  /// a full disk, a file-size limit — the temporary file is removed, the old
  /// file is left as it was, and the error names the cause.
  public static func write(_ data: Data, to path: String) throws(ReportError) {
    try replace(path) { temporary throws(ReportError) in
      let sink = try FileSink(path: temporary)
      data.withUnsafeBytes { sink.write($0) }
      try sink.close()
    }
  }

  /// Lets `produce` write the new content into a temporary file beside `path`
  /// (its path is the argument), then flushes it to disk and renames it into
  /// place; on any error the temporary file is removed and the old file kept.
  public static func replace(
    _ path: String, temporaries: TemporaryFiles = .shared, produce: (String) throws(ReportError) -> Void
  ) throws(ReportError) {
    try checkDestination(path)
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .notWritten(path: path, reason: "cannot create the folder \(folder.path)")
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
    guard temporaries.create(temporary) else {
      throw .notWritten(path: path, reason: "trackcheck is stopping")
    }
    defer { temporaries.forget(temporary) }
    do throws(ReportError) {
      try produce(temporary)
      let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw ReportError.notWritten(path: path, reason: String(cString: strerror(errno))) }
      let synced = fsync(descriptor) == 0 ? nil : String(cString: strerror(errno))
      close(descriptor)
      if let synced { throw ReportError.notWritten(path: path, reason: synced) }
      // A link is written through: the file it points to is replaced, the link kept.
      let destination =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { target in
          target.hasPrefix("/") ? target : folder.appendingPathComponent(target).path
        } ?? url.path
      guard temporaries.commit(temporary, to: destination) else {
        throw ReportError.notWritten(path: path, reason: errno == 0 ? "trackcheck is stopping" : String(cString: strerror(errno)))
      }
    } catch {
      unlink(temporary)
      if case .notWritten(_, let reason) = error { throw .notWritten(path: path, reason: reason) }
      throw error
    }
  }

  /// Refuses a path a report must not be written to: empty, a folder, or
  /// anything but a regular file or a link to one.
  public static func checkDestination(_ path: String) throws(ReportError) {
    guard !path.isEmpty else { throw .notWritten(path: path, reason: "the path is empty") }
    guard !path.hasSuffix("/") else { throw .notWritten(path: path, reason: "the path names a folder, not a file") }
    // Only regular files are replaced: a device, a FIFO, a socket or a folder
    // at the path is refused, never swapped for a file.
    var info = stat()
    if lstat(path, &info) == 0 {
      let kind = info.st_mode & S_IFMT
      if kind == S_IFDIR { throw .notWritten(path: path, reason: "it is a folder") }
      if kind == S_IFLNK {
        var target = stat()
        if stat(path, &target) == 0, target.st_mode & S_IFMT != S_IFREG {
          throw .notWritten(path: path, reason: "it is a link to something that is not a regular file")
        }
      } else if kind != S_IFREG {
        throw .notWritten(
          path: path, reason: "it is not a regular file (a device, FIFO or socket); reports are written only to regular files")
      }
    }
  }
}

/// The temporary files of reports being written, process-wide, so that an
/// interruption can remove them before trackcheck exits.
public final class TemporaryFiles: Sendable {
  /// The registry of this process.
  public static let shared = TemporaryFiles()

  private struct State {
    var paths: Set<String> = []
    var closed = false
  }

  private let state = Locked(State())

  /// A registry of its own (the tests use one; trackcheck uses ``shared``).
  public init() {}

  /// Creates the empty file at `path` and registers it; `false` once trackcheck is stopping.
  func create(_ path: String) -> Bool {
    state.withLock { state in
      guard !state.closed else { return false }
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      if descriptor >= 0 { close(descriptor) }
      state.paths.insert(path)
      return true
    }
  }

  /// Renames the temporary file at `path` to `destination`, unless trackcheck
  /// is stopping: then it is removed and the old file left as it was.
  func commit(_ path: String, to destination: String) -> Bool {
    state.withLock { state in
      errno = 0
      guard !state.closed else {
        unlink(path)
        return false
      }
      return rename(path, destination) == 0
    }
  }

  /// Forgets `path`: it was renamed into place or removed.
  func forget(_ path: String) {
    _ = state.withLock { $0.paths.remove(path) }
  }

  /// Removes every temporary file and refuses new ones: trackcheck is about to exit.
  public func removeAll() {
    state.withLock { state in
      state.closed = true
      for path in state.paths { unlink(path) }
      state.paths = []
    }
  }
}

/// Buffered writing of UTF-8 text, held as bytes, to a file, remembering the first error.
public final class FileSink {
  // One writer owns a sink; it is never shared between threads.
  private let descriptor: Int32
  private let path: String
  private var buffer: [UInt8] = []
  private var failure: String?

  /// Truncates the file at `path`, which must exist.
  public init(path: String) throws(ReportError) {
    self.path = path
    // Opened, never created: the temporary file exists (made by the registry), and
    // once an interruption has removed it nothing may bring it back.
    descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard descriptor >= 0 else { throw .notWritten(path: path, reason: String(cString: strerror(errno))) }
    buffer.reserveCapacity(1 << 16)
  }

  /// Appends UTF-8 text held as bytes, buffered like text.
  public func write(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends bytes at once, unbuffered (a large block).
  public func write(_ bytes: UnsafeRawBufferPointer) {
    flush()
    write(raw: bytes)
  }

  private func flush() {
    buffer.withUnsafeBytes { write(raw: $0) }
    buffer.removeAll(keepingCapacity: true)
  }

  private func write(raw bytes: UnsafeRawBufferPointer) {
    guard failure == nil, let base = bytes.baseAddress, !bytes.isEmpty else { return }
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failure = String(cString: strerror(errno))
        return
      }
      offset += written
    }
  }

  /// Writes what is buffered and closes the file; throws the first error.
  public func close() throws(ReportError) {
    flush()
    if systemClose(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    if let failure { throw .notWritten(path: path, reason: failure) }
  }
}

/// The C library's `write` and `close`, which the writer's own methods hide inside the class
/// (named here without naming the C library's module, which differs by system).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

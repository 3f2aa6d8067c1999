import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader sees either the old file or the whole new one.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `path`, flushes it to disk, then
  /// renames it into place. On any failure — no such folder, no permission,
  /// a full disk, a file-size limit — the temporary file is removed, the old
  /// file is left as it was, and the error names the cause.
  public static func write(_ data: Data, to path: String) throws(TrackCheckError) {
    try replace(path) { temporary throws(TrackCheckError) in
      let sink = try FileSink(path: temporary)
      data.withUnsafeBytes { sink.write($0) }
      try sink.close()
    }
  }

  /// Lets `produce` write the new content into a temporary file beside `path`
  /// (its path is the argument), then flushes it to disk and renames it into
  /// place; on any error the temporary file is removed and the old file kept.
  public static func replace(_ path: String, produce: (String) throws(TrackCheckError) -> Void) throws(TrackCheckError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .reportNotWritten(path: path, reason: "cannot create the folder \(folder.path)")
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
    do throws(TrackCheckError) {
      try produce(temporary)
      let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw TrackCheckError.reportNotWritten(path: path, reason: String(cString: strerror(errno))) }
      let synced = fsync(descriptor) == 0 ? nil : String(cString: strerror(errno))
      close(descriptor)
      if let synced { throw TrackCheckError.reportNotWritten(path: path, reason: synced) }
      guard rename(temporary, url.path) == 0 else {
        throw TrackCheckError.reportNotWritten(path: path, reason: String(cString: strerror(errno)))
      }
    } catch {
      unlink(temporary)
      if case .reportNotWritten(_, let reason) = error { throw .reportNotWritten(path: path, reason: reason) }
      throw error
    }
  }
}

/// Buffered writing of text to a file, remembering the first error.
public final class FileSink {
  private let descriptor: Int32
  private let path: String
  private var buffer: [UInt8] = []
  private var failure: String?

  /// Creates (or truncates) the file at `path`.
  public init(path: String) throws(TrackCheckError) {
    self.path = path
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .reportNotWritten(path: path, reason: String(cString: strerror(errno))) }
    buffer.reserveCapacity(1 << 16)
  }

  /// Appends text.
  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Appends bytes.
  public func write(_ bytes: UnsafeRawBufferPointer) {
    flush()
    write(raw: bytes)
  }

  private func flush() {
    buffer.withUnsafeBytes { write(raw: $0) }
    buffer.removeAll(keepingCapacity: true)
  }

  private func write(raw bytes: UnsafeRawBufferPointer) {
    guard failure == nil, !bytes.isEmpty else { return }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        failure = String(cString: strerror(errno))
        return
      }
      offset += written
    }
  }

  /// Writes what is buffered and closes the file; throws the first error.
  public func close() throws(TrackCheckError) {
    flush()
    if Glibc.close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    if let failure { throw .reportNotWritten(path: path, reason: failure) }
  }
}

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
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .reportNotWritten(path: path, reason: "cannot create the folder \(folder.path)")
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .reportNotWritten(path: path, reason: String(cString: strerror(errno))) }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    if failure == nil, rename(temporary, url.path) != 0 { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary)
      throw .reportNotWritten(path: path, reason: failure)
    }
  }
}

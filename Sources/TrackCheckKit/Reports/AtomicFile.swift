import Foundation

/// Writes files so that a reader sees either the old file or the whole new one.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `path`, then renames it into place.
  public static func write(_ data: Data, to path: String) throws(TrackCheckError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .reportNotWritten(path: path, reason: "cannot create the folder \(folder.path): \(error.localizedDescription)")
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .reportNotWritten(path: path, reason: error.localizedDescription)
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .reportNotWritten(path: path, reason: reason)
    }
  }
}

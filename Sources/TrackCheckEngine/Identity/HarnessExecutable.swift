import Foundation
import TrackCheckModel

/// The trackcheck executable that runs: its path and SHA-256, so that every report names the
/// build that judged the run, not only its version.
public enum HarnessExecutable {
  /// The running executable's path (links resolved) and `sha256:` digest, or `nil` when it cannot
  /// be found or read. Hashing a 90 MB release binary takes about a third of a second.
  public static func identify() -> FileDigest? {
    guard let url = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
    return digest(ofFile: url.path)
  }

  /// The `sha256:` digest of the file at `path`, read in chunks.
  public static func digest(ofFile path: String) -> FileDigest? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    var hash = SHA256()
    while true {
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: 1 << 20)
      } catch {
        return nil
      }
      // The end of the file reads as nil or as no bytes.
      guard let chunk, !chunk.isEmpty else { break }
      hash.update(chunk)
    }
    return FileDigest(path: path, digest: "sha256:" + hash.hexDigest())
  }

  /// Records what identifies the run beyond the handshake: the harness's digest, the tracker's
  /// fingerprints, and the digest of a command file recorded only by its size when it is this
  /// executable (`trackcheck reference-tracker`).
  public static func stamp(_ run: inout RunRecord, harness: FileDigest?, fingerprints: [Fingerprint]) {
    run.harnessDigest = harness?.digest
    run.fingerprints = fingerprints
    guard let harness else { return }
    run.commandFiles = run.commandFiles.map { file in
      file.path == harness.path ? FileDigest(path: file.path, digest: harness.digest) : file
    }
  }
}

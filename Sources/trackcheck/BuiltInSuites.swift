import Foundation
import TrackCheckBuiltIn
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckSuites

/// The suites built into trackcheck, used when no `--suite` is given.
enum BuiltInSuites {
  /// How their files are shown in messages and reports.
  static let shownAs = "Suites"

  /// The built-in suites, loaded, each case with its model.
  static func prepared(profile: ProfileID = .campaignStandard) throws -> PreparedSuites {
    let folder = try folder()
    return try SuiteLoader.prepare(paths: [folder.path], shownAs: [folder.path: shownAs], profile: profile)
  }

  /// A folder holding them, to read: unpacked once per version of the
  /// suites into the user's cache (`$XDG_CACHE_HOME/trackcheck`, else
  /// `~/.cache/trackcheck`, else the temporary folder), named by their digest.
  ///
  /// Nothing on disk may change a verdict: a cache folder is used only when it
  /// is a real folder (not a link) that this user owns and no one else may
  /// write, and an unpacked copy only when every file in it is byte for byte
  /// the built-in one, with nothing added; otherwise it is replaced. A copy is
  /// published whole (``publish(_:as:)``): a reader never sees part of one, and
  /// a failed unpack leaves nothing behind.
  static func folder() throws(UsageError) -> URL {
    let files = BuiltIn.files(under: "Suites")
    var hash = SHA256()
    for file in files {
      hash.update(Array(file.path.utf8) + [0])
      hash.update(Array(file.contents) + [0])
    }
    let name = "suites-" + hash.hexDigest().prefix(16)
    var problems: [String] = []
    for cache in cacheFolders() {
      guard ownedPrivately(cache) else {
        problems.append("\(cache.path): not a folder of this user's that only this user may write")
        continue
      }
      let folder = cache.appendingPathComponent(name)
      if ownedPrivately(folder) && holdsExactly(files, folder) { return folder }
      do {
        return try publish(files, as: folder)
      } catch {
        problems.append("\(cache.path): \(UsageError.cause(of: error))")
      }
    }
    throw UsageError(
      "cannot unpack the built-in suites (\(problems.joined(separator: "; ")))",
      hint: "'trackcheck suites export DIR' writes them where you choose; then pass --suite DIR")
  }

  /// Unpacks `files` into a private folder of this process's and renames it to `folder` in one step, so that
  /// a reader sees the whole tree or none of it, however many trackchecks start at once on a fresh cache.
  /// A `folder` that another one published meanwhile is used as it is; one that is not the built-in suites
  /// (edited, added to) is first renamed aside, never emptied in place under a reader.
  private static func publish(_ files: [(path: String, contents: Data)], as folder: URL) throws -> URL {
    let cache = folder.deletingLastPathComponent()
    let unique = "\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    let partial = cache.appendingPathComponent(folder.lastPathComponent + ".partial-" + unique)
    defer { try? FileManager.default.removeItem(at: partial) }
    try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    try BuiltIn.write("Suites", to: partial)
    for attempt in 1...8 {
      // rename(2) replaces nothing but an empty folder: a published tree is never written over.
      if rename(partial.path, folder.path) == 0 { return folder }
      let failure = errno
      guard failure == EEXIST || failure == ENOTEMPTY else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
      // Another trackcheck published the same suites first.
      if ownedPrivately(folder) && holdsExactly(files, folder) { return folder }
      let aside = cache.appendingPathComponent(folder.lastPathComponent + ".stale-\(unique)-\(attempt)")
      if rename(folder.path, aside.path) == 0 { try? FileManager.default.removeItem(at: aside) }
    }
    throw POSIXError(.EBUSY)
  }

  /// Whether `url` is a folder itself (not a link to one), owned by this user, that no one else may write.
  static func ownedPrivately(_ url: URL) -> Bool {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return false }
    return (info.st_mode & S_IFMT) == S_IFDIR && info.st_uid == getuid() && (info.st_mode & (S_IWGRP | S_IWOTH)) == 0
  }

  /// Whether `folder` holds exactly `files`: the same paths, each a regular file (not a link) with the same bytes.
  static func holdsExactly(_ files: [(path: String, contents: Data)], _ folder: URL) -> Bool {
    let expected = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return false }
    var seen = 0
    while let relative = enumerator.nextObject() as? String {
      let path = folder.appendingPathComponent(relative).path
      var info = stat()
      guard lstat(path, &info) == 0 else { return false }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        guard info.st_uid == getuid(), (info.st_mode & (S_IWGRP | S_IWOTH)) == 0 else { return false }
      case S_IFREG:
        guard let contents = expected[relative], FileManager.default.contents(atPath: path) == contents else { return false }
        seen += 1
      default:
        return false
      }
    }
    return seen == expected.count
  }

  private static func cacheFolders() -> [URL] {
    let environment = ProcessInfo.processInfo.environment
    var folders: [URL] = []
    if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty {
      folders.append(URL(fileURLWithPath: cache).appendingPathComponent("trackcheck"))
    } else if let home = environment["HOME"], !home.isEmpty {
      folders.append(URL(fileURLWithPath: home).appendingPathComponent(".cache/trackcheck"))
    }
    folders.append(FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-\(getuid())"))
    return folders.map { folder in
      // Made private to this user; one that exists already is checked before use (ownedPrivately).
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      return folder
    }
  }
}

import Foundation

/// The files built into trackcheck: the suites (`Suites/…`) and the adapter
/// kits with their project templates (`Kits/…`), as they were in the package
/// when trackcheck was built.
public enum BuiltIn {
  /// Every built-in file under `folder` (`Suites`, `Kits/python`, …), by path relative to it.
  public static func files(under folder: String) -> [(path: String, contents: Data)] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return embeddedFiles.compactMap { file in
      guard file.name.hasPrefix(prefix), let data = Data(base64Encoded: file.base64) else { return nil }
      return (String(file.name.dropFirst(prefix.count)), data)
    }
  }

  /// Writes the files under `folder` into `destination`, creating folders as
  /// needed, except those under the subfolders `excluding`; an existing file
  /// is never overwritten.
  public static func write(_ folder: String, to destination: URL, excluding: [String] = []) throws {
    try write(files(under: folder).filter { file in !excluding.contains(where: { file.path.hasPrefix($0 + "/") }) }, to: destination)
  }

  /// Writes `files` (paths relative to `destination`) into `destination`, creating folders as needed; an existing
  /// file is never overwritten.
  public static func write(_ files: [(path: String, contents: Data)], to destination: URL) throws {
    let manager = FileManager.default
    for file in files {
      let target = destination.appendingPathComponent(file.path)
      try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      guard !manager.fileExists(atPath: target.path) else {
        throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: target.path])
      }
      try file.contents.write(to: target)
      if file.path.hasSuffix(".sh") || file.path.hasSuffix(".py") && file.contents.starts(with: Data("#!".utf8)) {
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path)
      }
    }
  }
}

/// What `run --fingerprint PATH` recorded of one file or folder of the tracker's own sources or
/// build: the identity of the code tested, beside the command that ran it.
public struct Fingerprint: Sendable, Hashable {
  /// The path as given on the command line.
  public var path: String
  /// `sha256:` and the hex digest: of the file's bytes, or of a folder's manifest (docs/RESULTS.md).
  public var digest: String
  /// How many files (and symbolic links) it covers.
  public var files: Int
  /// How many bytes of file content it covers.
  public var bytes: Int

  /// Creates a record.
  public init(path: String, digest: String, files: Int, bytes: Int) {
    self.path = path
    self.digest = digest
    self.files = files
    self.bytes = bytes
  }

  /// "Sources/ sha256:… (12 files, 48 KB)", as the reports show it.
  public var sentence: String {
    "\(path) \(digest) (\(files) file\(files == 1 ? "" : "s"), \(Self.size(bytes)))"
  }

  /// A byte count in the unit that reads best: "812 bytes", "48.2 KB", "3.1 MB".
  public static func size(_ bytes: Int) -> String {
    // One decimal, rounded half up, without Foundation's formatting.
    func tenths(_ unit: Int, _ name: String) -> String {
      let tenths = (bytes * 10 + unit / 2) / unit
      return "\(tenths / 10).\(tenths % 10) \(name)"
    }
    switch bytes {
    case ..<1000: return "\(bytes) byte\(bytes == 1 ? "" : "s")"
    case ..<999_950: return tenths(1000, "KB")
    case ..<999_950_000: return tenths(1_000_000, "MB")
    default: return tenths(1_000_000_000, "GB")
    }
  }
}

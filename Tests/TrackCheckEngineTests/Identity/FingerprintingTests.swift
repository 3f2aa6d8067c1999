import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckEngine
@testable import TrackCheckModel

/// `run --fingerprint`: a file by its SHA-256, a folder by the SHA-256 of its `sha256sum` manifest,
/// in byte order, links recorded and never followed, and bounded.
@Suite("Fingerprints of the tracker's code")
struct FingerprintingTests {
  /// A fresh folder with `files` (relative path → content) in it.
  private func tree(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-fingerprint-\(UUID().uuidString)")
    for (path, content) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(content.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func digest(_ path: String) throws -> String {
    try Fingerprinting.fingerprints([path])[0].digest
  }

  @Test func aFileIsTheSHA256OfItsBytes() throws {
    let folder = try tree(["tracker.py": "abc"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let print = try Fingerprinting.fingerprints([folder.appendingPathComponent("tracker.py").path])
    #expect(print.map(\.digest) == ["sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"])
    #expect(print.map(\.files) == [1])
    #expect(print.map(\.bytes) == [3])
  }

  /// The manifest is what `sha256sum` prints for the files in byte order of their paths
  /// ("A" < "a-b" < "a/z" < "b"), so anyone can recompute it; version control's folder is skipped.
  @Test func aFolderIsTheSHA256OfItsManifestInByteOrder() throws {
    let files = ["b": "2", "a/z": "3", "a-b": "4", "A": "5", ".git/HEAD": "ref: main"]
    let folder = try tree(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = ["A", "a-b", "a/z", "b"].map { "\(SHA256.hex(Array(files[$0, default: ""].utf8)))  \($0)\n" }.joined()
    let print = try Fingerprinting.fingerprints([folder.path])[0]
    #expect(print.digest == "sha256:" + SHA256.hex(Array(manifest.utf8)))
    #expect(print.files == 4)
    #expect(print.bytes == 4)
    #expect(try digest(folder.path) == print.digest, "the same tree, the same fingerprint")
    try Data("changed".utf8).write(to: folder.appendingPathComponent("a/z"))
    #expect(try digest(folder.path) != print.digest, "a changed file changes it")
  }

  /// The same as `sha256sum` over `find`'s files sorted in the C locale, then hashed: the recipe the docs give.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum")))
  func theRecipeInTheDocsRecomputesIt() throws {
    let folder = try tree(["src/tracker.py": "print('x')\n", "src/util/ids.py": "ids = 1\n", "README": "read me", "src/a b.txt": "space"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", #"cd "$1" && find . -type f ! -path '*/.git/*' | sed 's|^\./||' | LC_ALL=C sort | xargs -d '\n' sha256sum | sha256sum"#, "sh",
      folder.path,
    ]
    let finished = try TestProcesses.run(process)
    let hex = String(decoding: finished.output.prefix(64), as: UTF8.self)
    #expect(try digest(folder.path) == "sha256:" + hex)
  }

  /// A link inside the folder is recorded by its target's text: what it points to outside is never read.
  @Test func linksAreRecordedNotFollowed() throws {
    let outside = try tree(["secret": "outside"])
    let folder = try tree(["tracker.py": "code"])
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: outside)
    }
    let target = outside.appendingPathComponent("secret").path
    try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: target)
    let print = try Fingerprinting.fingerprints([folder.path])[0]
    let manifest = "\(SHA256.hex(Array(target.utf8))) @link\n" + "\(SHA256.hex(Array("code".utf8)))  tracker.py\n"
    #expect(print.digest == "sha256:" + SHA256.hex(Array(manifest.utf8)))
    #expect(print.files == 2)
    #expect(print.bytes == 4, "the linked file's bytes are not read")
    try Data("changed outside".utf8).write(to: URL(fileURLWithPath: target))
    #expect(try digest(folder.path) == print.digest)
  }

  @Test func namesWithANewlineOrABackslashAreEscapedAsSha256sumDoes() {
    #expect(Fingerprinting.manifestLine("ab", separator: "  ", "x\ny\\z") == "\\ab  x\\ny\\\\z\n")
    #expect(Fingerprinting.manifestLine("ab", separator: "  ", "plain") == "ab  plain\n")
  }

  /// Over the limits (taken over every path together) the run is refused, not fingerprinted in part.
  @Test func tooManyFilesOrBytesAreRefused() throws {
    let folder = try tree(["a": "12345", "b": "12345", "c/d": "12345"])
    defer { try? FileManager.default.removeItem(at: folder) }
    var limits = Fingerprinting.Limits()
    limits.files = 2
    #expect(throws: Fingerprinting.Failure.self) { try Fingerprinting.fingerprints([folder.path], limits: limits) }
    do {
      _ = try Fingerprinting.fingerprints([folder.path], limits: limits)
    } catch {
      #expect(error.message.hasPrefix("--fingerprint: more than 2 files to hash"), "\(error.message)")
      #expect(error.message.hasSuffix("; refused"))
      #expect(error.hint?.contains("not a whole tree") == true)
    }
    limits = Fingerprinting.Limits()
    limits.bytes = 12
    #expect(throws: Fingerprinting.Failure.self) { try Fingerprinting.fingerprints([folder.path], limits: limits) }
    limits.bytes = 15
    #expect(try Fingerprinting.fingerprints([folder.path], limits: limits).map(\.bytes) == [15])
    let twice = folder.appendingPathComponent("a").path
    #expect(throws: Fingerprinting.Failure.self, "the limits hold over every path together") {
      try Fingerprinting.fingerprints([folder.path, twice], limits: limits)
    }
  }

  @Test func aMissingPathIsRefused() {
    #expect(throws: Fingerprinting.Failure(message: "--fingerprint: no such file or folder: /no/such/tracker", hint: nil)) {
      try Fingerprinting.fingerprints(["/no/such/tracker"])
    }
  }

  /// A command file recorded by its size is this trackcheck (`trackcheck reference-tracker`): it gets the harness's digest.
  @Test func theHarnessDigestReplacesItsOwnSizeInTheCommandFiles() {
    var run = RunRecord(identity: .unknown(command: ["tc"]), command: ["/bin/tc", "reference-tracker"], timestamp: "")
    run.commandFiles = [FileDigest(path: "/bin/tc", digest: "size:90000000"), FileDigest(path: "/x.py", digest: "sha256:aa")]
    let print = Fingerprint(path: "src", digest: "sha256:bb", files: 1, bytes: 2)
    HarnessExecutable.stamp(&run, harness: FileDigest(path: "/bin/tc", digest: "sha256:cc"), fingerprints: [print])
    #expect(run.harnessDigest == "sha256:cc")
    #expect(run.commandFiles.map(\.digest) == ["sha256:cc", "sha256:aa"])
    #expect(run.fingerprints == [print])
  }

  @Test func sizesReadAsAPersonWouldWriteThem() {
    #expect(Fingerprint.size(1) == "1 byte")
    #expect(Fingerprint.size(999) == "999 bytes")
    #expect(Fingerprint.size(48_249) == "48.2 KB")
    #expect(Fingerprint.size(999_960) == "1.0 MB")
    #expect(Fingerprint.size(1 << 30) == "1.1 GB")
  }
}

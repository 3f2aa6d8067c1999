import Foundation
import Testing
import TrackCheckPrimitives

/// Every file a user names that cannot be read is refused with its cause, in the system's terms.
@Suite("Reading files, with the cause of a failure")
struct FileReadTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-read-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func eachErrorNumberNamesItsCause() {
    #expect(FileProblem(errno: ENOENT) == .noSuchFile)
    #expect(FileProblem(errno: EACCES) == .permissionDenied)
    #expect(FileProblem(errno: EPERM) == .permissionDenied)
    #expect(FileProblem(errno: EISDIR) == .isAFolder)
    #expect(FileProblem(errno: ENOTDIR) == .notAFolderOnThePath)
    #expect(FileProblem.noSuchFile.description == "no such file or folder")
    #expect(FileProblem.permissionDenied.description == "permission denied")
    #expect(FileProblem.isAFolder.description == "it is a folder, not a file")
    #expect(FileProblem.notARegularFile(.fifo).description == "it is a FIFO, not a regular file")
    // Any other error keeps the system's words and number.
    #expect(FileProblem(errno: EIO).description == "input/output error (errno \(EIO))")
  }

  @Test func aFileIsReadAndWhatIsNotAFileIsRefusedWithoutBeingRead() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("results.json")
    try Data("0123456789".utf8).write(to: file)
    #expect(try FileRead.contents(of: file.path).get() == Array("0123456789".utf8))
    // With a limit, one byte past it is read, so that the caller can tell the file is too large.
    #expect(try FileRead.contents(of: file.path, limit: 4).get() == Array("01234".utf8))
    #expect(FileRead.contents(of: folder.appendingPathComponent("missing.json").path) == .failure(.noSuchFile))
    #expect(FileRead.contents(of: file.appendingPathComponent("below").path) == .failure(.notAFolderOnThePath))
    #expect(FileRead.contents(of: folder.path) == .failure(.isAFolder))
    // A FIFO with no writer would block a read forever: it is refused at once.
    let fifo = folder.appendingPathComponent("fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(FileRead.contents(of: fifo.path) == .failure(.notARegularFile(.fifo)))
    #expect(FileRead.contents(of: "/dev/null") == .failure(.notARegularFile(.characterDevice)))
    #expect(FileRead.kind(of: folder.path) == .success(.folder))
    #expect(FileRead.kind(of: folder.appendingPathComponent("missing").path) == .failure(.noSuchFile))
  }
}

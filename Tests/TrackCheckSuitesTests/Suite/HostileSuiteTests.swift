import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckSuites

@Suite("Hostile suites", .timeLimit(.minutes(1)))
struct HostileSuiteTests {
  private func diagnostics(_ paths: [String]) -> String? {
    do {
      _ = try SuiteLoader.load(paths: paths)
      return nil
    } catch {
      guard case .invalid = error else {
        Issue.record("not a suite error: \(error)")
        return nil
      }
      return error.description
    }
  }

  private func temporaryFolder() -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aPayloadFileOutsideTheSuiteFolderIsRefused() throws {
    let text = try #require(diagnostics([TestPaths.fixture("suites/escape/nested/cases.yaml")]))
    #expect(
      text.contains("cases.yaml:8:21: error: the payload file '../../../../../../../../etc/passwd' is outside the suite folder"), "\(text)")
    #expect(text.contains("hint: keep payload files inside the suite folder"))
    #expect(!text.contains("X-2"), "the file inside the folder loads: \(text)")
  }

  @Test func anAliasBombIsStoppedWithItsPosition() throws {
    let text = try #require(diagnostics([TestPaths.fixture("suites/invalid/alias-bomb.yaml")]))
    #expect(text.contains("alias-bomb.yaml:"), "\(text)")
    #expect(text.contains("too many values"), "\(text)")
  }

  @Test func invalidUTF8IsPositioned() throws {
    let text = try #require(diagnostics([TestPaths.fixture("suites/invalid/invalid-utf8.yaml")]))
    #expect(text.contains("invalid-utf8.yaml:3:16: error: the file is not valid UTF-8"), "\(text)")
  }

  @Test func aVeryLargeFileIsRefusedBeforeParsing() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("huge.yaml")
    var bytes = Array("cases:\n".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "#"), count: 9 * 1024 * 1024)
    try Data(bytes).write(to: file)
    let text = try #require(diagnostics([file.path]))
    #expect(text.contains("huge.yaml:1:1: error: the file is 9437191 bytes; suite files are limited to 8388608 bytes"), "\(text)")
  }

  @Test func anEmptyFolderIsAnError() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try #require(diagnostics([folder.path]))
    #expect(text.contains("error: no suite files with cases were found"), "\(text)")
    #expect(text.contains("hint:"))
  }

  @Test func anEmptyFileAndAFileOfTheWrongShapeAreErrors() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("a-empty.yaml"))
    try Data("- just\n- a list\n".utf8).write(to: folder.appendingPathComponent("b-list.yaml"))
    try Data("cases: {not: a list}\n".utf8).write(to: folder.appendingPathComponent("c-mapping.yaml"))
    let text = try #require(diagnostics([folder.path]))
    #expect(text.contains("a-empty.yaml:1:1: error: the file is empty"), "\(text)")
    #expect(text.contains("b-list.yaml:1:1: error: a suite file must be a mapping, found a list"), "\(text)")
    #expect(text.contains("c-mapping.yaml:1:8: error: 'cases' must be a list, found a mapping"), "\(text)")
  }
}

import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckSuites

@Suite("Hostile suites", .hangGuard(minutes: 5))
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

  /// A payload file that cannot be read says why, and where it is named.
  @Test func anUnreadablePayloadFileNamesItsCause() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try String(contentsOfFile: TestPaths.fixture("suites/escape/nested/cases.yaml"), encoding: .utf8)
    let cases = original.replacingOccurrences(of: "../../../../../../../../etc/passwd", with: "missing.json")
      .replacingOccurrences(of: "file: payload.json", with: "file: folder.json")
    try cases.write(to: folder.appendingPathComponent("cases.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
    let text = try #require(diagnostics([folder.appendingPathComponent("cases.yaml").path]))
    #expect(text.contains("cases.yaml:8:21: error: cannot read the payload file 'missing.json': no such file or folder"), "\(text)")
    #expect(text.contains("hint: the path is relative to the suite file's folder"), "\(text)")
    #expect(text.contains("error: cannot read the payload file 'folder.json': it is a folder, not a file"), "\(text)")
  }

  /// A suite path that is not there says so, and that without --suite the built-in suites run.
  @Test func aMissingSuitePathPointsAtTheBuiltInSuites() {
    let error = #expect(throws: SuiteError.self) { try SuiteLoader.load(paths: ["nosuch"]) }
    let text = error?.description ?? ""
    #expect(text.hasPrefix("error: cannot read the suites at 'nosuch': no such file or folder\n"), "\(text)")
    #expect(text.contains("without --suite, the suites built into trackcheck run ('trackcheck suites export DIR' writes them out)"))
    #expect(!text.contains("the default is Suites/"))
    let file = TestPaths.fixture("suites/escape/nested/cases.yaml")
    let below = #expect(throws: SuiteError.self) { try SuiteLoader.load(paths: [file + "/more"]) }?.description ?? ""
    #expect(below.contains("a part of the path is a file, not a folder"), "\(below)")
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

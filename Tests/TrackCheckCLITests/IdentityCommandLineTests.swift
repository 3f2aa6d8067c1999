import Foundation
import Testing
import TrackCheckTestSupport

@testable import TrackCheckModel
@testable import TrackCheckReports

/// What identifies a run in its reports: the trackcheck executable by its SHA-256, the tracker's
/// code by `--fingerprint`.
@Suite("trackcheck names what ran", .serialized, .hangGuard(minutes: 2))
struct IdentityCommandLineTests {
  @Test func theHarnessByItsDigestAndTheTrackerByItsFingerprint() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-identity-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let junit = folder.appendingPathComponent("junit.xml").path
    let result = try CommandLineTests.run([
      "run", "--quiet", "--report", "--case", "EVENT-*", "--junit", junit, "--fingerprint", "Examples/python", "Kits/python/trackcheck_kit",
      "--", "python3", "Examples/python/adapter.py",
    ])
    #expect(result.status == 0, "\(result.error)")
    let record = try ResultsFile.load(folder.appendingPathComponent("results.json").path)
    let binary = try Data(contentsOf: URL(fileURLWithPath: CommandLineTests.trackcheck))
    #expect(record.harnessDigest == "sha256:" + SHA256.hex(binary))
    #expect(record.fingerprints.map(\.path) == ["Examples/python", "Kits/python/trackcheck_kit"])
    #expect(record.fingerprints.allSatisfy { $0.digest.hasPrefix("sha256:") && $0.files > 0 })
    let html = try String(contentsOf: folder.appendingPathComponent("compliance.html"), encoding: .utf8)
    #expect(html.contains(record.fingerprints[0].digest))
    #expect(html.contains(try #require(record.harnessDigest)))
  }

  @Test func aPathThatCannotBeFingerprintedRefusesTheRun() throws {
    let result = try CommandLineTests.run(["run", "--fingerprint", "no/such/folder", "--", "python3", "Examples/python/adapter.py"])
    #expect(result.status == 2)
    #expect(result.error.contains("error: --fingerprint: no such file or folder: no/such/folder"), "\(result.error)")
  }
}

import Foundation
import Testing
import TrackCheckTestSupport

/// Nothing on disk can change a verdict: the built-in suites are unpacked into a cache, and a cache
/// that was edited, added to, or reached through a link is never used as it is.
@Suite("The built-in suites' cache", .serialized, .hangGuard(minutes: 3))
struct BuiltInSuitesCacheTests {
  /// `validate` of the built-in suites with `cache` as `XDG_CACHE_HOME`: its output.
  private func validate(cache: URL) throws -> String {
    let outcome = try CommandLineTests.run(["validate"], shellPrefix: "export XDG_CACHE_HOME='\(cache.path)'")
    #expect(outcome.status == 0, "\(outcome.error)")
    return outcome.output
  }

  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trackcheck-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The unpacked copy, found by its catalogue.
  private func unpacked(in cache: URL) throws -> URL {
    let root = cache.appendingPathComponent("trackcheck")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: root.path).first { $0.hasPrefix("suites-") && !$0.contains(".partial") })
    return root.appendingPathComponent(name)
  }

  /// Sixteen trackchecks started at once on an empty cache (a CI matrix on a new runner) each see the whole
  /// suites: the copy is published in one rename, never read half-written or emptied under a reader.
  @Test func manyFirstRunsAtOnceAllSeeTheWholeSuites() throws {
    let reference = try folder()
    defer { try? FileManager.default.removeItem(at: reference) }
    let expected = try validate(cache: reference)
    for round in 1...3 {
      let cache = try folder()
      defer { try? FileManager.default.removeItem(at: cache) }
      let outputs = cache.appendingPathComponent("outputs")
      try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
      let starts = (1...16).map { index in
        "(XDG_CACHE_HOME='\(cache.path)' '\(CommandLineTests.trackcheck)' validate > '\(outputs.path)/\(index).out' 2>&1; "
          + "echo $? > '\(outputs.path)/\(index).status') &"
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = ["-c", starts.joined(separator: "\n") + "\nwait"]
      process.currentDirectoryURL = TestPaths.root
      try process.run()
      process.waitUntilExit()
      for index in 1...16 {
        let status = try String(contentsOf: outputs.appendingPathComponent("\(index).status"), encoding: .utf8)
        let output = try String(contentsOf: outputs.appendingPathComponent("\(index).out"), encoding: .utf8)
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "round \(round), run \(index): \(output)")
        #expect(output == expected, "round \(round), run \(index) saw other suites")
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("trackcheck").path)
      #expect(left.filter { $0.hasPrefix("suites-") }.count == 1, "\(left)")
    }
  }

  /// A case added to a cached suite file is not run: the copy is unpacked again.
  @Test func anEditedCacheIsUnpackedAgain() throws {
    let cache = try folder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let first = try validate(cache: cache)
    let suite = try unpacked(in: cache).appendingPathComponent("common/flag.yaml")
    let original = try String(contentsOf: suite, encoding: .utf8)
    try
      (original
      + "\n  - {id: PLANTED, title: planted, requirements: [ACS-FLAG-ON], payload: ios-tracked, platform: ios, app: background, steps: [receive], expect: none}\n")
      .write(to: suite, atomically: true, encoding: .utf8)
    let second = try validate(cache: cache)
    #expect(second == first, "the planted case was counted: \(second)")
    #expect(try String(contentsOf: suite, encoding: .utf8) == original)
  }

  /// A cache folder that is a link (another user's planted folder, say) is not used.
  @Test func aLinkedCacheIsNotUsed() throws {
    let cache = try folder()
    let elsewhere = try folder()
    defer {
      try? FileManager.default.removeItem(at: cache)
      try? FileManager.default.removeItem(at: elsewhere)
    }
    let pristine = try validate(cache: elsewhere)
    // Plant an edited copy where the link leads.
    let planted = try unpacked(in: elsewhere)
    let suite = planted.appendingPathComponent("common/flag.yaml")
    try
      (try String(contentsOf: suite, encoding: .utf8)
      + "\n  - {id: PLANTED, title: planted, requirements: [ACS-FLAG-ON], payload: ios-tracked, platform: ios, app: background, steps: [receive], expect: none}\n")
      .write(to: suite, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: cache.appendingPathComponent("trackcheck"), withDestinationURL: elsewhere.appendingPathComponent("trackcheck"))
    #expect(try validate(cache: cache) == pristine)
  }
}

import Foundation
import Testing
import TrackCheckTestSupport

/// The Swift kit is a package of its own on Foundation alone (Kits/swift): it depends on no package and
/// imports nothing of trackcheck, and of trackcheck's own code only the adapters built on it import it.
/// (`.ci/run` checks the same with grep, before building.)
@Suite struct KitLayeringTests {
  static let kit = TestPaths.root.appendingPathComponent("Kits/swift")

  /// The `import` lines of the Swift files under `folder`, as "path: module".
  static func imports(under folder: URL) throws -> [String] {
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    return try files.flatMap { file in
      try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(separator: "\n").compactMap { line in
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }), index + 1 < words.count
        else { return nil }
        // A scoped import (`import class TrackCheckKit.UIApplication`) names its module before the dot.
        let scoped = ["class", "struct", "enum", "protocol", "typealias", "var", "let", "func"].contains(words[index + 1])
        guard !scoped || index + 2 < words.count else { return nil }
        return "\(file): \((scoped ? words[index + 2] : words[index + 1]).split(separator: ".")[0])"
      }
    }
  }

  @Test func theKitImportsFoundationAlone() throws {
    let allowed: Set<Substring> = ["Foundation", "Glibc", "Darwin", "Dispatch", "Synchronization"]
    let found = try Self.imports(under: Self.kit.appendingPathComponent("Sources"))
    #expect(!found.isEmpty)
    // The kit's own targets aside: each app module brings names of TrackCheckKit (and of the app modules it
    // re-exports), the app-sources tool uses AppSource.
    let appModules = Set(try FileManager.default.contentsOfDirectory(atPath: Self.kit.appendingPathComponent("Sources/Modules").path))
    func ownTarget(_ entry: String) -> Bool {
      let parts = entry.split(separator: ":")
      let path = parts[0].split(separator: "/")
      let module = parts.last?.trimmingCharacters(in: .whitespaces) ?? ""
      return
        (path.count == 3 && path[0] == "Modules" && path[2] == "\(path[1]).swift"
        && (module == "TrackCheckKit" || appModules.contains(module)))
        || (path.first == "app-sources" && module == "AppSource")
    }
    #expect(found.filter { !allowed.contains($0.split(separator: " ").last ?? "") && !ownTarget($0) } == [])
  }

  @Test func theKitsPackageDependsOnNoPackage() throws {
    let manifest = try String(contentsOf: Self.kit.appendingPathComponent("Package.swift"), encoding: .utf8)
    let code = manifest.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    #expect(code.filter { $0.contains(".package(") } == [])
  }

  @Test func onlyTheAdaptersImportTheKit() throws {
    var importers: [String] = []
    for folder in ["Sources", "Tests"] {
      importers += try Self.imports(under: TestPaths.root.appendingPathComponent(folder)).filter { $0.hasSuffix(": TrackCheckKit") }
    }
    #expect(importers.map { $0.split(separator: "/").first.map(String.init) ?? $0 } == ["Fixtures"], "\(importers)")
  }
}

import Foundation
import Testing
import TrackCheckTestSupport

/// The README's "Layout" names every target of `Package.swift`, and its graph of the stages is the
/// package's: the same targets, and the same "is imported by" relation, directly or through others.
/// `Package.swift`'s header lists the same stages, each after every stage it imports.
@Suite("README layout")
struct ReadmeLayoutTests {
  /// A target declared in `Package.swift`.
  struct Target: Equatable {
    /// `target`, `executableTarget`, `testTarget`, `systemLibrary` or `plugin`.
    var kind: String
    var name: String
    /// The package's own targets it depends on (products of other packages left out).
    var dependencies: [String]
    /// Whether it names its own folder (`path:`) instead of `Sources/<name>`.
    var hasPath: Bool
  }

  /// The targets of a manifest, in order: each `.target(`, `.executableTarget(`, … call, its `name:` and the
  /// string literals of its `dependencies:` once `.product(…)` entries are removed.
  static func targets(inManifest manifest: String) throws -> [Target] {
    let code = manifest.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
    let declaration = try Regex(#"\.(target|executableTarget|testTarget|systemLibrary|plugin)\("#)
    let nameField = try Regex(#"^\s*name:\s*"([^"]+)""#)
    let product = try Regex(#"\.product\([^()]*\)"#)
    let literal = try Regex(#""([^"]+)""#)
    var targets: [Target] = []
    for match in code.matches(of: declaration) {
      let body = balanced(code[...], from: match.range.upperBound, open: "(", close: ")")
      guard let name = body.firstMatch(of: nameField)?.output[1].substring.map(String.init) else { continue }
      var dependencies: [String] = []
      if let field = body.range(of: "dependencies:"), let open = body[field.upperBound...].firstIndex(of: "[") {
        let list = balanced(body, from: body.index(after: open), open: "[", close: "]").replacing(product, with: "")
        dependencies = list.matches(of: literal).compactMap { $0.output[1].substring.map(String.init) }
      }
      let kind = String(code[match.range].dropFirst().dropLast())
      targets.append(Target(kind: kind, name: name, dependencies: dependencies, hasPath: body.contains("path:")))
    }
    return targets
  }

  /// The text from `start` to the bracket that closes the one opened just before it.
  static func balanced(_ text: Substring, from start: String.Index, open: Character, close: Character) -> Substring {
    var depth = 1
    var index = start
    while index < text.endIndex {
      if text[index] == open { depth += 1 }
      if text[index] == close {
        depth -= 1
        if depth == 0 { break }
      }
      index = text.index(after: index)
    }
    return text[start..<index]
  }

  /// The stages the README draws: the package's Swift libraries under `Sources/` named `TrackCheck…`, and
  /// the `trackcheck` executable.
  static func stages(_ targets: [Target]) -> Set<String> {
    Set(targets.filter { ($0.kind == "target" && !$0.hasPath && $0.name.hasPrefix("TrackCheck")) || $0.name == "trackcheck" }.map(\.name))
  }

  /// The README's "Layout" section.
  static func layoutSection(_ readme: String) throws -> String {
    let start = try #require(readme.range(of: "\n## Layout\n"))
    let rest = readme[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// The edges of the section's first code block, each `(imported, importer)`: a line `A, B → C → D, E`
  /// draws A and B to C, and C to D and E.
  static func drawnEdges(_ layout: String) throws -> [(String, String)] {
    let blocks = layout.components(separatedBy: "```")
    let diagram = try #require(blocks.count > 2 ? blocks[1] : nil, "the Layout section has no code block")
    var edges: [(String, String)] = []
    for line in diagram.split(separator: "\n") {
      let groups = line.components(separatedBy: "→").map {
        $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      }
      for (from, to) in zip(groups, groups.dropFirst()) {
        for imported in from { for importer in to { edges.append((imported, importer)) } }
      }
    }
    return edges
  }

  /// For each of `nodes`, the others it imports, directly or through any target of `edges`.
  static func closure(_ edges: [(String, String)], over nodes: Set<String>) -> [String: Set<String>] {
    var direct: [String: Set<String>] = [:]
    for (imported, importer) in edges { direct[importer, default: []].insert(imported) }
    var result: [String: Set<String>] = [:]
    for node in nodes {
      var seen: Set<String> = []
      var pending = Array(direct[node] ?? [])
      while let next = pending.popLast() {
        guard seen.insert(next).inserted else { continue }
        pending += direct[next] ?? []
      }
      result[node] = seen.intersection(nodes)
    }
    return result
  }

  /// What differs between the package's graph of its stages and the README's, in words; empty when they agree.
  static func differences(manifest: String, readme: String) throws -> [String] {
    let targets = try targets(inManifest: manifest)
    let stages = stages(targets)
    let layout = try layoutSection(readme)
    let drawn = try drawnEdges(layout)
    var problems: [String] = []
    let drawnNames = Set(drawn.flatMap { [$0.0, $0.1] })
    for missing in stages.subtracting(drawnNames).sorted() { problems.append("\(missing) is a stage the README's graph does not draw") }
    for stale in drawnNames.subtracting(stages).sorted() {
      problems.append("the README's graph draws \(stale), which is no stage of Package.swift")
    }
    for target in targets where !mentions(layout, target.name) {
      problems.append("the Layout section does not name the target \(target.name)")
    }
    let package = closure(targets.flatMap { target in target.dependencies.map { ($0, target.name) } }, over: stages)
    let readmeGraph = closure(drawn, over: stages)
    for stage in stages.sorted() {
      let imports = package[stage] ?? []
      let drawnImports = readmeGraph[stage] ?? []
      for imported in imports.subtracting(drawnImports).sorted() {
        problems.append("Package.swift makes \(stage) import \(imported); the README's graph has no path \(imported) → … → \(stage)")
      }
      for imported in drawnImports.subtracting(imports).sorted() {
        problems.append("the README's graph has \(imported) → … → \(stage); Package.swift makes \(stage) import no \(imported)")
      }
    }
    return problems
  }

  /// Whether `text` names `name` as a word of its own (not part of a longer name).
  static func mentions(_ text: String, _ name: String) -> Bool {
    var searched = text[...]
    let nameCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    while let range = searched.range(of: name) {
      let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      if !(before.map(nameCharacter) ?? false) && !(after.map(nameCharacter) ?? false) { return true }
      searched = text[range.upperBound...]
    }
    return false
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: TestPaths.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theReadmesGraphIsThePackages() throws {
    let problems = try Self.differences(manifest: Self.read("Package.swift"), readme: Self.read("README.md"))
    for problem in problems { Issue.record(Comment(rawValue: problem)) }
  }

  /// The header's list of stages: every stage once, each after every stage it imports.
  @Test func thePackageHeaderListsTheStagesInTheirOrder() throws {
    let manifest = try Self.read("Package.swift")
    let targets = try Self.targets(inManifest: manifest)
    let stages = Self.stages(targets)
    let header = manifest.components(separatedBy: "\nlet package")[0]
    let listed = header.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("//   ") else { return nil }
      return line.dropFirst(5).split(separator: " ").first.map(String.init)
    }
    #expect(listed.sorted() == stages.sorted())
    for target in targets where stages.contains(target.name) {
      let position = try #require(listed.firstIndex(of: target.name))
      for dependency in target.dependencies where stages.contains(dependency) {
        #expect(listed.firstIndex(of: dependency).map { $0 < position } == true, "\(target.name) imports \(dependency), listed after it")
      }
    }
  }

  /// The check sees a missing stage, a missing edge and an edge the package does not have.
  @Test func theComparisonSeesEachKindOfDifference() throws {
    let manifest = try Self.read("Package.swift")
    let readme = try Self.read("README.md")
    let engine = "TrackCheckProcess, TrackCheckProtocol, TrackCheckJudging, TrackCheckOracle → TrackCheckEngine"
    #expect(readme.contains(engine))
    let noOracle = readme.replacingOccurrences(
      of: engine, with: "TrackCheckProcess, TrackCheckProtocol, TrackCheckJudging → TrackCheckEngine")
    #expect(
      try Self.differences(manifest: manifest, readme: noOracle).contains {
        $0.hasPrefix("Package.swift makes TrackCheckEngine import TrackCheckOracle;")
      })
    let extra = readme.replacingOccurrences(
      of: "TrackCheckJudging → TrackCheckCollect", with: "TrackCheckEngine, TrackCheckJudging → TrackCheckCollect")
    #expect(
      try Self.differences(manifest: manifest, readme: extra).contains { $0.contains("TrackCheckCollect import no TrackCheckEngine") })
    let added = manifest.replacingOccurrences(
      of: #".target(name: "TrackCheckPrimitives"),"#, with: #".target(name: "TrackCheckPrimitives"), .target(name: "TrackCheckNew"),"#)
    #expect(
      try Self.differences(manifest: added, readme: readme).contains {
        $0.contains("TrackCheckNew is a stage the README's graph does not draw")
      })
  }

  @Test func theManifestParserReadsNamesAndDependencies() throws {
    let targets = try Self.targets(inManifest: Self.read("Package.swift"))
    let engine = try #require(targets.first { $0.name == "TrackCheckEngine" })
    #expect(engine.kind == "target" && engine.dependencies.contains("TrackCheckOracle") && !engine.hasPath)
    let collect = try #require(targets.first { $0.name == "TrackCheckCollect" })
    #expect(collect.dependencies == ["TrackCheckPrimitives", "TrackCheckModel", "TrackCheckPlatform", "TrackCheckJudging"])
    #expect(targets.contains { $0.name == "TrackCheckTestSupport" && $0.hasPath })
    #expect(targets.contains { $0.name == "EmbedFiles" && $0.kind == "plugin" })
  }
}

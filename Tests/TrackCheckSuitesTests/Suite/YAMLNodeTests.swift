import Testing

@testable import TrackCheckModel
@testable import TrackCheckSuites

@Suite("YAML nodes as the loader reads them")
struct YAMLNodeTests {
  private func root(_ yaml: String) throws -> YAMLNode {
    var log = DiagnosticLog()
    let root = YAMLFile.parse(yaml, displayPath: "n.yaml", log: &log)?.root
    #expect(log.isEmpty, "\(log.diagnostics)")
    return try #require(root)
  }

  @Test func scalarsKeepTheirTextStyleAndPosition() throws {
    let node = try root("a: on\nb: 'on'\nc: |\n  x\n")
    let mapping = try #require(node.mapping)
    #expect(mapping.map { $0.key.text } == ["a", "b", "c"])
    #expect(mapping["a"]?.text == "on" && mapping["a"]?.isPlainScalar == true)
    #expect(mapping["b"]?.text == "on" && mapping["b"]?.isPlainScalar == false)
    #expect(mapping["c"]?.text == "x\n" && mapping["c"]?.isPlainScalar == false)
    #expect(mapping["b"]?.location(in: "n.yaml") == SourceLocation(file: "n.yaml", line: 2, column: 4))
    #expect(mapping["d"] == nil)
  }

  /// An alias is its anchor's node, at the anchor's position.
  @Test func anAliasIsItsAnchorsNode() throws {
    let mapping = try #require(try root("base: &b {x: [1, 2]}\nother: *b\n").mapping)
    let other = try #require(mapping["other"]?.mapping)
    #expect(other["x"]?.sequence?.map(\.text) == ["1", "2"])
    #expect(mapping["other"]?.location(in: "n.yaml") == mapping["base"]?.location(in: "n.yaml"))
  }

  /// A mapping and its first key, a flow mapping, start at the same place;
  /// an alias of the key, read after the mapping, is the key, not the mapping.
  @Test func aMappingAndItsFirstKeyStayApart() throws {
    let root = try #require(try root("m:\n  &k {a: 1}: x\n  b: 2\nn: *k\n").mapping)
    let mapping = try #require(root["m"]?.mapping)
    #expect(mapping.count == 2 && mapping.mark != nil && mapping.first?.key.mark == mapping.mark)
    #expect(mapping.first?.key.mapping.map { $0.map(\.key.text) } == ["a"])
    let alias = try #require(root["n"]?.mapping)
    #expect(alias.map(\.key.text) == ["a"] && alias["a"]?.text == "1")
  }

  @Test func anExplicitTagIsRefusedWithItsPosition() {
    var log = DiagnosticLog()
    #expect(YAMLFile.parse("a:\n  - !!binary aGVsbG8=\n", displayPath: "n.yaml", log: &log) == nil)
    let message = log.diagnostics.first?.description ?? ""
    #expect(message.hasPrefix("n.yaml:2:5: error: YAML tags such as '!!binary' are not supported"), "\(message)")
  }
}

import Foundation
import Testing
import TrackCheckModel
import TrackCheckTestSupport

/// docs/protocol.schema.json, held to the lines the Swift kit's adapters write: each must be one
/// of the schema's messages, and one an implementation writes (not a harness's `begin` or `bye`).
enum ProtocolSchema {
  /// The kinds of line an implementation writes (the schema's `oneOf` holds both sides').
  static let implementationDefinitions = ["implementationHello", "ready", "unsupported", "calls", "error", "log"]

  /// The schema, and the same schema with its `oneOf` narrowed to an implementation's lines.
  static let schemas: (whole: JSONValue, implementation: JSONValue) = {
    let url = TestPaths.root.appendingPathComponent("docs/protocol.schema.json")
    guard let text = try? String(contentsOf: url, encoding: .utf8), let schema = try? JSONParser.parse(text),
      var narrowed = schema.objectValue
    else {
      fatalError("cannot read \(url.path)")
    }
    narrowed["oneOf"] = .array(implementationDefinitions.map { .object(["$ref": .string("#/$defs/\($0)")]) })
    return (schema, .object(narrowed))
  }()

  /// What is wrong with `line`, one line an implementation wrote; empty when it is valid.
  static func problems(_ line: String) -> [String] {
    guard let value = try? JSONParser.parse(line) else { return ["not JSON: \(line.prefix(200))"] }
    var found = JSONSchemaCheck(schemas.whole).problems(value)
    if !JSONSchemaCheck(schemas.implementation).problems(value).isEmpty { found.append("$: not a message an implementation writes") }
    return found
  }

  /// Records a test failure for each of `lines` the schema rejects, naming `source`.
  static func expectValid(_ lines: [String], from source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for line in lines {
      let found = problems(line)
      #expect(found == [], "\(source) wrote a line the protocol's schema rejects: \(line.prefix(300))", sourceLocation: sourceLocation)
    }
  }
}

/// The schema check that holds the Swift kit's lines: it sees a wrong one.
@Suite struct ProtocolSchemaTests {
  @Test func theCheckPassesAnImplementationsLines() {
    #expect(ProtocolSchema.problems(#"{"type":"ready","id":"1","app":{"launchMode":"singleTop","targetSdk":33}}"#) == [])
    #expect(ProtocolSchema.problems(#"{"type":"calls","id":"2","calls":[{"api":"trackAction","action":"t","contextData":{}}]}"#) == [])
  }

  @Test func theCheckRejectsAWrongLine() {
    // A call without contextData, a posted notification without an integer id, a wrong launch mode, an empty id.
    #expect(!ProtocolSchema.problems(#"{"type":"calls","id":"2","calls":[{"api":"trackAction"}]}"#).isEmpty)
    #expect(!ProtocolSchema.problems(#"{"type":"calls","id":"2","calls":[],"app":{"posted":[{"id":"x"}]}}"#).isEmpty)
    #expect(!ProtocolSchema.problems(#"{"type":"ready","id":"1","app":{"launchMode":"singletop"}}"#).isEmpty)
    #expect(!ProtocolSchema.problems(#"{"type":"unsupported","id":""}"#).isEmpty)
    #expect(!ProtocolSchema.problems("not json").isEmpty)
    // A valid line, but the harness's: not one an implementation writes.
    #expect(ProtocolSchema.problems(#"{"type":"end","id":"1","case":"c"}"#) == ["$: not a message an implementation writes"])
  }
}

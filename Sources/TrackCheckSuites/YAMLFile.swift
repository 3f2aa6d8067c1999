import Foundation
import TrackCheckModel
import TrackCheckPlatform
import TrackCheckPrimitives
internal import Yams

/// A YAML file read into a node tree whose nodes keep their line and column.
///
/// Scalars are resolved with the YAML 1.2 core schema, not YAML 1.1: `on`,
/// `off`, `yes` and `no` stay strings. That matters here, because
/// `_acsDeliveryTracking: on` must mean the string `"on"`.
struct YAMLFile {
  /// The path used in messages.
  let path: String
  /// The root node, `nil` for an empty file.
  let root: YAMLNode?

  /// Files larger than this are refused before parsing.
  static let maximumSize = 8 * 1024 * 1024

  /// Reads and parses `url`; problems are recorded in `log` and give `nil`.
  static func load(_ url: URL, displayPath: String, log: inout DiagnosticLog) -> YAMLFile? {
    // Problems with the whole file point at its start, so editors can jump there.
    let file = SourceLocation(file: displayPath, line: 1, column: 1)
    // Only regular files are read: a FIFO or a device would block or never end.
    let data: Data
    switch FileRead.contents(of: url.path, limit: maximumSize) {
    case .success(let bytes): data = Data(bytes)
    case .failure(let problem):
      let notAFile: Bool
      switch problem {
      case .isAFolder, .notARegularFile: notAFile = true
      default: notAFile = false
      }
      log.error(file, "cannot read the file: \(problem)", hint: notAFile ? "suite and baseline files must be regular files" : nil)
      return nil
    }
    guard data.count <= maximumSize else {
      log.error(
        file, "the file is \(size(of: url) ?? data.count) bytes; suite files are limited to \(maximumSize) bytes",
        hint: "split it into several files")
      return nil
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let offset = firstInvalidUTF8Offset(in: data)
      let (line, column) = lineAndColumn(ofByte: offset, in: data)
      log.error(
        SourceLocation(file: displayPath, line: line, column: column),
        "the file is not valid UTF-8", hint: "save it as UTF-8")
      return nil
    }
    return parse(text, displayPath: displayPath, log: &log)
  }

  /// The size of the file at `url`, as `stat` gives it (only its first bytes past the limit are read).
  static func size(of url: URL) -> Int? {
    var info = stat()
    return stat(url.path, &info) == 0 ? Int(info.st_size) : nil
  }

  /// Whether `url` names a regular file (after following links).
  static func isRegularFile(_ url: URL) -> Bool {
    var info = stat()
    return stat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  /// The tags of untagged YAML nodes.
  static let plainTags: Set<String> = ["tag:yaml.org,2002:str", "tag:yaml.org,2002:seq", "tag:yaml.org,2002:map", ""]

  /// Parses YAML text; problems are recorded in `log` and give `nil`.
  static func parse(_ text: String, displayPath: String, log: inout DiagnosticLog) -> YAMLFile? {
    // The YAML library compares mapping keys in full to find duplicates, so an
    // alias of a huge node used as a key would take minutes: refused before parsing.
    if let place = aliasUsedAsKey(in: text) {
      log.error(
        SourceLocation(file: displayPath, line: place.line, column: place.column),
        "an alias ('\(place.alias)') is used as a mapping key", hint: "write keys as plain text; aliases may only be values")
      return nil
    }
    do {
      let parser = try Parser(yaml: text, resolver: .basic, constructor: .default, encoding: .utf8)
      guard let root = try parser.singleRoot() else { return YAMLFile(path: displayPath, root: nil) }
      var conversion = NodeConversion(file: displayPath)
      guard let converted = conversion.convert(root, log: &log) else { return nil }
      return YAMLFile(path: displayPath, root: converted)
    } catch let error as YamlError {
      log.append(contentsOf: [diagnostic(for: error, path: displayPath)])
      return nil
    } catch {
      log.error(SourceLocation(file: displayPath), "cannot parse the YAML: \(error)")
      return nil
    }
  }

  /// Converts the parser's nodes into ``YAMLNode`` values, refusing explicit
  /// tags (`!!binary`, `!custom`), which would otherwise be dropped without a
  /// word.
  ///
  /// An alias repeats the node of its anchor, with the anchor's position: a
  /// collection is converted once per position and then shared, as the
  /// parser shares it, so the walk and the tree stay linear in the file
  /// however the aliases nest.
  private struct NodeConversion {
    let file: String
    /// The collections converted so far, by where they start.
    private var converted: [Place: YAMLNode] = [:]

    /// Where a collection starts, its kind, and where its first key or
    /// element starts. Two collections start at one place only when a
    /// mapping's first key is a flow collection (`{a: 1}: x`); the key then
    /// starts after the place, the mapping's first key at it.
    private struct Place: Hashable {
      var mark: YAMLNode.Mark
      var first: YAMLNode.Mark
      var isSequence: Bool
    }

    init(file: String) { self.file = file }

    /// `node` converted, or `nil` with the problem logged.
    mutating func convert(_ node: Node, log: inout DiagnosticLog) -> YAMLNode? {
      // Untagged nodes resolve to str, seq or map under the basic resolver;
      // any other tag was written explicitly. (Read here, on the thread that
      // parsed: reading a tag resolves it in place.)
      let tag = node.tag.rawValue
      if !YAMLFile.plainTags.contains(tag) {
        let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : Substring(tag)
        log.error(
          Self.location(of: node.mark, in: file), "YAML tags such as '\(shown)' are not supported",
          hint: "remove the tag; write the value as plain YAML")
        return nil
      }
      switch node {
      case .scalar(let scalar):
        return .scalar(
          YAMLNode.Scalar(string: scalar.string, isPlain: scalar.style == .plain || scalar.style == .any, mark: Self.mark(scalar.mark)))
      case .sequence(let sequence):
        let place = Self.place(sequence.mark, first: sequence.first?.mark, isSequence: true)
        if let place, let done = converted[place] { return done }
        var elements: [YAMLNode] = []
        elements.reserveCapacity(sequence.count)
        for element in sequence {
          guard let value = convert(element, log: &log) else { return nil }
          elements.append(value)
        }
        let result = YAMLNode.sequence(YAMLNode.Sequence(elements, mark: Self.mark(sequence.mark)))
        if let place { converted[place] = result }
        return result
      case .mapping(let mapping):
        let place = Self.place(mapping.mark, first: mapping.first?.key.mark, isSequence: false)
        if let place, let done = converted[place] { return done }
        var pairs: [YAMLNode.Mapping.Pair] = []
        pairs.reserveCapacity(mapping.count)
        for (key, value) in mapping {
          guard let key = convert(key, log: &log), let value = convert(value, log: &log) else { return nil }
          pairs.append((key, value))
        }
        let result = YAMLNode.mapping(YAMLNode.Mapping(pairs, mark: Self.mark(mapping.mark)))
        if let place { converted[place] = result }
        return result
      case .alias:
        // The parser gives every alias as the node of its anchor; this is not reached.
        log.error(Self.location(of: node.mark, in: file), "unresolved alias")
        return nil
      }
    }

    /// The place of a collection that starts at `mark` and whose first key
    /// or element starts at `first`; `nil` for an empty one, which costs no
    /// more to convert again than to look up.
    private static func place(_ mark: Yams.Mark?, first: Yams.Mark?, isSequence: Bool) -> Place? {
      guard let mark = Self.mark(mark), let first = Self.mark(first) else { return nil }
      return Place(mark: mark, first: first, isSequence: isSequence)
    }

    private static func mark(_ mark: Yams.Mark?) -> YAMLNode.Mark? {
      mark.map { YAMLNode.Mark(line: Int32(truncatingIfNeeded: $0.line), column: Int32(truncatingIfNeeded: $0.column)) }
    }

    private static func location(of mark: Yams.Mark?, in file: String) -> SourceLocation {
      guard let mark else { return SourceLocation(file: file) }
      return SourceLocation(file: file, line: mark.line, column: mark.column)
    }
  }

  /// The first alias (`*name`) written where a mapping key goes — `*a : value`,
  /// `? *a`, `{*a : 1}` — outside quotes and comments, with its position.
  static func aliasUsedAsKey(in text: String) -> (alias: String, line: Int, column: Int)? {
    // Most files have no alias at all: one pass over the bytes says so.
    guard text.utf8.contains(UInt8(ascii: "*")) else { return nil }
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      guard line.contains("*") else { continue }
      let scalars = Array(line.unicodeScalars)
      var index = 0
      var quote: Unicode.Scalar?
      var previous: Unicode.Scalar = " "
      var explicitKey = false
      while index < scalars.count {
        let scalar = scalars[index]
        if let open = quote {
          if scalar == open { quote = nil }
          previous = scalar
          index += 1
          continue
        }
        if (scalar == "\"" || scalar == "'") && Self.startsToken(previous) { quote = scalar }
        if scalar == "#" && (previous == " " || previous == "\t" || index == 0) { break }
        if scalar == "?" && Self.startsToken(previous) { explicitKey = true }
        if scalar == "*" && Self.startsToken(previous) {
          var end = index + 1
          // libyaml's anchor names: letters, digits, '-' and '_'.
          while end < scalars.count,
            scalars[end].properties.isAlphabetic || ("0"..."9").contains(scalars[end]) || scalars[end] == "-" || scalars[end] == "_"
          {
            end += 1
          }
          let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
          var after = end
          while after < scalars.count, scalars[after] == " " || scalars[after] == "\t" { after += 1 }
          let colonFollows =
            after < scalars.count && scalars[after] == ":"
            && (after + 1 == scalars.count || " \t,]}".unicodeScalars.contains(scalars[after + 1]))
          if !name.isEmpty && (colonFollows || explicitKey) { return ("*" + name, lineNumber, index + 1) }
          index = end
          previous = "a"
          continue
        }
        if scalar != " " && scalar != "\t" && scalar != "?" && scalar != "-" { explicitKey = false }
        previous = scalar
        index += 1
      }
    }
    return nil
  }

  private static func startsToken(_ previous: Unicode.Scalar) -> Bool {
    " \t-?:,[{".unicodeScalars.contains(previous)
  }

  private static func diagnostic(for error: YamlError, path: String) -> Diagnostic {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      var message = "invalid YAML: \(problem)"
      if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
      return Diagnostic(
        SourceLocation(file: path, line: mark.line, column: mark.column), message,
        hint: "check indentation, quoting and that every mapping key is followed by ':'")
    case .duplicatedKeysInMapping(let duplicates, let context):
      return Diagnostic(
        SourceLocation(file: path, line: context.mark.line, column: context.mark.column),
        "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in a mapping",
        hint: "each key may appear once; remove or rename the repeated one")
    case .reader(let problem, _, _, _):
      return Diagnostic(SourceLocation(file: path, line: 1, column: 1), "cannot read the YAML: \(problem)")
    default:
      return Diagnostic(SourceLocation(file: path, line: 1, column: 1), "invalid YAML: \(error)")
    }
  }

  private static func firstInvalidUTF8Offset(in data: Data) -> Int {
    let bytes = [UInt8](data)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return index
      }
      guard index + length <= bytes.count,
        String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
      else { return index }
      index += length
    }
    return index
  }

  private static func lineAndColumn(ofByte offset: Int, in data: Data) -> (Int, Int) {
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}

/// Converts YAML nodes to `JSONValue` with the YAML 1.2 core schema, within a
/// budget of nodes so that an alias bomb cannot exhaust memory.
struct JSONConversion {
  /// Nodes left to convert before the file is refused.
  var budget: Int

  /// Creates a converter that visits at most `budget` nodes.
  init(budget: Int = 200_000) { self.budget = budget }

  mutating func convert(_ node: YAMLNode, file: String, log: inout DiagnosticLog) -> JSONValue? {
    budget -= 1
    guard budget >= 0 else {
      if budget == -1 {
        log.error(
          node.location(in: file), "the payload expands to too many values (aliases nested too deep?)",
          hint: "payloads are limited to 200000 values; do not nest aliases")
      }
      return nil
    }
    switch node {
    case .scalar(let scalar):
      return Self.resolve(scalar)
    case .sequence(let sequence):
      var elements: [JSONValue] = []
      for element in sequence {
        guard let value = convert(element, file: file, log: &log) else { return nil }
        elements.append(value)
      }
      return .array(elements)
    case .mapping(let mapping):
      var members: [(key: String, value: JSONValue)] = []
      for (key, value) in mapping {
        guard let name = key.text, key.scalar != nil else {
          log.error(key.location(in: file), "a payload key must be a scalar, found \(key.kindName)")
          return nil
        }
        guard let converted = convert(value, file: file, log: &log) else { return nil }
        members.append((name, converted))
      }
      return .object(JSONObject(members))
    }
  }

  /// Resolves a scalar with the YAML 1.2 core schema.
  static func resolve(_ scalar: YAMLNode.Scalar) -> JSONValue {
    let text = scalar.string
    guard scalar.isPlain else { return .string(text) }
    switch text {
    case "null", "Null", "NULL", "~", "": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    default: break
    }
    if let integer = parseInteger(text) { return .integer(integer) }
    if isFloat(text), let number = Double(text) { return .number(number) }
    return .string(text)
  }

  private static func parseInteger(_ text: String) -> Int64? {
    var body = Substring(text)
    var sign: Int64 = 1
    if body.first == "-" || body.first == "+" {
      if body.first == "-" { sign = -1 }
      body = body.dropFirst()
    }
    guard !body.isEmpty else { return nil }
    if body.hasPrefix("0x") { return Int64(body.dropFirst(2), radix: 16).map { $0 * sign } }
    if body.hasPrefix("0o") { return Int64(body.dropFirst(2), radix: 8).map { $0 * sign } }
    guard body.allSatisfy(\.isASCII), body.allSatisfy(\.isNumber) else { return nil }
    return Int64(body).map { $0 * sign }
  }

  private static func isFloat(_ text: String) -> Bool {
    let allowed = Set("0123456789.eE+-")
    return text.contains(where: \.isNumber) && text.allSatisfy { allowed.contains($0) }
      && (text.contains(".") || text.lowercased().contains("e"))
  }
}

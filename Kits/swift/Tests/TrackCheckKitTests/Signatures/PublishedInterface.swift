import Foundation

/// One declaration of a published Swift interface (`Kits/reference/ios/*.swiftinterface`): a
/// member of a type, as Apple's documentation or the SDK's source declares it.
struct PublishedMember: Hashable {
  enum Kind: Hashable { case function, initializer, property, enumCase, `subscript` }

  var kind: Kind
  /// `requestAuthorization(options:completionHandler:)`, `delegate`, `init(identifier:content:trigger:)`.
  var name: String
  /// The parameters' types, normalized (``SwiftType/normalize(_:)``).
  var parameterTypes: [String]
  /// The result (a function's) or the type (a property's), normalized; `Void` when none.
  var type: String
  var isAsync: Bool
  var isThrowing: Bool
  var isStatic: Bool
  /// An `@objc optional` protocol requirement: an app may leave it out.
  var isOptional: Bool
  /// The line as published.
  var line: String
}

/// A published type and its members, with the page or source file they were copied from.
struct PublishedType {
  var module: String
  /// Its name, nested types joined by dots (`UIApplication.State`).
  var name: String
  var kind: String
  /// Whether only part of the type is described (`// swift-module-interface (extract)`): a kit member
  /// the file does not list is then not judged.
  var isExtract: Bool
  var members: [PublishedMember]
  var source: String
}

/// Reads the `.swiftinterface`-style files of `Kits/reference/ios`.
enum PublishedInterface {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Every type of every file in `folder`, a type's extensions merged into it.
  static func read(folder: URL) throws -> [String: [PublishedType]] {
    var byName: [String: [PublishedType]] = [:]
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swiftinterface") }.sorted()
    guard !files.isEmpty else { throw Failure(description: "no .swiftinterface file in \(folder.path)") }
    for file in files {
      let module = String(file.dropLast(".swiftinterface".count))
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for type in try parse(text, module: module, file: file) {
        if let index = byName[type.name]?.firstIndex(where: { $0.module == module }) {
          byName[type.name]![index].members += type.members
          byName[type.name]![index].isExtract = byName[type.name]![index].isExtract || type.isExtract
        } else {
          byName[type.name, default: []].append(type)
        }
      }
    }
    return byName
  }

  static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]

  /// The types of one file.
  static func parse(_ text: String, module: String, file: String) throws -> [PublishedType] {
    var types: [PublishedType] = []
    var stack: [(index: Int?, name: String)] = []
    var fileSource = ""
    var pendingSource: String?
    var pendingExtract = false
    var fileExtract = false
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("import ") { continue }
      if line.hasPrefix("//") {
        let comment = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        if comment.hasPrefix("source:") {
          let source = comment.dropFirst("source:".count).trimmingCharacters(in: .whitespaces)
          if fileSource.isEmpty { fileSource = source } else if stack.isEmpty { pendingSource = source }
        } else if comment.hasPrefix("swift-module-interface (extract)") {
          if stack.isEmpty && types.isEmpty && pendingSource == nil { fileExtract = true } else { pendingExtract = true }
        }
        continue
      }
      if line == "}" {
        guard !stack.isEmpty else { throw Failure(description: "\(file):\(number + 1): an unbalanced `}`") }
        stack.removeLast()
        continue
      }
      let words = SwiftType.declarationWords(line)
      if let keywordIndex = words.firstIndex(where: { typeKeywords.contains($0) }), keywordIndex + 1 < words.count,
        line.hasSuffix("{")
      {
        var name = words[keywordIndex + 1]
        name = String(name.prefix { $0 != ":" && $0 != "<" && $0 != "{" })
        let outer = stack.last.map { $0.name + "." } ?? ""
        let full = words[keywordIndex] == "extension" ? name : outer + name
        let kind = words[keywordIndex]
        if let existing = types.firstIndex(where: { $0.name == full }) {
          stack.append((existing, full))
          if pendingExtract { types[existing].isExtract = true }
        } else {
          types.append(
            PublishedType(
              module: module, name: full, kind: kind, isExtract: fileExtract || pendingExtract, members: [],
              source: pendingSource ?? fileSource))
          stack.append((types.count - 1, full))
        }
        pendingExtract = false
        pendingSource = nil
        continue
      }
      guard let current = stack.last?.index else { continue }  // a top-level function or variable: not compared
      if let member = try member(line, file: file, number: number + 1) {
        types[current].members.append(contentsOf: member)
      }
    }
    guard stack.isEmpty else { throw Failure(description: "\(file): unbalanced braces at the end") }
    return types
  }

  /// The members one line declares (an enum's `case a, b` declares two); nil for what is not compared
  /// (`typealias`, `associatedtype`, an attribute on a line of its own).
  static func member(_ line: String, file: String, number: Int) throws -> [PublishedMember]? {
    let words = SwiftType.declarationWords(line)
    let modifiers: Set<String> = [
      "public", "open", "final", "static", "class", "weak", "unowned", "optional", "override", "convenience", "required",
      "mutating", "nonmutating", "nonisolated", "dynamic", "lazy", "private(set)", "internal(set)", "indirect",
    ]
    guard let keywordIndex = words.firstIndex(where: { !modifiers.contains($0) && !$0.hasPrefix("@") }) else { return nil }
    let keyword = words[keywordIndex]
    let prefix = Set(words[..<keywordIndex])
    let isStatic = prefix.contains("static") || prefix.contains("class")
    let isOptional = prefix.contains("optional")
    let rest = SwiftType.afterWords(line, count: keywordIndex + 1)
    switch keyword {
    case "func":
      // An operator's name is its symbol (`static func < (lhs:rhs:)`), which may contain `<`.
      let isOperator = rest.first.map { !$0.isLetter && $0 != "_" && $0 != "`" } ?? false
      let name = String(rest.prefix { isOperator ? ($0 != "(" && $0 != " ") : ($0 != "(" && $0 != "<") })
        .trimmingCharacters(in: .whitespaces)
      let signature = try SwiftType.signature(String(rest.dropFirst(name.count)), line: line)
      return [
        PublishedMember(
          kind: .function, name: name + "(" + signature.labels.map { $0 + ":" }.joined() + ")", parameterTypes: signature.types,
          type: signature.result, isAsync: signature.isAsync, isThrowing: signature.isThrowing, isStatic: isStatic,
          isOptional: isOptional, line: line)
      ]
    case let word where word.hasPrefix("init"):
      let afterInit = SwiftType.afterWords(line, count: keywordIndex)
      let failable = afterInit.hasPrefix("init?") || afterInit.hasPrefix("init!")
      let signature = try SwiftType.signature(String(afterInit.dropFirst(failable ? 5 : 4)), line: line)
      return [
        PublishedMember(
          kind: .initializer, name: "init(" + signature.labels.map { $0 + ":" }.joined() + ")", parameterTypes: signature.types,
          type: failable ? "Self?" : "Self", isAsync: signature.isAsync, isThrowing: signature.isThrowing, isStatic: false,
          isOptional: isOptional, line: line)
      ]
    case "var", "let":
      guard let colon = rest.firstIndex(of: ":") else {
        throw Failure(description: "\(file):\(number): a property without a type: \(line)")
      }
      let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
      var type = String(rest[rest.index(after: colon)...])
      if let brace = SwiftType.topLevelIndex(of: "{", in: type) { type = String(type[..<brace]) }
      if let equals = SwiftType.topLevelIndex(of: "=", in: type) { type = String(type[..<equals]) }
      return [
        PublishedMember(
          kind: .property, name: name, parameterTypes: [], type: SwiftType.normalize(type), isAsync: false, isThrowing: false,
          isStatic: isStatic, isOptional: isOptional, line: line)
      ]
    case "case":
      return SwiftType.splitTopLevel(rest, separator: ",").map { item in
        let name = String(item.trimmingCharacters(in: .whitespaces).prefix { $0 != "(" && $0 != " " && $0 != "=" })
        return PublishedMember(
          kind: .enumCase, name: name, parameterTypes: [], type: "", isAsync: false, isThrowing: false, isStatic: true,
          isOptional: false, line: line)
      }
    case "subscript":
      let signature = try SwiftType.signature(rest, line: line)
      return [
        PublishedMember(
          kind: .subscript, name: "subscript(" + signature.labels.map { $0 + ":" }.joined() + ")", parameterTypes: signature.types,
          type: signature.result, isAsync: false, isThrowing: false, isStatic: isStatic, isOptional: isOptional, line: line)
      ]
    default:
      return nil
    }
  }
}

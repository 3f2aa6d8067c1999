import Foundation

/// The small amount of Swift declaration syntax the signature check reads: words at the top level
/// (an attribute's or a parameter list's spaces do not split), parameter lists, and types written
/// one way whatever the spelling (`(any Error)?` is `Error?`, `Swift.Void` is `Void`,
/// `@escaping @Sendable` says nothing about the type).
enum SwiftType {
  /// A declaration's parameters and result.
  struct Signature: Equatable {
    var labels: [String]
    var types: [String]
    var result: String
    var isAsync: Bool
    var isThrowing: Bool
  }

  private static func depthChange(_ character: Character) -> Int {
    switch character {
    case "(", "[", "<": 1
    case ")", "]", ">": -1
    default: 0
    }
  }

  /// The text split at `separator` where no bracket is open (`->`'s `>` is not a bracket).
  static func splitTopLevel(_ text: String, separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in text {
      if !(character == ">" && previous == "-") { depth += depthChange(character) }
      if character == separator && depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current) }
    return parts
  }

  /// The index of the first `character` outside brackets, if any.
  static func topLevelIndex(of character: Character, in text: String) -> String.Index? {
    var depth = 0
    var previous: Character = " "
    for index in text.indices {
      let current = text[index]
      if current == character && depth == 0 && !(character == ">" && previous == "-") { return index }
      if !(current == ">" && previous == "-") { depth += depthChange(current) }
      previous = current
    }
    return nil
  }

  /// A line's words, split at spaces outside brackets.
  static func declarationWords(_ line: String) -> [String] {
    splitTopLevel(line, separator: " ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The text after the first `count` top-level words.
  static func afterWords(_ line: String, count: Int) -> String {
    var remaining = Substring(line.trimmingCharacters(in: .whitespaces))
    for _ in 0..<count {
      var depth = 0
      var previous: Character = " "
      var end = remaining.endIndex
      for index in remaining.indices {
        let character = remaining[index]
        if character == " " && depth == 0 {
          end = index
          break
        }
        if !(character == ">" && previous == "-") { depth += depthChange(character) }
        previous = character
      }
      remaining = remaining[end...].drop { $0 == " " }
    }
    return String(remaining)
  }

  /// Reads `<T>(label name: Type = default, …) async throws -> Result where …`.
  static func signature(_ text: String, line: String) throws -> Signature {
    var rest = text.trimmingCharacters(in: .whitespaces)
    if rest.hasPrefix("<"), let close = topLevelIndex(of: ">", in: String(rest.dropFirst())) {
      let inner = String(rest.dropFirst())
      rest = String(inner[inner.index(after: close)...]).trimmingCharacters(in: .whitespaces)
    }
    let body = String(rest.dropFirst())
    guard rest.hasPrefix("("), let close = topLevelIndex(of: ")", in: body) else {
      throw PublishedInterface.Failure(description: "no parameter list: \(line)")
    }
    let inside = String(body[..<close])
    var after = String(body[body.index(after: close)...])
    if let whereClause = after.range(of: " where ") { after = String(after[..<whereClause.lowerBound]) }
    if let brace = topLevelIndex(of: "{", in: after) { after = String(after[..<brace]) }
    var labels: [String] = []
    var types: [String] = []
    for parameter in splitTopLevel(inside, separator: ",") {
      guard let colon = topLevelIndex(of: ":", in: parameter) else {
        throw PublishedInterface.Failure(description: "a parameter without a type (\(parameter)): \(line)")
      }
      let names = parameter[..<colon].split(separator: " ").map(String.init)
      labels.append(names.first ?? "_")
      var type = String(parameter[parameter.index(after: colon)...])
      if let equals = topLevelIndex(of: "=", in: type) { type = String(type[..<equals]) }
      types.append(normalize(type))
    }
    var effects = after
    var result = "Void"
    if let arrow = after.range(of: "->") {
      effects = String(after[..<arrow.lowerBound])
      result = normalize(String(after[arrow.upperBound...]))
    }
    let words = Set(effects.split(separator: " ").map(String.init))
    return Signature(
      labels: labels, types: types, result: result, isAsync: words.contains("async"),
      isThrowing: words.contains("throws") || words.contains("rethrows"))
  }

  /// A type written one way: attributes that say nothing about it dropped (`@escaping`,
  /// `@Sendable`, `@MainActor`, `@autoclosure`), `any ` and the `Swift.`/`Foundation.` module
  /// prefixes dropped, parentheses around one optional type dropped, `()` and `Swift.Void` as `Void`,
  /// no spaces.
  static func normalize(_ type: String) -> String {
    var text = " " + type + " "
    for attribute in ["@escaping", "@Sendable", "@MainActor", "@autoclosure", "@noescape"] {
      text = text.replacingOccurrences(of: attribute, with: " ")
    }
    text = text.replacingOccurrences(of: #"([\s(<\[,:])any "#, with: "$1", options: .regularExpression)
    text = text.replacingOccurrences(of: #"\b(Swift|Foundation)\."#, with: "", options: .regularExpression)
    text = text.replacingOccurrences(of: #"\s+"#, with: "", options: .regularExpression)
    // `(any Error)?` → `Error?`: parentheses around one type, made optional.
    text = text.replacingOccurrences(of: #"\(([A-Za-z_][\w.]*)\)([?!])"#, with: "$1$2", options: .regularExpression)
    if text == "()" { text = "Void" }
    text = text.replacingOccurrences(of: "->()", with: "->Void")
    return text
  }
}

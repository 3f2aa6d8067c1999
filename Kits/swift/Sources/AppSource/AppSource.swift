import Foundation

/// One app source file as the kit compiles it: the file's own text, with what only Apple's platforms can compile
/// rewritten in place, line for line. Diagnostics name the original file and its lines, and their excerpts quote
/// the line they name.
///
/// - The attribute that makes an Xcode app's delegate its entry point (`@UIApplicationMain`,
///   `@NSApplicationMain`) is blanked: the compiler makes that entry point only against Apple's UIKit.
/// - The Objective-C attributes `@objc`, `@objc(name)` and `@objcMembers` are blanked: Linux has no
///   Objective-C runtime (`dynamic` builds there and stays).
/// - `#selector(name(_:))` becomes the kit's `Selector("name(_:)", Self.name(_:))`, a value the kit's
///   `NotificationCenter.addObserver(_:selector:name:object:)` calls the method with (see ``selector(_:)``).
///
/// Comments and string literals are left as they are.
public enum AppSource {
  /// The attributes blanked wherever they are an attribute of the code (not in a comment or a string).
  public static let entryPointAttributes = ["@UIApplicationMain", "@NSApplicationMain"]

  /// The Objective-C attributes blanked, with the name `@objc(name)` gives in parentheses.
  public static let objectiveCAttributes = ["@objc", "@objcMembers"]

  /// `text` of the file at `path`, ready to compile in the adapter's target.
  ///
  /// The file keeps its lines: the `#sourceLocation` directive that names the original file takes the place of a
  /// line that holds no code (a first line that is blank or a `//` comment; the end of a `/* … */` header), or
  /// follows the `import` on the first line, so that each line from there on is the line of the same number in the
  /// compiler's excerpts. Only a file that begins with other code gets the directive on a line of its own before
  /// it (then an excerpt's margin counts one more than the line the message names).
  public static func compiled(_ text: String, path: String) -> String {
    var scanner = CodeScanner(Array(text.utf8))
    scanner.run()
    // Split at each "\n" byte: a String's "\r\n" is one character, and the file's line ends must stay as they are.
    var lines = scanner.output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    let quoted = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    let directive = { (line: Int) in "#sourceLocation(file: \"\(quoted)\", line: \(line))" }
    let placed = !text.isEmpty && placeDirective(&lines, directive)
    return (placed ? "" : directive(1) + "\n") + lines.joined(separator: "\n") + "\n#sourceLocation()\n"
  }

  /// Puts the directive in a line of `lines` that holds no code, or after the first line's `import`, naming the
  /// line after it; answers false when the file begins with other code.
  static func placeDirective(_ lines: inout [String], _ directive: (Int) -> String) -> Bool {
    /// `line` with `addition` before its carriage return, if it has one.
    func appending(_ addition: String, to line: String) -> String {
      line.hasSuffix("\r") ? String(line.dropLast()) + addition + "\r" : line + addition
    }
    let first = lines[0].trimmingCharacters(in: CharacterSet(charactersIn: " \t\r\u{FEFF}"))
    if first.isEmpty || first.hasPrefix("//") {
      // Nothing on it the compiler reads: the directive replaces it.
      lines[0] = appending(directive(2), to: lines[0].hasSuffix("\r") ? "\r" : "")
      return true
    }
    if first.hasPrefix("/*") {
      // A header comment: the directive follows its end, when nothing else does.
      guard let (line, end) = blockCommentEnd(lines), lines[line].utf8.dropFirst(end).allSatisfy({ " \t\r".utf8.contains($0) })
      else { return false }
      let comment = String(decoding: lines[line].utf8.prefix(end), as: UTF8.self)
      lines[line] = comment + " " + directive(line + 2) + (lines[line].hasSuffix("\r") ? "\r" : "")
      return true
    }
    guard isImport(first) else { return false }
    lines[0] = appending((first.hasSuffix(";") ? " " : "; ") + directive(2), to: lines[0])
    return true
  }

  /// The line and the byte just past the `*/` that closes the block comment the first line begins with.
  static func blockCommentEnd(_ lines: [String]) -> (line: Int, end: Int)? {
    var depth = 0
    for (number, line) in lines.enumerated() {
      let bytes = Array(line.utf8)
      var index = 0
      while index < bytes.count {
        let pair = index + 1 < bytes.count ? (bytes[index], bytes[index + 1]) : (bytes[index], 0)
        if pair == (UInt8(ascii: "/"), UInt8(ascii: "*")) {
          depth += 1
          index += 2
        } else if pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
          depth -= 1
          index += 2
          if depth == 0 { return (number, index) }
        } else {
          index += 1
        }
      }
    }
    return nil
  }

  /// Whether `code` (a line, trimmed) is an `import` declaration alone: attributes, `import`, a kind, a module path.
  static func isImport(_ code: String) -> Bool {
    let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }), index + 1 < words.count
    else { return false }
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_.@;()"))
    return words.allSatisfy { $0.unicodeScalars.allSatisfy(allowed.contains) } && !code.dropLast().contains(";")
  }

  /// What `#selector(…)` with `expression` between its parentheses becomes, or nil for a form the kit cannot call
  /// (`getter:`, `setter:`, a method of another instance, a coercion): those are left as they are.
  ///
  /// `onPause(_:)` and `self.onPause(_:)` name the method of the type whose code it is (`Self.onPause(_:)`),
  /// `AppDelegate.onPause(_:)` the type's; `onPause` alone the one method of that name.
  public static func selector(_ expression: String) -> String? {
    let name = expression.trimmingCharacters(in: .whitespaces)
    // The path before the arguments' labels, if any.
    let path = name.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false)[0]
    let labels = name.dropFirst(path.count)
    let identifier = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_"))
    let components = path.split(separator: ".", omittingEmptySubsequences: false)
    guard
      components.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(identifier.contains) && $0.first?.isNumber == false }),
      labels.isEmpty
        || (labels.hasPrefix("(") && labels.hasSuffix(":)")
          && labels.dropFirst().dropLast().split(separator: ":").allSatisfy {
            !$0.isEmpty && $0.unicodeScalars.allSatisfy(identifier.contains)
          })
    else { return nil }
    let reference: String
    switch components.count {
    case 1: reference = "Self." + name
    case _ where components[0] == "self": reference = "Self" + name.dropFirst(4)
    case _ where components[0].first?.isUppercase == true: reference = name
    default: return nil
    }
    return "Selector(\"\(name)\", \(reference))"
  }
}

/// Walks a Swift file's bytes as the compiler's lexer would, far enough to tell code from comments and string
/// literals, and writes the file with the kit's rewrites of its code. It keeps every line.
struct CodeScanner {
  /// Where the scanner is: in code (the file's, or a string's interpolation, with its open parentheses), or in a
  /// string literal (with its raw delimiter's `#`s).
  enum Context {
    case code(parentheses: Int)
    case string(hashes: Int, multiline: Bool)
  }

  let bytes: [UInt8]
  var index = 0
  var output: [UInt8] = []
  var contexts: [Context] = [.code(parentheses: 0)]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    output.reserveCapacity(bytes.count)
  }

  /// The byte `offset` bytes on, or 0 past the end.
  func byte(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }

  /// Whether `text` comes `offset` bytes on.
  func matches(_ text: String, at offset: Int = 0) -> Bool {
    let expected = Array(text.utf8)
    return index + offset + expected.count <= bytes.count && Array(bytes[(index + offset)..<(index + offset + expected.count)]) == expected
  }

  /// Copies `count` bytes as they are.
  mutating func copy(_ count: Int) {
    let end = min(index + count, bytes.count)
    output += bytes[index..<end]
    index = end
  }

  /// Whether `byte` may be part of an identifier (a byte of a non-ASCII character may).
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// Scans the whole file into ``output``.
  mutating func run() {
    while index < bytes.count {
      switch contexts[contexts.count - 1] {
      case .string(let hashes, let multiline): string(hashes: hashes, multiline: multiline)
      case .code(let parentheses): code(parentheses: parentheses)
      }
    }
  }

  /// One step in a string literal: an escape, an interpolation's start, the literal's end, or a byte of it.
  mutating func string(hashes: Int, multiline: Bool) {
    let delimiter = String(repeating: "#", count: hashes)
    if matches("\\" + delimiter) {
      if byte(1 + hashes) == UInt8(ascii: "(") {
        copy(2 + hashes)
        contexts.append(.code(parentheses: 1))
      } else {
        copy(2 + hashes)  // the escaped character (or the line break a multi-line string continues over)
      }
    } else if matches((multiline ? "\"\"\"" : "\"") + delimiter) {
      copy((multiline ? 3 : 1) + hashes)
      contexts.removeLast()
    } else if byte(0) == UInt8(ascii: "\n") && !multiline {
      contexts.removeLast()  // unterminated: the compiler says so
    } else {
      copy(1)
    }
  }

  /// One step in code: a comment, a string literal's start, `#selector`, an attribute, an identifier, or a byte.
  mutating func code(parentheses: Int) {
    let here = byte(0)
    if matches("//") {
      while index < bytes.count && byte(0) != UInt8(ascii: "\n") { copy(1) }
    } else if matches("/*") {
      var depth = 0
      repeat {
        if matches("/*") {
          depth += 1
          copy(2)
        } else if matches("*/") {
          depth -= 1
          copy(2)
        } else {
          copy(1)
        }
      } while depth > 0 && index < bytes.count
    } else if here == UInt8(ascii: "#") || here == UInt8(ascii: "\"") {
      var hashes = 0
      while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
      if byte(hashes) == UInt8(ascii: "\"") {
        let multiline = matches("\"\"\"", at: hashes)
        copy(hashes + (multiline ? 3 : 1))
        contexts.append(.string(hashes: hashes, multiline: multiline))
      } else if hashes == 1 && matches("#selector") && !Self.isIdentifierByte(byte(9)) {
        selector()
      } else {
        copy(max(hashes, 1))
      }
    } else if here == UInt8(ascii: "@") {
      attribute()
    } else if Self.isIdentifierByte(here) {
      while index < bytes.count && Self.isIdentifierByte(byte(0)) { copy(1) }
    } else if here == UInt8(ascii: "(") && parentheses > 0 {
      contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
      copy(1)
    } else if here == UInt8(ascii: ")") && parentheses > 0 {
      copy(1)
      if parentheses == 1 { contexts.removeLast() } else { contexts[contexts.count - 1] = .code(parentheses: parentheses - 1) }
    } else {
      copy(1)
    }
  }

  /// An attribute: blanked, with its parenthesized argument, when it is one the kit drops.
  mutating func attribute() {
    var length = 1
    while Self.isIdentifierByte(byte(length)) { length += 1 }
    let name = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
    if AppSource.entryPointAttributes.contains(name) || AppSource.objectiveCAttributes.contains(name) {
      if name == "@objc" && byte(length) == UInt8(ascii: "("), let close = bytes[(index + length)...].firstIndex(of: UInt8(ascii: ")")),
        !bytes[index..<close].contains(UInt8(ascii: "\n"))
      {
        length = close - index + 1
      }
      // Blanked, not removed: every column stays where the compiler's messages say it is.
      output += [UInt8](repeating: UInt8(ascii: " "), count: length)
      index += length
    } else {
      copy(length)
    }
  }

  /// `#selector(…)` on one line: what ``AppSource/selector(_:)`` makes of it, else as it is.
  mutating func selector() {
    var open = 9
    while byte(open) == UInt8(ascii: " ") { open += 1 }
    guard byte(open) == UInt8(ascii: "(") else { return copy(9) }
    var depth = 0
    var end = open
    while index + end < bytes.count {
      let current = byte(end)
      if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\"") { return copy(9) }
      if current == UInt8(ascii: "(") { depth += 1 }
      if current == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { break }
      }
      end += 1
    }
    guard depth == 0, let rewritten = AppSource.selector(String(decoding: bytes[(index + open + 1)..<(index + end)], as: UTF8.self))
    else { return copy(9) }
    output += Array(rewritten.utf8)
    index += end + 1
  }
}

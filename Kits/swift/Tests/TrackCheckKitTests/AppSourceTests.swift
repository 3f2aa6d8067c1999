import Foundation
import Testing

@testable import AppSource

@Suite struct AppSourceTests {
  @Test func theEntryPointAttributeIsBlankedAndColumnsStay() {
    let text = "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
    let compiled = AppSource.compiled(text, path: "/apps/Tester/AppDelegate.swift")
    let lines = compiled.components(separatedBy: "\n")
    // The directive follows the first line's import: each line after it is where its number says.
    #expect(lines.first == #"import UIKit; #sourceLocation(file: "/apps/Tester/AppDelegate.swift", line: 2)"#)
    #expect(lines[1] == "")
    #expect(lines[2] == String(repeating: " ", count: "@UIApplicationMain".count))
    #expect(lines[3] == "class AppDelegate: UIResponder, UIApplicationDelegate {}")
    #expect(compiled.hasSuffix("\n#sourceLocation()\n"))
  }

  @Test func anAttributeOnTheClassLineOrIndentedIsBlankedToo() {
    let compiled = AppSource.compiled("  @NSApplicationMain final class A {}\r\n@UIApplicationMain\r\n", path: "a.swift")
    // Lines split at "\n" bytes: a String's "\r\n" is one character.
    let lines = compiled.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(lines[1] == "  " + String(repeating: " ", count: 18) + " final class A {}\r")
    #expect(lines[2] == String(repeating: " ", count: 18) + "\r")
  }

  @Test func otherTextIsLeftAlone() {
    // Code on the first line: the directive stands on a line of its own before it.
    let text = "let name = \"@UIApplicationMain\"\n// @UIApplicationMain is deprecated\n@UIApplicationMainly\n@main struct App {}\n"
    let compiled = AppSource.compiled(text, path: "b.swift")
    #expect(compiled.components(separatedBy: "\n").dropFirst().prefix(4).joined(separator: "\n") == text.dropLast())
  }

  @Test func aPathWithQuotesIsQuotedForTheCompiler() {
    #expect(AppSource.compiled("", path: #"/a "b"\c.swift"#).hasPrefix(#"#sourceLocation(file: "/a \"b\"\\c.swift", line: 1)"#))
  }

  /// The ways a file begins, and the line from which each line of the compiled text is the app's line of that number.
  static let beginnings: [(text: String, mapped: Int)] = [
    ("//\n//  AppDelegate.swift\n//\n\nimport Foundation\nlet wrong: Int = \"text\"\n", 2),
    ("/*\n Licensed to the Apache Software Foundation (ASF).\n /* nested */\n*/\nimport Foundation\n\nlet wrong: Int = \"text\"\n", 5),
    ("import Foundation\n\n@UIApplicationMain\nlet wrong: Int = \"text\"\n", 2),
    ("@preconcurrency import Foundation;\r\nlet wrong: Int = \"text\"\r\n", 2),
    ("\nimport Foundation\nlet wrong: Int = \"text\"\n", 2),
  ]

  /// The lines of `text`, split at each "\n" byte (a String's "\r\n" is one character).
  static func lines(_ text: String) -> [String] {
    text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The compiler's excerpts number the lines of the text it reads: the directive takes a line that holds no code,
  /// so that from the line it names on, each compiled line is the app's line of the same number.
  @Test(arguments: beginnings.indices) func eachLineIsWhereItsNumberSays(_ index: Int) {
    let (text, mapped) = Self.beginnings[index]
    let compiled = AppSource.compiled(text, path: "/apps/A.swift")
    let original = Self.lines(text)
    let lines = Self.lines(compiled)
    #expect(compiled.contains(#"#sourceLocation(file: "/apps/A.swift", line: \#(mapped))"#))
    #expect(lines.count == original.count + 2)  // and the closing directive, on a line of its own
    for number in mapped..<original.count where original[number - 1] != "@UIApplicationMain" {
      #expect(lines[number - 1] == original[number - 1], "line \(number)")
    }
  }

  /// The compiler, run on a compiled file: its message names the app's line, and its excerpt quotes that line under
  /// that number.
  @Test(.serialized, arguments: beginnings.indices)
  func theCompilersExcerptQuotesTheLineItNames(_ index: Int) throws {
    let text = Self.beginnings[index].text.replacingOccurrences(of: "@UIApplicationMain", with: "")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-source-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = folder.appendingPathComponent("AppDelegate.swift")
    let compiled = folder.appendingPathComponent("AppDelegate.app.swift")
    try text.write(to: original, atomically: true, encoding: .utf8)
    try AppSource.compiled(text, path: original.path).write(to: compiled, atomically: true, encoding: .utf8)
    let output = try TypeCheck.run(compiled).output
    let lines = output.components(separatedBy: "\n")
    let message = try #require(lines.first { $0.hasPrefix(original.path + ":") && $0.contains("error:") }, "\(output)")
    let number = try #require(Int(message.dropFirst(original.path.count + 1).prefix { $0.isNumber }))
    let written = Self.lines(text)
    try #require(number >= 1 && number <= written.count, "\(output)")
    let wanted = written[number - 1].trimmingCharacters(in: .newlines)
    #expect(wanted.hasPrefix("let wrong"))
    let excerpt = lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(number) | ") }
    #expect(excerpt?.trimmingCharacters(in: .whitespaces) == "\(number) | \(wanted)", "\(output)")
  }

  @Test func objectiveCAttributesAreBlankedAndColumnsStay() {
    let text = """
      @objcMembers class Plugin: NSObject {
        @objc(onPauseWith:) func onPause(_ n: Notification) {}
        @objc public dynamic var ready = false
        @objcMore func kept() {}  // @objc in a comment
        let name = "@objc"
      }
      """
    let lines = AppSource.compiled(text, path: "p.swift").components(separatedBy: "\n").dropFirst()
    #expect(
      Array(lines.prefix(6)) == [
        "             class Plugin: NSObject {",
        "                      func onPause(_ n: Notification) {}",
        "        public dynamic var ready = false",
        "  @objcMore func kept() {}  // @objc in a comment",
        "  let name = \"@objc\"",
        "}",
      ])
  }

  @Test func selectorsNameTheMethodForTheKitToCall() {
    let text = """
      let a = #selector(onPause(_:)), b = #selector(self.onResume), c = #selector(AppDelegate.application(_:open:options:))
      let d = "\\(#selector(onActive))", e = #selector (onPause)
      """
    let lines = AppSource.compiled(text, path: "s.swift").components(separatedBy: "\n")
    #expect(
      lines[1] == #"let a = Selector("onPause(_:)", Self.onPause(_:)), b = Selector("self.onResume", Self.onResume), "#
        + #"c = Selector("AppDelegate.application(_:open:options:)", AppDelegate.application(_:open:options:))"#)
    #expect(lines[2] == #"let d = "\(Selector("onActive", Self.onActive))", e = Selector("onPause", Self.onPause)"#)
  }

  /// What the kit cannot call, and what is not code, stays as it was: the compiler says what it cannot build.
  @Test func otherSelectorsCommentsAndStringsAreLeftAlone() {
    let text = ##"""
      _ = #selector(getter: Player.rate); _ = #selector(player.pause); _ = #selector((pause) as () -> Void)
      /* #selector(a) /* @objc */ #selector(b) */ let s = #"#selector(c) "\#(#selector(d))"#
      let t = """
        #selector(e) @objc "\(f)"
        """
      """##
    var expected = text.components(separatedBy: "\n")
    // In a raw string's interpolation the code is the file's again.
    expected[1] = ##"/* #selector(a) /* @objc */ #selector(b) */ let s = #"#selector(c) "\#(Selector("d", Self.d))"#"##
    let lines = AppSource.compiled(text, path: "o.swift").components(separatedBy: "\n")
    #expect(Array(lines[1...5]) == expected)
  }

  @Test func theSelectorFormsTheKitCalls() {
    #expect(AppSource.selector("onPause(_:)") == #"Selector("onPause(_:)", Self.onPause(_:))"#)
    #expect(AppSource.selector(" self.application(_:didReceiveRemoteNotification:) ") != nil)
    #expect(AppSource.selector("Self.onPause") == #"Selector("Self.onPause", Self.onPause)"#)
    #expect(AppSource.selector("Module.Type.method(with:)") == #"Selector("Module.Type.method(with:)", Module.Type.method(with:))"#)
    for unsupported in ["getter: A.x", "setter: A.x", "other.pause", "pause()", "a..b", "1a", "`default`", "f(_ :)"] {
      #expect(AppSource.selector(unsupported) == nil, "\(unsupported)")
    }
  }
}

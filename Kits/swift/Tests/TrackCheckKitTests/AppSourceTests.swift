import Testing

@testable import AppSource

@Suite struct AppSourceTests {
  @Test func theEntryPointAttributeIsBlankedAndColumnsStay() {
    let text = "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
    let compiled = AppSource.compiled(text, path: "/apps/Tester/AppDelegate.swift")
    let lines = compiled.components(separatedBy: "\n")
    #expect(lines.first == #"#sourceLocation(file: "/apps/Tester/AppDelegate.swift", line: 1)"#)
    #expect(lines[1] == "import UIKit")
    #expect(lines[3] == String(repeating: " ", count: "@UIApplicationMain".count))
    #expect(lines[4] == "class AppDelegate: UIResponder, UIApplicationDelegate {}")
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
    let text = "// @UIApplicationMain is deprecated\nlet name = \"@UIApplicationMain\"\n@UIApplicationMainly\n@main struct App {}\n"
    let compiled = AppSource.compiled(text, path: "b.swift")
    #expect(compiled.components(separatedBy: "\n").dropFirst().prefix(4).joined(separator: "\n") == text.dropLast())
  }

  @Test func aPathWithQuotesIsQuotedForTheCompiler() {
    #expect(AppSource.compiled("", path: #"/a "b"\c.swift"#).hasPrefix(#"#sourceLocation(file: "/a \"b\"\\c.swift", line: 1)"#))
  }
}

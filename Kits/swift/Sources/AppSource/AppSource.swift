import Foundation

/// One app source file as the kit compiles it: the file's own text, with the attribute that makes an Xcode
/// app's delegate its entry point (`@UIApplicationMain`, `@NSApplicationMain`) blanked, since the compiler
/// makes that entry point only against Apple's UIKit. Diagnostics name the original file and its lines.
public enum AppSource {
  /// The attributes blanked, where they begin a line's code.
  public static let entryPointAttributes = ["@UIApplicationMain", "@NSApplicationMain"]

  /// `text` of the file at `path`, ready to compile in the adapter's target.
  public static func compiled(_ text: String, path: String) -> String {
    // Split at each "\n" byte: a String's "\r\n" is one character, and the file's line ends must stay as they are.
    var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    for index in lines.indices {
      let line = lines[index]
      let code = line.drop { $0 == " " || $0 == "\t" }
      for attribute in entryPointAttributes where code.hasPrefix(attribute) {
        let rest = code.dropFirst(attribute.count)
        guard rest.first.map({ $0 == " " || $0 == "\t" || $0 == "\r" }) ?? true else { continue }
        // Blanked, not removed: every column stays where the compiler's messages say it is.
        lines[index] = String(line.prefix(line.count - code.count)) + String(repeating: " ", count: attribute.count) + rest
      }
    }
    let quoted = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    return "#sourceLocation(file: \"\(quoted)\", line: 1)\n" + lines.joined(separator: "\n") + "\n#sourceLocation()\n"
  }
}

import Foundation

/// The compiler run on one file (`swiftc -typecheck`), as Xcode would compile an app's file.
enum TypeCheck {
  /// What the compiler said of one file: its exit status and standard error.
  struct Outcome {
    var status: Int32
    var output: String

    /// The error messages naming `file`, each without its position (`cannot find 'MobileCore' in scope`).
    func errors(in file: URL) -> [String] {
      output.split(separator: "\n").map(String.init).filter { $0.hasPrefix(file.path + ":") && $0.contains(": error: ") }
        .map { String($0[$0.range(of: ": error: ")!.upperBound...]) }
    }
  }

  /// Type-checks `file`, finding modules in `folders` too.
  static func run(_ file: URL, importing folders: [URL] = []) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck"] + folders.flatMap { ["-I", $0.path] } + [file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, output: output)
  }
}

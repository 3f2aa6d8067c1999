import Foundation

// embed-files OUTPUT [NAME PATH]...: writes OUTPUT, a Swift file holding each
// file's bytes under its name (base64, which compiles fast at any size).
// The output is rewritten only when it changes, so nothing rebuilds needlessly.

let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first, arguments.count % 2 == 1 else {
  FileHandle.standardError.write(Data("usage: embed-files OUTPUT [NAME PATH]...\n".utf8))
  exit(2)
}
var text = "// Built from the package's files by embed-files; do not edit.\n\nlet embeddedFiles: [(name: String, base64: String)] = [\n"
for index in stride(from: 1, to: arguments.count, by: 2) {
  guard let data = FileManager.default.contents(atPath: arguments[index + 1]) else {
    FileHandle.standardError.write(Data("embed-files: cannot read \(arguments[index + 1])\n".utf8))
    exit(1)
  }
  text += "  (\"\(arguments[index])\", \"\(data.base64EncodedString())\"),\n"
}
text += "]\n"
if FileManager.default.contents(atPath: output) != Data(text.utf8) {
  do {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("embed-files: cannot write \(output): \(error)\n".utf8))
    exit(1)
  }
}

import AppSource
import Foundation

// app-sources INPUT OUTPUT: writes the app's file INPUT, as the kit compiles it, to OUTPUT (the AppSources plugin runs it).
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: app-sources INPUT OUTPUT\n".utf8))
  exit(64)
}
do {
  let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
  try AppSource.compiled(text, path: arguments[1]).write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("app-sources: \(arguments[1]): \(error.localizedDescription)\n".utf8))
  exit(1)
}

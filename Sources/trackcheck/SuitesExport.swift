import ArgumentParser
import Foundation
import TrackCheckBuiltIn

/// `trackcheck suites export DIR`.
struct SuitesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "suites", abstract: "Work with the suites built into trackcheck.", subcommands: [Export.self])

  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the built-in suites into a folder, to read or edit; run them with --suite DIR.")

    @Argument(help: "The folder to write (created; it must be empty if it exists).")
    var folder: String

    func run() throws {
      let target = URL(fileURLWithPath: folder)
      if let existing = try? FileManager.default.contentsOfDirectory(atPath: target.path), !existing.isEmpty {
        throw UsageError("\(folder) is not empty", hint: "name a new folder; export never overwrites files")
      }
      do {
        try BuiltIn.write("Suites", to: target)
      } catch {
        throw UsageError.cannotWrite(folder, error)
      }
      print("wrote the built-in suites (\(BuiltIn.files(under: "Suites").count) files) to \(folder)")
      print("run them with: trackcheck run --suite \(folder) -- IMPLEMENTATION")
    }
  }
}

import ArgumentParser
import Foundation
import TrackCheckBuiltIn
import TrackCheckModel

struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a working adapter project: a stub tracker with the handlers to fill in, on the language's kit.",
    discussion:
      "The project runs against the suites at once and fails where the stubs track nothing; fill in the handlers with your tracker's code until it passes. Languages: swift (iOS), java (Android), python, node. The kit is copied into the project, so it needs nothing but trackcheck and the language's own tools."
  )

  @Option(help: ArgumentHelp("The adapter's language: swift, java, python or node.", valueName: "language"))
  var language: Language

  @Argument(help: "The folder to write (created; it must be empty if it exists).")
  var folder: String

  enum Language: String, ExpressibleByArgument, CaseIterable {
    case swift, java, python, node

    /// The project template and where the kit goes in it; all built into trackcheck.
    var project: (template: String, kit: String, kitExcluding: [String], kitDestination: String) {
      switch self {
      case .swift: ("Kits/swift/template", "Kits/swift/Sources/TrackCheckKit", [], "Sources/TrackCheckKit")
      case .java: ("Kits/java/template", "Kits/java/src/main/java", [], "trackcheck-kit/src")
      case .python: ("Kits/python/template", "Kits/python/trackcheck_kit", [], "trackcheck_kit")
      case .node: ("Kits/node/template", "Kits/node", ["template"], "trackcheck-kit")
      }
    }

    /// The command, run in the project's folder, that builds the adapter and runs the suites against it.
    func command(trackcheck: String) -> String {
      switch self {
      case .swift: "swift build --product adapter && \(trackcheck) run --platform ios -- .build/debug/adapter"
      case .java: "sh build.sh && \(trackcheck) run --platform android -- java -cp build Adapter"
      case .python: "\(trackcheck) run -- python3 adapter.py"
      case .node: "\(trackcheck) run -- node adapter.js"
      }
    }
  }

  func run() throws {
    let target = URL(fileURLWithPath: folder)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) {
      // A folder that cannot be listed may hold anything: it is refused, not taken for empty.
      guard isDirectory.boolValue, let existing = try? FileManager.default.contentsOfDirectory(atPath: target.path) else {
        throw UsageError("cannot list \(folder) to see that it is empty", hint: "name a new folder; init never overwrites files")
      }
      guard existing.isEmpty else { throw UsageError("\(folder) is not empty", hint: "name a new folder; init never overwrites files") }
    }
    let project = language.project
    guard !BuiltIn.files(under: project.template).isEmpty, !BuiltIn.files(under: project.kit).isEmpty else {
      throw UsageError("this trackcheck was built without the \(language.rawValue) kit")
    }
    do {
      try BuiltIn.write(project.template, to: target)
      try BuiltIn.write(project.kit, to: target.appendingPathComponent(project.kitDestination), excluding: project.kitExcluding)
    } catch {
      throw UsageError("cannot write \(folder): \(error.localizedDescription)")
    }
    print("wrote an adapter project in \(folder): a stub tracker, its adapter, and the \(language.rawValue) kit")
    print("run it against the suites from that folder (it fails where the stubs track nothing):")
    print("  cd \(folder) && \(language.command(trackcheck: Self.invocation()))")
  }

  /// How to call this trackcheck: its name when the PATH finds this very
  /// executable, else its full path, so the printed command runs as printed.
  static func invocation() -> String {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("trackcheck")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate.resolvingSymlinksInPath().path == executable ? "trackcheck" : executable
      }
    }
    return executable
  }
}

import ArgumentParser
import Foundation
import TrackCheckBuiltIn
import TrackCheckModel
import TrackCheckProcess

struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a working adapter project: a stub tracker with the handlers to fill in, on the language's kit.",
    discussion:
      "The project runs against the suites at once and fails where the stubs track nothing; fill in the handlers with your tracker's code until it passes. Each handler's comments list the requirements it must meet, with their rules; REQUIREMENTS.md holds them all, docs/ the kits' and the protocol's documents. Languages: swift (iOS), java (Android), python, node. The Java, Python and Node kits are copied into the project, so it needs nothing but trackcheck and the language's own tools; the Swift project depends on the Swift kit's package by path: a trackcheck checkout's Kits/swift (--swift-kit; by default the checkout this trackcheck was built from)."
  )

  @Option(help: ArgumentHelp("The adapter's language: swift, java, python or node.", valueName: "language"))
  var language: Language

  @Argument(help: "The folder to write (created; it must be empty if it exists).")
  var folder: String

  @Option(
    name: .customLong("swift-kit"),
    help: ArgumentHelp(
      "Swift: the kit's package the project depends on by path (a trackcheck checkout's Kits/swift); by default the checkout this trackcheck was built from.",
      valueName: "folder"))
  var swiftKit: String?

  @OptionGroup var profileOption: ProfileOption

  /// The placeholder (a string literal) in the Swift template's Package.swift for the kit package's folder.
  static let kitPathPlaceholder = "@TRACKCHECK_SWIFT_KIT@"

  /// The Swift kit's package in the checkout this trackcheck was built from, if it is still there.
  static var builtFromKit: URL? {
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Kits/swift")
    return FileManager.default.fileExists(atPath: kit.appendingPathComponent("Package.swift").path) ? kit.standardizedFileURL : nil
  }

  enum Language: String, ExpressibleByArgument, CaseIterable {
    case swift, java, python, node

    /// The project template and where the kit goes in it (nil: the project depends on the kit's package instead); all built into trackcheck.
    var project: (template: String, kit: (folder: String, excluding: [String], destination: String)?) {
      switch self {
      case .swift: ("Kits/swift/template", nil)
      case .java: ("Kits/java/template", ("Kits/java/src/main/java", [], "trackcheck-kit/src"))
      case .python: ("Kits/python/template", ("Kits/python/trackcheck_kit", [], "trackcheck_kit"))
      case .node: ("Kits/node/template", ("Kits/node", ["template"], "trackcheck-kit"))
      }
    }

    /// The command, run in the project's folder, that builds the adapter and runs the suites against it.
    func command(trackcheck: String, profile: ProfileID = .campaignStandard) -> String {
      let run = profile == .campaignStandard ? "\(trackcheck) run" : "\(trackcheck) run --profile \(profile.rawValue)"
      return switch self {
      case .swift: "swift build --product adapter && \(run) --platform ios -- .build/debug/adapter"
      case .java: "sh build.sh && \(run) --platform android -- java -cp build Adapter"
      case .python: "\(run) -- python3 adapter.py"
      case .node: "\(run) -- node adapter.js"
      }
    }
  }

  func run() throws {
    let target = URL(fileURLWithPath: folder)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) {
      // A folder that cannot be listed may hold anything: it is refused, not taken for empty.
      let hint = "name a new folder; init never overwrites files"
      guard isDirectory.boolValue else { throw UsageError("cannot list \(folder) to see that it is empty: it is a file", hint: hint) }
      let existing: [String]
      do {
        existing = try FileManager.default.contentsOfDirectory(atPath: target.path)
      } catch {
        throw UsageError("cannot list \(folder) to see that it is empty: \(UsageError.cause(of: error))", hint: hint)
      }
      guard existing.isEmpty else { throw UsageError("\(folder) is not empty", hint: "name a new folder; init never overwrites files") }
    }
    let project = language.project
    guard !BuiltIn.files(under: project.template).isEmpty, project.kit.map({ !BuiltIn.files(under: $0.folder).isEmpty }) ?? true else {
      throw UsageError("this trackcheck was built without the \(language.rawValue) kit")
    }
    let swiftKit = language == .swift ? try swiftKitPackage() : nil
    let files = Self.templateFiles(project.template, profile: profileOption.id)
    do {
      try BuiltIn.write(files, to: target)
      if let kit = project.kit {
        try BuiltIn.write(kit.folder, to: target.appendingPathComponent(kit.destination), excluding: kit.excluding)
      }
      if let swiftKit {
        let manifest = target.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"\(Self.kitPathPlaceholder)\"", with: Self.swiftLiteral(swiftKit.path)).utf8).write(
          to: manifest)
      }
      try InitNotes.write(
        into: target, files: files, kitReadme: "Kits/\(language.rawValue)/README.md",
        requirements: try BuiltInSuites.prepared(profile: profileOption.id).collection.requirements, profile: profileOption.id)
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError.cannotWrite(folder, error)
    }
    if let swiftKit {
      print("wrote an adapter project in \(folder): a stub tracker and its adapter, on the Swift kit's package at \(swiftKit.path)")
    } else {
      print("wrote an adapter project in \(folder): a stub tracker, its adapter, and the \(language.rawValue) kit")
    }
    print("run it against the suites from that folder (it fails where the stubs track nothing):")
    print("  cd \(folder) && \(language.command(trackcheck: Self.invocation(), profile: profileOption.id))")
  }

  /// The template's files under `profile`: the template's own (`Kits/<language>/template`, written for Campaign), each replaced
  /// by the file of the same path in the profile's folder beside it when it has one (`template-journey-optimizer`: stubs that
  /// call the profile's own SDK API).
  static func templateFiles(_ template: String, profile: ProfileID) -> [(path: String, contents: Data)] {
    let own = BuiltIn.files(under: template + "-" + profile.rawValue)
    let replaced = Set(own.map(\.path))
    return BuiltIn.files(under: template).filter { !replaced.contains($0.path) } + own
  }

  /// The Swift kit's package folder the project depends on: `--swift-kit`, else the checkout this trackcheck was built from.
  func swiftKitPackage() throws -> URL {
    let hint =
      "the Swift project depends on the kit's package by path: name a trackcheck checkout's Kits/swift with --swift-kit (Kits/swift/README.md)"
    guard let swiftKit else {
      guard let kit = Self.builtFromKit else { throw UsageError("the checkout this trackcheck was built from is not here", hint: hint) }
      return kit
    }
    let kit = URL(fileURLWithPath: swiftKit).standardizedFileURL
    guard FileManager.default.fileExists(atPath: kit.appendingPathComponent("Package.swift").path) else {
      throw UsageError("\(swiftKit) has no Package.swift", hint: hint)
    }
    return kit
  }

  /// `text` as a Swift string literal.
  static func swiftLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// How to call this trackcheck: its name when the PATH finds this very
  /// executable, else its full path, so the printed command runs as printed.
  static func invocation() -> String {
    let executable = ExecutablePath.current ?? CommandLine.arguments[0]
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

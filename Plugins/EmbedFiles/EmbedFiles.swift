import Foundation
import PackagePlugin

/// Builds the suites, the adapter kits and the documents into `TrackCheckBuiltIn`, so an
/// installed trackcheck runs, exports its suites and writes adapter projects
/// with nothing beside it. Rebuilt whenever one of the files changes.
@main
struct EmbedFiles: BuildToolPlugin {
  /// The folders built in, under the names they get inside trackcheck.
  static let folders = [("Suites", "Suites"), ("Kits", "Kits"), ("docs", "docs")]

  /// Build output and tests are not part of what trackcheck carries (the Swift kit's package is
  /// used where it is, by path: its build folder and tests stay out too).
  static let skipped: Set<String> = [
    "build", ".build", ".swiftpm", "Package.resolved", "__pycache__", "node_modules", "tests", "test", "Tests", ".DS_Store",
  ]

  /// Folders left out by their place in the package: the published APIs only the kits' tests read.
  static let skippedFolders: Set<String> = ["Kits/reference"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    var arguments: [String] = []
    var inputs: [URL] = []
    let skippedFolders = Set(Self.skippedFolders.map { package.appending(path: $0).standardizedFileURL.path })
    for (folder, name) in Self.folders {
      for file in files(under: package.appending(path: folder), skipping: skippedFolders) {
        let relative = String(file.path.dropFirst(package.appending(path: folder).path.count + 1))
        arguments += [name + "/" + relative, file.path]
        inputs.append(file)
      }
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
    return [
      .buildCommand(
        displayName: "Building \(inputs.count) suite and kit files into trackcheck",
        executable: try context.tool(named: "embed-files").url,
        arguments: [output.path] + arguments, inputFiles: inputs, outputFiles: [output])
    ]
  }

  private func files(under folder: URL, skipping skippedFolders: Set<String>) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    var result: [URL] = []
    for case let url as URL in enumerator {
      let name = url.lastPathComponent
      if Self.skipped.contains(name) || name.hasSuffix(".egg-info") || name.hasSuffix(".pyc") || name.hasSuffix(".class")
        || skippedFolders.contains(url.standardizedFileURL.path)
      {
        enumerator.skipDescendants()
        continue
      }
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { result.append(url) }
    }
    return result.sorted { $0.path < $1.path }
  }
}

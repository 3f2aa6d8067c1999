import Foundation
import PackagePlugin

/// Compiles an app's own Swift files, where they are, into the target it is applied to.
///
/// The target holds a file named `app-sources` (excluded from the target): one path a line, relative to the
/// target's folder or absolute, of a Swift file or of a folder whose Swift files are all taken; blank lines
/// and lines starting with `#` are ignored. Each file is compiled as it is, line for line, but for what only Apple's
/// platforms compile: the attribute that makes an Xcode app's delegate its entry point (`@UIApplicationMain`), and
/// `@objc` and `#selector(…)`, which need Objective-C (`AppSource.compiled(_:path:)` says how each is rewritten).
@main struct AppSources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let list = target.directoryURL.appending(path: "app-sources")
    guard let text = try? String(contentsOf: list, encoding: .utf8) else {
      throw AppSourcesError(
        "\(target.name): the AppSources plugin needs a file 'app-sources' in \(target.directoryURL.path) listing the app's files")
    }
    let tool = try context.tool(named: "app-sources")
    var files: [URL] = []
    for line in text.split(whereSeparator: \.isNewline) {
      let entry = line.trimmingCharacters(in: .whitespaces)
      if entry.isEmpty || entry.hasPrefix("#") { continue }
      let url = entry.hasPrefix("/") ? URL(filePath: entry) : target.directoryURL.appending(path: entry)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw AppSourcesError("\(list.path): '\(entry)' does not exist")
      }
      if isFolder.boolValue {
        let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        files += found.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
      } else {
        files.append(url)
      }
    }
    var taken: Set<String> = []
    return files.enumerated().map { index, file in
      // Named apart from the original (the compiler's #fileID for the two must differ); two apps'
      // AppDelegate.swift may meet in one target: the second is numbered.
      var name = file.deletingPathExtension().lastPathComponent + ".app.swift"
      if !taken.insert(name).inserted { name = "\(index)-\(name)" }
      let output = context.pluginWorkDirectoryURL.appending(path: name)
      return .buildCommand(
        displayName: "App source \(file.lastPathComponent)", executable: tool.url,
        arguments: [file.standardizedFileURL.path, output.path], inputFiles: [file, list], outputFiles: [output])
    }
  }
}

struct AppSourcesError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

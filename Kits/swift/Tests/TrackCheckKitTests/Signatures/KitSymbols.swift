import Foundation

/// One public symbol of the kit, as the compiler describes it in a symbol graph
/// (`swift-symbolgraph-extract`): what an app's code can name.
struct KitSymbol: Hashable {
  var module: String
  var path: [String]
  /// `swift.method`, `swift.type.property`, `swift.init`, `swift.class`, …
  var kind: String
  /// `requestAuthorization(options:completionHandler:)`, `delegate`.
  var title: String
  var parameterTypes: [String]
  var type: String
  var isAsync: Bool
  var isThrowing: Bool
  var isStatic: Bool
  /// A protocol requirement, and whether a protocol extension implements it.
  var isRequirement: Bool
  var hasDefault: Bool
  var declaration: String
  var preciseID: String

  var memberKind: PublishedMember.Kind? {
    switch kind {
    case "swift.method", "swift.type.method", "swift.func", "swift.func.op", "swift.type.func": .function
    case "swift.init": .initializer
    case "swift.property", "swift.type.property", "swift.var": .property
    case "swift.enum.case": .enumCase
    case "swift.subscript", "swift.type.subscript": .subscript
    default: nil
    }
  }

  var isType: Bool { ["swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.actor"].contains(kind) }
}

/// The kit's symbols, extracted from its built modules.
enum KitSymbols {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The build folder holding the kit's `Modules` (the one the running tests were built in).
  static func modulesFolder() throws -> URL {
    var candidates: [URL] = []
    if let executable = ProcessInfo.processInfo.arguments.first {
      var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(folder.appendingPathComponent("Modules"))
        folder.deleteLastPathComponent()
      }
    }
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(kit.appendingPathComponent(".build/debug/Modules"))
    for candidate in candidates
    where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("TrackCheckKit.swiftmodule").path) {
      return candidate
    }
    throw Failure(description: "no built TrackCheckKit.swiftmodule near the test executable (\(candidates.map(\.path)))")
  }

  static var target: String {
    #if arch(x86_64)
      "x86_64-unknown-linux-gnu"
    #else
      "aarch64-unknown-linux-gnu"
    #endif
  }

  /// Extracts the symbol graphs of `modules` (public symbols) and reads them.
  static func extract(_ modules: [String]) throws -> [KitSymbol] {
    let folder = try modulesFolder()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("kit-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    for module in modules {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swift-symbolgraph-extract", "-module-name", module, "-target", target, "-I", folder.path, "-I",
        folder.deletingLastPathComponent().path, "-output-dir", output.path, "-minimum-access-level", "public", "-skip-synthesized-members",
      ]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let text = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw Failure(description: "swift-symbolgraph-extract \(module): \(String(decoding: text, as: UTF8.self).suffix(2000))")
      }
    }
    var symbols: [KitSymbol] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() where file.hasSuffix(".symbols.json") {
      symbols += try read(Data(contentsOf: output.appendingPathComponent(file)))
    }
    return symbols
  }

  /// The symbols of one symbol graph file.
  static func read(_ data: Data) throws -> [KitSymbol] {
    guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let module = (graph["module"] as? [String: Any])?["name"] as? String,
      let symbols = graph["symbols"] as? [[String: Any]]
    else { throw Failure(description: "not a symbol graph") }
    let relationships = graph["relationships"] as? [[String: Any]] ?? []
    var requirements: Set<String> = []
    var defaults: Set<String> = []
    for relationship in relationships {
      guard let kind = relationship["kind"] as? String else { continue }
      if kind == "requirementOf" || kind == "optionalRequirementOf", let source = relationship["source"] as? String {
        requirements.insert(source)
      }
      if kind == "defaultImplementationOf", let target = relationship["target"] as? String { defaults.insert(target) }
    }
    return symbols.compactMap { symbol in
      guard let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String,
        let precise = (symbol["identifier"] as? [String: Any])?["precise"] as? String,
        let path = symbol["pathComponents"] as? [String]
      else { return nil }
      let title = (symbol["names"] as? [String: Any])?["title"] as? String ?? path.last ?? ""
      let declaration = spelling(symbol["declarationFragments"])
      var parameters: [String] = []
      var result = "Void"
      if let signature = symbol["functionSignature"] as? [String: Any] {
        for parameter in signature["parameters"] as? [[String: Any]] ?? [] {
          let text = spelling(parameter["declarationFragments"])
          if let colon = SwiftType.topLevelIndex(of: ":", in: text) {
            var type = String(text[text.index(after: colon)...])
            if let equals = SwiftType.topLevelIndex(of: "=", in: type) { type = String(type[..<equals]) }
            parameters.append(SwiftType.normalize(type))
          }
        }
        let returns = spelling(signature["returns"])
        if !returns.isEmpty { result = SwiftType.normalize(returns) }
      }
      if kind.hasSuffix("property") || kind == "swift.var" {
        let text = SwiftType.afterWords(declaration, count: 0)
        if let colon = SwiftType.topLevelIndex(of: ":", in: text) {
          var type = String(text[text.index(after: colon)...])
          if let brace = SwiftType.topLevelIndex(of: "{", in: type) { type = String(type[..<brace]) }
          result = SwiftType.normalize(type)
        }
      }
      if kind == "swift.init" { result = declaration.contains("init?") ? "Self?" : "Self" }
      let words = Set(SwiftType.declarationWords(declaration))
      return KitSymbol(
        module: module, path: path, kind: kind, title: title, parameterTypes: parameters, type: result,
        isAsync: words.contains("async"), isThrowing: words.contains("throws") || words.contains("rethrows"),
        isStatic: kind.hasPrefix("swift.type."), isRequirement: requirements.contains(precise), hasDefault: defaults.contains(precise),
        declaration: declaration, preciseID: precise)
    }
  }

  private static func spelling(_ fragments: Any?) -> String {
    (fragments as? [[String: Any]] ?? []).compactMap { $0["spelling"] as? String }.joined()
  }
}

import Foundation
import Testing

/// The kit's stand-in modules against the published interfaces of UIKit, UserNotifications and the
/// Adobe SDKs (`Kits/reference/ios`): an app's code that compiles against the kit compiles on iOS.
@Suite struct SignatureTests {
  static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let reference = kit.deletingLastPathComponent().appendingPathComponent("reference/ios")

  /// The stand-in modules (`Sources/Modules`, `os` aside) and the kit's own module they re-export.
  static func modules() throws -> [String] {
    let folders = try FileManager.default.contentsOfDirectory(atPath: kit.appendingPathComponent("Sources/Modules").path)
    return ["TrackCheckKit"] + folders.filter { $0 != "os" && !$0.hasPrefix(".") }.sorted()
  }

  struct Comparison {
    var results: [SignatureCheck.Result]
    var absent: [String]
  }

  /// Every published type the kit has, checked; the published types it lacks.
  static func compare() throws -> Comparison {
    let published = try PublishedInterface.read(folder: reference)
    let symbols = try KitSymbols.extract(try modules())
    var results: [SignatureCheck.Result] = []
    var absent: [String] = []
    for (name, types) in published.sorted(by: { $0.key < $1.key }) {
      for type in types.sorted(by: { $0.module < $1.module }) {
        let path = name.split(separator: ".").map(String.init)
        // The type as the module declares it, else as the kit declares it, else nested in a namespace named for the module.
        let candidates = [
          symbols.filter { $0.module == type.module && $0.path == path },
          symbols.filter { $0.module == "TrackCheckKit" && $0.path == path },
          symbols.filter { $0.path == [type.module] + path },
        ]
        guard let found = candidates.first(where: { $0.contains(where: \.isType) }), let kitType = found.first(where: \.isType) else {
          absent.append("\(type.module).\(name)")
          continue
        }
        let members = symbols.filter { $0.path.count == kitType.path.count + 1 && Array($0.path.dropLast()) == kitType.path }
        results.append(SignatureCheck.check(type, kit: kitType, members: Array(Set(members))))
      }
    }
    return Comparison(results: results, absent: absent)
  }

  static let baselineFile = kit.appendingPathComponent("signature-baseline.txt")

  @Test func everyStandInIsThePublishedDeclaration() throws {
    let comparison = try Self.compare()
    #expect(!comparison.results.isEmpty)
    let problems = comparison.results.flatMap(\.problems)
    let text = try String(contentsOf: Self.baselineFile, encoding: .utf8)
    let header = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("#") }.map(String.init)
    let baseline = text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    let added = problems.filter { !baseline.contains($0) }
    let mended = baseline.filter { !problems.contains($0) }
    if (!added.isEmpty || !mended.isEmpty) && ProcessInfo.processInfo.environment["TRACKCHECK_UPDATE_BASELINE"] != nil {
      try (header + problems.sorted()).joined(separator: "\n").appending("\n").write(
        to: Self.baselineFile, atomically: true, encoding: .utf8)
      return
    }
    #expect(added.isEmpty, "\(added.count) differences from the published interfaces:\n  \(added.joined(separator: "\n  "))")
    #expect(
      mended.isEmpty,
      "\(mended.count) differences in signature-baseline.txt are gone (take them out):\n  \(mended.joined(separator: "\n  "))")
  }

  static func coverageTable(_ comparison: Comparison) -> String {
    var table = "| Type | Members the kit has | Published | Not in the kit |\n|---|---:|---:|---|\n"
    var has = 0
    var all = 0
    for result in comparison.results.sorted(by: { $0.typeName < $1.typeName }) {
      let total = result.covered.count + result.lacking.count
      has += result.covered.count
      all += total
      let lacking = result.lacking.sorted()
      let shown =
        lacking.isEmpty
        ? "" : "`" + lacking.prefix(4).joined(separator: "`, `") + "`" + (lacking.count > 4 ? " and \(lacking.count - 4) more" : "")
      table += "| `\(result.typeName)` | \(result.covered.count) | \(total) | \(shown) |\n"
    }
    table += "\n\(comparison.results.count) types, \(has) of \(all) published members in the kit."
    if !comparison.absent.isEmpty {
      table += " Published but not in the kit: " + comparison.absent.map { "`\($0)`" }.joined(separator: ", ") + "."
    }
    return table + "\n"
  }

  static let begin = "<!-- signature coverage: begin (written by SignatureTests; TRACKCHECK_UPDATE_README=1 rewrites it) -->\n"
  static let end = "<!-- signature coverage: end -->"

  @Test func theReadmeShowsWhatAnAppCanCallToday() throws {
    let readme = Self.kit.appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let begin = try #require(text.range(of: Self.begin), "README.md has no coverage table between its markers")
    let end = try #require(text.range(of: Self.end, range: begin.upperBound..<text.endIndex))
    let expected = Self.coverageTable(try Self.compare())
    let actual = String(text[begin.upperBound..<end.lowerBound])
    if expected != actual && ProcessInfo.processInfo.environment["TRACKCHECK_UPDATE_README"] != nil {
      try (String(text[..<begin.upperBound]) + expected + String(text[end.lowerBound...])).write(
        to: readme, atomically: true, encoding: .utf8)
      return
    }
    #expect(expected == actual, "README.md's coverage table is stale: run the tests with TRACKCHECK_UPDATE_README=1")
  }

  // MARK: The check itself

  static func symbol(
    _ path: [String], kind: String, parameters: [String] = [], type: String = "Void", requirement: Bool = false, hasDefault: Bool = false
  )
    -> KitSymbol
  {
    KitSymbol(
      module: "TrackCheckKit", path: path, kind: kind, title: path.last!, parameterTypes: parameters, type: type, isAsync: false,
      isThrowing: false, isStatic: kind.hasPrefix("swift.type."), isRequirement: requirement, hasDefault: hasDefault, declaration: "",
      preciseID: path.joined(separator: "."))
  }

  @Test func aLoosenedParameterAPublicInternalAndARequiredOptionalFailTheCheck() throws {
    let interface = """
      // source: https://example.com/AEPCore
      @objc(AEPMobileCore) final public class MobileCore : NSObject {
        @objc(collectMessageInfo:) public static func collectMessageInfo(_ messageInfo: [String : Any])
        @objc public static var extensionVersion: String { get }
      }
      public protocol UNUserNotificationCenterDelegate : NSObjectProtocol {
        optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
      }
      """
    let types = try PublishedInterface.parse(interface, module: "AEPCore", file: "inline")
    let core = try #require(types.first { $0.name == "MobileCore" })
    let wrong = SignatureCheck.check(
      core, kit: Self.symbol(["MobileCore"], kind: "swift.enum"),
      members: [
        Self.symbol(["MobileCore", "collectMessageInfo(_:)"], kind: "swift.type.method", parameters: ["[String:Any]?"]),
        Self.symbol(["MobileCore", "extensionVersion"], kind: "swift.type.property", type: "String"),
        Self.symbol(["MobileCore", "takeCalls()"], kind: "swift.type.method", type: "[Call]"),
      ])
    #expect(wrong.problems.count == 2, "\(wrong.problems)")
    #expect(
      wrong.problems.contains(
        "AEPCore.MobileCore.collectMessageInfo(_:) takes ([String:Any]?) in the kit; the published one takes ([String:Any])"))
    #expect(wrong.problems.contains("AEPCore.MobileCore.takeCalls() is public in the kit; the published MobileCore has no such member"))
    let delegate = try #require(types.first { $0.name == "UNUserNotificationCenterDelegate" })
    let didReceive = "userNotificationCenter(_:didReceive:)"
    let required = SignatureCheck.check(
      delegate, kit: Self.symbol(["UNUserNotificationCenterDelegate"], kind: "swift.protocol"),
      members: [
        Self.symbol(
          ["UNUserNotificationCenterDelegate", didReceive], kind: "swift.method",
          parameters: ["UNUserNotificationCenter", "UNNotificationResponse"],
          requirement: true)
      ])
    #expect(required.problems.contains { $0.contains("is a requirement an app must implement in the kit; the published one is optional") })
    #expect(required.problems.contains { $0.contains("is not async in the kit") })
  }

  @Test func typesAreReadOneWayWhateverTheSpelling() throws {
    #expect(SwiftType.normalize("@escaping @Sendable (Bool, (any Error)?) -> Void") == "(Bool,Error?)->Void")
    #expect(SwiftType.normalize("@escaping ([UNNotificationRequest]) -> Swift.Void") == "([UNNotificationRequest])->Void")
    #expect(SwiftType.normalize("[AnyHashable : Any]") == "[AnyHashable:Any]")
    let signature = try SwiftType.signature(
      "(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) async throws -> Bool",
      line: "")
    #expect(signature.labels == ["options", "completionHandler"])
    #expect(signature.types == ["UNAuthorizationOptions", "(Bool,Error?)->Void"])
    #expect(signature.isAsync && signature.isThrowing && signature.result == "Bool")
  }
}

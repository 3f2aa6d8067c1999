import Foundation
import Testing

/// The stand-in modules (`Sources/Modules`) each bring the names their framework declares and no others, held to the
/// published interfaces (`Kits/reference/ios`); and an app's file compiled against them sees what it imports, as in Xcode.
@Suite struct ModuleExportsTests {
  static let modulesFolder = SignatureTests.kit.appendingPathComponent("Sources/Modules")

  /// What one stand-in module's file brings: the kit's declarations it names, the stand-ins it re-exports, the names
  /// it declares itself.
  struct StandIn {
    var names: Set<String> = []
    var reexports: [String] = []
  }

  /// Every stand-in module's file, read: `@_exported import <kind> TrackCheckKit.<Name>`, `@_exported import <Module>`,
  /// and its own `public typealias <Name>`.
  static func standIns() throws -> [String: StandIn] {
    let folders = try FileManager.default.contentsOfDirectory(atPath: modulesFolder.path).filter { $0 != "os" && !$0.hasPrefix(".") }
    var result: [String: StandIn] = [:]
    for module in folders {
      let text = try String(contentsOf: modulesFolder.appendingPathComponent("\(module)/\(module).swift"), encoding: .utf8)
      var standIn = StandIn()
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ").map(String.init)
        if words.count == 4, words[0] == "@_exported", words[1] == "import", words[3].hasPrefix("TrackCheckKit.") {
          standIn.names.insert(String(words[3].dropFirst("TrackCheckKit.".count)))
        } else if words.count == 3, words[0] == "@_exported", words[1] == "import", words[2] != "Foundation" {
          standIn.reexports.append(words[2])
        } else if words.count >= 3, words[0] == "public", words[1] == "typealias" {
          standIn.names.insert(words[2])
        }
      }
      result[module] = standIn
    }
    return result
  }

  /// The names `module` brings, with those of the stand-ins it re-exports.
  static func names(of module: String, in standIns: [String: StandIn]) -> Set<String> {
    guard let standIn = standIns[module] else { return [] }
    return standIn.reexports.reduce(standIn.names) { $0.union(names(of: $1, in: standIns)) }
  }

  /// The names each published interface declares at its top level (types, constants, functions; not extensions).
  static func publishedNames() throws -> [String: Set<String>] {
    let folder = SignatureTests.reference
    var result: [String: Set<String>] = [:]
    let declarations: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias", "let", "var", "func"]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swiftinterface") {
      let module = String(file.dropLast(".swiftinterface".count))
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      var names: Set<String> = []
      for line in text.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("//") && !line.hasPrefix("}") {
        let words = SwiftType.declarationWords(String(line))
        guard let index = words.firstIndex(where: declarations.contains), index + 1 < words.count else { continue }
        let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { names.insert(String(name)) }
      }
      result[module] = names
    }
    return result
  }

  /// Interfaces the kit declares inside another module's stand-in: the ACPCore pod's Objective-C frameworks, whose
  /// references each say so ("The kit declares ACPIdentity in its ACPCore module").
  static let hosts = ["ACPIdentity": "ACPCore", "ACPLifecycle": "ACPCore", "ACPSignal": "ACPCore"]

  /// The kit's own names: an adapter imports `TrackCheckKit` for them, and no framework an app imports brings them.
  static let kitOwn: Set<String> = [
    // The protocol loop, the recorders, the hit encodings.
    "TrackCheck", "KitCase", "SDKSetup", "TrackingAPI", "TrackingRecorder", "NotificationDelegateTiming", "Evidence",
    "NetworkRecorder", "CampaignHits", "CampaignClassicHits", "EdgeHits", "JSONValue",
    // An Android app written in Swift (the kit plays both platforms).
    "AndroidApp", "AndroidNotification", "Context", "Application", "Activity", "Service", "BroadcastReceiver",
    "FirebaseMessagingService", "RemoteMessage", "Intent", "PendingIntent", "NotificationManager", "Configuration",
    // Namespaces spelling `AEPIdentity.Identity` and `AEPEdgeIdentity.Identity` in files that import TrackCheckKit.
    "AEPIdentity", "AEPEdgeIdentity",
  ]

  @Test func eachNameComesFromTheModuleThatDeclaresIt() throws {
    let standIns = try Self.standIns()
    let published = try Self.publishedNames()
    #expect(standIns.count > 20 && published.count > 20)
    for (module, standIn) in standIns {
      for name in standIn.names {
        let declaring = published.filter { $0.value.contains(name) }.keys.map { Self.hosts[$0] ?? $0 }
        #expect(
          declaring.isEmpty || declaring.contains(module),
          "\(module) brings \(name), which \(declaring.sorted().joined(separator: ", ")) declares")
      }
    }
  }

  @Test func everyNameAnInterfaceDeclaresIsBroughtByItsModule() throws {
    let standIns = try Self.standIns()
    let kit = try Self.kitNames.get()
    for (interface, names) in try Self.publishedNames() {
      let module = Self.hosts[interface] ?? interface
      try #require(standIns[module] != nil, "no stand-in module for \(interface)")
      let brought = Self.names(of: module, in: standIns)
      let missing = names.intersection(kit).subtracting(brought)
      #expect(missing.isEmpty, "\(module) does not bring \(missing.sorted()), which \(interface) declares and the kit has")
    }
  }

  @Test func everyOtherNameOfTheKitIsItsOwn() throws {
    let standIns = try Self.standIns()
    let kit = try Self.kitNames.get()
    let brought = standIns.values.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    let own = kit.subtracting(brought)
    #expect(own == Self.kitOwn, "not brought by any stand-in module and not the kit's own: \(own.subtracting(Self.kitOwn).sorted())")
    #expect(brought.isDisjoint(with: Self.kitOwn), "the kit's own names brought by a stand-in: \(brought.intersection(Self.kitOwn))")
  }

  /// The kit's top-level public names, extracted once from its built module for the tests that read them.
  static let kitNames = Result {
    Set(try KitSymbols.extract(["TrackCheckKit"]).filter { $0.path.count == 1 }.map { bareName($0.path[0]) })
  }

  /// A symbol's name without a function's argument labels (`os_log(_:log:type:_:)` is `os_log`).
  static func bareName(_ title: String) -> String { String(title.prefix { $0 != "(" }) }

  /// Type-checks `source` against the built stand-ins; the compiler's error lines.
  static func errors(typeChecking source: String) throws -> [String] {
    let modules = try KitSymbols.modulesFolder()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("module-exports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("AppDelegate.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let outcome = try TypeCheck.run(file, importing: [modules, modules.deletingLastPathComponent()])
    let errors = outcome.errors(in: file)
    #expect((outcome.status == 0) == errors.isEmpty, "\(outcome.output)")
    return errors
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var source: String
    var errors: [String]
    var testDescription: String { source.split(separator: "\n").joined(separator: "; ") }
  }

  static let cases = [
    // A file that forgets `import AEPCore` does not build, as in Xcode.
    Case(source: "import UIKit\nlet core = MobileCore.self", errors: ["cannot find 'MobileCore' in scope"]),
    Case(source: "import UIKit\nimport AEPCore\nMobileCore.setLogLevel(.trace)\nlet url = URL(string: \"x\")", errors: []),
    // An AEP module brings UIKit's and UserNotifications' names, as CocoaPods builds it, and not another AEP module's.
    Case(source: "import AEPCore\nlet app = UIApplication.self\nlet url = URL(string: \"x\")", errors: []),
    Case(source: "import AEPMessaging\nlet core = MobileCore.self", errors: ["cannot find 'MobileCore' in scope"]),
    Case(
      source: "import UserNotifications\nlet status: PushTrackingStatus? = nil", errors: ["cannot find type 'PushTrackingStatus' in scope"]),
    // ACPCore's headers import Foundation, not UIKit.
    Case(
      source: "import ACPCore\nlet url = URL(string: \"x\")\nlet app = UIApplication.self", errors: ["cannot find 'UIApplication' in scope"]
    ),
    // The kit's own names come only with `import TrackCheckKit`.
    Case(source: "import UIKit\nlet recorder = TrackingRecorder.self", errors: ["cannot find 'TrackingRecorder' in scope"]),
    // Two modules' `Identity`, each by its module's name; with both imported a bare `Identity` is ambiguous as a type,
    // as the compiler finds two modules' declarations of it in Xcode; with one of them imported it is that one's.
    Case(
      source:
        "import AEPIdentity\nimport AEPEdgeIdentity\nlet both: [AnyObject.Type] = [AEPIdentity.Identity.self, AEPEdgeIdentity.Identity.self]",
      errors: []),
    Case(
      source: "import AEPIdentity\nimport AEPEdgeIdentity\nlet either: Identity.Type? = nil",
      errors: ["'Identity' is ambiguous for type lookup in this context"]),
    Case(
      source: "import AEPCore\nimport AEPEdgeIdentity\nlet edge: AEPEdgeIdentity.Identity.Type = Identity.self", errors: []),
    Case(source: "import AEPIdentity\nlet identity: AEPIdentity.Identity.Type = Identity.self", errors: []),
    // An adapter's member for an SDK call the kit lacks reports it as the kit's members do (docs/ADAPTERS.md).
    Case(
      source: """
        import TrackCheckKit
        extension Messaging {
          static func handle(_ response: UNNotificationResponse, applicationOpened: Bool) {
            TrackingRecorder.shared.record(.init(api: "handleNotificationResponse", action: nil, contextData: ["applicationOpened": applicationOpened]))
          }
        }
        """, errors: []),
    // A framework that re-exports others brings theirs.
    Case(source: "import UserNotificationsUI\nlet center: UNUserNotificationCenter? = nil\nlet app: UIApplication? = nil", errors: []),
  ]

  @Test(arguments: cases) func anAppsFileSeesWhatItImports(_ example: Case) throws {
    let errors = try Self.errors(typeChecking: example.source)
    #expect(errors.count == example.errors.count && zip(errors, example.errors).allSatisfy { $0.hasPrefix($1) }, "\(errors)")
  }
}

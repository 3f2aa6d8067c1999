// swift-tools-version: 6.1
import PackageDescription

// TrackCheckKit: trackcheck's adapter kit for Swift. Foundation only: an
// adapter depends on this package alone, never on trackcheck's engine.
//
//   .package(path: "<trackcheck checkout>/Kits/swift")
//   .product(name: "TrackCheckKit", package: "swift")
//
// An app's own files build unchanged with two more pieces (README, "An app's own files"):
//
//   .product(name: "AppModules", package: "swift")   // `import UIKit`, `import AEPCore` … name the kit
//   plugins: [.plugin(name: "AppSources", package: "swift")]   // compiles the files an `app-sources` list names

/// The modules an app's files import, each standing in under its own name for the kit's declarations.
let adobeModules = [
  "AEPCore", "AEPServices", "AEPCampaign", "AEPCampaignClassic", "AEPIdentity", "AEPLifecycle", "AEPSignal", "AEPUserProfile",
  "AEPAssurance", "AEPPlaces", "AEPEdge", "AEPEdgeConsent", "AEPEdgeIdentity", "AEPOptimize", "AEPMessaging", "ACPCore",
  "ACPCampaign", "ACPUserProfile", "AEPAnalytics", "AEPTarget", "AEPMobileServices",
]
/// Apple's frameworks, as an iOS app imports them. A target that depends on `AppModules` gets these (its module
/// search path comes before the system's frameworks), so on a Mac they stand in for Apple's own there too.
let appleModules = [
  "UIKit", "UserNotifications", "UserNotificationsUI", "CoreLocation", "AdSupport", "AppTrackingTransparency", "AVKit",
]
let appModules = adobeModules + appleModules
/// Apple's frameworks that re-export others, and the AEP SDKs as CocoaPods builds them (their umbrella headers import UIKit).
let reexports: [String: [Target.Dependency]] =
  ["UserNotificationsUI": ["UIKit", "UserNotifications"], "AVKit": ["UIKit"]]
  .merging(adobeModules.filter { $0.hasPrefix("AEP") }.map { ($0, ["UIKit", "UserNotifications"]) }) { $1 }

let package = Package(
  name: "TrackCheckKit",
  platforms: [.macOS(.v15)],
  products: [
    // The protocol loop and the stand-ins for UIKit, UserNotifications, the Adobe SDK and Android.
    .library(name: "TrackCheckKit", targets: ["TrackCheckKit"]),
    // `import UIKit`, `import UserNotifications`, `import AEPCore` … in an app's own files: each brings its framework's names.
    .library(name: "AppModules", targets: appModules + ["os"]),
    // Compiles an app's Swift files where they are, named in the target's `app-sources` list, as Xcode would.
    .plugin(name: "AppSources", targets: ["AppSources"]),
  ],
  targets: [
    .target(name: "TrackCheckKit"),
    // How an app's file is compiled (AppSource), the tool that writes it (app-sources), the plugin that runs it.
    .target(name: "AppSource"),
    .executableTarget(name: "app-sources", dependencies: ["AppSource"]),
    .plugin(name: "AppSources", capability: .buildTool(), dependencies: ["app-sources"]),
    // Also compiles app files through the AppSources plugin in Swift 6 language mode (its `app-sources` list).
    .testTarget(
      name: "TrackCheckKitTests", dependencies: ["TrackCheckKit", "AppSource"] + appModules.map { .target(name: $0) },
      exclude: ["app-sources"], plugins: ["AppSources"]),
    // An Xcode app's file written for Swift 5 (Tests/Fixtures/XcodeApp) builds unchanged and runs on the kit
    // as it does on UIKit (warnings, no errors): its imports by their own names, its `@UIApplicationMain`.
    .testTarget(
      name: "TrackCheckKitSwift5Tests", dependencies: ["TrackCheckKit", "os"] + appModules.map { .target(name: $0) },
      exclude: ["app-sources"], swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["AppSources"]),
  ]
    + appModules.map { .target(name: $0, dependencies: ["TrackCheckKit"] + (reexports[$0] ?? []), path: "Sources/Modules/\($0)") }
    // `import os.log` names a submodule, which only a C module has: `os` declares nothing, the kit its Swift names.
    + [.target(name: "os", path: "Sources/Modules/os")]
)

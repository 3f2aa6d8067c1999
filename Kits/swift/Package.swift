// swift-tools-version: 6.0
import PackageDescription

// TrackCheckKit: trackcheck's adapter kit for Swift. Foundation only: an
// adapter depends on this package alone, never on trackcheck's engine.
//
//   .package(path: "<trackcheck checkout>/Kits/swift")
//   .product(name: "TrackCheckKit", package: "swift")
let package = Package(
  name: "TrackCheckKit",
  platforms: [.macOS(.v15)],
  products: [
    // The protocol loop and the stand-ins for UIKit, UserNotifications, the Adobe SDK and Android.
    .library(name: "TrackCheckKit", targets: ["TrackCheckKit"])
  ],
  targets: [
    .target(name: "TrackCheckKit"),
    .testTarget(name: "TrackCheckKitTests", dependencies: ["TrackCheckKit"]),
    // An app written for Swift 5 builds and runs on the kit as it does on UIKit (warnings, no errors).
    .testTarget(
      name: "TrackCheckKitSwift5Tests", dependencies: ["TrackCheckKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)

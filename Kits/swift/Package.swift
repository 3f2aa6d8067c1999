// swift-tools-version: 6.0
import PackageDescription

// TrackCheckKit: trackcheck's adapter kit for Swift. Foundation only: an
// adapter depends on this package alone, never on trackcheck's engine.
//
//   .package(path: "<trackcheck checkout>/Kits/swift")
//   .product(name: "TrackCheckKit", package: "swift")
let package = Package(
  name: "TrackCheckKit",
  platforms: [.macOS(.v13)],
  products: [
    // The protocol loop and the stand-ins for UIKit, UserNotifications, the Adobe SDK and Android.
    .library(name: "TrackCheckKit", targets: ["TrackCheckKit"])
  ],
  targets: [
    .target(name: "TrackCheckKit"),
    .testTarget(name: "TrackCheckKitTests", dependencies: ["TrackCheckKit"]),
  ]
)

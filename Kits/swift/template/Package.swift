// swift-tools-version: 6.0
import PackageDescription

// Your tracker (Sources/MyTracker) and the adapter that serves it to trackcheck
// (Sources/adapter), on the Swift kit's package: TrackCheckKit, from a trackcheck
// checkout's Kits/swift (`trackcheck init` wrote the path of its own checkout;
// Kits/swift/README.md says how to use another). Your tracker imports UIKit,
// UserNotifications and AEPCore as on a device: the kit's AppModules stand in for them.
let package = Package(
  name: "my-tracker-adapter",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "@TRACKCHECK_SWIFT_KIT@")
  ],
  targets: [
    .target(
      name: "MyTracker",
      dependencies: [.product(name: "TrackCheckKit", package: "swift"), .product(name: "AppModules", package: "swift")]),
    .executableTarget(name: "adapter", dependencies: ["MyTracker", .product(name: "TrackCheckKit", package: "swift")]),
  ]
)

// swift-tools-version: 6.0
import PackageDescription

// Your tracker (Sources/MyTracker), the adapter that serves it to trackcheck
// (Sources/adapter), and the kit (Sources/TrackCheckKit, copied in by
// `trackcheck init`; on a device your tracker imports UIKit instead).
let package = Package(
  name: "my-tracker-adapter",
  platforms: [.macOS(.v13)],
  targets: [
    .target(name: "TrackCheckKit"),
    .target(name: "MyTracker", dependencies: ["TrackCheckKit"]),
    .executableTarget(name: "adapter", dependencies: ["MyTracker", "TrackCheckKit"]),
  ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "trackcheck",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "trackcheck", targets: ["trackcheck"]),
    .executable(name: "reference-tracker", targets: ["reference-tracker"]),
    .library(name: "TrackCheckKit", targets: ["TrackCheckKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(
      name: "TrackCheckKit",
      dependencies: [
        "CLibXML2",
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .executableTarget(
      name: "trackcheck",
      dependencies: [
        "TrackCheckKit",
        "reference-tracker",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "reference-tracker"),
    .executableTarget(
      name: "trackcheck-bench",
      dependencies: ["TrackCheckKit", "trackcheck", "reference-tracker"]
    ),
    .testTarget(
      name: "TrackCheckKitTests",
      dependencies: ["TrackCheckKit"],
      exclude: ["Fixtures"]
    ),
  ]
)

// swift-tools-version: 6.0
import PackageDescription

// The pipeline's stages are targets; each imports only earlier stages, so the
// compiler enforces the direction:
//
//   TrackCheckModel  →  TrackCheckPlatform  →  TrackCheckSuites  →  TrackCheckEngine  →  TrackCheckReports  →  trackcheck
//   (cases, calls,      (the platform model:    (YAML suites and     (processes,           (results file,       (arguments, error
//    run record; no      callbacks from a        baselines; the only   protocol, judging,    JUnit, compliance,   → exit code)
//    I/O)                case; pure)             importer of Yams)     runner)               terminal; the only
//                                                                                           importer of libxml2)
let package = Package(
  name: "trackcheck",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "trackcheck", targets: ["trackcheck"]),
    .executable(name: "reference-tracker", targets: ["reference-tracker"]),
    // The Swift adapter kit: the protocol loop and UIKit/UserNotifications stand-ins; no dependency on trackcheck's own targets.
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
    .target(name: "CProcessSpawn"),
    .target(name: "TrackCheckModel"),
    .target(name: "TrackCheckPlatform", dependencies: ["TrackCheckModel"]),
    .target(
      name: "TrackCheckSuites",
      dependencies: ["TrackCheckModel", "TrackCheckPlatform", .product(name: "Yams", package: "Yams")]
    ),
    .target(name: "TrackCheckOracle", dependencies: ["TrackCheckModel", "TrackCheckPlatform"]),
    .target(name: "TrackCheckEngine", dependencies: ["TrackCheckModel", "TrackCheckPlatform", "CProcessSpawn"]),
    .target(name: "TrackCheckExplore", dependencies: ["TrackCheckModel", "TrackCheckPlatform", "TrackCheckOracle", "TrackCheckEngine"]),
    .target(
      name: "TrackCheckReports",
      dependencies: ["TrackCheckModel", "TrackCheckPlatform", "TrackCheckEngine", "CLibXML2"]
    ),
    .executableTarget(
      name: "trackcheck",
      dependencies: [
        "TrackCheckModel", "TrackCheckPlatform", "TrackCheckSuites", "TrackCheckEngine", "TrackCheckReports",
        "TrackCheckOracle", "TrackCheckExplore", "TrackCheckReferenceTracker", "TrackCheckBuiltIn", "reference-tracker",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(name: "TrackCheckReferenceTracker"),
    .executableTarget(name: "reference-tracker", dependencies: ["TrackCheckReferenceTracker"]),
    .target(name: "TrackCheckKit"),
    // The suites and kits, built into trackcheck by the EmbedFiles plugin.
    .executableTarget(name: "embed-files"),
    .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["embed-files"]),
    .target(name: "TrackCheckBuiltIn", plugins: ["EmbedFiles"]),
    .executableTarget(name: "swift-example", dependencies: ["TrackCheckKit"], path: "Examples/swift"),
    .executableTarget(
      name: "trackcheck-bench",
      dependencies: ["TrackCheckModel", "TrackCheckPlatform", "TrackCheckSuites", "TrackCheckEngine", "trackcheck", "reference-tracker"]
    ),
    .target(name: "TrackCheckTestSupport", dependencies: ["TrackCheckModel"], path: "Tests/Support"),
    .testTarget(name: "TrackCheckKitTests", dependencies: ["TrackCheckKit", "TrackCheckTestSupport", "swift-example"]),
    .testTarget(name: "TrackCheckOracleTests", dependencies: ["TrackCheckOracle", "TrackCheckSuites", "TrackCheckTestSupport"]),
    .testTarget(
      name: "TrackCheckExploreTests",
      dependencies: ["TrackCheckExplore", "TrackCheckSuites", "TrackCheckTestSupport", "reference-tracker"]),
    .testTarget(name: "TrackCheckModelTests", dependencies: ["TrackCheckModel", "TrackCheckTestSupport"]),
    .testTarget(name: "TrackCheckPlatformTests", dependencies: ["TrackCheckPlatform", "TrackCheckTestSupport"]),
    .testTarget(name: "TrackCheckSuitesTests", dependencies: ["TrackCheckSuites", "TrackCheckPlatform", "TrackCheckTestSupport"]),
    .testTarget(name: "TrackCheckEngineTests", dependencies: ["TrackCheckEngine", "TrackCheckTestSupport"]),
    .testTarget(name: "TrackCheckReportsTests", dependencies: ["TrackCheckReports", "TrackCheckTestSupport"]),
    .testTarget(
      name: "TrackCheckCLITests",
      dependencies: [
        "TrackCheckSuites", "TrackCheckEngine", "TrackCheckReports", "TrackCheckTestSupport", "trackcheck", "reference-tracker",
      ]
    ),
  ]
)

// swift-tools-version: 6.1
import PackageDescription

// The pipeline's stages are targets; each imports only earlier stages, so the
// compiler enforces the direction (README, "Layout", whose graph ReadmeLayoutTests
// holds to this file's targets and to this list's order):
//
//   TrackCheckPrimitives  (Locked, signal names, reading files with the cause of a failure)
//   TrackCheckModel       (cases, calls, run record; no I/O)
//   TrackCheckPlatform    (the platform model: callbacks from a case; pure)
//   TrackCheckBuiltIn     (the suites, profiles and kits, embedded at build time by the EmbedFiles plugin)
//   TrackCheckSuites      (YAML suites, profiles and baselines; the only importer of Yams)
//   TrackCheckOracle      (the executable oracle, generator, shrinker; pure)
//   TrackCheckProcess     (child processes, deadlines, signals, placement; nothing of the domain)
//   TrackCheckProtocol    (messages, answers, the line transport)
//   TrackCheckJudging     (calls against expected calls, blame; pure)
//   TrackCheckEngine      (sessions and the runner: process + protocol + judging; the oracle for what a wired app owes)
//   TrackCheckExplore     (generated scenarios through the engine)
//   TrackCheckCollect     (`trackcheck collect`: the SDK's requests over HTTP(S); the only importer of SwiftNIO; not the engine)
//   TrackCheckReports     (results file, JUnit, compliance, terminal; the only importer of libxml2; not the engine)
//   TrackCheckReferenceTracker (the bundled reference implementation; imports no stage)
//   trackcheck            (arguments, errors → exit codes)
/// The collector's network and TLS stack (SwiftNIO, NIOSSL, swift-certificates, swift-crypto): only with the
/// package trait `Collector` (`swift build --traits Collector`), as releases are built, so that `swift run
/// trackcheck run` and `swift test` on a fresh clone build none of it.
let collector: TargetDependencyCondition? = .when(traits: ["Collector"])

let package = Package(
  name: "trackcheck",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "trackcheck", targets: ["trackcheck"]),
    .executable(name: "reference-tracker", targets: ["reference-tracker"]),
  ],
  traits: [
    .trait(
      name: "Collector",
      description:
        "trackcheck collect's HTTP(S) server (SwiftNIO, NIOSSL, swift-certificates): releases and the Docker image are built with it"),
    .default(enabledTraits: []),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // The collector (`trackcheck collect`): HTTP/1.1 on SwiftNIO, TLS on NIOSSL, its certificate made with swift-certificates.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
    // The Swift adapter kit, a package of its own (Foundation only; Kits/swift/README.md): the example and the parity tracker use it.
    .package(path: "Kits/swift"),
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(name: "CProcessSpawn"),
    .target(name: "TrackCheckPrimitives"),
    .target(name: "TrackCheckModel", dependencies: ["TrackCheckPrimitives"]),
    .target(name: "TrackCheckPlatform", dependencies: ["TrackCheckModel"]),
    .target(
      name: "TrackCheckSuites",
      dependencies: [
        "TrackCheckPrimitives", "TrackCheckModel", "TrackCheckPlatform", "TrackCheckBuiltIn", .product(name: "Yams", package: "Yams"),
      ]
    ),
    .target(name: "TrackCheckOracle", dependencies: ["TrackCheckModel", "TrackCheckPlatform"]),
    // The engine's three parts, and the runner that composes them.
    .target(name: "TrackCheckProcess", dependencies: ["TrackCheckPrimitives", "CProcessSpawn"]),
    .target(name: "TrackCheckProtocol", dependencies: ["TrackCheckModel", "TrackCheckPlatform", "TrackCheckProcess"]),
    .target(name: "TrackCheckJudging", dependencies: ["TrackCheckModel", "TrackCheckPlatform"]),
    .target(
      name: "TrackCheckEngine",
      dependencies: [
        "TrackCheckPrimitives", "TrackCheckModel", "TrackCheckPlatform", "TrackCheckProcess", "TrackCheckProtocol", "TrackCheckJudging",
        "TrackCheckOracle",
      ]),
    .target(
      name: "TrackCheckExplore",
      dependencies: ["TrackCheckModel", "TrackCheckPlatform", "TrackCheckOracle", "TrackCheckProcess", "TrackCheckEngine"]),
    // The collector: records the SDK's requests from simulators, emulators and devices, in order, per device.
    .target(
      name: "TrackCheckCollect",
      dependencies: [
        "TrackCheckPrimitives", "TrackCheckModel", "TrackCheckPlatform", "TrackCheckJudging",
        .product(name: "NIOCore", package: "swift-nio", condition: collector),
        .product(name: "NIOPosix", package: "swift-nio", condition: collector),
        .product(name: "NIOHTTP1", package: "swift-nio", condition: collector),
        .product(name: "NIOSSL", package: "swift-nio-ssl", condition: collector),
        .product(name: "X509", package: "swift-certificates", condition: collector),
        .product(name: "Crypto", package: "swift-crypto", condition: collector),
        .product(name: "SwiftASN1", package: "swift-asn1", condition: collector),
      ]),
    .target(
      name: "TrackCheckReports",
      dependencies: ["TrackCheckPrimitives", "TrackCheckModel", "TrackCheckPlatform", "TrackCheckJudging", "CLibXML2"]
    ),
    .executableTarget(
      name: "trackcheck",
      dependencies: [
        "TrackCheckPrimitives", "TrackCheckModel", "TrackCheckPlatform", "TrackCheckSuites", "TrackCheckProcess", "TrackCheckProtocol",
        "TrackCheckJudging", "TrackCheckEngine", "TrackCheckReports", "TrackCheckOracle", "TrackCheckExplore", "TrackCheckCollect",
        "TrackCheckReferenceTracker", "TrackCheckBuiltIn", "reference-tracker",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(name: "TrackCheckReferenceTracker"),
    .executableTarget(name: "reference-tracker", dependencies: ["TrackCheckReferenceTracker"]),
    // The suites and kits, built into trackcheck by the EmbedFiles plugin.
    .executableTarget(name: "embed-files"),
    .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["embed-files"]),
    .target(name: "TrackCheckBuiltIn", plugins: ["EmbedFiles"]),
    .executableTarget(
      name: "swift-example",
      dependencies: [.product(name: "TrackCheckKit", package: "swift"), .product(name: "AppModules", package: "swift")],
      path: "Examples/swift"),
    // The parity tracker on the Swift kit, compared with the same tracker on the other kits (KitParityTests).
    .executableTarget(
      name: "parity-swift-adapter", dependencies: [.product(name: "TrackCheckKit", package: "swift")], path: "Tests/Fixtures/parity/swift"),
    .executableTarget(
      name: "trackcheck-bench",
      dependencies: [
        "TrackCheckPrimitives", "TrackCheckModel", "TrackCheckPlatform", "TrackCheckSuites", "TrackCheckProcess", "TrackCheckProtocol",
        "TrackCheckEngine", "trackcheck", "reference-tracker",
      ]
    ),
    .target(
      name: "TrackCheckTestSupport", dependencies: ["TrackCheckPrimitives", "TrackCheckModel", "TrackCheckProcess", "TrackCheckSuites"],
      path: "Tests/Support"),
    // The Swift kit's adapters run as trackcheck runs them (the kit's own tests are in Kits/swift).
    .testTarget(
      name: "SwiftKitAdapterTests", dependencies: ["TrackCheckModel", "TrackCheckTestSupport", "swift-example", "parity-swift-adapter"]),
    .testTarget(name: "TrackCheckOracleTests", dependencies: ["TrackCheckOracle", "TrackCheckSuites", "TrackCheckTestSupport"]),
    .testTarget(
      name: "TrackCheckExploreTests",
      dependencies: ["TrackCheckExplore", "TrackCheckSuites", "TrackCheckTestSupport", "reference-tracker"]),
    .testTarget(name: "TrackCheckModelTests", dependencies: ["TrackCheckPrimitives", "TrackCheckModel", "TrackCheckTestSupport"]),
    .testTarget(name: "TrackCheckPlatformTests", dependencies: ["TrackCheckPlatform", "TrackCheckTestSupport"]),
    .testTarget(name: "TrackCheckSuitesTests", dependencies: ["TrackCheckSuites", "TrackCheckPlatform", "TrackCheckTestSupport"]),
    .testTarget(
      name: "TrackCheckEngineTests",
      dependencies: [
        "TrackCheckPrimitives", "TrackCheckProcess", "TrackCheckProtocol", "TrackCheckJudging", "TrackCheckEngine", "TrackCheckTestSupport",
      ]),
    .testTarget(
      name: "TrackCheckCollectTests",
      dependencies: [
        "TrackCheckCollect", "TrackCheckModel", "TrackCheckPrimitives", "TrackCheckPlatform", "TrackCheckJudging", "TrackCheckSuites",
        "TrackCheckTestSupport",
        .product(name: "NIOCore", package: "swift-nio", condition: collector),
        .product(name: "NIOPosix", package: "swift-nio", condition: collector),
        .product(name: "NIOSSL", package: "swift-nio-ssl", condition: collector),
      ]),
    .testTarget(name: "TrackCheckReportsTests", dependencies: ["TrackCheckReports", "TrackCheckTestSupport"]),
    .testTarget(
      name: "TrackCheckCLITests",
      dependencies: [
        "TrackCheckPrimitives", "TrackCheckPlatform", "TrackCheckSuites", "TrackCheckProcess", "TrackCheckProtocol", "TrackCheckJudging",
        "TrackCheckEngine",
        "TrackCheckReports",
        "TrackCheckTestSupport",
        "trackcheck", "reference-tracker",
      ]
    ),
  ]
)

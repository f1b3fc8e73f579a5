// swift-tools-version: 6.2
// Loom: unidirectional-data-flow apps in Swift, with real renderers everywhere.
// The target list is the architecture (see docs/ARCHITECTURE.md): dependencies point down only.
import CompilerPluginSupport
import PackageDescription

/// The platforms without Apple's Combine: there the `Combine` target (OpenCombine under Combine's
/// name) stands in. Dependencies on it carry this condition, so Apple's platforms never build it
/// and `import Combine` keeps meaning Apple's framework there.
let nonApple: [Platform] = [.linux, .windows, .android, .wasi]

/// The Combine API on every platform: Apple's Combine, or the `Combine` target elsewhere.
let combine: [Target.Dependency] = [.target(name: "Combine", condition: .when(platforms: nonApple))]

let package = Package(
    name: "Loom",
    // What the code uses decides these: `Task.immediate` (actions that run synchronously up to
    // their first suspension), `Observations` and isolated deinits need the Swift 6.2 runtime,
    // which Apple ships from macOS 26 and iOS 26; `Atomic` and `Mutex` need macOS 15. Linux carries
    // the runtime with the toolchain, so there any Swift 6.2 or later builds Loom.
    platforms: [.macOS(.v26), .iOS(.v26)],
    products: [
        // `import Loom`: everything, with `App.main()` serving on the web or in the terminal.
        .library(name: "Loom", targets: ["Loom"]),
        // Everything but the web server and previews: for code that never serves (the
        // benchmarks, libraries of views, tools), so it does not build Hummingbird and SwiftNIO.
        // (It builds swift-syntax, for the `@Observable` macro of LoomObservation.)
        .library(name: "LoomCore", targets: ["LoomCore"]),
        // `PreviewProvider` and `#Preview` for a library built on `LoomCore` (`Loom` has them).
        .library(name: "LoomPreviews", targets: ["LoomPreviews"]),
        // SwiftData's names on SQLite, for code that keeps models without serving (tools, benchmarks).
        .library(name: "LoomData", targets: ["LoomData"]),
        // The web server alone, for hosts that wire `WebServer` and `WebApp` by hand.
        .library(name: "LoomWebServer", targets: ["LoomWebServer"]),
        // An app's tests: the view harness, text snapshots and view-model galleries.
        .library(name: "LoomTesting", targets: ["LoomTesting"]),
        // js-framework-benchmark's table, shared by the showcase and the Benchmarks package.
        .library(name: "LoomBenchmarkTable", targets: ["LoomBenchmarkTable"]),
        .executable(name: "loom-showcase", targets: ["LoomShowcase"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        // For the `#Preview` macro's compiler plugin (603 is the release that matches Swift 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // SQLite for LoomData (docs/DATA.md says why GRDB).
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // PostgreSQL for LoomData when a configuration names a database URL (docs/DATA.md).
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        // Named for the types LoomData passes to postgres-nio (futures, TLS, loggers); already
        // in the graph through Hummingbird and postgres-nio.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Stopping a server gracefully (SIGTERM: drain its sessions, then stop): the ecosystem's
        // service runner, which Hummingbird's `Application` already is a service of.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // The server's metrics: swift-metrics' API, served in Prometheus' format.
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    ],
    targets: [
        // `import Combine` where Apple's Combine does not exist: OpenCombine under Combine's name,
        // with its schedulers (`DispatchQueue`, `RunLoop`, `Timer.publish`).
        //
        // It also depends on GRDB, which it never imports, for the order of the build: GRDB
        // compiles its Combine publishers when `canImport(Combine)`, and on Linux it would find
        // this module and fail (its C helper module is not in GRDB's build). Built first, GRDB
        // sees no Combine and leaves them out, as it does on every platform without Combine.
        .target(name: "Combine", dependencies: [
            .product(name: "GRDB", package: "GRDB.swift", condition: .when(platforms: nonApple)),
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
        ]),
        // Reactive layer: the Combine API and Swift Observation, the same on every platform.
        .target(name: "LoomReactive", dependencies: combine),
        // Host tree: retained elements, typed properties, events, the ordered mutation log.
        .target(name: "LoomHost"),
        // View engine: View → Node tree → host elements, with SwiftUI's state semantics.
        .target(name: "LoomViews", dependencies: ["LoomReactive", "LoomHost"]),
        // Renderers: read host mutations only.
        .target(name: "LoomTextRenderer", dependencies: ["LoomHost"]),
        // Terminal renderer: the host tree laid out in character cells, diffed output, keys and mouse.
        .target(name: "LoomTerminal", dependencies: ["LoomHost"]),
        // Web renderer: the wire format and first render (no I/O), and the live server.
        .target(name: "LoomWebWire", dependencies: ["LoomHost"]),
        .target(name: "LoomWebServer", dependencies: [
            "LoomWebWire",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Metrics", package: "swift-metrics"),
            .product(name: "Prometheus", package: "swift-prometheus"),
        ], resources: [.copy("Resources")]),
        // Architectures: each builds on the view engine, never on each other.
        .target(name: "LoomMachines", dependencies: ["LoomViews"]),
        .target(name: "LoomStores", dependencies: ["LoomViews"]),
        .target(name: "LoomEvaluators", dependencies: ["LoomViews"]),
        // Screens and routing (Tempura) sit on the Katana-style app store, as Tempura sits on Katana.
        .target(name: "LoomScreens", dependencies: ["LoomViews", "LoomStores"]),
        // Previews: `PreviewProvider` and the `#Preview` macro (its compiler plugin is LoomMacros).
        .macro(name: "LoomMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "LoomPreviews", dependencies: ["LoomViews", "LoomMacros"]),
        // `@Observable` for `import Loom`: Observation's macro, with Loom's read tracking in views.
        .target(name: "LoomObservation", dependencies: ["LoomViews", "LoomMacros"]),
        // Persistent key-value storage and `@AppStorage`.
        .target(name: "LoomStorage", dependencies: ["LoomViews"]),
        // Data: SwiftData's names (`@Model`, `ModelContainer`, `ModelContext`, `@Query`) on SQLite.
        .target(name: "LoomData", dependencies: [
            "LoomViews", "LoomObservation", "LoomMacros",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Every layer without I/O to the network: `import LoomCore`.
        .target(name: "LoomCore", dependencies: [
            "LoomReactive", "LoomHost", "LoomViews", "LoomTextRenderer", "LoomTerminal", "LoomWebWire", "LoomMachines", "LoomStores",
            "LoomEvaluators", "LoomScreens", "LoomStorage", "LoomObservation",
            // Re-exported so that `import Combine` in an app's own files finds it too.
            .target(name: "Combine", condition: .when(platforms: nonApple)),
        ]),
        // `App`, `Scene`, `WindowGroup` and the runner behind `@main`: the web server by default,
        // the terminal with `--terminal`, one command line for every app.
        // DevTools' inspector (a Loom app) and its test writer, which `--dev` turns on.
        .target(name: "LoomDevTools", dependencies: ["LoomCore", "LoomWebServer"]),
        .target(name: "LoomApp", dependencies: ["LoomCore", "LoomData", "LoomWebServer", "LoomDevTools"]),
        // The umbrella: `import Loom` is all an app needs.
        .target(name: "Loom", dependencies: ["LoomCore", "LoomData", "LoomPreviews", "LoomApp", "LoomWebServer"]),
        // The public testing product (view harness, text snapshots, galleries).
        .target(name: "LoomTesting", dependencies: ["LoomCore", "LoomData", "LoomPreviews"]),
        // Loom's own tests' old name for LoomTesting, kept as a re-export.
        .target(name: "LoomTestSupport", dependencies: ["LoomTesting"]),
        // A process that saves models until killed: the store fault tests' subject (Tests/Data).
        .executableTarget(name: "loom-data-writer", dependencies: ["LoomData"], path: "Tests/DataWriter"),
        // js-framework-benchmark's table, once: served by the showcase, run by loom-bench.
        .target(name: "LoomBenchmarkTable", dependencies: ["LoomCore"]),
        // Examples: a library so tests can drive them, and the showcase executable.
        .target(name: "LoomExamples", dependencies: ["Loom", "LoomBenchmarkTable"]),
        .executableTarget(name: "LoomShowcase", dependencies: ["LoomExamples", "Loom"]),

        .testTarget(name: "LoomHostTests", dependencies: ["LoomHost", "LoomTextRenderer", "LoomTestSupport"]),
        .testTarget(name: "LoomViewsTests", dependencies: ["Loom", "LoomTestSupport"]),
        .testTarget(name: "LoomWebWireTests", dependencies: ["Loom", "LoomTestSupport"]),
        .testTarget(name: "LoomWebServerTests", dependencies: ["Loom", "LoomWebServer", "LoomDevTools", "LoomTesting", "LoomExamples"]),
        .testTarget(name: "LoomTextRendererTests", dependencies: ["Loom", "LoomTestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "LoomTerminalTests", dependencies: ["Loom", "LoomTestSupport"]),
        .testTarget(name: "LoomPreviewsTests", dependencies: ["Loom", "LoomTestSupport"]),
        .testTarget(name: "LoomDataTests", dependencies: ["LoomData", "LoomTesting", "LoomTestSupport"]),
        .testTarget(name: "LoomStorageTests", dependencies: ["Loom", "LoomTesting"]),
        .testTarget(name: "LoomAppTests", dependencies: ["Loom", "LoomTesting"]),
        .testTarget(name: "LoomMachinesTests", dependencies: ["Loom", "LoomTestSupport"]),
        .testTarget(name: "LoomStoresTests", dependencies: ["Loom", "LoomTestSupport"]),
        .testTarget(name: "LoomEvaluatorsTests", dependencies: ["Loom", "LoomTestSupport"]),
        .testTarget(name: "LoomScreensTests", dependencies: ["Loom", "LoomTestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "LoomExamplesTests",
            dependencies: ["LoomExamples", "LoomTestSupport"],
            exclude: ["__Snapshots__"]
        ),
    ]
)

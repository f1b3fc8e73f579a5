// swift-tools-version: 6.2
// Loom's benchmarks: a separate package so the library's own build and CI stay lean.
// `swift run -c release --package-path Benchmarks loom-bench [--json]`
import PackageDescription

let package = Package(
    name: "LoomBenchmarks",
    platforms: [.macOS(.v26)],
    dependencies: [
        .package(name: "Loom", path: ".."),
        // GRDB used directly: the limit LoomData's saves and fetches are measured against.
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        // glibc's mallinfo2(), which Swift's Glibc module does not export, for memory per row.
        .target(name: "CHeapStats", path: "Sources/CHeapStats"),
        .executableTarget(
            name: "loom-bench",
            dependencies: [
                .product(name: "LoomCore", package: "Loom"), .product(name: "LoomBenchmarkTable", package: "Loom"), "CHeapStats",
            ],
            path: "Sources/loom-bench"
        ),
        // A lean WebSocket load client (POSIX sockets, one thread), so that on a small machine
        // the client leaves the server most of the cores: `Benchmarks/load-client --client swift`.
        .executableTarget(name: "loom-load", path: "Sources/loom-load"),
        // LoomData beside GRDB on the same SQLite file: saves, fetches, and a save reaching many
        // sessions' queries: `swift run -c release --package-path Benchmarks loom-data-bench`.
        .executableTarget(
            name: "loom-data-bench",
            dependencies: [
                .product(name: "LoomCore", package: "Loom"), .product(name: "LoomData", package: "Loom"),
                .product(name: "GRDB", package: "GRDB.swift"), "CHeapStats",
            ],
            path: "Sources/loom-data-bench"
        ),
    ]
)

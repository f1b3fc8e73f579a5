// swift-tools-version: 6.2
// A user's app on Loom, as docs/GETTING-STARTED.md builds it: `swift run TodoApp`.
import PackageDescription

let package = Package(
    name: "TodoApp",
    platforms: [.macOS(.v26)],
    dependencies: [
        // A user's package names Loom by URL; this example, inside Loom's repository, by path.
        .package(name: "Loom", path: "../.."),
    ],
    targets: [
        // The app's views and model: a library, so the tests can import them.
        .target(name: "TodoKit", dependencies: [.product(name: "Loom", package: "Loom")]),
        // `@main`: the executable holds the App and its web files (favicon, stylesheet, a page).
        .executableTarget(name: "TodoApp", dependencies: ["TodoKit"], resources: [.copy("Public")]),
        .testTarget(name: "TodoAppTests", dependencies: [
            "TodoKit", .product(name: "LoomTesting", package: "Loom"),
        ], exclude: ["__Snapshots__"]),  // text snapshots: read by the tests, not compiled
    ]
)

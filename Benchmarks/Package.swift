// swift-tools-version:6.1
// RefreshKit's benchmarks: a package of its own, so `swift test` at the root never builds them.
// Run from the repository root:  swift package --package-path Benchmarks benchmark
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its directory (the checkout's name, e.g. "RefreshKit"
// or a worktree's), so the products below are looked up under that identity.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// The moments, scenes and cycles every benchmark and the Skia comparison share live in the root
// package (Sources/BenchmarkScenes), where they reach its tool-only API.
let scenes = Target.Dependency.product(name: "BenchmarkScenes", package: root)

let package = Package(
    name: "RefreshKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Exports each benchmark scene as a JSON display list plus our raster timings and
        // pixels, for skia_compare.py.
        .executableTarget(name: "raster-compare", dependencies: [scenes]),
        .executableTarget(
            name: "RefreshKitBenchmarks",
            dependencies: [
                scenes, .product(name: "RefreshKitCore", package: root),
                .product(name: "RefreshKitSimulation", package: root),
                .product(name: "RefreshKitRender", package: root),
                // The UIKit model and the adapter's own files built on it (Linux only, as the scenes).
                .product(name: "UIKitModel", package: root),
                .product(name: "RefreshKitOnModel", package: root),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RefreshKitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

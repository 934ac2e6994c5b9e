// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RefreshKit",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "RefreshKit", targets: ["RefreshKit"]),
        .library(name: "RefreshKitCore", targets: ["RefreshKitCore"]),
        .library(name: "RefreshKitRender", targets: ["RefreshKitRender"]),
        .executable(name: "refreshkit", targets: ["refreshkit"]),
        .executable(name: "refreshkit-playground", targets: ["refreshkit-playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Test-only: property-based gesture programs (core tests) and golden PNG/SVG (render tests).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // Platform-neutral engine: no Foundation, no UIKit.
        .target(name: "RefreshKitCore"),
        // What an app imports: the core, plus the Apple adapters (under canImport(UIKit)).
        .target(name: "RefreshKit", dependencies: ["RefreshKitCore"]),
        // System libraries for the Linux renderer.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        // Glyphs, rasterizer, PNG, GIF, SVG.
        .target(name: "RefreshKitRender",
                dependencies: ["RefreshKitCore", "CFreeType", "CPNG", "CGIF"]),
        // glibc's heap statistics, for `refreshkit soak`.
        .target(name: "CHeapInfo"),
        // The command-line tool's commands, as a library so tests can drive them.
        .target(name: "RefreshKitCLI", dependencies: [
            "RefreshKitCore", "RefreshKitRender", "CHeapInfo",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "refreshkit", dependencies: ["RefreshKitCLI"]),
        // The interactive playground: its testable logic (input, velocity, frame layout and
        // compositing, statistics, options) without X11, and the X11 window on top. Only the
        // executable links libX11 (and libXext, for shared memory), so `refreshkit` and the
        // test binaries never load them.
        .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev", "libxext-dev"])]),
        .target(name: "RefreshKitPlayground", dependencies: [
            "RefreshKitCore", "RefreshKitRender",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "refreshkit-playground", dependencies: ["RefreshKitPlayground", "CX11"]),
        .testTarget(name: "RefreshKitCoreTests", dependencies: [
            "RefreshKitCore", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "RefreshKitRenderTests", dependencies: [
                        "RefreshKitRender", "RefreshKitCore",
                        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                    ],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "RefreshKitCLITests", dependencies: ["RefreshKitCLI", "RefreshKitCore"]),
        .testTarget(name: "RefreshKitPlaygroundTests", dependencies: [
            "RefreshKitPlayground", "RefreshKitCore", "RefreshKitRender", "RefreshKitCLI",
        ]),
    ]
)

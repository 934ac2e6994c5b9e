// swift-tools-version:6.0
import PackageDescription

// What an app links: `RefreshKit` (the UIKit and SwiftUI adapters, re-exporting the core) and
// `RefreshKitCore` (the platform-neutral engine, with the arc spinner, the classic, the system and
// the image-sequence styles); each other built-in style is a product of its own
// (`RefreshKitBarFill`, `RefreshKitProgressRing`, `RefreshKitHandwriting`, `RefreshKitLetterWave`),
// and `RefreshKitStyles` is all of them in one import, so an app links only the styles it uses.
// Everything else — the renderer over FreeType, libpng and giflib, the gesture-script simulation,
// the `refreshkit` tool and the X11 playground — exists to prove the core on Linux, so it is
// declared only when the manifest is read on Linux: an app that adds this package on an Apple
// platform resolves nothing it does not use (no system libraries, no swift-argument-parser, no
// snapshot testing).

// The adapter's UIKit, Core Animation and Core Graphics files and the SwiftUI attachment logic: on
// Apple platforms part of `RefreshKit`; on Linux compiled on their own (`RefreshKitOnModel`)
// against the models of UIKit and Core Animation, so tests and the `--via core-animation` renders
// run the code that ships. CoreText's glyph source and the SwiftUI views stay out (no CoreText or
// SwiftUI on Linux).
let adapterFilesOnModel = [
    "Layers", "UIKit", "Drawing", "SwiftUI/AttachmentCoordinator.swift", "SwiftUI/AttachmentMarkerView.swift",
    "SwiftUI/ScrollViewLocator.swift", "LastUpdatedTime+Date.swift", "RefreshIndicator+AppName.swift",
]
// What only the model's build of those files has: the names the model gives the adapter's module and
// the FreeType glyph source standing in for the CoreText one. Never part of what an app links.
let adapterOnModelSupport = ["OnModel"]
// The built-in styles that are modules of their own: each depends on the core alone.
let styleModules = ["RefreshKitBarFill", "RefreshKitProgressRing", "RefreshKitHandwriting", "RefreshKitLetterWave"]

#if os(Linux)
let adapterFilesExcludedHere = adapterFilesOnModel + adapterOnModelSupport
#else
let adapterFilesExcludedHere = adapterOnModelSupport
#endif

let package = Package(
    name: "RefreshKit",
    platforms: [.iOS(.v15), .macCatalyst(.v15), .macOS(.v13), .visionOS(.v1)],
    products: [
        .library(name: "RefreshKit", targets: ["RefreshKit"]),
        .library(name: "RefreshKitCore", targets: ["RefreshKitCore"]),
        .library(name: "RefreshKitStyles", targets: ["RefreshKitStyles"]),
        // Opt-in: the SwiftUI view that plays an indicator's cycle in a loop (previews, demo
        // screens), with the simulated scroll view it runs on.
        .library(name: "RefreshKitPreviews", targets: ["RefreshKitPreviews"]),
    ] + styleModules.map { .library(name: $0, targets: [$0]) },
    dependencies: [
        // Test-only: property-based gesture programs. SwiftPM resolves a dependency of a test
        // target for this package's own builds only, never for an app that depends on it.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0")
    ],
    targets: [
        // Platform-neutral engine: no Foundation, no UIKit.
        .target(name: "RefreshKitCore"),
        // What an app imports: the core, plus the Apple adapters (under canImport(UIKit)).
        .target(name: "RefreshKit", dependencies: ["RefreshKitCore"], exclude: adapterFilesExcludedHere),
        // Every built-in style in one import, and the tools' list of them by name.
        .target(name: "RefreshKitStyles", dependencies: ["RefreshKitCore"] + styleModules.map { .target(name: $0) }),
        // The simulated scroll view (UIKit's rubber band, deceleration and spring), the frame
        // stepper and an indicator's recorded cycle: for the tests, the tools and previews. No
        // control in an app runs on it, so `RefreshKit` does not link it.
        .target(name: "RefreshKitScrollSimulation", dependencies: ["RefreshKitCore"]),
        // `AnimatedIndicatorPreview`: an indicator's cycle played in a loop in SwiftUI (Apple
        // platforms; empty elsewhere).
        .target(name: "RefreshKitPreviews", dependencies: ["RefreshKit", "RefreshKitScrollSimulation"]),
        // What the test targets share: seeded generators, closeness, a glyph source without glyphs.
        .target(name: "RefreshKitTestSupport", dependencies: ["RefreshKitCore"], path: "Tests/RefreshKitTestSupport"),
        .testTarget(
            name: "RefreshKitCoreTests",
            dependencies: [
                "RefreshKitCore", "RefreshKitStyles", "RefreshKitScrollSimulation", "RefreshKitTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        // The README's "core on its own" sample, compiled (and run) by `swift test`.
        .testTarget(name: "RefreshKitSampleTests", dependencies: ["RefreshKitCore", "RefreshKitScrollSimulation"]),
    ] + styleModules.map { .target(name: $0, dependencies: ["RefreshKitCore"]) }
)

#if os(Linux)
package.products += [
    .library(name: "RefreshKitSimulation", targets: ["RefreshKitSimulation"]),
    .library(name: "RefreshKitRender", targets: ["RefreshKitRender"]),
    .library(name: "BenchmarkScenes", targets: ["BenchmarkScenes"]),
    // The UIKit model and the adapter built on it, for benchmarks that measure the adapter's own path.
    .library(name: "UIKitModel", targets: ["UIKitModel"]),
    .library(name: "RefreshKitOnModel", targets: ["RefreshKitOnModel"]),
    .executable(name: "refreshkit", targets: ["refreshkit"]),
    .executable(name: "refreshkit-playground", targets: ["refreshkit-playground"]),
]
package.dependencies += [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Test-only: golden PNG/SVG files.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
]
package.targets += [
    // Gesture scripts run on the simulated scroll view with the real controllers (`refreshkit
    // simulate`), and the collapsing header's recorded cycle. The CLI, the benchmarks and the
    // tests use it; apps never link it.
    .target(name: "RefreshKitSimulation", dependencies: ["RefreshKitCore", "RefreshKitScrollSimulation"]),
    // A model of Core Animation written from Apple's documentation (layers, shape and gradient
    // layers, keyframe animations, media timing, a presentation tree drawn by the renderer).
    .target(name: "CoreAnimationModel", dependencies: ["RefreshKitCore", "RefreshKitRender"]),
    // A model of UIKit written from Apple's documentation (views, scroll views moved by the core's
    // physics, controls, traits, accessibility, the run loop and main queue a test drives), on the
    // Core Animation model's layers.
    .target(name: "UIKitModel", dependencies: ["RefreshKitCore", "RefreshKitScrollSimulation", "CoreAnimationModel"]),
    // The adapter's own files (the same sources as `RefreshKit`'s), on the models.
    .target(
        name: "RefreshKitOnModel",
        dependencies: ["RefreshKitCore", "CoreAnimationModel", "UIKitModel", "RefreshKitRender"],
        path: "Sources/RefreshKit",
        exclude: [
            "SwiftUI/IndicatorPreview.swift", "SwiftUI/RefreshKitAttachment.swift", "SwiftUI/RefreshSceneView.swift",
            "SwiftUI/View+RefreshKit.swift", "SwiftUI/View+RefreshKit+macOS.swift", "SwiftUI/RefreshableModifier.swift",
            "SwiftUI/RefreshShortcutButton.swift", "Drawing/CoreTextGlyphSource.swift", "RefreshKit.docc",
            "RefreshKit.swift",
        ],
        sources: adapterFilesOnModel + adapterOnModelSupport,
        swiftSettings: [.define("CORE_ANIMATION_MODEL"), .define("UIKIT_MODEL")]),
    // System libraries for the Linux renderer.
    .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
    // Text shaping (Arabic joining forms) over the FreeType faces.
    .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    // Glyphs, rasterizer, PNG, GIF, SVG.
    .target(name: "RefreshKitRender", dependencies: ["RefreshKitCore", "CFreeType", "CHarfBuzz", "CPNG", "CGIF"]),
    // glibc's heap statistics, for `refreshkit soak`.
    .target(name: "CHeapInfo"),
    // The command-line tool's commands, as a library so tests can drive them.
    .target(
        name: "RefreshKitCLI",
        dependencies: [
            "RefreshKitCore", "RefreshKitStyles", "RefreshKitSimulation", "RefreshKitRender", "CHeapInfo",
            "CoreAnimationModel",
            "RefreshKitOnModel", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    .executableTarget(name: "refreshkit", dependencies: ["RefreshKitCLI"]),
    // The moments, scenes, plans and cycles the benchmark package (Benchmarks/) and its Skia
    // comparison measure: here, so they reach the tool-only (package) API.
    .target(
        name: "BenchmarkScenes",
        dependencies: ["RefreshKitCore", "RefreshKitStyles", "RefreshKitRender", "RefreshKitSimulation"]),
    // The interactive playground: its testable logic (input, velocity, frame layout and
    // compositing, statistics, options) without X11, and the X11 window on top. Only the
    // executable links libX11 (and libXext, for shared memory), so `refreshkit` and the
    // test binaries never load them.
    .systemLibrary(name: "CX11", pkgConfig: "x11", providers: [.apt(["libx11-dev", "libxext-dev"])]),
    .target(
        name: "RefreshKitPlayground",
        dependencies: [
            "RefreshKitCore", "RefreshKitStyles", "RefreshKitScrollSimulation", "RefreshKitRender",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    .executableTarget(name: "refreshkit-playground", dependencies: ["RefreshKitPlayground", "CX11"]),
    .testTarget(
        name: "RefreshKitSimulationTests",
        dependencies: [
            "RefreshKitSimulation", "RefreshKitCore", "RefreshKitStyles", "RefreshKitTestSupport", "RefreshKitCLI",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    .testTarget(
        name: "RefreshKitRenderTests",
        dependencies: [
            "RefreshKitRender", "RefreshKitCore", "RefreshKitStyles", "RefreshKitSimulation", "RefreshKitTestSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ],
        exclude: ["__Snapshots__"]),
    .testTarget(
        name: "CoreAnimationModelTests",
        dependencies: [
            "CoreAnimationModel", "RefreshKitOnModel", "RefreshKitCore", "RefreshKitStyles", "RefreshKitRender",
            "RefreshKitSimulation",
            "RefreshKitTestSupport",
        ]),
    .testTarget(
        name: "RefreshKitCLITests",
        dependencies: ["RefreshKitCLI", "RefreshKitCore", "RefreshKitStyles", "RefreshKitSimulation"]),
    // The UIKit model's rules, each from Apple's documentation.
    .testTarget(
        name: "UIKitModelTests",
        dependencies: ["UIKitModel", "RefreshKitCore", "RefreshKitSimulation", "CoreAnimationModel"]),
    // The adapter's UIKit, drawing and SwiftUI attachment code running on the UIKit model.
    .testTarget(
        name: "UIKitAdapterTests",
        dependencies: [
            "RefreshKitOnModel", "UIKitModel", "CoreAnimationModel", "RefreshKitCore", "RefreshKitStyles",
            "RefreshKitSimulation",
            "RefreshKitCLI", "RefreshKitRender", "RefreshKitTestSupport",
        ]),
    .testTarget(
        name: "RefreshKitPlaygroundTests",
        dependencies: [
            "RefreshKitPlayground", "RefreshKitCore", "RefreshKitStyles", "RefreshKitRender", "RefreshKitCLI",
        ]),
]
#endif

// swift-tools-version: 6.0
// The example app as an app package: open this folder (RefreshKitExample.swiftpm) in Xcode 16
// or later and run it; there is nothing to set up. It depends on the RefreshKit package two
// folders up, so the app always runs the code of this checkout.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "RefreshKitExample",
    platforms: [.iOS("15.0")],
    products: [
        .iOSApplication(
            name: "RefreshKitExample",
            targets: ["RefreshKitExample"],
            bundleIdentifier: "dev.refreshkit.example",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .bolt),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        .package(name: "RefreshKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "RefreshKitExample",
            dependencies: [
                .product(name: "RefreshKit", package: "RefreshKit"),
                // The bar fill, progress ring, handwriting and letter wave: modules of their own.
                .product(name: "RefreshKitStyles", package: "RefreshKit"),
                // AnimatedIndicatorPreview, on the simulated scroll view.
                .product(name: "RefreshKitPreviews", package: "RefreshKit"),
            ],
            path: "Sources"
        )
    ]
)

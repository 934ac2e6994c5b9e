import SwiftUI

/// The example app's entry point: one window whose root is a UIKit navigation controller
/// (``ExampleRootView``) listing the demo screens.
///
/// This file imports SwiftUI only: RefreshKit also names a `Scene` (the vector scene an
/// indicator draws), which would make `some Scene` below ambiguous.
@main
struct RefreshKitExampleApp: App {
    var body: some Scene {
        WindowGroup {
            ExampleRootView()
                .ignoresSafeArea()
        }
    }
}

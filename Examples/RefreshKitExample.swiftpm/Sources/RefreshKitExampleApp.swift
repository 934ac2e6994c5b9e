import RefreshKit
import SwiftUI

/// The example app's entry point: one window whose root is a UIKit navigation controller
/// (``ExampleRootView``) listing the demo screens. It imports RefreshKit beside SwiftUI, as any
/// app file may: no RefreshKit type shares a name with a SwiftUI one.
@main
struct RefreshKitExampleApp: App {
    var body: some Scene {
        WindowGroup {
            ExampleRootView()
                .ignoresSafeArea()
        }
    }
}

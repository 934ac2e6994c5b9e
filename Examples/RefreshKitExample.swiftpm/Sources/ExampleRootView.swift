import SwiftUI
import UIKit

/// Hosts the UIKit side of the app: a navigation controller whose root lists the screens.
/// UIKit and SwiftUI screens alike are pushed onto it (SwiftUI ones in a `UIHostingController`).
@MainActor
struct ExampleRootView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: MenuViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    func updateUIViewController(_ navigation: UINavigationController, context: Context) {}
}

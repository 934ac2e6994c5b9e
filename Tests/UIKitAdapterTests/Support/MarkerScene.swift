@testable import RefreshKitOnModel
import UIKitModel

/// A window whose screen holds a table view with a SwiftUI marker behind it, as SwiftUI builds a
/// `List` carrying one of the modifiers (the marker a sibling of the list), for tests of the
/// attachment.
@MainActor
struct MarkerScene {
    let window: UIWindow
    let list: UITableView
    let marker: AttachmentMarkerView

    /// Builds the scene (call inside a world's `run`).
    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        let host = UIView(frame: window.bounds)
        list = UITableView(frame: host.bounds, style: .plain)
        marker = AttachmentMarkerView(frame: host.bounds)
        host.addSubview(list)
        host.addSubview(marker)
        controller.view.addSubview(host)
    }
}

/// Connects `coordinator` to `marker` as the SwiftUI view does, tells it the marker has a window,
/// and lets its look run until `done` (at most 50 turns of the main actor).
@MainActor
func connect(_ coordinator: AttachmentCoordinator, to marker: AttachmentMarkerView, until done: () -> Bool) async {
    coordinator.marker = marker
    marker.coordinator = coordinator
    coordinator.markerDidGetWindow()
    for _ in 0..<50 where !done() { await Task.yield() }
}

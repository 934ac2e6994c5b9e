import RefreshKitCore

/// Puts a header on a simulated scroll view into a phase with a finger down, for the benchmark
/// rigs: pulled 40 pt, armed by 400 pt, or refreshing with the finger 10 pt in.
package enum HeaderPose {
    /// Attaches `header` to `scrollView` and holds it in `phase` (pulling for any other phase).
    @MainActor
    package static func hold(_ header: RefreshController, on scrollView: SimulatedScrollView, in phase: RefreshPhase) {
        header.attach(to: scrollView)
        switch phase {
        case .armed:
            scrollView.moveFinger(by: 400)
        case .refreshing:
            header.beginRefreshing()
            scrollView.advance(by: 1)
            scrollView.moveFinger(by: 10)
        default:
            scrollView.moveFinger(by: 40)
        }
    }
}

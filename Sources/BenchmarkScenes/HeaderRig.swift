import RefreshKitCore
import RefreshKitSimulation

/// A header controller on a simulated scroll view, held in one phase while a finger wiggles.
@MainActor
public final class HeaderRig {
    let scrollView = SimulatedScrollView(
        viewportSize: Size(width: 390, height: 844),
        contentSize: Size(width: 390, height: 2000))
    let header = RefreshController(edge: .header, configuration: RefreshConfiguration(height: 80))
    private var flip = false

    /// The header's state.
    public var state: RefreshState { header.state }

    public init(phase: RefreshPhase) {
        HeaderPose.hold(header, on: scrollView, in: phase)
        precondition(header.state.phase == phase, "the rig is \(header.state), not \(phase)")
    }

    /// One scroll event: the finger moves half a point (alternately down and up), the scroll
    /// view rubber-bands and posts `didScroll`, the controller updates.
    @inline(__always) public func event() {
        flip.toggle()
        scrollView.moveFinger(by: flip ? 0.5 : -0.5)
    }
}

import RefreshKitCore
import RefreshKitSimulation

/// The collapsing header on a scroll view scrolled into its content; each event changes the
/// header's height by a point and the header holds the content still (the costly path).
@MainActor
public final class CollapsingRig {
    let scrollView = SimulatedScrollView(
        viewportSize: Size(width: 390, height: 844),
        contentSize: Size(width: 390, height: 2000))
    let header = CollapsingHeaderController()
    private var flip = false

    /// The header's height, in points.
    public var height: Double { header.height }

    public init() {
        scrollView.setContentOffset(Point(x: 0, y: 500), animated: false)
        header.attach(to: scrollView)
        scrollView.touchDown()
    }

    /// One scroll event: the finger moves a point, alternately up and down.
    @inline(__always) public func event() {
        flip.toggle()
        scrollView.moveFinger(by: flip ? -1 : 1)
    }
}

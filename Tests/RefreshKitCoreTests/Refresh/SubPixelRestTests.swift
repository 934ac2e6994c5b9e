import Testing
@testable import RefreshKitCore

/// Issue 12, item 8: UIKit leaves the offset a fraction of a pixel past the edge at rest
/// (−91.333 for −91 on a 3× screen): at rest up to one pixel is no pull; in motion (a finger,
/// a deceleration) less than half a pixel is none, and a whole pixel is a pull.
@Suite struct SubPixelRestTests {
    func state(y: Double, scale: Double?, moving: Bool = true) -> UIKitScrollState {
        UIKitScrollState(
            contentOffset: Point(x: 0, y: y), contentSize: Size(width: 390, height: 2000),
            boundsSize: Size(width: 390, height: 844), contentInset: .zero,
            safeAreaInsets: Insets(top: 91, bottom: 34), isTracking: moving, isDragging: moving,
            displayScale: scale)
    }

    @Test func atRestUpToOnePixelPastTheEdgeIsTheEdge() {
        let ledger = InsetLedger()
        #expect(state(y: -91 - 1.0 / 3, scale: 3, moving: false).metrics(ledger: ledger).contentOffset.y == -91)
        #expect(state(y: -91.5, scale: 2, moving: false).metrics(ledger: ledger).contentOffset.y == -91)
        #expect(state(y: -91.4, scale: 3, moving: false).metrics(ledger: ledger).contentOffset.y == -91.4)  // 1.2 px
        let end = 2000 + 34 - 844.0
        #expect(state(y: end + 1.0 / 3, scale: 3, moving: false).metrics(ledger: ledger).contentOffset.y == end)
    }

    @Test func lessThanHalfAPixelPastTheTopIsTheTop() {
        let ledger = InsetLedger()
        #expect(state(y: -91.1, scale: 3).metrics(ledger: ledger).contentOffset.y == -91)  // 0.3 px
        #expect(state(y: -91 - 1.0 / 3, scale: 3).metrics(ledger: ledger).contentOffset.y == -91 - 1.0 / 3)  // 1 px
        #expect(state(y: -91.2, scale: 2).metrics(ledger: ledger).contentOffset.y == -91)
        #expect(state(y: -91.2, scale: 3).metrics(ledger: ledger).contentOffset.y == -91.2)  // more than half a pixel
        #expect(state(y: -91 - 1.0 / 3, scale: nil).metrics(ledger: ledger).contentOffset.y == -91 - 1.0 / 3)
        #expect(state(y: -90.9, scale: 3).metrics(ledger: ledger).contentOffset.y == -90.9)  // inside: scrolled
    }

    @Test func lessThanHalfAPixelPastTheBottomIsTheBottom() {
        let end = 2000 + 34 - 844.0
        #expect(state(y: end + 0.1, scale: 3).metrics(ledger: InsetLedger()).contentOffset.y == end)
        #expect(state(y: end + 0.5, scale: 3).metrics(ledger: InsetLedger()).contentOffset.y == end + 0.5)
    }

    /// End to end: a header at a sub-pixel rest stays idle, and the display link has nothing to
    /// run for; without the scale it would be "pulling" and ask for 120 Hz.
    @MainActor @Test(arguments: [3.0, 2.0])
    func aHeaderAtASubPixelRestIsIdleAndNeedsNoFrames(scale: Double) {
        let rest = state(y: -91 - 0.4 / scale, scale: scale)
        var metrics = rest.metrics(ledger: InsetLedger())
        metrics.isDragging = true  // a finger rests on the content
        let host = ManualHost(metrics: metrics)
        let header = RefreshController(edge: .header)
        header.attach(to: host)
        host.send(.didScroll)
        host.advance(to: 1)
        #expect(header.state == .idle)
        #expect(!FramePolicy.needsFrames(FramePolicy.Demand(refreshPhases: [header.state.phase])))
        var unknown = rest
        unknown.displayScale = nil
        host.metrics = unknown.metrics(ledger: InsetLedger(), isDragging: true)
        host.send(.didScroll)
        #expect(header.state.phase == .revealing)  // what the adapter did before
    }
}

import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

/// `RefreshConfiguration.insetAnimationDuration` is how long the scroll view takes to close over
/// a header when its refresh ends, and how long finishing waits for it.
@MainActor @Suite struct InsetAnimationDurationTests {
    /// The header's offset and phase `after` seconds of a refresh ending with `duration`.
    private func closing(duration: Double, after: Double) -> (offset: Double, phase: RefreshPhase) {
        let sv = makeScrollView()
        let header = RefreshController(
            edge: .header,
            configuration: RefreshConfiguration(insetAnimationDuration: duration))
        header.attach(to: sv)
        sv.pullAndRelease()
        sv.wait(2)
        #expect(sv.contentOffset.y == -64)
        header.endRefreshing()
        sv.wait(after)
        return (sv.contentOffset.y, header.state.phase)
    }

    @Test(arguments: [0.3, 0.8])
    func theHeaderClosesOverTheConfiguredDuration(duration: Double) {
        let halfway = closing(duration: duration, after: duration / 2)
        #expect(halfway.offset < 0 && halfway.offset > -64, "at \(duration / 2) s: \(halfway.offset)")
        #expect(halfway.phase == .finishing)
        let done = closing(duration: duration, after: duration + 0.05)
        #expect(done.offset == 0)
        #expect(done.phase == .idle)
    }

    @Test func aZeroDurationClosesAtOnce() {
        let now = closing(duration: 0, after: 1.0 / 120)
        #expect(now.offset == 0)
    }
}

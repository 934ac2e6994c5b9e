import RefreshKitCore
import Testing
import UIKitModel

/// Writes of `contentOffset`: synchronous property sets, the last one wins — also one made by an
/// observer of the offset while the first write is being reported
/// (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset: a stored
/// property; Key-Value Observing reports a change after it is made, inside the setter).
@MainActor @Suite struct OffsetWriteTests {
    private func scrollView(in window: UIWindow) -> UIScrollView {
        let sv = UIScrollView(frame: window.bounds)
        sv.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(sv)
        return sv
    }

    /// An observer that moves the content on by 440 pt when the app writes 100 (what a chat does
    /// when rows land above): the observer's value stays, now and after frames pass.
    @Test func anOffsetWrittenByAnOffsetObserverSurvivesTheFrames() {
        inWorld { world in
            let window = makeWindow()
            let sv = scrollView(in: window)
            world.drain()
            let writes = Counter()
            let observation = sv.observe(\.contentOffset, options: [.new]) { sv, change in
                MainActor.assumeIsolated {
                    // Once: an observer that wrote again on every report would hide a lost write.
                    guard change.newValue?.y == 100, writes.value == 0 else { return }
                    writes.value += 1
                    sv.contentOffset = CGPoint(x: 0, y: 540)
                }
            }
            sv.contentOffset = CGPoint(x: 0, y: 100)
            #expect(sv.contentOffset.y == 540, "read back in the same turn")
            world.advance(by: 0.5)
            #expect(sv.contentOffset.y == 540, "after frames: the observer's write was the last")
            #expect(!sv.isDecelerating)
            // A finger on the content starts from where it is.
            sv.modelMoveFinger(by: CGPoint(x: 0, y: -10))
            #expect(sv.contentOffset.y == 550)
            sv.modelLiftFinger()
            observation.invalidate()
        }
    }

    /// A count an observer's closure keeps (only touched on the main actor).
    final class Counter: @unchecked Sendable {  // read and written on the main actor only
        var value = 0
    }

    /// The same through the delegate's `scrollViewDidScroll(_:)`.
    @Test func anOffsetWrittenInDidScrollSurvivesTheFrames() {
        final class Holder: UIScrollViewDelegate {
            var wrote = false
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                guard scrollView.contentOffset.y == 100, !wrote else { return }
                wrote = true
                scrollView.contentOffset.y = 20
            }
        }
        inWorld { world in
            let window = makeWindow()
            let sv = scrollView(in: window)
            let holder = Holder()
            sv.delegate = holder
            world.drain()
            sv.contentOffset.y = 100
            world.advance(by: 0.5)
            #expect(sv.contentOffset.y == 20 && holder.wrote)
        }
    }
}

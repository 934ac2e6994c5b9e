import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// Rows that land around the end of a refresh never make the content jump: with the header
/// refreshing at rest, `endRefreshing()` is called and the app changes its content 10, 3 or 1
/// frames before, in the same turn, or 1, 3 or 10 frames after — rows inserted above with the
/// offset kept (a feed keeping its place) or not, a reload (the content size set again), the
/// content shrinking below the screen — with and without a collapsing header. Frame by frame the
/// content's position as the screen shows it (the presented offset, less what the app inserted
/// above and kept in place) steps no
/// more than twice the largest step of the same run without the change (and half a point), and the
/// content rests where UIKit puts it — at the top, or where the app's own offset write keeps its
/// rows — in the resting range of the final insets, the share given back, the rows that were in
/// view in view still when the app kept them.
@MainActor @Suite struct RowsAroundTheEndPropertyTests {
    enum Change: String, CaseIterable, Sendable {
        case insertAboveKeepingOffset, insertAboveMovingOffset, reload, shrinkBelowTheScreen
    }

    /// When the change comes, in frames relative to `endRefreshing()` (0: the same turn, after it).
    static let timings = [-10, -3, -1, 0, 1, 3, 10]
    /// Frames run after the end: the collapse and any spring are over by then.
    static let framesAfterTheEnd = 60
    static let inserted: CGFloat = 440

    struct Run {
        var steps: [CGFloat] = []
        var restingOffset: CGFloat = 0
        var rowInViewKept = true
        var insetTop: CGFloat = 0
        /// The refreshing share of the top inset, before the end.
        var share: CGFloat = 0
        var restingRange: ClosedRange<CGFloat> = 0...0
    }

    private func run(_ change: Change?, at timing: Int, collapsing: Bool) -> Run {
        let scene = AdapterScene(table: true)
        let sv = scene.scrollView
        var header: CollapsingHeaderView?
        if collapsing {
            scene.run {
                let view = CollapsingHeaderView(title: "Inbox", subtitle: "Updated")
                view.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
                scene.window.addSubview(view)
                view.attach(to: sv)
                header = view
            }
        }
        let control = scene.attach(.header)
        scene.pullToRefresh()
        var result = Run()
        scene.run {
            #expect(control.refreshState == .refreshing)
            result.share = sv.contentInset.top
            var shift: CGFloat = 0
            var rowInView: CGFloat?
            var previous = sv.modelPresentedContentOffset.y
            let first = Swift.min(0, timing)
            for frame in (first - 1)...Self.framesAfterTheEnd {
                if frame == 0 { control.endRefreshing() }
                if frame == timing, let change {
                    switch change {
                    case .insertAboveKeepingOffset:
                        rowInView = sv.contentOffset.y + sv.adjustedContentInset.top + 1 + Self.inserted
                        sv.contentSize.height += Self.inserted
                        sv.contentOffset.y += Self.inserted
                        shift += Self.inserted
                    case .insertAboveMovingOffset:
                        sv.contentSize.height += Self.inserted
                    case .reload:
                        sv.contentSize = CGSize(width: sv.contentSize.width, height: sv.contentSize.height)
                        sv.layoutIfNeeded()
                    case .shrinkBelowTheScreen:
                        sv.contentSize.height = 300
                    }
                }
                world(scene).advance(by: 1.0 / 60)
                let position = sv.modelPresentedContentOffset.y - shift
                result.steps.append(abs(position - previous))
                previous = position
            }
            let e = sv.adjustedContentInset
            let low = -e.top
            let high = Swift.max(low, sv.contentSize.height + e.bottom - sv.bounds.height)
            result.restingRange = low...high
            result.restingOffset = sv.contentOffset.y
            result.insetTop = sv.contentInset.top
            if let rowInView {
                let top = sv.contentOffset.y + e.top, bottom = sv.contentOffset.y + sv.bounds.height - e.bottom
                result.rowInViewKept = rowInView >= top && rowInView < bottom
            }
            withExtendedLifetime(header) {}
        }
        return result
    }

    private func world(_ scene: AdapterScene) -> ModelWorld { scene.world }

    @Test(arguments: Change.allCases, [false, true])
    func rowsLandingAroundTheEndNeverJump(_ change: Change, _ collapsing: Bool) {
        // Without a change the timing does not matter: one run, from the earliest frame.
        let largest = run(nil, at: Self.timings.min() ?? 0, collapsing: collapsing).steps.max() ?? 0
        #expect(largest > 1, "the end's collapse moves the content")
        for timing in Self.timings {
            let changed = run(change, at: timing, collapsing: collapsing)
            let worst = changed.steps.max() ?? 0
            let what = "\(change) at frame \(timing)\(collapsing ? ", collapsing header" : "")"
            #expect(worst <= 2 * largest + 0.5, "\(what): a step of \(worst) pt (without the change: \(largest))")
            #expect(changed.insetTop == 0, "\(what): the share is given back")
            let lo = changed.restingRange.lowerBound, hi = changed.restingRange.upperBound
            #expect(
                changed.restingOffset >= lo - 0.01 && changed.restingOffset <= hi + 0.01,
                "\(what): resting at \(changed.restingOffset), outside \(lo)...\(hi)")
            #expect(changed.rowInViewKept, "\(what): the rows the app kept in place left the screen")
            // Where UIKit puts it: at the top, unless the app kept its rows by writing the offset.
            // Written while the header still refreshes (the content at -top - share), the app's
            // offset is away from the top, and UIKit leaves such an offset where it is when the
            // inset shrinks; written once the end has begun, it adds to the collapse's target,
            // which is what the offset reads inside UIKit's animation.
            let top = -lo
            var expected = -top
            if change == .insertAboveKeepingOffset {
                expected = (timing < 0 ? -top - changed.share : -top) + Self.inserted
            }
            #expect(
                abs(changed.restingOffset - expected) < 0.01,
                "\(what): resting at \(changed.restingOffset), UIKit would rest at \(expected)")
        }
    }
}

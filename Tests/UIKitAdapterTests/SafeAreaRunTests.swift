import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The adapter's header on a model scroll view whose top inset comes from the safe area: each
/// `contentInsetAdjustmentBehavior`, a large-title-style top inset that changes under the finger,
/// and a rotation in the middle of a refresh. The share is 64 pt on top of whatever the app and
/// UIKit hold; the content rests just under the refreshing header, and when the refresh ends
/// the scroll view holds the app's inset again, bit for bit, with nothing left running. The
/// content comes to rest under the header by UIKit's own spring, which the adapter does not fight.
@MainActor @Suite struct SafeAreaRunTests {
    /// The header's share: `RefreshConfiguration.standard`'s height.
    static let share: CGFloat = 64
    /// An app's own top inset.
    static let appTop: CGFloat = 10

    struct Case: CustomTestStringConvertible, Sendable {
        var behavior: UIScrollView.ContentInsetAdjustmentBehavior
        var contentHeight: CGFloat
        /// Whether UIKit adds the safe area on top (the window is the scroll view's only ancestor:
        /// `.automatic` is `.scrollableAxes`, and a header makes a short list bounce, so scroll).
        var adjusts: Bool
        var testDescription: String { "\(behavior), content \(Int(contentHeight))" }
    }

    nonisolated static let cases: [Case] = [2000, 300].flatMap { height in
        [
            Case(behavior: .always, contentHeight: height, adjusts: true),
            Case(behavior: .never, contentHeight: height, adjusts: false),
            Case(behavior: .automatic, contentHeight: height, adjusts: true),
            Case(behavior: .scrollableAxes, contentHeight: height, adjusts: true),
        ]
    }

    /// A full refresh under each behaviour: the share goes on top of the app's inset, the offset
    /// rests under the header, and everything comes back to the bit.
    @Test(arguments: cases)
    func aRefreshHoldsItsShareOnTopOfTheAdjustedInset(_ c: Case) {
        let safeTop: CGFloat = 47
        let scene = AdapterScene(contentHeight: c.contentHeight, behavior: c.behavior)
        scene.run {
            let sv = scene.scrollView
            sv.contentInset.top = Self.appTop
            scene.world.drain()
            let header = scene.attach(.header, configuration: .standard)
            let restingTop = Self.appTop + (c.adjusts ? safeTop : 0)
            #expect(sv.adjustedContentInset.top == restingTop, "\(c): UIKit's adjusted inset")
            sv.contentOffset.y = -restingTop
            scene.world.drain()

            scene.drag(220, frames: 12, velocity: nil)
            #expect(header.refreshState.phase == .armed)
            // The header sits above the content, as wide as the scroll view.
            #expect(header.frame == CGRect(x: 0, y: -Self.share, width: 390, height: Self.share))
            sv.modelLiftFinger()
            scene.advance(by: AdapterScene.springLands)
            #expect(header.refreshState == .refreshing && scene.actions == [.header])
            #expect(sv.contentInset.top.bitPattern == (Self.appTop + Self.share).bitPattern, "\(c): inset with share")
            #expect(sv.adjustedContentInset.top == restingTop + Self.share)
            #expect(sv.contentOffset.y.bitPattern == (-(restingTop + Self.share)).bitPattern, "\(c): rests under it")
            #expect(scene.advance(by: 0.5) == 0, "a refreshing header needs no frames of the adapter")

            header.endRefreshing()
            scene.advance(by: 1.5)
            #expect(scene.phases(.header) == [.revealing, .armed, .refreshing, .finishing, .idle])
            #expect(sv.contentInset.top.bitPattern == Self.appTop.bitPattern, "\(c): the app's inset, to the bit")
            #expect(sv.contentInset.bottom.bitPattern == CGFloat(0).bitPattern)
            #expect(sv.contentOffset.y.bitPattern == (-restingTop).bitPattern, "\(c): back at the top")
            #expect(!scene.hasDisplayLink && header.pullProgress == 0)
        }
    }

    /// A large title collapsing under the finger: the safe area's top shrinks by 52 pt in the
    /// middle of a pull (and grows back in the other case). The pull is measured from the new
    /// resting top, the refresh holds its share on top of the new adjusted inset, and the end
    /// leaves the app's inset and the new top.
    @Test(arguments: [(143.0, 91.0), (91.0, 143.0)])
    func aTopInsetChangingMidPullMovesTheRestingTop(_ from: Double, _ to: Double) {
        let (from, to) = (CGFloat(from), CGFloat(to))
        let scene = AdapterScene(safeArea: UIEdgeInsets(top: from, left: 0, bottom: 34, right: 0))
        let header = scene.attach(.header, configuration: .standard)
        scene.run {
            let sv = scene.scrollView
            #expect(sv.contentOffset.y == -from)
            scene.drag(40, frames: 8, velocity: nil)
            #expect(header.refreshState.phase == .revealing)
            let pulled = -from - sv.contentOffset.y
            scene.window.modelDeviceSafeAreaInsets.top = to
            scene.world.drain()
            #expect(sv.adjustedContentInset.top == to)
            // The content did not move; the pull is now measured from the new top.
            let distance = Double(-to - sv.contentOffset.y)
            if distance <= 0 {
                #expect(header.refreshState == .idle, "from \(from), pulled \(pulled)")
            } else if distance >= 64 {
                #expect(header.refreshState == .armed(overPull: distance - 64), "from \(from), pulled \(pulled)")
            } else {
                #expect(header.refreshState == .revealing(progress: distance / 64), "from \(from), pulled \(pulled)")
            }
            scene.drag(200, frames: 10, velocity: nil)
            #expect(header.refreshState.phase == .armed)
            sv.modelLiftFinger()
            scene.advance(by: AdapterScene.springLands)
            #expect(header.refreshState == .refreshing)
            #expect(sv.contentInset.top.bitPattern == Self.share.bitPattern)
            #expect(sv.contentOffset.y.bitPattern == (-(to + Self.share)).bitPattern)
            header.endRefreshing()
            scene.advance(by: 1.5)
            #expect(header.refreshState == .idle && scene.actions == [.header])
            #expect(sv.contentInset.top.bitPattern == CGFloat(0).bitPattern)
            #expect(sv.contentOffset.y.bitPattern == (-to).bitPattern && !scene.hasDisplayLink)
        }
    }

    /// A rotation while refreshing: the window and the scroll view turn to 844 × 390 and the safe
    /// area moves to the sides. The header keeps its share, spans the new width under the side
    /// insets, and the content rests under it; the end gives everything back.
    @Test func aRotationMidRefreshKeepsTheShareAndFollowsTheBounds() {
        let scene = AdapterScene()
        let header = scene.attach(.header, configuration: .standard)
        scene.run {
            let sv = scene.scrollView
            scene.drag(220, frames: 12, velocity: 0)
            scene.advance(by: AdapterScene.springLands)
            #expect(header.refreshState == .refreshing && sv.contentOffset.y == -(47 + Self.share))

            scene.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            scene.window.modelDeviceSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
            sv.frame = scene.window.bounds
            scene.advance(by: 0.5)
            #expect(header.refreshState == .refreshing)
            #expect(sv.contentInset.top.bitPattern == Self.share.bitPattern)
            #expect(sv.adjustedContentInset == UIEdgeInsets(top: Self.share, left: 47, bottom: 21, right: 47))
            #expect(sv.contentOffset.y.bitPattern == (-Self.share).bitPattern, "rests under the header")
            #expect(header.frame == CGRect(x: -47, y: -Self.share, width: 844, height: Self.share))

            header.endRefreshing()
            scene.advance(by: 1.5)
            #expect(header.refreshState == .idle)
            // The content rests at the top-left of the adjusted insets (−0 from −adjusted top 0).
            #expect(sv.contentInset == .zero && sv.contentOffset == CGPoint(x: -47, y: 0), "\(sv.contentOffset)")
            #expect(!scene.hasDisplayLink)
        }
    }
}

import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// Behaviours a planted bug in `Sources/RefreshKit/UIKit` went unnoticed in before (issue 46's
/// mutation run), each driven as an app and a user would on the UIKit model: the app's own
/// `contentInset` written mid-refresh, the horizontal slots' shares on the x axis, a begin without
/// its action asked for before the control had a slot, and VoiceOver's reach of a footer with no
/// more data.
@MainActor @Suite struct InsetSlotAndReachRunTests {
    /// A banner or the keyboard: the app writes `contentInset` itself while the header refreshes.
    /// The share goes back on top at once (`contentInset.top` = the app's + 64), the app's value is
    /// `refreshKitAppContentInset`, and the end gives back exactly the share.
    @Test func anInsetTheAppWritesMidRefreshKeepsTheShareOnTop() {
        let scene = AdapterScene()
        scene.run {
            let sv = scene.scrollView
            let header = scene.attach(.header)
            scene.pullToRefresh()
            #expect(header.refreshState == .refreshing && sv.contentInset.top == 64)
            sv.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 216, right: 0)
            #expect(sv.contentInset.top.bitPattern == CGFloat(94).bitPattern, "the share is written back on top")
            #expect(sv.contentInset.bottom == 216)
            #expect(sv.refreshKitAppContentInset == UIEdgeInsets(top: 30, left: 0, bottom: 216, right: 0))
            scene.advance(by: 0.5)
            #expect(sv.contentInset.top == 94)
            header.endRefreshing()
            scene.advance(by: 1.5)
            #expect(sv.contentInset == UIEdgeInsets(top: 30, left: 0, bottom: 216, right: 0))
        }
    }

    /// A horizontal list's leading and trailing controls, pulled past their trigger by the finger
    /// along x: each holds its share on its own side of `contentInset` (left for leading, right for
    /// trailing, nothing on y) while it refreshes and gives it back at the end.
    @Test(arguments: [RefreshEdge.header, .footer])
    func aHorizontalSlotHoldsItsShareOnTheXAxis(_ leadingOrTrailing: RefreshEdge) {
        let world = ModelWorld(startTime: 0)
        world.run {
            let leading = leadingOrTrailing == .header
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
            let list = UIScrollView(frame: window.bounds)
            list.contentSize = CGSize(width: 3000, height: 300)
            window.addSubview(list)
            window.makeKeyAndVisible()
            var runs = 0
            let control = RefreshControl(.arcSpinner(), handler: { _ in runs += 1 })
            if leading { list.refreshLeading = control } else { list.refreshTrailing = control }
            world.drain()
            if !leading { list.contentOffset.x = 3000 - 390 }
            world.drain()
            let share = CGFloat(control.configuration.height)
            list.modelTouchDown()
            for _ in 0..<12 {
                list.modelMoveFinger(by: CGPoint(x: leading ? 20 : -20, y: 0))
                world.advance(by: 1.0 / 60)
            }
            list.modelLiftFinger()
            world.advance(by: 2)
            #expect(control.refreshState == .refreshing && runs == 1)
            let held = leading ? list.contentInset.left : list.contentInset.right
            let other = leading ? list.contentInset.right : list.contentInset.left
            #expect(held == share && other == 0, "the share on its side: \(list.contentInset)")
            #expect(list.contentInset.top == 0 && list.contentInset.bottom == 0)
            #expect(abs(list.contentOffset.x - (leading ? -share : 3000 - 390 + share)) < 0.01, "resting on the share")
            control.endRefreshing()
            world.advance(by: 2)
            #expect(list.contentInset == .zero && control.refreshState == .idle)
            #expect(abs(list.contentOffset.x - (leading ? 0 : 3000 - 390)) < 0.01, "\(list.contentOffset.x)")
        }
    }

    /// `beginRefreshing(runningAction: false)` asked for before the control has a slot refreshes
    /// once it is placed, without its action.
    @Test func aBeginWithoutTheActionBeforeThePlacementRunsNoAction() async {
        let world = ModelWorld(startTime: 0)
        await world.run {
            let scene = ControlScene(in: world)
            var runs = 0
            let header = RefreshControl(.arcSpinner()) { runs += 1 }
            #expect(header.beginRefreshing(runningAction: false))
            scene.list.refreshHeader = header
            world.drain()
            world.advance(by: 1)
            for _ in 0..<20 {
                await Task.yield()
                world.drain()
            }
            #expect(header.refreshState == .refreshing && runs == 0)
            // The user's next refresh runs it.
            header.endRefreshing()
            world.advance(by: 2)
            #expect(header.beginRefreshing() && header.refreshState == .refreshing)
            for _ in 0..<20 {
                await Task.yield()
                world.drain()
            }
            #expect(runs == 1)
        }
    }

    /// A footer with no more data is no VoiceOver element while it is out of view, even with the
    /// list resting at its end (an idle footer there is one: it loads).
    @Test func aFooterWithNoMoreDataOutOfViewIsNoElement() {
        let world = ModelWorld(startTime: 0)
        world.run {
            world.settings.isVoiceOverRunning = true
            let scene = ControlScene(in: world)
            let footer = RefreshControl(.classic(), configuration: .loadMore) {}
            scene.list.refreshFooter = footer
            world.drain()
            scene.list.contentOffset.y = 2000 - 844
            world.drain()
            #expect(ModelVoiceOver.elements(in: scene.window).contains { $0 === footer })
            footer.noMoreData = true
            world.advance(by: 1)
            #expect(footer.refreshState == .noMoreData)
            let frame = footer.convert(footer.bounds, to: scene.window)
            #expect(frame.minY >= scene.window.bounds.maxY - scene.list.adjustedContentInset.bottom, "out of view")
            #expect(!ModelVoiceOver.elements(in: scene.window).contains { $0 === footer })
        }
    }
}

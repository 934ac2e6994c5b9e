import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The scroll view's shorthands and slots on the UIKit model, as an app uses them: each
/// `addPullToRefresh`/`addLoadMore` fills its slot with a control that refreshes when pulled and
/// runs its action in its own way; the remove calls give the scroll view back; a control moved to
/// another scroll view leaves the first; the app's own inset stays the app's while a share is held;
/// a table's background view set later stays under the header.
@MainActor @Suite struct ShorthandRunTests {
    /// Each `addPullToRefresh` puts a header with the indicator and configuration given in the
    /// header slot; a pull runs its action: an `async` action ends the refresh by itself when it
    /// returns, a synchronous one or a handler refreshes until `endRefreshing()`.
    @Test func eachPullToRefreshShorthandFillsTheHeaderSlot() async {
        let scene = AdapterScene()
        await scene.world.run {
            let sv = scene.scrollView
            var runs: [String] = []
            // A closure that awaits is the `async` action.
            let asyncHeader = sv.addPullToRefresh(.arcSpinner()) {
                await Task.yield()
                runs.append("async")
            }
            #expect(sv.refreshHeader === asyncHeader && asyncHeader.superview === sv && asyncHeader.edge == .header)
            #expect(asyncHeader.configuration == .standard && sv.alwaysBounceVertical)
            scene.pullToRefresh()
            for _ in 0..<50 where asyncHeader.refreshState == .refreshing {
                await Task.yield()
                scene.world.drain()
            }
            #expect(runs == ["async"] && asyncHeader.refreshState == .finishing, "an async action ends the refresh")
            scene.advance(by: 1)

            // A trailing closure that does not await is the synchronous handler.
            let trailing = sv.addPullToRefresh { runs.append("trailing") }
            scene.pullToRefresh()
            #expect(runs.last == "trailing" && trailing.refreshState == .refreshing, "refreshes until ended")
            trailing.endRefreshing()
            scene.advance(by: 1)

            let custom = RefreshConfiguration(height: 80)
            let syncHeader = sv.addPullToRefresh(configuration: custom, actionHandler: { runs.append("sync") })
            #expect(sv.refreshHeader === syncHeader && asyncHeader.superview == nil)
            #expect(syncHeader.configuration == custom)
            scene.pullToRefresh()
            #expect(runs.last == "sync" && syncHeader.refreshState == .refreshing, "refreshes until ended")
            syncHeader.endRefreshing()
            scene.advance(by: 1)

            var handed: RefreshControl?
            let handlerHeader = sv.addPullToRefresh(handler: { handed = $0 })
            scene.pullToRefresh()
            #expect(handed === handlerHeader && handlerHeader.refreshState == .refreshing)
            handlerHeader.endRefreshing()
            scene.advance(by: 1)
            #expect(handlerHeader.refreshState == .idle && sv.contentInset == .zero)

            sv.removePullToRefresh()
            #expect(sv.refreshHeader == nil && handlerHeader.superview == nil)
        }
    }

    /// Each `addLoadMore` puts a footer with the mode given in the footer slot; an auto footer
    /// loads when the end of the content comes into view as the user scrolls.
    @Test func eachLoadMoreShorthandFillsTheFooterSlot() async {
        let scene = AdapterScene(contentHeight: 1200)
        await scene.world.run {
            let sv = scene.scrollView
            var runs: [String] = []
            let auto = sv.addLoadMore {
                await Task.yield()
                runs.append("async")
            }
            #expect(sv.refreshFooter === auto && auto.edge == .footer && auto.configuration.mode == .auto)
            scene.drag(-600, frames: 20, velocity: -1500)
            scene.advance(by: 0.2)
            for _ in 0..<50 where auto.refreshState == .refreshing {
                await Task.yield()
                scene.world.drain()
            }
            #expect(runs == ["async"], "the auto footer loaded at the end")
            scene.advance(by: 2)

            let pull = sv.addLoadMore(mode: .pull, actionHandler: { runs.append("sync") })
            #expect(sv.refreshFooter === pull && auto.superview == nil && pull.configuration.mode == .pull)
            #expect(pull.configuration.height == RefreshConfiguration.loadMore.height)

            var handed: RefreshControl?
            let handler = sv.addLoadMore(mode: .pull, handler: { handed = $0 })
            #expect(sv.refreshFooter === handler && handed == nil)
            sv.removeLoadMore()
            #expect(sv.refreshFooter == nil && handler.superview == nil)
        }
    }

    /// `refreshKitAppContentInset` is the app's inset: read and written past the shares, so a
    /// refreshing header keeps its 64 pt on top of whatever the app sets meanwhile.
    @Test func theAppsInsetStaysTheAppsWhileAShareIsHeld() {
        let scene = AdapterScene()
        scene.run {
            let sv = scene.scrollView
            // Without a control there is no host: the property is `contentInset`.
            sv.refreshKitAppContentInset = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
            #expect(sv.contentInset == UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0))
            let header = scene.attach(.header)
            scene.pullToRefresh()
            #expect(header.refreshState == .refreshing && sv.contentInset.top == 69)
            #expect(sv.refreshKitAppContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0))
            sv.refreshKitAppContentInset = UIEdgeInsets(top: 20, left: 0, bottom: 3, right: 0)
            #expect(sv.contentInset.top.bitPattern == CGFloat(84).bitPattern && sv.contentInset.bottom == 3)
            header.endRefreshing()
            scene.advance(by: 1.5)
            #expect(sv.contentInset == UIEdgeInsets(top: 20, left: 0, bottom: 3, right: 0))
            #expect(sv.refreshKitAppContentInset == sv.contentInset)
        }
    }

    /// A control put in another scroll view's slot leaves the first one's slot and view, and the
    /// first scroll view's host goes with its last control.
    @Test func aControlMovedToAnotherScrollViewLeavesTheFirst() {
        let scene = AdapterScene()
        scene.run {
            let first = scene.scrollView
            let header = scene.attach(.header)
            #expect(UIScrollViewHost.existingHost(for: first) != nil)
            let second = UIScrollView(frame: scene.window.bounds)
            scene.window.addSubview(second)
            second.refreshFooter = header
            #expect(first.refreshHeader == nil && second.refreshFooter === header && header.superview === second)
            #expect(header.edge == .footer)
            #expect(UIScrollViewHost.existingHost(for: first) == nil, "the first scroll view is not observed any more")
        }
    }

    /// A table's background view set after the header goes under it: the header stays visible.
    @Test func aBackgroundViewSetLaterStaysUnderTheHeader() {
        let scene = AdapterScene(table: true)
        scene.run {
            let table = scene.scrollView as! UITableView
            let header = scene.attach(.header)
            let background = UIView()
            table.backgroundView = background
            scene.world.drain()
            let index = { (view: UIView) in table.subviews.firstIndex { $0 === view } }
            #expect((index(header) ?? -1) > (index(background) ?? Int.max), "\(table.subviews)")
            #expect(table.refreshHeader === header)
        }
    }
}

import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// A modifier applied to content inside a `ScrollView` does not walk the UIKit tree again on every
/// SwiftUI update once its run of looks is spent: the scroll view found is kept, and looked for
/// again only when it is gone or no longer holds the modified view.
@MainActor @Suite struct AttachmentLookTests {
    private func request() -> AttachmentCoordinator.Request {
        AttachmentCoordinator.Request(
            indicator: Indicators.ArcSpinner(), configuration: .standard, paging: .idle, action: {},
            environmentHasRefreshAction: false)
    }

    /// The modifier applied to content inside a `ScrollView`: the marker sits inside the scroll
    /// view it attaches to.
    @Test func anEnclosingScrollViewIsNotSearchedForOnEveryUpdate() async {
        let world = ModelWorld()
        await world.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let scroll = UIScrollView(frame: window.bounds)
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 2000))
            let marker = AttachmentMarkerView(frame: content.bounds)
            content.addSubview(marker)
            scroll.addSubview(content)
            controller.view.addSubview(scroll)
            let coordinator = AttachmentCoordinator(
                edge: .header, modifier: "refreshable", request: request())
            await connect(coordinator, to: marker) { scroll.refreshHeader != nil }
            #expect(scroll.refreshHeader != nil)
            // The run of looks after an enclosing match (a paging view may hold a List not built
            // yet) ends within its retries.
            // The retries wait on the main queue's clock, which is the world's: let the run of looks
            // play out, frame by frame.
            for _ in 0..<(4 * ScrollViewSearch.retryLimit)
            where coordinator.search.confirmations < ScrollViewSearch.retryLimit || coordinator.isScheduled {
                world.advance(by: ScrollViewSearch.retryInterval / 2)
                for _ in 0..<5 { await Task.yield() }
            }
            #expect(coordinator.search.confirmations == ScrollViewSearch.retryLimit && !coordinator.isScheduled)
            let looks = coordinator.looks
            for _ in 0..<30 {
                coordinator.update(request())
                for _ in 0..<20 { await Task.yield() }
            }
            #expect(coordinator.looks == looks)
            #expect(scroll.refreshHeader != nil && coordinator.isAttached)
            // Moved into another scroll view in the same window: the next update finds it.
            let other = UIScrollView(frame: window.bounds)
            controller.view.addSubview(other)
            other.addSubview(content)
            coordinator.update(request())
            for _ in 0..<10 where other.refreshHeader == nil { await Task.yield() }
            #expect(other.refreshHeader != nil && scroll.refreshHeader == nil)
        }
    }
}

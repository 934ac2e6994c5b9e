import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// An app's scroll view subclass that forwards VoiceOver's scroll to
/// `refreshKitAccessibilityScroll(_:)`, as its documentation shows, on the UIKit model.
@MainActor @Suite struct AccessibilityScrollForwardingTests {
    /// The subclass of the documentation's sample (the model declares `accessibilityScroll(_:)`
    /// nonisolated: the override asserts the main actor VoiceOver calls it on).
    final class AppList: UITableView {
        nonisolated override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            MainActor.assumeIsolated { refreshKitAccessibilityScroll(direction) }
                || super.accessibilityScroll(direction)
        }
    }

    /// A three-finger scroll over a row at the top refreshes the header once through the
    /// forwarding; a scroll down away from the end, and sideways, start nothing and return false;
    /// at the end, scrolling down loads more.
    @Test func theForwardedScrollRefreshesAtTheEdgesOnly() async {
        let world = ModelWorld(startTime: 0)
        await world.run {
            world.settings.isVoiceOverRunning = true
            let scene = ControlScene(in: world, list: AppList(frame: .zero, style: .plain))
            let list = scene.list
            var refreshes = 0, loads = 0
            list.refreshHeader = RefreshControl(.arcSpinner(), handler: { _ in refreshes += 1 })
            list.refreshFooter = RefreshControl(configuration: .pullToLoadMore, handler: { _ in loads += 1 })
            let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            row.isAccessibilityElement = true
            list.addSubview(row)
            world.drain()
            #expect(!list.refreshKitAccessibilityScroll(.down) && !list.refreshKitAccessibilityScroll(.left))
            #expect(ModelVoiceOver.scroll(.up, from: row))
            for _ in 0..<20 {
                await Task.yield()
                world.drain()
            }
            #expect(refreshes == 1 && loads == 0 && list.refreshHeader?.refreshState == .refreshing)
            list.refreshHeader?.endRefreshing()
            world.advance(by: 2)
            list.contentOffset.y = 2000 - 844 + list.adjustedContentInset.bottom
            world.drain()
            #expect(!list.refreshKitAccessibilityScroll(.up))
            #expect(list.refreshKitAccessibilityScroll(.down))
            for _ in 0..<20 {
                await Task.yield()
                world.drain()
            }
            #expect(loads == 1 && refreshes == 1 && list.window === scene.window)
        }
    }
}

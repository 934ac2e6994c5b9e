import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The SwiftUI attachment logic on the UIKit model: the marker view SwiftUI puts behind a modified
/// view finds the scroll view beside it (`ScrollViewLocator`) and the coordinator keeps a
/// `RefreshControl` in its slot, swaps the indicator, follows the paging state and removes the control
/// it added.
@MainActor @Suite struct AttachmentTests {
    private func request(paging: LoadMoreState = .idle) -> AttachmentCoordinator.Request {
        AttachmentCoordinator.Request(
            indicator: Indicators.Classic(), configuration: .loadMore, paging: paging, action: {},
            environmentHasRefreshAction: false)
    }

    @Test func markerFindsTheSiblingScrollViewAndFillsItsSlot() async {
        let world = ModelWorld()
        await world.run {
            let scene = MarkerScene()
            let (list, marker) = (scene.list, scene.marker)
            #expect(ScrollViewLocator.scrollView(for: marker) === list)
            let coordinator = AttachmentCoordinator(edge: .footer, modifier: "loadMore", request: request())
            await connect(coordinator, to: marker) { list.refreshFooter != nil }
            #expect(list.refreshFooter != nil && coordinator.isAttached)
            coordinator.update(request(paging: .noMoreData))
            world.drain()
            #expect(list.refreshFooter?.noMoreData == true)
            coordinator.detach()
            #expect(list.refreshFooter == nil && !coordinator.isAttached)
            #expect(!marker.isUserInteractionEnabled && marker.accessibilityElementsHidden)
        }
    }

    /// A sibling that does not cover the marker, a hidden one and a text view are not taken
    /// (`ScrollViewLocator.overlap` is the intersection over union, 0 without the marker's centre).
    @Test func locatorSkipsScrollViewsThatAreNotTheModifiedOnes() {
        let world = ModelWorld()
        world.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let host = UIView(frame: window.bounds)
            let marker = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            let elsewhere = UIScrollView(frame: CGRect(x: 0, y: 500, width: 390, height: 300))
            let text = UITextView(frame: marker.frame)
            let hidden = UIScrollView(frame: marker.frame)
            hidden.isHidden = true
            for view in [elsewhere, text, hidden, marker] { host.addSubview(view) }
            window.addSubview(host)
            #expect(ScrollViewLocator.scrollView(for: marker) == nil)
            #expect(
                ScrollViewLocator.overlap(
                    CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: 10)) == 1)
            #expect(
                ScrollViewLocator.overlap(
                    CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 0, width: 10, height: 10)) == 0)
        }
    }
}

import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// A collapsing header taken off the screen gives its scroll back: removed from its superview (so
/// from its window) or released, it no longer holds the content still while it would change
/// height; put back in a window, it follows the same scroll view again at the height it had.
@MainActor @Suite struct CollapsingHeaderLifetimeTests {
    /// A window with a long list under a header attached to it, scrolled to its resting top (also
    /// for `CollapsingHeaderHiddenSceneTests`).
    static func makeScene() -> (UIWindow, UIScrollView, CollapsingHeaderView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list = UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(list)
        window.makeKeyAndVisible()
        let header = CollapsingHeaderView(title: "Inbox", subtitle: "Updated just now")
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
        window.addSubview(header)
        header.attach(to: list)
        return (window, list, header)
    }

    /// The model's finger scrolls the content up by `distance` points, one point at a time, and lifts
    /// (without speed: nothing decelerates).
    private func scroll(_ list: UIScrollView, by distance: Int) {
        list.modelTouchDown()
        for _ in 0..<distance { list.modelMoveFinger(by: CGPoint(x: 0, y: -1)) }
        list.modelLiftFinger()
    }

    @Test func aHeaderRemovedFromTheScreenGivesBackItsScroll() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let (window, list, header) = Self.makeScene()
            world.drain()
            // On screen the header absorbs the first 44 pt: the content holds still.
            scroll(list, by: 20)
            #expect(list.contentOffset.y == 0 && header.controller?.height == 68)
            header.removeFromSuperview()
            world.drain()
            scroll(list, by: 30)
            #expect(list.contentOffset.y == 30)
            #expect(header.controller?.height == 68)
            // Back on screen it follows again, from the height it had and the offset there is now.
            window.addSubview(header)
            world.drain()
            scroll(list, by: 10)
            #expect(list.contentOffset.y == 30 && header.controller?.height == 58)
        }
    }

    /// A header attached before it is ever shown (in `viewDidLoad`, say) and released without
    /// being shown: its `deinit` lets the scroll view go.
    @Test func aReleasedHeaderGivesBackItsScroll() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let list = UIScrollView(frame: window.bounds)
            list.contentSize = CGSize(width: 390, height: 3000)
            window.addSubview(list)
            window.makeKeyAndVisible()
            var header: CollapsingHeaderView? = CollapsingHeaderView(title: "Inbox", subtitle: "Updated just now")
            header?.attach(to: list)
            world.drain()
            scroll(list, by: 10)
            #expect(list.contentOffset.y == 0 && header?.controller?.height == 78)
            weak let released = header
            header = nil
            world.drain()
            #expect(released == nil)
            scroll(list, by: 30)
            #expect(list.contentOffset.y == 30)
        }
    }
}

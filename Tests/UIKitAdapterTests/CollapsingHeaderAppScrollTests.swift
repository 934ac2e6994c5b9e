import Foundation
import RefreshKitCore
import RefreshKitSimulation
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The collapsing header follows only the user: the model's finger and the deceleration its
/// release starts. Every offset the app writes — rows inserted above with the offset kept, an
/// animated `setContentOffset`, a status-bar tap, `scrollRectToVisible`, `scrollToRow` — is where
/// the content is, in the same turn and after, and the header keeps its height meanwhile. At the
/// hand-over (the header reaching 44 or 88 within one pan step) what the header does not take
/// moves the content: no finger travel is lost.
@MainActor @Suite struct CollapsingHeaderAppScrollTests {
    /// A shown window with a 3,000-pt list (a table when `table`) at its top, under an expanded
    /// header attached to it (keep the window: the model's windows are released with their last
    /// reference).
    static func makeScene(table: Bool = false) -> (UIWindow, UIScrollView, CollapsingHeaderView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let list: UIScrollView =
            table ? UITableView(frame: window.bounds, style: .plain) : UIScrollView(frame: window.bounds)
        list.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(list)
        window.makeKeyAndVisible()
        let header = CollapsingHeaderView(title: "Inbox", subtitle: "Updated just now")
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
        window.addSubview(header)
        header.attach(to: list)
        return (window, list, header)
    }

    /// The finger drags by `steps` (points, positive down: the content follows), one pan step each.
    static func drag(_ list: UIScrollView, _ steps: [CGFloat]) {
        for step in steps { list.modelMoveFinger(by: CGPoint(x: 0, y: step)) }
    }

    /// Lets `seconds` pass frame by frame, checking after each frame that the header keeps
    /// `height` and the offset moves only towards `target` (never past it), and that it ends there.
    private func expectAppScroll(
        in world: ModelWorld, _ list: UIScrollView, _ header: CollapsingHeaderView, to target: CGFloat,
        height: Double, over seconds: Double = 1, _ what: String
    ) {
        let start = list.contentOffset.y
        for t in FrameTimes(start: world.now, duration: seconds, fps: 60) {
            world.advance(to: t)
            let y = list.contentOffset.y
            #expect(
                header.controller?.height == height, "\(what): the header moved to \(header.controller?.height ?? 0)")
            #expect(
                (y - start) * (target - y) >= -1e-9,
                "\(what): the offset \(y) is not on the way from \(start) to \(target)")
        }
        #expect(list.contentOffset.y == target, "\(what): ended at \(list.contentOffset.y), not \(target)")
    }

    @Test func rowsInsertedAboveStayWhereTheAppPutThem() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let (window, list, header) = Self.makeScene()
            defer { withExtendedLifetime(window) {} }
            world.drain()
            // A chat or a feed: older rows land on top, and the rows in view stay in place.
            list.contentSize.height += 440
            list.contentOffset.y += 440
            #expect(list.contentOffset.y == 440 && header.controller?.height == 88)
            expectAppScroll(in: world, list, header, to: 440, height: 88, "rows inserted above")
        }
    }

    @Test func anAnimatedScrollEndsWhereTheAppAsked() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let (window, list, header) = Self.makeScene()
            defer { withExtendedLifetime(window) {} }
            world.drain()
            list.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            expectAppScroll(in: world, list, header, to: 500, height: 88, "setContentOffset(animated: true)")
            list.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
            #expect(list.contentOffset.y == 120 && header.controller?.height == 88)
        }
    }

    /// A status-bar tap scrolls a list the user collapsed the header over back to its top: the
    /// content lands at the top, the header stays collapsed (the user's next drag opens it).
    @Test func aStatusBarTapScrollsToTheTop() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let (window, list, header) = Self.makeScene()
            defer { withExtendedLifetime(window) {} }
            world.drain()
            list.modelTouchDown()
            Self.drag(list, Array(repeating: -20, count: 30))
            list.modelLiftFinger()
            world.advance(by: 0.5)
            #expect(header.controller?.height == 44 && list.contentOffset.y == 600 - 44)
            list.modelTapStatusBar()
            expectAppScroll(in: world, list, header, to: 0, height: 44, "scroll to top")
            // The user's next drag down opens it, the content held at the top.
            list.modelTouchDown()
            Self.drag(list, [10, 10])
            #expect((header.controller?.height ?? 0) > 44 && list.contentOffset.y == 0)
        }
    }

    @Test func scrollRectToVisibleAndScrollToRowEndWhereTheyShow() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let (window, list, header) = Self.makeScene(table: true)
            defer { withExtendedLifetime(window) {} }
            world.drain()
            list.scrollRectToVisible(CGRect(x: 0, y: 1200, width: 390, height: 100), animated: true)
            expectAppScroll(in: world, list, header, to: 1300 - 844, height: 88, "scrollRectToVisible")
            (list as? UITableView)?.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: true)
            expectAppScroll(in: world, list, header, to: 440, height: 88, "scrollToRow back up")
            list.scrollRectToVisible(CGRect(x: 0, y: 2900, width: 390, height: 100), animated: false)
            #expect(list.contentOffset.y == 3000 - 844 && header.controller?.height == 88)
        }
    }

    /// The app writes the offset while the finger is down (rows land above mid-drag): the write
    /// stays, and the finger goes on from there — the header absorbs only the finger's moves.
    @Test func anAppsWriteWhileTheFingerDragsStays() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let (window, list, header) = Self.makeScene()
            defer { withExtendedLifetime(window) {} }
            world.drain()
            list.modelTouchDown()
            Self.drag(list, [-10])
            #expect(header.controller?.height == 78 && list.contentOffset.y == 0)
            list.contentSize.height += 440
            list.contentOffset.y += 440
            #expect(header.controller?.height == 78 && list.contentOffset.y == 440)
            world.advance(by: 1.0 / 60)
            #expect(list.contentOffset.y == 440)
            Self.drag(list, [-10])
            #expect(header.controller?.height == 68 && list.contentOffset.y == 440)
            Self.drag(list, [-30])
            #expect(header.controller?.height == 44 && list.contentOffset.y == 446)
        }
    }

    /// Rows land above while a fling carries the list towards its top: the app's 440 pt stay, and
    /// the header, open already, stays open.
    @Test func anAppsWriteDuringAFlingStays() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let (window, list, header) = Self.makeScene()
            defer { withExtendedLifetime(window) {} }
            world.drain()
            list.contentOffset.y = 1500
            world.drain()
            list.modelTouchDown()
            Self.drag(list, [10, 10, 10])
            list.modelLiftFinger(velocity: CGPoint(x: 0, y: 1500))
            world.advance(by: 0.1)
            #expect(list.isDecelerating && header.controller?.height == 88)
            let before = list.contentOffset.y
            list.contentSize.height += 440
            list.contentOffset.y += 440
            #expect(list.contentOffset.y == before + 440 && header.controller?.height == 88)
            world.advance(by: 1.0 / 60)
            #expect(list.contentOffset.y > before + 400 && list.isDecelerating)
            var previous = list.contentOffset.y
            for t in FrameTimes(start: world.now, duration: 2, fps: 60) {
                world.advance(to: t)
                // The fling goes on from the app's offset, towards the top, the header open.
                #expect(list.contentOffset.y <= previous && header.controller?.height == 88)
                previous = list.contentOffset.y
            }
        }
    }

    /// One pan step that the header takes only part of: header change + content change = the
    /// finger's travel, to half a point, collapsing and expanding.
    @Test func noFingerTravelIsLostAtTheHandOver() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let (window, list, header) = Self.makeScene()
            defer { withExtendedLifetime(window) {} }
            world.drain()
            list.modelTouchDown()
            Self.drag(list, [-37])
            #expect(header.controller?.height == 51 && list.contentOffset.y == 0)
            // 7 pt left to collapse, a 20-pt step: the header takes 7, the content 13.
            var (h, y) = (header.controller?.height ?? 0, Double(list.contentOffset.y))
            Self.drag(list, [-20])
            var taken = h - (header.controller?.height ?? 0)
            var moved = Double(list.contentOffset.y) - y
            #expect(taken == 7 && abs(taken + moved - 20) <= 0.5, "collapsing: \(taken) + \(moved)")
            Self.drag(list, [-200])
            #expect(list.contentOffset.y == 213)
            Self.drag(list, [37])
            #expect(header.controller?.height == 81 && list.contentOffset.y == 213)
            // 7 pt left to expand, a 20-pt step down: the header takes 7, the content 13.
            (h, y) = (header.controller?.height ?? 0, Double(list.contentOffset.y))
            Self.drag(list, [20])
            taken = (header.controller?.height ?? 0) - h
            moved = y - Double(list.contentOffset.y)
            #expect(taken == 7 && abs(taken + moved - 20) <= 0.5, "expanding: \(taken) + \(moved)")
            list.modelLiftFinger()
        }
    }

    /// A fling that comes to rest with the header part-way snaps it to 44 or 88, whichever is
    /// nearer (above the midpoint: open).
    @Test(arguments: zip([-20.0, -60.0], [88.0, 44.0]))
    func aFlingStoppingMidWaySnaps(_ velocity: Double, _ snapped: Double) {
        let world = ModelWorld(startTime: 0)
        world.run {
            let (window, list, header) = Self.makeScene()
            defer { withExtendedLifetime(window) {} }
            world.drain()
            list.contentOffset.y = 600
            world.drain()
            list.modelTouchDown()
            Self.drag(list, [-2, -2])
            list.modelLiftFinger(velocity: CGPoint(x: 0, y: CGFloat(velocity)))
            #expect(list.isDecelerating)
            var restingHeight: Double?
            for t in FrameTimes(start: world.now, duration: 8, fps: 60) {
                world.advance(to: t)
                if restingHeight == nil && !list.isDecelerating { restingHeight = header.controller?.height }
            }
            let resting = restingHeight ?? 0
            #expect(resting > 44 && resting < 88, "the fling did not stop mid-way: \(resting)")
            #expect(header.controller?.height == snapped && header.controller?.isSnapping == false)
        }
    }
}

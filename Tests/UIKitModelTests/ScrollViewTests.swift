import RefreshKitCore
import RefreshKitSimulation
import Testing
import UIKitModel

/// `UIScrollView`: offset as the bounds origin, the adjusted inset, key-value observation, the
/// finger and the motion after it (the core's physics).
@MainActor @Suite struct ScrollViewTests {
    private func scrollView(in window: UIWindow, contentHeight: CGFloat = 2000) -> UIScrollView {
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 390, height: contentHeight)
        window.addSubview(scrollView)
        return scrollView
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset: the safe
    /// area added to `contentInset` on the edges `contentInsetAdjustmentBehavior` says
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes,
    /// …/automatic): `.scrollableAxes` adjusts top and bottom when the content is taller than the
    /// view or it always bounces vertically; `.automatic` also when it is a navigation
    /// controller's content.
    @Test func adjustedInsetFollowsTheBehaviour() {
        inWorld { world in
            let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10))
            let sv = scrollView(in: window, contentHeight: 500)
            sv.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 6, right: 0)
            world.drain()
            sv.contentInsetAdjustmentBehavior = .always
            #expect(sv.adjustedContentInset == UIEdgeInsets(top: 52, left: 10, bottom: 40, right: 10))
            sv.contentInsetAdjustmentBehavior = .never
            #expect(sv.adjustedContentInset == sv.contentInset)
            sv.contentInsetAdjustmentBehavior = .scrollableAxes
            #expect(sv.adjustedContentInset == sv.contentInset)  // short, narrow content
            sv.alwaysBounceVertical = true
            #expect(sv.adjustedContentInset == UIEdgeInsets(top: 52, left: 0, bottom: 40, right: 0))
            sv.alwaysBounceVertical = false
            sv.contentSize = CGSize(width: 800, height: 2000)
            #expect(sv.adjustedContentInset == UIEdgeInsets(top: 52, left: 10, bottom: 40, right: 10))
            sv.contentSize = CGSize(width: 390, height: 500)
            sv.contentInsetAdjustmentBehavior = .automatic
            #expect(sv.adjustedContentInset == sv.contentInset)
            sv.removeFromSuperview()
            let content = UIViewController()
            content.view = sv
            window.rootViewController = UINavigationController(rootViewController: content)
            world.drain()
            #expect(sv.adjustedContentInset == UIEdgeInsets(top: 52, left: 0, bottom: 40, right: 0))
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange():
    /// called when the adjusted inset changes (here the safe area under a bar that grows).
    @Test func adjustedInsetChangeIsTold() {
        final class Recording: UIScrollView {
            var changes = 0
            override func adjustedContentInsetDidChange() { changes += 1 }
        }
        inWorld { world in
            let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
            let sv = Recording(frame: window.bounds)
            sv.contentInsetAdjustmentBehavior = .always
            window.addSubview(sv)
            world.drain()
            let before = sv.changes
            window.modelDeviceSafeAreaInsets.top = 91
            world.drain()
            #expect(sv.changes == before + 1 && sv.adjustedContentInset.top == 91)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset: the point of the
    /// content at the view's origin — the bounds' origin; observed with Foundation's
    /// `observe(_:options:changeHandler:)` (https://developer.apple.com/documentation/foundation/nsobject/keyvalueobservingpublishing/observe(_:options:changehandler:)):
    /// `.initial` reports at once, `.old`/`.new` carry the values, `.prior` reports before the
    /// change too, and an invalidated observation reports nothing.
    @Test func contentOffsetIsObservedWithFoundationsCallShape() {
        inWorld { _ in
            let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var seen: [String] = []
            let observation = sv.observe(\.contentOffset, options: [.initial, .old, .new, .prior]) { _, change in
                MainActor.assumeIsolated {
                    seen.append(
                        "\(change.isPrior) \(change.oldValue.map { "\($0.y)" } ?? "-") \(change.newValue.map { "\($0.y)" } ?? "-")"
                    )
                }
            }
            sv.contentOffset = CGPoint(x: 0, y: 30)
            #expect(sv.bounds.origin == CGPoint(x: 0, y: 30))
            #expect(seen == ["false - 0.0", "true 0.0 -", "false 0.0 30.0"])
            var sizes = 0
            let size = sv.observe(\.contentSize) { _, _ in MainActor.assumeIsolated { sizes += 1 } }
            sv.contentSize = CGSize(width: 100, height: 500)
            sv.contentSize = CGSize(width: 100, height: 500)  // every set is reported
            #expect(sizes == 2)
            observation.invalidate()
            sv.contentOffset = .zero
            #expect(seen.count == 3)
            _ = size
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking,
    /// …/isdragging, …/isdecelerating and https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer:
    /// a finger down tracks; once it moves the pan gesture begins (its targets hear `.began`, then
    /// `.changed`, then `.ended`) and the view drags; after a fast release it decelerates, then rests.
    @Test func fingerTracksDragsAndDecelerates() {
        @MainActor final class Target: NSObject {
            var states: [UIGestureRecognizer.State] = []
            func pan(_ recognizer: UIPanGestureRecognizer) { states.append(recognizer.state) }
        }
        inWorld { world in
            let window = makeWindow()
            let sv = scrollView(in: window)
            let target = Target()
            sv.panGestureRecognizer.addTarget(target, action: Selector("pan:", Target.pan))
            sv.modelTouchDown()
            #expect(sv.isTracking && !sv.isDragging && !sv.isDecelerating && target.states.isEmpty)
            sv.modelMoveFinger(by: CGPoint(x: 0, y: -100))
            #expect(sv.isDragging && sv.contentOffset.y == 100 && target.states == [.began])
            sv.modelMoveFinger(by: CGPoint(x: 0, y: -50))
            #expect(sv.contentOffset.y == 150 && target.states == [.began, .changed])
            sv.modelLiftFinger(velocity: CGPoint(x: 0, y: -2000))
            #expect(!sv.isTracking && !sv.isDragging && sv.isDecelerating && target.states.last == .ended)
            world.advance(by: 0.5)
            #expect(sv.contentOffset.y > 150)
            world.advance(by: 10)
            #expect(!sv.isDecelerating && sv.panGestureRecognizer.state == .possible)
        }
    }

    /// The motion is the core's physics (UIKit documents none of its numbers): a drag past the top
    /// with the rubber band, a release and the spring back give the simulated scroll view's offsets
    /// at every frame, to the last bit.
    @Test func motionIsTheCoresPhysics() {
        inWorld { world in
            let window = makeWindow()
            let sv = scrollView(in: window)
            let simulated = SimulatedScrollView(
                viewportSize: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 2000))
            sv.modelTouchDown()
            simulated.touchDown()
            for k in 1...20 {
                world.advance(to: Double(k) / 60)
                simulated.advance(to: Double(k) / 60)
                sv.modelMoveFinger(by: CGPoint(x: 0, y: 9.5))
                simulated.moveFinger(by: 9.5)
                #expect(Double(sv.contentOffset.y).bitPattern == simulated.contentOffset.y.bitPattern)
            }
            sv.modelLiftFinger(velocity: CGPoint(x: 0, y: 300))
            simulated.liftFinger(velocity: 300)
            for k in 21...120 {
                world.advance(to: Double(k) / 60)
                simulated.advance(to: Double(k) / 60)
                #expect(Double(sv.contentOffset.y).bitPattern == simulated.contentOffset.y.bitPattern)
                #expect(sv.isDecelerating == simulated.isDecelerating)
            }
            #expect(sv.contentOffset.y == 0)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:):
    /// animated, the offset moves frame by frame (over the physics' 0.3 s, the model's: UIKit gives
    /// no duration) and the delegate hears `scrollViewDidEndScrollingAnimation(_:)` at the end.
    @Test func animatedOffsetEndsWithTheDelegateCall() {
        final class Delegate: UIScrollViewDelegate {
            var ended: [Double] = []
            var scrolls = 0
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended.append(ModelWorld.current.now) }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        }
        inWorld { world in
            let window = makeWindow()
            let sv = scrollView(in: window)
            let delegate = Delegate()
            sv.delegate = delegate
            sv.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            #expect(sv.contentOffset.y == 0)
            world.advance(by: 0.15)
            #expect(sv.contentOffset.y > 0 && sv.contentOffset.y < 300 && delegate.ended.isEmpty)
            world.advance(by: 0.2)
            #expect(sv.contentOffset.y == 300 && delegate.ended.count == 1 && delegate.scrolls > 5)
            sv.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
            #expect(sv.contentOffset.y == 10)
        }
    }

    /// Short content moves under a finger only when it always bounces
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical: "vertical
    /// dragging is allowed even if the content is smaller than the bounds").
    @Test func shortContentScrollsOnlyWhenItAlwaysBounces() {
        inWorld { _ in
            let window = makeWindow()
            let sv = scrollView(in: window, contentHeight: 300)
            sv.modelMoveFinger(by: CGPoint(x: 0, y: 80))
            #expect(sv.contentOffset.y == 0 && !sv.isDragging)
            sv.modelLiftFinger()
            sv.alwaysBounceVertical = true
            sv.modelMoveFinger(by: CGPoint(x: 0, y: 80))
            #expect(sv.contentOffset.y < 0 && sv.isDragging)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/backgroundview: a view behind the
    /// rows, sized to the table; observed through the table's own key path (as the adapter does),
    /// for a table view and a collection view and an app's subclass of either.
    @Test func backgroundViewsAreObservedAndGoBehind() {
        final class AppTable: UITableView {}
        inWorld { _ in
            let table = AppTable(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            let front = UIView()
            table.addSubview(front)
            var changes = 0
            let observation = (table as UITableView).observe(\.backgroundView) { _, _ in
                MainActor.assumeIsolated { changes += 1 }
            }
            let background = UIView()
            table.backgroundView = background
            #expect(changes == 1 && table.subviews.first === background && background.frame == table.bounds)
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var collectionChanges = 0
            let other = collection.observe(\.backgroundView) { _, _ in
                MainActor.assumeIsolated { collectionChanges += 1 }
            }
            collection.backgroundView = UIView()
            #expect(collectionChanges == 1)
            _ = (observation, other)
        }
    }
}

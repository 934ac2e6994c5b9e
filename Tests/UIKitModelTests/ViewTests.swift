import Testing
import UIKitModel

/// `UIView`'s geometry over its layer, and its hierarchy
/// (https://developer.apple.com/documentation/uikit/uiview).
@MainActor @Suite struct ViewTests {
    /// https://developer.apple.com/documentation/uikit/uiview/frame,
    /// https://developer.apple.com/documentation/uikit/uiview/bounds,
    /// https://developer.apple.com/documentation/uikit/uiview/center: the frame is the bounds' size
    /// placed about the centre in the superview; the layer holds them (position, bounds).
    @Test func frameBoundsAndCenterAreTheLayers() {
        inWorld { _ in
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(view.center == CGPoint(x: 60, y: 45))
            #expect(view.layer.position == view.center && view.layer.bounds == view.bounds)
            view.center = CGPoint(x: 100, y: 100)
            #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
            view.bounds = CGRect(x: 5, y: 5, width: 40, height: 20)
            #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
            // The origin of the bounds shifts what the subviews show, not the frame.
            #expect(view.center == CGPoint(x: 100, y: 100))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            #expect(view.frame == CGRect(x: 60, y: 80, width: 80, height: 40))
            #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qdrv: a point of a
    /// subview in the window's space goes through each superview's bounds origin.
    @Test func convertGoesThroughBoundsOrigins() {
        inWorld { _ in
            let window = makeWindow()
            let scroll = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
            scroll.bounds.origin = CGPoint(x: 0, y: 40)
            let child = UIView(frame: CGRect(x: 10, y: 50, width: 20, height: 20))
            window.addSubview(scroll)
            scroll.addSubview(child)
            #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 110))
            #expect(child.convert(CGPoint(x: 10, y: 110), from: nil) == .zero)
            #expect(
                child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
                    == CGRect(x: 10, y: 110, width: 20, height: 20))
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:): a view has one
    /// superview — adding it elsewhere takes it from the old one — and it goes in front; the layers
    /// follow the subviews' order.
    @Test func addSubviewMovesAndStacksLayers() {
        inWorld { _ in
            let a = UIView(), b = UIView(), view = UIView(), other = UIView()
            view.addSubview(a)
            view.addSubview(b)
            #expect(view.subviews == [a, b])
            other.addSubview(a)
            #expect(view.subviews == [b] && a.superview === other)
            view.insertSubview(a, belowSubview: b)
            #expect(view.subviews == [a, b] && other.subviews.isEmpty)
            view.bringSubviewToFront(a)
            #expect(view.subviews == [b, a])
            #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [b.layer, a.layer].map(ObjectIdentifier.init))
            let extra = CALayer()
            view.layer.addSublayer(extra)
            view.insertSubview(UIView(), aboveSubview: b)
            // A layer added directly keeps its place; the new view's layer goes right above b's.
            #expect(view.layer.sublayers?.count == 4 && view.layer.sublayers?[1] === view.subviews[1].layer)
            a.removeFromSuperview()
            #expect(a.superview == nil && !view.subviews.contains(a) && a.layer.superlayer == nil)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow(),
    /// https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:): the calls as a
    /// view moves into a window and out of it, down the moved subtree.
    @Test func movingCallsTheWindowAndSuperviewHooks() {
        inWorld { _ in
            let window = makeWindow()
            let parent = RecordingView(), child = RecordingView()
            parent.addSubview(child)
            #expect(child.take() == ["willMoveToSuperview:true", "didMoveToSuperview"])
            #expect(parent.take() == ["didAddSubview"])
            window.addSubview(parent)
            #expect(child.window === window)
            let childCalls = child.take()
            #expect(childCalls.first == "willMoveToWindow:true" && childCalls.contains("didMoveToWindow"))
            #expect(
                parent.take().prefix(4) == [
                    "willMoveToSuperview:true", "willMoveToWindow:true", "didMoveToWindow", "traitCollectionDidChange",
                ])
            parent.removeFromSuperview()
            #expect(child.window == nil)
            #expect(child.take() == ["willMoveToWindow:false", "didMoveToWindow"])
            #expect(
                parent.take() == [
                    "willMoveToSuperview:false", "willMoveToWindow:false", "didMoveToWindow", "didMoveToSuperview",
                ])
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:): the deepest visible
    /// subview that takes touches, front to back; hidden, non-interactive and transparent views
    /// (alpha under 0.01) are skipped.
    @Test func hitTestFindsTheFrontmostInteractiveView() {
        inWorld { _ in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let back = UIView(frame: root.bounds), front = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(back)
            root.addSubview(front)
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
            #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === back)
            front.isUserInteractionEnabled = false
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
            back.alpha = 0.005
            #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
            #expect(root.hitTest(CGPoint(x: 200, y: 10), with: nil) == nil)
        }
    }
}

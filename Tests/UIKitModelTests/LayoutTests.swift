import Testing
import UIKitModel

/// The layout pass: deferred layout, autoresizing, size constraints and the safe area.
@MainActor @Suite struct LayoutTests {
    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout(): "makes a note of
    /// the request and returns immediately … waits for the next update cycle";
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded(): lays the subtree
    /// out now, and with nothing pending "exits without … calling any layout-related callbacks".
    @Test func layoutWaitsForTheUpdateCycleOrLayoutIfNeeded() {
        inWorld { world in
            let window = makeWindow()
            let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            world.drain()
            _ = view.take()
            view.setNeedsLayout()
            #expect(view.take().isEmpty)
            view.layoutIfNeeded()
            #expect(view.take() == ["layoutSubviews"])
            view.layoutIfNeeded()
            #expect(view.take().isEmpty)
            view.setNeedsLayout()
            world.drain()  // the run loop's next turn
            #expect(view.take() == ["layoutSubviews"])
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask: when the bounds
    /// change, each subview resizes by its mask, sharing the difference among its flexible parts in
    /// proportion.
    @Test func autoresizingSharesTheDifference() {
        inWorld { _ in
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let filling = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
            filling.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let centred = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 20))
            centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
            parent.addSubview(filling)
            parent.addSubview(centred)
            parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
            #expect(filling.frame == CGRect(x: 10, y: 10, width: 280, height: 130))
            #expect(centred.frame == CGRect(x: 100, y: 0, width: 100, height: 20))
        }
    }

    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:):
    /// an active constant height constraint sizes the view in the next layout pass, and a new
    /// constant lays it out again.
    @Test func heightConstraintSizesTheView() {
        inWorld { world in
            let window = makeWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 10))
            window.addSubview(view)
            let height = view.heightAnchor.constraint(equalToConstant: 88)
            world.drain()
            #expect(view.bounds.height == 10)
            height.isActive = true
            world.drain()
            #expect(view.frame == CGRect(x: 0, y: 0, width: 390, height: 88))
            height.constant = 44
            #expect(view.bounds.height == 88)
            world.drain()
            #expect(view.bounds.height == 44)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets: the root view of a
    /// view controller has the window's insets and the controller's `additionalSafeAreaInsets`;
    /// other views "reflect only the portion of the view that is covered";
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange(): called on
    /// a change.
    @Test func safeAreaIsTheCoveredPortion() {
        inWorld { world in
            let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let controller = UIViewController()
            controller.additionalSafeAreaInsets.top = 44
            window.rootViewController = controller
            let inside = RecordingView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
            let underBar = RecordingView(frame: CGRect(x: 0, y: 60, width: 390, height: 100))
            controller.view.addSubview(inside)
            controller.view.addSubview(underBar)
            world.drain()
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
            #expect(inside.safeAreaInsets == .zero)
            #expect(underBar.safeAreaInsets == UIEdgeInsets(top: 31, left: 0, bottom: 0, right: 0))
            #expect(underBar.take().contains("safeAreaInsetsDidChange"))
            // A large title collapsing: the bar is shorter, the covered part too.
            controller.additionalSafeAreaInsets.top = 0
            world.drain()
            #expect(underBar.safeAreaInsets.top == 0 && underBar.take().contains("safeAreaInsetsDidChange"))
            #expect(inside.take().filter { $0 == "safeAreaInsetsDidChange" }.isEmpty)
        }
    }
}

import Testing
import UIKitModel

/// `UIControl`'s target-action and `UIRefreshControl`.
@MainActor @Suite struct ControlTests {
    final class Target: UIViewController {
        var calls: [String] = []
        func changed(_ sender: UIControl) { calls.append("changed") }
        func tapped() { calls.append("tapped") }
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:): the
    /// target is not retained; a nil target is found along the responder chain;
    /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:): every pair and
    /// action of the events, in the order added — a disabled control still sends them.
    @Test func targetsAndActionsAreSentInOrder() {
        inWorld { _ in
            let control = UIControl()
            var target: Target? = Target()
            weak let weakTarget = target
            var order: [String] = []
            control.addTarget(target, action: Selector("changed:", Target.changed), for: .valueChanged)
            control.addAction(UIAction { _ in order.append("action") }, for: .valueChanged)
            control.addTarget(target, action: Selector("changed:", Target.changed), for: .valueChanged)
            control.isEnabled = false
            control.sendActions(for: .valueChanged)
            #expect(target?.calls == ["changed"])
            control.sendActions(for: .touchUpInside)
            #expect(target?.calls == ["changed"] && order == ["action"])
            #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["changed:"])
            target = nil
            #expect(weakTarget == nil)
            control.sendActions(for: .valueChanged)
            #expect(order == ["action", "action"])
        }
    }

    @Test func nilTargetTravelsTheResponderChain() {
        inWorld { _ in
            let controller = Target()
            let control = UIControl()
            controller.view.addSubview(control)
            control.addTarget(nil, action: Selector("tapped", Target.tapped), for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
            #expect(controller.calls == ["tapped"])
            control.removeTarget(nil, action: nil, for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
            #expect(controller.calls == ["tapped"])
        }
    }

    /// https://developer.apple.com/documentation/uikit/uirefreshcontrol: installed by a scroll
    /// view's `refreshControl`, revealed as the user drags the content down, it refreshes and
    /// notifies the app (`.valueChanged`); `beginRefreshing()` refreshes without notifying
    /// (https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing());
    /// `endRefreshing()` ends it and hides the control; `attributedTitle` is nil by default
    /// (https://developer.apple.com/documentation/uikit/uirefreshcontrol/attributedtitle).
    /// The trigger distance and the height held while refreshing are the model's.
    @Test func refreshControlGrowsWithThePullAndNotifiesThePull() {
        inWorld { world in
            let window = makeWindow(safeArea: UIEdgeInsets(top: 91, left: 0, bottom: 0, right: 0))
            let sv = UIScrollView(frame: window.bounds)
            sv.contentSize = CGSize(width: 390, height: 2000)
            sv.contentInsetAdjustmentBehavior = .always
            window.addSubview(sv)
            world.drain()
            sv.contentOffset.y = -91
            let control = UIRefreshControl()
            #expect(control.attributedTitle == nil)
            var notified = 0
            control.addAction(UIAction { _ in notified += 1 }, for: .valueChanged)
            sv.refreshControl = control
            #expect(control.superview === sv && sv.subviews.first === control && control.bounds.height == 0)
            sv.modelMoveFinger(by: CGPoint(x: 0, y: 40))
            let pull = -(sv.contentOffset.y + 91)
            #expect(control.frame == CGRect(x: 0, y: -pull, width: 390, height: pull) && notified == 0)
            while !control.isRefreshing && sv.contentOffset.y > -400 { sv.modelMoveFinger(by: CGPoint(x: 0, y: 20)) }
            #expect(control.isRefreshing && notified == 1)
            #expect(-(sv.contentOffset.y + 91) >= UIRefreshControl.modelTriggerDistance)
            sv.modelLiftFinger()
            world.advance(by: 2)
            #expect(sv.adjustedContentInset.top == 91 + UIRefreshControl.modelRefreshingHeight)
            #expect(sv.contentOffset.y == -(91 + UIRefreshControl.modelRefreshingHeight))
            #expect(control.bounds.height == UIRefreshControl.modelRefreshingHeight)
            control.endRefreshing()
            #expect(!control.isRefreshing && sv.adjustedContentInset.top == 91)
            world.advance(by: 0.5)
            #expect(sv.contentOffset.y == -91 && control.bounds.height == 0 && notified == 1)
            control.beginRefreshing()
            #expect(control.isRefreshing && notified == 1)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/refreshcontrol: a
    /// table view controller's refresh control is its table view's.
    @Test func tableViewControllerInstallsItsRefreshControl() {
        inWorld { _ in
            let controller = UITableViewController(style: .plain)
            let control = UIRefreshControl()
            controller.refreshControl = control
            #expect(controller.tableView.refreshControl === control && control.superview === controller.tableView)
            controller.refreshControl = nil
            #expect(control.superview == nil)
        }
    }
}

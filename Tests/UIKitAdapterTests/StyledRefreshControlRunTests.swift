import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// `StyledRefreshControl` inside the model's `UIRefreshControl`: UIKit's own content stays hidden,
/// the indicator follows the pull, and the system control's `.valueChanged` (a pull past the model's
/// trigger) starts the indicator's refresh and the action; `endRefreshing()` finishes it.
@MainActor @Suite struct StyledRefreshControlRunTests {
    @Test func followsTheSystemControl() async {
        let world = ModelWorld()
        await world.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.modelDeviceSafeAreaInsets.top = 91
            let sv = UITableView(frame: window.bounds, style: .plain)
            sv.contentSize = CGSize(width: 390, height: 2000)
            sv.contentInsetAdjustmentBehavior = .always
            window.addSubview(sv)
            world.drain()
            sv.contentOffset.y = -91
            var actions = 0
            let control = StyledRefreshControl(.arcSpinner(), action: { actions += 1 })
            sv.refreshControl = control
            world.drain()
            // UIKit's spinner (and any other content it adds) stays hidden under the indicator.
            #expect(control.subviews.filter { !$0.isHidden }.count == 1)
            sv.modelMoveFinger(by: CGPoint(x: 0, y: 30))
            world.advance(by: 1.0 / 60)
            #expect(control.refreshState.phase == .revealing && control.pullProgress > 0)
            while !control.isRefreshing { sv.modelMoveFinger(by: CGPoint(x: 0, y: 20)) }
            #expect(control.refreshState == .refreshing)
            sv.modelLiftFinger()
            // The action runs in a task; when it returns the control ends refreshing and finishes.
            for _ in 0..<20 where control.isRefreshing { await Task.yield() }
            #expect(actions == 1 && !control.isRefreshing && control.refreshState.phase == .finishing)
            world.advance(by: 2)
            #expect(control.refreshState == .idle && actions == 1)
        }
    }
}

import RefreshKitCore
@testable import RefreshKitOnModel
import UIKitModel

/// A shown window (390 × 844 points, a 91-pt top safe area) with a long list resting at its top,
/// for tests of one control.
@MainActor
struct ControlScene {
    let world: ModelWorld
    let window: UIWindow
    let list: UITableView

    /// Builds the scene in `world` (call inside `world.run`), with `list` (an app's table view
    /// subclass, say) or a plain table.
    init(in world: ModelWorld, list: UITableView? = nil) {
        self.world = world
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.modelDeviceSafeAreaInsets.top = 91
        self.list = list ?? UITableView(frame: .zero, style: .plain)
        self.list.frame = window.bounds
        self.list.contentSize = CGSize(width: 390, height: 2000)
        self.list.contentInsetAdjustmentBehavior = .always
        window.addSubview(self.list)
        window.makeKeyAndVisible()
        world.drain()
        self.list.contentOffset.y = -91
        world.drain()
    }

    /// `control` put in the list's header slot, laid out and drawn.
    @discardableResult
    func header(_ control: RefreshControl) -> RefreshControl {
        list.refreshHeader = control
        world.drain()
        return control
    }
}

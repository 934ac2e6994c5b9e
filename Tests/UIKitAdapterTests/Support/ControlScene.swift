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

    /// Builds the scene in `world` (call inside `world.run`).
    init(in world: ModelWorld) {
        self.world = world
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.modelDeviceSafeAreaInsets.top = 91
        list = UITableView(frame: window.bounds, style: .plain)
        list.contentSize = CGSize(width: 390, height: 2000)
        list.contentInsetAdjustmentBehavior = .always
        window.addSubview(list)
        window.makeKeyAndVisible()
        world.drain()
        list.contentOffset.y = -91
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

import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// Dropping a screen while a control's async action runs — the scroll view released with the
/// control still in its slot, nobody ending the refresh — releases the control and cancels the
/// action (it sees `Task.isCancelled`), for every slot of `RefreshControl` and for
/// `StyledRefreshControl` (``StyledControlLifetimeTests``).
@MainActor @Suite struct ReleasedControlActionTests {
    enum Slot: String, CaseIterable, Sendable {
        case header, footer, leading, trailing
    }

    @Test(arguments: Slot.allCases)
    func aControlReleasedMidRefreshCancelsItsAction(_ slot: Slot) async {
        let world = ModelWorld(startTime: 0)
        let work = AppWork()
        weak var releasedControl: RefreshControl?
        weak var releasedList: UIScrollView?
        await world.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.makeKeyAndVisible()
            do {
                let list = UIScrollView(frame: window.bounds)
                list.contentSize =
                    slot == .leading || slot == .trailing
                    ? CGSize(width: 3000, height: 844) : CGSize(width: 390, height: 3000)
                window.addSubview(list)
                let control = RefreshControl(.arcSpinner()) { await work.run() }
                switch slot {
                case .header: list.refreshHeader = control
                case .footer: list.refreshFooter = control
                case .leading: list.refreshLeading = control
                case .trailing: list.refreshTrailing = control
                }
                world.drain()
                control.beginRefreshing()
                releasedControl = control
                releasedList = list
                await world.settle(until: { work.runs == 1 })
                #expect(work.runs == 1 && control.refreshState == .refreshing && work.cancelled == 0, "\(slot)")
                list.removeFromSuperview()
            }
            await world.settle(until: { work.cancelled > 0 })
            #expect(releasedList == nil && releasedControl == nil, "\(slot): the list and its control are released")
            #expect(work.cancelled == 1 && work.runs == 1, "\(slot): the action is cancelled")
        }
    }
}

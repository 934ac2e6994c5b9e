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

    /// Lets the main actor's tasks run between the world's turns until `done` (at most 60 s).
    private func settle(_ world: ModelWorld, until done: () -> Bool) async {
        // Bounded by the wall clock, not by turns: under a full parallel run other suites' long
        // main-actor work comes between the turns.
        let deadline = ContinuousClock.now + .seconds(60)
        var turn = 0
        while ContinuousClock.now < deadline {
            await Task.yield()
            world.drain()
            if turn >= 20 && done() { return }
            turn += 1
            if turn % 2000 == 0 { try? await Task.sleep(nanoseconds: 1_000_000) }
        }
    }

    @Test(arguments: Slot.allCases)
    func aControlReleasedMidRefreshCancelsItsAction(_ slot: Slot) async {
        let world = ModelWorld(startTime: 0)
        var runs = 0, cancelled = false
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
                let control = RefreshControl(.arcSpinner()) {
                    runs += 1
                    do { try await Task.sleep(nanoseconds: 600_000_000_000) } catch {
                        cancelled = Task.isCancelled && error is CancellationError
                    }
                }
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
                await settle(world, until: { runs == 1 })
                #expect(runs == 1 && control.refreshState == .refreshing && !cancelled, "\(slot)")
                list.removeFromSuperview()
            }
            await settle(world, until: { cancelled })
            #expect(releasedList == nil && releasedControl == nil, "\(slot): the list and its control are released")
            #expect(cancelled && runs == 1, "\(slot): the action is cancelled")
        }
    }
}

import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The horizontal slots and a refresh asked for before a control has a slot, on the UIKit model.
@MainActor @Suite struct SlotEdgeCaseRunTests {
    /// A leading and a trailing control make a horizontal scroll view bounce sideways while
    /// either is there; the last one removed gives the app's `alwaysBounceHorizontal` back.
    @Test func horizontalSlotsBounceWhileFilled() {
        let scene = AdapterScene()
        scene.run {
            let sv = scene.scrollView
            sv.contentSize = CGSize(width: 300, height: 844)
            #expect(!sv.alwaysBounceHorizontal)
            let leading = RefreshControl(), trailing = RefreshControl()
            sv.refreshLeading = leading
            sv.refreshTrailing = trailing
            #expect(sv.refreshLeading === leading && sv.refreshTrailing === trailing)
            #expect(leading.axis == .horizontal && trailing.edge == .footer && sv.alwaysBounceHorizontal)
            sv.refreshLeading = nil
            #expect(sv.alwaysBounceHorizontal, "the trailing control still needs it")
            sv.refreshTrailing = nil
            #expect(!sv.alwaysBounceHorizontal && sv.refreshLeading == nil && sv.refreshTrailing == nil)
        }
    }

    /// `beginRefreshing()` before the control is in a slot waits: the control reads as
    /// refreshing, and in its slot it refreshes and runs its action once.
    @Test func aRefreshAskedForBeforeTheSlotStartsInIt() {
        let scene = AdapterScene()
        scene.run {
            var runs = 0
            let header = RefreshControl(view: AppView(), configuration: nil, action: nil)
            let control = RefreshControl(actionHandler: { runs += 1 })
            #expect(control.beginRefreshing() && control.isRefreshing && control.refreshState == .idle)
            scene.scrollView.refreshHeader = control
            scene.advance(by: 1)
            #expect(control.refreshState == .refreshing && runs == 1)
            #expect(scene.scrollView.contentInset.top == 64)
            #expect(header.indicatorView is AppView && header.configuration == .standard)
        }
    }

    /// A control begun before it has a slot and then put in the footer slot (so made again for
    /// the footer's edge) loads there: its action runs once and it holds the footer's share
    /// under the content; at the end of a long list the content rests scrolled up by it.
    @Test func aRefreshAskedForBeforeTheFooterSlotStartsInIt() {
        let scene = AdapterScene(contentHeight: 900)
        scene.run {
            var runs = 0
            let control = RefreshControl(actionHandler: { runs += 1 })
            #expect(control.beginRefreshing() && control.isRefreshing)
            scene.scrollView.refreshFooter = control
            scene.advance(by: 1)
            #expect(control.edge == .footer && control.refreshState == .refreshing && runs == 1)
            #expect(scene.scrollView.contentInset.bottom == CGFloat(control.configuration.height))
            #expect(scene.scrollView.refreshHeader == nil)
        }
    }

    /// An app's own indicator view.
    final class AppView: UIView, RefreshIndicatorView {
        func update(state: RefreshState, pullProgress: Double) {}
    }
}

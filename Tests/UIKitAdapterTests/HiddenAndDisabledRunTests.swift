import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// `isHidden` and `isEnabled` on the controls, with the model's finger: a hidden control neither
/// triggers nor holds room, and shows again as it was; a disabled one does not trigger (as a
/// `UIControl` user expects). `refreshFooter?.isHidden = true` is MJRefresh's
/// `mj_footer.hidden = YES` and SVPullToRefresh's `showsInfiniteScrolling = NO`.
@MainActor @Suite struct HiddenAndDisabledRunTests {
    /// The user pulls the header down past its trigger and lets go.
    func pull(_ scene: AdapterScene) {
        scene.drag(220, frames: 12, velocity: 0)
        scene.advance(by: 1.5)
    }

    /// The user scrolls the long list to its end and past it, and lets go.
    func scrollToEnd(_ scene: AdapterScene) {
        scene.drag(-1500, frames: 30, velocity: 0)
        scene.advance(by: 2)
    }

    @Test func aHiddenHeaderNeitherRefreshesNorRevealsAndShownAgainItDoes() {
        let scene = AdapterScene()
        let header = scene.attach(.header)
        scene.run {
            var valueChanged = 0
            header.addAction(UIAction { _ in valueChanged += 1 }, for: .valueChanged)
            header.isHidden = true
            pull(scene)
            #expect(scene.changes.isEmpty, "\(scene.changes.map(\.change))")
            #expect(scene.actions.isEmpty && valueChanged == 0)
            #expect(scene.scrollView.contentInset.top == 0 && scene.top.offset == -47)
            header.isHidden = false
            pull(scene)
            #expect(scene.actions == [.header] && valueChanged == 1)
            #expect(header.refreshState == .refreshing && scene.scrollView.contentInset.top == 64)
        }
    }

    @Test func aHiddenFooterGivesItsRoomBackAndShowsAgainAsItWas() {
        let scene = AdapterScene()
        let footer = scene.attach(.footer, configuration: .loadMoreHoldingRoom)
        scene.run {
            let sv = scene.scrollView
            #expect(sv.contentInset.bottom == 50)
            footer.noMoreData = true
            scene.world.drain()
            footer.isHidden = true
            scene.advance(by: 1)
            #expect(sv.contentInset.bottom == 0, "a hidden footer holds no room")
            #expect(footer.refreshState == .noMoreData)
            footer.isHidden = false
            scene.advance(by: 1)
            #expect(sv.contentInset.bottom == 50 && footer.refreshState == .noMoreData, "shown again as it was")

            footer.noMoreData = false
            footer.isHidden = true
            scene.world.drain()
            scene.forgetHistory()
            scrollToEnd(scene)
            #expect(scene.actions.isEmpty && scene.changes.isEmpty, "a hidden footer does not load")
            #expect(sv.contentInset.bottom == 0)
            footer.isHidden = false
            scene.advance(by: 1)
            #expect(sv.contentInset.bottom == 50 && scene.actions.isEmpty, "shown, it waits for the user's scroll")
            scene.drag(-300, frames: 10, velocity: 0)
            #expect(scene.actions == [.footer] && footer.refreshState == .refreshing)
        }
    }

    @Test func aFooterHiddenWhileItLoadsKeepsLoadingWithoutItsShare() {
        let scene = AdapterScene()
        let footer = scene.attach(.footer, configuration: .loadMore)
        scene.run {
            let sv = scene.scrollView
            scrollToEnd(scene)
            #expect(scene.actions == [.footer] && footer.refreshState == .refreshing)
            #expect(sv.contentInset.bottom == 50)
            footer.isHidden = true
            scene.advance(by: 1)
            #expect(footer.refreshState == .refreshing && footer.isRefreshing)
            #expect(sv.contentInset.bottom == 0)
            footer.isHidden = false
            scene.advance(by: 1)
            #expect(footer.refreshState == .refreshing && sv.contentInset.bottom == 50)
            footer.endRefreshing()
            scene.advance(by: 1)
            #expect(footer.refreshState == .idle && sv.contentInset.bottom == 0 && scene.actions == [.footer])
        }
    }

    @Test func disabledControlsDoNotTriggerAndKeepTheirRoom() {
        let scene = AdapterScene()
        let header = scene.attach(.header)
        let footer = scene.attach(.footer, configuration: .loadMoreHoldingRoom)
        scene.run {
            var valueChanged = 0
            header.addAction(UIAction { _ in valueChanged += 1 }, for: .valueChanged)
            footer.addAction(UIAction { _ in valueChanged += 1 }, for: .valueChanged)
            header.isEnabled = false
            footer.isEnabled = false
            pull(scene)
            scrollToEnd(scene)
            #expect(scene.changes.isEmpty, "\(scene.changes.map(\.change))")
            #expect(scene.actions.isEmpty && valueChanged == 0)
            #expect(scene.scrollView.contentInset.bottom == 50, "a disabled footer keeps its room")
            #expect(!footer.accessibilityActivate() && !header.accessibilityActivate(), "nor does VoiceOver")
            // A begin from code still refreshes.
            #expect(header.beginRefreshing())
            scene.advance(by: 1)
            #expect(header.refreshState == .refreshing && scene.actions == [.header] && valueChanged == 0)
            header.endRefreshing()
            scene.advance(by: 1)
            header.isEnabled = true
            footer.isEnabled = true
            scene.forgetHistory()
            pull(scene)
            #expect(scene.actions == [.header] && valueChanged == 1)
        }
    }

    @Test func disablingAControlMidPullLetsGoOfThePull() {
        let scene = AdapterScene()
        let header = scene.attach(.header)
        scene.run {
            scene.drag(220, frames: 12, velocity: nil)  // the finger stays down, armed
            #expect(header.refreshState.phase == .armed)
            header.isEnabled = false
            #expect(header.refreshState == .idle)
            scene.scrollView.modelLiftFinger()
            scene.advance(by: 1.5)
            #expect(scene.actions.isEmpty && header.refreshState == .idle)
        }
    }

    /// `StyledRefreshControl` in the model's `UIRefreshControl`, which (like UIKit, as far as its
    /// documentation says) follows the pull whether or not its control is hidden.
    @Test func aHiddenStyledControlNeitherRefreshesNorHoldsRoomAndShowsAgainAsItWas() {
        let world = ModelWorld()
        world.run {
            let scene = ControlScene(in: world)
            var actions = 0, valueChanged = 0
            let control = StyledRefreshControl(.arcSpinner(), actionHandler: { actions += 1 })
            control.addAction(UIAction { _ in valueChanged += 1 }, for: .valueChanged)
            scene.list.refreshControl = control
            world.drain()
            let list = scene.list
            @MainActor func pull() {
                list.modelTouchDown()
                for _ in 0..<20 {
                    list.modelMoveFinger(by: CGPoint(x: 0, y: 15))
                    world.advance(by: 1.0 / 60)
                }
                list.modelLiftFinger()
                world.advance(by: 1.5)
            }
            control.isHidden = true
            pull()
            #expect(!control.isRefreshing && control.refreshState == .idle)
            #expect(actions == 0 && valueChanged == 0)
            #expect(list.adjustedContentInset.top == 91 && list.contentOffset.y == -91, "no room held")
            control.isHidden = false
            pull()
            #expect(control.isRefreshing && control.refreshState == .refreshing && actions == 1 && valueChanged == 1)
            let held = list.adjustedContentInset.top
            #expect(held > 91)
            // Hidden while it refreshes: the room goes, the refresh goes on; shown, the room is back.
            control.isHidden = true
            world.advance(by: 1)
            #expect(list.adjustedContentInset.top == 91 && control.refreshState == .refreshing)
            control.isHidden = false
            world.advance(by: 1)
            #expect(list.adjustedContentInset.top == held && control.refreshState == .refreshing)
            control.endRefreshing()
            world.advance(by: 2)
            #expect(control.refreshState == .idle && list.adjustedContentInset.top == 91)
        }
    }

    @Test func aDisabledStyledControlDoesNotRefresh() {
        let world = ModelWorld()
        world.run {
            let scene = ControlScene(in: world)
            var actions = 0, valueChanged = 0
            let control = StyledRefreshControl(.arcSpinner(), actionHandler: { actions += 1 })
            control.addAction(UIAction { _ in valueChanged += 1 }, for: .valueChanged)
            scene.list.refreshControl = control
            world.drain()
            control.isEnabled = false
            let list = scene.list
            list.modelTouchDown()
            for _ in 0..<20 {
                list.modelMoveFinger(by: CGPoint(x: 0, y: 15))
                world.advance(by: 1.0 / 60)
                #expect(control.refreshState == .idle, "a disabled control does not follow the pull")
            }
            list.modelLiftFinger()
            world.advance(by: 1.5)
            #expect(!control.isRefreshing && actions == 0 && valueChanged == 0)
            #expect(!control.accessibilityActivate())
            // UIKit's own send of a user's refresh (however it began one) reaches nothing of the app's.
            control.sendActions(for: .valueChanged)
            #expect(actions == 0 && valueChanged == 0)
        }
    }
}

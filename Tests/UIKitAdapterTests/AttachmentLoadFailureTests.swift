import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// SwiftUI's `.loadMore(state:…)` footer, through the coordinator and its ``LoadMoreDriver`` on the
/// UIKit model: an action that throws leaves the footer `.failed` with that error (in the state
/// change its observers see), and a retry runs the action again.
@MainActor @Suite struct AttachmentLoadFailureTests {
    struct PageError: Error, Equatable {
        var page: Int
    }

    private func turns(_ world: ModelWorld, _ count: Int = 30) async {
        for _ in 0..<count {
            await Task.yield()
            world.drain()
        }
    }

    @Test func aThrowingLoadFailsTheFooterWithItsError() async {
        let world = ModelWorld()
        await world.run {
            let scene = MarkerScene()
            scene.window.makeKeyAndVisible()
            scene.list.contentSize = CGSize(width: 390, height: 2000)
            var runs = 0
            let action: @MainActor @Sendable () async throws -> Void = {
                runs += 1
                throw PageError(page: runs)
            }
            let coordinator = AttachmentCoordinator(
                edge: .footer, modifier: "loadMore",
                request: AttachmentCoordinator.Request(
                    indicator: Indicators.Classic(), configuration: .loadMoreHoldingRoom, paging: .idle,
                    action: action, environmentHasRefreshAction: false))
            await connect(coordinator, to: scene.marker) { scene.list.refreshFooter != nil }
            guard let footer = scene.list.refreshFooter else {
                Issue.record("no footer attached")
                return
            }
            var changes: [RefreshStateChange] = []
            footer.observeState { changes.append($0) }
            #expect(footer.beginRefreshing())
            await turns(world)
            world.advance(by: 1)
            await turns(world)
            #expect(runs == 1 && footer.refreshState == .failed)
            let failure = changes.last { $0.to == .failed }
            #expect(failure?.error as? PageError == PageError(page: 1), "the action's error reaches the footer")
            // A retry (the user's tap on the failed footer) runs the action again.
            #expect(footer.beginRefreshing())
            await turns(world)
            world.advance(by: 1)
            await turns(world)
            #expect(runs == 2 && footer.refreshState == .failed)
            #expect(changes.last { $0.to == .failed }?.error as? PageError == PageError(page: 2))
        }
    }
}

import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The SwiftUI modifier's ⌘R and `staleAfter`, through the coordinator on the UIKit model: the
/// header it adds leaves ⌘R to the modifier's keyboard shortcut (no second command), refreshes
/// once as the user's when the shortcut's button fires, and takes `staleAfter` (checked in its
/// window against the stored time).
@MainActor @Suite struct AttachmentShortcutTests {
    private func request(
        staleAfter: TimeInterval?, action: @escaping @MainActor @Sendable () async throws -> Void
    )
        -> AttachmentCoordinator.Request
    {
        AttachmentCoordinator.Request(
            indicator: Indicators.ArcSpinner(), configuration: .standard, paging: .idle, action: action,
            environmentHasRefreshAction: false, staleAfter: staleAfter)
    }

    @Test func theShortcutRefreshesOnceAsTheUsers() async {
        let world = ModelWorld()
        await world.run {
            let scene = MarkerScene()
            scene.window.makeKeyAndVisible()
            scene.list.contentSize = CGSize(width: 390, height: 2000)
            let target = RefreshShortcutTarget()
            #expect(!target.fire())  // no coordinator yet
            var actions = 0
            let coordinator = AttachmentCoordinator(
                edge: .header, modifier: "refreshable",
                request: request(staleAfter: nil) {
                    actions += 1
                    try await Task.sleep(nanoseconds: 1_000_000_000_000)
                })
            target.coordinator = coordinator
            await connect(coordinator, to: scene.marker) { scene.list.refreshHeader != nil }
            let header = scene.list.refreshHeader
            #expect(header?.isRefreshKeyCommandEnabled == false)
            var valueChanges = 0
            header?.addAction(UIAction { _ in valueChanges += 1 }, for: .valueChanged)
            #expect(target.fire())
            for _ in 0..<20 {
                await Task.yield()
                world.drain()
            }
            #expect(actions == 1 && valueChanges == 1 && header?.refreshState == .refreshing)
            #expect(!target.fire())  // refreshing already
            #expect(actions == 1 && valueChanges == 1)
            coordinator.detach()
            #expect(!target.fire())
        }
    }

    @Test func staleAfterReachesTheHeaderAndFollowsUpdates() async {
        let world = ModelWorld()
        await world.run {
            world.userDefaults.set(
                world.date.addingTimeInterval(-11 * 60), forKey: RefreshControl.defaultLastUpdatedKey)
            let scene = MarkerScene()
            scene.window.makeKeyAndVisible()
            scene.list.contentSize = CGSize(width: 390, height: 2000)
            var actions = 0
            let coordinator = AttachmentCoordinator(
                edge: .header, modifier: "refreshable", request: request(staleAfter: 600) { actions += 1 })
            await connect(coordinator, to: scene.marker) { scene.list.refreshHeader != nil }
            for _ in 0..<20 {
                await Task.yield()
                world.drain()
            }
            #expect(scene.list.refreshHeader?.staleAfter == 600)
            #expect(actions == 1)
            coordinator.update(request(staleAfter: 3600) { actions += 1 })
            #expect(scene.list.refreshHeader?.staleAfter == 3600)
        }
    }
}

import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// `.refreshable(_:configuration:isRefreshing:…)` through the coordinator on the UIKit model, its
/// binding read and written as SwiftUI's would be: true set before the list has a window begins a
/// refresh once it has one (the header shows, the action runs once); the end writes false; a
/// user's pull writes true; false set during a refresh ends it.
@MainActor @Suite struct AttachmentRefreshingBindingTests {
    /// What the app's `@State` holds, with every write the coordinator made.
    final class AppState {
        var isRefreshing = false
        var writes: [Bool] = []
    }

    private func request(
        _ state: AppState, action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> AttachmentCoordinator.Request {
        AttachmentCoordinator.Request(
            indicator: Indicators.ArcSpinner(), configuration: .standard, paging: .idle, action: action,
            environmentHasRefreshAction: false,
            refreshing: AttachmentCoordinator.RefreshingLink(
                get: { [state] in state.isRefreshing },
                set: { [state] in
                    state.isRefreshing = $0
                    state.writes.append($0)
                }))
    }

    private func turns(_ world: ModelWorld, _ count: Int = 30) async {
        for _ in 0..<count {
            await Task.yield()
            world.drain()
        }
    }

    @Test func theBindingShowsAndFollowsTheRefresh() async {
        let world = ModelWorld()
        await world.run {
            let scene = MarkerScene()
            scene.list.contentSize = CGSize(width: 390, height: 2000)
            let state = AppState()
            let work = AppWork()
            let action: @MainActor @Sendable () async throws -> Void = { await work.run() }
            // Set true before the view has a window (`.onAppear { isRefreshing = true }`).
            state.isRefreshing = true
            let coordinator = AttachmentCoordinator(
                edge: .header, modifier: "refreshable", request: request(state, action: action))
            coordinator.update(request(state, action: action))
            #expect(work.runs == 0 && scene.list.refreshHeader == nil)
            scene.window.makeKeyAndVisible()
            await connect(coordinator, to: scene.marker) { scene.list.refreshHeader != nil }
            await turns(world)
            let header = scene.list.refreshHeader
            #expect(header?.refreshState == .refreshing && work.runs == 1, "true shows the header and runs the action")
            world.advance(by: 1)
            #expect(scene.list.contentOffset.y == -64, "the header is in view")
            #expect(state.isRefreshing && state.writes.allSatisfy { $0 })
            // The end writes false.
            work.mayReturn = true
            await turns(world)
            world.advance(by: 2)
            #expect(header?.refreshState == .idle && state.isRefreshing == false && state.writes.last == false)
            coordinator.update(request(state, action: action))  // SwiftUI renders the new value
            await turns(world)
            #expect(work.runs == 1 && header?.refreshState == .idle)
            // A user's pull writes true.
            work.mayReturn = false
            scene.list.modelTouchDown()
            for _ in 0..<12 {
                scene.list.modelMoveFinger(by: CGPoint(x: 0, y: 20))
                world.advance(by: 1.0 / 60)
            }
            scene.list.modelLiftFinger()
            world.advance(by: 0.5)
            await turns(world)
            #expect(header?.refreshState == .refreshing && work.runs == 2 && state.isRefreshing)
            coordinator.update(request(state, action: action))
            await turns(world)
            #expect(work.runs == 2 && header?.refreshState == .refreshing, "true read back starts nothing more")
            // The app sets false: the refresh ends.
            state.isRefreshing = false
            coordinator.update(request(state, action: action))
            world.advance(by: 2)
            await turns(world)
            #expect(header?.refreshState == .idle && !state.isRefreshing)
            // True again while idle: a refresh, once.
            work.mayReturn = true
            state.isRefreshing = true
            coordinator.update(request(state, action: action))
            coordinator.update(request(state, action: action))
            await turns(world)
            world.advance(by: 2)
            await turns(world)
            #expect(work.runs == 3 && !state.isRefreshing && header?.refreshState == .idle)
        }
    }
}

import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// A SwiftUI update that keeps the view — a new configuration, indicator or action — never ends a
/// refresh or a load in flight: the control stays in its slot, its action is not cancelled, and a
/// new configuration takes effect once the control is back at rest. Only removing the view cancels.
@MainActor @Suite struct AttachmentConfigurationTests {
    private func request(
        _ configuration: RefreshConfiguration, _ indicator: any RefreshIndicator = Indicators.ArcSpinner(),
        paging: LoadMoreState = .idle, action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> AttachmentCoordinator.Request {
        AttachmentCoordinator.Request(
            indicator: indicator, configuration: configuration, paging: paging, action: action,
            environmentHasRefreshAction: false)
    }

    private func turns(_ world: ModelWorld, _ count: Int = 20) async {
        for _ in 0..<count {
            await Task.yield()
            world.drain()
        }
    }

    /// The header refreshes; updates with a new configuration, indicator and action arrive: the
    /// same control refreshes on, its action is not cancelled; when the action returns the refresh
    /// ends and the control with the new configuration takes the slot.
    @Test func aHeaderRefreshSurvivesAConfigurationChange() async {
        let world = ModelWorld()
        await world.run {
            let scene = MarkerScene()
            scene.window.makeKeyAndVisible()
            scene.list.contentSize = CGSize(width: 390, height: 2000)
            let work = AppWork()
            let action: @MainActor @Sendable () async throws -> Void = { await work.run() }
            var first = RefreshConfiguration.standard
            first.height = 64
            let coordinator = AttachmentCoordinator(
                edge: .header, modifier: "refreshable", request: request(first, action: action))
            await connect(coordinator, to: scene.marker) { scene.list.refreshHeader != nil }
            guard let control = scene.list.refreshHeader else {
                Issue.record("no control attached")
                return
            }
            control.beginRefreshing()
            await turns(world)
            #expect(control.refreshState == .refreshing && work.runs == 1)
            var second = first
            second.height = 90
            coordinator.update(request(second, Indicators.Classic(), action: action))
            await turns(world)
            #expect(scene.list.refreshHeader === control, "the control refreshing is kept")
            #expect(control.refreshState == .refreshing && work.cancelled == 0 && work.runs == 1)
            #expect(control.indicator is Indicators.Classic)
            work.mayReturn = true
            await turns(world, 40)
            world.advance(by: 2)
            await turns(world)
            #expect(work.cancelled == 0 && work.runs == 1)
            #expect(scene.list.refreshHeader?.configuration.height == 90, "the new configuration once at rest")
            #expect(scene.list.refreshHeader?.refreshState == .idle)
            #expect(
                scene.list.contentInset.top == 0
                    || scene.list.refreshKitAppContentInset.top == scene.list.contentInset.top)
            // Removing the view is what cancels.
            work.mayReturn = false
            scene.list.refreshHeader?.beginRefreshing()
            await turns(world)
            #expect(work.runs == 2)
            coordinator.detach()
            await turns(world)
            #expect(work.cancelled == 1 && scene.list.refreshHeader == nil)
        }
    }

    /// A footer's load in flight survives a configuration change the same way.
    @Test func aFooterLoadSurvivesAConfigurationChange() async {
        let world = ModelWorld()
        await world.run {
            let scene = MarkerScene()
            scene.window.makeKeyAndVisible()
            scene.list.contentSize = CGSize(width: 390, height: 2000)
            let work = AppWork()
            let action: @MainActor @Sendable () async throws -> Void = { await work.run() }
            let first = RefreshConfiguration.default(for: .footer)
            let coordinator = AttachmentCoordinator(
                edge: .footer, modifier: "loadMore", request: request(first, action: action))
            await connect(coordinator, to: scene.marker) { scene.list.refreshFooter != nil }
            guard let control = scene.list.refreshFooter else {
                Issue.record("no control attached")
                return
            }
            control.beginRefreshing()
            await turns(world)
            #expect(control.refreshState == .refreshing && work.runs == 1)
            var second = first
            second.autoTriggerDistance = 120
            coordinator.update(request(second, paging: .loading, action: action))
            await turns(world)
            #expect(scene.list.refreshFooter === control && control.refreshState == .refreshing && work.cancelled == 0)
            work.mayReturn = true
            await turns(world, 40)
            coordinator.update(request(second, paging: .idle, action: action))
            world.advance(by: 2)
            await turns(world)
            #expect(work.cancelled == 0 && work.runs == 1)
            #expect(scene.list.refreshFooter?.configuration.autoTriggerDistance == 120)
        }
    }
}

import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// An indicator that is not `Hashable`, built again by every SwiftUI render, is not assigned to
/// the control again unless it changed: the control's plans stay.
@MainActor @Suite struct AttachmentUpdateTests {
    /// A custom indicator as an app writes one (the docs' `PulsingDotRing`): a struct that is not
    /// `Hashable`.
    struct DotRing: RefreshIndicator {
        var dotCount = 8
        var color = RGBAColor(rgb8: 0, 122, 255)
        var period = 0.8

        func scene(for context: IndicatorContext) -> IndicatorScene {
            var builder = IndicatorSceneBuilder(size: context.size)
            for index in 0..<dotCount where Double(index) < context.progress * Double(dotCount) {
                let x = 10 + Double(index) * 8
                builder.fill(VectorPath { $0.addEllipse(in: Rect(x: x, y: 10, width: 6, height: 6)) }, color: color)
            }
            return builder.build()
        }
    }

    private func request(_ indicator: any RefreshIndicator) -> AttachmentCoordinator.Request {
        AttachmentCoordinator.Request(
            indicator: indicator, configuration: .standard, paging: .idle, action: {},
            environmentHasRefreshAction: false)
    }

    @Test func anEqualIndicatorThatIsNotHashableIsNotAssignedAgain() async {
        let world = ModelWorld()
        await world.run {
            let scene = MarkerScene()
            let list = scene.list
            let coordinator = AttachmentCoordinator(edge: .header, modifier: "refreshable", request: request(DotRing()))
            await connect(coordinator, to: scene.marker) { list.refreshHeader != nil }
            guard let control = list.refreshHeader else {
                Issue.record("no control attached")
                return
            }
            world.drain()
            let generation = control.drawing.indicatorGeneration
            // Every render builds the indicator again, equal.
            for _ in 0..<10 {
                coordinator.update(request(DotRing()))
                world.drain()
            }
            #expect(control.drawing.indicatorGeneration == generation)
            // A different one is assigned, once.
            coordinator.update(request(DotRing(dotCount: 12)))
            coordinator.update(request(DotRing(dotCount: 12)))
            world.drain()
            #expect(control.drawing.indicatorGeneration == generation + 1)
            #expect((control.indicator as? DotRing)?.dotCount == 12)
            coordinator.update(request(DotRing(dotCount: 12, color: RGBAColor(rgb8: 255, 0, 0))))
            #expect(control.drawing.indicatorGeneration == generation + 2)
            coordinator.update(request(Indicators.Classic()))
            #expect(control.indicator is Indicators.Classic && control.drawing.indicatorGeneration == generation + 3)
        }
    }
}

import RefreshKitCore
import Testing

/// `IndicatorComparison`: an indicator that is not `Hashable` is the same value when its members
/// are, compared as SwiftUI compares a view's stored properties.
@Suite struct IndicatorComparisonTests {
    final class Artwork: Sendable {}

    enum Shape { case dots, bars }

    struct Ring: RefreshIndicator {
        var count = 8
        var color = RGBAColor(rgb8: 0, 122, 255)
        var shape = Shape.dots
        var label: String? = nil
        var weights: [Double] = [1, 2]
        var artwork: Artwork? = nil
        var pair = (1, 2.5)

        func scene(for context: IndicatorContext) -> IndicatorScene {
            IndicatorSceneBuilder(size: context.size).build()
        }
    }

    struct Scripted: RefreshIndicator {
        var draw: @Sendable (IndicatorContext) -> IndicatorScene
        func scene(for context: IndicatorContext) -> IndicatorScene { draw(context) }
    }

    @Test func membersDecide() {
        #expect(IndicatorComparison.isSame(Ring(), Ring()))
        #expect(!IndicatorComparison.isSame(Ring(), Ring(count: 9)))
        #expect(!IndicatorComparison.isSame(Ring(), Ring(color: RGBAColor(rgb8: 0, 122, 254))))
        #expect(!IndicatorComparison.isSame(Ring(), Ring(shape: .bars)))
        #expect(IndicatorComparison.isSame(Ring(label: "a"), Ring(label: "a")))
        #expect(!IndicatorComparison.isSame(Ring(label: "a"), Ring()))
        #expect(!IndicatorComparison.isSame(Ring(), Ring(weights: [1, 2, 3])))
        #expect(!IndicatorComparison.isSame(Ring(), Ring(pair: (1, 2.75))))
    }

    @Test func objectsByIdentityClosuresNever() {
        let art = Artwork()
        #expect(IndicatorComparison.isSame(Ring(artwork: art), Ring(artwork: art)))
        #expect(!IndicatorComparison.isSame(Ring(artwork: art), Ring(artwork: Artwork())))
        let draw: @Sendable (IndicatorContext) -> IndicatorScene = { IndicatorSceneBuilder(size: $0.size).build() }
        #expect(!IndicatorComparison.isSame(Scripted(draw: draw), Scripted(draw: draw)))
    }

    @Test func equatableIndicatorsUseTheirEquality() {
        #expect(IndicatorComparison.isSame(Indicators.Classic(), Indicators.Classic()))
        #expect(!IndicatorComparison.isSame(Indicators.Classic(), Indicators.ArcSpinner()))
        #expect(!IndicatorComparison.isSame(Indicators.ArcSpinner(), Ring()))
    }
}

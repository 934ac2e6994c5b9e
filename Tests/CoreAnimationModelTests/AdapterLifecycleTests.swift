import CoreAnimationModel
import RefreshKitCore
import RefreshKitStyles
import RefreshKitOnModel
import RefreshKitRender
import Testing

/// The adapter's layer code around the plan: animations taken away and given back, the screen
/// scale, images, and the presenter's commands.
@MainActor @Suite struct AdapterLifecycleTests {
    static let size = Size(width: 390, height: 80)
    static let begin = 700.0

    static func plan(_ style: String, _ phase: LayerPlan.Phase) -> LayerPlan {
        let glyphs = FreeTypeGlyphSource()
        guard case let .indicator(make)? = Indicators.style(named: style)?.kind else { fatalError(style) }
        let template = IndicatorMoment(state: .idle, pullDistance: 0, triggerDistance: 80)
            .context(size: size, displayScale: 2, glyphs: glyphs)
        return LayerPlanCompiler.compile(make(), phase: phase, context: template, refreshingDuration: 1)
    }

    static func removeAllAnimations(under layer: CALayer) {
        layer.removeAllAnimations()
        layer.mask.map { removeAllAnimations(under: $0) }
        for sublayer in layer.sublayers ?? [] { removeAllAnimations(under: sublayer) }
    }

    /// When anything takes the animations away (the app in the background, a view out of its
    /// window), the plan is shown again from when it began: the loop is where it would have been.
    @Test func aLoopWhoseAnimationsWereTakenAwayCarriesOnFromItsBeginTime() throws {
        let plan = Self.plan("progressRing", .refreshing)
        let untouched = LayerPlanLayer(), restored = LayerPlanLayer()
        for layer in [untouched, restored] {
            layer.contentsScale = 2
            layer.show(plan, beganAt: Self.begin)
        }
        Self.removeAllAnimations(under: restored)
        let rasterizer = LayerRasterizer()
        let t = Self.begin + 3.3
        let lost = try rasterizer.render(restored.presentation(atMediaTime: t), scale: 2)
        let expected = try rasterizer.render(untouched.presentation(atMediaTime: t), scale: 2)
        #expect(lost != expected, "without its animations the layer shows its model values")
        MediaClock.$override.withValue(Self.begin + 3) { restored.restoreAnimationsIfNeeded() }
        #expect(try rasterizer.render(restored.presentation(atMediaTime: t), scale: 2) == expected)
        // Nothing to do when they are all there: the layers stay the same objects.
        let first = restored.sublayers?.first
        restored.restoreAnimationsIfNeeded()
        #expect(restored.sublayers?.first === first)
    }

    /// A driven plan keeps its offset when its animations come back.
    @Test func aPullWhoseAnimationsWereTakenAwayKeepsItsProgress() throws {
        let plan = Self.plan("arcSpinner", .pulling)
        let untouched = LayerPlanLayer(), restored = LayerPlanLayer()
        for layer in [untouched, restored] {
            layer.show(plan, beganAt: 0)
            layer.setTimeOffset(0.63)
        }
        Self.removeAllAnimations(under: restored)
        restored.restoreAnimationsIfNeeded()
        let rasterizer = LayerRasterizer()
        #expect(
            try rasterizer.render(restored.presentation(atMediaTime: 50), scale: 1)
                == rasterizer.render(untouched.presentation(atMediaTime: 50), scale: 1))
    }

    /// A pull whose arrow turns on the state's clock (classic, past its disarm threshold) keeps
    /// both when its animations come back: the pull in every scrub layer, the turn where the
    /// clock has it.
    @Test func aPullWithATurnOnTheClockWhoseAnimationsWereTakenAwayKeepsBoth() throws {
        let plan = Self.plan("classic", .pulling)
        #expect(plan.hasClock)
        // The layers standing still at the pull: the runs of layers the pull drives (the four
        // sets of title and arrow before and after the disarm threshold and at the trigger,
        // less the two arrows that turn on the clock), and inside each of those arrows.
        func stills(_ layer: CALayer) -> Int {
            (layer.speed == 0 ? 1 : 0) + (layer.sublayers ?? []).reduce(0) { $0 + stills($1) }
        }
        let shown = LayerPlanLayer()
        shown.show(plan, beganAt: Self.begin)
        #expect(shown.speed == 1 && stills(shown) == 4)
        let untouched = LayerPlanLayer(), restored = LayerPlanLayer()
        for layer in [untouched, restored] {
            layer.show(plan, beganAt: Self.begin)
            layer.setTimeOffset(0.95)
        }
        Self.removeAllAnimations(under: restored)
        let rasterizer = LayerRasterizer()
        let mid = Self.begin + 0.1
        let lost = try rasterizer.render(restored.presentation(atMediaTime: mid), scale: 1)
        let expected = try rasterizer.render(untouched.presentation(atMediaTime: mid), scale: 1)
        #expect(lost != expected)
        MediaClock.$override.withValue(mid) { restored.restoreAnimationsIfNeeded() }
        for t in [mid, Self.begin + 0.15, Self.begin + 5] {
            #expect(
                try rasterizer.render(restored.presentation(atMediaTime: t), scale: 1)
                    == rasterizer.render(untouched.presentation(atMediaTime: t), scale: 1), "\(t)")
        }
    }

    /// A scale that is not a positive number (an off-screen trait collection's 0) never reaches
    /// the layers.
    @Test func aZeroScaleKeepsTheScaleThereWas() throws {
        let layer = LayerPlanLayer()
        layer.contentsScale = 3
        layer.show(Self.plan("barFill", .refreshing), beganAt: Self.begin)
        layer.contentsScale = 0
        layer.contentsScale = .nan
        #expect(layer.contentsScale == 3)
        let scales = try layer.presentation(atMediaTime: Self.begin + 1).allLayers.map(\.contentsScale)
        #expect(scales.allSatisfy { $0 == 3 })
        let presenter = LayerPlanPresenter(planLayer: layer, sceneLayer: CALayer())
        presenter.apply([.show(Self.plan("arcSpinner", .refreshing), beginTime: Self.begin)], displayScale: 0) {}
        #expect(try layer.presentation(atMediaTime: Self.begin + 1).allLayers.allSatisfy { $0.contentsScale == 3 })
    }

    /// An image sequence's frames become `CGImage`s once per distinct frame, in the layout the
    /// render server uses without converting it.
    @Test func imageFramesAreMadeOncePerFrameInTheNativeLayout() throws {
        func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bitmap {
            Bitmap(width: 8, height: 8, pixels: [UInt8]((0..<64).flatMap { _ in [r, g, b, 255] }))!
        }
        let frames: [Indicators.ImageSequence.Frame] = [
            .bitmap(solid(255, 0, 0)), .bitmap(solid(0, 255, 0)),
            .bitmap(solid(0, 0, 255)), .bitmap(solid(0, 255, 0)),
        ]
        let indicator = Indicators.ImageSequence(configuration: .init(pullingFrames: frames, refreshingFrames: frames))
        let glyphs = FreeTypeGlyphSource()
        let template = IndicatorMoment(state: .idle, pullDistance: 0, triggerDistance: 80)
            .context(size: Self.size, displayScale: 2, glyphs: glyphs)
        let plan = LayerPlanCompiler.compile(indicator, phase: .refreshing, context: template)
        #expect(!plan.frameUpdates)
        let layer = LayerPlanLayer()
        layer.show(plan, beganAt: Self.begin)
        var images: [CGImage] = []
        for t in stride(from: 0.0, to: plan.duration * 2, by: plan.duration / 37) {
            for presented in try layer.presentation(atMediaTime: Self.begin + t).allLayers {
                if let image = presented.contents as? CGImage { images.append(image) }
            }
        }
        #expect(images.count > 40)
        #expect(images.allSatisfy { $0.isNativeForCoreAnimation })
        var identities: [ObjectIdentifier] = []
        for image in images where !identities.contains(ObjectIdentifier(image)) {
            identities.append(ObjectIdentifier(image))
        }
        #expect(identities.count == 3, "\(identities.count) images for 3 distinct frames")
        // The frames show their own colours.
        let shown = try LayerRasterizer().render(
            layer.presentation(atMediaTime: Self.begin + plan.duration * 0.3), scale: 2)
        let drawn = try Rasterizer().render(
            indicator.scene(
                for: IndicatorMoment(
                    state: .refreshing, pullDistance: 80, triggerDistance: 80, time: plan.duration * 0.3,
                    refreshingDuration: 0
                ).context(size: Self.size, displayScale: 2, glyphs: glyphs)), scale: 2)
        #expect(differences(shown, drawn, background: [0, 0, 0, 0]).inked <= 1.0 / 255)
    }

    /// The presenter shows a plan (hiding the scene view), writes offsets, falls back to the
    /// scene (hiding the plan) and hides both.
    @Test func thePresenterAppliesTheCommandsInOrder() throws {
        let sceneLayer = CALayer()
        let presenter = LayerPlanPresenter(sceneLayer: sceneLayer)
        var drawn = 0
        presenter.apply([.show(Self.plan("arcSpinner", .pulling), beginTime: 0), .setTimeOffset(0.4)], displayScale: 2)
        {
            drawn += 1
        }
        #expect(presenter.showsPlan && sceneLayer.isHidden && drawn == 0)
        #expect(presenter.planLayer.timeOffset == 0.4)
        presenter.apply([.drawScene], displayScale: 2) { drawn += 1 }
        #expect(!presenter.showsPlan && !sceneLayer.isHidden && drawn == 1)
        presenter.apply([.hide], displayScale: 2) { drawn += 1 }
        #expect(!presenter.showsPlan && sceneLayer.isHidden && drawn == 1)
        #expect(CATransaction.depth == 0)
    }
}

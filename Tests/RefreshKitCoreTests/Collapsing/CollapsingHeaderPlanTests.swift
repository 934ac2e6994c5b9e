import Testing
@testable import RefreshKitCore

/// The collapsing header as a `.collapsing` layer plan: the fraction that drives it, the plan's
/// structure, and the driver's writes (pixels are proved in RefreshKitRenderTests).
@MainActor @Suite struct CollapsingHeaderPlanTests {
    let config = CollapsingHeaderController.Configuration()

    @Test func theFractionIsZeroExpandedAndOneCollapsed() {
        #expect(config.collapseFraction(atHeight: 88) == 0)
        #expect(config.collapseFraction(atHeight: 44) == 1)
        #expect(config.collapseFraction(atHeight: 66) == 0.5)
        // Beyond the ends it holds; NaN counts as expanded.
        #expect(config.collapseFraction(atHeight: 200) == 0 && config.collapseFraction(atHeight: 0) == 1)
        #expect(config.collapseFraction(atHeight: .infinity) == 0 && config.collapseFraction(atHeight: -.infinity) == 1)
        #expect(config.collapseFraction(atHeight: .nan) == 0)
        #expect(config.height(atCollapseFraction: 0) == 88 && config.height(atCollapseFraction: 1) == 44)
        #expect(config.height(atCollapseFraction: .nan) == 88 && config.height(atCollapseFraction: 7) == 44)
        // An empty range never collapses.
        let flat = CollapsingHeaderController.Configuration(minHeight: 60, maxHeight: 60)
        #expect(flat.collapseFraction(atHeight: 60) == 0 && flat.height(atCollapseFraction: 1) == 60)
    }

    @Test func theFractionFallsAsTheHeightGrowsAndInvertsTheHeight() {
        var previous = 1.0
        for step in 0...440 {
            let height = 44 + Double(step) / 10
            let fraction = config.collapseFraction(atHeight: height)
            #expect(fraction <= previous, "height \(height)")
            #expect(abs(config.height(atCollapseFraction: fraction) - height) < 1e-12, "height \(height)")
            #expect(abs(fraction - (1 - config.percentage(atHeight: height))) < 1e-12, "height \(height)")
            previous = fraction
        }
    }

    @Test func theControllersFractionIsTheConfigurationsAtItsHeight() {
        let sv = makeScrollView()
        let header = CollapsingHeaderController(configuration: .init(minHeight: 88, maxHeight: 44))  // swapped back
        header.attach(to: sv)
        #expect(header.collapseFraction == 0)
        sv.touchDown()
        sv.moveFinger(by: -11)
        #expect(header.height == 77 && header.collapseFraction == 0.25)
        sv.moveFinger(by: -100)
        #expect(header.collapseFraction == 1)
    }

    @Test func theDrawingAtAFractionIsTheControllersDrawingAtThatHeight() {
        // GIVEN a controller part-way collapsed
        // WHEN the header is drawn at its fraction and at its own values
        // THEN the scenes are the same.
        let sv = makeScrollView()
        let header = CollapsingHeaderController()
        header.attach(to: sv)
        sv.touchDown()
        for _ in 0..<5 {
            sv.moveFinger(by: -7)
            let byValues = CollapsingHeaderScene(configuration: .demo).scene(
                size: Size(width: 390, height: 88), height: header.height, percentage: header.percentage,
                titleTop: header.titleTop, glyphs: BoxGlyphSource())
            let byFraction = CollapsingHeaderScene(configuration: .demo).scene(
                width: 390, collapseFraction: header.collapseFraction,
                glyphs: BoxGlyphSource())
            #expect(byValues == byFraction, "height \(header.height)")
        }
    }

    @Test func everyConfigurationCompilesWithoutFrameUpdates() {
        // The clip (the header's height) is the view's bounds, not the layers', and the subtitle
        // fades to opacity 0 instead of leaving: the structure holds at every height.
        let looks: [CollapsingHeaderScene.Configuration] = [
            .demo, .titleFollowsScroll.withDemoTexts, .fixedColors.withDemoTexts,
            CollapsingHeaderScene.Configuration(titleInset: 30).withDemoTexts,
        ]
        let heights: [CollapsingHeaderController.Configuration] = [
            .init(), .init(minHeight: 0, maxHeight: 120),
            .init(minHeight: 60, maxHeight: 60),
        ]
        for look in looks {
            for header in heights {
                let plan = CollapsingHeaderScene(configuration: look).plan(
                    width: 390, header: header,
                    glyphs: BoxGlyphSource())
                #expect(!plan.frameUpdates, "\(look) \(header): \(plan.reason ?? "")")
                #expect(plan.phase == .collapsing && plan.phase.isDriven)
                #expect(plan.size == Size(width: 390, height: header.maxHeight))
                #expect(plan.layers.allSatisfy { $0.clip == nil })
            }
        }
    }

    @Test func theSubtitleFadesToNothingAsALayer() throws {
        let plan = CollapsingHeaderScene(configuration: .demo).plan(width: 390, glyphs: BoxGlyphSource())
        #expect(plan.layers.count == 3)
        #expect(!plan.animations.contains { $0.keyPath == .hidden })
        let opacity = try #require(plan.animations.first { $0.layer == 2 && $0.keyPath == .opacity })
        #expect(opacity.value(at: 0) == .number(1) && opacity.value(at: 1) == .number(0))
        // Shown collapsed, it is there, invisible; the direct drawing leaves it out.
        let shown = CollapsingHeaderScene.shownScene(of: plan, collapseFraction: 1)
        #expect(shown.items.count == 3 && shown.items[2].opacity == 0)
        #expect(shown.items.allSatisfy { $0.clip == Rect(x: 0, y: 0, width: 390, height: 44) })
        #expect(
            CollapsingHeaderScene(configuration: .demo).scene(width: 390, collapseFraction: 1, glyphs: BoxGlyphSource())
                .items.count == 2)
    }

    @Test func theDriverWritesOncePerScrollEventThatMovesTheHeaderAndNeverOtherwise() {
        // GIVEN a header following a scroll view, and a driver fed on every change of the height
        let sv = makeScrollView()
        let header = CollapsingHeaderController()
        header.attach(to: sv)
        var writes: [Double] = []
        let driver = CollapsingHeaderPlanDriver(configuration: header.configuration) { writes.append($0) }
        header.onChange = { driver.update(height: $0.height) }
        driver.update(height: header.height)
        #expect(writes == [0])
        driver.update(height: header.height)
        #expect(writes == [0])  // Unchanged: nothing written.
        // WHEN the finger moves, one scroll event at a time
        sv.touchDown()
        for step in 0..<20 {
            let before = (writes.count, header.height)
            sv.moveFinger(by: -5)
            // THEN one write while the header moves, none once it is collapsed and the content scrolls
            #expect(writes.count - before.0 == (header.height != before.1 ? 1 : 0), "step \(step)")
            #expect(writes.last == header.collapseFraction)
        }
        #expect(header.height == 44 && writes.count == 10)  // 44 pt in 5 pt steps: 9 writes, then 1 to clamp.
        // A snap writes once per frame it moves.
        sv.moveFinger(by: 30)
        let grown = writes.count
        sv.liftFinger(velocity: 0)
        sv.wait(0.5)
        #expect(writes.count > grown && writes.last == header.collapseFraction)
        // After the layer shows a new plan the next update writes again.
        let count = writes.count
        driver.update(height: header.height)
        #expect(writes.count == count)
        driver.reset()
        driver.update(height: header.height)
        #expect(writes.count == count + 1)
    }
}

import Testing
@testable import RefreshKitCore

/// When the display link runs and how fast; where the control's view sits.
@Suite struct FramePolicyTests {
    typealias Demand = FramePolicy.Demand

    @Test func idleAndNoMoreDataNeedNoFrames() {
        #expect(!FramePolicy.needsFrames(Demand()))
        #expect(!FramePolicy.needsFrames(Demand(refreshPhases: [.idle, .noMoreData])))
        #expect(FramePolicy.frameRateRange(Demand(refreshPhases: [.idle])) == nil)
    }

    @Test(arguments: [RefreshPhase.revealing, .armed, .finishing])
    func aPullingArmedOrFinishingControllerNeedsFrames(phase: RefreshPhase) {
        #expect(FramePolicy.needsFrames(Demand(refreshPhases: [.idle, phase])))
    }

    /// Issue 13: a refreshing indicator whose layer plan plays on the render server asks for no
    /// frames; one drawn on the main thread (the scene fallback) does.
    @Test func aRefreshingControllerNeedsFramesOnlyWhenItsIndicatorDrawsPerFrame() {
        #expect(!FramePolicy.needsFrames(Demand(refreshPhases: [.refreshing])))
        #expect(FramePolicy.frameRateRange(Demand(refreshPhases: [.refreshing, .idle])) == nil)
        #expect(FramePolicy.needsFrames(Demand(refreshPhases: [.refreshing], indicatorNeedsFrames: true)))
        #expect(FramePolicy.needsFrames(Demand(refreshPhases: [.refreshing], isAnimatingInset: true)))
    }

    @Test func animationsSnapsAndDecelerationNeedFrames() {
        #expect(FramePolicy.needsFrames(Demand(isAnimatingInset: true)))
        #expect(FramePolicy.needsFrames(Demand(isAnimatingOffset: true)))
        #expect(FramePolicy.needsFrames(Demand(isSnappingHeader: true)))
        #expect(FramePolicy.needsFrames(Demand(isAwaitingDecelerationEnd: true, needsDecelerationEnd: true)))
    }

    /// A fling through a list whose controls rest: the scroll view reports every step itself,
    /// and nothing waits for the deceleration's end, so the display link stays off.
    @Test func aDecelerationPastRestingControlsNeedsNoFrames() {
        #expect(!FramePolicy.needsFrames(Demand(isAwaitingDecelerationEnd: true)))
        #expect(!FramePolicy.needsFrames(Demand(refreshPhases: [.idle, .noMoreData], isAwaitingDecelerationEnd: true)))
        #expect(FramePolicy.frameRateRange(Demand(refreshPhases: [.idle], isAwaitingDecelerationEnd: true)) == nil)
    }

    /// A refreshing header settles its share when the deceleration ends, and a collapsing header
    /// snaps then: either keeps the display link running (fast) until the end is seen.
    @Test func aDecelerationWhoseEndMattersNeedsFrames() {
        let fast = FramePolicy.FrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        #expect(
            FramePolicy.frameRateRange(Demand(refreshPhases: [.refreshing], isAwaitingDecelerationEnd: true)) == fast)
        #expect(
            FramePolicy.frameRateRange(
                Demand(refreshPhases: [.idle], isAwaitingDecelerationEnd: true, needsDecelerationEnd: true)) == fast)
        #expect(!FramePolicy.needsFrames(Demand(refreshPhases: [.refreshing], needsDecelerationEnd: true)))
    }

    /// Issue 12, item 7: off-window nothing is drawn, so nothing needs a frame.
    @Test(arguments: [
        Demand(refreshPhases: [.refreshing], indicatorNeedsFrames: true), Demand(refreshPhases: [.revealing]),
        Demand(isAnimatingInset: true),
        Demand(isAwaitingDecelerationEnd: true, needsDecelerationEnd: true), Demand(isSnappingHeader: true),
    ])
    func nothingNeedsFramesOffWindow(demand: Demand) {
        var offWindow = demand
        offWindow.isInWindow = false
        #expect(FramePolicy.needsFrames(demand))
        #expect(!FramePolicy.needsFrames(offWindow) && FramePolicy.frameRateRange(offWindow) == nil)
    }

    @Test func rateIs120WhileTheContentMovesAnd60ForAnIndicatorInPlace() {
        let fast = FramePolicy.FrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        let calm = FramePolicy.FrameRateRange(minimum: 60, maximum: 120, preferred: 60)
        #expect(FramePolicy.frameRateRange(Demand(refreshPhases: [.revealing])) == fast)
        #expect(FramePolicy.frameRateRange(Demand(refreshPhases: [.refreshing], isAnimatingInset: true)) == fast)
        #expect(FramePolicy.frameRateRange(Demand(isSnappingHeader: true)) == fast)
        #expect(FramePolicy.frameRateRange(Demand(refreshPhases: [.refreshing], indicatorNeedsFrames: true)) == calm)
        #expect(FramePolicy.frameRateRange(Demand(refreshPhases: [.finishing, .idle])) == calm)
        #expect(FramePolicy.frameRateRange(Demand(refreshPhases: [.armed], reduceMotion: true)) == calm)
    }

    @Test func headerSitsAboveTheContentAcrossTheVisibleWidth() {
        let m = ScrollMetrics(
            contentOffset: Point(x: 0, y: -91), contentSize: Size(width: 390, height: 2000),
            viewportSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 91, left: 0, bottom: 34))
        #expect(
            RefreshControlLayout.frame(edge: .header, height: 64, metrics: m)
                == Rect(x: 0, y: -64, width: 390, height: 64))
        var landscape = m
        landscape.adjustedContentInset.left = 47
        #expect(RefreshControlLayout.frame(edge: .header, height: 64, metrics: landscape).minX == -47)
        #expect(RefreshControlLayout.frame(edge: .header, height: .nan, metrics: m).height == 0)
    }

    @Test func footerSitsBelowTheContentOrAtTheBottomOfShortContent() {
        let long = ScrollMetrics(
            contentSize: Size(width: 390, height: 2000), viewportSize: Size(width: 390, height: 844),
            safeAreaInsets: Insets(top: 91, bottom: 34))
        #expect(RefreshControlLayout.frame(edge: .footer, height: 50, metrics: long).minY == 2000)
        var short = long
        short.contentSize.height = 300
        #expect(RefreshControlLayout.frame(edge: .footer, height: 50, metrics: short).minY == 844 - 91 - 34)
        // While it holds its share the footer stays where it was (the share is not the resting inset).
        short.refreshInsets.bottom = 50 + 419
        short.adjustedContentInset.bottom += 50 + 419
        #expect(RefreshControlLayout.frame(edge: .footer, height: 50, metrics: short).minY == 844 - 91 - 34)
    }

    @Test func visibility() {
        #expect(!RefreshControlLayout.isVisible(state: .idle, pullDistance: 0))
        #expect(RefreshControlLayout.isVisible(state: .idle, pullDistance: 3))  // bouncing back
        #expect(RefreshControlLayout.isVisible(state: .refreshing, pullDistance: 0))
        #expect(RefreshControlLayout.isVisible(state: .noMoreData, pullDistance: 0))
    }
}

/// Where the offset goes when the adapter applies a share.
@Suite struct InsetApplicationTests {
    func metrics(
        y: Double, header: Double = 0, footer: Double = 0, content: Double = 2000,
        tracking: Bool = false
    ) -> ScrollMetrics {
        ScrollMetrics(
            contentOffset: Point(x: 0, y: y), contentSize: Size(width: 390, height: content),
            viewportSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 91, bottom: 34),
            refreshInsets: Insets(top: header, bottom: footer), isTracking: tracking)
    }

    @Test func aGrowingHeaderShareBringsAPulledHeaderToRestInView() {
        #expect(
            InsetApplication.offsetY(edge: .header, oldShare: 0, newShare: 64, after: metrics(y: -300, header: 64))
                == -155)
        #expect(
            InsetApplication.offsetY(edge: .header, oldShare: 0, newShare: 64, after: metrics(y: -120, header: 64))
                == -155)
        // Not pulled (a programmatic begin scrolled down): left to the controller's own scroll.
        #expect(
            InsetApplication.offsetY(edge: .header, oldShare: 0, newShare: 64, after: metrics(y: 400, header: 64))
                == nil)
        #expect(
            InsetApplication.offsetY(
                edge: .header, oldShare: 0, newShare: 64, after: metrics(y: -300, header: 64, tracking: true)) == nil)
    }

    @Test func aReleasedShareClosesTheContentOverTheControl() {
        #expect(InsetApplication.offsetY(edge: .header, oldShare: 64, newShare: 0, after: metrics(y: -155)) == -91)
        #expect(InsetApplication.offsetY(edge: .header, oldShare: 64, newShare: 0, after: metrics(y: 300)) == nil)
        let end = 2000 + 34 - 844.0
        #expect(InsetApplication.offsetY(edge: .footer, oldShare: 50, newShare: 0, after: metrics(y: end + 50)) == end)
    }

    @Test func aGrowingFooterShareKeepsThePulledFooterInView() {
        let end = 2000 + 34 - 844.0
        #expect(
            InsetApplication.offsetY(edge: .footer, oldShare: 0, newShare: 50, after: metrics(y: end + 20, footer: 50))
                == end + 50)
        #expect(
            InsetApplication.offsetY(edge: .footer, oldShare: 0, newShare: 50, after: metrics(y: end - 100, footer: 50))
                == nil)
        // Short content: the share includes the gap; the footer rests at its height past the top.
        let gap = 844 - 91 - 34 - 300.0
        #expect(
            InsetApplication.offsetY(
                edge: .footer, oldShare: 0, newShare: 50 + gap,
                after: metrics(y: -40, footer: 50 + gap, content: 300)) == -41.0)
    }

    @Test func hostileValuesLeaveTheOffsetAlone() {
        #expect(
            InsetApplication.offsetY(edge: .header, oldShare: .nan, newShare: 64, after: metrics(y: -300, header: 64))
                == nil)
        #expect(
            InsetApplication.offsetY(edge: .header, oldShare: 0, newShare: 64, after: metrics(y: .nan, header: 64))
                == nil)
    }
}

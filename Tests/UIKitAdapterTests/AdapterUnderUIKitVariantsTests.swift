import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The adapter's runs that scroll, refresh or lay out, under every behaviour the UIKit model
/// offers where Apple's documentation is silent (``ModelUIKitBehaviour``): each test below runs
/// the same tests, with the same assertions, in worlds made with one of the other behaviours of
/// one setting (their first picks run in the suites themselves). The gesture scripts also compare
/// the offset shown at every frame with `refreshkit simulate`'s (within a point, no frame moving
/// farther than the simulator's finger or spring); every other scene's shown offset, once the
/// finger is up, never speeds up by more than ``stepGrowthFactor`` and ``stepGrowthLimit`` say from
/// one frame to the next and
/// never turns at more than ``turnLimit`` a frame (a write fought by UIKit's own motion shows as
/// such a jump or turn), except in a frame where the scroll
/// view's size or safe area changed (a rotation, a bar appearing: the system moves the content).
@MainActor @Suite struct AdapterUnderUIKitVariantsTests {
    /// Every setting's other behaviours, one at a time.
    nonisolated static let behaviours = ModelUIKitBehaviour.alternatives

    /// How much faster than in the frame before the shown offset may move without a finger: three
    /// times the step before plus 4 pt (UIKit's spring released far past the edge at most
    /// triples its step from one frame to the next as it starts, decelerations and animations
    /// change theirs by under a point; a fought write jumps tens of points at once).
    static let stepGrowthFactor: CGFloat = 3
    static let stepGrowthLimit: CGFloat = 4
    /// The largest step, in points, on either side of a turn of the content's direction between
    /// two frames: 1 (a spring, a deceleration or an animation slows down before it turns).
    static let turnLimit: CGFloat = 1

    /// Runs `body` with worlds (and scenes) made under `behaviour`, then checks the path of every
    /// scene it made.
    private func under(_ behaviour: ModelUIKitBehaviour, _ body: () throws -> Void) rethrows {
        let collector = AdapterScene.Collector()
        try AdapterScene.$collector.withValue(collector) {
            try ModelUIKitBehaviour.$forNewWorlds.withValue(behaviour) { try body() }
        }
        checkPaths(collector, behaviour)
    }

    private func under(_ behaviour: ModelUIKitBehaviour, _ body: () async throws -> Void) async rethrows {
        let collector = AdapterScene.Collector()
        try await AdapterScene.$collector.withValue(collector) {
            try await ModelUIKitBehaviour.$forNewWorlds.withValue(behaviour) { try await body() }
        }
        checkPaths(collector, behaviour)
    }

    private func checkPaths(_ collector: AdapterScene.Collector, _ behaviour: ModelUIKitBehaviour) {
        for (n, scene) in collector.scenes.enumerated() {
            var previousStep: CGFloat?
            for (a, b) in zip(scene.shownPath, scene.shownPath.dropFirst()) {
                // From the last frame under the finger on: the first step after a release counts.
                guard !b.tracking && a.layout == b.layout else {
                    previousStep = nil
                    continue
                }
                let step = b.y - a.y
                if let previousStep {
                    #expect(
                        abs(step) <= Self.stepGrowthFactor * abs(previousStep) + Self.stepGrowthLimit,
                        "\(behaviour), scene \(n): the content jumps \(step) pt after \(previousStep) at \(a.y)")
                    // A turn within a frame at more than a point a frame is no spring's.
                    #expect(
                        step * previousStep >= 0 || min(abs(step), abs(previousStep)) <= Self.turnLimit,
                        "\(behaviour), scene \(n): the content turns from \(previousStep) to \(step) pt at \(a.y)")
                }
                previousStep = step
            }
        }
    }

    // MARK: The gesture scripts (RefreshControl in every slot, the collapsing header)

    @Test(arguments: behaviours, ScriptRun.allScripts)
    func gestureScripts(_ behaviour: ModelUIKitBehaviour, _ name: String) throws {
        try under(behaviour) { try GestureScriptEquivalenceTests().adapterMatchesTheSimulator(name) }
    }

    // MARK: Safe areas, large titles, rotation, short content

    @Test(arguments: behaviours)
    func safeAreasLargeTitlesAndRotation(_ behaviour: ModelUIKitBehaviour) {
        under(behaviour) {
            let tests = SafeAreaRunTests()
            for c in SafeAreaRunTests.cases { tests.aRefreshHoldsItsShareOnTopOfTheAdjustedInset(c) }
            tests.aTopInsetChangingMidPullMovesTheRestingTop(143, 91)
            tests.aTopInsetChangingMidPullMovesTheRestingTop(91, 143)
            tests.aRotationMidRefreshKeepsTheShareAndFollowsTheBounds()
            aSafeAreaArrivingMidRefreshLeavesTheContentAtTheTop()
        }
    }

    @Test(arguments: behaviours)
    func shortContent(_ behaviour: ModelUIKitBehaviour) {
        under(behaviour) {
            let tests = ShortContentRestTests()
            for c in ShortContentRestTests.cases { tests.aPixelPastTheEdgesAtRestIsNoPull(c) }
            for scale in ShortContentRestTests.scales { tests.twoPixelsAreAPull(scale) }
        }
    }

    /// A window's safe area arriving (a bar appearing) while the header refreshes at rest: however
    /// UIKit places the resting content, the end leaves the app's inset and the content at its top.
    func aSafeAreaArrivingMidRefreshLeavesTheContentAtTheTop() {
        let scene = AdapterScene(safeArea: .zero)
        let header = scene.attach(.header, configuration: .standard)
        scene.run {
            let sv = scene.scrollView
            scene.pullToRefresh()
            #expect(header.refreshState == .refreshing && sv.contentOffset.y == -64)
            scene.window.modelDeviceSafeAreaInsets.top = 47
            scene.world.drain()
            scene.advance(by: 0.5)
            #expect(header.refreshState == .refreshing && sv.adjustedContentInset.top == 47 + 64)
            header.endRefreshing()
            scene.advance(by: 1.5)
            #expect(scene.phases(.header) == [.revealing, .armed, .refreshing, .finishing, .idle])
            #expect(sv.contentInset.top.bitPattern == CGFloat(0).bitPattern)
            #expect(sv.contentOffset.y.bitPattern == CGFloat(-47).bitPattern && !scene.hasDisplayLink)
        }
    }

    // MARK: Backgrounding, leaving the window, begin before the window or the slot

    @Test(arguments: behaviours)
    func lifecycle(_ behaviour: ModelUIKitBehaviour) throws {
        try under(behaviour) {
            let tests = LifecycleRunTests()
            try tests.backgroundingMidRefreshGivesTheLoopBack()
            try tests.backgroundingGivesTheCollapsingHeaderItsPlanBack()
            tests.aScrollViewLeavingItsWindowMidRefreshComesBackClean()
            let slots = SlotEdgeCaseRunTests()
            slots.aRefreshAskedForBeforeTheSlotStartsInIt()
            slots.aRefreshAskedForBeforeTheFooterSlotStartsInIt()
            slots.horizontalSlotsBounceWhileFilled()
            TableAndCollectionRunTests().aHeaderBegunInCodeScrollsWithTheTablesOwnAnimation()
            ShorthandRunTests().theAppsInsetStaysTheAppsWhileAShareIsHeld()
        }
    }

    // MARK: The collapsing header

    @Test(arguments: behaviours)
    func collapsingHeader(_ behaviour: ModelUIKitBehaviour) throws {
        try under(behaviour) {
            let lifetime = CollapsingHeaderLifetimeTests()
            lifetime.aHeaderRemovedFromTheScreenGivesBackItsScroll()
            lifetime.aReleasedHeaderGivesBackItsScroll()
            CollapsingHeaderBindingTests().anAppsOwnHeaderFollowsTheScroll()
            CollapsingHeaderSizeTests().theIntrinsicHeightFollowsTheCollapse()
            try CollapsingHeaderHiddenSceneTests().theHiddenSceneViewIsNotResizedWhileThePlanPlays()
        }
    }

    // MARK: StyledRefreshControl inside UIKit's UIRefreshControl

    @Test(arguments: behaviours)
    func styledRefreshControl(_ behaviour: ModelUIKitBehaviour) async throws {
        try await under(behaviour) {
            await StyledRefreshControlRunTests().followsTheSystemControl()
            let lifetime = StyledControlLifetimeTests()
            lifetime.aControlGivenToAnotherTableFollowsIt()
            await lifetime.aControlTakenOutMidRefreshCancelsItsAction()
            try lifetime.backgroundingGivesTheRefreshingControlItsLoopBack()
            StyledControlSettingsTests().aSynchronousHandlerRefreshesUntilEnded()
            await VoiceOverAtRestTests().theStyledControlRefreshesOnceFromTheScrollViewsScroll()
            StyledControlVariantRunTests().anExtraEndLeavesAFlingAlone()
        }
    }

    // MARK: What docs/performance.md counts

    /// No display-link call in a fling past resting controls and none per refreshing frame; the
    /// plans compile off the main thread.
    @Test(arguments: behaviours)
    func framesAndThreadsCounts(_ behaviour: ModelUIKitBehaviour) {
        under(behaviour) {
            let tests = FramesAndThreadsCountTests()
            tests.aFlingPastRestingControlsCallsTheAdapterOnNoFrame()
            tests.aRefreshCycleCompilesNoPlanOnTheMainThread()
        }
    }
}

import Testing
@testable import RefreshKitCore
import RefreshKitScrollSimulation
import RefreshKitTestSupport

/// The header controller on a simulated scroll view: S1's cycle, insets to the bit, actions.
@MainActor @Suite struct RefreshControllerHeaderTests {
    @Test func fullCycleUnderNavigationBarRestoresInsetBitForBit() {
        let sv = makeScrollView(inset: Insets(top: 0.1), safeArea: Insets(top: 91))
        var fired = 0
        let header = RefreshController(edge: .header, configuration: .standard, action: .sync { fired += 1 })
        let log = StateLog(header)
        header.attach(to: sv)
        sv.pullAndRelease()
        #expect(header.state == .refreshing)
        #expect(sv.refreshInsets.top == 64)
        #expect(sv.totalContentInset.top == 0.1 + 64)
        sv.wait(2)
        #expect(sv.contentOffset.y == -(91 + 0.1 + 64))  // resting with the header in view
        header.endRefreshing()
        sv.wait(2)
        #expect(log.phases == [.revealing, .armed, .refreshing, .finishing, .idle])
        #expect(fired == 1)
        #expect(sv.totalContentInset.top.bitPattern == 0.1.bitPattern)
        #expect(sv.contentOffset.y == -(91 + 0.1))
    }

    @Test func triggerIsMeasuredFromTheAdjustedInsetNotFromZero() {
        let sv = makeScrollView(safeArea: Insets(top: 91))
        let header = RefreshController(edge: .header, configuration: .standard)
        header.attach(to: sv)
        sv.touchDown()
        sv.moveFinger(by: RubberBand.distance(forOffset: 63, dimension: 844))  // 63 pt past the resting edge
        #expect(header.state.phase == .revealing)
        #expect(near(header.pullDistance, 63, 1e-9))
        sv.moveFinger(by: 5)  // 5 pt of finger is over 2 pt of offset at this stretch
        #expect(header.state.phase == .armed)
    }

    @Test func dragBackAboveTriggerDisarms() {
        let sv = makeScrollView()
        var fired = 0
        let header = RefreshController(edge: .header, action: .sync { fired += 1 })
        let log = StateLog(header)
        header.attach(to: sv)
        sv.drag(by: 200)
        #expect(header.state.phase == .armed)
        sv.drag(by: -120)
        #expect(header.state.phase == .revealing)
        sv.liftFinger(velocity: 0)
        sv.wait(3)
        #expect(fired == 0)
        #expect(log.phases == [.revealing, .armed, .revealing, .idle])
    }

    @Test func stateCallbacksFireOncePerChangeWithTheMoment() {
        let sv = makeScrollView()
        let header = RefreshController(edge: .header, configuration: .standard)
        let log = StateLog(header)
        header.attach(to: sv)
        sv.drag(by: 200, duration: 0.5)
        let armedAt = log.changes.first { $0.to.phase == .armed }!.time
        #expect(log.changes.filter { $0.to.phase == .armed }.count == 1)
        #expect(log.changes.filter { $0.to.phase == .revealing }.count == 1)  // progress changes don't re-fire
        #expect(armedAt > 0 && armedAt < 0.5)
        #expect(header.stateStartTime == armedAt)
    }

    @Test func appChangingItsInsetDuringRefreshSurvives() {
        let sv = makeScrollView(inset: Insets(top: 20))
        let header = RefreshController(edge: .header)
        header.attach(to: sv)
        sv.pullAndRelease()
        sv.wait(1)
        sv.setContentInset(Insets(top: 44))  // the app's own change meanwhile
        #expect(sv.totalContentInset.top == 44 + 64)
        header.endRefreshing()
        sv.wait(3)
        #expect(sv.totalContentInset.top == 44)
        #expect(sv.contentOffset.y == -44)
    }

    @Test func insetLedgerHoldsBitForBitOverManyRandomCycles() {
        var rng = SeededGenerator(seed: 0xC0FFEE)
        let sv = makeScrollView(inset: Insets(top: 0.3, bottom: 0.7), safeArea: Insets(top: 47.33))
        let header = RefreshController(
            edge: .header, configuration: RefreshConfiguration(height: 61.7, triggerDistance: 70.1))
        let footer = RefreshController(edge: .footer, configuration: RefreshConfiguration(height: 49.9))
        header.attach(to: sv)
        footer.attach(to: sv)
        var appInset = sv.contentInset
        for cycle in 0..<300 {
            switch rng.next() % 5 {
            case 0: sv.pullAndRelease(by: 150 + Double(rng.next() % 100))
            case 1: header.beginRefreshing()
            case 2: footer.beginRefreshing()
            case 3:
                appInset = Insets(top: Double(rng.next() % 1000) / 7, bottom: Double(rng.next() % 1000) / 9)
                sv.setContentInset(appInset)
            default:
                sv.drag(by: -Double(rng.next() % 3000))
                sv.liftFinger(velocity: -Double(rng.next() % 4000))
            }
            sv.wait(Double(rng.next() % 100) / 100)
            if rng.next() % 2 == 0 { header.endRefreshing() }
            if rng.next() % 2 == 0 { footer.endRefreshing() }
            #expect(sv.contentInset == appInset, "cycle \(cycle)")
            #expect(sv.refreshInsets.top == header.appliedShare)
            #expect(sv.refreshInsets.bottom == footer.appliedShare)
        }
        header.endRefreshing()
        footer.endRefreshing()
        sv.wait(2)
        #expect(header.state == .idle && footer.state == .idle)
        #expect(sv.totalContentInset.top.bitPattern == appInset.top.bitPattern)
        #expect(sv.totalContentInset.bottom.bitPattern == appInset.bottom.bitPattern)
    }

    @Test func actionFiresOncePerTriggerNeverWhileRefreshing() {
        let sv = makeScrollView()
        var fired = 0
        let header = RefreshController(edge: .header, action: .sync { fired += 1 })
        header.attach(to: sv)
        sv.pullAndRelease()
        sv.wait(1)
        sv.pullAndRelease()  // pulled again while refreshing: nothing
        header.beginRefreshing()  // a second begin: nothing
        sv.wait(1)
        #expect(fired == 1)
        header.endRefreshing()
        sv.wait(1)
        sv.pullAndRelease()
        #expect(fired == 2)
    }

    @Test func endFromInsideTheActionEndsThatRefresh() {
        let sv = makeScrollView()
        let header = RefreshController(edge: .header)
        header.setAction(.sync { [unowned header] in header.endRefreshing() })
        let log = StateLog(header)
        header.attach(to: sv)
        sv.pullAndRelease()
        sv.wait(2)
        #expect(log.phases == [.revealing, .armed, .refreshing, .finishing, .idle])
        #expect(sv.totalContentInset.top == 0 && sv.contentOffset.y == 0)
    }

    @Test func endBeforeAnyBeginAndEndTwiceAreIgnored() {
        let sv = makeScrollView()
        let header = RefreshController(edge: .header)
        let log = StateLog(header)
        header.attach(to: sv)
        header.endRefreshing()
        #expect(log.changes.isEmpty)
        header.beginRefreshing()
        header.endRefreshing()
        header.endRefreshing()
        sv.wait(1)
        #expect(log.phases == [.refreshing, .finishing, .idle])
        #expect(sv.totalContentInset.top == 0)
    }

    @Test func programmaticBeginScrollsTheHeaderIntoView() {
        let sv = makeScrollView(safeArea: Insets(top: 91))
        let header = RefreshController(edge: .header, configuration: .tall)
        header.attach(to: sv)
        header.beginRefreshing()
        #expect(header.state == .refreshing)
        sv.wait(0.3)
        #expect(sv.contentOffset.y == -(91 + 80))
    }

    @Test func beginIsDeferredUntilTheScrollViewHasASize() {
        let sv = SimulatedScrollView()
        var fired = 0
        let header = RefreshController(edge: .header, action: .sync { fired += 1 })
        header.attach(to: sv)
        header.beginRefreshing()
        #expect(header.state == .idle && fired == 0)
        sv.setViewportSize(Size(width: 390, height: 844))
        #expect(header.state == .refreshing && fired == 1)
        // Begin before attaching waits for the host too.
        let late = RefreshController(edge: .header)
        late.beginRefreshing()
        late.attach(to: makeScrollView())
        #expect(late.state == .refreshing)
    }

    @Test func beginAndEndInTheSameStepLeavesNothingStuck() {
        let sv = makeScrollView()
        let header = RefreshController(edge: .header)
        header.attach(to: sv)
        header.beginRefreshing()
        header.endRefreshing()
        sv.wait(1)
        #expect(header.state == .idle)
        #expect(sv.totalContentInset.top == 0 && sv.contentOffset.y == 0 && sv.busyEdges.isEmpty)
    }

    @Test func indicatorHoldKeepsTheHeaderOpenThenLetsGo() {
        let sv = makeScrollView()
        let header = RefreshController(edge: .header)
        header.finishingHold = { elapsed in 1.65 - elapsed.truncatingRemainder(dividingBy: 1.65) }
        header.attach(to: sv)
        header.beginRefreshing()
        sv.wait(1.0)
        header.endRefreshing()  // 0.65 s left in the cycle
        sv.wait(0.6)
        #expect(header.state == .finishing && sv.refreshInsets.top == 64)
        sv.wait(0.1)
        #expect(sv.refreshInsets.top == 0)
        sv.wait(0.3)
        #expect(header.state == .idle)
    }

    @Test func detachWhileRefreshingGivesTheShareBack() {
        let sv = makeScrollView(inset: Insets(top: 5))
        let header = RefreshController(edge: .header)
        header.attach(to: sv)
        header.beginRefreshing()
        header.detach()
        #expect(sv.totalContentInset.top == 5 && sv.busyEdges.isEmpty && header.state == .idle)
        sv.pullAndRelease()
        #expect(header.state == .idle)
    }

    @Test func unusableConfigurationFallsBackToDefaults() {
        let c = RefreshController(edge: .header, configuration: RefreshConfiguration(height: .nan, triggerDistance: -3))
            .configuration
        #expect(c.height == 64 && c.triggerDistance == nil)
        #expect(throws: RefreshConfigurationError.invalid(field: "height", value: 0)) {
            try RefreshConfiguration(height: 0).validated()
        }
    }
}

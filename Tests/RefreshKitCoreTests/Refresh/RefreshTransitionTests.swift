import Testing
@testable import RefreshKitCore

/// S1's five rules and RefreshKit's additions, on the pure transition function.
@Suite struct RefreshTransitionTests {
    let config = RefreshConfiguration.standard  // height 64, trigger 64

    func next(
        _ s: RefreshState, pull: Double, dragging: Bool, edge: RefreshEdge = .header,
        busy: Bool = false, config: RefreshConfiguration? = nil
    ) -> RefreshState {
        RefreshTransition.next(
            s, on: .scroll(RefreshInput(pullDistance: pull, isDragging: dragging, otherEdgeBusy: busy)),
            edge: edge, configuration: config ?? self.config)
    }

    @Test func rule1RefreshingIgnoresScrolling() {
        #expect(next(.refreshing, pull: 200, dragging: true) == .refreshing)
        #expect(next(.refreshing, pull: -10, dragging: false) == .refreshing)
        #expect(next(.finishing, pull: 100, dragging: true) == .finishing)
    }

    @Test func rule2ArmedAndReleasedStartsRefreshing() {
        #expect(next(.armed(overPull: 10), pull: 74, dragging: false) == .refreshing)
        // Released even after bouncing below the trigger: the arm counts (S1 rule 2 comes first).
        #expect(next(.armed(overPull: 0), pull: 30, dragging: false) == .refreshing)
    }

    @Test func rule3DraggingBelowTriggerIsPullingAndDisarms() {
        #expect(next(.idle, pull: 32, dragging: true) == .revealing(progress: 0.5))
        #expect(next(.armed(overPull: 5), pull: 63.9, dragging: true).phase == .revealing)
    }

    @Test func rule4DraggingPastTriggerArms() {
        #expect(next(.revealing(progress: 0.9), pull: 64, dragging: true) == .armed(overPull: 0))
        #expect(next(.revealing(progress: 0.9), pull: 100, dragging: true) == .armed(overPull: 36))
        // A jump straight from idle past the trigger arms too: no event is needed in between.
        #expect(next(.idle, pull: 80, dragging: true) == .armed(overPull: 16))
    }

    @Test func rule5BackAtRestIsIdle() {
        #expect(next(.revealing(progress: 0.2), pull: 0, dragging: true) == .idle)
        #expect(next(.revealing(progress: 0.2), pull: -5, dragging: false) == .idle)
        #expect(next(.armed(overPull: 1), pull: 0, dragging: true) == .idle)
    }

    @Test func releasedBelowTriggerKeepsPullingUntilRest() {
        #expect(next(.revealing(progress: 0.5), pull: 16, dragging: false) == .revealing(progress: 0.25))
        // Momentum past the top without a finger never starts pulling.
        #expect(next(.idle, pull: 30, dragging: false) == .idle)
    }

    @Test func triggerIsIndependentOfHeight() {
        let c = RefreshConfiguration(height: 50, triggerDistance: 100)
        #expect(next(.idle, pull: 80, dragging: true, config: c) == .revealing(progress: 0.8))
        #expect(next(.idle, pull: 100, dragging: true, config: c) == .armed(overPull: 0))
        #expect(RefreshConfiguration.tall.effectiveTriggerDistance == 80)
        #expect(RefreshConfiguration.standard.effectiveTriggerDistance == 64)
    }

    @Test func armedReleaseWaitsWhenOtherEdgeBusy() {
        #expect(next(.armed(overPull: 0), pull: 64, dragging: false, busy: true) == .revealing(progress: 1))
    }

    @Test func beginEndFinishedCommands() {
        func run(_ s: RefreshState, _ e: RefreshEvent, edge: RefreshEdge = .header) -> RefreshState {
            RefreshTransition.next(s, on: e, edge: edge, configuration: config)
        }
        #expect(run(.idle, .begin) == .refreshing)
        #expect(run(.armed(overPull: 3), .begin) == .refreshing)
        #expect(run(.refreshing, .begin) == .refreshing)  // a second begin is ignored
        #expect(run(.finishing, .begin) == .refreshing)  // cuts finishing short, never dropped
        #expect(run(.idle, .end) == .idle)  // an end before any begin is ignored
        #expect(run(.refreshing, .end) == .finishing)
        #expect(run(.finishing, .end) == .finishing)  // a second end is ignored
        #expect(run(.finishing, .finished) == .idle)
        #expect(run(.refreshing, .finished) == .refreshing)
    }

    @Test func noMoreDataIsForFootersOnly() {
        func run(_ s: RefreshState, _ e: RefreshEvent, edge: RefreshEdge) -> RefreshState {
            RefreshTransition.next(s, on: e, edge: edge, configuration: config)
        }
        #expect(run(.idle, .noMoreData(true), edge: .header) == .idle)
        #expect(run(.refreshing, .noMoreData(true), edge: .footer) == .noMoreData)
        #expect(run(.noMoreData, .begin, edge: .footer) == .noMoreData)
        #expect(next(.noMoreData, pull: 200, dragging: true, edge: .footer) == .noMoreData)
        #expect(run(.noMoreData, .noMoreData(false), edge: .footer) == .idle)
        #expect(run(.revealing(progress: 0.1), .noMoreData(false), edge: .footer) == .revealing(progress: 0.1))
    }

    @Test func autoFooterGoesStraightToRefreshingOnlyWhenTriggered() {
        let auto = RefreshConfiguration(height: 50, mode: .auto)
        func run(_ s: RefreshState, trigger: Bool, busy: Bool = false) -> RefreshState {
            RefreshTransition.next(
                s,
                on: .scroll(
                    RefreshInput(
                        pullDistance: 20, isDragging: true,
                        autoTrigger: trigger, otherEdgeBusy: busy)),
                edge: .footer, configuration: auto)
        }
        #expect(run(.idle, trigger: true) == .refreshing)
        #expect(run(.idle, trigger: false) == .idle)
        #expect(run(.idle, trigger: true, busy: true) == .idle)
        #expect(run(.refreshing, trigger: true) == .refreshing)
    }

    @Test func phasesSpellTheJSONNames() {
        #expect(
            RefreshPhase.allCases.map(\.rawValue) == [
                "idle", "pulling", "armed", "refreshing", "finishing", "noMoreData", "failed",
            ])
        #expect(RefreshState.armed(overPull: 3).phase == .armed)
    }
}

import Testing
@testable import RefreshKitCore

/// Failing loads on the pure transition function: a failed footer waits for the user's retry,
/// a failed header goes back to idle.
@Suite struct RefreshFailureTransitionTests {
    let pull = RefreshConfiguration(height: 50, mode: .pull)
    let auto = RefreshConfiguration(height: 50, mode: .auto)

    func next(
        _ state: RefreshState, _ event: RefreshEvent, _ edge: RefreshEdge = .footer,
        _ configuration: RefreshConfiguration? = nil
    ) -> RefreshState {
        RefreshTransition.next(state, on: event, edge: edge, configuration: configuration ?? pull)
    }

    func scroll(_ p: Double, dragging: Bool, busy: Bool = false, auto trigger: Bool = false) -> RefreshEvent {
        .scroll(RefreshInput(pullDistance: p, isDragging: dragging, autoTrigger: trigger, otherEdgeBusy: busy))
    }

    @Test func aFailureLeavesAFooterFailedAndAHeaderIdleAndNothingElseFails() {
        #expect(next(.refreshing, .fail) == .failed)
        #expect(next(.refreshing, .fail, .header) == .idle)
        for state: RefreshState in [
            .idle, .revealing(progress: 0.5), .armed(overPull: 3), .finishing, .noMoreData, .failed,
        ] {
            #expect(next(state, .fail) == state)
            #expect(next(state, .fail, .header) == state)
        }
    }

    @Test func failedIgnoresScrollingAndTheAutoTriggerButARetryPull() {
        for configuration in [pull, auto] {
            #expect(next(.failed, scroll(49.9, dragging: true), .footer, configuration) == .failed)
            // A bounce is no retry.
            #expect(next(.failed, scroll(500, dragging: false), .footer, configuration) == .failed)
            #expect(next(.failed, scroll(30, dragging: true, auto: true), .footer, configuration) == .failed)
            #expect(next(.failed, scroll(80, dragging: true, busy: true), .footer, configuration) == .failed)
            #expect(next(.failed, scroll(50, dragging: true), .footer, configuration) == .armed(overPull: 0))
            #expect(next(.failed, scroll(80, dragging: true), .footer, configuration) == .armed(overPull: 30))
            #expect(next(.failed, .end, .footer, configuration) == .failed)
            #expect(next(.failed, .finished, .footer, configuration) == .failed)
        }
    }

    @Test func aRetryPullLoadsOnReleaseAndAnAutoFooterLetGoIsFailedAgain() {
        // Released past the trigger: loads, in either mode.
        #expect(next(.armed(overPull: 10), scroll(60, dragging: false), .footer, auto) == .refreshing)
        #expect(next(.armed(overPull: 10), scroll(60, dragging: false), .footer, pull) == .refreshing)
        // Still dragging past it: armed.
        #expect(next(.armed(overPull: 10), scroll(70, dragging: true), .footer, auto) == .armed(overPull: 20))
        // Dragged back under it: an auto footer is failed again; a pull footer pulls, as any pull.
        #expect(next(.armed(overPull: 10), scroll(20, dragging: true), .footer, auto) == .failed)
        #expect(next(.armed(overPull: 10), scroll(20, dragging: true), .footer, pull) == .revealing(progress: 0.4))
        // The other edge took the scroll view meanwhile: no load.
        #expect(next(.armed(overPull: 10), scroll(60, dragging: false, busy: true), .footer, auto) == .failed)
    }

    @Test func aTapRetriesAndNoMoreDataEitherWayLeavesFailed() {
        #expect(next(.failed, .begin) == .refreshing)
        #expect(next(.failed, .noMoreData(true)) == .noMoreData)
        #expect(next(.failed, .noMoreData(false)) == .idle)
        #expect(next(.noMoreData, .noMoreData(false)) == .idle)
        #expect(next(.refreshing, .noMoreData(false)) == .refreshing)
    }

    @Test func theFailedPhaseSpellsFailed() {
        #expect(RefreshState.failed.phase == .failed)
        #expect(RefreshPhase(rawValue: "failed") == .failed)
    }
}

import Testing
@testable import RefreshKitCore

/// The arm impact: once per user pull, never for code, never for footers.
@Suite struct FeedbackPolicyTests {
    func change(_ from: RefreshState, _ to: RefreshState, _ edge: RefreshEdge = .header) -> RefreshStateChange {
        RefreshStateChange(edge: edge, from: from, to: to, time: 0)
    }

    @Test func aUserPullPreparesThenPlaysOnceWhenItArms() {
        var p = FeedbackPolicy()
        #expect(p.decision(for: change(.idle, .revealing(progress: 0.1)), userInitiated: true) == .prepare)
        #expect(p.decision(for: change(.revealing(progress: 0.9), .armed(overPull: 0)), userInitiated: true) == .impact)
        // Back above the trigger and down again in the same pull: no second impact.
        #expect(p.decision(for: change(.armed(overPull: 3), .revealing(progress: 0.9)), userInitiated: true) == .none)
        #expect(p.decision(for: change(.revealing(progress: 0.9), .armed(overPull: 1)), userInitiated: true) == .none)
        #expect(p.decision(for: change(.armed(overPull: 1), .refreshing), userInitiated: false) == .none)
        #expect(p.decision(for: change(.refreshing, .finishing), userInitiated: false) == .none)
        #expect(p.decision(for: change(.finishing, .idle), userInitiated: false) == .release)
        // The next pull plays again.
        #expect(p.decision(for: change(.idle, .revealing(progress: 0.1)), userInitiated: true) == .prepare)
        #expect(p.decision(for: change(.revealing(progress: 0.1), .armed(overPull: 0)), userInitiated: true) == .impact)
    }

    @Test func aFastPullStraightToArmedPlays() {
        var p = FeedbackPolicy()
        #expect(p.decision(for: change(.idle, .armed(overPull: 20)), userInitiated: true) == .impact)
    }

    @Test func aNewDragIsANewPull() {
        var p = FeedbackPolicy()
        _ = p.decision(for: change(.revealing(progress: 0.5), .armed(overPull: 0)), userInitiated: true)
        #expect(p.hasPlayedThisPull)
        p.dragBegan()
        #expect(p.decision(for: change(.revealing(progress: 0.5), .armed(overPull: 0)), userInitiated: true) == .impact)
    }

    @Test func codeFootersAndTheSwitchNeverPlay() {
        var p = FeedbackPolicy()
        #expect(p.decision(for: change(.idle, .refreshing), userInitiated: false) == .none)  // beginRefreshing()
        #expect(p.decision(for: change(.revealing(progress: 0.9), .armed(overPull: 0)), userInitiated: false) == .none)
        #expect(
            p.decision(for: change(.revealing(progress: 0.9), .armed(overPull: 0), .footer), userInitiated: true)
                == .none
        )
        #expect(p.decision(for: change(.idle, .revealing(progress: 0.1), .footer), userInitiated: true) == .none)
        var off = FeedbackPolicy(isEnabled: false)
        #expect(off.decision(for: change(.idle, .revealing(progress: 0.1)), userInitiated: true) == .none)
        #expect(off.decision(for: change(.revealing(progress: 0.9), .armed(overPull: 0)), userInitiated: true) == .none)
        #expect(off.decision(for: change(.revealing(progress: 0.9), .idle), userInitiated: true) == .none)
    }

    /// On a simulated scroll view through the one-inset host: a drag that arms twice plays once;
    /// `beginRefreshing()` plays nothing.
    @MainActor @Test func endToEndOnTheSimulatedScrollView() {
        let sv = makeScrollView()
        let host = OneInsetHost(sv)
        let header = RefreshController(edge: .header)
        header.attach(to: host)
        var policy = FeedbackPolicy()
        var decisions: [FeedbackPolicy.Decision] = []
        header.observeState { change in
            let d = policy.decision(for: change, userInitiated: host.deriver.isDragging)
            if d != .none { decisions.append(d) }
        }
        sv.drag(by: 200)
        sv.drag(by: -150)
        sv.drag(by: 150)
        sv.liftFinger(velocity: 0)
        sv.wait(1)
        header.endRefreshing()
        sv.wait(1)
        #expect(decisions == [.prepare, .impact, .release])
        decisions = []
        header.beginRefreshing()
        sv.wait(1)
        header.endRefreshing()
        sv.wait(1)
        #expect(decisions == [.release])
    }
}

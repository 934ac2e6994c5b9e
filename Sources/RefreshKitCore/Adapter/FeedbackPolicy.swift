/// Decides the haptic feedback of a refresh control: one impact when the user's drag arms the
/// header, prepared as soon as the pull starts so that it plays without latency.
///
/// - `prepare` when a header goes from idle to pulling under the user's finger and the impact
///   has not played in this pull (the adapter creates and prepares its
///   `UIImpactFeedbackGenerator`); a jump from idle straight to armed plays the impact at once;
/// - `impact` when a header goes from idle or pulling to armed during a user drag, at most once
///   per pull: dragging back above the trigger and down again does not repeat it;
/// - a pull ends when the control is idle again or a new drag begins (``dragBegan()``);
/// - `release` when the control goes back to idle (the adapter drops its generator);
/// - never for a footer, never for a change the app made (`beginRefreshing()` never arms), and
///   nothing at all while disabled.
package struct FeedbackPolicy: Hashable, Sendable {
    /// What the adapter should do for one state change.
    package enum Decision: Hashable, Sendable {
        /// Nothing.
        case none
        /// Get the feedback generator ready: an impact may follow soon.
        case prepare
        /// Play the impact.
        case impact
        /// The pull is over: the generator can go.
        case release
    }

    /// Whether feedback plays at all (on by default).
    package var isEnabled: Bool
    /// Whether the impact has played during the current pull.
    package private(set) var hasPlayedThisPull = false

    /// Creates a policy.
    package init(isEnabled: Bool = true) { self.isEnabled = isEnabled }

    /// A new drag begins: a new pull may play the impact again.
    package mutating func dragBegan() { hasPlayedThisPull = false }

    /// The decision for `change`; `userInitiated` says whether a finger drags the content (the
    /// change came from the user, not from code).
    package mutating func decision(for change: RefreshStateChange, userInitiated: Bool) -> Decision {
        if change.to == .idle {
            hasPlayedThisPull = false
            return isEnabled && change.edge == .header ? .release : .none
        }
        guard isEnabled, change.edge == .header, userInitiated else { return .none }
        switch (change.from.phase, change.to.phase) {
        case (.idle, .armed), (.revealing, .armed):
            guard !hasPlayedThisPull else { return .none }
            hasPlayedThisPull = true
            return .impact
        case (.idle, .revealing):
            return hasPlayedThisPull ? .none : .prepare
        default:
            return .none
        }
    }
}

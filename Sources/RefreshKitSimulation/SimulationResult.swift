import RefreshKitCore

/// What a simulation produced: the state changes, the actions fired, the final metrics, and
/// optionally one sample per frame. `refreshkit simulate` prints it as JSON.
package struct SimulationResult: Hashable, Sendable {
    /// One change of a control's phase.
    package struct Event: Hashable, Sendable {
        /// Seconds from the start.
        package var t: Double
        /// The control's edge.
        package var edge: RefreshEdge
        /// The phase entered.
        package var state: RefreshPhase
    }

    /// One action fired.
    package struct Action: Hashable, Sendable {
        /// Seconds from the start.
        package var t: Double
        /// The control's edge.
        package var edge: RefreshEdge
    }

    /// The scroll view and the controls at one moment.
    package struct Frame: Hashable, Sendable {
        /// Seconds from the start.
        package var t: Double
        /// The content offset's y.
        package var offsetY: Double
        /// `contentInset.top` as UIKit would report it: the app's plus the header's share.
        package var insetTop: Double
        /// `contentInset.bottom`: the app's plus the footer's share.
        package var insetBottom: Double
        /// The header's pull progress (0…1), or nil without a header.
        package var headerProgress: Double?
        /// The footer's pull progress (0…1), or nil without a footer.
        package var footerProgress: Double?
        /// The collapsing header's height, or nil without one.
        package var headerHeight: Double?
    }

    /// The end of the run.
    package struct Final: Hashable, Sendable {
        /// The content offset's y.
        package var offsetY: Double
        /// `contentInset.top` (app's plus share).
        package var insetTop: Double
        /// `contentInset.bottom` (app's plus share).
        package var insetBottom: Double
        /// The header's phase, or nil without a header.
        package var header: RefreshPhase?
        /// The footer's phase, or nil without a footer.
        package var footer: RefreshPhase?
        /// The collapsing header's height, or nil without one.
        package var headerHeight: Double?
    }

    /// Phase changes in order.
    package var events: [Event]
    /// Actions in order.
    package var actions: [Action]
    /// The end state.
    package var final: Final
    /// One sample per frame (including t = 0), when asked for.
    package var frames: [Frame]?
}

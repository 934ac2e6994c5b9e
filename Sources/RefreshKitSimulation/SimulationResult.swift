import RefreshKitCore

/// What a simulation produced: the state changes, the actions fired, the final metrics, and
/// optionally one sample per frame. `refreshkit simulate` prints it as JSON.
public struct SimulationResult: Hashable, Sendable {
    /// One change of a control's phase.
    public struct Event: Hashable, Sendable {
        /// Seconds from the start.
        public var t: Double
        /// The control's edge.
        public var edge: RefreshEdge
        /// The phase entered.
        public var state: RefreshPhase
    }

    /// One action fired.
    public struct Action: Hashable, Sendable {
        /// Seconds from the start.
        public var t: Double
        /// The control's edge.
        public var edge: RefreshEdge
    }

    /// The scroll view and the controls at one moment.
    public struct Frame: Hashable, Sendable {
        /// Seconds from the start.
        public var t: Double
        /// The content offset's y.
        public var offsetY: Double
        /// `contentInset.top` as UIKit would report it: the app's plus the header's share.
        public var insetTop: Double
        /// `contentInset.bottom`: the app's plus the footer's share.
        public var insetBottom: Double
        /// The header's pull progress (0…1), or nil without a header.
        public var headerProgress: Double?
        /// The footer's pull progress (0…1), or nil without a footer.
        public var footerProgress: Double?
        /// The collapsing header's height, or nil without one.
        public var headerHeight: Double?
    }

    /// The end of the run.
    public struct Final: Hashable, Sendable {
        /// The content offset's y.
        public var offsetY: Double
        /// `contentInset.top` (app's plus share).
        public var insetTop: Double
        /// `contentInset.bottom` (app's plus share).
        public var insetBottom: Double
        /// The header's phase, or nil without a header.
        public var header: RefreshPhase?
        /// The footer's phase, or nil without a footer.
        public var footer: RefreshPhase?
        /// The collapsing header's height, or nil without one.
        public var headerHeight: Double?
    }

    /// Phase changes in order.
    public var events: [Event]
    /// Actions in order.
    public var actions: [Action]
    /// The end state.
    public var final: Final
    /// One sample per frame (including t = 0), when asked for.
    public var frames: [Frame]?
}

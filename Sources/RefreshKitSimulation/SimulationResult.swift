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

        /// A change of `edge` to `state` at `t`.
        package init(t: Double, edge: RefreshEdge, state: RefreshPhase) {
            self.t = t
            self.edge = edge
            self.state = state
        }
    }

    /// One action fired.
    package struct Action: Hashable, Sendable {
        /// Seconds from the start.
        package var t: Double
        /// The control's edge.
        package var edge: RefreshEdge

        /// An action of `edge` at `t`.
        package init(t: Double, edge: RefreshEdge) {
            self.t = t
            self.edge = edge
        }
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

        /// A sample of these values.
        package init(
            t: Double, offsetY: Double, insetTop: Double, insetBottom: Double, headerProgress: Double?,
            footerProgress: Double?, headerHeight: Double?
        ) {
            self.t = t
            self.offsetY = offsetY
            self.insetTop = insetTop
            self.insetBottom = insetBottom
            self.headerProgress = headerProgress
            self.footerProgress = footerProgress
            self.headerHeight = headerHeight
        }
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

        /// An end of these values.
        package init(
            offsetY: Double, insetTop: Double, insetBottom: Double, header: RefreshPhase?, footer: RefreshPhase?,
            headerHeight: Double?
        ) {
            self.offsetY = offsetY
            self.insetTop = insetTop
            self.insetBottom = insetBottom
            self.header = header
            self.footer = footer
            self.headerHeight = headerHeight
        }
    }

    /// Phase changes in order.
    package var events: [Event]
    /// Actions in order.
    package var actions: [Action]
    /// The end state.
    package var final: Final
    /// One sample per frame (including t = 0), when asked for.
    package var frames: [Frame]?

    /// A result of these parts.
    package init(events: [Event], actions: [Action], final: Final, frames: [Frame]?) {
        self.events = events
        self.actions = actions
        self.final = final
        self.frames = frames
    }
}

/// What a refresh control's state machine reacts to.
package enum RefreshEvent: Hashable, Sendable {
    /// The scroll view moved or its layout changed.
    case scroll(RefreshInput)
    /// The app (or an accessibility action) asks for a refresh now.
    case begin
    /// The app says the work is done.
    case end
    /// The work failed (the action threw, or the app ended the refresh with an error).
    case fail
    /// The finishing state has run its course.
    case finished
    /// The footer has (true) or again has (false) more data to load.
    case noMoreData(Bool)
}

/// The scroll facts one state transition needs, derived from `ScrollMetrics`.
package struct RefreshInput: Hashable, Sendable {
    /// How far the content is pulled past this control's resting edge, in points (> 0 pulled).
    package var pullDistance: Double
    /// A finger drags the content.
    package var isDragging: Bool
    /// For auto footers: whether this event should start loading (the user scrolled towards
    /// the end, it is within the auto distance, and the trigger is armed).
    package var autoTrigger: Bool
    /// The other edge refreshes and this one may not refresh at the same time.
    package var otherEdgeBusy: Bool

    /// Creates an input.
    package init(pullDistance: Double, isDragging: Bool, autoTrigger: Bool = false, otherEdgeBusy: Bool = false) {
        self.pullDistance = pullDistance
        self.isDragging = isDragging
        self.autoTrigger = autoTrigger
        self.otherEdgeBusy = otherEdgeBusy
    }
}

/// Where a refresh control's view goes among its scroll view's subviews: just above the
/// `backgroundView` of a table or collection view (which would otherwise cover a header drawn
/// over the empty area), else at the back (index 0), behind the cells.
package enum ControlStacking {
    /// The index to insert the control at.
    ///
    /// - Parameter backgroundIndex: The index of the scroll view's `backgroundView` among its
    ///   subviews, or nil when it has none (or it is not a subview).
    /// - Returns: `backgroundIndex + 1`, or 0.
    package static func insertionIndex(backgroundIndex: Int?) -> Int {
        backgroundIndex.map { $0 + 1 } ?? 0
    }

    /// Whether a control at `controlIndex` must move: it is below the background view (the app
    /// set one after the control, or the scroll view moved it to the back).
    ///
    /// - Parameters:
    ///   - controlIndex: The control's index among the subviews.
    ///   - backgroundIndex: The background view's index, or nil.
    /// - Returns: The index to move the control to (just above the background view once the
    ///   control is taken out), or nil to leave it.
    package static func restackIndex(controlIndex: Int, backgroundIndex: Int?) -> Int? {
        guard let bg = backgroundIndex, controlIndex < bg else { return nil }
        return bg  // after removal the background sits at bg − 1
    }
}

/// Decides the tint a UIKit control passes to its indicator from `tintColor`, which UIKit
/// inherits down the view hierarchy and never leaves nil.
///
/// - A tint set on the control itself is always used (dimmed too, as UIKit dims it).
/// - An inherited tint is used when the app chose one somewhere above (the scroll view, a
///   parent, the window): it differs from the system's default tint. Where nobody chose one,
///   the resolved tint is the system default and the style keeps its own colour (nil).
/// - While UIKit dims tints (`tintAdjustmentMode == .dimmed`, an alert shows) the dimmed grey
///   cannot tell the two apart: the decision made before the dimming holds.
package struct TintResolution: Hashable, Sendable {
    /// Whether the inherited tint was the app's the last time it was not dimmed.
    package private(set) var inheritedIsChosen = false

    /// Creates a resolution that has seen no tint yet.
    package init() {}

    /// The indicator's tint, or nil for the style's own colour.
    ///
    /// - Parameters:
    ///   - setOnControl: Whether the app set `tintColor` on the control itself.
    ///   - resolved: The control's `tintColor`, resolved against its traits.
    ///   - systemDefault: The tint a view without any chosen tint has, resolved the same way.
    ///   - dimmed: Whether UIKit dims tints now.
    /// - Returns: The tint to draw with, or nil.
    package mutating func indicatorTint(
        setOnControl: Bool, resolved: RGBAColor?, systemDefault: RGBAColor?,
        dimmed: Bool
    ) -> RGBAColor? {
        if setOnControl { return resolved }
        if !dimmed { inheritedIsChosen = resolved != nil && resolved != systemDefault }
        return inheritedIsChosen ? resolved : nil
    }
}

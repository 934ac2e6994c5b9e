#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The texts the indicator shows in each phase: the app's, `attributedTitle`'s, the language's.
extension StyledRefreshControl {
    /// Replaces the text the indicator shows in `phase`, as ``RefreshControl/setTitle(_:for:)``
    /// (it wins over `attributedTitle` in that phase).
    ///
    /// - Parameters:
    ///   - title: The text, or nil to go back to the language's.
    ///   - phase: The phase it is shown in.
    public func setTitle(_ title: String?, for phase: RefreshPhase) {
        titleOverrides[phase] = title
        titlesDidChange()
    }

    /// The text set for `phase` with ``setTitle(_:for:)``, or nil.
    ///
    /// - Parameter phase: The phase.
    /// - Returns: The app's text, or nil.
    public func title(for phase: RefreshPhase) -> String? { titleOverrides[phase] }

    /// The texts drawn and read: those set per phase, and `attributedTitle`'s string.
    var drawnTitles: [RefreshPhase: String] {
        TitleOverrides.merged(titleOverrides, attributedTitle: attributedTitle?.string)
    }

    func titlesDidChange() {
        hideSystemContent()  // UIKit adds its title label when a title is set
        accessibilityValue = support.text.value(for: follower.state, edge: .header, overrides: drawnTitles)
        redraw()
    }
}

/// Hidden or disabled: what the user's pull may do.
extension StyledRefreshControl {
    /// Whether the user's pull may not start a refresh: the control is hidden or disabled.
    var userTriggersAreOff: Bool { isHidden || !isEnabled }

    /// The control was hidden or shown: UIKit's control gives back (or holds again) the room of a
    /// refresh that runs.
    func visibilityDidChange() {
        if isHidden {
            if isRefreshing { super.endRefreshing() }
        } else if follower.state == .refreshing && !isRefreshing {
            super.beginRefreshing()
        }
        hostDidChange(.layoutDidChange)
    }
}
#endif

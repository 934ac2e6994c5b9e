/// What moved a scroll host's content in the offset change it is reporting: the user (a finger,
/// or the motion a finger's release started) or anything else (the app's writes, animated or
/// not, a control's own scrolls, layout).
///
/// The collapsing header absorbs only the user's scrolling (``CollapsingHeaderController``); an
/// offset the app writes is where the content goes.
package enum ScrollMover: Hashable, Sendable {
    /// A finger dragging the content.
    case finger
    /// The deceleration or the spring back that a finger's release started.
    case momentum
    /// Anything but the user: a write of the offset (`contentOffset`, `setContentOffset(_:animated:)`,
    /// scroll-to-top, `scrollRectToVisible`), a control's own scroll, a change of layout.
    case app

    /// Whether the user moved the content (``finger`` or ``momentum``).
    package var isUser: Bool { self != .app }
}

/// What happened on a scroll host, as the `UIScrollViewDelegate` callbacks name it.
package enum ScrollEvent: Hashable, Sendable {
    /// The content offset changed.
    case didScroll
    /// A finger started dragging the content.
    case willBeginDragging
    /// The finger lifted; `willDecelerate` says whether the content moves on.
    case didEndDragging(willDecelerate: Bool)
    /// Deceleration (or the spring back) came to rest.
    case didEndDecelerating
    /// A programmatic, animated offset change finished.
    case didEndScrollingAnimation
    /// The content size, viewport, insets or safe area changed.
    case layoutDidChange
    /// Time passed; nothing else changed. Sent once per frame so that timed states advance.
    case tick
}

/// What a `UIScrollView` reports, in plain numbers: the UIKit adapter reads it on every event,
/// and ``metrics(ledger:isDragging:)`` turns it into the ``ScrollMetrics`` the controllers read.
/// `adjustedContentInset` and `safeAreaInsets` are taken as UIKit reports them, so every
/// adjustment behaviour, bar, large title and home indicator is already in them
/// (``ContentInsetAdjustment`` reproduces UIKit's rule for simulations and tests).
package struct UIKitScrollState: Hashable, Sendable {
    /// `contentOffset`.
    package var contentOffset: Point
    /// `contentSize`.
    package var contentSize: Size
    /// `bounds.size`.
    package var boundsSize: Size
    /// `contentInset`: the total the scroll view holds (app + refresh shares).
    package var contentInset: Insets
    /// `adjustedContentInset`.
    package var adjustedContentInset: Insets
    /// `safeAreaInsets`.
    package var safeAreaInsets: Insets
    /// `isTracking`.
    package var isTracking: Bool
    /// `isDragging`.
    package var isDragging: Bool
    /// `isDecelerating`.
    package var isDecelerating: Bool
    /// The screen's scale (`traitCollection.displayScale`), or nil when unknown (no snapping).
    package var displayScale: Double?
    /// Whether the scroll view is in a window (`window != nil`).
    package var isInWindow: Bool

    /// Creates a state; `adjustedContentInset` defaults to `contentInset + safeAreaInsets`
    /// (`contentInsetAdjustmentBehavior = .always`).
    package init(
        contentOffset: Point = .zero, contentSize: Size = .zero, boundsSize: Size = .zero,
        contentInset: Insets = .zero, adjustedContentInset: Insets? = nil,
        safeAreaInsets: Insets = .zero, isTracking: Bool = false, isDragging: Bool = false,
        isDecelerating: Bool = false, displayScale: Double? = nil, isInWindow: Bool = true
    ) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.boundsSize = boundsSize
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset ?? (contentInset + safeAreaInsets)
        self.safeAreaInsets = safeAreaInsets
        self.isTracking = isTracking
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
        self.displayScale = displayScale
        self.isInWindow = isInWindow
    }

    /// The same state with every number sanitised: a coordinate or inset that is NaN or
    /// ±infinity reads as 0, a size that is not a finite number of zero or more reads as 0.
    package var sanitized: UIKitScrollState {
        // No value UIKit can hold in a transient state reaches the state machines. Zero sizes are
        // fine: the controllers wait for a size.
        var s = self
        s.contentOffset = Point(x: Self.finite(contentOffset.x), y: Self.finite(contentOffset.y))
        s.contentSize = Self.size(contentSize)
        s.boundsSize = Self.size(boundsSize)
        s.contentInset = Self.insets(contentInset)
        s.adjustedContentInset = Self.insets(adjustedContentInset)
        s.safeAreaInsets = Self.insets(safeAreaInsets)
        return s
    }

    /// The metrics for the controllers: the app's inset and the shares from `ledger`, the
    /// adjusted inset as UIKit reports it, everything sanitised. `isDragging` overrides UIKit's
    /// flag when given (the adapter takes dragging from the pan gesture, see
    /// ``ScrollEventDeriver/isDragging``).
    package func metrics(ledger: InsetLedger, isDragging: Bool? = nil) -> ScrollMetrics {
        let s = sanitized
        return ScrollMetrics(
            contentOffset: s.restingSnapped, contentSize: s.contentSize,
            viewportSize: s.boundsSize, contentInset: ledger.appInset,
            safeAreaInsets: s.safeAreaInsets, refreshInsets: ledger.shares,
            adjustedContentInset: s.adjustedContentInset, isTracking: s.isTracking,
            isDragging: isDragging ?? s.isDragging, isDecelerating: s.isDecelerating,
            isInWindow: s.isInWindow)
    }

    /// Whether anything but the offset and the motion flags differs: what makes a
    /// `layoutDidChange` event.
    package func layoutDiffers(from other: UIKitScrollState) -> Bool {
        contentSize != other.contentSize || boundsSize != other.boundsSize
            || contentInset != other.contentInset || adjustedContentInset != other.adjustedContentInset
            || safeAreaInsets != other.safeAreaInsets || isInWindow != other.isInWindow
    }

    /// The most a resting offset may overshoot an edge and still read as the edge, in pixels:
    /// one (UIKit leaves −1/3 pt at rest on a 3× screen, one pixel).
    package static let restingOvershootPixels = 1.0
    /// The most a moving offset may overshoot and still read as the edge, in pixels: half.
    package static let movingOvershootPixels = 0.5

    /// The (sanitised) offset with an overshoot past the top or the bottom edge read as the edge:
    /// at most one pixel at rest (no finger, no deceleration), less than half a pixel in motion.
    private var restingSnapped: Point {
        // UIKit may leave the offset a fraction of a pixel past an edge at rest (−91.1 for a
        // resting −91 on a 3× screen): read as the edge, such a pull is no pull, so the header
        // stays idle and the display link does not run for it.
        guard let scale = displayScale, scale.isFinite, scale > 0 else { return contentOffset }
        let atRest = !isTracking && !isDragging && !isDecelerating
        // A tiny epsilon so that UIKit's one-pixel step (1/3 pt, not exact in binary) is one pixel.
        let half = atRest ? (Self.restingOvershootPixels + 1e-9) / scale : Self.movingOvershootPixels / scale
        let top = -adjustedContentInset.top
        let bottom = Swift.max(top, contentSize.height + adjustedContentInset.bottom - boundsSize.height)
        var p = contentOffset
        if p.y < top && top - p.y <= half { p.y = top }
        if p.y > bottom && p.y - bottom <= half { p.y = bottom }
        return p
    }

    private static func finite(_ x: Double) -> Double { x.isFinite ? x : 0 }
    private static func size(_ s: Size) -> Size {
        Size(
            width: s.width.isFinite && s.width >= 0 ? s.width : 0,
            height: s.height.isFinite && s.height >= 0 ? s.height : 0)
    }
    private static func insets(_ e: Insets) -> Insets {
        Insets(top: finite(e.top), left: finite(e.left), bottom: finite(e.bottom), right: finite(e.right))
    }
}

/// UIKit's `contentInsetAdjustmentBehavior`, and its rule for `adjustedContentInset`, for
/// simulations and tests (the UIKit adapter reads the adjusted inset from UIKit itself).
package enum ContentInsetAdjustment: String, Hashable, Sendable, CaseIterable {
    /// `.automatic`: like `.scrollableAxes`, and the top and bottom are always adjusted when the
    /// scroll view is the content of a view controller in a navigation or tab bar controller.
    case automatic
    /// `.scrollableAxes`: an axis is adjusted when it scrolls (content larger than the bounds, or
    /// `alwaysBounce…` set).
    case scrollableAxes
    /// `.never`: the safe area is never added.
    case never
    /// `.always`: the safe area is always added.
    case always

    /// The adjusted inset UIKit reports: `contentInset` plus the safe area on the edges the
    /// behaviour adjusts. `scrollsVertically`/`scrollsHorizontally` say whether each axis scrolls
    /// (content larger than the bounds, or `alwaysBounceVertical`/`Horizontal`);
    /// `inNavigationOrTabController` whether the scroll view is the content of a view controller
    /// in a navigation or tab bar controller (only `.automatic` reads it).
    package func adjustedContentInset(
        contentInset: Insets, safeAreaInsets: Insets,
        scrollsVertically: Bool, scrollsHorizontally: Bool = false,
        inNavigationOrTabController: Bool = true
    ) -> Insets {
        let vertical: Bool, horizontal: Bool
        switch self {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic:
            (vertical, horizontal) = (scrollsVertically || inNavigationOrTabController, scrollsHorizontally)
        }
        var e = contentInset
        if vertical {
            e.top += safeAreaInsets.top
            e.bottom += safeAreaInsets.bottom
        }
        if horizontal {
            e.left += safeAreaInsets.left
            e.right += safeAreaInsets.right
        }
        return e
    }
}

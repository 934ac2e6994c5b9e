import RefreshKitCore

/// A scroll view without a screen: `UIScrollView`'s observable behaviour, advanced by explicit
/// time steps so that every test is deterministic.
///
/// It keeps the app's own `contentInset` and the refresh controls' shares apart, and reports
/// their sum (plus the safe area) as `adjustedContentInset`, as UIKit does. A finger drags the
/// content with UIKit's rubber band past the edges; a release decelerates it (normal 0.998 or
/// fast 0.99 per millisecond) and a critically damped spring brings it back when it overshoots.
///
/// Input that is not a usable number — NaN, ±infinity, or a magnitude above
/// ``maximumMagnitude`` points (sums of such values would overflow) — is ignored by every
/// method, as is a negative time step or size; velocities are clamped to that magnitude.
/// Nothing here traps on bad input.
@MainActor
package final class SimulatedScrollView: ScrollHost {
    /// The largest magnitude, in points, of any position, size or inset accepted (10¹² pt).
    package nonisolated static let maximumMagnitude = 1e12
    /// The constants of the motion: UIKit's.
    package var physics = ScrollPhysics.uikit
    /// Whether the safe area adds to the adjusted inset (`contentInsetAdjustmentBehavior`
    /// `.always`/`.automatic` for a vertical scroll view) or not (`.never`).
    package private(set) var adjustsContentInsetForSafeArea: Bool

    /// The clock, in seconds: 0 when the scroll view is created, moved only by
    /// ``advance(by:)`` and ``advance(to:)``.
    package private(set) var time: Double = 0
    /// The visible size (`bounds.size`).
    package private(set) var viewportSize: Size
    /// The content size.
    package private(set) var contentSize: Size
    /// The app's own content inset; refresh controls never change it.
    package private(set) var contentInset: Insets
    /// The safe-area insets.
    package private(set) var safeAreaInsets: Insets
    /// The refresh controls' shares.
    package private(set) var refreshInsets: Insets = .zero
    /// The content offset. Only `y` moves: every method leaves `x` at 0.
    package internal(set) var contentOffset: Point
    /// Which edges are refreshing; the refresh controllers keep it.
    package var busyEdges: Set<RefreshEdge> = []
    /// What moved the content in the latest offset change: the finger (``moveFinger(by:)``), the
    /// momentum or spring a release started, or the app (every other change).
    package internal(set) var scrollMover = ScrollMover.app

    var motion: ScrollMotion = .none
    private var observers: [WeakScrollObserver] = []

    /// Creates a scroll view at rest at the top of its content (`contentOffset.y` is
    /// `−adjustedContentInset.top`).
    ///
    /// Values that are not usable (see the type's rules) are replaced by zero.
    ///
    /// - Parameters:
    ///   - viewportSize: The visible size (`bounds.size`), in points.
    ///   - contentSize: The content size, in points.
    ///   - contentInset: The app's own content inset.
    ///   - safeAreaInsets: The safe-area insets.
    ///   - adjustsContentInsetForSafeArea: Whether the safe area adds to the adjusted inset;
    ///     true by default.
    package init(
        viewportSize: Size = .zero, contentSize: Size = .zero,
        contentInset: Insets = .zero, safeAreaInsets: Insets = .zero,
        adjustsContentInsetForSafeArea: Bool = true
    ) {
        self.adjustsContentInsetForSafeArea = adjustsContentInsetForSafeArea
        self.viewportSize = viewportSize.isFiniteNonNegative ? viewportSize : .zero
        self.contentSize = contentSize.isFiniteNonNegative ? contentSize : .zero
        self.contentInset = contentInset.isUsable ? contentInset : .zero
        self.safeAreaInsets = safeAreaInsets.isUsable ? safeAreaInsets : .zero
        self.contentOffset = .zero
        self.contentOffset = Point(x: 0, y: metrics.minOffsetY)
    }

    // MARK: Metrics

    /// The inset the scroll view really uses: ``totalContentInset`` (the app's inset plus the
    /// refresh shares, what the UIKit adapter writes into `contentInset`), plus the safe area when
    /// ``adjustsContentInsetForSafeArea`` — added in that order, as UIKit adds the safe area to
    /// `contentInset`, so the sums agree to the last bit (an edge without a share is the app's
    /// inset plus the safe area).
    package var adjustedContentInset: Insets {
        let total = totalContentInset
        return adjustsContentInsetForSafeArea ? total + safeAreaInsets : total
    }

    /// What a `UIScrollView` would report as `contentInset`: the app's inset plus the shares the
    /// refresh controls added (the UIKit adapter writes its shares into `contentInset`).
    package var totalContentInset: Insets {
        Insets(
            top: refreshInsets.top == 0 ? contentInset.top : contentInset.top + refreshInsets.top,
            left: contentInset.left,
            bottom: refreshInsets.bottom == 0 ? contentInset.bottom : contentInset.bottom + refreshInsets.bottom,
            right: contentInset.right)
    }

    /// The current metrics.
    package var metrics: ScrollMetrics {
        ScrollMetrics(
            contentOffset: contentOffset, contentSize: contentSize, viewportSize: viewportSize,
            contentInset: contentInset, safeAreaInsets: safeAreaInsets,
            refreshInsets: refreshInsets, adjustedContentInset: adjustedContentInset,
            isTracking: isTracking, isDragging: isDragging, isDecelerating: isDecelerating,
            isInWindow: isInWindow)
    }

    /// Whether the simulated scroll view is in a window (true unless ``setInWindow(_:)`` says
    /// otherwise): a stand-in for a `UIScrollView` created in `viewDidLoad`, before it is on screen.
    package private(set) var isInWindow = true

    /// Puts the scroll view in a window or takes it out; posts `layoutDidChange` on a change.
    ///
    /// - Parameter inWindow: Whether it is in a window now.
    package func setInWindow(_ inWindow: Bool) {
        guard inWindow != isInWindow else { return }
        isInWindow = inWindow
        post(.layoutDidChange)
    }

    /// A finger is down.
    package var isTracking: Bool { if case .finger = motion { true } else { false } }
    /// A finger is down and has moved the content.
    package var isDragging: Bool { if case let .finger(_, _, _, moved) = motion { moved } else { false } }
    /// The content moves on after a release, or springs back.
    package var isDecelerating: Bool {
        switch motion {
        case .decelerating, .bouncing: true
        default: false
        }
    }
    /// A programmatic animated offset change runs.
    package var isAnimatingOffset: Bool { if case .animating = motion { true } else { false } }
    /// Nothing moves the content.
    package var isAtRest: Bool { motion == .none }

    // MARK: Observers

    /// Starts sending events to `observer` (held weakly). Adding it again does not make it
    /// receive events twice: it moves to the end of the order.
    ///
    /// - Parameter observer: The object to call after every event, in the order added.
    package func addObserver(_ observer: any ScrollObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakScrollObserver(value: observer))
    }

    /// Stops sending events to `observer`.
    ///
    /// - Parameter observer: The observer to remove; one that was never added is ignored.
    package func removeObserver(_ observer: any ScrollObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    func post(_ event: ScrollEvent) {
        let current = observers
        for box in current { box.value?.scrollHost(self, didReceive: event) }
    }

    // MARK: The finger

    /// Puts a finger on the content. A finger on moving content stops it, as in UIKit (and
    /// posts `didEndDecelerating` when it was decelerating or springing back); an animated
    /// offset change is dropped where it is. Ignored when a finger is already down.
    package func touchDown() {
        if isTracking { return }
        let wasMoving = isDecelerating
        motion = .finger(
            anchorPosition: unconstrained(contentOffset.y), anchorTranslation: 0,
            translation: 0, moved: false)
        if wasMoving { post(.didEndDecelerating) }
    }

    /// Moves the finger, with rubber banding past the edges. Puts a finger down first if none
    /// is; the first move posts `willBeginDragging`, every move that changes the offset
    /// `didScroll`.
    ///
    /// - Parameter dy: The distance in points; positive is down, so the content follows down
    ///   and the offset decreases. A value that is not usable is ignored.
    package func moveFinger(by dy: Double) {
        guard dy.isUsable else { return }
        if !isTracking { touchDown() }
        guard dy != 0 else { return }
        guard case let .finger(anchor, anchorT, translation, moved) = motion else { return }
        let newTranslation = translation + dy
        motion = .finger(
            anchorPosition: anchor, anchorTranslation: anchorT, translation: newTranslation,
            moved: true)
        if !moved { post(.willBeginDragging) }
        setOffsetY(constrained(anchor - (newTranslation - anchorT)), by: .finger)
    }

    /// Lifts the finger. Past an edge the spring takes over; otherwise momentum decays (or the
    /// content stops at once when too slow). Posts `didEndDragging` when the finger had moved
    /// the content. Ignored when no finger is down.
    ///
    /// - Parameter velocity: The finger's speed in points per second, positive down; NaN or
    ///   infinite counts as 0, and larger magnitudes are clamped to ``maximumMagnitude``.
    package func liftFinger(velocity: Double) {
        guard isTracking else { return }
        let v = velocity.isFinite ? -RKMath.clamp(velocity, -Self.maximumMagnitude, Self.maximumMagnitude) : 0
        let wasDragging = isDragging
        startFreeMotion(velocity: v)
        if wasDragging { post(.didEndDragging(willDecelerate: isDecelerating)) }
    }

    // MARK: Programmatic changes

    /// Moves the content to `offset`. Animated moves take 0.3 s (ease-in-ease-out) and end
    /// with `didEndScrollingAnimation`. A move that is not animated acts like assigning
    /// `contentOffset` in UIKit: a finger on the content re-anchors to the new offset and
    /// momentum carries on from it. While a finger is down the move is never animated.
    ///
    /// - Parameters:
    ///   - offset: The new offset, in points; only `y` is used. Ignored unless both
    ///     coordinates are usable numbers.
    ///   - animated: Whether the move animates.
    package func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.x.isUsable && offset.y.isUsable else { return }
        switch motion {
        case .finger(_, _, let translation, let moved):
            motion = .finger(
                anchorPosition: unconstrained(offset.y), anchorTranslation: translation,
                translation: translation, moved: moved)
            setOffsetY(offset.y)
        case .decelerating, .bouncing, .none, .animating:
            if !animated && isDecelerating {
                // Like assigning `contentOffset` in UIKit: momentum carries on from the new offset.
                let velocity = currentVelocity
                setOffsetY(offset.y)
                startFreeMotion(velocity: velocity)
                if motion == .none { post(.didEndDecelerating) }
            } else if animated && offset.y != contentOffset.y {
                motion = .animating(
                    ValueAnimation(
                        from: contentOffset.y, to: offset.y, startTime: time,
                        duration: physics.animationDuration,
                        curve: physics.scrollAnimationCurve))
            } else {
                motion = .none
                setOffsetY(offset.y)
            }
        }
    }

    /// Sets the app's own content inset; posts `layoutDidChange`, and content at rest outside
    /// the new range of offsets moves back inside.
    ///
    /// - Parameters:
    ///   - inset: The new inset; ignored unless every edge is usable.
    ///   - animated: Whether content moved back inside animates; false by default.
    package func setContentInset(_ inset: Insets, animated: Bool = false) {
        guard inset.isUsable, inset != contentInset else { return }
        contentInset = inset
        layoutDidChange(animated: animated)
    }

    /// Sets the safe-area insets (a navigation bar, a large title, the home indicator); posts
    /// `layoutDidChange`, and content at rest outside the new range moves back inside.
    ///
    /// - Parameters:
    ///   - inset: The new insets; ignored unless every edge is usable.
    ///   - animated: Whether content moved back inside animates; false by default.
    package func setSafeAreaInsets(_ inset: Insets, animated: Bool = false) {
        guard inset.isUsable, inset != safeAreaInsets else { return }
        safeAreaInsets = inset
        layoutDidChange(animated: animated)
    }

    /// Chooses whether the safe area adds to the adjusted inset; posts `layoutDidChange` when
    /// that changes.
    ///
    /// - Parameter adjusts: True for `.always`/`.automatic` behaviour, false for `.never`.
    package func setAdjustsContentInsetForSafeArea(_ adjusts: Bool) {
        guard adjusts != adjustsContentInsetForSafeArea else { return }
        adjustsContentInsetForSafeArea = adjusts
        layoutDidChange(animated: false)
    }

    /// Sets the content size; posts `layoutDidChange` when it changes.
    ///
    /// - Parameter size: The new size in points; ignored if an extent is negative or not usable.
    package func setContentSize(_ size: Size) {
        guard size.isFiniteNonNegative, size != contentSize else { return }
        contentSize = size
        layoutDidChange(animated: false)
    }

    /// Sets the visible size; posts `layoutDidChange` when it changes.
    ///
    /// - Parameter size: The new size in points; ignored if an extent is negative or not usable.
    package func setViewportSize(_ size: Size) {
        guard size.isFiniteNonNegative, size != viewportSize else { return }
        viewportSize = size
        layoutDidChange(animated: false)
    }

    /// Sets the share of the inset that the refresh control on `edge` holds; posts
    /// `layoutDidChange` when it changes, content at rest outside the new range moves back
    /// inside (animated over `animationDuration` when it is more than 0), and a deceleration or
    /// bounce re-plans against the new range (a bounce lands at the new resting edge).
    ///
    /// - Parameters:
    ///   - share: The whole share in points, zero or more; a negative or unusable value is
    ///     ignored.
    ///   - edge: The header's share is added at the top, the footer's at the bottom.
    ///   - animationDuration: How long content moved back inside animates, in seconds; 0 (or
    ///     an unusable value) moves it at once.
    package func setRefreshInset(_ share: Double, for edge: RefreshEdge, animationDuration: Double) {
        guard share.isUsable, share >= 0 else { return }
        switch edge {
        case .header:
            guard share != refreshInsets.top else { return }
            refreshInsets.top = share
        case .footer:
            guard share != refreshInsets.bottom else { return }
            refreshInsets.bottom = share
        }
        let animates = animationDuration.isFinite && animationDuration > 0
        // Moving content (a deceleration, a bounce) re-plans against the new range, as UIKit's own
        // motion does: the UIKit adapter writes no offset while it runs (`InsetApplication`).
        layoutDidChange(animated: animates, duration: animates ? animationDuration : nil)
    }

    // MARK: Time

    /// Advances the clock and moves the content as the physics say, then posts `tick`.
    ///
    /// - Parameter dt: The time step in seconds; ignored when negative or not finite.
    package func advance(by dt: Double) {
        guard dt.isFinite, dt >= 0 else { return }
        advance(to: time + dt)
    }

    /// Advances the clock to `newTime` and moves the content as the physics say, then posts
    /// `tick` (also when the time did not change).
    ///
    /// - Parameter newTime: The new time in seconds; ignored when earlier than ``time`` or not
    ///   finite.
    package func advance(to newTime: Double) {
        advance(to: newTime, postsTick: true)
    }

    /// Advances the clock to `newTime` and moves the content as the physics say; posts `tick`
    /// only when `postsTick` (false: UIKit's own deceleration or scroll animation stepping
    /// without RefreshKit's display link, which reports the moves alone).
    ///
    /// - Parameters:
    ///   - newTime: The new time in seconds; ignored when earlier than ``time`` or not finite.
    ///   - postsTick: Whether a display-link tick follows.
    package func advance(to newTime: Double, postsTick: Bool) {
        guard newTime.isFinite, newTime >= time else { return }
        time = newTime
        step()
        if postsTick { post(.tick) }
    }
}

extension Size {
    /// Whether both extents are usable numbers and not negative.
    var isFiniteNonNegative: Bool { width.isUsable && height.isUsable && width >= 0 && height >= 0 }
}

extension Double {
    /// Finite and within ``SimulatedScrollView/maximumMagnitude``.
    var isUsable: Bool { isFinite && abs(self) <= SimulatedScrollView.maximumMagnitude }
}

extension Insets {
    /// Every edge finite and within ``SimulatedScrollView/maximumMagnitude``.
    var isUsable: Bool { top.isUsable && left.isUsable && bottom.isUsable && right.isUsable }
}

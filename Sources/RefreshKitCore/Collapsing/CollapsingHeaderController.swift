/// The collapsing header: a header above a scroll view that shrinks as the user scrolls the
/// content up, grows as the user scrolls it down, absorbs that scroll while it changes height (the
/// content holds still under the finger), and snaps fully open or shut when scrolling stops.
///
/// Only the user's scrolling moves the header: a finger's drag and the deceleration (or spring
/// back) its release starts. On each such scroll, with `diff = y − previousY`, `top` the resting
/// top offset (`−adjustedContentInset.top`) and `bottom = contentHeight − viewHeight` (insets
/// ignored): scrolling down (content moves up) is `diff > 0 && y > top` and shrinks the header to
/// `max(min, h − |diff|)`; scrolling up is `diff < 0 && y < bottom` and grows it to
/// `min(max, h + |diff|)`. The header takes what it changed by and the content moves by the rest,
/// so the two add up to the scroll (a step that collapses the last 7 pt of a 20-pt drag moves the
/// content 13 pt).
///
/// Any other change of the offset — the app's writes, animated or not (rows inserted above with
/// the offset kept, `setContentOffset(_:animated:)`, scroll-to-top, `scrollRectToVisible`), a
/// refresh control's own scrolls, layout — is left exactly where it was put: the header keeps its
/// height meanwhile, and the user's next scroll goes on from there.
///
/// When scrolling stops, a header above the midpoint opens, otherwise it shuts, over 0.2 s
/// ease-in-out.
@MainActor
public final class CollapsingHeaderController: ScrollObserver {
    /// The header's numbers, each configurable.
    public struct Configuration: Hashable, Sendable {
        /// The collapsed height: 44 pt.
        @usableFromInline package static let defaultMinHeight = 44.0
        /// The expanded height: 88 pt.
        @usableFromInline package static let defaultMaxHeight = 88.0
        /// The snap duration: 0.2 s.
        @usableFromInline package static let defaultSnapDuration = 0.2
        /// The title margin: the title's top is `−open + 10`.
        @usableFromInline package static let defaultTitleMargin = 10.0

        /// The collapsed height, in points.
        public var minHeight: Double
        /// The expanded height, in points.
        public var maxHeight: Double
        /// How long the snap takes, in seconds.
        public var snapDuration: Double
        /// The snap's timing curve (UIView's default, ease-in-out).
        public var snapCurve: TimingCurve
        /// The title's top when the header is collapsed, in points
        /// (``CollapsingHeaderController/titleTop`` is `−openAmount + titleMargin`).
        public var titleMargin: Double

        /// Creates a configuration; the defaults are documented above. Nothing is checked here: the
        /// controller sanitises the values.
        ///
        /// - Parameters:
        ///   - minHeight: The collapsed height in points, zero or more; 44 by default.
        ///   - maxHeight: The expanded height in points, zero or more; 88 by default.
        ///   - snapDuration: How long the snap takes, in seconds; 0.2 by default.
        ///   - snapCurve: The snap's timing curve; ease-in-ease-out by default.
        ///   - titleMargin: The title's top when collapsed, in points; 10 by default.
        public init(
            minHeight: Double = defaultMinHeight, maxHeight: Double = defaultMaxHeight,
            snapDuration: Double = defaultSnapDuration, snapCurve: TimingCurve = .easeInEaseOut,
            titleMargin: Double = defaultTitleMargin
        ) {
            self.minHeight = minHeight
            self.maxHeight = maxHeight
            self.snapDuration = snapDuration
            self.snapCurve = snapCurve
            self.titleMargin = titleMargin
        }
    }

    /// The configuration, sanitised: a height or snap duration that is negative or not finite,
    /// and a title margin that is not finite, fall back to the defaults; heights given the wrong way
    /// round are swapped, so min ≤ max.
    public let configuration: Configuration
    /// The header's current height, in points, between the minimum and maximum heights.
    public private(set) var height: Double
    /// The host observed.
    package private(set) weak var host: (any ScrollHost)?
    /// Called whenever the height changes, after the change (while following a scroll, before
    /// the content is put back).
    public var onChange: (@MainActor (CollapsingHeaderController) -> Void)?

    private var previousY = 0.0
    private var snap: ValueAnimation?
    private var isHoldingContent = false

    /// Creates a header, fully expanded.
    ///
    /// - Parameter configuration: The heights, snap and title margin; unusable values fall
    ///   back to the defaults (see ``configuration``).
    public init(configuration: Configuration = Configuration()) {
        let c = configuration.sanitized
        self.configuration = c
        self.height = c.maxHeight
    }

    /// Starts following `host`, detaching from any previous host first. The height is kept.
    ///
    /// - Parameter host: The scroll view to follow; held weakly.
    package func attach(to host: any ScrollHost) {
        detach()
        self.host = host
        previousY = host.metrics.contentOffset.y
        host.addObserver(self)
    }

    /// Stops following the host and drops a running snap where it is.
    public func detach() {
        host?.removeObserver(self)
        host = nil
        snap = nil
    }

    // MARK: Derived values

    /// `max − min`, in points.
    public var range: Double { configuration.maxHeight - configuration.minHeight }
    /// How far the header is open: `h − min`.
    public var openAmount: Double { height - configuration.minHeight }
    /// `open / range`, 0 collapsed … 1 expanded (1 when the range is empty).
    public var percentage: Double { configuration.percentage(atHeight: height) }
    /// The title's top offset, in points: `−openAmount + titleMargin`.
    public var titleTop: Double { configuration.titleTop(atHeight: height) }
    /// How far the header has collapsed, 0 expanded … 1 collapsed: `(max − height) / range`,
    /// clamped to 0…1 (0 when the range is empty), the time (`timeOffset`) of its `.collapsing`
    /// layer plan.
    public var collapseFraction: Double { configuration.collapseFraction(atHeight: height) }
    /// The logo's alpha: the percentage.
    public var logoAlpha: Double { percentage }
    /// Whether the snap animation runs.
    public var isSnapping: Bool { snap != nil }

    // MARK: ScrollObserver

    /// Follows the host: called by it after every event (do not call it yourself).
    ///
    /// - Parameters:
    ///   - host: The host that sent the event.
    ///   - event: What happened: a scroll changes the height, a new drag stops a snap, the end
    ///     of a drag without momentum or of a deceleration starts one, and a tick advances it.
    package func scrollHost(_ host: any ScrollHost, didReceive event: ScrollEvent) {
        switch event {
        case .didScroll:
            guard !isHoldingContent else { return }
            if host.scrollMover.isUser {
                follow(host)
            } else {
                // The app's move: the content stays where it was put, the header as it is.
                let y = host.metrics.contentOffset.y
                if y.isFinite { previousY = y }
            }
        case .willBeginDragging:
            snap = nil
        case let .didEndDragging(willDecelerate):
            if !willDecelerate { startSnap(at: host.time) }
        case .didEndDecelerating:
            startSnap(at: host.time)
        case .tick:
            advanceSnap(at: host.time)
        case .didEndScrollingAnimation:
            previousY = host.metrics.contentOffset.y
        case .layoutDidChange:
            // An offset the new layout moved was reported as the app's scroll: the user's scroll
            // reported with the same observation still counts from where the header last saw it.
            break
        }
    }

    private func follow(_ host: any ScrollHost) {
        let m = host.metrics
        let y = m.contentOffset.y
        guard y.isFinite else { return }
        let diff = y - previousY
        let top = m.minOffsetY
        let bottom = m.contentSize.height - m.viewportSize.height
        let c = configuration
        var newHeight = height
        if diff > 0 && y > top {
            newHeight = Swift.max(c.minHeight, height - abs(diff))
        } else if diff < 0 && y < bottom {
            newHeight = Swift.min(c.maxHeight, height + abs(diff))
        }
        if newHeight != height {
            snap = nil
            // The header takes what it changed by; the content moves by the rest of the scroll
            // (none when the header took all of it).
            let held = newHeight == height - diff ? previousY : y - (height - newHeight)
            setHeight(newHeight)
            if held != y {
                isHoldingContent = true
                host.setContentOffset(Point(x: m.contentOffset.x, y: held), animated: false)
                isHoldingContent = false
            }
            previousY = held
        } else {
            previousY = y
        }
    }

    private func startSnap(at time: Double) {
        let c = configuration
        let mid = c.minHeight + range / 2
        let target = height > mid ? c.maxHeight : c.minHeight
        guard target != height else {
            snap = nil
            return
        }
        snap = ValueAnimation(from: height, to: target, startTime: time, duration: c.snapDuration, curve: c.snapCurve)
        advanceSnap(at: time)
    }

    private func advanceSnap(at time: Double) {
        guard let animation = snap else { return }
        setHeight(animation.value(at: time))
        if animation.isFinished(at: time) { snap = nil }
    }

    private func setHeight(_ h: Double) {
        guard h != height else { return }
        height = h
        onChange?(self)
    }
}

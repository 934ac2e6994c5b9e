/// Tells the user's scrolling from everyone else's in a `UIScrollView`, which reports both alike
/// (a key-value change of `contentOffset`): the UIKit adapter's ``ScrollHost/scrollMover``.
///
/// - While a finger drags, a change is the finger's when the pan gesture's translation moved since
///   the last change or gesture callback it was counted for: UIKit moves the content for the finger
///   inside the gesture's own handling, after the translation changed and before the gesture's other
///   targets (the adapter's) run. A change while the translation stands still is someone else's:
///   the app writing the offset while the finger is down.
/// - While UIKit decelerates or springs back after the finger lifted with some speed, a change is
///   the momentum's when it is no longer than that speed allows since the last momentum step
///   (``momentumSpeedFactor``, ``momentumSlack``): a deceleration only slows down. A longer jump
///   (rows inserted above, the offset kept) is the app's. A step taken for the app's by mistake only
///   leaves the collapsing header where it is until it snaps; one taken for the user's would move
///   the app's content, so the test errs towards the app.
/// - Everything else is the app's (animated offset changes, scroll-to-top, layout, a control's own
///   scrolls), and so is every change once the deceleration was seen to end.
package struct ScrollMoverClassifier: Hashable, Sendable {
    /// How much faster than the release a momentum step may seem: 1.5 (frames land unevenly).
    package static let momentumSpeedFactor = 1.5
    /// What a momentum step may add to what the speed allows, in points: 1.
    package static let momentumSlack = 1.0

    /// What moved the content in the latest change.
    package private(set) var last = ScrollMover.app
    private var isPanning = false
    private var countedTranslation = Point.zero
    /// The finger's speed at the release, while the motion it started lasts (0 otherwise).
    private var releaseSpeed = 0.0
    private var lastMomentumTime = 0.0

    /// Classifies nothing yet.
    package init() {}

    /// The pan gesture's callback: the translation is counted; at its end the release's speed is kept
    /// for the momentum that follows.
    ///
    /// - Parameters:
    ///   - phase: The gesture's state.
    ///   - translation: The gesture's translation now, in points.
    ///   - velocity: The finger's velocity now, in points per second.
    ///   - time: The host's clock.
    package mutating func panDidChange(_ phase: PanGesturePhase, translation: Point, velocity: Point, time: Double) {
        switch phase {
        case .began, .changed:
            isPanning = true
            countedTranslation = translation
        case .ended, .cancelled, .failed:
            isPanning = false
            countedTranslation = .zero
            let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
            releaseSpeed = phase == .ended && speed.isFinite ? speed : 0
            lastMomentumTime = time
        case .possible:
            break
        }
    }

    /// What the scroll view says of its motion, on every observation after the change is
    /// classified: a deceleration seen to end ends the momentum (its last step may come with
    /// `isDecelerating` already false, and still counts).
    ///
    /// - Parameter isDecelerating: `isDecelerating`.
    package mutating func motionDidChange(isDecelerating: Bool) {
        if !isDecelerating && !isPanning { releaseSpeed = 0 }
    }

    /// Classifies a change of the offset.
    ///
    /// - Parameters:
    ///   - delta: How far the offset moved, in points.
    ///   - translation: The pan gesture's translation now.
    ///   - fingerDrags: Whether UIKit says the user holds the content (`isTracking || isDragging`: a
    ///     trackpad's drag may come without `isTracking`, ``ScrollMetrics/isUserScrolling``).
    ///   - time: The host's clock.
    /// - Returns: What moved the content (also kept as ``last``).
    @discardableResult
    package mutating func offsetDidChange(
        by delta: Point, translation: Point, fingerDrags: Bool, time: Double
    ) -> ScrollMover {
        last = classify(delta, translation, fingerDrags, time)
        return last
    }

    private mutating func classify(
        _ delta: Point, _ translation: Point, _ fingerDrags: Bool, _ time: Double
    ) -> ScrollMover {
        if isPanning || fingerDrags {
            guard translation != countedTranslation else { return .app }
            countedTranslation = translation
            return .finger
        }
        // The last step of a deceleration may come with `isDecelerating` already false: the
        // momentum lasts until an observation after it says so (``motionDidChange(isDecelerating:)``).
        guard releaseSpeed > 0 else { return .app }
        let distance = (delta.x * delta.x + delta.y * delta.y).squareRoot()
        let elapsed = Swift.max(0, time - lastMomentumTime)
        guard distance <= releaseSpeed * Self.momentumSpeedFactor * elapsed + Self.momentumSlack else { return .app }
        lastMomentumTime = time
        return .momentum
    }
}

import RefreshKitCore

/// The physical constants of a simulated scroll view, UIKit's by default.
package struct ScrollPhysics: Hashable, Sendable {
    /// Default tolerance, in points, below which a motion counts as at rest and snaps to its
    /// exact resting position (invisible on any screen).
    package static let defaultRestDistance = 0.001
    /// Default speed, in points per second, below which a spring counts as at rest.
    package static let defaultRestSpeed = 0.01
    /// Default duration of animated inset and offset changes (UIKit's 0.3 s).
    package static let defaultAnimationDuration = 0.3

    /// How momentum decays after a release (normal 0.998 or fast 0.99 per millisecond).
    package var deceleration: Deceleration
    /// Rubber-band stiffness past an edge (UIKit's 0.55).
    package var rubberBandCoefficient: Double
    /// The spring that brings the content back inside after an overshoot.
    package var spring: CriticallyDampedSpring
    /// Duration of animated inset changes and of animated `setContentOffset`.
    package var animationDuration: Double
    /// Timing curve of animated inset and offset changes.
    package var animationCurve: TimingCurve
    /// Timing curve of `setContentOffset(_:animated: true)` (``animationCurve`` by default; the
    /// UIKit model uses `.linear`: Apple documents "a constant velocity").
    package var scrollAnimationCurve: TimingCurve
    /// A motion whose remaining travel is below this many points stops exactly at its resting
    /// position.
    package var restDistance: Double
    /// A spring slower than this many points per second, and within `restDistance` of its
    /// edge, stops exactly at the edge.
    package var restSpeed: Double

    /// Creates physics; the defaults are UIKit's.
    package init(
        deceleration: Deceleration = Deceleration(rate: Deceleration.normalRate),
        rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
        spring: CriticallyDampedSpring = CriticallyDampedSpring(),
        animationDuration: Double = ScrollPhysics.defaultAnimationDuration,
        animationCurve: TimingCurve = .easeInEaseOut,
        scrollAnimationCurve: TimingCurve? = nil,
        restDistance: Double = ScrollPhysics.defaultRestDistance,
        restSpeed: Double = ScrollPhysics.defaultRestSpeed
    ) {
        self.deceleration = deceleration
        self.rubberBandCoefficient = rubberBandCoefficient
        self.spring = spring
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.scrollAnimationCurve = scrollAnimationCurve ?? animationCurve
        self.restDistance = restDistance
        self.restSpeed = restSpeed
    }

    /// UIKit's physics with the normal deceleration rate.
    package static let uikit = ScrollPhysics()
}

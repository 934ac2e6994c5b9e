/// Decides when a scroll view's display link runs and at what rate: only while something moves
/// by time rather than by a key-value change (a control pulled, armed or finishing, a scene drawn
/// frame by frame, an inset or offset animation, a snap, a deceleration whose end a client waits
/// for), and never out of a window, so an idle list and a fling past resting controls cost
/// nothing. 120 Hz while the content moves, 60 Hz for an indicator in place or with Reduce Motion.
package enum FramePolicy {
    /// A frame-rate range, as `CAFrameRateRange`.
    package struct FrameRateRange: Hashable, Sendable {
        /// The lowest acceptable rate, in frames per second.
        package var minimum: Double
        /// The highest useful rate.
        package var maximum: Double
        /// The rate asked for.
        package var preferred: Double

        /// Creates a range.
        package init(minimum: Double, maximum: Double, preferred: Double) {
            self.minimum = minimum
            self.maximum = maximum
            self.preferred = preferred
        }
    }

    /// The lowest rate RefreshKit accepts: 60 Hz.
    package static let minimumRate = 60.0
    /// The highest: 120 Hz (ProMotion).
    package static let maximumRate = 120.0

    /// Everything that may need frames, gathered from a scroll view's clients.
    package struct Demand: Hashable, Sendable {
        /// The phases of the refresh controls on the scroll view.
        package var refreshPhases: [RefreshPhase]
        /// An inset animation has not completed.
        package var isAnimatingInset: Bool
        /// An offset animation has not completed.
        package var isAnimatingOffset: Bool
        /// A collapsing header snaps open or shut.
        package var isSnappingHeader: Bool
        /// A deceleration or bounce whose end has not been seen yet.
        package var isAwaitingDecelerationEnd: Bool
        /// A client acts when a deceleration ends (a collapsing header snaps then). A refreshing
        /// control settles its share then too, and counts without saying so.
        package var needsDecelerationEnd: Bool
        /// Reduce Motion is on.
        package var reduceMotion: Bool
        /// The scroll view is in a window (true unless the adapter says otherwise).
        package var isInWindow: Bool
        /// An indicator is drawn on the main thread frame by frame (``LayerPlanPlayback/needsFrames``):
        /// a refreshing control asks for frames only then.
        package var indicatorNeedsFrames: Bool

        /// Creates a demand; everything defaults to "nothing moves".
        package init(
            refreshPhases: [RefreshPhase] = [], isAnimatingInset: Bool = false,
            isAnimatingOffset: Bool = false, isSnappingHeader: Bool = false,
            isAwaitingDecelerationEnd: Bool = false, needsDecelerationEnd: Bool = false, reduceMotion: Bool = false,
            isInWindow: Bool = true, indicatorNeedsFrames: Bool = false
        ) {
            self.refreshPhases = refreshPhases
            self.isAnimatingInset = isAnimatingInset
            self.isAnimatingOffset = isAnimatingOffset
            self.isSnappingHeader = isSnappingHeader
            self.isAwaitingDecelerationEnd = isAwaitingDecelerationEnd
            self.needsDecelerationEnd = needsDecelerationEnd
            self.reduceMotion = reduceMotion
            self.isInWindow = isInWindow
            self.indicatorNeedsFrames = indicatorNeedsFrames
        }

        /// Whether something moves with the content or the insets (not only in place).
        var movesContent: Bool {
            isAnimatingInset || isAnimatingOffset || isSnappingHeader || waitsForDecelerationEnd
                || refreshPhases.contains { $0 == .revealing || $0 == .armed }
        }

        /// A deceleration goes on and its end matters: the scroll view reports each step itself
        /// (key-value changes), but nothing reports the end, which only ticks can see.
        var waitsForDecelerationEnd: Bool {
            isAwaitingDecelerationEnd && (needsDecelerationEnd || refreshPhases.contains(.refreshing))
        }
    }

    /// Whether the display link must run.
    package static func needsFrames(_ demand: Demand) -> Bool {
        guard demand.isInWindow else { return false }
        return demand.movesContent || demand.indicatorNeedsFrames || demand.refreshPhases.contains(.finishing)
    }

    /// The rate range to ask for, or nil when no frames are needed.
    package static func frameRateRange(_ demand: Demand) -> FrameRateRange? {
        guard needsFrames(demand) else { return nil }
        let fast = demand.movesContent && !demand.reduceMotion
        return FrameRateRange(minimum: minimumRate, maximum: maximumRate, preferred: fast ? maximumRate : minimumRate)
    }
}

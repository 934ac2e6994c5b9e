import RefreshKitCore

/// Lets time pass on a ``SimulatedScrollView`` frame by frame at a fixed rate, moving a finger
/// at constant speed and meeting deadlines (an action's end) at their exact times: the one
/// clock of the gesture-script simulator and of ``IndicatorCycle``.
@MainActor
package final class FrameStepper {
    /// The fraction of a frame within which a frame time counts as the end of its step.
    package nonisolated static let frameSnapTolerance = 1e-6

    /// The scroll view driven.
    package let scrollView: SimulatedScrollView
    /// Frames per second (positive and finite).
    package let fps: Double
    /// Called at every frame time, after the clock reached it (and after the finger moved).
    package var onFrame: () -> Void = {}

    private var deadlines: [(edge: RefreshEdge, time: Double, fire: @MainActor () -> Void)] = []

    /// A stepper for `scrollView` at `fps` frames per second.
    package init(scrollView: SimulatedScrollView, fps: Double) {
        self.scrollView = scrollView
        self.fps = fps
    }

    /// Puts a finger down (if none is) and moves it `dy` points (positive = down) at constant
    /// speed over `duration` seconds; at once when `duration` is 0.
    package func drag(by dy: Double, duration: Double) {
        scrollView.touchDown()
        if duration == 0 {
            scrollView.moveFinger(by: dy)
            return
        }
        let start = scrollView.time
        var moved = 0.0
        passTime(duration) { t in
            let target = dy * Swift.min((t - start) / duration, 1)
            self.scrollView.moveFinger(by: target - moved)
            moved = target
        }
    }

    /// Lets `seconds` pass, frame by frame.
    package func wait(_ seconds: Double) { passTime(seconds, each: nil) }

    /// Calls `fire` when the clock reaches `time`, replacing any deadline `edge` had.
    package func schedule(_ edge: RefreshEdge, at time: Double, _ fire: @escaping @MainActor () -> Void) {
        cancel(edge)
        deadlines.append((edge, time, fire))
    }

    /// Drops `edge`'s deadline, if any.
    package func cancel(_ edge: RefreshEdge) { deadlines.removeAll { $0.edge == edge } }

    /// Lets `duration` seconds pass frame by frame, calling `each` at every frame time after the
    /// clock reached it; the last frame lands exactly at the end.
    private func passTime(_ duration: Double, each: ((Double) -> Void)?) {
        for t in FrameTimes(start: scrollView.time, duration: duration, fps: fps) {
            advanceClock(to: t)
            each?(t)
            onFrame()
        }
    }

    /// Advances the clock to `t`, stopping at every deadline on the way.
    private func advanceClock(to t: Double) {
        while let next = deadlines.min(by: { $0.time < $1.time }), next.time <= t {
            deadlines.removeAll { $0.edge == next.edge && $0.time == next.time }
            scrollView.advance(to: next.time)
            next.fire()
        }
        scrollView.advance(to: t)
    }
}

/// The frame times of `duration` seconds from `start` at `fps` frames per second: `start + k/fps`,
/// the last one exactly at the end (a time a rounding error short of the end is the end, not an
/// extra sliver frame before it: `0 + 111/60` for 1.85 s). Nothing when `duration` is not positive.
package struct FrameTimes: Sequence, IteratorProtocol {
    private let start: Double
    private let end: Double
    private let dt: Double
    private var k = 1.0
    private var done: Bool

    /// The frames of `duration` seconds from `start` at `fps`.
    package init(start: Double, duration: Double, fps: Double) {
        self.start = start
        end = start + duration
        dt = 1 / fps
        done = !(duration > 0)
    }

    package mutating func next() -> Double? {
        guard !done else { return nil }
        var t = Swift.min(start + k * dt, end)
        if end - t <= dt * FrameStepper.frameSnapTolerance { t = end }
        if t >= end { done = true }
        k += 1
        return t
    }
}

/// Estimates a finger's speed at release from its recent positions, as UIKit does: only the
/// last ``horizon`` seconds of motion count, and a finger that held still before lifting has
/// no speed.
///
/// The estimate is the least-squares slope of position over time through the samples of the
/// last ``horizon`` seconds that follow the last pause (a gap of more than ``pauseGap``
/// between two samples). It is 0 with fewer than two such samples, when they span no time,
/// or when the newest sample is older than ``pauseGap`` at the time asked about.
package struct VelocityTracker: Sendable {
    /// How far back motion counts: 100 ms.
    package static let horizon = 0.1
    /// A stillness longer than this (40 ms) ends a motion: what came before does not count.
    package static let pauseGap = 0.04
    /// The most samples kept.
    package static let capacity = 64

    /// One pointer position.
    package struct Sample: Hashable, Sendable {
        /// Seconds.
        package var time: Double
        /// Points (or any unit: the velocity is in that unit per second).
        package var position: Double

        /// Creates a sample.
        package init(time: Double, position: Double) {
            self.time = time
            self.position = position
        }
    }

    /// The samples kept, oldest first.
    package private(set) var samples: [Sample] = []

    /// Creates an empty tracker.
    package init() {}

    /// Forgets every sample (a new touch).
    package mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Adds a position; a sample older than the newest one, or not finite, is ignored.
    package mutating func add(time: Double, position: Double) {
        guard time.isFinite, position.isFinite else { return }
        if let last = samples.last, time < last.time { return }
        samples.append(Sample(time: time, position: position))
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
    }

    /// The speed in units per second at `time` (usually the release's).
    package func velocity(at time: Double) -> Double {
        guard let newest = samples.last, time - newest.time <= Self.pauseGap else { return 0 }
        var recent: [Sample] = []
        for sample in samples.reversed() {
            guard newest.time - sample.time <= Self.horizon else { break }
            if let later = recent.last, later.time - sample.time > Self.pauseGap { break }
            recent.append(sample)
        }
        guard recent.count >= 2 else { return 0 }
        let n = Double(recent.count)
        let meanT = recent.reduce(0) { $0 + $1.time } / n
        let meanX = recent.reduce(0) { $0 + $1.position } / n
        var covariance = 0.0, variance = 0.0
        for s in recent {
            covariance += (s.time - meanT) * (s.position - meanX)
            variance += (s.time - meanT) * (s.time - meanT)
        }
        guard variance > 0 else { return 0 }
        let slope = covariance / variance
        return slope.isFinite ? slope : 0
    }
}

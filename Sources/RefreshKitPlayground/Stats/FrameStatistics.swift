import RefreshKitCore

/// Frame times and their summary: the median and the 99th percentile, in milliseconds.
///
/// Percentiles use the nearest-rank method: the p-th percentile of n sorted samples is the
/// sample at rank ⌈p/100 × n⌉ (so p99 of 100 frames is the 99th slowest, the worst of 99 %).
/// The median is the middle sample, or the mean of the two middle ones.
package struct FrameStatistics: Sendable {
    /// Every sample, in the order recorded, in milliseconds.
    package private(set) var samples: [Double] = []

    /// Creates an empty record.
    package init() {}

    /// Records one frame time in milliseconds (not finite or negative: ignored).
    package mutating func add(_ milliseconds: Double) {
        guard milliseconds.isFinite, milliseconds >= 0 else { return }
        samples.append(milliseconds)
    }

    /// The number of frames recorded.
    package var count: Int { samples.count }

    /// The median, or nil without samples.
    package var median: Double? { Self.median(samples) }

    /// The 99th percentile, or nil without samples.
    package var p99: Double? { Self.percentile(99, of: samples) }

    /// The slowest frame, or nil without samples.
    package var maximum: Double? { samples.max() }

    /// The median of `values`, or nil when empty.
    package static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted(), n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }

    /// The nearest-rank `p`-th percentile (0 < p ≤ 100) of `values`, or nil when empty.
    package static func percentile(_ p: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty, p.isFinite else { return nil }
        let sorted = values.sorted()
        let rank = Int((RKMath.clamp(p, 0, 100) / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }

    /// The summary printed on exit, one JSON object on one line:
    /// `{"frames": N, "seconds": t, "medianMs": m, "p99Ms": p, "maxMs": x, "scale": s}` —
    /// frames shown in `seconds` of running, frame times rounded to 0.001 ms (`null` without
    /// frames), seconds to 0.001 s.
    package func summaryJSON(seconds: Double, scale: Double) -> String {
        func round3(_ x: Double) -> String { JSONNumber.text((x * 1000).rounded() / 1000) }
        func ms(_ x: Double?) -> String { x.map(round3) ?? "null" }
        return "{\"frames\": \(count), \"seconds\": \(round3(seconds)), \"medianMs\": \(ms(median)), "
            + "\"p99Ms\": \(ms(p99)), \"maxMs\": \(ms(maximum)), \"scale\": \(JSONNumber.text(scale))}"
    }
}

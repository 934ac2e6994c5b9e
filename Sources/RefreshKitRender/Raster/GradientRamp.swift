/// A linear gradient's colours sampled into a lookup table of premultiplied colours, indexed by
/// the position `t` along the gradient axis (padded outside 0…1).
struct GradientRamp {
    /// Entries in the table: enough that neighbouring entries differ by well under 1/255.
    static let resolution = 1024

    private let table: [Premultiplied]

    /// Samples `stops` (sorted by location; colours interpolated straight, then premultiplied,
    /// as Core Graphics does). Before the first stop its colour holds, after the last stop the
    /// last colour holds. Nil when there are no stops.
    init?(stops unsorted: [GradientStop]) {
        let stops = unsorted.enumerated().sorted {
            $0.element.location == $1.element.location
                ? $0.offset < $1.offset : $0.element.location < $1.element.location
        }.map(\.element)
        guard let first = stops.first, let last = stops.last else { return nil }
        var table: [Premultiplied] = []
        table.reserveCapacity(Self.resolution)
        var upper = 0
        for i in 0..<Self.resolution {
            let t = Double(i) / Double(Self.resolution - 1)
            while upper < stops.count && stops[upper].location <= t { upper += 1 }
            let color: RGBAColor
            if upper == 0 {
                color = first.color
            } else if upper == stops.count {
                color = last.color
            } else {
                let a = stops[upper - 1], b = stops[upper]
                let span = b.location - a.location
                color = span > 0 ? a.color.interpolated(to: b.color, (t - a.location) / span) : b.color
            }
            table.append(Premultiplied(color))
        }
        self.table = table
    }

    /// The colour at `t` (clamped into 0…1).
    @inline(__always) func color(at t: Double) -> Premultiplied {
        let clamped = t >= 0 ? (t <= 1 ? t : 1) : 0  // NaN → 0
        return table[Int(clamped * Double(Self.resolution - 1) + 0.5)]
    }
}

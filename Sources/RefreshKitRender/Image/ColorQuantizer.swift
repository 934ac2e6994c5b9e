/// Reduces the colours of one frame to a palette: exact when the frame has few enough
/// colours, otherwise median cut (split the box with the largest squared error at the
/// weighted median of its widest axis) refined by k-means passes over the colour histogram.
///
/// Colours are packed as `0xRRGGBB`.
struct ColorQuantizer {
    /// The k-means refinement passes after median cut.
    static let refinementPasses = 2

    /// The palette, at most `maximumColors` entries.
    private(set) var palette: [UInt32] = []
    /// Colour → palette index, for every colour of the frame.
    private var lookup: [UInt32: UInt8] = [:]

    /// Builds a palette of at most `maximumColors` (1…256) for `histogram` (colour → pixel count).
    init(histogram: [UInt32: Int], maximumColors: Int) {
        // Sorted, so the palette does not depend on the dictionary's (per-process) order.
        let entries = histogram.map { Entry(color: $0.key, count: Double($0.value)) }.sorted { $0.color < $1.color }
        if entries.count <= maximumColors {
            palette = entries.map(\.color).sorted()
        } else {
            palette = Self.refine(Self.medianCut(entries, maximumColors), entries)
        }
        lookup.reserveCapacity(entries.count)
        for entry in entries { lookup[entry.color] = UInt8(nearest(entry.color)) }
    }

    /// The palette index of a colour of the frame.
    @inline(__always) func index(of color: UInt32) -> UInt8 {
        lookup[color] ?? UInt8(nearest(color))
    }

    // MARK: - Median cut

    private struct Entry {
        var color: UInt32
        var count: Double
        @inline(__always) func channel(_ c: Int) -> Double { Double((color >> UInt32(16 - 8 * c)) & 0xFF) }
    }

    private struct Box {
        var entries: ArraySlice<Entry>
        var error = 0.0
        var axis = 0

        init(_ entries: ArraySlice<Entry>) {
            self.entries = entries
            var total = 0.0, sum = [0.0, 0.0, 0.0], sum2 = [0.0, 0.0, 0.0]
            for e in entries {
                total += e.count
                for c in 0..<3 {
                    let v = e.channel(c)
                    sum[c] += v * e.count
                    sum2[c] += v * v * e.count
                }
            }
            let variances = (0..<3).map { sum2[$0] - sum[$0] * sum[$0] / max(total, 1) }
            error = entries.count > 1 ? variances.reduce(0, +) : 0
            axis = variances.indices.max { variances[$0] < variances[$1] } ?? 0
        }

        var mean: UInt32 {
            var total = 0.0, sum = [0.0, 0.0, 0.0]
            for e in entries {
                total += e.count
                for c in 0..<3 { sum[c] += e.channel(c) * e.count }
            }
            let channels = sum.map { UInt32(min(255, max(0, ($0 / max(total, 1)).rounded()))) }
            return channels[0] << 16 | channels[1] << 8 | channels[2]
        }
    }

    private static func medianCut(_ entries: [Entry], _ maximumColors: Int) -> [UInt32] {
        var boxes = [Box(entries[...])]
        while boxes.count < maximumColors {
            guard let worst = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }),
                boxes[worst].error > 0
            else { break }
            let box = boxes[worst]
            let axis = box.axis
            let sorted = box.entries.sorted { $0.channel(axis) < $1.channel(axis) }
            let half = sorted.reduce(0) { $0 + $1.count } / 2
            var running = 0.0, cut = 1
            for (i, e) in sorted.enumerated() {
                running += e.count
                if running >= half {
                    cut = i + 1
                    break
                }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            boxes[worst] = Box(sorted[0..<cut])
            boxes.append(Box(sorted[cut...]))
        }
        return boxes.map(\.mean)
    }

    /// Lloyd (k-means) passes: every palette entry moves to the mean of the colours nearest it.
    private static func refine(_ initial: [UInt32], _ entries: [Entry]) -> [UInt32] {
        var palette = initial
        for _ in 0..<refinementPasses {
            var sums = [(Double, Double, Double, Double)](repeating: (0, 0, 0, 0), count: palette.count)
            for e in entries {
                let i = nearest(e.color, in: palette)
                sums[i].0 += e.channel(0) * e.count
                sums[i].1 += e.channel(1) * e.count
                sums[i].2 += e.channel(2) * e.count
                sums[i].3 += e.count
            }
            for i in palette.indices where sums[i].3 > 0 {
                let s = sums[i]
                let r = UInt32((s.0 / s.3).rounded()), g = UInt32((s.1 / s.3).rounded()),
                    b = UInt32((s.2 / s.3).rounded())
                palette[i] = r << 16 | g << 8 | b
            }
        }
        return palette
    }

    // MARK: - Nearest colour

    private func nearest(_ color: UInt32) -> Int { Self.nearest(color, in: palette) }

    /// The index of the palette colour closest to `color` (squared distance, weighted 2:4:3 for
    /// red, green and blue as a cheap perceptual approximation).
    static func nearest(_ color: UInt32, in palette: [UInt32]) -> Int {
        let r = Int(color >> 16 & 0xFF), g = Int(color >> 8 & 0xFF), b = Int(color & 0xFF)
        var best = 0, bestDistance = Int.max
        for (i, p) in palette.enumerated() {
            let dr = Int(p >> 16 & 0xFF) - r, dg = Int(p >> 8 & 0xFF) - g, db = Int(p & 0xFF) - b
            let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if d < bestDistance {
                bestDistance = d
                best = i
                if d == 0 { break }
            }
        }
        return best
    }
}

extension LayerPlan {
    /// Bytes per number (a coordinate, colour component, transform entry, key time…): a `Double`.
    package static let bytesPerNumber = 8
    /// Bytes per path element's tag, flag or enumerated style (cap, join, fill rule, mode).
    package static let bytesPerTag = 1

    /// An estimate of the plan's storage, in bytes: what it holds, not how Swift or Core
    /// Animation lay it out. ``bytesPerNumber`` for every number (path points, colour components,
    /// transforms, opacities, clips, stroke widths and trims, gradient stops, key times, keyframe
    /// values), ``bytesPerTag`` for every path element, flag and enumerated style, and 4 bytes per
    /// pixel of each distinct image; container headers, the layer objects and Core Animation's own
    /// copies are not counted. Use it to compare plans and to check a budget (at most 64 KB
    /// for every built-in style), not as a measurement of resident memory.
    package var estimatedByteCount: Int {
        var images = Set<Bitmap>()
        var bytes = 4 * Self.bytesPerNumber + 3 * Self.bytesPerTag  // size, duration; phase, flag, reason's presence
        bytes += reason.map { $0.utf8.count } ?? 0
        for layer in layers { bytes += Self.byteCount(of: layer, images: &images) }
        for track in animations {
            bytes += 2 * Self.bytesPerTag + track.keyPath.rawValue.utf8.count  // layer index, mode; key path
            bytes += (3 + track.keyTimes.count) * Self.bytesPerNumber  // duration, repeat, begin; key times
            for value in track.values { bytes += Self.byteCount(of: value, images: &images) }
        }
        return bytes
    }

    private static func byteCount(of item: IndicatorScene.Item, images: inout Set<Bitmap>) -> Int {
        var bytes = (6 + 1) * bytesPerNumber + bytesPerTag  // transform, opacity; clip's presence
        if item.clip != nil { bytes += 4 * bytesPerNumber }
        switch item.content {
        case let .fill(path, _): bytes += byteCount(of: path) + bytesPerTag
        case let .stroke(path, _): bytes += byteCount(of: path) + 4 * bytesPerNumber + 2 * bytesPerTag
        case let .image(bitmap, _): bytes += 4 * bytesPerNumber + byteCount(of: bitmap, images: &images)
        }
        switch item.paint {
        case .solid: bytes += 4 * bytesPerNumber
        case let .linearGradient(g): bytes += (4 + (g.frame == nil ? 0 : 4) + 5 * g.stops.count) * bytesPerNumber
        }
        return bytes
    }

    private static func byteCount(of value: KeyframeValue, images: inout Set<Bitmap>) -> Int {
        switch value {
        case .number: bytesPerNumber
        case .color: 4 * bytesPerNumber
        case let .path(path): byteCount(of: path)
        case .transform: 6 * bytesPerNumber
        case .flag: bytesPerTag
        case .point: 2 * bytesPerNumber
        case .rect: 4 * bytesPerNumber
        case let .numbers(xs): xs.count * bytesPerNumber
        case let .colors(cs): 4 * cs.count * bytesPerNumber
        case let .image(bitmap): byteCount(of: bitmap, images: &images)
        }
    }

    private static func byteCount(of path: VectorPath) -> Int {
        path.elements.reduce(0) { bytes, element in
            let points: Int =
                switch element {
                case .move, .line: 1
                case .quad: 2
                case .cubic: 3
                case .close: 0
                }
            return bytes + bytesPerTag + 2 * points * bytesPerNumber
        }
    }

    /// An image's pixels, the first time it is met (keyframes that show it again share it).
    private static func byteCount(of bitmap: Bitmap, images: inout Set<Bitmap>) -> Int {
        images.insert(bitmap).inserted ? bitmap.pixels.count : 0
    }
}

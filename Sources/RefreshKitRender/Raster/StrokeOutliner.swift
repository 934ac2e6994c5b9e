import CFreeType

/// Turns device-space paths into stroke outlines with `FT_Stroker`, caching the result per
/// path, style and transform so an unchanged stroke is not stroked again on the next frame.
final class StrokeOutliner {
    /// What identifies a stroke outline: the untrimmed path, the style (trim included) and
    /// the user → device transform.
    struct Key: Hashable {
        var path: VectorPath
        var style: StrokeOptions
        var transform: Transform
    }

    /// Why a stroke could not be outlined.
    enum Problem: Error {
        case tooLarge
        case freeType(operation: String, code: FT_Error)
    }

    /// The most outlines kept; the cache is emptied when it would grow past this.
    static let cacheLimit = 256

    /// Kept so the library outlives the stroker allocated from it.
    private let library: FreeTypeLibrary
    private var stroker: FT_Stroker?
    private let strokerError: FT_Error
    private var cache: [Key: OutlineBuffer] = [:]
    /// How many strokes were computed rather than taken from the cache (for tests).
    private(set) var strokesComputed = 0

    init(library: FreeTypeLibrary) {
        self.library = library
        var stroker: FT_Stroker?
        strokerError = library.handle.map { FT_Stroker_New($0, &stroker) } ?? library.initError
        self.stroker = stroker
    }

    deinit {
        if let stroker { FT_Stroker_Done(stroker) }
    }

    /// Empties the cache.
    func removeAll() { cache.removeAll(keepingCapacity: true) }

    /// The cached outline for `key`, if any.
    func cached(_ key: Key) -> OutlineBuffer? { cache[key] }

    /// Strokes `path` (already trimmed and in device space, 26.6) with `halfWidth` device
    /// pixels on each side, stores the result under `key` and returns it.
    func stroke(_ path: DevicePath, halfWidth: Double, style: StrokeOptions, key: Key) throws(Problem) -> OutlineBuffer
    {
        guard let stroker else { throw .freeType(operation: "FT_Stroker_New", code: strokerError) }
        strokesComputed += 1
        let radius = FT_Fixed((halfWidth * 64).rounded())
        let cap: FT_Stroker_LineCap =
            switch style.cap {
            case .butt: FT_STROKER_LINECAP_BUTT
            case .round: FT_STROKER_LINECAP_ROUND
            case .square: FT_STROKER_LINECAP_SQUARE
            }
        // MITER_FIXED is PostScript's (and Core Graphics') rule: bevel once the miter length
        // exceeds miterLimit × width.
        let join: FT_Stroker_LineJoin =
            switch style.join {
            case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
            case .round: FT_STROKER_LINEJOIN_ROUND
            case .bevel: FT_STROKER_LINEJOIN_BEVEL
            }
        let limit = style.miterLimit.isFinite ? max(style.miterLimit, 1) : 1
        FT_Stroker_Set(stroker, max(radius, 1), cap, join, FT_Fixed(min(limit, 30_000) * 65536))
        try feed(path, cap: style.cap, to: stroker)

        var pointCount: FT_UInt = 0, contourCount: FT_UInt = 0
        let countError = FT_Stroker_GetCounts(stroker, &pointCount, &contourCount)
        guard countError == 0 else { throw .freeType(operation: "FT_Stroker_GetCounts", code: countError) }
        guard pointCount <= OutlineBuffer.maximumPoints, contourCount <= OutlineBuffer.maximumPoints else {
            throw .tooLarge
        }
        var buffer = OutlineBuffer()
        buffer.points = Array(repeating: FT_Vector(), count: Int(pointCount))
        buffer.tags = Array(repeating: 0, count: Int(pointCount))
        buffer.contours = Array(repeating: 0, count: Int(contourCount))
        var exported = (points: 0, contours: 0)
        buffer.points.withUnsafeMutableBufferPointer { pts in
            buffer.tags.withUnsafeMutableBufferPointer { tgs in
                buffer.contours.withUnsafeMutableBufferPointer { cts in
                    var outline = FT_Outline(
                        n_contours: 0, n_points: 0, points: pts.baseAddress,
                        tags: tgs.baseAddress, contours: cts.baseAddress, flags: 0)
                    FT_Stroker_Export(stroker, &outline)
                    exported = (Int(outline.n_points), Int(outline.n_contours))
                }
            }
        }
        buffer.points.removeLast(buffer.points.count - exported.points)
        buffer.tags.removeLast(buffer.tags.count - exported.points)
        buffer.contours.removeLast(buffer.contours.count - exported.contours)
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = buffer
        return buffer
    }

    /// Sends every sub-path to the stroker: open ones open, closed ones closed. Zero-length
    /// segments are skipped; a sub-path the stroker would keep nothing of goes through
    /// ``StrokerSubpath`` (its chords, or the dot of `cap`), never as it is.
    private func feed(_ path: DevicePath, cap: StrokeOptions.LineCap, to stroker: FT_Stroker) throws(Problem) {
        let commands = path.commands
        var i = 0
        while i < commands.count {
            guard case let .move(start) = commands[i] else {
                i += 1
                continue
            }
            var end = i + 1
            while end < commands.count {
                if case .move = commands[end] { break }
                if case .close = commands[end] { break }
                end += 1
            }
            let closed = end < commands.count && { if case .close = commands[end] { true } else { false } }()
            let segments = commands[(i + 1)..<end]
            if StrokerSubpath.advances(segments, from: start) {
                try feed(segments, from: start, closed: closed, to: stroker)
            } else if !segments.isEmpty {
                let chords = StrokerSubpath.chords(segments, from: start)
                if !chords.isEmpty {
                    try feed(chords.lazy.map { .line($0) }, from: start, closed: closed, to: stroker)
                } else if let dot = StrokerSubpath.dot(at: start, cap: cap) {
                    try feed(CollectionOfOne(.line(dot)), from: start, closed: false, to: stroker)
                }
            }
            i = end
        }
    }

    /// Sends one sub-path that ``StrokerSubpath/advances(_:from:)``: it begins at `start`
    /// with its first segment that goes somewhere and ends after its last.
    private func feed(
        _ segments: some Sequence<DevicePath.Command>, from start: FT_Vector, closed: Bool,
        to stroker: FT_Stroker
    ) throws(Problem) {
        var start = start
        var current = start
        var begun = false
        func begin() throws(Problem) {
            if begun { return }
            let error = FT_Stroker_BeginSubPath(stroker, &start, closed ? 0 : 1)
            guard error == 0 else { throw .freeType(operation: "FT_Stroker_BeginSubPath", code: error) }
            begun = true
        }
        for command in segments {
            var error: FT_Error = 0
            switch command {
            case var .line(p):
                if same(p, current) { continue }
                try begin()
                error = FT_Stroker_LineTo(stroker, &p)
                current = p
            case var .quad(c, p):
                if same(c, current) && same(p, current) { continue }
                try begin()
                error = FT_Stroker_ConicTo(stroker, &c, &p)
                current = p
            case var .cubic(c1, c2, p):
                if same(c1, current) && same(c2, current) && same(p, current) { continue }
                try begin()
                error = FT_Stroker_CubicTo(stroker, &c1, &c2, &p)
                current = p
            case .move, .close:
                break
            }
            guard error == 0 else { throw .freeType(operation: "FT_Stroker_*To", code: error) }
        }
        if begun {
            let error = FT_Stroker_EndSubPath(stroker)
            guard error == 0 else { throw .freeType(operation: "FT_Stroker_EndSubPath", code: error) }
        }
    }

    private func same(_ a: FT_Vector, _ b: FT_Vector) -> Bool { a.x == b.x && a.y == b.y }
}

import CFreeType

/// A path mapped into device space and converted to FreeType's 26.6 fixed point, kept as a
/// flat list of commands that is reused from item to item.
///
/// Sub-path rules follow Core Graphics: a path that does not begin with a move starts at the
/// origin, and drawing after a close starts a new sub-path at the closed sub-path's start.
struct DevicePath {
    enum Command {
        case move(FT_Vector)
        case line(FT_Vector)
        case quad(FT_Vector, FT_Vector)
        case cubic(FT_Vector, FT_Vector, FT_Vector)
        case close
    }

    /// Why a path could not be loaded.
    enum Problem: Error {
        case nonFinite
        case tooLarge(Double)
    }

    private(set) var commands: [Command] = []
    /// The mapped points of the last load, kept for their storage.
    private var points: [Point] = []
    /// The device-space bounds of every point, control points included.
    private(set) var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0

    /// Whether a loaded path has no commands.
    var isEmpty: Bool { commands.isEmpty }

    /// The device-space bounds of the points as a rectangle.
    var bounds: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    /// Replaces the contents with `path` mapped by `transform`. Points are validated and
    /// bounded first, then checked against `limit` only when `visible` (the area that can be
    /// seen, grown by `margin`) intersects them; invisible paths load empty.
    mutating func load(
        _ path: VectorPath, transform: Transform, visible: Rect, margin: Double,
        limit: Double
    ) throws(Problem) {
        commands.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        minX = .infinity
        minY = .infinity
        maxX = -.infinity
        maxY = -.infinity
        func add(_ p: Point) throws(Problem) {
            let d = transform.apply(p)
            guard d.isFinite else { throw .nonFinite }
            minX = Swift.min(minX, d.x)
            maxX = Swift.max(maxX, d.x)
            minY = Swift.min(minY, d.y)
            maxY = Swift.max(maxY, d.y)
            points.append(d)
        }
        for element in path.elements {
            switch element {
            case let .move(p), let .line(p): try add(p)
            case let .quad(c, p):
                try add(c)
                try add(p)
            case let .cubic(c1, c2, p):
                try add(c1)
                try add(c2)
                try add(p)
            case .close: break
            }
        }
        if points.isEmpty { return }
        let grown = bounds.insetBy(dx: -margin, dy: -margin)
        guard !visible.intersection(grown).isEmpty else { return }
        let extent = Swift.max(abs(minX), abs(minY), abs(maxX), abs(maxY))
        guard extent <= limit else { throw .tooLarge(extent) }

        var index = 0
        func next() -> FT_Vector {
            let p = points[index]
            index += 1
            return FT_Vector(x: FT_Pos((p.x * 64).rounded()), y: FT_Pos((p.y * 64).rounded()))
        }
        let origin = transform.apply(.zero)
        var start = FT_Vector(x: FT_Pos((origin.x * 64).rounded()), y: FT_Pos((origin.y * 64).rounded()))
        var inSubpath = false
        for element in path.elements {
            if case .move = element {
            } else if case .close = element {
            } else if !inSubpath {
                commands.append(.move(start))
                inSubpath = true
            }
            switch element {
            case .move:
                if inSubpath, case .move? = commands.last { commands.removeLast() }
                start = next()
                commands.append(.move(start))
                inSubpath = true
            case .line: commands.append(.line(next()))
            case .quad:
                let c = next()
                commands.append(.quad(c, next()))
            case .cubic:
                let c1 = next(), c2 = next()
                commands.append(.cubic(c1, c2, next()))
            case .close:
                if inSubpath {
                    commands.append(.close)
                    inSubpath = false
                }
            }
        }
    }

    /// The pixel rectangle `(x0, y0, x1, y1)` (columns x0..<x1, rows y0..<y1) when the path is
    /// one rectangle with its sides on the axes and its corners on whole pixels, else nil.
    var pixelAlignedRectangle: (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard commands.count >= 5, commands.count <= 6, case let .move(start) = commands[0],
            case .close = commands[commands.count - 1]
        else { return nil }
        var corners = [start]
        for command in commands[1..<(commands.count - 1)] {
            guard case let .line(p) = command else { return nil }
            corners.append(p)
        }
        if corners.count == 5 {
            guard corners[4].x == corners[0].x, corners[4].y == corners[0].y else { return nil }
            corners.removeLast()
        }
        guard corners.count == 4, corners.allSatisfy({ $0.x % 64 == 0 && $0.y % 64 == 0 }) else { return nil }
        for k in 0..<4 {
            let a = corners[k], b = corners[(k + 1) % 4]
            // Each side is horizontal or vertical, and they alternate.
            let horizontal = a.y == b.y && a.x != b.x, vertical = a.x == b.x && a.y != b.y
            guard horizontal || vertical else { return nil }
            let next = corners[(k + 2) % 4]
            guard horizontal ? (b.x == next.x && b.y != next.y) : (b.y == next.y && b.x != next.x) else { return nil }
        }
        let xs = corners.map { Int($0.x) >> 6 }, ys = corners.map { Int($0.y) >> 6 }
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }
}

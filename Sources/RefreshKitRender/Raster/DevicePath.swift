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
    mutating func load(_ path: VectorPath, transform: Transform, visible: Rect, margin: Double,
                       limit: Double) throws(Problem) {
        commands.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        minX = .infinity; minY = .infinity; maxX = -.infinity; maxY = -.infinity
        func add(_ p: Point) throws(Problem) {
            let d = transform.apply(p)
            guard d.isFinite else { throw .nonFinite }
            minX = Swift.min(minX, d.x); maxX = Swift.max(maxX, d.x)
            minY = Swift.min(minY, d.y); maxY = Swift.max(maxY, d.y)
            points.append(d)
        }
        for element in path.elements {
            switch element {
            case let .move(p), let .line(p): try add(p)
            case let .quad(c, p): try add(c); try add(p)
            case let .cubic(c1, c2, p): try add(c1); try add(c2); try add(p)
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
            let p = points[index]; index += 1
            return FT_Vector(x: FT_Pos((p.x * 64).rounded()), y: FT_Pos((p.y * 64).rounded()))
        }
        let origin = transform.apply(.zero)
        var start = FT_Vector(x: FT_Pos((origin.x * 64).rounded()), y: FT_Pos((origin.y * 64).rounded()))
        var inSubpath = false
        for element in path.elements {
            if case .move = element {} else if case .close = element {} else if !inSubpath {
                commands.append(.move(start)); inSubpath = true
            }
            switch element {
            case .move:
                if inSubpath, case .move? = commands.last { commands.removeLast() }
                start = next(); commands.append(.move(start)); inSubpath = true
            case .line: commands.append(.line(next()))
            case .quad: let c = next(); commands.append(.quad(c, next()))
            case .cubic: let c1 = next(), c2 = next(); commands.append(.cubic(c1, c2, next()))
            case .close:
                if inSubpath { commands.append(.close); inSubpath = false }
            }
        }
    }
}

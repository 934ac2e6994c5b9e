extension VectorPath {
    /// The tight bounding box of the drawn path: end points and the true extrema of each curve
    /// (not the control points' hull), as `CGPath.boundingBoxOfPath`. A lone move counts as a
    /// point. `Rect.zero` for a path with no elements.
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        // The walk of `subpaths` (the same points in the same order) without building them.
        var start = Point.zero, current = Point.zero
        var open = false
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                current = p
                open = true
                include(p)
            case .close:
                guard open else { continue }
                if current != start { PathSegment.line(current, start).forEachExtremalPoint(include) }
                current = start
                open = false
            case .line(let p):
                if !open {
                    open = true
                    start = current
                    include(start)
                }
                PathSegment.line(current, p).forEachExtremalPoint(include)
                current = p
            case .quad(let c, let p):
                if !open {
                    open = true
                    start = current
                    include(start)
                }
                PathSegment.quad(current, c, p).forEachExtremalPoint(include)
                current = p
            case .cubic(let c1, let c2, let p):
                if !open {
                    open = true
                    start = current
                    include(start)
                }
                PathSegment.cubic(current, c1, c2, p).forEachExtremalPoint(include)
                current = p
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Path {
    /// The tight bounding box of the drawn path: end points and the true extrema of each curve
    /// (not the control points' hull), as `CGPath.boundingBoxOfPath`. A lone move counts as a
    /// point. `Rect.zero` for a path with no elements.
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for subpath in subpaths {
            include(subpath.start)
            for segment in subpath.segments { segment.forEachExtremalPoint(include) }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

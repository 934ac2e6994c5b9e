/// A circular arc about the origin, as ``IndicatorGeometry/arc(center:radius:start:sweep:)``
/// draws it: the key of a remembered arc (a ring's track, the same every frame).
package struct ArcKey: Equatable {
    var radius: Double
    var start: Double
    var sweep: Double

    package init(radius: Double, start: Double, sweep: Double) {
        self.radius = radius
        self.start = start
        self.sweep = sweep
    }
}

extension DrawingMemos {
    /// The arc for `key` when it can be drawn, remembered across frames (``PathMemo``). Here, not
    /// at the call: a style in another module would reach the generic memo unspecialized, which
    /// costs an allocation per frame.
    ///
    /// - Parameters:
    ///   - key: The arc's radius, start and sweep.
    ///   - build: Builds the arc the first time.
    /// - Returns: The arc, or nil when it cannot be drawn.
    package func drawableArc(_ key: ArcKey, build: () -> VectorPath) -> VectorPath? {
        paths(ArcKey.self).drawablePath(for: key, build: build)
    }
}

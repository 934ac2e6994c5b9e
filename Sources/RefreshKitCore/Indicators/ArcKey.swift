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

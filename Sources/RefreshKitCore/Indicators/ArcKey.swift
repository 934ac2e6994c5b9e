/// A circular arc about the origin, as ``IndicatorGeometry/arc(center:radius:start:sweep:)``
/// draws it: the key of a remembered arc (a ring's track, the same every frame).
struct ArcKey: Equatable {
    var radius: Double
    var start: Double
    var sweep: Double
}

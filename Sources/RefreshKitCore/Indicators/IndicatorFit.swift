/// How the built-in styles stay whole in any slot: a clear band along every edge of the area,
/// and the scale at which a drawing fits inside it.
///
/// A header is wide and short (390×64 pt), a carousel's leading or trailing control narrow and
/// tall (64×390 pt), a compact header both narrow and short (100×64 pt). Every built-in style
/// measures what it draws against ``inner(_:)``: it keeps its layout when it fits, drops the
/// parts that do not (a title), and scales the rest down about the area's centre. Nothing is
/// ever cut at the area's edge.
package enum IndicatorFit {
    /// The clear band every built-in style keeps between its ink and the area's edge, in
    /// points: 2 pt, so no anti-aliased pixel reaches the outermost one at any scale.
    static let margin = 2.0

    /// The rectangle a style's ink stays in: the area less ``margin`` on every side (empty, at
    /// the centre, when the area is smaller than two margins).
    static func inner(_ area: Size) -> Rect {
        let width = IndicatorGeometry.nonNegative(area.width), height = IndicatorGeometry.nonNegative(area.height)
        let dx = Swift.min(margin, width / 2), dy = Swift.min(margin, height / 2)
        return Rect(x: dx, y: dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Whether `box` (in the area's coordinates) lies inside ``inner(_:)``.
    static func fits(_ box: Rect, in area: Size) -> Bool {
        let room = inner(area)
        let slack = 1e-9
        return box.minX >= room.minX - slack && box.maxX <= room.maxX + slack
            && box.minY >= room.minY - slack && box.maxY <= room.maxY + slack
    }

    /// The largest scale, at most 1, at which a drawing of `size` centred in `area` fits inside
    /// ``inner(_:)``; 1 for a size that is empty or not finite (nothing to shrink), 0 when the
    /// area has no room.
    package static func scale(fitting size: Size, in area: Size) -> Double {
        let room = inner(area)
        var scale = 1.0
        if size.width.isFinite, size.width > 0 { scale = Swift.min(scale, room.width / size.width) }
        if size.height.isFinite, size.height > 0 { scale = Swift.min(scale, room.height / size.height) }
        return RKMath.clamp(scale, 0, 1)
    }

    /// The smallest rectangle holding both; either may be nil.
    static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }
}

extension IndicatorSceneBuilder {
    /// Scales what is drawn next by `factor` about `center`; nothing at all when `factor` is 1,
    /// so a drawing that fits keeps its exact coordinates.
    package mutating func scale(by factor: Double, about center: Point) {
        guard factor != 1 else { return }
        translate(x: center.x, y: center.y)
        scale(x: factor, y: factor)
        translate(x: -center.x, y: -center.y)
    }
}

extension TextLayout {
    /// Everything the layout may cover: its line box and its ink, relative to the pen origin.
    package var extent: Rect {
        inkBounds.map { lineBounds.union($0) } ?? lineBounds
    }
}

extension Rect {
    /// The rectangle moved by `offset`.
    func offsetBy(_ offset: Point) -> Rect {
        Rect(x: minX + offset.x, y: minY + offset.y, width: width, height: height)
    }
}

import RefreshKitCore

extension Indicators.Handwriting {
    /// Where a text's outline goes in an area: the transform that centres its ink (turned a
    /// quarter turn clockwise in a slot it fits better that way, scaled down when it does
    /// not fit), and the rectangle its ink, stroke included, covers there.
    struct Placement {
        var transform: Transform
        var frame: Rect
        var turned: Bool
    }

    /// The placement of `layout` in `area` (see ``Placement``); nil when the area has no
    /// room for any text.
    func placement(of layout: TextLayout, in area: Size) -> Placement? {
        let ink = layout.inkBounds ?? layout.lineBounds
        let pad = abs(IndicatorGeometry.finite(configuration.lineWidth)) / 2
        let box = Size(width: ink.width + 2 * pad, height: ink.height + 2 * pad)
        let upright = IndicatorFit.scale(fitting: box, in: area)
        let turnedScale = IndicatorFit.scale(fitting: Size(width: box.height, height: box.width), in: area)
        let center = IndicatorGeometry.center(of: area)
        let turned = turnedScale > upright
        let scale = turned ? turnedScale : upright
        guard scale > 0 else { return nil }
        let frame =
            turned
            ? Rect(
                x: center.x - box.height * scale / 2, y: center.y - box.width * scale / 2,
                width: box.height * scale, height: box.width * scale)
            : Rect(
                x: center.x - box.width * scale / 2, y: center.y - box.height * scale / 2,
                width: box.width * scale, height: box.height * scale)
        guard turned || scale != 1 else {
            // Fits as it is: moved only, centred as a shape layer is.
            let offset = layout.offset(centeringInkAt: center)
            return Placement(transform: .translation(x: offset.x, y: offset.y), frame: frame, turned: false)
        }
        // A quarter turn clockwise (y down): (x, y) → (−y, x), exactly.
        let quarterTurn = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let transform = Transform.translation(x: -ink.midX, y: -ink.midY)
            .concatenating(.scale(x: scale, y: scale))
            .concatenating(turned ? quarterTurn : .identity)
            .concatenating(.translation(x: center.x, y: center.y))
        return Placement(transform: transform, frame: frame, turned: turned)
    }
}

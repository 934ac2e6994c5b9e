/// A glyph a built-in style draws where its words do not fit, or beside them: a circular arrow
/// that says "tap to retry" (a failed footer draws it always, so the cue shows at any size), a
/// check that says "no more data" (drawn when that title has no room).
///
/// The paths are drawn in a square of ``canonicalSize`` centred on the origin and scaled into
/// place, so every drawing of a cue strokes the same path.
package enum IndicatorCue: Hashable, Sendable {
    /// A circular arrow, open at the top, its head pointing clockwise.
    case retry
    /// A check mark.
    case done

    /// The side of the square the paths are drawn in: 24 pt.
    package static let canonicalSize = 24.0
    /// The smallest square a style gives a cue beside its title: 20 pt.
    package static let minimumSize = 20.0
    /// The stroke's width in that square: 2.2 pt.
    package static let lineWidth = 2.2
    /// How far the arrow's ring reaches from the centre, as a fraction of the square: 0.34.
    package static let ringRadius = 0.34
    /// How much of the ring the arrow leaves open, in radians: 60°.
    package static let ringGap = RKMath.pi / 3
    /// The length of the arrowhead's barbs, as a fraction of the square: 0.2.
    package static let headLength = 0.2

    /// The cue's path in the square of ``canonicalSize`` centred on the origin.
    package var path: VectorPath {
        let s = Self.canonicalSize
        switch self {
        case .retry:
            let r = Self.ringRadius * s
            // The ring from just after 12 o'clock round to the gap, clockwise; the head at its end.
            let start = -RKMath.pi / 2 + Self.ringGap / 2
            let end = start + 2 * RKMath.pi - Self.ringGap
            let tip = Point(x: r * RKMath.cos(end), y: r * RKMath.sin(end))
            // The tangent at the end, clockwise on screen, and the head's two barbs behind it.
            let tangent = end + RKMath.pi / 2
            let h = Self.headLength * s
            func barb(_ turn: Double) -> Point {
                let a = tangent + RKMath.pi + turn
                return Point(x: tip.x + h * RKMath.cos(a), y: tip.y + h * RKMath.sin(a))
            }
            var builder = VectorPathBuilder()
            builder.addArc(center: .zero, radius: r, startAngle: start, endAngle: end, clockwise: true)
            builder.move(to: barb(RKMath.pi / 4))
            builder.line(to: tip)
            builder.line(to: barb(-RKMath.pi / 4))
            return builder.build()
        case .done:
            return VectorPath {
                $0.move(to: Point(x: -0.34 * s, y: 0.02 * s))
                $0.line(to: Point(x: -0.1 * s, y: 0.26 * s))
                $0.line(to: Point(x: 0.36 * s, y: -0.26 * s))
            }
        }
    }

    /// Strokes the cue centred on `center`, `size` points square (not finite or not positive
    /// draws nothing), in `color`.
    ///
    /// - Parameters:
    ///   - center: The centre of its square, in the builder's space.
    ///   - size: The side of its square, in points.
    ///   - color: The stroke's colour.
    ///   - builder: The scene it goes into.
    package func draw(center: Point, size: Double, color: RGBAColor, into builder: inout IndicatorSceneBuilder) {
        guard size.isFinite, size > 0 else { return }
        let scale = size / Self.canonicalSize
        builder.save()
        builder.translate(x: center.x, y: center.y)
        builder.scale(x: scale, y: scale)
        builder.stroke(
            path, with: .solid(color), style: StrokeOptions(width: Self.lineWidth, cap: .round, join: .round))
        builder.restore()
    }

    /// A scene of the cue alone, centred in the context's area (on its background colour, if
    /// any), ``canonicalSize`` square or smaller to fit inside ``IndicatorFit/inner(_:)``: what a
    /// style without a title draws for a failed footer.
    ///
    /// - Parameters:
    ///   - context: The moment: its size and background.
    ///   - color: The cue's colour.
    /// - Returns: The scene.
    package func alone(in context: IndicatorContext, color: RGBAColor) -> IndicatorScene {
        var builder = IndicatorSceneBuilder(size: context.size)
        IndicatorGeometry.drawBackground(context, into: &builder)
        let side = Self.canonicalSize
        let scale = IndicatorFit.scale(fitting: Size(width: side, height: side), in: context.size)
        draw(center: IndicatorGeometry.center(of: context.size), size: side * scale, color: color, into: &builder)
        return builder.build()
    }

    /// The cue a state shows when its words have no room: the retry arrow for a failed footer,
    /// the check for no more data; nil for the other states (their mark or indicator shows).
    ///
    /// - Parameter state: The control's state.
    /// - Returns: The cue, or nil.
    package static func replacingTitle(in state: RefreshState) -> IndicatorCue? {
        switch state {
        case .failed: .retry
        case .noMoreData: .done
        default: nil
        }
    }
}

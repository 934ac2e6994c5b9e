/// What colour each device pixel of an item gets before coverage and opacity.
enum PaintShader {
    /// One colour everywhere.
    case solid(Premultiplied)
    /// A linear gradient: `t = dx·x + dy·y + c` at the pixel centre (x + ½, y + ½).
    case gradient(GradientRamp, dx: Double, dy: Double, c: Double)
    /// A bitmap.
    case image(ImageSampler)

    /// The shader of `paint` for geometry whose user space maps to device space by
    /// `transform`; `bounds` gives the path's user-space bounds when the gradient has no frame.
    /// Nil when nothing would be painted (no gradient stops).
    static func make(_ paint: Paint, transform: Transform, bounds: () -> Rect) -> PaintShader? {
        switch paint {
        case let .solid(color):
            return .solid(Premultiplied(color))
        case let .linearGradient(gradient):
            guard let ramp = GradientRamp(stops: gradient.stops) else { return nil }
            let frame = gradient.frame ?? bounds()
            let u0 = Point(
                x: frame.minX + gradient.startPoint.x * frame.width,
                y: frame.minY + gradient.startPoint.y * frame.height)
            let u1 = Point(
                x: frame.minX + gradient.endPoint.x * frame.width,
                y: frame.minY + gradient.endPoint.y * frame.height)
            let axis = u1 - u0
            let length2 = axis.x * axis.x + axis.y * axis.y
            // A degenerate axis (start = end) or transform paints the first stop's colour.
            guard length2 > 0, length2.isFinite, let inv = transform.inverted else {
                return .gradient(ramp, dx: 0, dy: 0, c: 0)
            }
            // t(u) = axis·(u − u0)/|axis|², u = inv(d) — linear in device coordinates.
            let dx = (axis.x * inv.a + axis.y * inv.b) / length2
            let dy = (axis.x * inv.c + axis.y * inv.d) / length2
            let c = (axis.x * (inv.tx - u0.x) + axis.y * (inv.ty - u0.y)) / length2
            return .gradient(ramp, dx: dx, dy: dy, c: c)
        }
    }
}

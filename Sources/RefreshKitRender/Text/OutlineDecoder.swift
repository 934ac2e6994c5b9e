import CFreeType

/// Converts a FreeType outline (y up, font units or 26.6) into a ``VectorPath`` (y down) through
/// `FT_Outline_Decompose`: conic arcs become quadratic Béziers, cubic arcs cubic Béziers, and
/// every contour becomes one closed sub-path.
enum OutlineDecoder {
    /// Collects elements while FreeType walks an outline.
    private final class Collector {
        let scale: Double
        let origin: Point
        var elements: [VectorPath.Element] = []
        var open = false

        init(scale: Double, origin: Point) {
            self.scale = scale
            self.origin = origin
        }

        /// Maps an outline vector: scaled, y flipped, moved to the pen position.
        func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
            guard let v else { return origin }
            return Point(x: origin.x + Double(v.pointee.x) * scale, y: origin.y - Double(v.pointee.y) * scale)
        }

        func closeIfOpen() {
            if open {
                elements.append(.close)
                open = false
            }
        }

        static func from(_ user: UnsafeMutableRawPointer?) -> Collector {
            Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue()
        }
    }

    /// The path of `outline`, each coordinate multiplied by `scale`, y flipped and offset by
    /// `origin`; nil when FreeType rejects the outline.
    static func path(of outline: UnsafeMutablePointer<FT_Outline>, scale: Double, origin: Point) -> VectorPath? {
        let collector = Collector(scale: scale, origin: origin)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let c = Collector.from(user)
                c.closeIfOpen()
                c.elements.append(.move(c.point(to)))
                c.open = true
                return 0
            },
            line_to: { to, user in
                let c = Collector.from(user)
                c.elements.append(.line(c.point(to)))
                return 0
            },
            conic_to: { control, to, user in
                let c = Collector.from(user)
                c.elements.append(.quad(c.point(control), c.point(to)))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let c = Collector.from(user)
                c.elements.append(.cubic(c.point(control1), c.point(control2), c.point(to)))
                return 0
            },
            shift: 0, delta: 0)
        let error = withExtendedLifetime(collector) {
            FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(collector).toOpaque())
        }
        guard error == 0 else { return nil }
        collector.closeIfOpen()
        return VectorPath(elements: collector.elements)
    }
}

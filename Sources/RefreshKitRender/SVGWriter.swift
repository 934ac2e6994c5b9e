import RefreshKitCore

/// Turns a ``IndicatorScene`` into SVG 1.1 text: deterministic (the same scene always gives the same
/// bytes) and compact, so it can serve as a golden file.
///
/// Mapping:
/// - the root `viewBox` is the scene size;
/// - paths become `d` strings (`M`/`L`/`Q`/`C`/`Z`); strokes are trimmed first, so only the
///   visible part is written;
/// - a solid paint becomes `#rrggbb` plus `fill-opacity`/`stroke-opacity` below 1; a linear
///   gradient becomes a `<linearGradient gradientUnits="userSpaceOnUse">` whose end points
///   are the unit points mapped onto the gradient's frame (the untrimmed path's bounds when
///   the frame is nil), `spreadMethod="pad"`;
/// - the item transform is a `matrix(a b c d tx ty)` on the element, its opacity `opacity`;
/// - a clip (in scene space) is a `<clipPath>` rectangle on a `<g>` wrapping the element,
///   outside its transform;
/// - an image is an `<image>` with a `data:image/png;base64,` URI from `pngEncoder`, or a
///   comment when there is no encoder (or it fails);
/// - `stroke-linecap` and `stroke-linejoin` are written only when they differ from SVG's
///   defaults (butt, miter); `stroke-miterlimit` is written for every miter join, since SVG's
///   default (4) is not Core Animation's (10).
///
/// Ids are numbered in document order: `c1`, `c2`, … for clips, `g1`, `g2`, … for gradients.
/// Numbers have at most three decimals, without trailing zeros, and never read `-0`.
public enum SVGWriter {
    /// The SVG text for `scene`, one element per line, ending with a newline.
    public static func svg(for scene: IndicatorScene, pngEncoder: ((Bitmap) -> [UInt8]?)? = nil) -> String {
        var writer = SVGDocument(pngEncoder: pngEncoder)
        let w = format(scene.size.width), h = format(scene.size.height)
        writer.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
                + " version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">")
        for item in scene.items { writer.write(item) }
        writer.line("</svg>")
        return writer.output
    }

    /// The SVG `d` attribute for a path, e.g. `M0 0L10 0Q15 5 10 10Z`. A path that does not
    /// begin with a move starts with `M0 0`, as renderers assume. Only the letters M, L, Q, C
    /// and Z, digits, spaces, points and minus signs appear in it.
    public static func pathData(_ path: VectorPath) -> String {
        var d: [UInt8] = []
        d.reserveCapacity(path.elements.count * 24)
        func pair(_ p: Point) {
            appendFormatted(p.x, to: &d)
            d.append(UInt8(ascii: " "))
            appendFormatted(p.y, to: &d)
        }
        if let first = path.elements.first, !first.isMove { d += Array("M0 0".utf8) }
        for element in path.elements {
            switch element {
            case .move(let p):
                d.append(UInt8(ascii: "M"))
                pair(p)
            case .line(let p):
                d.append(UInt8(ascii: "L"))
                pair(p)
            case .quad(let c, let p):
                d.append(UInt8(ascii: "Q"))
                pair(c)
                d.append(UInt8(ascii: " "))
                pair(p)
            case .cubic(let c1, let c2, let p):
                d.append(UInt8(ascii: "C"))
                pair(c1)
                d.append(UInt8(ascii: " "))
                pair(c2)
                d.append(UInt8(ascii: " "))
                pair(p)
            case .close: d.append(UInt8(ascii: "Z"))
            }
        }
        return String(decoding: d, as: UTF8.self)
    }
}

extension SVGWriter {
    /// A `<linearGradient>` element in user space: the unit start and end points mapped onto
    /// `frame` as `CAGradientLayer` lays them out.
    static func linearGradient(_ gradient: LinearGradientPaint, id: String, frame: Rect) -> String {
        func map(_ p: Point) -> Point {
            Point(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
        }
        let start = map(gradient.startPoint), end = map(gradient.endPoint)
        var text =
            "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\""
            + " x1=\"\(format(start.x))\" y1=\"\(format(start.y))\""
            + " x2=\"\(format(end.x))\" y2=\"\(format(end.y))\" spreadMethod=\"pad\">"
        for stop in gradient.stops {
            text += "<stop offset=\"\(format(RKMath.clamp(stop.location, 0, 1)))\" stop-color=\"\(hex(stop.color))\""
            let alpha = RKMath.clamp(stop.color.alpha, 0, 1)
            if alpha < 1 { text += " stop-opacity=\"\(format(alpha))\"" }
            text += "/>"
        }
        return text + "</linearGradient>"
    }
}

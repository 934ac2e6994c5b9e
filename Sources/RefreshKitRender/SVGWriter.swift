import RefreshKitCore

/// Turns a ``Scene`` into SVG 1.1 text: deterministic (the same scene always gives the same
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
///   comment when there is no encoder (or it fails).
///
/// Ids are numbered in document order: `c1`, `c2`, … for clips, `g1`, `g2`, … for gradients.
/// Numbers have at most three decimals, without trailing zeros, and never read `-0`.
public enum SVGWriter {
    /// The SVG text for `scene`, one element per line, ending with a newline.
    public static func svg(for scene: Scene, pngEncoder: ((Bitmap) -> [UInt8]?)? = nil) -> String {
        var writer = Writer(pngEncoder: pngEncoder)
        let w = format(scene.size.width), h = format(scene.size.height)
        writer.line("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
                    + " version=\"1.1\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">")
        for item in scene.items { writer.write(item) }
        writer.line("</svg>")
        return writer.output
    }

    /// The SVG `d` attribute for a path, e.g. `M0 0L10 0Q15 5 10 10Z`. A path that does not
    /// begin with a move starts with `M0 0`, as renderers assume.
    public static func pathData(_ path: Path) -> String {
        var d = ""
        if let first = path.elements.first, !first.isMove { d = "M0 0" }
        for element in path.elements {
            switch element {
            case .move(let p): d += "M" + pair(p)
            case .line(let p): d += "L" + pair(p)
            case .quad(let c, let p): d += "Q" + pair(c) + " " + pair(p)
            case .cubic(let c1, let c2, let p): d += "C" + pair(c1) + " " + pair(c2) + " " + pair(p)
            case .close: d += "Z"
            }
        }
        return d
    }

    private static func pair(_ p: Point) -> String { format(p.x) + " " + format(p.y) }
}

/// The state of one document being written: output so far and the next ids.
private struct Writer {
    let pngEncoder: ((Bitmap) -> [UInt8]?)?
    var output = ""
    var clipCount = 0
    var gradientCount = 0

    init(pngEncoder: ((Bitmap) -> [UInt8]?)?) { self.pngEncoder = pngEncoder }

    mutating func line(_ text: String) { output += text + "\n" }

    mutating func write(_ item: Scene.Item) {
        var defs = ""
        var element: String
        switch item.content {
        case .fill(let path, let rule):
            guard !path.isEmpty else { return }
            let paint = paintAttribute("fill", item.paint, frame: path.bounds, defs: &defs)
            element = "<path d=\"\(SVGWriter.pathData(path))\"\(paint)"
            if rule == .evenOdd { element += " fill-rule=\"evenodd\"" }
        case .stroke(let path, let style):
            let visible = style.isTrimmed ? path.trimmed(from: style.trimStart, to: style.trimEnd) : path
            guard !visible.isEmpty else { return }
            let paint = paintAttribute("stroke", item.paint, frame: path.bounds, defs: &defs)
            element = "<path d=\"\(SVGWriter.pathData(visible))\" fill=\"none\"\(paint)"
                + " stroke-width=\"\(SVGWriter.format(style.width))\""
            if style.cap != .butt { element += " stroke-linecap=\"\(style.cap.rawValue)\"" }
            if style.join != .miter {
                element += " stroke-linejoin=\"\(style.join.rawValue)\""
            } else {
                element += " stroke-miterlimit=\"\(SVGWriter.format(Swift.max(style.miterLimit, 1)))\""
            }
        case .image(let bitmap, let rect):
            guard let png = pngEncoder?(bitmap) else {
                line("<!-- image \(bitmap.width)x\(bitmap.height) omitted: no PNG encoder -->")
                return
            }
            element = "<image x=\"\(SVGWriter.format(rect.minX))\" y=\"\(SVGWriter.format(rect.minY))\""
                + " width=\"\(SVGWriter.format(rect.width))\" height=\"\(SVGWriter.format(rect.height))\""
                + " preserveAspectRatio=\"none\""
                + " xlink:href=\"data:image/png;base64,\(SVGWriter.base64(png))\""
        }
        let t = item.transform
        if !t.isIdentity {
            element += " transform=\"matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGWriter.format)
                .joined(separator: " ") + ")\""
        }
        if item.opacity < 1 { element += " opacity=\"\(SVGWriter.format(item.opacity))\"" }
        element += "/>"

        if let clip = item.clip {
            clipCount += 1
            defs = "<clipPath id=\"c\(clipCount)\"><rect x=\"\(SVGWriter.format(clip.minX))\""
                + " y=\"\(SVGWriter.format(clip.minY))\" width=\"\(SVGWriter.format(clip.width))\""
                + " height=\"\(SVGWriter.format(clip.height))\"/></clipPath>" + defs
            element = "<g clip-path=\"url(#c\(clipCount))\">" + element + "</g>"
        }
        if !defs.isEmpty { line("<defs>" + defs + "</defs>") }
        line(element)
    }

    /// ` fill="…"` (or stroke) plus its opacity; a gradient is appended to `defs`.
    private mutating func paintAttribute(_ name: String, _ paint: Paint, frame: Rect, defs: inout String) -> String {
        switch paint {
        case .solid(let color):
            var text = " \(name)=\"\(SVGWriter.hex(color))\""
            let alpha = RKMath.clamp(color.alpha, 0, 1)
            if alpha < 1 { text += " \(name)-opacity=\"\(SVGWriter.format(alpha))\"" }
            return text
        case .linearGradient(let gradient):
            gradientCount += 1
            let id = "g\(gradientCount)"
            defs += SVGWriter.linearGradient(gradient, id: id, frame: gradient.frame ?? frame)
            return " \(name)=\"url(#\(id))\""
        }
    }
}

extension SVGWriter {
    /// A `<linearGradient>` element in user space: the unit start and end points mapped onto
    /// `frame` as `CAGradientLayer` lays them out.
    static func linearGradient(_ gradient: LinearGradient, id: String, frame: Rect) -> String {
        func map(_ p: Point) -> Point {
            Point(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
        }
        let start = map(gradient.startPoint), end = map(gradient.endPoint)
        var text = "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\""
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

import RefreshKitCore

/// The state of one SVG document being written by ``SVGWriter``: the text so far and the
/// next clip and gradient ids. Internal.
struct SVGDocument {
    let pngEncoder: ((Bitmap) -> [UInt8]?)?
    var output = ""
    var clipCount = 0
    var gradientCount = 0

    init(pngEncoder: ((Bitmap) -> [UInt8]?)?) { self.pngEncoder = pngEncoder }

    mutating func line(_ text: String) { output += text + "\n" }

    mutating func write(_ item: IndicatorScene.Item) {
        var defs = ""
        var element: String
        switch item.content {
        case .fill(let path, let rule):
            guard !path.isEmpty else { return }
            let paint = paintAttribute("fill", item.paint, frame: path.bounds, defs: &defs)
            element = "<path d=\"\(SVGWriter.pathData(path))\"\(paint)"
            if rule == .evenOdd { element += " fill-rule=\"evenodd\"" }
        case .stroke(let path, let style):
            let visible = style.visiblePart(of: path)
            guard !visible.isEmpty else { return }
            let paint = paintAttribute("stroke", item.paint, frame: path.bounds, defs: &defs)
            element =
                "<path d=\"\(SVGWriter.pathData(visible))\" fill=\"none\"\(paint)"
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
            element =
                "<image x=\"\(SVGWriter.format(rect.minX))\" y=\"\(SVGWriter.format(rect.minY))\""
                + " width=\"\(SVGWriter.format(rect.width))\" height=\"\(SVGWriter.format(rect.height))\""
                + " preserveAspectRatio=\"none\""
                + " xlink:href=\"data:image/png;base64,\(SVGWriter.base64(png))\""
        }
        let t = item.transform
        if !t.isIdentity {
            element +=
                " transform=\"matrix("
                + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGWriter.format)
                .joined(separator: " ") + ")\""
        }
        if item.opacity < 1 { element += " opacity=\"\(SVGWriter.format(item.opacity))\"" }
        element += "/>"

        if let clip = item.clip {
            clipCount += 1
            defs =
                "<clipPath id=\"c\(clipCount)\"><rect x=\"\(SVGWriter.format(clip.minX))\""
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

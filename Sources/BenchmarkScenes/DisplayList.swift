import RefreshKitCore

/// A scene as a JSON display list that another renderer (skia_compare.py) can draw item by
/// item: user-space path commands, the user → scene transform, paint, opacity, clip, and the
/// stroke style with its trim. Image items name a raw premultiplied RGBA file.
public enum DisplayList {
    /// The JSON text of `scene`; `imageFile(i, bitmap)` stores item i's bitmap and returns its
    /// file name.
    public static func json(_ scene: IndicatorScene, imageFile: (Int, Bitmap) -> String) -> String {
        var items: [String] = []
        for (index, item) in scene.items.enumerated() {
            var fields: [String] = []
            switch item.content {
            case let .fill(path, rule):
                fields.append(#""kind": "fill", "evenOdd": \#(rule == .evenOdd)"#)
                fields.append(#""path": \#(commands(path))"#)
                fields.append(#""paint": \#(paint(item.paint, bounds: path.bounds))"#)
            case let .stroke(path, style):
                fields.append(#""kind": "stroke""#)
                fields.append(#""path": \#(commands(path))"#)
                fields.append(#""paint": \#(paint(item.paint, bounds: path.bounds))"#)
                fields.append(#""width": \#(n(style.width))"#)
                fields.append(#""cap": "\#(style.cap.rawValue)", "join": "\#(style.join.rawValue)""#)
                fields.append(#""miterLimit": \#(n(style.miterLimit))"#)
                fields.append(#""trimStart": \#(n(style.trimStart)), "trimEnd": \#(n(style.trimEnd))"#)
            case let .image(bitmap, rect):
                let file = imageFile(index, bitmap)
                fields.append(#""kind": "image""#)
                fields.append(#""rect": \#(numbers([rect.minX, rect.minY, rect.width, rect.height]))"#)
                fields.append(#""file": "\#(file)", "pixelWidth": \#(bitmap.width), "pixelHeight": \#(bitmap.height)"#)
            }
            let t = item.transform
            fields.append(#""transform": \#(numbers([t.a, t.b, t.c, t.d, t.tx, t.ty]))"#)
            fields.append(#""opacity": \#(n(item.opacity))"#)
            if let clip = item.clip {
                fields.append(#""clip": \#(numbers([clip.minX, clip.minY, clip.width, clip.height]))"#)
            } else {
                fields.append(#""clip": null"#)
            }
            items.append("{" + fields.joined(separator: ", ") + "}")
        }
        return #"{"width": \#(n(scene.size.width)), "height": \#(n(scene.size.height)), "items": [\#n"#
            + items.joined(separator: ",\n") + "\n]}\n"
    }

    private static func n(_ v: Double) -> String { JSONNumber.text(v) }
    private static func numbers(_ vs: [Double]) -> String { "[" + vs.map(n).joined(separator: ", ") + "]" }

    private static func commands(_ path: VectorPath) -> String {
        var out: [String] = []
        for element in path.elements {
            switch element {
            case let .move(p): out.append(#"["M", \#(n(p.x)), \#(n(p.y))]"#)
            case let .line(p): out.append(#"["L", \#(n(p.x)), \#(n(p.y))]"#)
            case let .quad(c, p): out.append(#"["Q", \#(n(c.x)), \#(n(c.y)), \#(n(p.x)), \#(n(p.y))]"#)
            case let .cubic(c1, c2, p):
                out.append(#"["C", \#(n(c1.x)), \#(n(c1.y)), \#(n(c2.x)), \#(n(c2.y)), \#(n(p.x)), \#(n(p.y))]"#)
            case .close: out.append(#"["Z"]"#)
            }
        }
        return "[" + out.joined(separator: ", ") + "]"
    }

    private static func color(_ c: RGBAColor) -> String { numbers([c.red, c.green, c.blue, c.alpha]) }

    /// A solid colour, or a linear gradient with its end points resolved to user space.
    private static func paint(_ paint: Paint, bounds: Rect) -> String {
        switch paint {
        case let .solid(c):
            return #"{"solid": \#(color(c))}"#
        case let .linearGradient(g):
            let f = g.frame ?? bounds
            let p0 = [f.minX + g.startPoint.x * f.width, f.minY + g.startPoint.y * f.height]
            let p1 = [f.minX + g.endPoint.x * f.width, f.minY + g.endPoint.y * f.height]
            let stops = g.stops.map { #"[\#(n($0.location)), \#(color($0.color))]"# }.joined(separator: ", ")
            return #"{"linear": {"p0": \#(numbers(p0)), "p1": \#(numbers(p1)), "stops": [\#(stops)]}}"#
        }
    }
}

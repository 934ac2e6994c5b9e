@testable import RefreshKitRender

/// What "whole in its slot" means, measured on a drawing: no ink on the slot's outermost pixel
/// (drawn without the style's own background, ``ink(_:)``, the ring of edge pixels is the
/// canvas's colour), something drawn inside, and no item of the scene reaching past the slot less
/// ``clearance`` (nothing cut where the raster cannot see it, such as a letter pushed out whole).
enum SlotInk {
    /// How far every item stays from the slot's edge, in points: 1 pt (the styles keep 2).
    static let clearance = 1.0

    /// The pixels of the outermost ring that differ from its first pixel.
    static func pixelsOnEdge(_ bitmap: Bitmap) -> Int {
        let corner = bitmap.at(0, 0)
        var count = 0
        for x in 0..<bitmap.width where bitmap.at(x, 0) != corner || bitmap.at(x, bitmap.height - 1) != corner {
            count += 1
        }
        for y in 0..<bitmap.height where bitmap.at(0, y) != corner || bitmap.at(bitmap.width - 1, y) != corner {
            count += 1
        }
        return count
    }

    /// Whether any pixel differs from the corner's (the background).
    static func drawsSomething(_ bitmap: Bitmap) -> Bool {
        let corner = bitmap.at(0, 0)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.at(x, y) != corner { return true }
        }
        return false
    }

    /// The scene-space bounds of an item that draws (stroke width, transform and clip
    /// included), or nil for a fill of the whole area (a background).
    static func bounds(of item: IndicatorScene.Item, in area: Size) -> Rect? {
        let t = item.transform
        func transformed(_ r: Rect) -> Rect {
            let corners = [
                Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY),
            ].map(t.apply)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        var box: Rect
        switch item.content {
        case let .fill(path, _):
            box = path.transformed(by: t).bounds
            if box == Rect(origin: .zero, size: area) { return nil }
        case let .stroke(path, style):
            let stretch = Swift.max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
            let half = style.width / 2 * stretch
            box = path.transformed(by: t).bounds.insetBy(dx: -half, dy: -half)
        case let .image(_, rect):
            box = transformed(rect)
        }
        if let clip = item.clip { box = box.intersection(clip) }
        return box
    }

    /// `scene` without the fills of its whole area (a style's own background, which spans the
    /// slot by design): the ink the pixel checks judge.
    static func ink(_ scene: IndicatorScene) -> IndicatorScene {
        IndicatorScene(size: scene.size, items: scene.items.filter { bounds(of: $0, in: scene.size) != nil })
    }

    /// One line per item of `scene` that reaches closer than ``clearance`` to the slot's edge.
    static func overflows(_ scene: IndicatorScene) -> [String] {
        let area = scene.size
        var lines: [String] = []
        for (index, item) in scene.items.enumerated() where item.opacity > 0 {
            guard let box = bounds(of: item, in: area), box.width > 0 || box.height > 0 else { continue }
            if box.minX < clearance || box.minY < clearance || box.maxX > area.width - clearance
                || box.maxY > area.height - clearance
            {
                lines.append("item \(index) at \(box.minX)…\(box.maxX) × \(box.minY)…\(box.maxY)")
            }
        }
        return lines
    }

    /// The trigger distance of a slot: its depth along the pull, the width of a slot taller
    /// than wide (a leading or trailing control), else the height.
    static func trigger(of size: Size) -> Double {
        size.height > size.width ? size.width : size.height
    }
}

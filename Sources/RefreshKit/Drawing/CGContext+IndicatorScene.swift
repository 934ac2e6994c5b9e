#if canImport(UIKit)
import CoreGraphics
import RefreshKitCore
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

extension CGContext {
    /// Draws every item of `scene`, back to front, mapping the scene's (0, 0)–`size` onto
    /// `rect`.
    ///
    /// The context must be y-down, as UIKit's are (`UIView.draw(_:)`,
    /// `UIGraphicsImageRenderer`, `UIGraphicsGetCurrentContext()`): the scene's y grows down as
    /// UIKit's does, so nothing is flipped for paths. (For a bare `CGBitmapContext`, which is
    /// y-up, translate by its height and scale y by −1 first.)
    ///
    /// Each item is drawn inside its own `saveGState`/`restoreGState`:
    /// 1. its clip (an axis-aligned rectangle in scene space) is applied first;
    /// 2. then its transform (user space → scene space) is concatenated;
    /// 3. its opacity (clamped to 0…1) becomes the context's alpha (`setAlpha`, which replaces
    ///    an alpha set before the call), so it multiplies the paint;
    /// 4. fills use `.winding` (``FillRule/nonZero``) or `.evenOdd`;
    ///    strokes use the width, cap, join and miter limit, and draw
    ///    `path.trimmed(from: trimStart, to: trimEnd)`;
    ///    linear gradients are laid out as `CAGradientLayer` lays them out (unit points in
    ///    `gradient.frame ?? path.bounds`, end colours padded), through the fill or the stroked
    ///    outline as a clip;
    ///    images are drawn into their rectangle upright (row 0 at the top).
    ///
    /// Items with a non-finite or singular transform, a NaN opacity, a non-finite clip or
    /// image rectangle, a stroke width that is not positive, or a gradient without stops
    /// draw nothing — as RefreshKit's own rasterizer, which reports them as errors instead.
    /// A scene whose size is not positive and finite draws nothing.
    ///
    /// - Parameters:
    ///   - scene: The scene to draw.
    ///   - rect: Where its (0, 0)–`size` lands, in the context's user space; a rectangle that is
    ///     empty or not finite draws nothing.
    public func draw(_ scene: IndicatorScene, in rect: CGRect) {
        guard scene.size.isPositiveFinite, Rect(rect).isFinite, !rect.isEmpty else { return }
        saveGState()
        defer { restoreGState() }
        translateBy(x: rect.minX, y: rect.minY)
        scaleBy(x: rect.width / scene.size.width, y: rect.height / scene.size.height)
        for item in scene.items { draw(item) }
    }

    private func draw(_ item: IndicatorScene.Item) {
        guard !item.opacity.isNaN, item.opacity > 0,
            item.transform.isFinite, item.transform.determinant != 0
        else { return }
        if let clip = item.clip, !clip.isFinite || clip.isEmpty { return }
        saveGState()
        defer { restoreGState() }
        if let clip = item.clip { self.clip(to: CGRect(clip)) }
        concatenate(CGAffineTransform(item.transform))
        setAlpha(min(item.opacity, 1))

        switch item.content {
        case let .fill(path, rule):
            let fillRule: CGPathFillRule = rule == .evenOdd ? .evenOdd : .winding
            switch item.paint {
            case let .solid(color):
                addPath(path.cgPath)
                setFillColor(color.cgColor)
                fillPath(using: fillRule)
            case let .linearGradient(gradient):
                guard let resolved = ResolvedGradient(gradient, pathBounds: { path.bounds }) else { return }
                addPath(path.cgPath)
                clip(using: fillRule)
                fill(resolved)
            }

        case let .stroke(path, style):
            guard style.width.isFinite, style.width > 0,
                !style.trimStart.isNaN, !style.trimEnd.isNaN
            else { return }
            let drawn = style.visiblePart(of: path)
            guard !drawn.isEmpty else { return }
            addPath(drawn.cgPath)
            setLineWidth(style.width)
            setLineCap(CGLineCap(style.cap))
            setLineJoin(CGLineJoin(style.join))
            setMiterLimit(style.miterLimit)
            switch item.paint {
            case let .solid(color):
                setStrokeColor(color.cgColor)
                strokePath()
            case let .linearGradient(gradient):
                // The gradient's frame defaults to the bounds of the whole path, not the trimmed
                // part: a trim reveals a gradient that stays put, as a CAShapeLayer mask does.
                guard let resolved = ResolvedGradient(gradient, pathBounds: { path.bounds }) else { return }
                replacePathWithStrokedPath()
                clip()
                fill(resolved)
            }

        case let .image(bitmap, rect):
            guard rect.isFinite, !rect.isEmpty, let image = bitmap.cgImage else { return }
            // `draw(_:in:)` puts row 0 at the rectangle's max y (Core Graphics is y-up): flip
            // about the rectangle so that row 0 lands at its top in this y-down space.
            translateBy(x: rect.minX, y: rect.maxY)
            scaleBy(x: 1, y: -1)
            draw(image, in: CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
        }
    }

    /// Paints a resolved gradient over the current clip.
    private func fill(_ gradient: ResolvedGradient) {
        if let solid = gradient.solid {
            setFillColor(solid.cgColor)
            fill(boundingBoxOfClipPath)
            return
        }
        guard let cgGradient = gradient.cgGradient else { return }
        drawLinearGradient(
            cgGradient, start: gradient.start, end: gradient.end,
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }
}

extension CGLineCap {
    init(_ cap: StrokeOptions.LineCap) {
        switch cap {
        case .butt: self = .butt
        case .round: self = .round
        case .square: self = .square
        }
    }
}

extension CGLineJoin {
    init(_ join: StrokeOptions.LineJoin) {
        switch join {
        case .miter: self = .miter
        case .round: self = .round
        case .bevel: self = .bevel
        }
    }
}
#endif

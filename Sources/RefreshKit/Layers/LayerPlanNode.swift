#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit
#elseif CORE_ANIMATION_MODEL
import CoreAnimationModel
import RefreshKitCore
#endif
#if canImport(UIKit) || CORE_ANIMATION_MODEL

/// The Core Animation layers of one ``LayerPlan`` layer, from the outside in: an optional clip
/// container (the item's clip is in plan space, outside its transform), the layer carrying the
/// item's transform, opacity and hidden flag, the rotor carrying `transform.rotation.z` (so the
/// rotation turns the content about the item's origin inside its transform), when the layer plays
/// tracks on both of a driven plan's clocks a scrub layer standing still at the pull (its
/// `timeOffset`) for the pull's tracks, and the content: a shape, a gradient masked by a shape, or
/// an image. Every layer but the clip and the content has zero bounds and its anchor at its origin.
@MainActor
struct LayerPlanNode {
    /// What goes into the plan's container.
    let top: CALayer
    /// The clip container, when the item clips: its bounds are the clip rectangle in plan
    /// space and its position that rectangle's origin, so a `clip` track moves the window
    /// while the content stays where it is.
    let clip: CALayer?
    /// Transform, opacity, hidden.
    let transformed: CALayer
    /// `transform.rotation.z`.
    let rotor: CALayer
    /// When the layer plays tracks on the state's clock and with the pull: inside what the clock
    /// moves, the layer whose `timeOffset` is the pull's (`speed` 0), holding the content, and the
    /// pull's opacity and hidden flag.
    let scrub: CALayer?
    /// The shape (the gradient's mask when the paint is a gradient).
    let shape: CAShapeLayer?
    /// The gradient, when the paint is one.
    let gradient: CAGradientLayer?
    /// The image, when the item draws one.
    let image: CALayer?
    /// The rectangle the plan's gradient points are fractions of (the paint's frame, or the
    /// path's bounds when it has none), in the content's space.
    private let gradientReference: Rect?

    /// The layers of `item`, whose path (and line width) may take every value in `paths` and
    /// `lineWidths` while the plan plays: a gradient layer covers all of them. With `scrubbed`, a
    /// scrub layer stands between the rotor and the content.
    init(
        _ item: IndicatorScene.Item, paths: [VectorPath] = [], lineWidths: [Double] = [],
        images: (Bitmap) -> CGImage? = { $0.cgImage }, scrubbed: Bool = false
    ) {
        transformed = Self.pivot()
        transformed.setAffineTransform(CGAffineTransform(item.transform))
        transformed.opacity = Float(item.opacity)
        rotor = Self.pivot()
        transformed.addSublayer(rotor)
        scrub = scrubbed ? Self.scrubLayer() : nil
        if let scrub { rotor.addSublayer(scrub) }
        let holder = scrub ?? rotor
        if let rect = item.clip {
            let container = CALayer()
            container.anchorPoint = .zero
            container.bounds = CGRect(rect)
            container.position = CGPoint(x: rect.minX, y: rect.minY)
            container.masksToBounds = true
            container.addSublayer(transformed)
            top = container
            clip = container
        } else {
            top = transformed
            clip = nil
        }
        let path: VectorPath
        var stroke: StrokeOptions?
        switch item.content {
        case let .image(bitmap, rect):
            let layer = CALayer()
            layer.frame = CGRect(rect)
            layer.contents = images(bitmap)
            holder.addSublayer(layer)
            image = layer
            shape = nil
            gradient = nil
            gradientReference = nil
            return
        case let .fill(p, rule):
            path = p
            let layer = Self.shape(p)
            layer.fillRule = rule == .evenOdd ? .evenOdd : .nonZero
            layer.fillColor = Self.solid(item.paint)
            layer.strokeColor = nil
            shape = layer
        case let .stroke(p, style):
            path = p
            stroke = style
            let layer = Self.shape(p)
            layer.fillColor = nil
            layer.strokeColor = Self.solid(item.paint)
            layer.lineWidth = CGFloat(style.width)
            layer.lineCap = style.cap == .round ? .round : style.cap == .square ? .square : .butt
            layer.lineJoin = style.join == .round ? .round : style.join == .bevel ? .bevel : .miter
            layer.miterLimit = CGFloat(style.miterLimit)
            layer.strokeStart = CGFloat(style.trimStart)
            layer.strokeEnd = CGFloat(style.trimEnd)
            shape = layer
        }
        image = nil
        guard let shape, case let .linearGradient(g) = item.paint else {
            gradient = nil
            gradientReference = nil
            if let shape { holder.addSublayer(shape) }
            return
        }
        // A gradient: the shape, in black, becomes the mask of a gradient layer that covers
        // everything the shape can draw (a gradient layer draws only inside its bounds).
        if stroke != nil { shape.strokeColor = Self.black } else { shape.fillColor = Self.black }
        let reference = g.frame ?? path.bounds
        let frame = Self.cover(paths: [path] + paths, stroke: stroke, lineWidths: lineWidths)
        let layer = CAGradientLayer()
        layer.frame = CGRect(frame)
        layer.colors = g.stops.map(\.color.cgColor)
        layer.locations = g.stops.map { NSNumber(value: $0.location) }
        gradientReference = reference
        shape.position = CGPoint(x: -frame.minX, y: -frame.minY)
        layer.mask = shape
        holder.addSublayer(layer)
        gradient = layer
        layer.startPoint = unit(g.startPoint)
        layer.endPoint = unit(g.endPoint)
    }

    /// A gradient point of the plan (a fraction of the gradient's reference rectangle) as a
    /// fraction of the gradient layer's bounds.
    func unit(_ p: Point) -> CGPoint {
        guard let reference = gradientReference, let frame = gradient?.frame, frame.width > 0, frame.height > 0 else {
            return CGPoint(p)
        }
        let x = reference.minX + p.x * reference.width, y = reference.minY + p.y * reference.height
        return CGPoint(x: (CGFloat(x) - frame.minX) / frame.width, y: (CGFloat(y) - frame.minY) / frame.height)
    }

    /// The layer an animation of `keyPath` goes on (`onClock` for a track that plays on the
    /// state's clock: a scrubbed layer's opacity and hidden flag then stay outside the scrub).
    func target(for keyPath: LayerProperty, onClock: Bool = false) -> CALayer {
        switch keyPath {
        case .transform: return transformed
        case .opacity, .hidden: return onClock ? transformed : scrub ?? transformed
        case .rotationZ: return rotor
        case .clip: return clip ?? transformed
        case .startPoint, .endPoint, .locations, .colors: return gradient ?? transformed
        case .contents: return image ?? transformed
        case .path, .lineWidth, .strokeStart, .strokeEnd, .fillColor, .strokeColor: return shape ?? transformed
        }
    }

    /// A rectangle holding everything `paths` draw: their bounds, grown by the stroke's reach
    /// (half the widest line, times the miter limit for mitred corners or √2 for square caps).
    static func cover(paths: [VectorPath], stroke: StrokeOptions?, lineWidths: [Double]) -> Rect {
        var box: Rect?
        for path in paths where !path.elements.isEmpty {
            let b = path.bounds
            box = box.map { $0.union(b) } ?? b
        }
        guard var rect = box else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        if let stroke {
            let half = ([stroke.width] + lineWidths).reduce(0) { Swift.max($0, Swift.abs($1)) } / 2
            let factor = stroke.join == .miter ? Swift.max(stroke.miterLimit, 2.0.squareRoot()) : 2.0.squareRoot()
            let reach = half * factor + 1
            rect = Rect(
                x: rect.minX - reach, y: rect.minY - reach, width: rect.width + 2 * reach,
                height: rect.height + 2 * reach)
        }
        return rect
    }

    /// A pivot whose time stands still (`speed` 0) at its `timeOffset`, which the plan layer sets
    /// to the pull: the tracks of the layers inside it follow the pull while the plan layer's
    /// own time runs on the state's clock.
    static func scrubLayer() -> CALayer {
        let layer = pivot()
        layer.speed = 0
        return layer
    }

    /// A layer of zero size whose anchor is its origin, at the origin: its transform turns and
    /// moves its sublayers about that point.
    private static func pivot() -> CALayer {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = .zero
        layer.position = .zero
        return layer
    }

    private static func shape(_ path: VectorPath) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.anchorPoint = .zero
        layer.bounds = .zero
        layer.position = .zero
        layer.path = path.cgPath
        return layer
    }

    /// Opaque black: what a mask's shape is painted with.
    private static let black = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)

    private static func solid(_ paint: Paint) -> CGColor? {
        if case let .solid(color) = paint { return color.cgColor }
        return nil
    }
}
#endif

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
/// rotation turns the content about the item's origin inside its transform, as
/// ``LayerPlanEvaluator`` says), and the content: a shape, a gradient masked by a shape, or an
/// image. Every layer but the clip and the content has zero bounds and its anchor at its origin.
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
    /// The shape (the gradient's mask when the paint is a gradient).
    let shape: CAShapeLayer?
    /// The gradient, when the paint is one.
    let gradient: CAGradientLayer?
    /// The image, when the item draws one.
    let image: CALayer?

    init(_ item: IndicatorScene.Item) {
        transformed = Self.pivot()
        transformed.setAffineTransform(CGAffineTransform(item.transform))
        transformed.opacity = Float(item.opacity)
        rotor = Self.pivot()
        transformed.addSublayer(rotor)
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
        switch item.content {
        case let .image(bitmap, rect):
            let layer = CALayer()
            layer.frame = CGRect(rect)
            layer.contents = bitmap.cgImage
            rotor.addSublayer(layer)
            image = layer; shape = nil; gradient = nil
            return
        case let .fill(path, rule):
            let layer = Self.shape(path)
            layer.fillRule = rule == .evenOdd ? .evenOdd : .nonZero
            layer.fillColor = Self.solid(item.paint)
            layer.strokeColor = nil
            shape = layer
        case let .stroke(path, style):
            let layer = Self.shape(path)
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
            if let shape { rotor.addSublayer(shape) }
            return
        }
        // A gradient: the shape, in black, becomes the mask of a gradient layer over its frame.
        let layer = CAGradientLayer()
        let frame = g.frame.map(CGRect.init) ?? shape.path?.boundingBoxOfPath ?? .zero
        layer.frame = frame
        layer.colors = g.stops.map(\.color.cgColor)
        layer.locations = g.stops.map { NSNumber(value: $0.location) }
        layer.startPoint = Self.unit(g.startPoint, in: frame)
        layer.endPoint = Self.unit(g.endPoint, in: frame)
        if shape.strokeColor != nil { shape.strokeColor = Self.black } else { shape.fillColor = Self.black }
        shape.position = CGPoint(x: -frame.minX, y: -frame.minY)
        layer.mask = shape
        rotor.addSublayer(layer)
        gradient = layer
    }

    /// The layer an animation of `keyPath` goes on.
    func target(for keyPath: String) -> CALayer {
        switch keyPath {
        case "transform", "opacity", "hidden": return transformed
        case "transform.rotation.z": return rotor
        case "clip": return clip ?? transformed
        case "startPoint", "endPoint", "locations", "colors": return gradient ?? transformed
        case "contents": return image ?? transformed
        default: return shape ?? transformed
        }
    }

    /// A point of the plan as a fraction of `frame` (a gradient layer's unit square).
    static func unit(_ p: Point, in frame: CGRect) -> CGPoint {
        guard frame.width > 0, frame.height > 0 else { return .zero }
        return CGPoint(x: (CGFloat(p.x) - frame.minX) / frame.width, y: (CGFloat(p.y) - frame.minY) / frame.height)
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

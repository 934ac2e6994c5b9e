#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit

/// A ``LayerPlan`` as Core Animation layers: one `CAShapeLayer` per plan layer (a
/// `CAGradientLayer` masked by one when the paint is a gradient), in a container the size of the
/// plan, with one `CAKeyframeAnimation` per track — a thin, one-to-one mapping. A refreshing
/// loop is handed to the render server and plays with no main-thread work; a pull is driven by
/// ``setPullProgress(_:)``, one `timeOffset` write on a container whose `speed` is 0.
///
/// Not yet what `RefreshControl` draws with (it still redraws scenes with Core Graphics); this
/// is the mapping that will replace it, type-checked against the iOS SDK.
@MainActor
public final class LayerPlanLayer: CALayer {
    /// The plan shown.
    public private(set) var plan: LayerPlan?

    /// Shows `plan`: replaces the sublayers and their animations. A pull plan stands still at
    /// progress 0 until ``setPullProgress(_:)``; a refreshing plan starts playing now.
    ///
    /// - Parameter plan: The plan to show.
    public func show(_ plan: LayerPlan) {
        self.plan = plan
        sublayers?.forEach { $0.removeFromSuperlayer() }
        bounds = CGRect(x: 0, y: 0, width: plan.size.width, height: plan.size.height)
        let content = plan.layers.map(Self.makeLayer)
        content.forEach(addSublayer)
        let start = CACurrentMediaTime()
        for track in plan.animations where content.indices.contains(track.layer) {
            let target = content[track.layer]
            let gradient = Self.animatedLayer(for: "colors", in: target) as? CAGradientLayer
            // A gradient layer's points are fractions of its frame, not points of the plan.
            let animation = Self.animation(track, gradientFrame: gradient?.frame)
            animation.beginTime = plan.phase.isDriven ? track.beginTime : start + track.beginTime
            (Self.animatedLayer(for: track.keyPath, in: target)).add(animation, forKey: track.keyPath)
        }
        if plan.phase.isDriven {
            speed = 0
            timeOffset = 0
        } else {
            speed = 1
        }
    }

    /// Drives a pull plan: the progress (0…1) is the animations' time. One property write.
    ///
    /// - Parameter progress: Pull distance / trigger distance.
    public func setPullProgress(_ progress: Double) {
        guard plan?.phase.isDriven == true, progress.isFinite else { return }
        timeOffset = CFTimeInterval(Swift.min(Swift.max(progress, 0), 1))
    }

    // MARK: Mapping

    private static func makeLayer(_ item: IndicatorScene.Item) -> CALayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(origin: .zero, size: .zero)
        shape.setAffineTransform(CGAffineTransform(item.transform))
        shape.opacity = Float(item.opacity)
        switch item.content {
        case let .fill(path, rule):
            shape.path = path.cgPath
            shape.fillRule = rule == .evenOdd ? .evenOdd : .nonZero
            shape.fillColor = solid(item.paint)
            shape.strokeColor = nil
        case let .stroke(path, style):
            shape.path = path.cgPath
            shape.fillColor = nil
            shape.strokeColor = solid(item.paint)
            shape.lineWidth = CGFloat(style.width)
            shape.lineCap = style.cap == .round ? .round : style.cap == .square ? .square : .butt
            shape.lineJoin = style.join == .round ? .round : style.join == .bevel ? .bevel : .miter
            shape.miterLimit = CGFloat(style.miterLimit)
            shape.strokeStart = CGFloat(style.trimStart)
            shape.strokeEnd = CGFloat(style.trimEnd)
        case let .image(bitmap, rect):
            let image = CALayer()
            image.frame = CGRect(rect)
            image.contents = bitmap.cgImage
            return clipped(image, item.clip)
        }
        guard case let .linearGradient(g) = item.paint else { return clipped(shape, item.clip) }
        // A gradient: the shape becomes the mask of a gradient layer that fills the plan.
        let gradient = CAGradientLayer()
        let frame = g.frame.map(CGRect.init) ?? shape.path?.boundingBoxOfPath ?? .zero
        gradient.frame = frame
        gradient.colors = g.stops.map(\.color.cgColor)
        gradient.locations = g.stops.map { NSNumber(value: $0.location) }
        gradient.startPoint = unit(g.startPoint, in: frame)
        gradient.endPoint = unit(g.endPoint, in: frame)
        shape.fillColor = shape.strokeColor == nil ? UIColor.black.cgColor : nil
        if shape.strokeColor != nil { shape.strokeColor = UIColor.black.cgColor }
        shape.frame = CGRect(x: -frame.minX, y: -frame.minY, width: 0, height: 0)
        gradient.mask = shape
        return clipped(gradient, item.clip)
    }

    private static func clipped(_ layer: CALayer, _ clip: Rect?) -> CALayer {
        guard let clip else { return layer }
        let container = CALayer()
        container.frame = CGRect(clip)
        container.masksToBounds = true
        layer.frame = layer.frame.offsetBy(dx: -CGFloat(clip.minX), dy: -CGFloat(clip.minY))
        container.addSublayer(layer)
        return container
    }

    private static func solid(_ paint: Paint) -> CGColor? {
        if case let .solid(color) = paint { return color.cgColor }
        return nil
    }

    private static func unit(_ p: Point, in frame: CGRect) -> CGPoint {
        guard frame.width > 0, frame.height > 0 else { return .zero }
        return CGPoint(x: (CGFloat(p.x) - frame.minX) / frame.width, y: (CGFloat(p.y) - frame.minY) / frame.height)
    }

    /// The layer an animation of `keyPath` goes on: the gradient itself for its own properties,
    /// its mask (the shape) for the shape's.
    private static func animatedLayer(for keyPath: String, in layer: CALayer) -> CALayer {
        let base = layer.sublayers?.first.flatMap { $0 is CAShapeLayer || $0 is CAGradientLayer ? $0 : nil } ?? layer
        if let gradient = base as? CAGradientLayer {
            switch keyPath {
            case "startPoint", "endPoint", "locations", "colors", "opacity", "transform", "hidden": return gradient
            default: return gradient.mask ?? gradient
            }
        }
        return base
    }

    private static func animation(_ track: LayerAnimation, gradientFrame: CGRect?) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: track.keyPath)
        animation.keyTimes = track.keyTimes.map { NSNumber(value: $0) }
        animation.values = track.values.map { keyframe -> Any in
            if let frame = gradientFrame, case let .point(p) = keyframe {
                return NSValue(cgPoint: unit(p, in: frame))
            }
            return value(keyframe)
        }
        animation.calculationMode = track.calculationMode == .discrete ? .discrete : .linear
        animation.duration = track.duration
        animation.repeatCount = track.repeatCount.map(Float.init) ?? .infinity
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }

    private static func value(_ value: KeyframeValue) -> Any {
        switch value {
        case let .number(x): return NSNumber(value: x)
        case let .color(c): return c.cgColor
        case let .path(p): return p.cgPath
        case let .transform(t): return NSValue(caTransform3D: CATransform3DMakeAffineTransform(CGAffineTransform(t)))
        case let .flag(f): return NSNumber(value: f)
        case let .point(p): return NSValue(cgPoint: CGPoint(x: p.x, y: p.y))
        case let .numbers(xs): return xs.map { NSNumber(value: $0) }
        case let .colors(cs): return cs.map(\.cgColor)
        case let .image(b): return b.cgImage as Any
        case let .rect(r): return NSValue(cgRect: CGRect(r))
        }
    }
}
#endif

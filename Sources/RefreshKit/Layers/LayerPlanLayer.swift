#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit
#elseif CORE_ANIMATION_MODEL
import CoreAnimationModel
import RefreshKitCore
#endif
#if canImport(UIKit) || CORE_ANIMATION_MODEL

/// A ``LayerPlan`` as Core Animation layers — a thin, one-to-one mapping: per plan layer a
/// `CAShapeLayer` (a `CAGradientLayer` masked by one when the paint is a gradient, a plain layer
/// with `contents` for an image) and one `CAKeyframeAnimation` per track, in a container the size
/// of the plan. What `RefreshControl` draws with unless the indicator falls back to scenes.
///
/// Each plan layer is a small stack, from the outside in: a clip container (`masksToBounds`, only
/// when the item clips), a layer carrying the item's `transform`, `opacity` and `hidden`, a
/// rotor carrying `transform.rotation.z` (identity model transform, anchor at its origin, so the
/// rotation turns the content about the item's origin inside its transform), then the content.
///
/// Phases: a driven one (pull, armed, collapsing) stands still (`speed` 0) and follows
/// ``setTimeOffset(_:)``, one property write; a refreshing loop plays for ever and a finishing
/// animation once, on the render server, from the time they began.
@MainActor
public final class LayerPlanLayer: CALayer {
    /// The plan shown.
    public private(set) var plan: LayerPlan?

    /// Shows `plan` from now: a driven plan stands still at 0 until ``setTimeOffset(_:)``; a
    /// loop or a finishing animation starts playing now.
    ///
    /// - Parameter plan: The plan to show.
    public func show(_ plan: LayerPlan) { show(plan, beganAt: CACurrentMediaTime()) }

    /// Shows `plan` as if it began at `beginTime`: replaces the sublayers and their animations
    /// (with no implicit animation). A loop shown again after a change of appearance carries on
    /// where it was; a driven plan ignores `beginTime` and stands still at 0.
    ///
    /// - Parameters:
    ///   - plan: The plan to show.
    ///   - beginTime: When the plan began, in media time (`CACurrentMediaTime()`).
    public func show(_ plan: LayerPlan, beganAt beginTime: CFTimeInterval) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        self.plan = plan
        sublayers?.forEach { $0.removeFromSuperlayer() }
        bounds = CGRect(x: 0, y: 0, width: plan.size.width, height: plan.size.height)
        // The clock first: the tracks' begin times are read in this layer's time.
        timeOffset = 0
        speed = plan.phase.isDriven ? 0 : 1
        let base = plan.phase.isDriven ? 0 : convertTime(beginTime, from: nil)
        let nodes = plan.layers.map(LayerPlanNode.init)
        nodes.forEach { addSublayer($0.top) }
        Self.setScale(contentsScale, of: self)
        for track in plan.animations where nodes.indices.contains(track.layer) {
            let node = nodes[track.layer]
            let animation = Self.animation(track, gradientFrame: node.gradient?.frame)
            // A begin time of exactly 0 means "now" to Core Animation, which for a layer whose
            // speed is 0 is wherever its offset stands: a driven track begins just after 0.
            animation.beginTime = plan.phase.isDriven ? Swift.max(track.beginTime, Self.drivenBeginTime)
                : base + track.beginTime
            if track.keyPath == "clip" {
                // The window moves: the container's bounds (in plan space) and its position
                // (the bounds' origin), together.
                let position = Self.animation(track, gradientFrame: nil, keyPath: "position")
                position.values = track.values.map { keyframe -> Any in
                    guard case let .rect(r) = keyframe else { return Self.value(keyframe) }
                    return NSValue(cgPoint: CGPoint(x: r.minX, y: r.minY))
                }
                position.beginTime = animation.beginTime
                node.target(for: "clip").add(position, forKey: "position")
                node.target(for: "clip").add(Self.animation(track, gradientFrame: nil, keyPath: "bounds", beginTime: animation.beginTime),
                                             forKey: "bounds")
                continue
            }
            node.target(for: track.keyPath).add(animation, forKey: track.keyPath)
        }
    }

    /// Pixels per point of the shapes, gradients and images: set it to the screen's scale
    /// (`traitCollection.displayScale`); layers made outside a view render at 1 otherwise.
    public override var contentsScale: CGFloat {
        didSet { if contentsScale != oldValue { Self.setScale(contentsScale, of: self) } }
    }

    /// Sets `scale` on every sublayer and mask below `layer`.
    nonisolated private static func setScale(_ scale: CGFloat, of layer: CALayer) {
        for sublayer in layer.sublayers ?? [] {
            sublayer.contentsScale = scale
            if let mask = sublayer.mask { mask.contentsScale = scale; setScale(scale, of: mask) }
            setScale(scale, of: sublayer)
        }
    }

    /// Drives a driven plan (pull, armed, collapsing): `time` (0…1) is the tracks' time. One
    /// property write; nothing for a plan that plays by itself.
    ///
    /// - Parameter time: The pull progress, the over-pull in trigger distances, or how far a
    ///   header has collapsed.
    public func setTimeOffset(_ time: Double) {
        guard plan?.phase.isDriven == true, time.isFinite else { return }
        let offset = CFTimeInterval(Swift.min(Swift.max(time, 0), 1))
        if timeOffset != offset { timeOffset = offset }
    }

    /// Drives a pull plan: the progress (0…1) is the animations' time. One property write.
    ///
    /// - Parameter progress: Pull distance / trigger distance.
    public func setPullProgress(_ progress: Double) { setTimeOffset(progress) }

    /// The begin time of a driven track that begins at 0: the smallest time Core Animation does
    /// not read as "now" (as `AVCoreAnimationBeginTimeAtZero`).
    static let drivenBeginTime: CFTimeInterval = 1e-100

    // MARK: Tracks

    private static func animation(_ track: LayerAnimation, gradientFrame: CGRect?, keyPath: String? = nil,
                                  beginTime: CFTimeInterval? = nil) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath ?? track.keyPath)
        if let beginTime { animation.beginTime = beginTime }
        // A turn that goes further every loop carries on from where the last pass ended.
        animation.isCumulative = track.isCumulative
        animation.keyTimes = track.keyTimes.map { NSNumber(value: $0) }
        animation.values = track.values.map { keyframe -> Any in
            if let frame = gradientFrame, case let .point(p) = keyframe {
                return NSValue(cgPoint: LayerPlanNode.unit(p, in: frame))
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

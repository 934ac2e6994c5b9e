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
/// Phases: a driven one (pull, armed, collapsing) stands still (`speed` 0) and follows
/// ``setTimeOffset(_:)``, one property write; a refreshing loop plays for ever and a finishing
/// animation once, on the render server, from the time they began. A driven plan that also plays
/// tracks on the state's clock (the classic arrow's flip) runs on the render server's clock from
/// the time its state began, the layers the pull drives standing still inside scrub layers that
/// ``setTimeOffset(_:)`` writes instead (one per run of such layers, and one inside each layer
/// that plays on both).
@MainActor
public final class LayerPlanLayer: CALayer {
    /// The plan shown.
    public private(set) var plan: LayerPlan?
    /// When the plan shown began, in media time.
    private var planBeginTime: CFTimeInterval = 0
    /// Every animation added for the plan shown, by layer and key.
    private var added: [(layer: CALayer, key: String)] = []
    /// The images of the plan shown, made once per bitmap.
    private var images: [Bitmap: CGImage] = [:]
    /// The layers a driven plan's `timeOffset` is written to: this layer, or the scrub layers of a
    /// plan with tracks on the state's clock.
    private var scrubs: [CALayer] = []
    /// The `timeOffset` a driven plan stands at.
    private var drivenTime: CFTimeInterval = 0

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
        planBeginTime = beginTime
        added = []
        sublayers?.forEach { $0.removeFromSuperlayer() }
        bounds = CGRect(x: 0, y: 0, width: plan.size.width, height: plan.size.height)
        // The clock first: the tracks' begin times are read in this layer's time.
        timeOffset = 0
        drivenTime = 0
        let clocked = plan.phase.isDriven && plan.hasClock
        speed = plan.phase.isDriven && !clocked ? 0 : 1
        let base = plan.phase.isDriven && !clocked ? 0 : convertTime(beginTime, from: nil)
        let images = makeImages(plan)
        var onClock: [Bool] = []
        let nodes = plan.layers.indices.map { index in
            let tracks = plan.animations.filter { $0.layer == index }
            let clockTracks = tracks.contains(where: \.runsOnClock)
            onClock.append(clockTracks)
            return LayerPlanNode(
                plan.layers[index],
                paths: tracks.filter { $0.keyPath == .path }.flatMap(\.values).compactMap {
                    if case let .path(p) = $0 { p } else { nil }
                },
                lineWidths: tracks.filter { $0.keyPath == .lineWidth }.flatMap(\.values).compactMap {
                    if case let .number(x) = $0 { x } else { nil }
                },
                images: { images[$0] ?? $0.cgImage },
                scrubbed: clocked && clockTracks && tracks.contains { !$0.runsOnClock })
        }
        scrubs = clocked ? [] : [self]
        var run: CALayer?  // the scrub layer of the current run of layers the pull drives
        for (node, plays) in zip(nodes, onClock) {
            guard clocked else {
                addSublayer(node.top)
                continue
            }
            if plays {
                run = nil
                addSublayer(node.top)
                if let scrub = node.scrub { scrubs.append(scrub) }
            } else {
                if run == nil {
                    let scrub = LayerPlanNode.scrubLayer()
                    addSublayer(scrub)
                    scrubs.append(scrub)
                    run = scrub
                }
                run?.addSublayer(node.top)
            }
        }
        Self.setScale(contentsScale, of: self)
        // Later tracks over earlier ones: added in the order they begin, each under its own key;
        // a track fills forwards (holding its last value until a later one begins), and only one
        // that begins with the plan fills backwards.
        let order = plan.animations.indices.sorted { a, b in
            let (x, y) = (plan.animations[a].beginTime, plan.animations[b].beginTime)
            return x < y || (x == y && a < b)
        }
        for index in order {
            let track = plan.animations[index]
            guard nodes.indices.contains(track.layer) else { continue }
            let node = nodes[track.layer]
            let key = "refreshkit.\(index)"
            // A begin time of exactly 0 means "now" to Core Animation, which for a layer whose
            // speed is 0 is wherever its offset stands: a driven track begins just after 0.
            let driven = plan.phase.isDriven && !track.runsOnClock
            let begin = driven ? Swift.max(track.beginTime, Self.drivenBeginTime) : base + track.beginTime
            let fill: CAMediaTimingFillMode = track.beginTime <= 0 ? .both : .forwards
            if track.keyPath == .clip {
                // The window moves: the container's bounds (in plan space) and its position
                // (the bounds' origin), together.
                let position = Self.animation(track, keyPath: "position", beginTime: begin, fillMode: fill) {
                    keyframe in
                    guard case let .rect(r) = keyframe else { return Self.value(keyframe) }
                    return NSValue(cgPoint: CGPoint(x: r.minX, y: r.minY))
                }
                let bounds = Self.animation(
                    track, keyPath: "bounds", beginTime: begin, fillMode: fill, value: Self.value)
                add(position, forKey: key + ".position", to: node.target(for: .clip, onClock: track.runsOnClock))
                add(bounds, forKey: key + ".bounds", to: node.target(for: .clip, onClock: track.runsOnClock))
                continue
            }
            let isGradientPoint = track.keyPath == .startPoint || track.keyPath == .endPoint
            let animation = Self.animation(track, keyPath: track.keyPath.rawValue, beginTime: begin, fillMode: fill) {
                keyframe in
                if isGradientPoint, case let .point(p) = keyframe { return NSValue(cgPoint: node.unit(p)) }
                if case let .image(b) = keyframe { return images[b] ?? b.cgImage as Any }
                return Self.value(keyframe)
            }
            add(animation, forKey: key, to: node.target(for: track.keyPath, onClock: track.runsOnClock))
        }
    }

    private func add(_ animation: CAKeyframeAnimation, forKey key: String, to layer: CALayer) {
        layer.add(animation, forKey: key)
        added.append((layer, key))
    }

    /// Shows the plan again from when it began if anything took its animations away (a view
    /// leaving its window, the app going to the background, a `removeAllAnimations()`): a loop
    /// carries on where it would be, a driven plan keeps its offset. Nothing when they are there.
    public func restoreAnimationsIfNeeded() {
        guard let plan, added.contains(where: { $0.layer.animation(forKey: $0.key) == nil }) else { return }
        let offset = drivenTime
        show(plan, beganAt: planBeginTime)
        if plan.phase.isDriven { setTimeOffset(offset) }
    }

    /// One `CGImage` per distinct bitmap of the plan, reusing those of the plan shown before.
    private func makeImages(_ plan: LayerPlan) -> [Bitmap: CGImage] {
        var bitmaps: [Bitmap] = []
        for item in plan.layers { if case let .image(b, _) = item.content { bitmaps.append(b) } }
        for track in plan.animations where track.keyPath == .contents {
            for case let .image(b) in track.values { bitmaps.append(b) }
        }
        var made: [Bitmap: CGImage] = [:]
        for bitmap in bitmaps where made[bitmap] == nil {
            if let image = images[bitmap] ?? bitmap.cgImage { made[bitmap] = image }
        }
        images = made
        return made
    }

    /// Pixels per point of the shapes, gradients and images: set it to the screen's scale
    /// (`traitCollection.displayScale`); layers made outside a view render at 1 otherwise. A
    /// scale that is not a positive number (a trait collection off screen reports 0) is ignored.
    public override var contentsScale: CGFloat {
        didSet {
            guard contentsScale > 0, contentsScale.isFinite else {
                super.contentsScale = oldValue
                return
            }
            if contentsScale != oldValue { Self.setScale(contentsScale, of: self) }
        }
    }

    /// Sets `scale` on every sublayer and mask below `layer`.
    nonisolated private static func setScale(_ scale: CGFloat, of layer: CALayer) {
        for sublayer in layer.sublayers ?? [] {
            sublayer.contentsScale = scale
            if let mask = sublayer.mask {
                mask.contentsScale = scale
                setScale(scale, of: mask)
            }
            setScale(scale, of: sublayer)
        }
    }

    /// Drives a driven plan (pull, armed, collapsing): `time` (0…1) is the time of the tracks the
    /// pull drives. One property write (one per scrub layer of a plan that also plays on the
    /// state's clock); nothing for a plan that plays by itself.
    ///
    /// - Parameter time: The pull progress, the over-pull in trigger distances, or how far a
    ///   header has collapsed.
    public func setTimeOffset(_ time: Double) {
        guard plan?.phase.isDriven == true, time.isFinite else { return }
        let offset = CFTimeInterval(Swift.min(Swift.max(time, 0), 1))
        drivenTime = offset
        for scrub in scrubs where scrub.timeOffset != offset { scrub.timeOffset = offset }
    }

    /// Drives a pull plan: the progress (0…1) is the animations' time. One property write.
    ///
    /// - Parameter progress: Pull distance / trigger distance.
    public func setPullProgress(_ progress: Double) { setTimeOffset(progress) }

    /// The begin time of a driven track that begins at 0: the smallest time Core Animation does
    /// not read as "now" (as `AVCoreAnimationBeginTimeAtZero`).
    static let drivenBeginTime: CFTimeInterval = 1e-100

    // MARK: Tracks

    private static func animation(
        _ track: LayerAnimation, keyPath: String, beginTime: CFTimeInterval,
        fillMode: CAMediaTimingFillMode,
        value: (KeyframeValue) -> Any
    ) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.beginTime = beginTime
        // A turn that goes further every loop carries on from where the last pass ended.
        animation.isCumulative = track.isCumulative
        animation.keyTimes = track.keyTimes.map { NSNumber(value: $0) }
        animation.values = track.values.map(value)
        animation.calculationMode = track.calculationMode == .discrete ? .discrete : .linear
        animation.duration = track.duration
        animation.repeatCount = track.repeatCount.map(Float.init) ?? .infinity
        animation.fillMode = fillMode
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

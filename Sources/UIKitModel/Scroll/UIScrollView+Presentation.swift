import RefreshKitCore

/// A view animation of a scroll view's offset, as the render server plays it: additive, from the
/// old offset's difference to none (UIKit's animations of layer properties are additive since
/// iOS 8: WWDC 2014, "Building Interruptible and Responsive Interactions"), so the content moves
/// on smoothly from where it was shown, and the scroll view's own motion adds to it.
struct ModelOffsetAnimation {
    var delta: CGPoint
    var start: Double
    var duration: Double
    var curve: TimingCurve

    /// The part of `delta` still shown at `time`.
    func remaining(at time: Double) -> CGPoint {
        guard time < start + duration else { return .zero }
        let left = 1 - curve.value(at: Swift.max(0, (time - start) / duration))
        return CGPoint(x: delta.x * CGFloat(left), y: delta.y * CGFloat(left))
    }
}

extension UIScrollView {
    /// The offset the screen shows at the world's time: `contentOffset` (the model value, which a
    /// view animation sets at once) plus what the view animations of the offset in flight still
    /// add (the presentation of `bounds.origin`).
    public var modelPresentedContentOffset: CGPoint {
        let now = ModelWorld.current.now
        var shown = contentOffset
        for animation in modelOffsetAnimations {
            let left = animation.remaining(at: now)
            shown.x = shown.x + left.x
            shown.y = shown.y + left.y
        }
        return shown
    }

    /// An offset set inside a view animation block animates on screen from `old`.
    func modelAddOffsetAnimation(from old: CGPoint, to new: CGPoint) {
        let world = ModelWorld.current
        guard world.currentAnimationDuration > 0 else { return }
        modelOffsetAnimations.append(
            ModelOffsetAnimation(
                delta: CGPoint(x: old.x - new.x, y: old.y - new.y), start: world.now + world.currentAnimationDelay,
                duration: world.currentAnimationDuration, curve: world.currentAnimationCurve))
    }

    /// Forgets the animations that ended by `time`.
    func modelPruneOffsetAnimations(at time: Double) {
        if modelOffsetAnimations.isEmpty { return }
        modelOffsetAnimations.removeAll { time >= $0.start + $0.duration }
    }
}

import RefreshKitCore

/// View animations (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)):
/// the `animations` block runs at once — the properties it sets take their new values at once, as
/// UIKit documents for the model layer — and `completion` runs on the run loop when the duration
/// (after the delay) has passed, with `true`; with a duration of 0 or animations disabled, at the
/// beginning of the next run loop turn. On screen, the model shows a scroll view's offset moving
/// (`UIScrollView.modelPresentedContentOffset`); other properties show their new values at once.
extension UIView {
    /// Whether animations are enabled (the world's).
    public static var areAnimationsEnabled: Bool { ModelWorld.current.areAnimationsEnabled }

    /// Enables or disables animations.
    public static func setAnimationsEnabled(_ enabled: Bool) { ModelWorld.current.areAnimationsEnabled = enabled }

    /// Runs `actions` with animations disabled.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let world = ModelWorld.current, saved = world.areAnimationsEnabled
        world.areAnimationsEnabled = false
        defer { world.areAnimationsEnabled = saved }
        actions()
    }

    /// The duration of the animation whose block runs now (0 outside one).
    public static var inheritedAnimationDuration: TimeInterval { ModelWorld.current.currentAnimationDuration }

    /// Animates the changes `animations` makes over `duration` after `delay`; `completion` runs at the end.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let world = ModelWorld.current
        let animated = duration > 0 && world.areAnimationsEnabled
        let saved = (world.currentAnimationDuration, world.currentAnimationCurve, world.currentAnimationDelay)
        world.currentAnimationDuration = animated ? duration : 0
        world.currentAnimationCurve = Self.modelCurve(options)
        world.currentAnimationDelay = Swift.max(0, delay)
        animations()
        (world.currentAnimationDuration, world.currentAnimationCurve, world.currentAnimationDelay) = saved
        world.viewAnimationsStarted += 1
        guard animated else {
            world.runningViewAnimations += 1
            let box = UncheckedBox(completion)
            ModelDispatchQueue.main.async {
                MainActor.assumeIsolated {
                    world.runningViewAnimations -= 1
                    box.value?(true)
                }
            }
            return
        }
        world.runningViewAnimations += 1
        world.schedule(after: Swift.max(0, delay) + duration) {
            world.runningViewAnimations -= 1
            completion?(true)
        }
    }

    /// The timing curve `options` name: "An ease-in ease-out curve … This is the default curve for
    /// most animations" (https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout).
    static func modelCurve(_ options: AnimationOptions) -> TimingCurve {
        switch options.rawValue & (3 << 16) {
        case AnimationOptions.curveEaseIn.rawValue: .easeIn
        case AnimationOptions.curveEaseOut.rawValue: .easeOut
        case AnimationOptions.curveLinear.rawValue: .linear
        default: .easeInEaseOut
        }
    }

    /// Animates over `duration`, then `completion`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }
}

/// View animations (https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)):
/// the `animations` block runs at once — the properties it sets take their new values at once, as
/// UIKit documents for the model layer — and `completion` runs on the run loop when the duration
/// (after the delay) has passed, with `true`; with a duration of 0 or animations disabled, at the
/// beginning of the next run loop turn. The model moves nothing on screen in between (the
/// presentation of a view animation is not modelled).
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
        let saved = world.currentAnimationDuration
        world.currentAnimationDuration = animated ? duration : 0
        animations()
        world.currentAnimationDuration = saved
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

    /// Animates over `duration`, then `completion`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }
}

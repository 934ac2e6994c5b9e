import Testing
import UIKitModel

/// Runs `body` in a new world (its clock at 0, a 3× screen at 60 Hz) and returns what it returns.
@MainActor
func inWorld<T>(scale: CGFloat = 3, framesPerSecond: Int = 60, _ body: (ModelWorld) throws -> T) rethrows -> T {
    let world = ModelWorld(startTime: 0, scale: scale, framesPerSecond: framesPerSecond)
    return try world.run { try body(world) }
}

/// A window of 390 × 844 points, shown.
@MainActor
func makeWindow(safeArea: UIEdgeInsets = .zero) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.modelDeviceSafeAreaInsets = safeArea
    window.makeKeyAndVisible()
    return window
}

/// A view that records the calls UIKit makes on it.
@MainActor
final class RecordingView: UIView {
    var calls: [String] = []
    var previousTraits: [UITraitCollection?] = []

    override func willMove(toSuperview newSuperview: UIView?) {
        calls.append("willMoveToSuperview:\(newSuperview != nil)")
    }
    override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMoveToWindow:\(newWindow != nil)") }
    override func didMoveToWindow() { calls.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { calls.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { calls.append("willRemoveSubview") }
    override func layoutSubviews() { calls.append("layoutSubviews") }
    override func safeAreaInsetsDidChange() { calls.append("safeAreaInsetsDidChange") }
    override func tintColorDidChange() { calls.append("tintColorDidChange") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        calls.append("traitCollectionDidChange")
        previousTraits.append(previousTraitCollection)
    }

    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}

/// Red, green, blue and alpha of a colour resolved against `traits`.
@MainActor
func components(_ color: UIColor, _ traits: UITraitCollection = UITraitCollection()) -> [CGFloat] {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a]
}

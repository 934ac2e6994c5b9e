#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// A view that draws a ``IndicatorScene`` with Core Graphics, stretched over its bounds (the scene's
/// (0, 0)–`size` maps onto `bounds`; give the view the scene's size to draw it 1:1).
///
/// Transparent (`isOpaque = false`, no background colour) and redrawn on every bounds change
/// (`contentMode = .redraw`). Setting ``scene`` redraws it.
@MainActor
public final class SceneView: UIView {
    /// The scene drawn, or nil for nothing.
    public var scene: IndicatorScene? {
        didSet { if scene != oldValue { setNeedsDisplay() } }
    }

    /// Creates a view drawing nothing until ``scene`` is set.
    ///
    /// - Parameter frame: The view's frame, in points.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a view drawing `scene`.
    ///
    /// - Parameters:
    ///   - scene: The scene drawn, or nil for nothing.
    ///   - frame: The view's frame, in points; zero by default.
    public convenience init(scene: IndicatorScene?, frame: CGRect = .zero) {
        self.init(frame: frame)
        self.scene = scene
    }

    /// Creates a view from an archive, drawing nothing until ``scene`` is set.
    ///
    /// - Parameter coder: The unarchiver.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    /// Draws ``scene`` stretched over the bounds (see `CGContext.draw(_:in:)`); nothing when
    /// there is no scene or no current context.
    ///
    /// - Parameter rect: The area to redraw (the whole scene is drawn, clipped by UIKit).
    public override func draw(_ rect: CGRect) {
        guard let scene, let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(scene, in: bounds)
    }
}
#endif

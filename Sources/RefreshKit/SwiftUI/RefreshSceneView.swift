#if canImport(SwiftUI) && canImport(UIKit)
import CoreGraphics
import RefreshKitCore
import SwiftUI

/// Draws a RefreshKit ``IndicatorScene`` with SwiftUI's `Canvas`, for custom layouts.
///
/// The scene's (0, 0)–`size` is stretched over the view's frame (as ``SceneView`` stretches
/// it over its bounds); the view's ideal size is the scene's size, so `.fixedSize()` draws it
/// 1:1. Everything of the scene model is drawn as `CGContext.draw(_:in:)` draws it: per item,
/// the clip (scene space) first, then the transform, the opacity, fills (non-zero or even-odd),
/// strokes (width, cap, join, miter limit, trimmed with `VectorPath.trimmed(from:to:)`), linear
/// gradients laid out as `CAGradientLayer` (padded) and bitmap images upright.
public struct RefreshSceneView: View {
    /// The scene drawn.
    public let scene: IndicatorScene

    /// Creates a view drawing `scene`.
    ///
    /// - Parameter scene: The scene drawn.
    public init(scene: IndicatorScene) { self.scene = scene }

    /// A `Canvas` drawing the scene, its ideal size the scene's, hidden from accessibility.
    public var body: some View {
        let scene = self.scene
        Canvas(opaque: false, rendersAsynchronously: false) { context, size in
            SceneCanvasRenderer.draw(scene, in: &context, size: size)
        }
        .frame(idealWidth: CGFloat(scene.size.width), idealHeight: CGFloat(scene.size.height))
        .accessibilityHidden(true)
    }
}

/// Draws scenes into a SwiftUI `GraphicsContext`.
enum SceneCanvasRenderer {
    /// Draws `scene` stretched over (0, 0)–`size` of `context`; the items that
    /// `CGContext.draw(_:in:)` skips are skipped here too.
    static func draw(_ scene: IndicatorScene, in context: inout GraphicsContext, size: CGSize) {
        guard scene.size.isPositiveFinite, size.width > 0, size.height > 0,
            size.width.isFinite, size.height.isFinite
        else { return }
        context.scaleBy(x: size.width / scene.size.width, y: size.height / scene.size.height)
        for item in scene.items { draw(item, in: context) }
    }

    private static func draw(_ item: IndicatorScene.Item, in base: GraphicsContext) {
        guard !item.opacity.isNaN, item.opacity > 0,
            item.transform.isFinite, item.transform.determinant != 0
        else { return }
        if let clip = item.clip, !clip.isFinite || clip.isEmpty { return }
        var context = base  // A copy: its state ends with this item, as a restoreGState.
        if let clip = item.clip { context.clip(to: SwiftUI.Path(CGRect(clip))) }
        context.concatenate(CGAffineTransform(item.transform))
        context.opacity *= min(item.opacity, 1)

        switch item.content {
        case let .fill(path, rule):
            guard let shading = shading(item.paint, pathBounds: { path.bounds }) else { return }
            context.fill(SwiftUI.Path(path.cgPath), with: shading, style: FillStyle(eoFill: rule == .evenOdd))

        case let .stroke(path, style):
            guard style.width.isFinite, style.width > 0,
                !style.trimStart.isNaN, !style.trimEnd.isNaN
            else { return }
            let drawn = style.visiblePart(of: path)
            // The gradient's frame defaults to the whole path's bounds, as in Core Graphics.
            guard !drawn.isEmpty, let shading = shading(item.paint, pathBounds: { path.bounds }) else { return }
            context.stroke(SwiftUI.Path(drawn.cgPath), with: shading, style: SwiftUI.StrokeStyle(style))

        case let .image(bitmap, rect):
            guard rect.isFinite, !rect.isEmpty, let image = bitmap.cgImage else { return }
            // SwiftUI's space is y-down and images draw upright in it: no flip.
            context.draw(Image(decorative: image, scale: 1), in: CGRect(rect))
        }
    }

    /// The shading for a paint; nil for a gradient without stops (nothing is drawn).
    private static func shading(_ paint: Paint, pathBounds: () -> Rect) -> GraphicsContext.Shading? {
        switch paint {
        case let .solid(color):
            return .color(SwiftUI.Color(color))
        case let .linearGradient(gradient):
            guard let resolved = ResolvedGradient(gradient, pathBounds: pathBounds) else { return nil }
            if let solid = resolved.solid { return .color(SwiftUI.Color(solid)) }
            let stops = resolved.stops.map {
                Gradient.Stop(color: SwiftUI.Color($0.color), location: CGFloat($0.location))
            }
            // Default options: padded, interpolated in sRGB as Core Graphics does.
            return .linearGradient(Gradient(stops: stops), startPoint: resolved.start, endPoint: resolved.end)
        }
    }
}

extension SwiftUI.Color {
    /// The same sRGB colour.
    init(_ color: RGBAColor) {
        self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
    }
}

extension SwiftUI.StrokeStyle {
    /// The same width, cap, join and miter limit (trimming is applied to the path).
    init(_ style: StrokeOptions) {
        self.init(
            lineWidth: CGFloat(style.width), lineCap: CGLineCap(style.cap),
            lineJoin: CGLineJoin(style.join), miterLimit: CGFloat(style.miterLimit))
    }
}
#endif

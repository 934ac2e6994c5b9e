/// UIKit's drawing contexts: the current context of the work running now (each thread has its
/// own, as in UIKit) while a view draws or a renderer runs, y down, at the screen's (or the
/// format's) scale (https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()).
enum ModelGraphics {
    @TaskLocal static var current: UncheckedBox<CGContext?> = UncheckedBox(nil)

    static func withContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
        try $current.withValue(UncheckedBox(context)) { try body() }
    }
}

/// The context UIKit draws into now (a view's `draw(_:)`, a renderer's block), or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { ModelGraphics.current.value }

/// An image: a bitmap at a scale, in an orientation.
public final class UIImage: NSObject, @unchecked Sendable {  // immutable
    /// How the bitmap is turned to show the image upright.
    public enum Orientation: Int, Hashable, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The bitmap.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// The orientation.
    public let imageOrientation: Orientation

    /// An image of `cgImage` at `scale` in `orientation`.
    public init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.cgImage = cgImage
        self.scale = scale
        imageOrientation = orientation
        super.init()
    }

    /// The size in points (width and height swapped for the quarter-turn orientations).
    public var size: CGSize {
        guard let image = cgImage else { return .zero }
        let w = CGFloat(image.width) / scale, h = CGFloat(image.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// Draws the image upright with its top-left corner at `point` in the current context (the
    /// model draws `.up` and `.down`, and refuses the other orientations).
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let image = cgImage else { return }
        let rect = CGRect(origin: point, size: size)
        context.saveGState()
        defer { context.restoreGState() }
        switch imageOrientation {
        case .up:
            // UIKit's contexts are y down: flip about the rectangle so the first row lands at its top.
            context.translateBy(x: 0, y: rect.minY + rect.maxY)
            context.scaleBy(x: 1, y: -1)
        case .down:
            context.translateBy(x: rect.minX + rect.maxX, y: 0)
            context.scaleBy(x: -1, y: 1)
        default:
            preconditionFailure("UIKit model: drawing an image of orientation \(imageOrientation)")
        }
        context.draw(image, in: rect)
    }
}

/// The format of a renderer's images.
public final class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point (the screen's by default).
    public var scale: CGFloat = 0
    /// Whether the images have no alpha.
    public var opaque = false
}

/// What a renderer's block draws with.
public final class UIGraphicsImageRendererContext: NSObject {
    /// The context.
    public let cgContext: CGContext
    init(_ context: CGContext) { cgContext = context }
}

/// Makes images by drawing into a context of a size at a scale (on any thread).
public final class UIGraphicsImageRenderer: NSObject {
    private let size: CGSize
    private let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        super.init()
    }

    /// The image `actions` draws (transparent where it draws nothing).
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 ? format.scale : ModelContext.world?.screen.scale ?? 3
        let w = Swift.max(1, Int((size.width * scale).rounded(.up))),
            h = Swift.max(1, Int((size.height * scale).rounded(.up)))
        guard let context = CGContext(uikitWidth: w, height: h, scale: scale) else {
            preconditionFailure("UIKit model: a renderer context of \(w)×\(h) pixels")
        }
        ModelGraphics.withContext(context) { actions(UIGraphicsImageRendererContext(context)) }
        return UIImage(cgImage: context.makeImage()!, scale: scale)
    }
}

extension UIView {
    /// The display pass for this view: `draw(_:)` into a context of the bounds at the screen's
    /// scale, whose image becomes the layer's contents (nothing when the view does not draw).
    func modelDrawLayerContents() {
        let scale = window?.traitCollection.displayScale ?? UIScreen.main.scale
        let b = bounds
        let w = Int((b.width * scale).rounded(.up)), h = Int((b.height * scale).rounded(.up))
        guard w > 0, h > 0, let context = CGContext(uikitWidth: w, height: h, scale: scale) else {
            layer.contents = nil
            return
        }
        context.translateBy(x: -b.minX, y: -b.minY)
        modelDidNotDraw = false
        UITraitCollection.withCurrent(traitCollection) {
            ModelGraphics.withContext(context) { draw(b) }
        }
        layer.contentsScale = scale
        layer.contents = modelDidNotDraw ? nil : context.makeImage()
    }
}

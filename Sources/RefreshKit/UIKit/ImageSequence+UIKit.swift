#if canImport(UIKit)
import CoreGraphics
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// Frames from the app's images — an animated GIF's frames, images from the asset catalogue —
/// for ``Indicators/ImageSequence``.
extension Bitmap {
    /// The pixels of `image`, drawn into premultiplied 8-bit sRGB, rows top to bottom; nil for
    /// an empty image or one Core Graphics cannot draw.
    ///
    /// - Parameter image: The image; its colour space is converted to sRGB.
    public init?(_ image: CGImage) {
        let width = image.width, height = image.height
        guard width > 0, height > 0, let space = CGColorSpace(name: CGColorSpace.sRGB) else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let bitmapInfo = CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue
        let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
            guard
                let context = CGContext(
                    data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                    bytesPerRow: width * 4, space: space, bitmapInfo: bitmapInfo)
            else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        guard drawn else { return nil }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixels of `image` at its scale (a @3x image gives three pixels per point), upright
    /// whatever its orientation; nil for an empty image.
    ///
    /// - Parameter image: The image.
    public init?(_ image: UIImage) {
        if image.imageOrientation == .up, let cgImage = image.cgImage {
            self.init(cgImage)
            return
        }
        guard image.size.width > 0, image.size.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        format.opaque = false
        let rendered = UIGraphicsImageRenderer(size: image.size, format: format).image { _ in
            image.draw(at: .zero)
        }
        guard let cgImage = rendered.cgImage else { return nil }
        self.init(cgImage)
    }
}

extension Indicators.ImageSequence.Frame {
    /// A bitmap frame of `image`; nil for an empty image.
    ///
    /// - Parameter image: The image.
    public init?(_ image: CGImage) {
        guard let bitmap = Bitmap(image) else { return nil }
        self = .bitmap(bitmap)
    }

    /// A bitmap frame of `image` at its scale; nil for an empty image.
    ///
    /// - Parameter image: The image.
    public init?(_ image: UIImage) {
        guard let bitmap = Bitmap(image) else { return nil }
        self = .bitmap(bitmap)
    }
}

extension RefreshIndicator where Self == Indicators.ImageSequence {
    /// MJRefresh's GIF header from the app's images: a pulling image chosen by the pull, the
    /// refreshing images looped, drawn at the images' size in points (`UIImage.size`), or
    /// `frameSize`. Images that cannot be drawn are left out.
    ///
    /// ```swift
    /// let arrow = (1...12).compactMap { UIImage(named: "arrow-\($0)") }
    /// let spin = (1...8).compactMap { UIImage(named: "spin-\($0)") }
    /// tableView.refreshHeader = RefreshControl(.imageSequence(pulling: arrow, refreshing: spin)) { await model.reload() }
    /// ```
    ///
    /// - Parameters:
    ///   - pulling: The images chosen by the pull (the last one when armed).
    ///   - refreshing: The images looped while refreshing; the pulling ones when empty.
    ///   - framesPerSecond: The loop's speed (10 by default, MJRefresh's 0.1 s per image).
    ///   - frameSize: The size to draw the images at, in points, or nil for the first image's.
    /// - Returns: An ``Indicators/ImageSequence``.
    public static func imageSequence(
        pulling: [UIImage], refreshing: [UIImage] = [],
        framesPerSecond: Double = Indicators.ImageSequence.Configuration().framesPerSecond,
        frameSize: CGSize? = nil
    ) -> Self {
        let first = (pulling + refreshing).first?.size
        let size = frameSize ?? first
        let pullingFrames = pulling.compactMap(Indicators.ImageSequence.Frame.init)
        let refreshingFrames = refreshing.compactMap(Indicators.ImageSequence.Frame.init)
        return Indicators.ImageSequence(
            configuration: .init(
                pullingFrames: pullingFrames,
                refreshingFrames: refreshingFrames.isEmpty ? pullingFrames : refreshingFrames,
                framesPerSecond: framesPerSecond, frameSize: size.map { Size($0) }))
    }

    /// MJRefresh's GIF header from `CGImage`s (an animated GIF's frames from Image I/O): drawn at
    /// `frameSize` points, or at their pixel size divided by the screen's scale.
    ///
    /// - Parameters:
    ///   - pulling: The images chosen by the pull (the last one when armed).
    ///   - refreshing: The images looped while refreshing; the pulling ones when empty.
    ///   - framesPerSecond: The loop's speed (10 by default).
    ///   - frameSize: The size to draw the images at, in points, or nil for their natural size.
    /// - Returns: An ``Indicators/ImageSequence``.
    public static func imageSequence(
        pulling: [CGImage], refreshing: [CGImage] = [],
        framesPerSecond: Double = Indicators.ImageSequence.Configuration().framesPerSecond,
        frameSize: CGSize? = nil
    ) -> Self {
        let pullingFrames = pulling.compactMap(Indicators.ImageSequence.Frame.init)
        let refreshingFrames = refreshing.compactMap(Indicators.ImageSequence.Frame.init)
        return Indicators.ImageSequence(
            configuration: .init(
                pullingFrames: pullingFrames,
                refreshingFrames: refreshingFrames.isEmpty ? pullingFrames : refreshingFrames,
                framesPerSecond: framesPerSecond, frameSize: frameSize.map { Size($0) }))
    }
}
#endif

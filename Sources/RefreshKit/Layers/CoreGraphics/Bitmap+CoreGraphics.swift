#if canImport(UIKit)
import CoreGraphics
import RefreshKitCore
#elseif CORE_ANIMATION_MODEL
import CoreAnimationModel
import RefreshKitCore
#endif
#if canImport(UIKit) || CORE_ANIMATION_MODEL

extension Bitmap {
    /// The bitmap as a `CGImage` in the layout Core Animation draws without converting it:
    /// 8-bit sRGB, alpha premultiplied and first in little-endian words (B, G, R, A in memory),
    /// rows top to bottom, 1 pixel per point of `rect` unscaled. Nil only if Core Graphics
    /// refuses the layout.
    var cgImage: CGImage? {
        let bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let space = CGColorSpace(name: CGColorSpace.sRGB),
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8,
                bytesPerRow: width * 4, space: space, bitmapInfo: bitmapInfo),
            let data = context.data
        else { return nil }
        let rowBytes = context.bytesPerRow
        let bytes = data.bindMemory(to: UInt8.self, capacity: rowBytes * height)
        for y in 0..<height {
            for x in 0..<width {
                let s = (y * width + x) * 4, d = y * rowBytes + x * 4
                // RGBA → BGRA.
                bytes[d] = pixels[s + 2]
                bytes[d + 1] = pixels[s + 1]
                bytes[d + 2] = pixels[s]
                bytes[d + 3] = pixels[s + 3]
            }
        }
        return context.makeImage()
    }
}
#endif

#if canImport(UIKit)
import CoreGraphics
import Foundation
import RefreshKitCore

extension Bitmap {
    /// The bitmap as a `CGImage`: 8-bit premultiplied RGBA (`premultipliedLast`, bytes in
    /// R, G, B, A order) in sRGB, rows top to bottom, 1 pixel per point of `rect` unscaled.
    /// Nil only if Core Graphics refuses the layout.
    var cgImage: CGImage? {
        guard let space = CGColorSpace(name: CGColorSpace.sRGB),
              let provider = CGDataProvider(data: Data(pixels) as CFData) else { return nil }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32,
                       bytesPerRow: width * 4, space: space,
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: true,
                       intent: .defaultIntent)
    }
}
#endif

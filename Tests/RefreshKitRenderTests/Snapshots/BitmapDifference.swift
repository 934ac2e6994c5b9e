@testable import RefreshKitRender

/// How far two bitmaps of the same size are apart, channel by channel (premultiplied bytes).
struct BitmapDifference: Equatable {
    /// Pixels with at least one channel further apart than the tolerance.
    var differingPixels: Int
    /// The largest difference of any channel of any pixel, 0…255.
    var maximum: Int
    /// The first differing pixel in reading order, if any.
    var first: (x: Int, y: Int)?

    static func == (a: Self, b: Self) -> Bool {
        a.differingPixels == b.differingPixels && a.maximum == b.maximum
            && a.first?.x == b.first?.x && a.first?.y == b.first?.y
    }

    /// Compares `actual` with `expected`: a pixel differs when one of its four channels is more
    /// than `tolerance` apart. Nil when the sizes differ.
    static func between(_ expected: Bitmap, _ actual: Bitmap, tolerance: Int) -> BitmapDifference? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        var result = BitmapDifference(differingPixels: 0, maximum: 0, first: nil)
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for pixel in 0..<(expected.width * expected.height) {
                    var worst = 0
                    for channel in 0..<4 {
                        worst = max(worst, abs(Int(e[4 * pixel + channel]) - Int(a[4 * pixel + channel])))
                    }
                    result.maximum = max(result.maximum, worst)
                    if worst > tolerance {
                        result.differingPixels += 1
                        if result.first == nil { result.first = (pixel % expected.width, pixel / expected.width) }
                    }
                }
            }
        }
        return result
    }
}

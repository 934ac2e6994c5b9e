import RefreshKitCore

/// How far two images of one size differ, per channel (0…1 of 255): on average over the whole
/// image (`whole`), on average over the smallest rectangle holding every pixel where either image
/// differs from a background colour (`inked`, so a small drawing's error is not watered down by
/// the empty area around it), and at most (`maximum`, 0…255).
///
/// One pass over the pixels, a 32-bit word each, working out channels only where the two differ:
/// a pixel where they differ is never the background in both, so it lies inside the inked
/// rectangle, and the rectangle's sum is the whole image's.
package struct PixelDifference: Equatable, Sendable {
    package var whole: Double
    package var inked: Double
    package var maximum: Int

    /// The difference of `a` and `b` (of one size) over `background` (four bytes, premultiplied
    /// RGBA, as the bitmaps hold them).
    package init(_ a: Bitmap, _ b: Bitmap, background: [UInt8]) {
        precondition(a.width == b.width && a.height == b.height && background.count == 4)
        let width = a.width, height = a.height
        var sum = 0, maximum = 0
        var minX = width, minY = height, maxX = -1, maxY = -1
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                let ground = background.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
                for y in 0..<height {
                    var first = -1, last = -1
                    let row = y * width * 4
                    for x in 0..<width {
                        let offset = row + 4 * x
                        let u = pa.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        let v = pb.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        if u == v {
                            guard u != ground else { continue }
                        } else {
                            for channel in 0..<4 {
                                let p = Int(pa[offset + channel]), q = Int(pb[offset + channel])
                                let d = p > q ? p - q : q - p
                                sum += d
                                if d > maximum { maximum = d }
                            }
                        }
                        if first < 0 { first = x }
                        last = x
                    }
                    guard first >= 0 else { continue }
                    if minY == height { minY = y }
                    maxY = y
                    if first < minX { minX = first }
                    if last > maxX { maxX = last }
                }
            }
        }
        whole = Double(sum) / Double(Swift.max(a.pixels.count, 1)) / 255
        inked = maxX < minX ? 0 : Double(sum) / Double((maxX - minX + 1) * (maxY - minY + 1) * 4) / 255
        self.maximum = maximum
    }
}

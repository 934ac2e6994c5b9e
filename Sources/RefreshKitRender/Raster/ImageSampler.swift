/// Samples a premultiplied bitmap bilinearly at device pixel centres, through the inverse of
/// the transform that placed it.
struct ImageSampler {
    private let pixels: [UInt8]
    private let width: Int
    private let height: Int
    /// Device point → source pixel coordinates (pixel centres at half-integers).
    private let toSource: Transform

    /// A sampler for `bitmap` drawn into `rect` (user space) with user → device `transform`;
    /// nil when the transform or the rectangle is degenerate.
    init?(bitmap: Bitmap, rect: Rect, transform: Transform) {
        guard rect.width > 0, rect.height > 0, let inverse = transform.inverted else { return nil }
        let toPixels = Transform.translation(x: -rect.minX, y: -rect.minY)
            .concatenating(.scale(x: Double(bitmap.width) / rect.width, y: Double(bitmap.height) / rect.height))
        toSource = inverse.concatenating(toPixels)
        pixels = bitmap.pixels
        width = bitmap.width
        height = bitmap.height
    }

    /// The bilinearly interpolated colour at the centre of device pixel (`x`, `y`), edges
    /// clamped.
    func color(x: Int, y: Int) -> Premultiplied {
        let p = toSource.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let sx = clampCoordinate(p.x - 0.5, width), sy = clampCoordinate(p.y - 0.5, height)
        let x0 = Int(sx), y0 = Int(sy)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let fx = Float(sx - Double(x0)), fy = Float(sy - Double(y0))
        return pixels.withUnsafeBufferPointer { px in
            func load(_ cx: Int, _ cy: Int) -> Premultiplied {
                let i = (cy * width + cx) * 4
                return Premultiplied(r: Float(px[i]), g: Float(px[i + 1]), b: Float(px[i + 2]), a: Float(px[i + 3]))
            }
            let a = load(x0, y0), b = load(x1, y0), c = load(x0, y1), d = load(x1, y1)
            let w00 = (1 - fx) * (1 - fy), w10 = fx * (1 - fy), w01 = (1 - fx) * fy, w11 = fx * fy
            return Premultiplied(
                r: a.r * w00 + b.r * w10 + c.r * w01 + d.r * w11,
                g: a.g * w00 + b.g * w10 + c.g * w01 + d.g * w11,
                b: a.b * w00 + b.b * w10 + c.b * w01 + d.b * w11,
                a: a.a * w00 + b.a * w10 + c.a * w01 + d.a * w11)
        }
    }

    /// `v` clamped into 0…count−1 (NaN → 0).
    private func clampCoordinate(_ v: Double, _ count: Int) -> Double {
        v >= 0 ? min(v, Double(count - 1)) : 0
    }
}

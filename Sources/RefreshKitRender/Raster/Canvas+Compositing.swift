extension Canvas {
    /// Keeps of each pixel what `mask`'s alpha covers: every channel times the mask's alpha
    /// (the canvases are the same size).
    package mutating func multiply(byAlphaOf mask: Canvas) {
        precondition(mask.width == width && mask.height == height, "a mask the size of the canvas")
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = UInt32(mask.pixels[i + 3])
            if a == 255 { continue }
            for c in 0..<4 { pixels[i + c] = UInt8((UInt32(pixels[i + c]) * a + 127) / 255) }
        }
    }

    /// Draws `source` (the same size) over the canvas at `opacity` (0…1): premultiplied
    /// source-over, `dst = src·o + dst·(1 − src.a·o)`.
    package mutating func composite(_ source: Canvas, opacity: Double) {
        precondition(source.width == width && source.height == height, "a source the size of the canvas")
        let o = UInt32((Swift.min(Swift.max(opacity, 0), 1) * 255).rounded())
        guard o > 0 else { return }
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let sa = (UInt32(source.pixels[i + 3]) * o + 127) / 255
            if sa == 0 && source.pixels[i] == 0 && source.pixels[i + 1] == 0 && source.pixels[i + 2] == 0 { continue }
            let keep = 255 - sa
            for c in 0..<4 {
                let s = (UInt32(source.pixels[i + c]) * o + 127) / 255
                pixels[i + c] = UInt8(Swift.min(255, s + (UInt32(pixels[i + c]) * keep + 127) / 255))
            }
        }
    }
}
